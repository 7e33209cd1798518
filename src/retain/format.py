"""Plain text at the edges: what the CLI prints and what the MCP tools return.

The same words for people and for models, so a search looks the same in a terminal and
in an agent's context. Also parses the one free-form value both edges accept: a point
in time (`at`). Stdlib only, so the CLI stays light.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from datetime import date, datetime, timezone
from typing import Any

from retain.core import lifecycle
from retain.errors import InvalidInput
from retain.models import (
    AnchorRecord,
    EpisodeRecord,
    Explanation,
    HistoryEntry,
    Hit,
    MemoryRecord,
    OutcomeRecord,
    OutcomeResult,
    WriteResult,
)
from retain.text import STALE_MARK

AT_EXAMPLE = "2025-03-14, 2025-03-14T09:30 or 2025-03-14T09:30:00+01:00"
EPISODE_PREVIEW = 160  # characters of each source observation shown by explain


def parse_at(value: str) -> float:
    """An ISO-8601 date or date-time as a Unix time.

    A date alone means the end of that day (what was believed by then); a time without
    an offset is local time. Raises InvalidInput with an example otherwise.
    """
    raw = value.strip()
    if not raw:
        raise InvalidInput(f"at is empty; give an ISO-8601 date or time, e.g. {AT_EXAMPLE}")
    text = raw[:-1] + "+00:00" if raw[-1] in "zZ" else raw  # 3.10 does not read "Z"
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            moment = datetime.combine(day, datetime.max.time())
        else:
            moment = datetime.fromisoformat(text)
    except ValueError:
        raise InvalidInput(
            f"at={value!r} is not an ISO-8601 date or time; use e.g. {AT_EXAMPLE}"
        ) from None
    try:
        return moment.timestamp()  # naive values are taken as local time
    except (ValueError, OverflowError, OSError):  # e.g. 0001-01-01 in a zone east of UTC
        raise InvalidInput(f"at={value!r} is out of range; use e.g. {AT_EXAMPLE}") from None


def when(ts: float | None) -> str:
    """A Unix time as a short, unambiguous UTC string."""
    if ts is None:
        return "-"
    moment = datetime.fromtimestamp(ts, tz=timezone.utc)
    return moment.strftime("%Y-%m-%d %H:%M UTC")


def _n(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def _label(m: MemoryRecord) -> str:
    bits = [m.kind]
    if m.valence == "failure" and m.kind != "lesson":
        bits.append("failure")
    bits.append(f"{m.scope} scope")
    if m.branch:
        bits.append(f"branch {m.branch} only")
    if m.pinned:
        bits.append("pinned")
    if m.status != "live":
        bits.append(m.status)
    return ", ".join(bits)


def one_line(text: str) -> str:
    """Stored text on one line: a line break inside a memory could otherwise pose as a
    new result ("[7] ...") or a role turn ("Human: ...") in what a tool returns."""
    return " ".join(text.split())


def hits(query: str, found: list[Hit], *, at: str | None = None, for_model: bool = False) -> str:
    """Search results for a person or (`for_model`) an agent; an empty result says so."""
    as_of = f" as of {at}" if at else ""
    if not found:
        return f"Nothing relevant in memory for {query!r}{as_of}."
    if all(h.weak for h in found):
        lines = [
            f"No close match for {query!r}{as_of}; the nearest by meaning, a weak match "
            "(check before relying on it):"
        ]
    else:
        lines = [f"{_n(len(found), 'memory', 'memories')} for {query!r}{as_of} (best first):"]
    for h in found:
        m = h.memory
        lines.append(f"[{m.id}] {one_line(m.text)}")
        stale = f"; {STALE_MARK}: {one_line(m.stale_reason or '')}" if m.stale_at else ""
        lines.append(f"    {_label(m)}; confidence {m.confidence:.2f}{stale}; why: {h.reason}")
    if for_model:
        lines.append("After relying on one, report how it went: memory_outcome with its [id].")
    return "\n".join(lines)


def write_result(r: WriteResult, *, for_model: bool = False) -> str:
    """Exactly what a write did: stored, already known, replaced or refined; and, when it
    looks like an update of a belief it did not close, how to confirm it."""
    msg = r.message or (
        f"stored as [{r.memory_id}]" if r.stored else f"already known as [{r.memory_id}]"
    )
    text = msg[0].upper() + msg[1:] + "."
    if r.redactions:
        noun = "secret was" if r.redactions == 1 else "secrets were"
        text += f" {r.redactions} {noun} redacted before storing."
    if r.verdict == "contradiction" and r.related_id is not None and r.stored:
        old = r.related_id
        how = f"memory_revive({old})" if for_model else f"`retain revive {old}`"
        text += f" If [{old}] is still true, {how} brings it back."
    for other in r.may_update:
        if for_model:
            how = (
                f"call memory_write again with the same text, verdict='contradiction', "
                f"target={other}"
            )
        else:
            how = f"run `retain write --verdict contradiction --target {other}` with the same text"
        text += f" If it replaces [{other}], {how}."
    return text


def outcome_result(r: OutcomeResult, outcome: str) -> str:
    m = r.memory
    text = (
        f"Recorded {outcome!r} for [{m.id}]: confidence is now {m.confidence:.2f} "
        f"({m.n_success} ok, {m.n_failure} failed)."
    )
    if r.lesson is not None:
        text += " The note was kept as a failure lesson: " + write_result(r.lesson, for_model=True)
    return text


def _episode_line(e: EpisodeRecord) -> str:
    body = " ".join(e.text.split())
    if len(body) > EPISODE_PREVIEW:
        body = body[: EPISODE_PREVIEW - 1] + "…"
    tag = f", {e.outcome}" if e.outcome else ""
    return f"  - {when(e.created_at)} by {e.actor} via {e.source}{tag}: {body}"


def explanation(x: Explanation) -> str:
    """Where a belief came from, how sure we are, and what it replaced or was replaced by."""
    m = x.memory
    lines = [
        f"[{m.id}] {one_line(m.text)}",
        f"kind {m.kind}, valence {m.valence}, {m.scope} scope"
        + (f" (project {m.project_id})" if m.scope == "project" and m.project_id else ""),
        f"status {m.status}" + (f": {one_line(m.retired_reason)}" if m.retired_reason else ""),
        f"trust {m.trust}; confidence {m.confidence:.2f} from {m.n_success} ok / "
        f"{m.n_failure} failed outcomes; support {m.support}; used {m.n_used} times, "
        f"injected {m.n_injected} times; strength {m.strength:.2f}",
        f"believed from {when(m.valid_from)}"
        + (
            f" until {when(m.valid_to)}"
            if m.valid_to is not None
            else (" (still current)" if m.status == "live" else "")
        )
        + ("; pinned" if m.pinned else "")
        + (f"; expires {when(m.expires_at)}" if m.expires_at is not None else ""),
    ]
    if m.n_inferred_success or m.n_inferred_failure:
        lines.append(
            f"inferred from test and build runs: {m.n_inferred_success} ok / "
            f"{m.n_inferred_failure} failed (each counts {lifecycle.INFERRED_WEIGHT} of a "
            "reported outcome)"
        )
    if m.stale_at is not None:
        lines.append(f"{STALE_MARK} since {when(m.stale_at)}: {one_line(m.stale_reason or '')}")
    lines += _branch_lines(m)
    lines += _outcome_lines(x.outcomes, m.id) + _anchor_lines(x.anchors)
    if x.successors:
        lines.append("Replaced by:")
        lines += [f"  [{s.id}] {one_line(s.text)} ({s.status})" for s in x.successors]
    if x.predecessors:
        lines.append("It replaced:")
        lines += [
            f"  [{p.id}] {one_line(p.text)} (until {when(p.valid_to)})" for p in x.predecessors
        ]
    for link in x.links:
        o = link.other
        if link.direction == "out":
            head = f"May update [{o.id}] {one_line(o.text)} ({o.status})"
        else:
            head = f"May be updated by [{o.id}] {one_line(o.text)} ({o.status})"
        state = f"settled {when(link.settled_at)}" if link.settled_at else "open"
        lines.append(f"{head}; since {when(link.at)}, {state}; why: {one_line(link.evidence)}")
    if x.merged_from:
        lines.append("Merged from:")
        lines += [f"  [{p.id}] {one_line(p.text)}" for p in x.merged_from]
    n_obs = _n(len(x.episodes), "observation", "observations")
    lines.append(f"Evidence ({n_obs}):" if x.episodes else "Evidence: none")
    lines += [_episode_line(e) for e in x.episodes]
    return "\n".join(lines + _history_lines(x.history))


HISTORY_SHOWN = 20  # the newest changes explain lists; searches' uses are only counted
HISTORY_VALUE = 60  # characters of an old or new value shown


def _history_lines(entries: Sequence[HistoryEntry]) -> list[str]:
    """Its changes in place, newest last: when, what, by whom, each column old -> new."""
    if not entries:
        return []
    uses = [h for h in entries if h.op == "use"]
    rest = [h for h in entries if h.op != "use"]
    lines = [f"History ({_n(len(entries), 'change', 'changes')}):"]
    if len(rest) > HISTORY_SHOWN:
        lines.append(f"  ({len(rest) - HISTORY_SHOWN} older changes not shown)")
    for h in rest[-HISTORY_SHOWN:]:
        cols = "; ".join(
            f"{k} {_value(k, v[0])} -> {_value(k, v[1])}"
            if isinstance(v, list) and len(v) == 2
            else f"{k} {_value(k, v)}"
            for k, v in h.changes.items()
        )
        lines.append(f"  - {when(h.at)} {h.op} by {one_line(h.actor)}: {cols}")
    if uses:
        n = _n(uses_in(uses), "time", "times")
        lines.append(f"  - returned by a search {n}, last {when(uses[-1].at)}")
    return lines


def uses_in(entries: Sequence[HistoryEntry]) -> int:
    """How many uses the `use` rows among these history entries stand for (a row is a run
    of uses: its n_used went from old to new)."""
    total = 0
    for h in entries:
        if h.op != "use":
            continue
        n = h.changes.get("n_used")
        if isinstance(n, list) and len(n) == 2 and all(isinstance(x, int) for x in n):
            total += max(1, n[1] - n[0])
        else:
            total += 1
    return total


def _value(column: str, v: object) -> str:
    if isinstance(v, (int, float)) and (column.endswith("_at") or column.startswith("valid_")):
        return when(v)
    text = one_line(v if isinstance(v, str) else json.dumps(v, ensure_ascii=False))
    return text if len(text) <= HISTORY_VALUE else text[: HISTORY_VALUE - 1] + "…"


def _branch_lines(m: MemoryRecord) -> list[str]:
    """Where a belief is true: its branch only, or every branch since its branch merged."""
    if m.branch:
        return [f"branch: {m.branch} only (a live belief there and on branches made from it)"]
    if m.written_branch:
        return [f"branch: written on {m.written_branch}; merged, now on every branch"]
    return []


def _counts(d: Mapping[str, int]) -> str:
    return ", ".join(f"{k} {v}" for k, v in d.items()) or "none"


def status(s: Mapping[str, Any]) -> str:
    """The status dict from Memory.status() as a few readable lines."""
    emb = s.get("embedder") or {}
    size_mb = s.get("size_bytes", 0) / 1_000_000
    by_status = s.get("by_status", {})
    lines = [
        f"database: {s.get('database')} ({size_mb:.1f} MB, schema {s.get('schema_version')})",
        f"project: {s.get('project') or 'none (only user-scope memories apply)'}; "
        f"{_n(s.get('live_in_this_project', 0), 'live memory', 'live memories')} here",
        f"memories: {s.get('memories', 0)} ({_counts(by_status)})",
        f"live by kind: {_counts(s.get('live_by_kind', {}))}",
        f"branch-only here: {_counts(s.get('branch_only', {}))}",
        f"live by scope: {_counts(s.get('live_by_scope', {}))}; "
        f"failure lessons: {s.get('live_by_valence', {}).get('failure', 0)}",
        f"episodes: {s.get('episodes', 0)} "
        f"({s.get('pending_episodes', 0)} waiting for the sleep pass)",
    ]
    state = emb.get("state", "off")
    model = f" ({emb['model']})" if emb.get("model") else ""
    line = f"embedder: {emb.get('configured', 'none')} {state}{model}"
    if emb.get("error"):
        line += f": {emb['error']}"
    if state in ("loaded", "loading", "idle"):
        line += f"; {_n(emb.get('backfill_backlog', 0), 'memory', 'memories')} waiting for vectors"
    lines.append(line)
    lines.append(f"search: {s.get('search_mode', 'lexical only')}")
    last = s.get("last_sleep_pass")
    if last:
        report = last.get("report") or {}
        counts = {k: v for k, v in report.items() if isinstance(v, int) and v}
        done = f" ({_counts(counts)})" if counts else ", nothing to change"
        lines.append(f"last sleep pass: {when(last.get('finished_at'))}{done}")
    else:
        lines.append("last sleep pass: never")
    if s.get("scrub_pending"):
        lines.append(
            f"scrub pending: {s['scrub_pending']}; the next sleep pass re-redacts the stored "
            "text (or run `retain scrub` now)"
        )
    lines.append(injections(s.get("injections") or {}))
    return "\n".join(lines)


def _share(value: object) -> str:
    return f"{value:.2f}" if isinstance(value, float) else "n/a"


def injections(r: Mapping[str, Any]) -> str:
    """One line: how much of what the blocks showed the sessions used, and how much of
    what they used a block had shown (the sleep pass decides both from transcripts)."""
    n = r.get("sessions", 0)
    if not n:
        return "injections: no session decided yet (the sleep pass reads each transcript)"
    parts = [
        f"precision {_share(r.get('precision'))} ({r.get('used', 0)} of {r.get('shown', 0)} "
        "shown were used)",
        f"recall {_share(r.get('recall'))} ({r.get('found_elsewhere', 0)} used memories "
        "no block had shown)",
    ]
    kinds = [
        f"{label} {_share(r.get(key))}"
        for label, key in (
            ("SessionStart", "session_start_precision"),
            ("prompt", "prompt_precision"),
        )
        if key in r
    ]
    if kinds:
        parts.append("by block: " + ", ".join(kinds))
    return f"injections over the last {_n(n, 'session', 'sessions')}: " + "; ".join(parts)


def to_jsonable(value: Any) -> Any:
    """Dataclasses (records, results) to plain dicts and lists for --json output."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    return value


