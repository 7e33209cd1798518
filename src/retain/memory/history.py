"""A belief's history beyond its episodes, as `retain export` writes it and `restore` reads
it back: its outcome rows (explicit and inferred, undone or not), its anchors in the code
with their fingerprints, its possibly-stale mark, and the sessions it was shown to.

Each record says its format: 4 (`"format": 4`) adds `memory_history` (the rows of its
history: retain.memory.history_rows) to format 3's `injections` (which session was
shown the memory, by which block, and whether it used it) and `found_uses` (sessions
that used it unshown), which format 2's `outcomes` and `anchors` lack; format 1 (no
`format` key) had none of them. Older files still read, with what they carry (format 1: its inferred
counters and stale mark, when it has them). What is read is checked whole before
anything is written, and damaged or cut-short history raises HistoryError: an importer
refuses the file rather than bring a belief in without it.

The outcome rows themselves (added back as they were, those of the memories merged into a
belief, carried to the memory that replaces it) live in retain.memory.outcome_rows. Stdlib
only.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from retain.errors import InvalidInput
from retain.memory import history_rows
from retain.memory.outcome_rows import add_outcomes, as_rows
from retain.models import (
    OUTCOMES,
    AnchorRecord,
    FoundUse,
    HistoryEntry,
    InjectionRecord,
    OutcomeRecord,
)
from retain.redact import redact

if TYPE_CHECKING:
    from retain.store.base import Store

# 4: and history rows; 3: and injections and found uses; 2: outcome rows and anchors;
# 1: memories and episodes
EXPORT_FORMAT = 4
OUTCOME_SOURCES = ("tool", "cli", "transcript")  # who reported it (credit.credit's callers)
ANCHOR_KINDS = ("file", "dir", "command", "symbol")  # the CHECKs of migration m007
ANCHOR_STATES = ("ok", "changed", "gone")
INJECTION_KINDS = ("session_start", "prompt")  # the CHECK of migration m006
# The keys each format adds to a record, all required from that format on (cut short?).
_FORMAT_KEYS = {
    2: ("outcomes", "anchors"),
    3: ("injections", "found_uses"),
    4: ("memory_history",),
}
# Counters of the memory row a format-2 record must carry (format 1: 0 when absent).
_COUNTERS = ("n_inferred_success", "n_inferred_failure", "shown_used", "shown_unused")
MAX_FIELD_CHARS = 20_000  # a command or an anchor's detail; anything longer was not written by us


class HistoryError(InvalidInput):
    """An export record's outcomes, anchors or stale mark are damaged or incomplete."""


