"""The in-memory vector index: every vector of one model in a float32 matrix, with the
scope beside it, refreshed incrementally from the store. Imports numpy."""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

import numpy as np

from retain.vectors.embed import unpack

if TYPE_CHECKING:
    from retain.store.base import Store, VectorRow

SYNC_SECONDS = 5.0  # how often a warm index looks for vectors that arrived out of order


class VectorIndex:
    """All vectors of one model in a float32 matrix, refreshed incrementally.

    Scope and project never change for a memory, so they live beside the vectors and
    the scope mask costs no SQL; status and time are checked on the few candidates.
    """

    def __init__(self, model: str, dim: int) -> None:
        self.model, self.dim = model, dim
        self._matrix = np.zeros((0, dim), dtype=np.float32)
        self._ids = np.zeros(0, dtype=np.int64)
        self._codes = np.zeros(0, dtype=np.int32)  # 0 = user scope, else a project code
        self._row_of: dict[int, int] = {}
        self._project_codes: dict[str, int] = {}
        self._hash_of: dict[int, str] = {}  # content hash each loaded vector was made from
        self._last_rowid = 0  # highest memory id loaded (embeddings are keyed by memory id)
        self._size = 0
        self._synced_at = 0.0
        self._synced_count = 0
        self._stale = False
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return self._size

    def refresh(self, store: Store) -> None:
        """Load vectors added since the last call (memory ids above any seen so far) and,
        every SYNC_SECONDS or when marked stale, any vector that arrived out of order: a
        back-filled older memory, or one re-embedded after its text changed."""
        with self._lock:
            first = self._last_rowid == 0
            self._load(store.load_vectors(self.model, after_id=self._last_rowid))
            now = time.monotonic()
            if first:
                self._synced_at, self._synced_count = now, store.count_vectors(self.model)
            elif self._stale or now - self._synced_at >= SYNC_SECONDS:
                self._sync(store, full=self._stale)
                self._synced_at, self._stale = now, False

    def mark_stale(self) -> None:
        """Vectors changed below the newest id (backfill): check them on the next refresh."""
        self._stale = True

    def _sync(self, store: Store, *, full: bool) -> None:
        """Compare every (id, content hash) with what is loaded. Without `full`, only when
        the number of vectors changed (~6 ms to count at 100k; the comparison ~90 ms).
        A re-embed by another process (same count) is therefore seen only after `full`
        syncs or a restart; a back-fill in this process marks the index stale."""
        count = store.count_vectors(self.model)
        if not full and count == self._synced_count:
            return
        self._synced_count = count
        rows = store.vector_hashes(self.model)  # ids and hashes only, no vector blobs
        need = [mid for mid, h in rows if self._hash_of.get(mid) != h]
        for start in range(0, len(need), 500):
            self._load(store.load_vectors(self.model, ids=need[start : start + 500]))

    def _load(self, rows: list[VectorRow]) -> None:
        if not rows:
            return
        self._grow(self._size + len(rows))
        for mid, blob, dim, content_hash, scope, project in rows:
            self._last_rowid = max(self._last_rowid, mid)
            if dim != self.dim:
                continue
            code = (
                0
                if scope == "user"
                else self._project_codes.setdefault(project or "", len(self._project_codes) + 1)
            )
            row = self._row_of.get(mid)
            if row is None:
                row = self._size
                self._size += 1
                self._row_of[mid] = row
            self._matrix[row] = unpack(blob, self.dim)
            self._ids[row] = mid
            self._codes[row] = code
            self._hash_of[mid] = content_hash

    def add(self, ids: list[int], vectors: np.ndarray, project_ids: list[str | None]) -> None:
        """Put vectors in directly (no database): benchmarks and bulk loads.
        A project id of None means user scope."""
        with self._lock:
            self._grow(self._size + len(ids))
            for mid, vec, project in zip(ids, vectors, project_ids):
                row = self._row_of.get(mid)
                if row is None:
                    row = self._size
                    self._size += 1
                    self._row_of[mid] = row
                self._matrix[row] = vec
                self._ids[row] = mid
                self._codes[row] = (
                    0
                    if project is None
                    else self._project_codes.setdefault(project or "", len(self._project_codes) + 1)
                )

    def _grow(self, need: int) -> None:
        cap = self._matrix.shape[0]
        if need <= cap:
            return
        new_cap = max(need, cap * 2, 64)
        m = np.zeros((new_cap, self.dim), dtype=np.float32)
        m[: self._size] = self._matrix[: self._size]
        ids = np.zeros(new_cap, dtype=np.int64)
        ids[: self._size] = self._ids[: self._size]
        codes = np.zeros(new_cap, dtype=np.int32)
        codes[: self._size] = self._codes[: self._size]
        self._matrix, self._ids, self._codes = m, ids, codes

    def vector(self, memory_id: int) -> np.ndarray | None:
        row = self._row_of.get(memory_id)
        return None if row is None else self._matrix[row]

    def vectors(self, memory_ids: list[int]) -> tuple[list[int], np.ndarray]:
        """The ids that have a vector, and their vectors as one (n, dim) matrix."""
        rows = [(mid, self._row_of[mid]) for mid in memory_ids if mid in self._row_of]
        return [mid for mid, _ in rows], self._matrix[[r for _, r in rows]]

    def nearest(self, query: np.ndarray, project_id: str | None, n: int) -> list[tuple[int, float]]:
        """Top-n (memory id, cosine) among user memories and the project's."""
        with self._lock:
            size = self._size
            if size == 0:
                return []
            # einsum's single-threaded loop, not BLAS: a matrix-vector product is memory-
            # bound, and multi-threaded sgemv stalls for milliseconds on a busy machine
            # (10k rows: 0.7 ms vs 3-8 ms measured with a second process on the core).
            sims = np.einsum("ij,j->i", self._matrix[:size], query.astype(np.float32))
            code = self._project_codes.get(project_id) if project_id is not None else None
            # Mask only when some rows belong to another project (the common single-
            # project store skips a pass over every row).
            if len(self._project_codes) > (0 if code is None else 1):
                codes = self._codes[:size]
                mask = codes == 0 if code is None else (codes == 0) | (codes == code)
                sims = np.where(mask, sims, -2.0)
            n = min(n, size)
            top = np.argpartition(-sims, n - 1)[:n]
            top = top[np.argsort(-sims[top])]
            return [(int(self._ids[i]), float(sims[i])) for i in top if sims[i] > -2.0]
