"""The lines the tool hooks show: at most MAX_LINES memories, each cut to one line and
fenced and neutralised exactly like every other block (retain.rank.render: fence,
neutralize), and the record of what was shown (retain.store.sqlite_tool), so no memory is
shown twice mid-session. Shared by the pre-tool block (retain.rank.tool) and the failure
readers (retain.rank.tool_failure and the tool_fail* modules). Stdlib only: the tool hooks
import this module.
"""

from __future__ import annotations

import time

from retain.rank import render as context  # Block and the lines (not rank.block: issue 29)

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Candidate
    from retain.store.sqlite_tool import ToolStore

MAX_LINES = 2  # a tool call is not a prompt: one reminder, two at most
ITEM_CHARS = 240  # one line; memory_search has the rest
FOOTER = "memory_outcome [id] ok|fail when a line above helped or misled you."


def render(memories: Sequence[Candidate], header: str, *, prefix: str = "") -> context.Block:
    """The fenced block of these memories ('' when none)."""
    if not memories:
        return context.Block("", ())
    lines = []
    for m in memories[:MAX_LINES]:
        text = context.neutralize(m.text)
        if len(text) > ITEM_CHARS:
            text = text[: ITEM_CHARS - 1].rstrip() + "\u2026"
        lines.append(f"- [{m.id}] {prefix}{context.label(m)}: {text}")
    return context.Block(
        context.fence(lines, header, FOOTER), tuple(m.id for m in memories[:MAX_LINES])
    )


def record(
    store: ToolStore, session_id: str | None, block: context.Block, source: str, now: float | None
) -> None:
    """Records the block's memories as shown to this session ('source': the hook)."""
    if not block.memory_ids or not session_id:
        return
    try:
        with store.transaction():
            store.record_tool_shown(
                session_id, list(block.memory_ids), time.time() if now is None else now, source
            )
    except Exception as e:
        if not store.best_effort(e):
            raise
        # bookkeeping only: a read-only store must not hide the block