def exported(
    outcomes: Sequence[OutcomeRecord],
    anchors: Sequence[AnchorRecord],
    usage: tuple[int, int] = (0, 0),
    injections: Sequence[InjectionRecord] = (),
    found: Sequence[FoundUse] = (),
    changes: Sequence[HistoryEntry] = (),
) -> dict[str, Any]:
    """The keys a format-4 record adds to the memory's own (ids left out: renumbered):
    `usage` is (shown_used, shown_unused), what the block's ranking learnt of its use."""
    return {
        "memory_history": history_rows.exported(changes),
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
        "injections": [
            {
                "session_id": i.session_id,
                "at": i.at,
                "source": i.source,
                "kind": i.kind,
                "used": i.used,
                "used_how": i.used_how,
                "decided_at": i.decided_at,
            }
            for i in injections
        ],
        "found_uses": [{"session_id": f.session_id, "how": f.how, "at": f.at} for f in found],
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


def _free(v: str | None) -> str | None:
    """A free-text field of an imported record, redacted on its way in (a file written by
    an older retain, or by hand, holds what today's rules replace)."""
    return redact(v)[0] if v else v


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
        "command": _free(command),
        "detail": _free(detail),
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
    from retain.store.scrub_rows import redact_json  # its JSON's strings, as a scrub does

    return AnchorRecord(
        kind=_one_of(a["kind"], f"{name}.kind", ANCHOR_KINDS),
        value=redact(value)[0],
        fingerprint=fingerprint,
        detail=redact_json(detail)[0],
        branch=_string(a.get("branch"), f"{name}.branch"),
        state=_one_of(a["state"], f"{name}.state", ANCHOR_STATES),
        gone_sessions=_count(a.get("gone_sessions", 0), f"{name}.gone_sessions"),
        last_session=_string(a.get("last_session"), f"{name}.last_session"),
        checked_at=_number(a["checked_at"], f"{name}.checked_at"),
    )


def _injection(i: object, n: int) -> InjectionRecord:
    name = f"injections[{n}]"
    i = _fields(i, "injections", ("session_id", "at", "kind", "used", "decided_at"))
    session = _string(i["session_id"], f"{name}.session_id", optional=False, empty=False)
    used, decided = i["used"], _number(i["decided_at"], f"{name}.decided_at", optional=True)
    if used is not None and not isinstance(used, bool):
        raise HistoryError(f"{name}.used must be true, false or null; got {used!r}")
    if (used is None) != (decided is None):
        raise HistoryError(f"{name}: used and decided_at go together: one is missing")
    how = _string(i.get("used_how"), f"{name}.used_how")
    if how is not None and used is None:
        raise HistoryError(f"{name} says how it was used but not that it was decided")
    at = _number(i["at"], f"{name}.at")
    assert session is not None and at is not None
    return InjectionRecord(
        session_id=session,
        at=at,
        source=_string(i.get("source"), f"{name}.source"),
        kind=_one_of(i["kind"], f"{name}.kind", INJECTION_KINDS),
        used=used,
        used_how=_free(how),
        decided_at=decided,
    )


def _found(f: object, n: int) -> FoundUse:
    name = f"found_uses[{n}]"
    f = _fields(f, "found_uses", ("session_id", "how", "at"))
    session = _string(f["session_id"], f"{name}.session_id", optional=False, empty=False)
    how = _string(f["how"], f"{name}.how", optional=False)
    at = _number(f["at"], f"{name}.at")
    assert session is not None and how is not None and at is not None
    return FoundUse(session_id=session, how=redact(how)[0] if how else how, at=at)


def _once_per_session(sessions: Sequence[str], what: str) -> None:
    if len(sessions) != len(set(sessions)):
        twice = sorted({s for s in sessions if sessions.count(s) > 1})
        raise HistoryError(f"{what} twice in one session ({', '.join(twice)})")


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
        keys = [*_COUNTERS, *(k for f in range(2, fmt + 1) for k in _FORMAT_KEYS[f])]
        missing = [k for k in keys if k not in r]
        if missing:
            raise HistoryError(f"a format {fmt} record lacks {', '.join(missing)} (cut short?)")
    counts = {k: _count(r.get(k, 0), k) for k in _COUNTERS}
    stale_at = _number(r.get("stale_at"), "stale_at", optional=True)
    reason = _string(r.get("stale_reason"), "stale_reason")
    if (stale_at is None) != (reason is None):
        raise HistoryError("stale_at and stale_reason go together: one is missing")
    lists = {k: r.get(k, []) for k in ("outcomes", "anchors", "injections", "found_uses")}
    for key, value in lists.items():
        if not isinstance(value, list):
            raise HistoryError(f"{key} must be a list; got {value!r}")
    outcomes = [_outcome(o, n) for n, o in enumerate(lists["outcomes"])]
    anchors = [_anchor(a, n) for n, a in enumerate(lists["anchors"])]
    injections = [_injection(i, n) for n, i in enumerate(lists["injections"])]
    found = [_found(f, n) for n, f in enumerate(lists["found_uses"])]
    sessions = [o["session_id"] for o in outcomes if o["inferred"] and o["session_id"]]
    if len(sessions) != len(set(sessions)):
        twice = sorted({s for s in sessions if sessions.count(s) > 1})
        raise HistoryError(f"two inferred outcomes from one session ({', '.join(twice)})")
    _once_per_session([i.session_id for i in injections], "shown")
    _once_per_session([f.session_id for f in found], "found used")
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
    # Likewise each showing counted once in n_injected, each use once in shown_used.
    for counter, rows, what in (
        ("n_injected", len(injections), "showings"),
        ("shown_used", sum(1 for i in injections if i.used), "uses"),
    ):
        have = counts.get(counter, r.get(counter, 0))
        if isinstance(have, int) and not isinstance(have, bool) and have < rows:
            raise HistoryError(
                f"{counter} is {have} but the record lists {rows} {what}: "
                "the counters and the injections disagree"
            )
    return {
        **counts,
        "stale_at": stale_at,
        "stale_reason": _free(reason),
        "outcomes": outcomes,
        "anchors": anchors,
        "injections": injections,
        "found_uses": found,
        "memory_history": history_rows.checked(r.get("memory_history", [])),
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
    if h["injections"] or h["found_uses"]:
        store.restore_usage(memory_id, h["injections"], h["found_uses"])
