"""Consolidation: pending observations become beliefs; near-duplicate beliefs become one.

Part of the sleep pass (retain.sleep). Evidence decides what becomes a belief:
an explicit request ("remember that ..."), the same thing said in two sessions, or a
strong capture signal. Everything promoted here has trust 'inferred'; it is injected
at SessionStart only once consolidated (explicit, or seen in a second session).

Every unit of work is one short BEGIN IMMEDIATE transaction, so a pass killed half-way
leaves a consistent store and the next pass picks up what is still pending. Nothing is
deleted: merged beliefs keep their row (status 'merged', superseded_by the keeper).

Similarity comes from retain.similar: words, or vectors when they are at hand.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import db, gate, lifecycle, store
from . import text as textmod
from .models import MemoryRecord, inferred_scope
from .similar import COLUMNS, REVIVABLE, Vectors, agrees, best, near_one, neighbours

# The capture step stores an explicit request ("remember that ...") with this signal and
# caps every other candidate just below it, so the episode row alone says which it was.
EXPLICIT_SIGNAL = 1.0
CAPTURED_SIGNAL_CAP = 0.99
# Capture scores one cue alone at 0.45-0.6; any corroboration (a second cue, a reason, a
# preceding error, emphasis, a repeat in the session) lifts it to 0.64+. One cue alone
# waits for a second session; a root cause found after an error (0.65) does not wait.
STRONG_SIGNAL = 0.62
# A weak observation waits this long for a repetition before it is dropped (kept as an
# episode, marked distilled, never promoted).
PENDING_MAX_AGE = 30 * lifecycle.DAY
# "Says the same thing again": looser than the write gate's redundant cut-off because a
# restatement in another session rarely repeats the words, but above its refinement level.
SUPPORT = {"semantic": 0.85, "lexical": 0.6}
# Two beliefs merge only when the write gate itself would have called them redundant.
MERGE = gate.REDUNDANT
# A promoted observation with a change cue closes an older belief only when this close.
SUPERSEDE = gate.REFINEMENT
FAILURE_KINDS = frozenset({"lesson", "bugfix"})  # as in Memory.write: valence "failure"
TRUST_RANK = {"inferred": 0, "agent": 1, "user": 2}


def sessions_of(conn: sqlite3.Connection, memory_id: int) -> set[str]:
    """Distinct observations behind a belief: sessions, or single episodes without one."""
    rows = conn.execute(
        "SELECT DISTINCT COALESCE(e.session_id, 'episode:' || e.id) FROM memory_sources s "
        "JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id = ?",
        (memory_id,),
    )
    return {r[0] for r in rows}


def _revive_fields(m: MemoryRecord, tally: Counter[str]) -> dict[str, Any]:
    if m.status != "archived":
        return {}
    tally["revived"] += 1
    return {"status": "live", "retired_reason": None, "retired_at": None}


def reinforce(
    conn: sqlite3.Connection,
    m: MemoryRecord,
    episode_ids: Sequence[int],
    now: float,
    tally: Counter[str],
) -> None:
    """New observations of a known belief: provenance always; support, a refreshed strength
    and (when archived by decay) revival only when a new session says it."""
    before = sessions_of(conn, m.id)
    store.link_sources(conn, m.id, episode_ids)
    after = sessions_of(conn, m.id)
    added = len(after - before)
    if not added:
        return
    fields: dict[str, Any] = {"support": m.support + added, "strength": 1.0, "last_used_at": now}
    if not m.consolidated and len(after) >= 2:
        fields["consolidated"] = 1
        tally["consolidated"] += 1
    fields.update(_revive_fields(m, tally))
    store.update_memory(conn, m.id, now, **fields)
    tally["reinforced"] += 1


# ------------------------------------------------------------------ promotion


@dataclass(frozen=True)
class Pending:
    id: int
    text: str
    session: str  # session id, or a stand-in unique to this episode
    kind: str
    valence: str
    scope: str
    project_id: str | None  # of the belief: None for user scope
    signal: float
    created_at: float
    content_hash: str
    tokens: frozenset[str]

    @property
    def tier(self) -> int:
        """Strongest evidence first, so the result does not depend on capture order."""
        if self.signal >= EXPLICIT_SIGNAL:
            return 0
        return 1 if self.signal >= STRONG_SIGNAL else 2


def load_pending(conn: sqlite3.Connection) -> list[Pending]:
    rows = conn.execute(
        "SELECT id, text, session_id, project_id, outcome, kind, signal, created_at, "
        "content_hash FROM episodes WHERE distilled_at IS NULL"
    ).fetchall()
    out = []
    for r in rows:
        kind = r["kind"] or "fact"
        scope = inferred_scope(kind, r["project_id"])
        failure = kind in FAILURE_KINDS or r["outcome"] == "fail"
        out.append(
            Pending(
                id=r["id"],
                text=r["text"],
                session=r["session_id"] or f"episode:{r['id']}",
                kind=kind,
                valence="failure" if failure else "fact",
                scope=scope,
                project_id=r["project_id"] if scope == "project" else None,
                signal=float(r["signal"]),
                created_at=float(r["created_at"]),
                content_hash=r["content_hash"],
                tokens=frozenset(textmod.content_tokens(r["text"])),
            )
        )
    out.sort(key=lambda e: (e.tier, e.created_at, e.session, e.content_hash, e.id))
    return out


def promote_pending(
    conn: sqlite3.Connection,
    *,
    now: float,
    since: float,
    after_id: int,
    vectors: Vectors | None,
    tally: Counter[str],
) -> None:
    """Settle every pending observation: back a known belief, become one, wait, or drop.

    Each decision is read first and written in its own short transaction, so waiting
    observations (the common case) cost no write. An observation that already waited
    through the last complete pass (`since`, `after_id`) is compared only with beliefs
    added or changed after it: the others were found wanting then and still are.
    """
    pending = load_pending(conn)
    changed = {m.id: m for m in _changed_since(conn, since, after_id)}
    settled: set[int] = set()
    for e in pending:
        if e.id in settled:
            continue
        recent = None
        if e.created_at < since:
            recent = [
                m for m in changed.values() if m.scope == e.scope and m.project_id == e.project_id
            ]
        rest = [o for o in pending if o.id not in settled]
        step = plan(conn, e, rest, now, vectors, recent)
        if step is None:
            continue
        with db.transaction(conn):
            ids, touched = apply(conn, step, now, vectors, tally)
            settled.update(ids)
            if touched is not None:
                changed[touched] = store.get_memory(conn, touched)


def _changed_since(conn: sqlite3.Connection, since: float, after_id: int) -> list[MemoryRecord]:
    rows = conn.execute(
        f"SELECT {COLUMNS} FROM memories m WHERE (m.updated_at >= ? OR m.id > ?) AND {REVIVABLE}",
        (since, after_id),
    )
    return [store.to_memory(r) for r in rows]


@dataclass(frozen=True)
class Plan:
    action: str  # "reinforce" | "promote" | "drop"
    episodes: tuple[Pending, ...]
    target: MemoryRecord | None = None  # reinforce: the belief; promote: the one it replaces


def plan(
    conn: sqlite3.Connection,
    e: Pending,
    pending: Sequence[Pending],
    now: float,
    vectors: Vectors | None,
    recent: list[MemoryRecord] | None = None,
) -> Plan | None:
    """Decide what one observation means (read-only); None means it keeps waiting.

    `recent`, when given, limits the beliefs compared to these (see promote_pending).
    """
    if e.scope == "project" and e.project_id is None:  # no project to put it in
        return Plan("drop", (e,))
    if recent is None or recent:
        vec = vectors.of_text(e.text) if vectors is not None else None
    else:
        vec = None
    if recent is None:
        near = neighbours(
            conn, e.text, vec, scope=e.scope, project_id=e.project_id, vectors=vectors
        )
    else:
        near = [near_one(e.text, vec, m, vectors) for m in recent]
    known = best(
        near, SUPPORT, lambda n: agrees(e.text, e.valence, n.memory.text, n.memory.valence)
    )
    if known is not None:
        return Plan("reinforce", (e,), known.memory)
    cluster = [e] + [
        o
        for o in pending
        if o.id != e.id
        and o.scope == e.scope
        and o.project_id == e.project_id
        and _jaccard(e.tokens, o.tokens) >= SUPPORT["lexical"]
        and agrees(e.text, e.valence, o.text, o.valence)
    ]
    if not any(o.tier <= 1 for o in cluster) and len({o.session for o in cluster}) < 2:
        return Plan("drop", (e,)) if now - e.created_at >= PENDING_MAX_AGE else None
    rep = max(cluster, key=lambda o: (o.signal, -o.created_at, o.content_hash))
    cluster.sort(key=lambda o: o is not rep)  # the representative first
    old = None
    if gate.announces_change(rep.text):
        old = best(
            near,
            SUPERSEDE,
            lambda n: (
                n.memory.status == "live"
                and not n.memory.pinned
                and n.memory.valence == rep.valence
                and not gate.announces_change(n.memory.text)
            ),
        )
    return Plan("promote", tuple(cluster), old.memory if old is not None else None)


def apply(
    conn: sqlite3.Connection,
    step: Plan,
    now: float,
    vectors: Vectors | None,
    tally: Counter[str],
) -> tuple[list[int], int | None]:
    """Write one decision (inside the caller's transaction): the episodes it settled and
    the belief it created or changed."""
    ids = [o.id for o in step.episodes]
    if step.action == "drop":
        _mark_distilled(conn, ids, now)
        tally["dropped"] += 1
        return ids, None
    if step.action == "reinforce":
        assert step.target is not None
        m = store.get_memory(conn, step.target.id)
        if m.status != "live" and not _revivable(m):
            return [], None  # forgotten or merged meanwhile: decide again next pass
        reinforce(conn, m, ids, now, tally)
        _mark_distilled(conn, ids, now)
        return ids, m.id
    rep = step.episodes[0]
    sessions = {o.session for o in step.episodes}
    mid = store.insert_memory(
        conn,
        text=rep.text,
        kind=rep.kind,
        valence=rep.valence,
        scope=rep.scope,
        project_id=rep.project_id,
        trust="inferred",
        confidence=lifecycle.confidence("inferred", 0, 0),
        now=now,
        consolidated=any(o.tier == 0 for o in step.episodes) or len(sessions) >= 2,
        support=len(sessions),
    )
    store.link_sources(conn, mid, ids)
    _mark_distilled(conn, ids, now)
    if vectors is not None:
        vectors.save(conn, mid, rep.text)
    tally["promoted"] += 1
    if step.target is not None and store.get_memory(conn, step.target.id).status == "live":
        store.update_memory(
            conn,
            step.target.id,
            now,
            valid_to=now,
            superseded_by=mid,
            status="superseded",
            retired_reason=f"superseded by [{mid}]",
            retired_at=now,
        )
        tally["superseded"] += 1
    return ids, mid


def _mark_distilled(conn: sqlite3.Connection, ids: Sequence[int], now: float) -> None:
    conn.executemany(
        "UPDATE episodes SET distilled_at = ? WHERE id = ? AND distilled_at IS NULL",
        [(now, i) for i in ids],
    )


def _revivable(m: MemoryRecord) -> bool:
    reason = m.retired_reason or ""
    return m.status == "archived" and reason.startswith(("decayed:", "pruned:"))


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a and b else 0.0


def consolidate_supported(conn: sqlite3.Connection, *, now: float, tally: Counter[str]) -> None:
    """Inferred beliefs that a second session has backed (e.g. via a redundant write)."""
    rows = conn.execute(
        "SELECT m.id FROM memories m WHERE m.status = 'live' AND m.consolidated = 0 "
        "AND m.support >= 2 AND (SELECT COUNT(DISTINCT COALESCE(e.session_id, "
        "'episode:' || e.id)) FROM memory_sources s JOIN episodes e ON e.id = s.episode_id "
        "WHERE s.memory_id = m.id) >= 2 ORDER BY m.id"
    ).fetchall()
    if not rows:
        return
    with db.transaction(conn):
        for r in rows:
            store.update_memory(conn, r[0], now, consolidated=1)
            tally["consolidated"] += 1


# ------------------------------------------------------------------ merging


def keep_rank(m: MemoryRecord) -> tuple[bool, bool, int, float, int]:
    """Which of two duplicates survives: pinned > proven > more support > older."""
    return (m.pinned, lifecycle.is_proven(m), m.support, -m.created_at, -m.id)


def merge_duplicates(
    conn: sqlite3.Connection,
    *,
    now: float,
    since: float,
    after_id: int,
    vectors: Vectors | None,
    tally: Counter[str],
) -> None:
    """Merge near-duplicate beliefs in one scope. Only beliefs changed at or after `since`
    or added after `after_id` (the last complete pass) are compared, against all others,
    so a pass costs what changed."""
    ids = [
        r[0]
        for r in conn.execute(
            "SELECT id FROM memories WHERE status = 'live' AND (updated_at >= ? OR id > ?) "
            "ORDER BY id",
            (since, after_id),
        )
    ]
    for mid in ids:
        m = store.get_memory(conn, mid)
        if m.status != "live":
            continue  # merged away earlier in this pass
        vec = vectors.of_memory(conn, m.id) if vectors is not None else None
        near = neighbours(
            conn,
            m.text,
            vec,
            scope=m.scope,
            project_id=m.project_id,
            vectors=vectors,
            exclude=m.id,
        )
        dups = [
            n.memory
            for n in near
            if n.reach(MERGE) >= 1.0 and agrees(m.text, m.valence, n.memory.text, n.memory.valence)
        ]
        if not dups:
            continue
        group = [m, *dups]
        keeper = max(group, key=keep_rank)
        with db.transaction(conn):
            for other in sorted(group, key=lambda x: x.id):
                if other.id != keeper.id:
                    merge_into(conn, store.get_memory(conn, keeper.id), other, now, tally)


def merge_into(
    conn: sqlite3.Connection,
    keeper: MemoryRecord,
    loser: MemoryRecord,
    now: float,
    tally: Counter[str],
) -> None:
    """Fold `loser` into `keeper`: counts summed, provenance united, loser kept as 'merged'."""
    episode_ids = [
        r[0]
        for r in conn.execute(
            "SELECT episode_id FROM memory_sources WHERE memory_id = ? ORDER BY episode_id",
            (loser.id,),
        )
    ]
    store.link_sources(conn, keeper.id, episode_ids)
    trust = max(keeper.trust, loser.trust, key=lambda t: TRUST_RANK.get(t, 1))
    n_s, n_f = keeper.n_success + loser.n_success, keeper.n_failure + loser.n_failure
    used = [t for t in (keeper.last_used_at, loser.last_used_at) if t is not None]
    fields: dict[str, Any] = {
        "support": keeper.support + loser.support,
        "n_success": n_s,
        "n_failure": n_f,
        "n_used": keeper.n_used + loser.n_used,
        "n_injected": keeper.n_injected + loser.n_injected,
        "trust": trust,
        "confidence": lifecycle.confidence(trust, n_s, n_f),
        "strength": max(keeper.strength, loser.strength),
        "last_used_at": max(used) if used else None,
        "pinned": int(keeper.pinned or loser.pinned),
        "expires_at": None
        if keeper.expires_at is None or loser.expires_at is None
        else max(keeper.expires_at, loser.expires_at),
        "consolidated": int(
            keeper.consolidated or loser.consolidated or len(sessions_of(conn, keeper.id)) >= 2
        ),
    }
    fields.update(_revive_fields(keeper, tally))
    store.update_memory(conn, keeper.id, now, **fields)
    store.update_memory(
        conn,
        loser.id,
        now,
        status="merged",
        superseded_by=keeper.id,
        retired_reason=f"merged into [{keeper.id}]",
        retired_at=now,
    )
    tally["merged"] += 1
