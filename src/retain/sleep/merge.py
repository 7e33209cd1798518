"""Merging: near-duplicate beliefs become one. Part of the sleep pass (retain.sleep).

Two beliefs merge only when the write gate itself would have called them redundant, in
the same scope, with the same outcome and polarity. The keeper takes the summed counts
(outcomes explicit and inferred, usage) and the united provenance; the other keeps its
row (status 'merged', superseded_by the keeper). Each merge is one short transaction.
Which beliefs a pass checks is decided by retain.backlog, a bounded share per pass.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from retain.core import gate, lifecycle
from retain.models import MemoryRecord
from retain.sleep.consolidate import revive
from retain.vectors.similar import Words, agrees, neighbours

if TYPE_CHECKING:
    from retain.store.base import Store
    from retain.vectors.finder import Finder

# Two beliefs merge only when the write gate itself would have called them redundant.
MERGE = gate.REDUNDANT
TRUST_RANK = {"inferred": 0, "agent": 1, "user": 2}  # the keeper takes the higher trust


def keep_rank(m: MemoryRecord) -> tuple[bool, bool, int, float, int]:
    """Which of two duplicates survives: pinned > proven > more support > older."""
    return (m.pinned, lifecycle.is_proven(m), m.support, -m.created_at, -m.id)


def merge_duplicates(
    store: Store,
    *,
    now: float,
    ids: Sequence[int],
    vectors: Finder | None,
    words: Words,
    tally: Counter[str],
) -> None:
    """Merge near-duplicates of these beliefs (the pass's share of the ones added or
    changed, see retain.backlog) into one keeper each, comparing each with all others."""
    if not ids:
        return
    first = store.get_many(list(ids))
    nearest = (
        vectors.nearest_many(
            store,
            [(m.id, m.project_id if m.scope == "project" else None) for m in first.values()],
            floor=MERGE["semantic"],
        )
        if vectors is not None
        else {}
    )
    for mid in sorted(first):
        m = store.get(mid)
        if m.status != "live":
            continue  # merged away earlier in this pass
        vec = vectors.of_memory(store, m.id) if vectors is not None else None
        near = neighbours(
            store,
            m.text,
            vec,
            scope=m.scope,
            project_id=m.project_id,
            vectors=vectors,
            words=words,
            cut=MERGE,
            exclude=m.id,
            nearest=nearest.get(m.id),
        )
        dups = [
            n.memory
            for n in near
            if n.reach(MERGE) >= 1.0
            and agrees(m.text, m.valence, n.memory.text, n.memory.valence)
            and n.memory.branch == m.branch  # one branch's belief is not another's duplicate
        ]
        if not dups:
            continue
        group = [m, *dups]
        keeper = _correction_of(store, max(group, key=keep_rank), group)
        with store.transaction():
            for other in sorted(group, key=lambda x: x.id):
                if other.id != keeper.id:
                    merge_into(store, store.get(keeper.id), other, now, tally)


def merge_into(
    store: Store,
    keeper: MemoryRecord,
    loser: MemoryRecord,
    now: float,
    tally: Counter[str],
) -> None:
    """Fold `loser` into `keeper`: counts summed, provenance united, loser kept as 'merged'."""
    both = _shared_outcomes(store, keeper.id, loser.id)  # one report, counted once
    store.link_sources(keeper.id, store.episode_ids_of(loser.id))
    trust = max(keeper.trust, loser.trust, key=lambda t: TRUST_RANK.get(t, 1))
    n_s = keeper.n_success + loser.n_success - both[(False, "ok")]
    n_f = keeper.n_failure + loser.n_failure - both[(False, "fail")]
    i_s = keeper.n_inferred_success + loser.n_inferred_success - both[(True, "ok")]
    i_f = keeper.n_inferred_failure + loser.n_inferred_failure - both[(True, "fail")]
    used = [t for t in (keeper.last_used_at, loser.last_used_at) if t is not None]
    usage = store.usage_counts([keeper.id, loser.id])
    (k_used, k_unused), (l_used, l_unused) = (usage.get(x.id, (0, 0)) for x in (keeper, loser))
    fields: dict[str, Any] = {
        "support": keeper.support + loser.support,
        "n_success": n_s,
        "n_failure": n_f,
        "n_used": keeper.n_used + loser.n_used,
        "n_injected": keeper.n_injected + loser.n_injected,
        # What the block's ranking learnt of their use: uses add up; unused showings since
        # the last use are the fewer of the two once either was used (that use was the
        # belief's), else they add up.
        "shown_used": k_used + l_used,
        "shown_unused": min(k_unused, l_unused) if k_used + l_used else k_unused + l_unused,
        "trust": trust,
        "n_inferred_success": i_s,
        "n_inferred_failure": i_f,
        "confidence": lifecycle.confidence_of(trust, n_s, n_f, i_s, i_f),
        "strength": max(keeper.strength, loser.strength),
        "last_used_at": max(used) if used else None,
        "pinned": int(keeper.pinned or loser.pinned),
        "expires_at": None
        if keeper.expires_at is None or loser.expires_at is None
        else max(keeper.expires_at, loser.expires_at),
        "consolidated": int(
            keeper.consolidated or loser.consolidated or len(store.sessions_of(keeper.id)) >= 2
        ),
    }
    revive(store, keeper, now, fields, tally)
    store.retire(
        loser.id, now, kind="merged", reason=f"merged into [{keeper.id}]", superseded_by=keeper.id
    )
    tally["merged"] += 1


def _event(o: Any) -> tuple[object, ...]:
    """What makes an outcome row one report: a copy made by an edit has all of it."""
    return (o.outcome, bool(o.inferred), o.source, o.session_id, o.command, o.at)


def _shared_outcomes(store: Store, a: int, b: int) -> Counter[tuple[bool, str]]:
    """The outcome reports two beliefs both carry, by (inferred, outcome), counting rows
    not undone: an edit copies the corrected belief's evidence and outcome rows onto its
    successor, so both live (a revive before it was refused, a restored export) summing
    the two beliefs' counts would count each report twice. Only between beliefs that
    share evidence: two independent reports at one moment stay two."""
    if not set(store.episode_ids_of(a)) & set(store.episode_ids_of(b)):
        return Counter()  # independent beliefs: two reports, even at the same moment
    mine = Counter(_event(o) for o in store.outcomes_of(a) if o.undone_at is None)
    shared: Counter[tuple[bool, str]] = Counter()
    for o in store.outcomes_of(b):
        e = _event(o)
        if o.undone_at is None and mine[e] > 0:
            mine[e] -= 1
            shared[(bool(o.inferred), o.outcome)] += 1
    return shared


def _correction_of(store: Store, keeper: MemoryRecord, group: list[MemoryRecord]) -> MemoryRecord:
    """A newer member that carries the keeper's outcome reports is its correction (an
    edit copied them over): the person's wording is the one to keep, whatever
    keep_rank's tie-break on age says."""
    newer = [g for g in group if g.created_at > keeper.created_at and not keeper.pinned]
    fixes = [g for g in newer if sum(_shared_outcomes(store, keeper.id, g.id).values())]
    return max(fixes, key=lambda g: g.created_at) if fixes else keeper