def _outcome_lines(outcomes: tuple[OutcomeRecord, ...], memory_id: int) -> list[str]:
    if not outcomes:
        return []
    lines = ["Outcomes:"]
    for o in outcomes:
        how = f"inferred from session {o.session_id}" if o.inferred else f"reported ({o.source})"
        undone = f" [undone {when(o.undone_at)}]" if o.undone_at is not None else ""
        why = f": {one_line(o.detail)}" if o.detail else ""
        merged = f" (of [{o.memory_id}], merged into this)" if o.memory_id != memory_id else ""
        lines.append(f"  #{o.id} {o.outcome}, {how}, {when(o.at)}{why}{merged}{undone}")
    if any(o.inferred and o.undone_at is None for o in outcomes):
        lines.append("  (take back an inferred one: retain outcome --undo #ID)")
    return lines


def _anchor_lines(anchors: tuple[AnchorRecord, ...]) -> list[str]:
    if not anchors:
        return []
    lines = ["Anchored to the code:"]
    for a in anchors:
        state = a.state
        if a.state == "gone" and a.gone_sessions:
            state += f" for {_n(a.gone_sessions, 'session', 'sessions')}"
        seen = f", checked {when(a.checked_at)}" if a.checked_at else ""
        branch = f" on {a.branch}" if a.branch else ""
        lines.append(f"  {a.label()}: {state}{seen}{branch}")
    return lines
