"""Maximal marginal relevance over memory_search's best candidates: each next result
trades its relevance against its similarity to those already picked, and near-duplicates
of a picked one are dropped. The weights are retain.rank.search's (MMR_LAMBDA,
MMR_DUPLICATE), passed in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeVar

import numpy as np

from retain import text as textmod
from retain.models import MemoryRecord

if TYPE_CHECKING:
    from retain.vectors.index import VectorIndex


class Ranked(Protocol):
    """A candidate as diversification reads it: its memory and its score."""

    @property
    def memory(self) -> MemoryRecord: ...
    @property
    def score(self) -> float: ...


C = TypeVar("C", bound=Ranked)


def diversify(
    pool: list[C], k: int, index: VectorIndex | None, *, lam: float, duplicate: float
) -> list[C]:
    """Maximal marginal relevance over the pool (`lam`: relevance vs novelty), dropping
    results at least `duplicate` similar to one already picked.

    Greedy, so the first k of a larger k are the same results: a caller paging with a
    larger k sees the same top."""
    if not pool:
        return []
    sim = similarities([c.memory for c in pool], index)
    top = pool[0].score or 1.0
    rel = np.array([c.score / top for c in pool])
    max_sim = np.zeros(len(pool))
    alive = np.ones(len(pool), dtype=bool)
    picked: list[C] = []
    while len(picked) < k and alive.any():
        value = np.where(alive, lam * rel - (1.0 - lam) * max_sim, -np.inf)
        i = int(np.argmax(value))
        picked.append(pool[i])
        alive[i] = False
        max_sim = np.maximum(max_sim, sim[i])
        alive &= max_sim < duplicate
    return picked


def similarities(memories: list[MemoryRecord], index: VectorIndex | None) -> np.ndarray:
    """Pairwise similarity of the pool: cosine where both have vectors, else word overlap."""
    n = len(memories)
    sim = np.zeros((n, n))
    has_vec = np.zeros(n, dtype=bool)
    if index is not None:
        ids, mat = index.vectors([m.id for m in memories])
        if ids:
            row_of = {mid: i for i, mid in enumerate(ids)}
            rows = [row_of.get(m.id) for m in memories]
            has_vec = np.array([r is not None for r in rows])
            full = np.zeros((n, mat.shape[1]), dtype=np.float32)
            full[has_vec] = mat[[r for r in rows if r is not None]]
            sim = (full @ full.T).astype(np.float64)
    if not has_vec.all():
        toks = [set(textmod.content_tokens(m.text)) for m in memories]
        for i in range(n):
            for j in range(i + 1, n):
                if has_vec[i] and has_vec[j]:
                    continue
                a, b = toks[i], toks[j]
                sim[i, j] = sim[j, i] = textmod.set_jaccard(a, b)
    np.fill_diagonal(sim, 1.0)
    return sim
