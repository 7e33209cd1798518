"""A Markdown tree of the store that a person can read, fix and carry, and read back.

Layout: one file per memory, `DIR/user/<kind>/<id>-<slug>.md` for the user scope and
`DIR/project/<project-slug>/<kind>/<id>-<slug>.md` for a project's, with front matter
(id, kind, scope, project, confidence and its counts, validity, pinned, status, evidence)
and the memory's text as the body. `DIR/.retain-export.json` (the manifest) remembers
which ids the export wrote, so a deleted file can be told from one never exported.

Reading a tree back changes only what the person changed: an edited text becomes a
refinement (or, with `verdict: contradiction`, a contradiction) of that id with the old
belief kept as superseded; `status: archived` forgets, `status: live` revives, `pinned`
pins; a deleted file forgets the memory; a file without an id is written through the gate.
The files touched are then rewritten as a fresh export would write them.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from retain.errors import InvalidInput, RetainError
from retain.memory.facade import Memory
from retain.models import KINDS, SCOPES, EpisodeRecord, MemoryRecord, default_scope
from retain.portable import frontmatter as fm
from retain.portable.safe_read import MAX_EXPORT_BYTES, ImportRefused, read_text_inside
from retain.scope import project_label

MANIFEST = ".retain-export.json"
MANIFEST_FORMAT = 1
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


def _write_private(path: Path, content: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
        f.write(content)


@dataclass
class Manifest:
    memories: dict[int, str] = field(default_factory=dict)  # id -> path relative to DIR
    projects: dict[str, str] = field(default_factory=dict)  # folder name -> project id

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
        }
        _write_private(root / MANIFEST, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


class Tree:
    """Where each memory's file goes in one export directory."""

    def __init__(self, mem: Memory, root: Path, manifest: Manifest | None) -> None:
        self.mem, self.root = mem, root
        self.manifest = manifest or Manifest()
        pids = [m.project_id for m in mem.memories(scope="project") if m.project_id]
        pids += list(self.manifest.projects.values())
        self.slugs = project_slugs(pids)
        self.manifest.projects = {v: k for k, v in self.slugs.items()}
        self.known: dict[int, MemoryRecord] = {}

    def write(self, m: MemoryRecord, episodes: list[EpisodeRecord] | None = None) -> Path:
        if episodes is None:
            episodes = self.mem.evidence([m.id])[m.id]
        if m.project_id and m.project_id not in self.slugs:  # a file's first memory there
            self.slugs = project_slugs([*self.slugs, m.project_id])
            self.manifest.projects = {v: k for k, v in self.slugs.items()}
        rel = relative_path(m, self.slugs)
        _write_private(self.root / rel, render(m, episodes))
        self.manifest.memories[m.id] = rel.as_posix()
        return rel


@dataclass(frozen=True)
class ExportReport:
    root: Path
    files: int


def export_tree(mem: Memory, root: str | Path) -> ExportReport:
    """Write every memory (live, archived, superseded) as one file; replaces the files a
    previous export wrote there, never other files."""
    root = Path(root)
    if root.exists() and not root.is_dir():
        raise InvalidInput(f"{root} exists and is not a directory")
    root.mkdir(parents=True, exist_ok=True, mode=0o700)
    old = Manifest.load(root)
    if old is not None:
        for rel in old.memories.values():
            p = root / rel
            if p.suffix == ".md" and p.is_file() and root.resolve() in p.resolve().parents:
                p.unlink()
    tree = Tree(mem, root, Manifest(projects=old.projects if old else {}))
    records = mem.memories()
    for start in range(0, len(records), EVIDENCE_BATCH):
        batch = records[start : start + EVIDENCE_BATCH]
        evidence = mem.evidence([m.id for m in batch])
        for m in batch:
            tree.write(m, evidence[m.id])
    tree.manifest.save(root)
    return ExportReport(root, len(records))


# -- import --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Change:
    path: str
    action: str  # unchanged | edit | forget | revive | pin | unpin | write | known | error
    # | note | refused (a symlink, outside DIR, not a file, too big, binary: never read)
    detail: str
    memory_id: int | None = None


