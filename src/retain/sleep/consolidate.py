"""Consolidation: pending observations become beliefs (merging: retain.merge).

Part of the sleep pass (retain.sleep). Evidence decides what becomes a belief:
an explicit request ("remember that ..."), the same thing said in two sessions, or a
strong capture signal. Everything promoted here has trust 'inferred'; it is injected
at SessionStart only once consolidated (explicit, or seen in a second session).

Every unit of work is one short BEGIN IMMEDIATE transaction, so a pass killed half-way
leaves a consistent store and the next pass picks up what is still pending. Nothing is
deleted: a promoted change closes the old belief (status 'superseded').

Similarity comes from retain.similar: words, or vectors when they are at hand.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from retain import text as textmod
from retain.core import gate, lifecycle
from retain.models import MemoryRecord, inferred_scope, valence_of
from retain.vectors.similar import (
    Words,
    agrees,
    best,
    near_one,
    neighbours,
    overlap,
    revivable,
)

if TYPE_CHECKING:
    from retain.store.base import Store
    from retain.vectors.finder import Finder

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
# A promoted observation with a change cue closes an older belief only when this close.
SUPERSEDE = gate.REFINEMENT


def revive(
    store: Store, m: MemoryRecord, now: float, fields: dict[str, Any], tally: Counter[str]
) -> None:
    """Update a belief with new evidence; one the pass archived comes back (counted)."""
    if m.status == "archived":
        tally["revived"] += 1
        store.restore(m.id, now, **fields)
    else:
        store.update(m.id, now, **fields)


def reinforce(
    store: Store,
    m: MemoryRecord,
    episode_ids: Sequence[int],
    now: float,
    tally: Counter[str],
) -> None:
    """New observations of a known belief: provenance always; support, a refreshed strength
    and (when archived by decay) revival only when a new session says it."""
    before = store.sessions_of(m.id)
    store.link_sources(m.id, episode_ids)
    after = store.sessions_of(m.id)
    added = len(after - before)
    if not added:
        return
    fields: dict[str, Any] = {"support": m.support + added, "strength": 1.0, "last_used_at": now}
    if not m.consolidated and len(after) >= 2:
        fields["consolidated"] = 1
        tally["consolidated"] += 1
    revive(store, m, now, fields, tally)
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
    context: str | None = None  # the turns it was said in (transcript capture)
    branch_seen: str | None = None  # JSON: the branch its belief is confined to, if any

    @property
    def tier(self) -> int:
        """Strongest evidence first, so the result does not depend on capture order."""
        if self.signal >= EXPLICIT_SIGNAL:
            return 0
        return 1 if self.signal >= STRONG_SIGNAL else 2


def load_pending(store: Store) -> list[Pending]:
    rows = store.pending_episodes()
    out = []
    for r in rows:
        kind = r["kind"] or "fact"
        scope = inferred_scope(kind, r["project_id"])
        out.append(
            Pending(
                id=r["id"],
                text=r["text"],
                session=r["session_id"] or f"episode:{r['id']}",
                kind=kind,
                valence=valence_of(kind, r["outcome"]),
                scope=scope,
                project_id=r["project_id"] if scope == "project" else None,
                signal=float(r["signal"]),
                created_at=float(r["created_at"]),
                content_hash=r["content_hash"],
                tokens=frozenset(textmod.content_tokens(r["text"])),
                context=r.get("context"),
                branch_seen=r.get("branch_seen"),
            )
        )
    out.sort(key=lambda e: (e.tier, e.created_at, e.session, e.content_hash, e.id))
    return out


def promote_pending(
    store: Store,
    *,
    now: float,
    since: float,
    after_id: int,
    seen: int,
    vectors: Finder | None,
    words: Words,
    tally: Counter[str],
    budget: int,
    recent_max: int,
) -> int:
    """Settle pending observations: back a known belief, become one, wait, or drop.

    Each decision is read first and written in its own short transaction, so waiting
    observations (the common case) cost no write. New observations (id > `seen`) are
    compared with every belief, at most `budget` of them per pass (oldest first; the
    rest next pass). One compared so already, in an earlier complete pass, is compared
    only with beliefs added or changed since (`since`, `after_id`): the others were
    found wanting then and still are; if more than `recent_max` changed, it looks them
    up instead. Returns the new `seen`: every pending id up to it was compared in full.
    """
    pending = load_pending(store)
    new = sorted(e.id for e in pending if e.id > seen)
    now_new, later = set(new[:budget]), set(new[budget:])
    changed = store.changed_revivable(since, after_id, recent_max)
    recent: dict[tuple[str, str | None], dict[int, Known]] = {}
    for m in changed or []:
        recent.setdefault((m.scope, m.project_id), {})[m.id] = _known(m)
    by_scope: dict[tuple[str, str | None], list[Pending]] = {}
    unseen: dict[tuple[str, str | None], list[Pending]] = {}  # not yet compared in full
    for e in pending:
        by_scope.setdefault(_scope(e), []).append(e)
        if e.id > seen:
            unseen.setdefault(_scope(e), []).append(e)
    settled: set[int] = set()
    for e in pending:
        if e.id in settled or e.id in later:
            continue
        # A waiting observation's cluster can only have grown by one not yet compared in
        # full (see plan), so it is gathered again only then.
        if (
            e.id in now_new
            or e.tier <= 1
            or any(o.id not in settled and _alike(e, o) for o in unseen.get(_scope(e), []))
        ):
            pool = [o for o in by_scope[_scope(e)] if o.id not in settled]
        else:
            pool = [e]
        if e.id in now_new:
            step = plan(store, e, pool, now, vectors, words)
        else:
            in_scope = None if changed is None else list(recent.get(_scope(e), {}).values())
            step = plan(store, e, pool, now, vectors, words, in_scope)
        if step is None:
            continue
        with store.transaction():
            ids, touched = apply(store, step, now, vectors, tally)
            settled.update(ids)
            if step.action == "promote":
                words.forget(step.episodes[0].text)
            if touched is not None and changed is not None:
                m = store.get(touched)
                recent.setdefault(_scope(m), {})[m.id] = _known(m)
    return max([seen, *now_new])


@dataclass(frozen=True)
class Known:
    """A belief with its words split once: waiting observations compare with it often."""

    memory: MemoryRecord
    tokens: frozenset[str]


def _known(m: MemoryRecord) -> Known:
    return Known(m, frozenset(textmod.content_tokens(m.text)))


def _scope(x: Pending | MemoryRecord) -> tuple[str, str | None]:
    return (x.scope, x.project_id)


def _alike(e: Pending, o: Pending) -> bool:
    """Would `o` join `e`'s cluster: says the same thing in enough of the same words."""
    return (
        o.id != e.id
        and overlap(e.tokens, o.tokens) >= SUPPORT["lexical"]
        and agrees(e.text, e.valence, o.text, o.valence)
    )


