"""The facade's operations on the code a memory names: checking anchors (possibly stale),
re-checking what a session is about to be shown or was just given, and taking back an
inferred outcome. Bound as `Memory` methods (the SessionStart block's look at the code is
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
    from retain.memory.facade import Memory


def check_code(
    mem: Memory,
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
    directory = project_dir if project_dir is not None else mem.project_dir
    if directory is None:
        return staleness.Refresh()
    return staleness.refresh(
        mem.store,
        directory,
        mem.project_id,
        now=mem._now(now),
        ids=ids,
        session_id=session_id,
        anchor_new=anchor_new,
        current=current,
    )


def reverify_hits(mem: Memory, hits: list[Hit], now: float) -> list[Hit]:
    """A possibly-stale memory the agent is about to use is checked again first."""
    stale = [h.memory.id for h in hits if h.memory.stale_at is not None]
    if not stale or mem.project_dir is None:
        return hits
    try:
        r = check_code(mem, ids=stale, now=now)
    except Exception as e:  # bookkeeping: a read-only or busy store must not hide answers
        if not mem.store.best_effort(e):
            raise
        return hits
    if not r.cleared:
        return hits
    fresh = mem.store.get_many(stale)
    return [dataclasses.replace(h, memory=fresh.get(h.memory.id, h.memory)) for h in hits]


def undo_outcome(
    mem: Memory, outcome_id: int, *, now: float | None = None
) -> tuple[OutcomeRecord, MemoryRecord]:
    """Take back an inferred outcome (`retain outcome --undo ID`)."""
    with mem.store.transaction():
        return credit.undo(mem.store, validate.memory_id(outcome_id), mem._now(now))


def undo_session(
    mem: Memory, session_id: str, *, now: float | None = None
) -> list[tuple[OutcomeRecord, MemoryRecord]]:
    """Take back every inferred outcome one session earned."""
    validate.session(session_id)
    at = mem._now(now)
    with mem.store.transaction():
        return [credit.undo(mem.store, o.id, at) for o in mem.store.inferred_outcomes(session_id)]
