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

The files a session edited are kept by the store (migration m024) for a day,
project-relative. Stdlib only: the tool hooks import this module.
"""

from __future__ import annotations

import time

from retain.rank import tooltie
from retain.rank.toolcall import FILE_TOOLS, relative

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

    from retain.core.candidate import Candidate
    from retain.store.sqlite_tool import ToolStore


def edited_again(
    store: ToolStore,
    tool_name: str,
    tool_input: dict[str, Any],
    *,
    cwd: str,
    root: str,
    session_id: str | None,
    now: float | None = None,
) -> bool:
    """Did this session edit this call's file before? Records that it edits it now.
    False for a call that edits no file of the project, with no session, or on a store
    that cannot record (read-only, or before m024): then every edit is a first one."""
    if tool_name not in FILE_TOOLS or not session_id:
        return False
    raw = tool_input.get("file_path") or tool_input.get("notebook_path")
    rel = relative(raw, cwd, root) if isinstance(raw, str) else None
    if rel is None:
        return False
    try:
        with store.transaction():
            again = store.note_edit(session_id, rel, time.time() if now is None else now)
    except Exception as e:
        if not store.best_effort(e):
            raise
        return False  # bookkeeping only: a read-only store shows what it would have
    return bool(again)


def past_folder_turns(
    ordered: list[Candidate], rank: dict[int, tuple[int, int]]
) -> list[Candidate]:
    """The memories an edit of a file edited before in this session may still show:
    none tied to it by a folder only (its best tie is the folder's)."""
    return [m for m in ordered if rank[m.id][0] != tooltie.RANK["dir"]]
