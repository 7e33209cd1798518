"""A Markdown tree of the store that a person can read, fix and carry, and read back.

Layout: one file per memory, `DIR/user/<kind>/<id>-<slug>.md` for the user scope and
`DIR/project/<project-slug>/<kind>/<id>-<slug>.md` for a project's, with front matter
(id, kind, scope, project, confidence and its counts, validity, pinned, status, evidence)
and the memory's text as the body. `DIR/.retain-export.json` (the manifest) remembers
which ids the export wrote, so a deleted file can be told from one never exported.

A tree is made to be carried, into a shared repository as like as not, so it holds what
belongs there: by default the memories of the project it is exported from, and it counts
what it left out. The user scope (preferences and rules that follow this user, not the
project) is written only when asked (`include_user`), and so are the memories of this
user's other projects (`all_projects`: a client's project, a private one, whose folder
names and project ids the manifest would list too).

Reading a tree back (`import_tree`) lives in retain.portable.markdown_import.
"""

from __future__ import annotations

import collections
import contextlib
import hashlib
import json
import os
import re
import stat
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retain import config
from retain.errors import InvalidInput
from retain.files import kind as file_kind
from retain.memory.facade import Memory
from retain.models import KINDS, EpisodeRecord, MemoryRecord
from retain.portable import frontmatter as fm
from retain.portable.safe_read import MAX_EXPORT_BYTES, read_text_inside
from retain.portable.stamp_key import keyed_stamp, stamp_key
from retain.scope import project_label

if TYPE_CHECKING:
    from collections.abc import Iterable

MANIFEST = ".retain-export.json"
MANIFEST_FORMAT = 3  # 2: `stamps`, which memory of which store each id was; 3: keyed
SLUG_CHARS = 40  # enough words of the text to recognise a file by its name
DELETED_REASON = "deleted from markdown export"
ARCHIVED_REASON = "archived in markdown export"
EVIDENCE_BATCH = 1000  # memories whose evidence is read in one go during an export


def iso(ts: float | None) -> str | None:
    if ts is None:
        return None
    return (
        datetime.fromtimestamp(ts, timezone.utc)
        .isoformat(timespec="seconds")
        .replace("+00:00", "Z")
    )


def slug(text: str, limit: int = SLUG_CHARS) -> str:
    """Words of the text for a file name: letters and digits of any script, dashes between."""
    s = re.sub(r"[^\w]+", "-", text.casefold(), flags=re.UNICODE).strip("-_")
    return s[:limit].rstrip("-_") or "memory"


def project_slugs(project_ids: list[str]) -> dict[str, str]:
    """A readable, unique folder name per project id (`acme-shop`), stable for one store."""
    out: dict[str, str] = {}
    taken: set[str] = set()
    for pid in sorted(set(project_ids)):
        base = slug(project_label(pid).replace("/", "-"), 60)
        name = base
        if name in taken:
            name = f"{base}-{hashlib.sha256(pid.encode()).hexdigest()[:6]}"
        taken.add(name)
        out[pid] = name
    return out


def relative_path(m: MemoryRecord, slugs: dict[str, str]) -> Path:
    name = f"{m.id}-{slug(m.text)}.md"
    if m.scope == "user" or m.project_id is None:
        return Path("user") / m.kind / name
    return Path("project") / slugs[m.project_id] / m.kind / name


def export_shaped(mid: int, rel: str) -> bool:
    """`rel` is where an export puts memory `mid`'s file (`user/<kind>/<mid>-....md`,
    `project/<folder>/<kind>/<mid>-....md`). A manifest is a file of the tree, which a
    shared repository lets anyone edit: one listing `README.md` had the next export delete
    the repository's README (a tree exported to the repository's top)."""
    parts = Path(rel).parts
    shape = (parts[0], len(parts)) in (("user", 3), ("project", 4)) if parts else False
    name = parts[-1] if parts else ""
    return shape and parts[-2] in KINDS and name.startswith(f"{mid}-") and name.endswith(".md")


