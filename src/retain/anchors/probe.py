"""SessionStart's look at the code: which of the block's candidates may have moved on.

Every anchor (retain.anchors.refs) keeps, in its detail, `seen`: what one stat of the file it
depends on showed at its last full check ([size, mtime_ns], or null when absent; for a
folder, whether it is one). Before the block is ranked, `recheck` reads the candidates'
anchors in one query and stats each once; only a memory with an anchor whose stat
differs from `seen` goes to the full check (retain.anchors.staleness: reads, hashes, renames,
moved symbols, the branch rule), imported only then. So a SessionStart where nothing the
candidates name has changed since the last look costs one query and a few stats, and
never loads hashlib, dataclasses or the records module.

What the full check is not asked here, the sleep pass does after every session over all
of the project's anchors: counting the sessions an anchor has been gone and archiving a
memory whose every anchor stayed gone.

Stdlib only, no typing at run time: the hook imports it, and on its path (`recheck`
with nothing moved) only os: pathlib (with urllib.parse and ipaddress) is imported by
`checkout_root` and `probe`, which the full check uses.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from retain.core.candidate import Candidate
    from retain.store.base import Store
    from retain.store.block_reader import BlockReader


def checkout_root(directory: str | Path) -> tuple[Path, Path | None] | None:
    """(top-level folder, git directory or None) of the checkout holding `directory`: its
    nearest `.git` (a folder, or a file `gitdir: ...` for a linked worktree), else the
    folder itself; None when the folder does not exist."""
    from pathlib import Path

    try:
        here = Path(directory).resolve()
    except (OSError, RuntimeError):
        return None
    if not here.is_dir():
        return None
    for d in (here, *here.parents):
        dot_git = d / ".git"
        if dot_git.is_dir():
            return d, dot_git
        if dot_git.is_file():
            try:
                from retain.files import open_regular  # a FIFO here: unreadable

                with open_regular(dot_git) as f:
                    first = f.read(4096).decode("utf-8", "replace").strip()
            except OSError:
                return d, None
            if first.startswith("gitdir:"):
                target = (d / first[len("gitdir:") :].strip()).resolve()
                return d, target if target.is_dir() else None
            return d, None
    return here, None


def _checkout_top(directory: str) -> str | None:
    """`checkout_root`'s top-level folder, as a string and with os.path (the hook's path)."""
    try:
        here = os.path.realpath(directory)
    except (OSError, ValueError):
        return None
    if not os.path.isdir(here):
        return None
    d = here
    while True:
        dot_git = os.path.join(d, ".git")
        if os.path.isdir(dot_git) or os.path.isfile(dot_git):
            return d
        parent = os.path.dirname(d)
        if parent == d:
            return here
        d = parent


def plainly_inside(rel: object) -> bool:
    """Does `rel` read as a place in the project: a relative path with no `..` step? An
    anchor's path comes from a memory's text, an import or a teammate's row, and
    `root / "/etc/passwd"` is /etc/passwd. One string test: the hook's stat uses it."""
    if not isinstance(rel, str) or not rel or os.path.isabs(rel) or "\x00" in rel:
        return False
    return ".." not in rel.replace("\\", "/").split("/")


def within(root: str | Path, rel: object) -> bool:
    """`plainly_inside`, and no link on the way leads out of the project at `root` (a
    tracked `docs/key -> ~/.ssh/id_rsa`): what is read to check an anchor is the
    project's own."""
    if not plainly_inside(rel):
        return False
    try:
        top = os.path.realpath(root)
        real = os.path.realpath(os.path.join(top, str(rel)))
    except (OSError, ValueError):
        return False
    return real.startswith(top.rstrip(os.sep) + os.sep)


def stat_of(path: Path) -> list[int] | None:
    """[size, mtime_ns] of a file as one stat shows it, or None when it cannot be stated:
    the `seen` of an anchor here and the `stat` of its fingerprint (retain.anchors.refs)."""
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns]


def probe(root: Path, kind: str, value: str, info: dict[str, object]) -> object:
    """What one stat shows of the file an anchor depends on: a file's own, a folder's
    existence, the Makefile or package.json of a command, the file defining a symbol
    (stored as the anchor's `seen`)."""
    where = value if kind in ("file", "dir") else info.get("file")
    if not plainly_inside(where):
        return None  # never a stat outside the project (`_seen_text` says "null" too)
    assert isinstance(where, str)
    return (root / where).is_dir() if kind == "dir" else stat_of(root / where)


def _seen_text(root: str, kind: str, rel: str) -> str:
    """`probe` as the JSON text the store hands back (no json, no pathlib: the hook)."""
    if not plainly_inside(rel):
        return "null"
    path = root + os.sep + rel
    if kind == "dir":
        return "true" if os.path.isdir(path) else "false"
    try:
        st = os.stat(path)
    except OSError:
        return "null"
    return f"[{st.st_size},{st.st_mtime_ns}]"


def moved_on(root: str | Path, rows: list[tuple[int, str, str, str | None]]) -> set[int]:
    """Memories with an anchor whose one stat differs from what its last check saw
    (rows: store.anchor_probes)."""
    top = str(root)
    return {
        mid for mid, kind, rel, seen in rows if seen is None or _seen_text(top, kind, rel) != seen
    }


def recheck(
    store: BlockReader,
    records: list[Candidate],
    *,
    project_dir: str | None,
    project_id: str | None,
    session_id: str | None,
    now: float,
    full_store: Callable[[], Store] | None = None,
) -> bool:
    """Bring the stale marks of the block's candidates up to date with the checkout in
    `project_dir`; True when something was written (the caller reads its candidates
    again). `full_store` opens the store the full check writes through when `store` is a
    lean reader (the hook's); without it `store` must be a whole Store."""
    if project_dir is None or project_id is None or not records:
        return False
    rows = store.anchor_probes([r.id for r in records])
    if not rows:
        return False
    top = _checkout_top(project_dir)
    if top is None:
        return False
    ids = moved_on(top, rows)
    if not ids:
        return False
    from retain.anchors import staleness

    target: Store = full_store() if full_store is not None else store  # type: ignore[assignment]
    current = {r.id: r.stale_reason for r in records if r.id in ids}
    try:
        r = staleness.refresh(
            target,
            project_dir,
            project_id,
            now=now,
            ids=sorted(ids),
            session_id=session_id,
            current=current,
        )
    except Exception as e:  # a busy or read-only store: the block is still worth showing
        if not store.best_effort(e):
            raise
        return False
    return bool(r.written)
