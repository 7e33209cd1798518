"""Reading a Markdown tree of the store back (retain.portable.markdown writes it).

Reading a tree back changes only what the person changed: an edited text becomes a
refinement (or, with `verdict: contradiction`, a contradiction) of that id with the old
belief kept as superseded; `status: archived` forgets, `status: live` revives, `pinned`
pins; a deleted file forgets the memory; a file without an id is written through the gate.
The files touched are then rewritten as a fresh export would write them.

A file without an id becomes a memory of the person importing (no one else's name can be
put on it), with the file it came from as its context. But anyone who can write to the
tree may have added it: a teammate, in a tree kept in a shared repository or in their own
export; nothing in the file says who. So it is taken as a note an agent might have written
for this user, trust `agent`, its evidence an agent's word (not the user's: nobody said it in
a session), never pinned (its `pinned` and `trust` are not read), and it
pins no memory already stored (a copy of a colleague's shared memory with `pinned: true`
pinned it for the whole team). Once imported it has an id, stamped with this user's key:
pinning it then, in its file, is this user's own edit. Nor does it reach further than the
project it is imported into: a file asking for the user scope (every project of this user)
or naming another project is kept to the importing project, and says so, unless the person
vouches for the tree (`trusted`, `retain import --trust-file`).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from retain.core.validate import encodable
from retain.errors import InvalidInput, RetainError
from retain.files import open_regular
from retain.memory.facade import Memory
from retain.models import KINDS, SCOPES, MemoryRecord, default_scope
from retain.portable import frontmatter as fm
from retain.portable.markdown import (
    ARCHIVED_REASON,
    DELETED_REASON,
    Manifest,
    Tree,
    remove_inside,
)
from retain.portable.safe_read import ImportRefused, read_text_inside


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
    try:  # as the first read: no link followed, no FIFO waited on, no more than the head
        with open_regular(path, follow=False) as f:
            m = _ID_LINE.search(f.read(4096).decode("utf-8", "replace"))
    except OSError:
        return None
    return int(m.group(1)) if m else None


def _field(f: _File, key: str, kind: type, allowed: tuple[str, ...] | None = None) -> Any:
    """A front matter value of the right type, or an InvalidInput naming file and line."""
    value = fm.scalar_or_none(f.doc.meta.get(key))
    if value is None:
        return None
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if isinstance(value, str) and not encodable(value):  # a quoted "\ud800": not text
        raise InvalidInput(
            f"{f.rel}:{f.doc.lines.get(key, 1)}: `{key}` holds a lone surrogate, not valid "
            "Unicode; nothing imported from it"
        )
    if ok and allowed is not None and value not in allowed:
        ok = False
    if not ok:
        want = "one of " + ", ".join(allowed) if allowed else kind.__name__
        raise InvalidInput(
            f"{f.rel}:{f.doc.lines.get(key, 1)}: `{key}` must be {want}, got {value!r}; "
            "nothing imported from it"
        )
    return value


def import_tree(
    mem: Memory, root: str | Path, *, dry_run: bool = False, trusted: bool = False
) -> ImportReport:
    """Apply what a person changed in an exported tree (see the module docstring).
    `trusted`: the tree is the person's own; a file without an id keeps the scope it names."""
    root = Path(root)
    if not root.is_dir():
        raise InvalidInput(
            f"{root} is not a directory (export one with `retain export --markdown`)"
        )
    report = ImportReport(dry_run=dry_run)
    manifest = Manifest.load(root)
    exported = dict(manifest.memories) if manifest is not None else {}
    tree = Tree(mem, root, manifest)
    tree.trusted = trusted
    tree.known = {m.id: m for m in mem.memories()}  # one read, not one per file
    tree.vouched = dict(manifest.stamps) if manifest is not None else {}
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
            if m is not None and m.status == "live" and tree.vouched.get(mid) != tree.stamp(m):
                report.add(rel, "error", f"{rel}: {_NOT_VOUCHED.format(mid=mid)}; not forgotten")
            elif m is not None and m.status == "live":
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
        _vouch(tree, f, m)
        report.add(f.rel, "edit", f"[{mid}] becomes a {verdict}: {text[:80]}", mid)
        if not dry_run:
            result = mem.edit(mid, text, verdict=verdict)
            _rewrite(tree, f, [mem.get(mid), mem.get(result.memory_id)])
        return
    shown = "archived" if m.status == "merged" else m.status
    changed: list[MemoryRecord] = []
    if status is not None and status != shown:
        _vouch(tree, f, m)
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
            _vouch(tree, f, m)
            report.add(f.rel, "branch", f"[{mid}] on {branch or 'every branch'}", mid)
            if not dry_run:
                changed = [mem.confine(mid, branch)]
    if pinned is not None and pinned != m.pinned:
        _vouch(tree, f, m)
        report.add(f.rel, "pin" if pinned else "unpin", f"[{mid}]", mid)
        if not dry_run:
            changed = [mem.pin(mid, pinned)]
    if changed:
        _rewrite(tree, f, changed)
    elif not report.changes or report.changes[-1].memory_id != mid:
        report.add(f.rel, "unchanged", f"[{mid}]", mid)


