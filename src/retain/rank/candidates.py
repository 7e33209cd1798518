"""What memory_search ranks: the query (`Query`), a candidate with its evidence
(`Candidate`, which says why it ranks: `reason`; its evidence fused into one relevance:
`relevance`), which memories a query may see (`visible`), and the three ways candidates
are gathered: the best word matches (`lexical`, `filtered_lexical`) and the memories
recorded on a date the query names (`dated`). The pool sizes are retain.rank.search's
(LEX_POOL, LEX_OVERFETCH, CONTEXT_WEIGHT, DATE_POOL), passed in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from retain.models import MemoryRecord
from retain.rank import core, when

if TYPE_CHECKING:
    from retain.store.base import Store


@dataclass(frozen=True)
class Query:
    text: str
    project_id: str | None
    k: int = 5
    at: float | None = None
    kind: str | None = None
    valence: str | None = None
    # Branches whose confined memories are visible (retain.branch.visible_branches).
    branches: tuple[str, ...] = ()


@dataclass
class Candidate:
    memory: MemoryRecord
    lexical: float | None  # None: no word of the query matched
    cosine: float | None  # None: no vector
    date: float
    score: float = 0.0
    sibling_of: int | None = None  # a better match recorded next to this one
    weak: bool = False  # found by meaning alone below search.DENSE_MIN (nothing else matched)

    def reason(self) -> str:
        parts = ["weak match (meaning only, nothing closer)"] if self.weak else []
        if self.lexical is not None:
            parts.append(f"words {self.lexical:.2f}")
        if self.cosine is not None:
            parts.append(f"meaning {self.cosine:.2f}")
        if self.date:
            parts.append("date named in the query")
        if self.sibling_of is not None:
            parts.append(f"recorded next to [{self.sibling_of}]")
        m = self.memory
        parts.append(f"confidence {m.confidence:.2f}")
        if m.n_success or m.n_failure:
            parts.append(f"outcomes {m.n_success}+/{m.n_failure}-")
        return ", ".join(parts)


def relevance(p: core.Profile, c: Candidate, lex_weight: float, use_vectors: bool) -> float:
    """Relevance before belief quality (retain.rank.core.fuse): words (by their trust),
    meaning (a memory without a vector has none), date. Without vectors, words alone."""
    cos = (core.NO_VECTOR if c.cosine is None else c.cosine) if use_vectors else None
    return core.fuse(p, c.lexical or 0.0, cos, words_weight=lex_weight, date=c.date)


def visible(store: Store, q: Query, ids: list[int]) -> dict[int, MemoryRecord]:
    """The memories among `ids` that `q` may see: its scope, time, kind, valence, branches."""
    return store.visible(
        ids, project_id=q.project_id, at=q.at, kind=q.kind, valence=q.valence, branches=q.branches
    )


def dated(store: Store, q: Query, spans: list[when.Span], *, limit: int) -> set[int]:
    """Memories recorded on the days or months the query names (at most `limit` a
    span), so "what happened on 12 March?" has candidates even when no word of it
    matches."""
    out: set[int] = set()
    for span in spans:
        if span.weight >= when.MONTH_WEIGHT:
            out.update(
                store.created_between(
                    span.start,
                    span.end,
                    project_id=q.project_id,
                    at=q.at,
                    limit=limit,
                    branches=q.branches,
                )
            )
    return out


def lexical(
    store: Store, q: Query, text: str, *, pool: int, overfetch: float, context_weight: float
) -> list[tuple[int, float]]:
    """Best BM25 matches, `overfetch` times `pool` from FTS alone, filtered by the caller;
    with a kind or valence filter (rarer matches) FTS is joined with the filters
    directly."""
    if q.kind is not None or q.valence is not None:
        return filtered_lexical(store, text, q, pool=pool, context_weight=context_weight)
    limit = int(pool * overfetch)
    return store.lexical_ranked(text, limit=limit, context_weight=context_weight)


def filtered_lexical(
    store: Store, text: str, q: Query, *, pool: int, context_weight: float
) -> list[tuple[int, float]]:
    """Up to `pool` word matches among the memories passing every filter of the query."""
    return store.lexical_visible(
        text,
        project_id=q.project_id,
        at=q.at,
        limit=pool,
        kind=q.kind,
        valence=q.valence,
        context_weight=context_weight,
        branches=q.branches,
    )