@dataclass
class ImportReport:
    changes: list[Change] = field(default_factory=list)
    dry_run: bool = False

    def add(self, path: str, action: str, detail: str, memory_id: int | None = None) -> None:
        self.changes.append(Change(path, action, detail, memory_id))

    @property
    def errors(self) -> list[Change]:
        """What could not be imported: broken files, and files refused unread."""
        return [c for c in self.changes if c.action in ("error", "refused")]

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for c in self.changes:
            out[c.action] = out.get(c.action, 0) + 1
        return out

    def summary(self) -> str:
        """One line per change (errors go to stderr separately), then the counts."""
        verb = "would " if self.dry_run else ""
        lines = [
            f"{verb}{c.action}: {c.path}: {c.detail}"
            for c in self.changes
            if c.action not in ("unchanged", "error", "refused")
        ]
        counts = ", ".join(f"{n} {a}" for a, n in sorted(self.counts().items())) or "no files"
        lines.append(("dry run, nothing changed: " if self.dry_run else "") + counts)
        return "\n".join(lines)


@dataclass(frozen=True)
class _File:
    rel: str
    doc: fm.Document


def _read(root: Path, path: Path, report: ImportReport) -> _File | None:
    """The file's front matter and body; None, with the reason in the report, when it is
    broken. Raises ImportRefused for a file never to be read (retain.portable.safe_read)."""
    rel = path.relative_to(root).as_posix()
    try:
        text = read_text_inside(path, root)
    except OSError as e:
        report.add(rel, "error", f"cannot read it ({e.strerror}); nothing imported from it")
        return None
    try:
        doc = fm.parse(text)
    except fm.FrontMatterError as e:
        report.add(rel, "error", f"{rel}:{e.line}: {e.message}; nothing imported from it")
        return None
    if not doc.body:
        report.add(rel, "error", f"{rel}: no text after the front matter; nothing imported")
        return None
    return _File(rel, doc)


_ID_LINE = re.compile(r"^id:\s*(\d+)\s*$", re.MULTILINE)


def _claimed_id(path: Path) -> int | None:
    """The id a file we could not parse seems to carry, so it is not taken for deleted."""
    try:
        m = _ID_LINE.search(path.read_bytes()[:4096].decode("utf-8", "replace"))
    except OSError:
        return None
    return int(m.group(1)) if m else None


def _field(f: _File, key: str, kind: type, allowed: tuple[str, ...] | None = None) -> Any:
    """A front matter value of the right type, or an InvalidInput naming file and line."""
    value = fm.scalar_or_none(f.doc.meta.get(key))
    if value is None:
        return None
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if ok and allowed is not None and value not in allowed:
        ok = False
    if not ok:
        want = "one of " + ", ".join(allowed) if allowed else kind.__name__
        raise InvalidInput(
            f"{f.rel}:{f.doc.lines.get(key, 1)}: `{key}` must be {want}, got {value!r}; "
            "nothing imported from it"
        )
    return value


def import_tree(mem: Memory, root: str | Path, *, dry_run: bool = False) -> ImportReport:
    """Apply what a person changed in an exported tree (see the module docstring)."""
    root = Path(root)
    if not root.is_dir():
        raise InvalidInput(
            f"{root} is not a directory (export one with `retain export --markdown`)"
        )
    report = ImportReport(dry_run=dry_run)
    manifest = Manifest.load(root)
    exported = dict(manifest.memories) if manifest is not None else {}
    tree = Tree(mem, root, manifest)
    tree.known = {m.id: m for m in mem.memories()}  # one read, not one per file
    seen: dict[int, str] = {}
    for path in sorted(root.rglob("*.md")):
        if any(part.startswith(".") for part in path.relative_to(root).parts):
            continue
        try:
            f = _read(root, path, report)
        except ImportRefused as e:  # kept, not forgotten: the manifest check sees it there
            report.add(path.relative_to(root).as_posix(), "refused", str(e))
            continue
        if f is None:
            claimed = _claimed_id(path)
            if claimed is not None:  # broken, but still there: not a deletion
                seen.setdefault(claimed, path.relative_to(root).as_posix())
            continue
        try:
            _apply(mem, tree, f, report, seen, dry_run)
        except RetainError as e:
            msg = str(e)
            if not msg.startswith(f.rel):
                msg = f"{f.rel}: {msg}"
            report.add(f.rel, "error", msg)
    if manifest is not None:
        for mid, rel in sorted(exported.items()):
            if mid in seen or os.path.lexists(root / rel):
                continue
            m = tree.known.get(mid)
            if m is not None and m.status == "live":
                report.add(rel, "forget", f"[{mid}] {DELETED_REASON}", mid)
                if not dry_run:
                    mem.forget(mid, DELETED_REASON)
            if not dry_run:
                tree.manifest.memories.pop(mid, None)
    if not dry_run and (manifest is not None or any(c.action != "error" for c in report.changes)):
        tree.manifest.save(root)
    return report


