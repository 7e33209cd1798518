"""Forgetting, done carefully: expiry, decay and caps. Part of the sleep pass.

Nothing is deleted. A retired memory becomes status 'archived' with a reason and a time;
`retain revive` (or new evidence seen by a later pass, see retain.consolidate) brings
it back. Pinned and outcome-proven memories never decay and are never pruned.

All decisions are pure functions of the stored counters and `now` (retain.core.lifecycle),
so a pass is deterministic and running it twice changes nothing the second time.
"""

from __future__ import annotations

import math
from collections import Counter
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from retain.core import lifecycle
from retain.models import MemoryRecord

if TYPE_CHECKING:
    from retain.store.base import Store

PRUNED = "pruned: over cap"
EXPIRED = "expired"


def _day(ts: float) -> str:
    return datetime.fromtimestamp(ts, timezone.utc).date().isoformat()


def protected(m: MemoryRecord) -> bool:
    """Pinned by a person, or proven by outcomes: kept whatever the arithmetic says."""
    return m.pinned or lifecycle.is_proven(m)


def expire(store: Store, *, now: float, tally: Counter[str]) -> None:
    """Memories whose TTL has run out stop being believed at their expiry time."""
    due = store.expiring(now)
    if not due:
        return
    with store.transaction():
        for m in due:
            store.retire(m.id, now, kind="expired", reason=EXPIRED, valid_to=m.expires_at)
            tally["expired"] += 1


# Strength is 1.0 after every write and use, so a memory cannot fade below the line
# before this many half-lives: only memories unused that long (or weaker ones) are read.
FADE_HALF_LIVES = math.log2(1.0 / lifecycle.ARCHIVE_BELOW)


def decay(store: Store, *, now: float, tally: Counter[str]) -> None:
    """Archive what has gone unused long enough for its strength to fall below the line.

    SQL picks the few candidates (a full-strength memory needs FADE_HALF_LIVES of its
    half-life without use; pinned and proven ones never fade); lifecycle decides exactly.
    """
    margin = 1.0 - 1e-9  # rounding must never leave out a memory that has faded
    short = now - lifecycle.HALF_LIFE_SHORT * FADE_HALF_LIVES * margin
    long = now - lifecycle.HALF_LIFE_LONG * FADE_HALF_LIVES * margin
    candidates = store.fading(short, long)
    faded = [
        m
        for m in candidates
        if not protected(m) and lifecycle.effective_strength(m, now) < lifecycle.ARCHIVE_BELOW
    ]
    if not faded:
        return
    with store.transaction():
        for m in faded:
            since = _day(m.last_used_at or m.created_at)
            store.retire(m.id, now, kind="decayed", reason=f"decayed: unused since {since}")
            tally["decayed"] += 1


def prune(
    store: Store,
    *,
    now: float,
    max_live: int,
    max_lessons: int,
    tally: Counter[str],
) -> None:
    """Keep each scope (the user's, each project's) under its caps: beyond a cap the
    weakest by retention (belief quality plus repeated support) are archived. Failure
    lessons have their own, smaller cap."""
    for scope, project_id, n_live, n_lessons in store.live_scopes():
        if n_lessons > max_lessons:
            lessons = store.live_in_scope(scope, project_id, failures_only=True)
            _trim(store, lessons, max_lessons, now, tally)
        if n_live > max_live:  # before the lessons were trimmed: _trim counts afresh
            _trim(store, store.live_in_scope(scope, project_id), max_live, now, tally)


def _trim(
    store: Store,
    live: list[MemoryRecord],
    cap: int,
    now: float,
    tally: Counter[str],
) -> None:
    excess = len(live) - cap
    if excess <= 0:
        return
    weakest = sorted(
        (m for m in live if not protected(m)),
        key=lambda m: (lifecycle.retention(m, now), m.last_used_at or m.created_at, m.id),
    )[:excess]
    if not weakest:
        return
    with store.transaction():
        for m in weakest:
            store.retire(m.id, now, kind="pruned", reason=PRUNED)
            tally["pruned"] += 1
