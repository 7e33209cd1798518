"""The operations on the code a memory names, behind `Memory.check_code`,
`Memory.undo_outcome` and `Memory.undo_session`: checking anchors (possibly stale),
re-checking what a search is about to return, and taking back an inferred outcome. Each
takes the facade's MemoryContext (the SessionStart block's look at the code is
retain.anchors.probe, on the hook's lean path).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from retain.anchors import staleness
from retain.core import validate
from retain.memory import credit
from retain.models import Hit, MemoryRecord, OutcomeRecord

if TYPE_CHECKING:
    from retain.memory.context import MemoryContext


def check_code(
    ctx: MemoryContext,
    *,
    project_dir: str | Path | None = None,
    session_id: str | None = None,
    ids: Sequence[int] | None = None,
    anchor_new: int = 0,
    current: dict[int, str | None] | None = None,
    now: float | None = None,
) -> staleness.Refresh:
    """Anchor up to `anchor_new` new memories of the project and check the anchors of
    `ids` (default: all of the project's) against the checkout in `project_dir`."""
    directory = project_dir if project_dir is not None else ctx.project_dir
    if directory is None:
        return staleness.Refresh()
    return staleness.refresh(
        ctx.store,
        directory,
        ctx.project_id,
        now=ctx.now(now),
        ids=ids,
        session_id=session_id,
        anchor_new=anchor_new,
        current=current,
    )


def reverify_hits(ctx: MemoryContext, hits: list[Hit], now: float) -> list[Hit]:
    """A possibly-stale memory the agent is about to use is checked again first."""
    stale = [h.memory.id for h in hits if h.memory.stale_at is not None]
    if not stale or ctx.project_dir is None:
        return hits
    try:
        r = check_code(ctx, ids=stale, now=now)
    except Exception as e:  # bookkeeping: a read-only or busy store must not hide answers
        if not ctx.store.best_effort(e):
            raise
        return hits
    if not r.cleared:
        return hits
    fresh = ctx.store.get_many(stale)
    return [dataclasses.replace(h, memory=fresh.get(h.memory.id, h.memory)) for h in hits]


def undo_outcome(
    ctx: MemoryContext, outcome_id: int, *, now: float | None = None
) -> tuple[OutcomeRecord, MemoryRecord]:
    """Take back an inferred outcome (`retain outcome --undo ID`)."""
    with ctx.store.transaction():
        return credit.undo(ctx.store, validate.memory_id(outcome_id), ctx.now(now))


def undo_session(
    ctx: MemoryContext, session_id: str, *, now: float | None = None
) -> list[tuple[OutcomeRecord, MemoryRecord]]:
    """Take back every inferred outcome one session earned."""
    validate.session(session_id)
    at = ctx.now(now)
    with ctx.store.transaction():
        return [credit.undo(ctx.store, o.id, at) for o in ctx.store.inferred_outcomes(session_id)]
