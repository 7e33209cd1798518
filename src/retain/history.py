"""A belief's history beyond its episodes, as `retain export` writes it and `restore` reads
it back: its outcome rows (explicit and inferred, undone or not), its anchors in the code
with their fingerprints, and its possibly-stale mark.

Export format 2 (`"format": 2` in every record) adds `outcomes` and `anchors` to the
memory and its episodes; format 1 (no `format` key) had neither, and an older file still
reads: its inferred counters and stale mark, when it has them, are kept. What is read is
checked whole before anything is written, and damaged or cut-short history raises
HistoryError: an importer refuses the file rather than bring a belief in without it.

Also here: carrying a belief's outcome rows over to the memory that replaces it (an edit),
so `explain` shows them and an inferred one can still be undone. Stdlib only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from retain.errors import InvalidInput
from retain.models import OUTCOMES, AnchorRecord, OutcomeRecord
from retain.redact import redact

if TYPE_CHECKING:
    from retain.store.base import Store

EXPORT_FORMAT = 2  # 2: outcome rows and anchors; 1: memories and their episodes only
OUTCOME_SOURCES = ("tool", "cli", "transcript")  # who reported it (credit.credit's callers)
ANCHOR_KINDS = ("file", "dir", "command", "symbol")  # the CHECKs of migration m007
ANCHOR_STATES = ("ok", "changed", "gone")
# Counters of the memory row a format-2 record must carry (format 1: 0 when absent).
_COUNTERS = ("n_inferred_success", "n_inferred_failure", "shown_used", "shown_unused")
MAX_FIELD_CHARS = 20_000  # a command or an anchor's detail; anything longer was not written by us


class HistoryError(InvalidInput):
    """An export record's outcomes, anchors or stale mark are damaged or incomplete."""


def exported(
    outcomes: Sequence[OutcomeRecord],
    anchors: Sequence[AnchorRecord],
    usage: tuple[int, int] = (0, 0),
) -> dict[str, Any]:
    """The keys a format-2 record adds to the memory's own (ids left out: renumbered):
    `usage` is (shown_used, shown_unused), what the block's ranking learnt of its use."""
    return {
        "format": EXPORT_FORMAT,
        "shown_used": usage[0],
        "shown_unused": usage[1],
        "outcomes": as_rows(outcomes),
        "anchors": [
            {
                "kind": a.kind,
                "value": a.value,
                "fingerprint": a.fingerprint,
                "detail": a.detail,
                "branch": a.branch,
                "state": a.state,
                "gone_sessions": a.gone_sessions,
                "last_session": a.last_session,
                "checked_at": a.checked_at,
            }
            for a in anchors
        ],
    }


# -- reading a record back -----------------------------------------------------------------
def _number(v: object, name: str, *, optional: bool = False) -> float | None:
    if v is None and optional:
        return None
    if isinstance(v, bool) or not isinstance(v, (int, float)) or v != v:
        raise HistoryError(f"{name} must be a number; got {v!r}")
    return float(v)