@dataclass(frozen=True)
class Plan:
    action: str  # "reinforce" | "promote" | "drop"
    episodes: tuple[Pending, ...]
    target: MemoryRecord | None = None  # reinforce: the belief; promote: the one it replaces


def plan(
    store: Store,
    e: Pending,
    pool: Sequence[Pending],
    now: float,
    vectors: Finder | None,
    words: Words,
    recent: list[Known] | None = None,
) -> Plan | None:
    """Decide what one observation means (read-only); None means it keeps waiting.

    `pool`: the pending observations of its scope that may join it. `recent`, when given,
    limits the beliefs compared to these (see promote_pending).

    Two similar observations from different sessions are promoted together the first
    time either is compared in full, so a waiting observation's cluster can grow only by
    one not compared yet: promote_pending passes a pool of just `e` otherwise.
    """
    if e.scope == "project" and e.project_id is None:  # no project to put it in
        return Plan("drop", (e,))
    # A change is compared with beliefs as far as the gate's hint cut: the belief it
    # denies shares the subject, not necessarily most words.
    reach = gate.HINT if gate.announces_change(e.text) else SUPERSEDE
    if recent is None or recent:
        vec = vectors.of_text(e.text) if vectors is not None else None
    else:
        vec = None
    if recent is None:
        near = neighbours(
            store,
            e.text,
            vec,
            scope=e.scope,
            project_id=e.project_id,
            vectors=vectors,
            words=words,
            cut={k: min(SUPPORT[k], reach[k]) for k in SUPPORT},
        )
    else:
        near = [near_one(e.tokens, vec, k.memory, k.tokens, vectors) for k in recent]
        near = [n for n in near if n.reach(reach) >= 1.0]  # the looser of the two cuts
    known = best(
        near, SUPPORT, lambda n: agrees(e.text, e.valence, n.memory.text, n.memory.valence)
    )
    if known is not None:
        return Plan("reinforce", (e,), known.memory)
    cluster = [e] + [o for o in pool if _alike(e, o)]
    if not any(o.tier <= 1 for o in cluster) and len({o.session for o in cluster}) < 2:
        return Plan("drop", (e,)) if now - e.created_at >= PENDING_MAX_AGE else None
    rep = max(cluster, key=lambda o: (o.signal, -o.created_at, o.content_hash))
    cluster.sort(key=lambda o: o is not rep)  # the representative first
    old = None
    if gate.announces_change(rep.text):
        # The same rule as a write with no verdict: close only the belief the change
        # denies (claims.py), never merely the most similar one.
        candidates = {
            n.memory.id: n
            for n in near
            if n.reach(gate.HINT) >= 1.0 and n.memory.status == "live" and not n.memory.pinned
        }
        judged = gate.judge(
            rep.text,
            rep.valence,
            [
                gate.Neighbour(
                    n.memory.id,
                    n.memory.text,
                    n.semantic if n.semantic is not None else n.lexical,
                    n.memory.valence,
                    "semantic" if n.semantic is not None else "lexical",
                )
                for n in candidates.values()
            ],
        )
        if judged.verdict == "contradiction" and judged.target in candidates:
            old = candidates[judged.target]
    return Plan("promote", tuple(cluster), old.memory if old is not None else None)


