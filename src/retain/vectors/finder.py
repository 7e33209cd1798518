"""Nearest neighbours by meaning: one finder for the write gate and the sleep pass.

The core asks for neighbours through `Finder` (a protocol of five operations) and never
touches the index or numpy itself; `Vectors` is the one implementation, over the warm
in-memory `VectorIndex`. `Memory.finder()` gives the facade's (the write gate's and
search's), `open_vectors` the sleep pass's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from retain import config

if TYPE_CHECKING:
    import numpy as np

    from retain.store.base import Store
    from retain.vectors.embed import Embedder
    from retain.vectors.index import VectorIndex

NEIGHBOURS = 8  # nearest memories by meaning compared per observation or belief (x3)
NEAREST_CHUNK = 128  # memories per matrix product in nearest_many (a 100k x 128 float block)


class Finder(Protocol):
    """What the core asks of vectors."""

    def of_text(self, text: str) -> np.ndarray | None: ...
    def of_memory(self, store: Store, memory_id: int) -> np.ndarray | None: ...
    def vector(self, memory_id: int) -> np.ndarray | None: ...
    def nearest(
        self, store: Store, vec: np.ndarray, project_id: str | None, n: int = ...
    ) -> list[tuple[int, float]]: ...

    def nearest_many(
        self, store: Store, queries: Sequence[tuple[int, str | None]], floor: float
    ) -> dict[int, list[tuple[int, float]]]: ...

    def save(self, store: Store, memory_id: int, text: str) -> None: ...


class Vectors:
    """The Finder: vectors of one model, stored ones for memories (a warm VectorIndex) and
    fresh ones for new texts when an embedder is at hand. Only constructed when vectors
    exist, so numpy stays optional."""

    def __init__(
        self, model: str, dim: int, embedder: Embedder | None, *, index: Any = None
    ) -> None:
        from retain.vectors.index import VectorIndex

        self.embedder = embedder
        # `index`: another implementation of VectorIndex's interface (a team store's
        # retain.vectors.server_index.ServerIndex asks pgvector instead of holding a matrix)
        self.index: VectorIndex = index if index is not None else VectorIndex(model, dim)

    def of_text(self, text: str) -> np.ndarray | None:
        return None if self.embedder is None else self.embedder.embed([text])[0]

    def of_memory(self, store: Store, memory_id: int) -> np.ndarray | None:
        self.index.refresh(store)
        return self.index.vector(memory_id)

    def vector(self, memory_id: int) -> np.ndarray | None:
        """A stored vector as last loaded (no refresh)."""
        return self.index.vector(memory_id)

    def nearest(
        self, store: Store, vec: np.ndarray, project_id: str | None, n: int = NEIGHBOURS * 3
    ) -> list[tuple[int, float]]:
        """Top-n (memory id, cosine) among user memories and `project_id`'s, refreshed."""
        self.index.refresh(store)
        return self.index.nearest(vec, project_id, n)

    def nearest_many(
        self, store: Store, queries: Sequence[tuple[int, str | None]], floor: float
    ) -> dict[int, list[tuple[int, float]]]:
        """nearest() for many stored memories (id, project of the lookup) at once, keeping
        only cosines >= `floor` (what neighbours() would keep).

        One matrix product per chunk reads every vector once per chunk instead of once per
        memory: at 100k vectors a lookup alone reads 150 MB, so a batch of 400 would take
        seconds one by one."""
        import numpy as np

        self.index.refresh(store)
        found = ((mid, pid, self.index.vector(mid)) for mid, pid in queries)
        wanted = [(mid, pid, v) for mid, pid, v in found if v is not None]
        if not wanted:
            return {}
        rows = store.vector_projects(self.index.model)
        ids, matrix = self.index.vectors([r[0] for r in rows])
        if not ids:
            return {}
        project_of = {r[0]: r[1] for r in rows}
        projects = np.array([project_of[i] or "" for i in ids], dtype=object)
        masks = {p: (projects == "") | (projects == (p or "")) for p in {p for _, p, _ in wanted}}
        ids_arr = np.array(ids, dtype=np.int64)
        n = NEIGHBOURS * 3
        out: dict[int, list[tuple[int, float]]] = {}
        for start in range(0, len(wanted), NEAREST_CHUNK):
            chunk = wanted[start : start + NEAREST_CHUNK]
            sims = matrix @ np.stack([v for _, _, v in chunk]).astype(np.float32).T
            for j, (mid, pid, _) in enumerate(chunk):
                col = sims[:, j]
                top = np.flatnonzero((col >= floor) & masks[pid])
                if len(top) > n:
                    top = top[np.argpartition(-col[top], n - 1)[:n]]
                top = top[np.lexsort((ids_arr[top], -col[top]))]
                out[mid] = [(int(ids_arr[i]), float(col[i])) for i in top]
        return out

    def save(self, store: Store, memory_id: int, text: str) -> None:
        """Give a new belief its vector now, so search and later passes can use it."""
        if self.embedder is None:
            return
        from retain.vectors.backfill import save

        save(store, self.embedder, memory_id, text)


def open_vectors(store: Store, embedder: Embedder | None) -> Vectors | None:
    """Vectors for this pass: the embedder's model, else the model of the newest stored
    vector (unless RETAIN_EMBEDDER=none), else None for the lexical path."""
    if embedder is not None:
        return Vectors(embedder.name, embedder.dim, embedder)
    try:
        if config.embedder_name() == "none":
            return None
    except Exception:
        return None
    newest = store.newest_vector_model()
    return None if newest is None else Vectors(newest[0], newest[1], None)