def _count(v: object, name: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise HistoryError(f"{name} must be a whole number >= 0; got {v!r}")
    return v


def _string(v: object, name: str, *, optional: bool = True, empty: bool = True) -> str | None:
    if v is None and optional:
        return None
    if not isinstance(v, str) or (not empty and not v.strip()):
        raise HistoryError(f"{name} must be {'a' if empty else 'a non-empty'} string; got {v!r}")
    if len(v) > MAX_FIELD_CHARS:
        raise HistoryError(f"{name} is {len(v)} characters; at most {MAX_FIELD_CHARS}")
    try:
        v.encode("utf-8")
    except UnicodeEncodeError:
        raise HistoryError(f"{name} is not valid Unicode") from None
    return v


def _one_of(v: object, name: str, allowed: tuple[str, ...]) -> str:
    if v not in allowed:
        raise HistoryError(f"{name} must be one of {', '.join(allowed)}; got {v!r}")
    assert isinstance(v, str)
    return v


def _fields(item: object, name: str, required: Iterable[str]) -> Mapping[str, Any]:
    if not isinstance(item, Mapping):
        raise HistoryError(f"each of {name} must be a JSON object; got {item!r}")
    missing = [k for k in required if k not in item]
    if missing:
        raise HistoryError(f"{name} entry lacks {', '.join(missing)} (cut short?)")
    return item


def _outcome(o: object, n: int) -> dict[str, Any]:
    name = f"outcomes[{n}]"
    o = _fields(o, "outcomes", ("outcome", "inferred", "source", "at"))
    inferred = o["inferred"]
    if not isinstance(inferred, bool):
        raise HistoryError(f"{name}.inferred must be true or false; got {inferred!r}")
    undone = _number(o.get("undone_at"), f"{name}.undone_at", optional=True)
    if undone is not None and not inferred:
        raise HistoryError(f"{name} was reported explicitly, so it cannot have been undone")
    command = _string(o.get("command"), f"{name}.command")
    detail = _string(o.get("detail"), f"{name}.detail")
    return {
        "outcome": _one_of(o["outcome"], f"{name}.outcome", OUTCOMES),
        "inferred": inferred,
        "source": _one_of(o["source"], f"{name}.source", OUTCOME_SOURCES),
        "session_id": _string(o.get("session_id"), f"{name}.session_id"),
        "command": redact(command)[0] if command else command,
        "detail": redact(detail)[0] if detail else detail,
        "at": _number(o["at"], f"{name}.at"),
        "undone_at": undone,
    }


def _anchor(a: object, n: int) -> AnchorRecord:
    name = f"anchors[{n}]"
    a = _fields(a, "anchors", ("kind", "value", "fingerprint", "state", "checked_at"))
    fingerprint = _string(a["fingerprint"], f"{name}.fingerprint", optional=False, empty=False)
    value = _string(a["value"], f"{name}.value", optional=False, empty=False)
    detail = _string(a.get("detail", "{}"), f"{name}.detail", optional=False)
    assert fingerprint is not None and value is not None and detail is not None
    return AnchorRecord(
        kind=_one_of(a["kind"], f"{name}.kind", ANCHOR_KINDS),
        value=value,
        fingerprint=fingerprint,
        detail=detail,
        branch=_string(a.get("branch"), f"{name}.branch"),
        state=_one_of(a["state"], f"{name}.state", ANCHOR_STATES),
        gone_sessions=_count(a.get("gone_sessions", 0), f"{name}.gone_sessions"),
        last_session=_string(a.get("last_session"), f"{name}.last_session"),
        checked_at=_number(a["checked_at"], f"{name}.checked_at"),
    )


def restorable(r: Mapping[str, Any]) -> dict[str, Any]:
    """The history part of one export record, checked whole: the inferred and usage
    counters, the stale mark, the outcome rows and the anchors. Raises HistoryError."""
    fmt = r.get("format", 1)
    if isinstance(fmt, bool) or not isinstance(fmt, int) or fmt < 1:
        raise HistoryError(f"format must be a whole number >= 1; got {fmt!r}")
    if fmt > EXPORT_FORMAT:
        raise HistoryError(
            f"written by a newer retain (export format {fmt}; this one reads up to "
            f"{EXPORT_FORMAT}): upgrade retain to import it"
        )
    if fmt >= 2:
        missing = [k for k in (*_COUNTERS, "outcomes", "anchors") if k not in r]
        if missing:
            raise HistoryError(f"a format {fmt} record lacks {', '.join(missing)} (cut short?)")
    counts = {k: _count(r.get(k, 0), k) for k in _COUNTERS}
    stale_at = _number(r.get("stale_at"), "stale_at", optional=True)
    reason = _string(r.get("stale_reason"), "stale_reason")
    if (stale_at is None) != (reason is None):
        raise HistoryError("stale_at and stale_reason go together: one is missing")
    outcomes_in, anchors_in = r.get("outcomes", []), r.get("anchors", [])
    for key, value in (("outcomes", outcomes_in), ("anchors", anchors_in)):
        if not isinstance(value, list):
            raise HistoryError(f"{key} must be a list; got {value!r}")
    outcomes = [_outcome(o, n) for n, o in enumerate(outcomes_in)]
    anchors = [_anchor(a, n) for n, a in enumerate(anchors_in)]
    sessions = [o["session_id"] for o in outcomes if o["inferred"] and o["session_id"]]
    if len(sessions) != len(set(sessions)):
        twice = sorted({s for s in sessions if sessions.count(s) > 1})
        raise HistoryError(f"two inferred outcomes from one session ({', '.join(twice)})")
    names = [(a.kind, a.value) for a in anchors]
    if len(names) != len(set(names)):
        raise HistoryError("the same anchor is listed twice")
    # Counters can be more than the rows (outcomes from before rows were kept, counts a
    # merge summed) but never fewer: rows without their counts are a damaged record.
    for inferred, pairs in (
        (False, (("ok", "n_success"), ("fail", "n_failure"))),
        (True, (("ok", "n_inferred_success"), ("fail", "n_inferred_failure"))),
    ):
        for outcome, counter in pairs:
            rows = sum(
                1
                for o in outcomes
                if o["inferred"] is inferred and o["outcome"] == outcome and o["undone_at"] is None
            )
            have = counts.get(counter, r.get(counter, 0))
            if isinstance(have, int) and not isinstance(have, bool) and have < rows:
                raise HistoryError(
                    f"{counter} is {have} but the record lists {rows} such outcomes: "
                    "the counters and the outcome rows disagree"
                )
    return {
        **counts,
        "stale_at": stale_at,
        "stale_reason": reason,
        "outcomes": outcomes,
        "anchors": anchors,
    }


def restore(store: Store, memory_id: int, h: Mapping[str, Any]) -> None:
    """Write a checked history (`restorable`) onto a freshly restored memory. In the
    caller's transaction: a failure here undoes the whole restore."""
    if add_outcomes(store, memory_id, h["outcomes"]) != len(h["outcomes"]):
        raise HistoryError("two inferred outcomes from one session")
    anchors: list[AnchorRecord] = h["anchors"]
    if anchors:
        anchored = max(a.checked_at or 0.0 for a in anchors)
        store.save_anchors(memory_id, anchors, anchored)
        saved = store.anchors_of([memory_id]).get(memory_id, [])
        when = {(a.kind, a.value): a.checked_at for a in anchors}
        if len(saved) != len(anchors):
            raise HistoryError(f"only {len(saved)} of {len(anchors)} anchors could be restored")
        store.update_anchors([replace(a, checked_at=when[(a.kind, a.value)]) for a in saved])


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
        )
        if oid is None:
            continue
        added += 1
        if o["undone_at"] is not None:
            store.mark_outcome_undone(oid, o["undone_at"])
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