def _apply(
    mem: Memory, tree: Tree, f: _File, report: ImportReport, seen: dict[int, str], dry_run: bool
) -> None:
    mid = _field(f, "id", int)
    text = f.doc.body
    if mid is None:
        _write_new(mem, tree, f, report, seen, dry_run)
        return
    if mid in seen:
        raise InvalidInput(f"{f.rel}: id {mid} is also in {seen[mid]}; nothing imported from it")
    m = tree.known.get(mid)
    if m is None:
        raise InvalidInput(
            f"{f.rel}:{f.doc.lines['id']}: there is no memory {mid} in this store (exported "
            "from another one? delete the `id` line to import it as a new memory)"
        )
    seen[mid] = f.rel
    status = _field(f, "status", str, ("live", "archived", "superseded", "merged"))
    pinned = _field(f, "pinned", bool)
    verdict = _field(f, "verdict", str, ("refinement", "contradiction")) or "refinement"
    if text != m.text:
        report.add(f.rel, "edit", f"[{mid}] becomes a {verdict}: {text[:80]}", mid)
        if not dry_run:
            result = mem.edit(mid, text, verdict=verdict)
            _rewrite(tree, f, [mem.get(mid), mem.get(result.memory_id)])
        return
    shown = "archived" if m.status == "merged" else m.status
    changed: list[MemoryRecord] = []
    if status is not None and status != shown:
        if status == "archived" and m.status == "live":
            report.add(f.rel, "forget", f"[{mid}] {ARCHIVED_REASON}", mid)
            if not dry_run:
                changed = [mem.forget(mid, ARCHIVED_REASON)]
        elif status == "live" and m.status == "archived":
            report.add(f.rel, "revive", f"[{mid}] revived", mid)
            if not dry_run:
                changed = [mem.revive(mid)]
        else:
            raise InvalidInput(
                f"{f.rel}:{f.doc.lines['status']}: [{mid}] is {m.status}; status can only move "
                "between live and archived by hand"
            )
    if "branch" in f.doc.meta:
        branch = _field(f, "branch", str) or None
        if branch != m.branch:
            report.add(f.rel, "branch", f"[{mid}] on {branch or 'every branch'}", mid)
            if not dry_run:
                changed = [mem.confine(mid, branch)]
    if pinned is not None and pinned != m.pinned:
        report.add(f.rel, "pin" if pinned else "unpin", f"[{mid}]", mid)
        if not dry_run:
            changed = [mem.pin(mid, pinned)]
    if changed:
        _rewrite(tree, f, changed)
    elif not report.changes or report.changes[-1].memory_id != mid:
        report.add(f.rel, "unchanged", f"[{mid}]", mid)


def _write_new(
    mem: Memory, tree: Tree, f: _File, report: ImportReport, seen: dict[int, str], dry_run: bool
) -> None:
    parts = Path(f.rel).parts
    kind = _field(f, "kind", str, KINDS)
    if kind is None:
        kind = parts[-2] if len(parts) >= 2 and parts[-2] in KINDS else "note"
    scope = _field(f, "scope", str, SCOPES)
    if scope is None:
        scope = parts[0] if len(parts) > 1 and parts[0] in SCOPES else default_scope(kind)
    project = _field(f, "project", str)
    if project is None and scope == "project" and len(parts) >= 3 and parts[0] == "project":
        project = tree.manifest.projects.get(parts[1])
    pinned = bool(_field(f, "pinned", bool))
    if dry_run:
        report.add(f.rel, "write", f"would write a {scope} {kind}: {f.doc.body[:80]}")
        return
    r = mem.write(
        f.doc.body,
        kind=kind,
        scope=scope,
        project=project,
        pinned=pinned,
        trust="user",
        actor="user",
        source="import",
    )
    if not r.stored and r.memory_id in tree.manifest.memories and r.memory_id not in seen:
        # Already in the tree under its own file: this one was a copy of it.
        (tree.root / f.rel).unlink()
        report.add(f.rel, "known", f"{r.message}; removed the copy", r.memory_id)
        return
    branch = _field(f, "branch", str) or None
    if r.stored and branch != mem.get(r.memory_id).branch:
        mem.confine(r.memory_id, branch)
    report.add(f.rel, "write" if r.stored else "known", r.message, r.memory_id)
    seen[r.memory_id] = f.rel
    _rewrite(tree, f, [mem.get(r.memory_id)])


def _rewrite(tree: Tree, f: _File, records: list[MemoryRecord]) -> None:
    """Write these memories as an export would, and drop the file read if it moved."""
    written = {tree.write(m).as_posix() for m in records}
    if f.rel not in written:
        (tree.root / f.rel).unlink(missing_ok=True)