def apply(
    store: Store,
    step: Plan,
    now: float,
    vectors: Finder | None,
    tally: Counter[str],
) -> tuple[list[int], int | None]:
    """Write one decision (inside the caller's transaction): the episodes it settled and
    the belief it created or changed."""
    ids = [o.id for o in step.episodes]
    if step.action == "drop":
        store.mark_distilled(ids, now)
        tally["dropped"] += 1
        return ids, None
    if step.action == "reinforce":
        assert step.target is not None
        m = store.get(step.target.id)
        if m.status != "live" and not revivable(m):
            return [], None  # forgotten or merged meanwhile: decide again next pass
        reinforce(store, m, ids, now, tally)
        store.mark_distilled(ids, now)
        return ids, m.id
    rep = step.episodes[0]
    sessions = {o.session for o in step.episodes}
    mid = store.add_memory(
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
        context=next((o.context for o in step.episodes if o.context), None),
    )
    store.link_sources(mid, ids)
    store.mark_distilled(ids, now)
    branch = _confine(store, mid, step.episodes, now)
    if vectors is not None:
        vectors.save(store, mid, rep.text)
    tally["promoted"] += 1
    target = store.get(step.target.id) if step.target is not None else None
    if target is not None and branch is not None and target.branch != branch:
        return ids, mid  # a branch-only belief closes nothing off its branch
    if step.target is not None and store.get(step.target.id).status == "live":
        store.supersede(step.target.id, mid, now)
        tally["superseded"] += 1
    return ids, mid


def _confine(store: Store, mid: int, episodes: Sequence[Pending], now: float) -> str | None:
    """Confine a promoted belief to a branch when every observation behind it was marked
    with that one branch at capture (retain.memory.branch_scope.episode_mark)."""
    marks = [json.loads(o.branch_seen) if o.branch_seen else None for o in episodes]
    names = {m.get("branch") if m else None for m in marks}
    if len(names) != 1 or None in names:
        return None
    branch = str(names.pop())
    store.update(mid, now, branch=branch, written_branch=branch, branch_seen=json.dumps(marks[0]))
    return branch


def consolidate_supported(store: Store, *, now: float, tally: Counter[str]) -> None:
    """Inferred beliefs that a second session has backed (e.g. via a redundant write)."""
    ids = store.supported_unconsolidated()
    if not ids:
        return
    with store.transaction():
        for mid in ids:
            store.update(mid, now, consolidated=1)
            tally["consolidated"] += 1
