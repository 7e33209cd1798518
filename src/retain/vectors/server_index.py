"""Nearest neighbours asked of the team store's pgvector index instead of a matrix in
RAM: what VectorIndex offers (nearest, vector, vectors), each a query on the server.

Used once the store holds SERVER_INDEX_FROM vectors of the model: below that, loading
them all into a VectorIndex is cheap and exact; above it every process (a CLI search, a
hook-spawned sleep pass) would first pull tens of megabytes over the network.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from retain.vectors.embed import pack, unpack

SERVER_INDEX_FROM = 5_000  # vectors; below, VectorIndex loads them all (~0.2 s at 5k)


class ServerIndex:
    """The VectorIndex interface over PostgresStore.nearest_vectors (HNSW when the width
    has an index, retain.store.pg_migrations.VECTOR_INDEX_DIMS)."""

    def __init__(self, model: str, dim: int) -> None:
        self.model, self.dim = model, dim
        self._store: Any = None
        self._size = 0

    def __len__(self) -> int:
        """0 when the store holds none of the model's vectors the caller may see, else 1:
        search asks only whether there are any, and counting them all is a scan of
        every visible row under row-level security (~0.5 s at 100k), once per search."""
        return self._size

    def refresh(self, store: Any) -> None:
        self._store = store
        self._size = store.count_vectors(self.model, upto=1)

    def mark_stale(self) -> None:
        """Nothing is cached here: every question goes to the server."""

    def nearest(self, query: np.ndarray, project_id: str | None, n: int) -> list[tuple[int, float]]:
        if self._store is None:
            return []
        return list(self._store.nearest_vectors(self.model, self.dim, pack(query), project_id, n))

    def vectors(self, memory_ids: list[int]) -> tuple[list[int], np.ndarray]:
        if self._store is None or not memory_ids:
            return [], np.zeros((0, self.dim), dtype=np.float32)
        rows = [r for r in self._store.load_vectors(self.model, ids=memory_ids) if r[2] == self.dim]
        got = {r[0]: unpack(r[1], self.dim) for r in rows}
        ids = [mid for mid in memory_ids if mid in got]
        if not ids:
            return [], np.zeros((0, self.dim), dtype=np.float32)
        return ids, np.stack([got[mid] for mid in ids])

    def vector(self, memory_id: int) -> np.ndarray | None:
        ids, mat = self.vectors([memory_id])
        return mat[0] if ids else None
