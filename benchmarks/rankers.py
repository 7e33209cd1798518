"""The three rankings every quality harness compares, over one retain store.

bm25     retain's FTS5 BM25 alone (its query building and context weight; no coverage,
         no vectors, no quality)
vector   cosine over the store's vectors alone (MiniLM in the real runs)
default  retain's own ranking, exactly as `memory_search` runs it, without recording use
"""

from __future__ import annotations

from collections.abc import Callable

from retain import Memory
from retain.rank.search import CONTEXT_WEIGHT
from retain.vectors.index import VectorIndex

RANKERS = ("bm25", "vector", "default")

_INDEXES: dict[tuple[str, str], VectorIndex] = {}  # (db path, model) -> warm index


def rank_bm25(mem: Memory, question: str, project: str | None, depth: int, now: float) -> list[int]:
    rows = mem.store.lexical_visible(
        question, project_id=project, at=None, limit=depth, context_weight=CONTEXT_WEIGHT
    )
    return [mid for mid, _ in rows]


def rank_vector(
    mem: Memory, question: str, project: str | None, depth: int, now: float
) -> list[int]:
    slot = mem.embedder_slot
    embedder = slot.get() if slot is not None else None
    if embedder is None:
        return []
    key = (str(mem.path), embedder.name)
    index = _INDEXES.get(key)
    if index is None:
        index = _INDEXES[key] = VectorIndex(embedder.name, embedder.dim)
    with mem.session():
        index.refresh(mem.store)
        ids = [mid for mid, _ in index.nearest(embedder.embed([question])[0], project, depth * 2)]
        live = mem.store.visible(ids, project_id=project, at=None)
    return [mid for mid in ids if mid in live][:depth]


def rank_default(
    mem: Memory, question: str, project: str | None, depth: int, now: float
) -> list[int]:
    hits = mem.search(question, k=depth, project=project, record_use=False, now=now)
    return [h.memory.id for h in hits]


RANK_FUNCS: dict[str, Callable[[Memory, str, str | None, int, float], list[int]]] = {
    "bm25": rank_bm25,
    "vector": rank_vector,
    "default": rank_default,
}
