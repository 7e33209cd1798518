"""What the sleep pass still has to look at, and how much of it one pass takes on.

The SessionEnd hook starts a pass after every session, so a pass must cost about the
same whatever the store's size and however much changed since the last one (a bulk
import of 100k memories, a long run of writes). Each pass therefore checks a bounded
share of the backlog and records a cursor in its `sleep_runs` report; later passes
carry on from there, oldest first, so everything is checked eventually.

Stdlib only.
"""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from retain.store.base import Store

# Beliefs checked for near-duplicates per pass. A check is one rare-word FTS5 probe plus
# a few comparisons: ~0.3 ms at 100k memories of varied text, ~1 ms when many share a
# template ("We decided to use X for Y"), so 300 keep the step well under half a second
# on an idle machine. A session changes far fewer; a 100k import is merged over later
# passes instead of in one pass of hours (each check used to be ~130 ms at 100k).
MERGE_BUDGET = 300
# New pending observations compared with every belief per pass. A session brings at most
# six (retain.sleep.run.MAX_CANDIDATES); the budget only matters after passes were skipped.
PENDING_BUDGET = 200
# Waiting observations are compared with the beliefs changed since the last pass, one by
# one in memory; past this many changes a lookup per observation is cheaper.
RECENT_MAX = 500


@dataclasses.dataclass(frozen=True)
class Cursor:
    """Where the last complete pass left off.

    `started_at` and `max_memory_id`: the clock and the newest belief when it started;
    waiting observations are compared with beliefs changed or added after them.
    `episode_id`: pending observations up to this id were compared with every belief.
    The merge backlog is two queues checked oldest first: beliefs added after
    `merge_new_id` (by id: imports may carry old timestamps), and beliefs changed after
    (`merge_at`, `merge_id`) in (updated_at, id) order.
    """

    started_at: float = 0.0
    max_memory_id: int = 0
    episode_id: int = 0
    merge_at: float = 0.0
    merge_id: int = 0
    merge_new_id: int = 0

    @classmethod
    def from_report(cls, data: Any) -> Cursor | None:
        """The cursor in a stored report; a report from before the merge queues (only
        `started_at` and `max_memory_id`) means both queues start where it started."""
        if not isinstance(data, dict):
            return None
        try:
            started, newest = float(data["started_at"]), int(data["max_memory_id"])
            return cls(
                started_at=started,
                max_memory_id=newest,
                episode_id=int(data.get("episode_id", 0)),
                merge_at=float(data.get("merge_at", started)),
                merge_id=int(data.get("merge_id", 0)),
                merge_new_id=int(data.get("merge_new_id", newest)),
            )
        except (KeyError, TypeError, ValueError):
            return None


def last_cursor(store: Store) -> Cursor:
    """The cursor of the newest complete pass that recorded one (a fresh start if none)."""
    for report in store.finished_reports(50):
        try:
            cursor = Cursor.from_report(json.loads(report or "{}").get("cursor"))
        except (ValueError, AttributeError):
            continue
        if cursor is not None:
            return cursor
    return Cursor()


@dataclasses.dataclass(frozen=True)
class MergeBatch:
    ids: tuple[int, ...]  # the beliefs to check this pass
    merge_at: float  # where the queues stand once these are checked
    merge_id: int
    merge_new_id: int


def merge_batch(store: Store, cursor: Cursor, now: float, budget: int = MERGE_BUDGET) -> MergeBatch:
    """The next `budget` live beliefs to check for duplicates: half from each queue, and
    what one queue leaves unused goes to the other, so neither starves the other."""
    budget = max(2, budget)
    newest = store.max_memory_id()
    added = store.live_added(cursor.merge_new_id, newest, budget + 1)
    changed = store.live_changed(cursor.merge_new_id, cursor.merge_at, cursor.merge_id, budget + 1)
    take_changed = min(len(changed), budget // 2)
    take_added = min(len(added), budget - take_changed)
    take_changed = min(len(changed), budget - take_added)
    if take_changed == len(changed):  # drained: whatever changes from now on is next
        merge_at, merge_id = now, 0
    else:
        merge_at, merge_id = float(changed[take_changed - 1][0]), int(changed[take_changed - 1][1])
    merge_new_id = newest if take_added == len(added) else added[take_added - 1]
    ids = sorted({*added[:take_added], *(r[1] for r in changed[:take_changed])})
    return MergeBatch(tuple(ids), merge_at, merge_id, merge_new_id)
