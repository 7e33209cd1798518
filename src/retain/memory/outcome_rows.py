"""A belief's outcome rows as rows: added back to a memory as they were (an import, an
edit), and those of the memories merged into a belief (the sleep pass keeps them on the
merged memory, whose counts the belief took), carried with the belief's own to the memory
that replaces it (an edit), so `explain` shows them and an inferred one can still be
undone. An export writes them through retain.memory.history. Stdlib only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from retain.models import MemoryRecord, OutcomeRecord

if TYPE_CHECKING:
    from retain.store.base import Store


def add_outcomes(store: Store, memory_id: int, outcomes: Iterable[Mapping[str, Any]]) -> int:
    """Add outcome rows to a memory as they were (times, undone or not); the counters are
    the caller's. Returns how many were added: an inferred one from a session the memory
    already has one from is not added twice."""
    added = 0
    for o in outcomes:
        oid = store.add_outcome(
            memory_id,
            o["outcome"],
            inferred=o["inferred"],
            source=o["source"],
            now=o["at"],
            session_id=o["session_id"],
            command=o["command"],
            detail=o["detail"],
            undone_at=o["undone_at"],
        )
        if oid is None:
            continue
        added += 1
    return added


def as_rows(outcomes: Iterable[OutcomeRecord]) -> list[dict[str, Any]]:
    """Outcome records as the rows `add_outcomes` takes."""
    return [
        {
            "outcome": o.outcome,
            "inferred": o.inferred,
            "source": o.source,
            "session_id": o.session_id,
            "command": o.command,
            "detail": o.detail,
            "at": o.at,
            "undone_at": o.undone_at,
        }
        for o in outcomes
    ]


def merged_by_keeper(store: Store) -> dict[int, list[MemoryRecord]]:
    """Every merged memory by the memory it was merged into: one read for a whole export,
    where asking `replaced_by` of each memory would scan the store once per memory."""
    out: dict[int, list[MemoryRecord]] = {}
    for m in store.list_memories(status="merged"):
        if m.superseded_by is not None:
            out.setdefault(m.superseded_by, []).append(m)
    return out


def merged_outcomes(
    store: Store, memory_id: int, merged: Mapping[int, Sequence[MemoryRecord]] | None = None
) -> list[OutcomeRecord]:
    """The outcome rows of the memories merged into this one (or into one merged into
    it), oldest first: those recorded by the time of their merge, whose counts this
    belief took over (retain.sleep.merge). They stay on the merged memory, so undoing an
    inferred one takes it back there and here (credit.undo); `explain` lists them.
    `merged` is `merged_by_keeper(store)` when many memories are asked about."""
    rows: list[OutcomeRecord] = []
    frontier, seen = [memory_id], {memory_id}
    while frontier:
        mid = frontier.pop()
        for rec in merged.get(mid, ()) if merged is not None else store.replaced_by(mid):
            if rec.status != "merged" or rec.id in seen:
                continue
            seen.add(rec.id)
            frontier.append(rec.id)
            until = rec.retired_at
            rows += [o for o in store.outcomes_of(rec.id) if until is None or o.at <= until]
    return sorted(rows, key=lambda o: (o.at, o.id))


def with_merged(
    own: Sequence[OutcomeRecord], merged: Sequence[OutcomeRecord]
) -> list[OutcomeRecord]:
    """A belief's own rows and its merged ones as the belief's alone (an export without
    the merged memories, an edit): an inferred row from a session the belief already
    has one from is left out, as the store keeps one per memory and session."""
    out = list(own)
    sessions = {o.session_id for o in own if o.inferred and o.session_id is not None}
    for o in merged:
        if o.inferred and o.session_id is not None:
            if o.session_id in sessions:
                continue
            sessions.add(o.session_id)
        out.append(o)
    return sorted(out, key=lambda o: (o.at, o.id))