def render(m: MemoryRecord, episodes: list[EpisodeRecord]) -> str:
    evidence = [
        f"episode {e.id}, {e.source}, {e.actor}, {iso(e.created_at)}"
        + (f", {e.outcome}" if e.outcome else "")
        + (f", session {e.session_id}" if e.session_id else "")
        for e in episodes
    ]
    meta: dict[str, Any] = {
        "id": m.id,
        "kind": m.kind,
        "scope": m.scope,
        "project": m.project_id,
        "status": "archived" if m.status == "merged" else m.status,
        "pinned": m.pinned,
        "trust": m.trust,
        "confidence": round(m.confidence, 3),
        "n_success": m.n_success,
        "n_failure": m.n_failure,
        "support": m.support,
        "valid_from": iso(m.valid_from),
        "valid_to": iso(m.valid_to),
        "superseded_by": m.superseded_by,
        "reason": m.retired_reason,
        # The branch it is true on only (retain.memory.branch_scope); empty: every branch.
        "branch": m.branch,
        "evidence": evidence,
    }
    return fm.dump(meta, m.text)


class ExportRefused(InvalidInput):
    """A place in the tree an export will not write; the message is one line naming it."""


# O_NOFOLLOW: a link planted at a memory's file (a shared or cloned tree) is never written
# through; O_NONBLOCK: a FIFO there is refused at once instead of waiting for a reader.
_WRITE_FLAGS = (
    os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
)
# Each folder of the tree is opened relative to the one above (dir_fd), never following a
# link: checking a path and then writing to it let a folder swapped for a link in between
# receive the file wherever the link pointed.
_FOLDER_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)


def stamp(m: MemoryRecord, key: bytes) -> str:
    """Which memory an id named when the tree was exported: its creation time to the last
    digit, which no other store's memory of that id shares, keyed with this user's stamp
    key (retain.portable.stamp_key), which no one else can compute, not even a teammate
    who reads the same memory on a team store. Import applies a file's id only to the
    memory its manifest stamped."""
    raw = f"{m.id}\n{m.created_at!r}\n{m.project_id or ''}".encode()
    return keyed_stamp(key, raw)


def _open_folder(root: Path, parts: tuple[str, ...], *, create: bool, shown: Path) -> int:
    """A descriptor of the folder root/parts, each step opened inside the one above with
    no link followed (made 0700 when missing and `create`). Raises ExportRefused naming
    the step that is a link or not a folder, for the file `shown`."""
    fd = os.open(root, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    where = root
    try:
        for part in parts:
            where = where / part
            if part in ("", ".", ".."):
                raise ExportRefused(f"{shown}: refused: {where} leaves the tree; not written")
            if create:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(part, 0o700, dir_fd=fd)
            try:
                step = os.open(part, _FOLDER_FLAGS, dir_fd=fd)
            except OSError as e:
                raise ExportRefused(
                    f"{shown}: refused: {where} is {_what(part, fd, e, folder=True)}; not written"
                ) from None
            os.close(fd)
            fd = step
    except BaseException:
        os.close(fd)
        raise
    return fd


def _what(name: str, dir_fd: int, e: OSError, *, folder: bool = False) -> str:
    """What stands at `name` in a sentence ("a symbolic link"), else why it failed."""
    try:
        what = file_kind(os.lstat(name, dir_fd=dir_fd).st_mode)
    except OSError:
        what = ""
    if folder and what and what != "a directory":
        return what if what == "a symbolic link" else f"not a folder ({what})"
    if what and what not in ("a regular file", "a directory"):
        return what
    return e.strerror or str(e)


def _write_private(root: Path, rel: Path, content: str) -> None:
    """Write `content` to root/rel, owner-only (0600), never outside `root`: a symbolic link
    on the way (a folder or the file itself, even one swapped in while the export runs) is
    refused, and so is anything that is not a regular file (a FIFO would hang the export; a
    device would be written). Raises ExportRefused naming the place; the file is left as it
    was."""
    path = root / rel
    folder = _open_folder(root, rel.parts[:-1], create=True, shown=path)
    try:
        _refuse_odd(rel.name, folder, path)
        _replace_whole(rel.name, folder, content)
    finally:
        os.close(folder)


def _refuse_odd(name: str, folder: int, path: Path) -> None:
    """Raise ExportRefused when something other than a regular file stands at `name`."""
    try:
        fd = os.open(name, _WRITE_FLAGS & ~os.O_CREAT, dir_fd=folder)
    except FileNotFoundError:
        return
    except OSError as e:  # a link (ELOOP), a FIFO with no reader (ENXIO), no permission...
        raise ExportRefused(f"{path}: refused: {_what(name, folder, e)}; not written") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise ExportRefused(f"{path}: refused: {file_kind(mode)}; not written")
    finally:
        os.close(fd)


# The hidden name a file is written under before it is renamed in place.
_PART_NAME = re.compile(r"^\..+\.\d+\.[0-9a-f]{8}\.tmp$")


def _replace_whole(name: str, folder: int, content: str) -> None:
    """`content` under a fresh hidden name (0600), then renamed over `name`: a file cut
    short by a crash or a full disk was read back by `retain import` as the person's edit,
    and that memory refined to the cut text. The hidden name is skipped by the import."""
    tmp = f".{name}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    fd = os.open(tmp, _WRITE_FLAGS | os.O_EXCL, 0o600, dir_fd=folder)
    try:
        os.fchmod(fd, 0o600)  # whatever the umask
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(content)
        os.replace(tmp, name, src_dir_fd=folder, dst_dir_fd=folder)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=folder)
        raise


