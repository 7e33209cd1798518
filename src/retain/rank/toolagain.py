"""The same file edited again in one session: what its folder ties was said at the first
edit (issue 29).

An edit is looked up by its file's path, so each edit of one file finds the same
memories tied by its folders (`charts/*/templates/`, `migrations/`). The first edit
shows the one most tied; each later edit then showed the next one the session had not
seen, a rule about the folder that the change had already passed by. Pooled over the
development tool-call sets (toolcalls..toolcalls16) a folder-tied line at a file's
second or later edit in a session was wanted 0 times in 5 (toolcalls17-18: 0 in 4), and
dropping those lines cost one call reached in one set (toolcalls15) out of sixteen. A
memory the edit ties by what it writes (a form, a value, a code name, a forbidden
word) or by the file itself still speaks: only the folder's turn is taken.

The store keeps, for a day and project-relative (migration m024), the files a session
edited where a folder's memory was tied: the only edits that write, so an edit in a
folder no memory names costs one read. Stdlib only: the tool hooks import this module.
"""

from __future__ import annotations

import time

from retain.rank import tooltie
from retain.rank.toolcall import FILE_TOOLS, relative

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from retain.core.candidate import Candidate
    from retain.store.sqlite_tool import ToolStore


def edit_of(
    store: ToolStore,
    tool_name: str,
    tool_input: dict[str, Any],
    *,
    cwd: str,
    root: str,
    session_id: str | None,
) -> tuple[str, str, bool] | None:
    """(session, project-relative path, edited before in this session) for a call that
    edits a file of the project in a session; None for any other call."""
    if tool_name not in FILE_TOOLS or not session_id:
        return None
    raw = tool_input.get("file_path") or tool_input.get("notebook_path")
    rel = relative(raw, cwd, root) if isinstance(raw, str) else None
    if rel is None:
        return None
    return session_id, rel, store.edited(session_id, rel)


def folder_turn(
    store: ToolStore,
    edit: tuple[str, str, bool] | None,
    best: list[Candidate],
    ordered: Sequence[Candidate],
    rank: dict[int, tuple[int, int]],
    now: float | None = None,
) -> list[Candidate]:
    """The memories this edit may still show, of `best` (in order): at a file's later
    edit in the session none tied by a folder only (its best tie is the folder's). At
    its first edit with a folder's memory tied (`ordered`: all it ties), the edit is
    recorded; only then, so an edit where no folder speaks writes nothing."""
    if edit is None:
        return best
    session_id, rel, before = edit
    folder = tooltie.RANK["dir"]
    if before:
        return [m for m in best if rank[m.id][0] != folder]
    if any(rank[m.id][0] == folder for m in ordered):
        try:
            with store.transaction():
                store.note_edit(session_id, rel, time.time() if now is None else now)
        except Exception as e:
            if not store.best_effort(e):
                raise
            # bookkeeping only: a read-only store shows what it would have
    return best