_NOT_VOUCHED = (
    "[{mid}] in this store is not the memory this tree exported as {mid} (the tree came "
    "from another store or an older retain, or its manifest was edited)"
)


def _vouch(tree: Tree, f: _File, m: MemoryRecord) -> None:
    """Raise unless the tree's manifest stamped this very memory for the file's id: ids are
    per store, so a tree exported elsewhere (or a shared one someone edited) would
    otherwise rewrite, pin or forget whatever memory carries that number here."""
    if tree.vouched.get(m.id) != tree.stamp(m):
        raise InvalidInput(
            f"{f.rel}:{f.doc.lines.get('id', 1)}: {_NOT_VOUCHED.format(mid=m.id)}; nothing "
            "imported from it (delete its `id` line to import it as a new memory, or export "
            "this store again)"
        )


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
    branch = _field(f, "branch", str) or None  # (read, and checked, before the write)
    unpinned = " (not pinned: pin it in its file once it has an id)" if pinned else ""
    if not tree.trusted and (scope != "project" or project not in (None, mem.project_id)):
        scope, project, unpinned = _narrowed(mem, f, scope, project, unpinned)
    if dry_run:
        report.add(f.rel, "write", f"would write a {scope} {kind}{unpinned}: {f.doc.body[:80]}")
        return
    r = mem.write(
        f.doc.body,
        kind=kind,
        scope=scope,
        project=project,
        trust="agent",
        actor="agent",  # its evidence too: a file in a tree is not the user speaking
        source="import",
        context=f"imported from {f.rel} in the Markdown tree {tree.root.name or tree.root}",
    )
    if not r.stored and r.memory_id in tree.manifest.memories and r.memory_id not in seen:
        # Already in the tree under its own file: this one was a copy of it.
        remove_inside(tree.root, f.rel)
        report.add(f.rel, "known", f"{r.message}; removed the copy", r.memory_id)
        return
    if r.stored and branch != mem.get(r.memory_id).branch:
        mem.confine(r.memory_id, branch)
    report.add(f.rel, "write" if r.stored else "known", r.message + unpinned, r.memory_id)
    seen[r.memory_id] = f.rel
    _rewrite(tree, f, [mem.get(r.memory_id)])


def _narrowed(
    mem: Memory, f: _File, scope: str, project: str | None, note: str
) -> tuple[str, None, str]:
    """A file without an id that asks to reach beyond the importing project, kept to it."""
    asked = "the user scope" if scope == "user" else f"project {project}"
    if mem.project_id is None:
        raise InvalidInput(
            f"{f.rel}: a file without an id asks for {asked}, and there is no project to keep "
            "it to; nothing imported from it (import from inside the project, or --trust-file "
            "if the tree is yours)"
        )
    return (
        "project",
        None,
        f"{note} (kept to this project, not {asked}: a file without an id does not say who "
        "wrote it; --trust-file if the tree is yours)",
    )


def _rewrite(tree: Tree, f: _File, records: list[MemoryRecord]) -> None:
    """Write these memories as an export would, and drop the file read if it moved."""
    written = {tree.write(m).as_posix() for m in records}
    if f.rel not in written:
        remove_inside(tree.root, f.rel)
