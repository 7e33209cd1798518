"""Settling "may update" links: close the older belief once the update has evidence.

The write gate closes a belief by itself only on strong evidence; otherwise it keeps both
and links the newer to the older (`links`, kind 'may_update'). Part of the sleep pass:
a link is settled, and the older belief closed, when the update is stated again in
another session (its sources span two sessions) or an outcome confirmed it (an 'ok'
on the newer one). A 'fail' on the newer one settles the link and keeps the older.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from retain.store.base import Store

SETTLE_BUDGET = 200  # links looked at per pass, oldest first
REPEATED_SESSIONS = 2  # the update stated in this many sessions counts as confirmed


def settle_updates(store: Store, *, now: float, tally: Counter[str] | None = None) -> int:
    """Close older beliefs whose "may update" link now has evidence; returns how many."""
    closed = 0
    for newer_id, older_id in store.open_links("may_update", SETTLE_BUDGET):
        with store.transaction():
            newer = store.get(newer_id)
            older = store.get(older_id)
            if newer.status != "live" or older.status != "live":
                continue
            if newer.branch is not None and newer.branch != older.branch:
                continue  # a branch-only belief closes nothing until its branch merges
            if newer.n_failure > newer.n_success:
                store.settle_link(newer_id, older_id, "may_update", now)
                continue
            repeated = len(store.sessions_of(newer_id)) >= REPEATED_SESSIONS
            if not (repeated or newer.n_success >= 1) or older.pinned:
                continue
            store.supersede(older_id, newer_id, now)
            store.settle_link(newer_id, older_id, "may_update", now)
            closed += 1
    if tally is not None:
        tally["superseded"] += closed
    return closed
