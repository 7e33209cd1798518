"""The memories a tool-call tie by content chooses from: one word search of the store.

A tie by what a call writes or names (retain.rank.toolcontent and toolabout, toolvalue,
toolports, toolmeaning) first reads back, from the word index, the memories visible here
that rank best for the call's words among the newest WINDOW, at most POOL of them, best
first; each rule then decides which of them the call is tied to. Stdlib only: the
pre-tool hook imports it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Candidate
    from retain.store.sqlite_tool import ToolStore

POOL = 20  # memories read back from the word search
WINDOW = 10_000  # among the newest memories (as the failure hook's ERROR_WINDOW)


def pool(
    store: ToolStore,
    query: str,
    *,
    project_id: str | None,
    keep: str | None = None,
    limit: int = POOL,
) -> list[Candidate]:
    """The memories visible here that the word index ranks for `query` among the newest
    WINDOW, best first, at most `limit` (`keep`'s matches whatever their age)."""
    ranked = store.lexical_ranked(query, limit=limit, context_weight=0.0, newest=WINDOW, keep=keep)
    if not ranked:
        return []
    records = store.visible(
        [mid for mid, _ in ranked], project_id=project_id, at=None,
        branches=getattr(store, "branches", ()),
    )  # fmt: skip
    return [records[mid] for mid, _ in ranked if mid in records]


def rare_pool(
    store: ToolStore, words: Sequence[str], cap: int, *, project_id: str | None, limit: int = POOL
) -> list[Candidate]:
    """`pool` for those of `words` found in at most `cap` memories ([] when none is): an
    everyday word costs the search time in proportion to the store."""
    rare = [w for w in words if store.word_count(w, cap + 1) <= cap]
    return pool(store, " ".join(rare), project_id=project_id, limit=limit) if rare else []
