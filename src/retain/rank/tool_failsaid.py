"""After a failure no memory describes by its words or its command: the memory that
says what was behind it in its own words (retain.core.errorsaid): the thing the error
cannot find was deleted or renamed, the service the run needs was down, the name the
error line prints is one the memory names.

Tried last, after retain.rank.tool.failure_block and retain.rank.tool_failed: those tie a
memory more closely. One line at most. Stdlib only: the tool hooks import it.
"""

from __future__ import annotations

from retain.rank import render as context  # Block (not rank.block: issue 29)
from retain.rank import tool, toolpool

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from retain.store.sqlite_tool import ToolStore

POOL = 30  # best word matches of the failure's names read


def said_block(
    store: ToolStore,
    error: str,
    *,
    project_id: str | None,
    session_id: str | None,
    now: float | None = None,
    command: str = "",
    root: str = "",
) -> context.Block:
    """The "seen before" block of the memory describing this failure in its own words
    ('' for none)."""
    from retain.core import errorlines, errorplace, errorquote, errorsaid
    from retain.core import signature as sig
    from retain.rank import tool_faildanger as danger  # a refused remedy is not shown

    lines = sig.error_lines(error, command)
    if not lines:
        return context.Block("", ())
    ports = errorquote.failed_ports(error, command)
    tail = error[-sig.MAX_ERROR_CHARS :]
    printed = errorlines.drop_frames(errorlines.unprefix(tail.splitlines()))
    query = errorsaid.search_text(printed, lines, error, ports)
    if not query:
        return context.Block("", ())
    names = errorsaid.printed_words(lines)
    with store.session():
        # the memories visible here that the word index ranks for the query's rarer
        # words (the pre-tool hook's word search; its window is the failure hook's
        # ERROR_WINDOW)
        found = toolpool.rare_pool(
            store, query.split(), tool.RARE_WORD_CAP, project_id=project_id, limit=POOL
        )
        shown = store.mid_session_shown(session_id) if session_id and found else set()
        for m in found:
            if m.id in shown or errorplace.other_package(m.text, error, root, command):
                continue
            if (
                errorsaid.gone_named(m.text, printed)
                or errorsaid.needs_service(m.text, error, command, ports)
                or errorsaid.names_printed_word(m.text, names)
                or errorsaid.other_port(m.text, f"{command}\n{error}", ports)
                or errorquote.names_port(m.text, ports)
            ) and not danger.withheld(m):
                block = tool.render(danger.marked([m]), tool.FAILURE_HEADER, prefix="seen before: ")
                tool._record(store, session_id, block, "tool-failure", now)
                return block
    return context.Block("", ())
