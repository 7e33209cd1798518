"""Crediting outcomes to a memory: explicit ones (memory_outcome) and inferred ones (the
sleep pass, from the session's test and build runs), and undoing an inferred one.

Both kinds are rows of `outcomes` (inferred = 0 or 1) and counters on the memory kept
apart (`n_success`/`n_failure` and `n_inferred_success`/`n_inferred_failure`);
confidence counts an inferred outcome at lifecycle.INFERRED_WEIGHT of an explicit one.
An `ok` on a possibly-stale memory verifies it again: its anchors are dropped and the
next sleep pass fingerprints the code as it now is. Stdlib only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from retain.core import lifecycle
from retain.errors import InvalidInput
from retain.models import MemoryRecord, OutcomeRecord
from retain.redact import redact

if TYPE_CHECKING:
    from retain.store.base import Store


def credit(
    store: Store,
    m: MemoryRecord,
    outcome: str,
    *,
    inferred: bool,
    source: str,
    now: float,
    session_id: str | None = None,
    command: str | None = None,
    detail: str | None = None,
) -> MemoryRecord | None:
    """Record the outcome and move the memory's counters and confidence; the updated
    memory, or None when this inferred outcome was already credited. Call in a
    transaction. The command and detail come from a transcript's tool calls (a Bash
    command line with a password on it): they are redacted here, on their way in."""
    command = redact(command)[0] if command else command
    detail = redact(detail)[0] if detail else detail
    oid = store.add_outcome(
        m.id,
        outcome,
        inferred=inferred,
        source=source,
        now=now,
        session_id=session_id,
        command=command,
        detail=detail,
    )
    if oid is None:
        return None
    ok = outcome == "ok"
    if inferred:
        fields: dict[str, Any] = {
            "n_inferred_success": m.n_inferred_success + ok,
            "n_inferred_failure": m.n_inferred_failure + (not ok),
        }
    else:
        fields = {"n_success": m.n_success + ok, "n_failure": m.n_failure + (not ok)}
    fields["confidence"] = lifecycle.confidence_of(m.trust, **{**_counts(m), **fields})
    if not inferred:
        fields.update(strength=1.0, last_used_at=now)
    if m.status == "archived" and not inferred:
        store.restore(m.id, now, **fields)
    else:
        store.update(m.id, now, **fields)
    if ok and m.stale_at is not None:
        store.forget_anchors(m.id)  # used, and it held: fingerprint the code afresh
    return store.get(m.id)


def undo(store: Store, outcome_id: int, now: float) -> tuple[OutcomeRecord, MemoryRecord]:
    """Take back an inferred outcome: its counter and the confidence it moved, on its
    memory and on the belief that memory was merged into, in one step of the store that
    logs each change as op `undo` naming the outcome (on the team store only its
    function retain_undo_outcome marks an outcome undone, m018)."""
    o = store.get_outcome(outcome_id)
    if not o.inferred:
        raise InvalidInput(
            f"outcome {o.id} was reported explicitly; only inferred outcomes are undone "
            "(report the opposite outcome instead)"
        )
    if o.undone_at is not None:
        raise InvalidInput(f"outcome {o.id} was already undone")
    m = store.get(o.memory_id)
    ok = o.outcome == "ok"
    # A merge summed this memory's counters into its keeper: take it back there too.
    taken_back = {m.id: _taken_back(m, ok)}
    while (
        m.status == "merged" and m.superseded_by is not None and m.superseded_by not in taken_back
    ):
        m = store.get(m.superseded_by)
        taken_back[m.id] = _taken_back(m, ok)
    store.undo_outcome(o, now, taken_back)
    return store.get_outcome(o.id), store.get(o.memory_id)


def _taken_back(m: MemoryRecord, ok: bool) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "n_inferred_success": max(0, m.n_inferred_success - ok),
        "n_inferred_failure": max(0, m.n_inferred_failure - (not ok)),
    }
    fields["confidence"] = lifecycle.confidence_of(m.trust, **{**_counts(m), **fields})
    return fields


def _counts(m: MemoryRecord) -> dict[str, int]:
    return {
        "n_success": m.n_success,
        "n_failure": m.n_failure,
        "n_inferred_success": m.n_inferred_success,
        "n_inferred_failure": m.n_inferred_failure,
    }