def remove_inside(root: Path, rel: str | Path) -> bool:
    """Delete the regular file root/rel, reached through real folders of the tree only (the
    same walk as a write: a folder swapped for a link leads nowhere else); whether it was."""
    rel = Path(rel)
    if rel.is_absolute() or not rel.parts:
        return False
    try:
        folder = _open_folder(root, rel.parts[:-1], create=False, shown=root / rel)
    except (OSError, ExportRefused):
        return False
    try:
        if not stat.S_ISREG(os.lstat(rel.name, dir_fd=folder).st_mode):
            return False
        os.unlink(rel.name, dir_fd=folder)
        return True
    except OSError:
        return False
    finally:
        os.close(folder)


@dataclass
class Manifest:
    memories: dict[int, str] = field(default_factory=dict)  # id -> path relative to DIR
    projects: dict[str, str] = field(default_factory=dict)  # folder name -> project id
    stamps: dict[int, str] = field(default_factory=dict)  # id -> stamp() of what was exported

    @classmethod
    def load(cls, root: Path) -> Manifest | None:
        path = root / MANIFEST
        if not os.path.lexists(path):
            return None
        try:
            data = json.loads(read_text_inside(path, root, limit=MAX_EXPORT_BYTES))
            return cls(
                memories={int(k): str(v) for k, v in data["memories"].items()},
                projects={str(k): str(v) for k, v in data.get("projects", {}).items()},
                stamps={int(k): str(v) for k, v in data.get("stamps", {}).items()},
            )
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
            raise InvalidInput(
                f"{path} is damaged ({type(e).__name__}); export again to rebuild it"
            ) from None

    def save(self, root: Path) -> None:
        data = {
            "format": MANIFEST_FORMAT,
            "written_at": iso(time.time()),
            "note": "written by `retain export --markdown`; lets `retain import` tell a "
            "deleted file from one never exported",
            "projects": dict(sorted(self.projects.items())),
            "memories": {str(k): v for k, v in sorted(self.memories.items())},
            "stamps": {str(k): self.stamps[k] for k in sorted(self.memories) if k in self.stamps},
        }
        _write_private(root, Path(MANIFEST), json.dumps(data, ensure_ascii=False, indent=1) + "\n")


