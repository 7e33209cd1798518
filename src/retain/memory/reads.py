"""The reads behind `Memory.search`, `Memory.explain` and `Memory.export`: ranked live
memories for a question, a belief's evidence, chain, links, outcome rows and anchors, and
every memory with its history (retain.memory.history's format). Each takes the facade's
MemoryContext; every statement is a named operation on its store; numpy and the embedder
only when vectors are needed (retain.rank.search).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from retain import limits
from retain.core import validate
from retain.errors import StoreUnavailable
from retain.memory import anchored as code
from retain.memory import history, outcome_rows
from retain.models import KINDS, VALENCES, Explanation, Hit, Link, MemoryRecord

if TYPE_CHECKING:
    from retain.memory.context import MemoryContext

EXPORT_BATCH = 500  # memories whose anchors and injections an export reads in one statement


def search(
    ctx: MemoryContext,
    query: str,
    *,
    k: int = 5,
    project: str | None = None,
    at: float | None = None,
    kind: str | None = None,
    valence: str | None = None,
    record_use: bool = True,
    now: float | None = None,
) -> list[Hit]:
    """Live memories (user scope + this project) ranked for `query`; [] if nothing fits."""
    from retain.rank.search import Query, search

    now = ctx.now(now)
    validate.query(query, k)
    if at is not None:  # a moment before 1970 is a fine question; NaN is not
        limits.real("at", at, -limits.MAX_TIMESTAMP, limits.MAX_TIMESTAMP)
    if kind is not None:
        validate.choice("kind", kind, KINDS)
    if valence is not None:
        validate.choice("valence", valence, VALENCES)
    q = Query(
        query,
        ctx.project(project),
        k=k,
        at=at,
        kind=kind,
        valence=valence,
        branches=ctx.branches(project),
    )
    embedder = ctx.embedder()
    qvec = embedder.embed([query])[0] if embedder is not None else None
    with ctx.store.session():
        try:
            index = ctx.vector_index() if embedder is not None else None
            hits = search(ctx.store, q, now=now, index=index, query_vec=qvec)
        except StoreUnavailable:
            # A team store's connection dropped mid-search (a restart, a network blip):
            # reading again is safe, and the store reconnects for a while first.
            index = ctx.vector_index() if embedder is not None else None
            hits = search(ctx.store, q, now=now, index=index, query_vec=qvec)
        if at is None:
            hits = code.reverify_hits(ctx, hits, now)
        if record_use and hits and at is None:
            try:
                with ctx.store.transaction():
                    ctx.store.mark_used([h.memory.id for h in hits], now)
            except Exception as e:
                if not ctx.store.best_effort(e):
                    raise
                # bookkeeping only: a full disk or read-only file must not hide answers
    return hits


def explain(ctx: MemoryContext, memory_id: int) -> Explanation:
    """The belief, where it came from, what it replaced and what replaced it."""
    with ctx.store.session():
        m = ctx.store.get(validate.memory_id(memory_id))
        successors: list[MemoryRecord] = []
        cur, seen = m, {m.id}
        while cur.superseded_by is not None and cur.superseded_by not in seen:
            cur = ctx.store.get(cur.superseded_by)
            seen.add(cur.id)
            successors.append(cur)
        predecessors: list[MemoryRecord] = []
        frontier = [m.id]
        merged: list[MemoryRecord] = []
        while frontier:
            for rec in ctx.store.replaced_by(frontier.pop()):
                if rec.id in seen:
                    continue
                seen.add(rec.id)
                (merged if rec.status == "merged" else predecessors).append(rec)
                if rec.status != "merged":
                    frontier.append(rec.id)
        links = []
        for newer, older, kind, at, evidence, settled_at in ctx.store.links_of(m.id):
            out = newer == m.id
            links.append(
                Link(
                    kind=kind,
                    direction="out" if out else "in",
                    other=ctx.store.get(older if out else newer),
                    at=at,
                    evidence=evidence,
                    settled_at=settled_at,
                )
            )
        return Explanation(
            memory=m,
            episodes=tuple(ctx.store.episodes_of(m.id)),
            predecessors=tuple(predecessors),
            successors=tuple(successors),
            merged_from=tuple(merged),
            links=tuple(links),
            outcomes=tuple(
                sorted(
                    [*ctx.store.outcomes_of(m.id), *outcome_rows.merged_outcomes(ctx.store, m.id)],
                    key=lambda o: (o.at, o.id),
                )
            ),
            anchors=tuple(ctx.store.anchors_of([m.id]).get(m.id, ())),
            history=tuple(ctx.store.history_of(m.id)),
        )


def export(ctx: MemoryContext, *, live_only: bool = False) -> Iterator[dict[str, Any]]:
    """Every memory (or every live one) with its evidence, outcome rows, anchors and
    injections, as JSON-ready dicts (export format retain.memory.history.EXPORT_FORMAT).
    Live only, a belief also carries the outcome rows of the memories merged into it,
    which the export leaves out."""
    from retain import format as fmt

    store = ctx.store
    merged: dict[int, list[MemoryRecord]] = {}

    def records(batch: list[MemoryRecord]) -> Iterator[dict[str, Any]]:
        ids = [m.id for m in batch]
        anchors, usage = store.anchors_of(ids), store.usage_counts(ids)
        shown, found = store.injections_of(ids), store.found_uses_of(ids)
        for m in batch:
            record = fmt.to_jsonable(m)
            record["episodes"] = fmt.to_jsonable(store.episodes_of(m.id))
            outcomes = store.outcomes_of(m.id)
            if live_only:
                rows = outcome_rows.merged_outcomes(store, m.id, merged)
                outcomes = outcome_rows.with_merged(outcomes, rows)
            extra = history.exported(
                outcomes,
                anchors.get(m.id, []),
                usage.get(m.id, (0, 0)),
                shown.get(m.id, []),
                found.get(m.id, []),
                store.history_of(m.id),
            )
            yield {"format": extra.pop("format"), **record, **extra}

    with store.session():
        if live_only:
            merged.update(outcome_rows.merged_by_keeper(store))
        batch: list[MemoryRecord] = []
        for m in store.iter_memories(live_only=live_only):
            batch.append(m)
            if len(batch) == EXPORT_BATCH:
                yield from records(batch)
                batch = []
        yield from records(batch)
