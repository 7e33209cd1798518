"""Ranking: lexical and semantic candidates, fused, weighed by belief quality, diversified.

Imports numpy (through the vector index); the SessionStart hook does not use this module.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass

import numpy as np

from . import lifecycle, store
from . import text as textmod
from .embed import unpack
from .models import Hit, MemoryRecord

LEX_POOL = 100  # BM25 candidates considered per query
DENSE_POOL = 100  # nearest vectors considered per query
BM25_SHARE = 0.5  # within the lexical score: BM25 vs plain query-word coverage
LEX_WEIGHT = 0.5  # share of relevance from BM25 when both signals are present
DENSE_FLOOR = 0.2  # cosine at or below this carries no evidence of relevance (MiniLM)
DENSE_MIN = 0.35  # a memory found only by vectors must reach this cosine to count at all
QUALITY_WEIGHT = 0.3  # how far belief quality can move a relevance score
MMR_LAMBDA = 0.85  # relevance vs novelty when picking the next result
MMR_DUPLICATE = 0.95  # results this similar to one already picked are dropped


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
        self._last_rowid = 0
        self._size = 0
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return self._size

    def refresh(self, conn: sqlite3.Connection) -> None:
        with self._lock:
            rows = conn.execute(
                "SELECT e.rowid, e.memory_id, e.vector, e.dim, m.scope, m.project_id "
                "FROM embeddings e JOIN memories m ON m.id = e.memory_id "
                "WHERE e.rowid > ? AND e.model = ? AND e.vector IS NOT NULL ORDER BY e.rowid",
                (self._last_rowid, self.model),
            ).fetchall()
            if not rows:
                return
            self._grow(self._size + len(rows))
            for rowid, mid, blob, dim, scope, project in rows:
                self._last_rowid = max(self._last_rowid, rowid)
                if dim != self.dim:
                    continue
                code = (
                    0
                    if scope == "user"
                    else self._project_codes.setdefault(project, len(self._project_codes) + 1)
                )
                row = self._row_of.get(mid)
                if row is None:
                    row = self._size
                    self._size += 1
                    self._row_of[mid] = row
                self._matrix[row] = unpack(blob, self.dim)
                self._ids[row] = mid
                self._codes[row] = code

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

    def nearest(self, query: np.ndarray, project_id: str | None, n: int) -> list[tuple[int, float]]:
        """Top-n (memory id, cosine) among user memories and the project's."""
        with self._lock:
            size = self._size
            if size == 0:
                return []
            sims = self._matrix[:size] @ query.astype(np.float32)
            code = self._project_codes.get(project_id) if project_id is not None else None
            codes = self._codes[:size]
            mask = codes == 0 if code is None else (codes == 0) | (codes == code)
            sims = np.where(mask, sims, -2.0)
            n = min(n, size)
            top = np.argpartition(-sims, n - 1)[:n]
            top = top[np.argsort(-sims[top])]
            return [(int(self._ids[i]), float(sims[i])) for i in top if sims[i] > -2.0]


@dataclass(frozen=True)
class Query:
    text: str
    project_id: str | None
    k: int = 5
    at: float | None = None
    kind: str | None = None
    valence: str | None = None


def search(
    conn: sqlite3.Connection,
    q: Query,
    *,
    now: float,
    index: VectorIndex | None = None,
    query_vec: np.ndarray | None = None,
) -> list[Hit]:
    """Rank the memories visible to `q` (scope, time, filters); [] means nothing relevant."""
    lexical: dict[int, float] = {}
    match = textmod.fts_query(q.text)
    if match is not None:
        lexical = dict(
            store.fts_candidates(
                conn,
                match,
                project_id=q.project_id,
                at=q.at,
                limit=LEX_POOL,
                kind=q.kind,
                valence=q.valence,
            )
        )
    dense: dict[int, float] = {}
    use_vectors = index is not None and query_vec is not None and len(index) > 0
    if use_vectors:
        assert index is not None and query_vec is not None
        dense = dict(index.nearest(query_vec, q.project_id, DENSE_POOL))
        for mid in lexical:
            if mid not in dense:
                v = index.vector(mid)
                if v is not None:
                    dense[mid] = float(v @ query_vec)
    pool = set(lexical) | {m for m, s in dense.items() if s >= DENSE_MIN}
    visible = store.visible_ids(
        conn, sorted(pool), project_id=q.project_id, at=q.at, kind=q.kind, valence=q.valence
    )
    if not visible:
        return []
    records = store.get_memories(conn, sorted(visible))
    max_lex = max(lexical.values(), default=0.0) or 1.0
    q_stems = textmod.stems(q.text)
    scored: list[tuple[float, MemoryRecord, str]] = []
    for mid, m in records.items():
        lex = 0.0
        if mid in lexical:
            lex = BM25_SHARE * lexical[mid] / max_lex + (1 - BM25_SHARE) * textmod.coverage(
                q_stems, m.text
            )
        cos = dense.get(mid)
        dense_part = 0.0 if cos is None else max(0.0, (cos - DENSE_FLOOR) / (1.0 - DENSE_FLOOR))
        if use_vectors and cos is not None:
            rel = LEX_WEIGHT * lex + (1.0 - LEX_WEIGHT) * dense_part
        else:
            rel = lex
        qual = lifecycle.quality(m, now)
        score = rel * (1.0 - QUALITY_WEIGHT + QUALITY_WEIGHT * qual)
        scored.append((score, m, _reason(lex if mid in lexical else None, cos, m)))
    scored.sort(key=lambda t: (-t[0], -t[1].id))
    picked = _diversify(scored, q.k, index if use_vectors else None)
    return [Hit(memory=m, score=round(s, 4), reason=r) for s, m, r in picked]


def _reason(lex: float | None, cos: float | None, m: MemoryRecord) -> str:
    parts = []
    if lex is not None:
        parts.append(f"words {lex:.2f}")
    if cos is not None:
        parts.append(f"meaning {cos:.2f}")
    parts.append(f"confidence {m.confidence:.2f}")
    if m.n_success or m.n_failure:
        parts.append(f"outcomes {m.n_success}+/{m.n_failure}-")
    return ", ".join(parts)


def _diversify(
    scored: list[tuple[float, MemoryRecord, str]], k: int, index: VectorIndex | None
) -> list[tuple[float, MemoryRecord, str]]:
    """Maximal marginal relevance over the top candidates, dropping near-duplicates."""
    pool = scored[: max(k * 4, 20)]
    picked: list[tuple[float, MemoryRecord, str]] = []
    top = pool[0][0] if pool else 1.0
    top = top or 1.0
    while pool and len(picked) < k:
        best_i, best_val = 0, -1e9
        for i, (s, m, _) in enumerate(pool):
            sim = max((_similarity(m, p[1], index) for p in picked), default=0.0)
            if sim >= MMR_DUPLICATE:
                continue
            val = MMR_LAMBDA * (s / top) - (1.0 - MMR_LAMBDA) * sim
            if val > best_val:
                best_i, best_val = i, val
        if best_val == -1e9:
            break
        picked.append(pool.pop(best_i))
    return picked


def _similarity(a: MemoryRecord, b: MemoryRecord, index: VectorIndex | None) -> float:
    if index is not None:
        va, vb = index.vector(a.id), index.vector(b.id)
        if va is not None and vb is not None:
            return float(va @ vb)
    return textmod.jaccard(a.text, b.text)