class Tree:
    """Where each memory's file goes in one export directory."""

    def __init__(
        self,
        mem: Memory,
        root: Path,
        manifest: Manifest | None,
        projects: Iterable[str] | None = None,
    ) -> None:
        """`projects`: the project ids the tree names (None: every project of the store and
        of the manifest; an export passes those it writes)."""
        self.mem, self.root = mem, root
        self.manifest = manifest or Manifest()
        if projects is None:
            pids = [m.project_id for m in mem.memories(scope="project") if m.project_id]
            pids += list(self.manifest.projects.values())
        else:
            pids = list(projects)
        self.slugs = project_slugs(pids)
        self.manifest.projects = {v: k for k, v in self.slugs.items()}
        self.known: dict[int, MemoryRecord] = {}
        self.refused: list[str] = []  # one line per file not written (ExportRefused)
        self.vouched: dict[int, str] = {}  # import: the stamps the tree came with
        self.trusted = False  # import: the person said the tree is theirs (--trust-file)
        self.key = stamp_key()

    def stamp(self, m: MemoryRecord) -> str:
        return stamp(m, self.key)

    def write(self, m: MemoryRecord, episodes: list[EpisodeRecord] | None = None) -> Path:
        if episodes is None:
            episodes = self.mem.evidence([m.id])[m.id]
        if m.project_id and m.project_id not in self.slugs:  # a file's first memory there
            self.slugs = project_slugs([*self.slugs, m.project_id])
            self.manifest.projects = {v: k for k, v in self.slugs.items()}
        rel = relative_path(m, self.slugs)
        try:
            _write_private(self.root, rel, render(m, episodes))
        except ExportRefused as e:
            self.refused.append(str(e))
            return rel
        self.manifest.memories[m.id] = rel.as_posix()
        self.manifest.stamps[m.id] = self.stamp(m)
        return rel


@dataclass(frozen=True)
class ExportReport:
    root: Path
    files: int
    refused: tuple[str, ...] = ()  # one line each: a link, FIFO or device in the way
    left_out: int = 0  # user-scope memories not written (no `include_user`)
    elsewhere: int = 0  # other projects' memories not written (no `all_projects`)
    other_projects: int = 0  # how many projects those are


def export_tree(
    mem: Memory, root: str | Path, *, include_user: bool = False, all_projects: bool = False
) -> ExportReport:
    """Write every memory (live, archived, superseded) of the current project as one file,
    the user scope's too when `include_user`, every project's when `all_projects`; replaces
    the files a previous export wrote there, never other files (a file an earlier export
    wrote that this one leaves out goes with the rest)."""
    root = Path(root)
    if root.exists() and not root.is_dir():
        raise InvalidInput(f"{root} exists and is not a directory")
    if not root.is_dir():  # mkdir(parents=True) made the folders above it 0777 under umask 0
        config.make_private_dirs(root)
    old = Manifest.load(root)
    if old is not None:
        # The old manifest goes first: an export stopped before it writes the new one (a
        # crash, a full disk) left it naming the files just removed, and the next import
        # took each for one the person deleted and forgot that memory.
        remove_inside(root, MANIFEST)
        for mid, rel in old.memories.items():
            if export_shaped(mid, rel):
                remove_inside(root, rel)
    for left in root.rglob(".*.tmp"):  # what an export killed mid-file left (_replace_whole)
        if _PART_NAME.match(left.name):
            remove_inside(root, left.relative_to(root))
    records: list[MemoryRecord] = []
    left_out, elsewhere = 0, collections.Counter[str]()
    for m in mem.memories():
        if m.scope == "user" or m.project_id is None:  # filed under user/ (relative_path)
            if not include_user:
                left_out += 1
                continue
        elif not all_projects and m.project_id != mem.project_id:
            elsewhere[m.project_id] += 1
            continue
        records.append(m)
    # the manifest names the projects written, no other (an earlier export's included)
    tree = Tree(mem, root, Manifest(), projects={m.project_id for m in records if m.project_id})
    for start in range(0, len(records), EVIDENCE_BATCH):
        batch = records[start : start + EVIDENCE_BATCH]
        evidence = mem.evidence([m.id for m in batch])
        for m in batch:
            tree.write(m, evidence[m.id])
    tree.manifest.save(root)
    return ExportReport(
        root,
        len(records) - len(tree.refused),
        tuple(tree.refused),
        left_out,
        elsewhere.total(),
        len(elsewhere),
    )
