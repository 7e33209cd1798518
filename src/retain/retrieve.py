"""Ranking: lexical and semantic candidates, fused, weighed by belief quality, diversified.

Relevance of a memory to a query, each part in [0, 1]:
  lexical  BM25 over the text (and, at CONTEXT_WEIGHT, the memory's context), scaled by
           the best BM25 of this query, blended with plain query-word coverage, which
           stays meaningful in a store of a dozen memories where BM25's IDF collapses.
           Its weight depends on the query: when no memory covers more than a few of the
           query's words (a paraphrase, a symptom), the best BM25 hit is still scaled to
           1 but means little, so the lexical part fades and meaning decides;
  meaning  cosine of MiniLM vectors, rescaled so that DENSE_FLOOR (unrelated text) is 0;
  date     when the query names a date ("on 9 May 2023", "in March", "last week"),
           memories recorded then get a bonus weighted by how specific the date was.
    relevance = LEX_WEIGHT * lexical confidence * lexical + (1 - LEX_WEIGHT) * meaning
                + DATE_WEIGHT * date
is multiplied by belief quality (confidence, outcomes, strength, recency), and the top
is diversified with maximal marginal relevance. Without vectors, relevance is lexical
plus date. Candidates: the best BM25 matches, the nearest vectors, and memories recorded
on a day or month the query names. Every weight here was chosen on half of LoCoMo and
checked on the other half and on the coding-agent cases (BENCHMARKS.md).

Imports numpy (through the vector index); the SessionStart hook does not use this module.
"""

from __future__ import annotations

import sqlite3
import threading
import time
from dataclasses import dataclass

import numpy as np

from retain import lifecycle, when
from retain import text as textmod
from retain.models import Hit, MemoryRecord
from retain.store import queries as store
from retain.vectors.embed import unpack

LEX_POOL = 100  # BM25 candidates considered per query
LEX_OVERFETCH = 1.2  # FTS alone returns this many times LEX_POOL; out-of-scope ones drop out
DENSE_POOL = 100  # nearest vectors considered per query
CONTEXT_WEIGHT = 0.4  # a word matched in a memory's context counts this much of one in its text
BM25_SHARE = 0.7  # within the lexical score: BM25 vs plain query-word coverage
LEX_WEIGHT = 0.5  # share of relevance from words when vectors are available
# Lexical confidence: the best query-word coverage among lexical hits, mapped so that
# LEX_DOUBT or less (one word of a five-word question) gives 0 and LEX_SURE or more gives 1.
LEX_DOUBT = 0.2
LEX_SURE = 0.5
DENSE_FLOOR = 0.2  # cosine at or below this carries no evidence of relevance (MiniLM)
# A memory found only by vectors must reach this cosine to count at all. 0.3 cut a real
# paraphrase (0.27); at 0.25 LoCoMo and the coding-agent set score exactly the same.
DENSE_MIN = 0.25
DATE_WEIGHT = 0.2  # bonus for a memory recorded at a date the query names (day-specific)
DATE_POOL = 50  # memories recorded on a named day or month added as candidates
QUALITY_WEIGHT = 0.3  # how far belief quality can move a relevance score
SYNC_SECONDS = 5.0  # how often a warm index looks for vectors that arrived out of order
MMR_POOL = 50  # top candidates diversification chooses from (independent of k)
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
        self._hash_of: dict[int, str] = {}  # content hash each loaded vector was made from
        self._last_rowid = 0  # highest memory id loaded (embeddings are keyed by memory id)
        self._size = 0
        self._synced_at = 0.0
        self._synced_count = 0
        self._stale = False
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return self._size

    def refresh(self, conn: sqlite3.Connection) -> None:
        """Load vectors added since the last call (memory ids above any seen so far) and,
        every SYNC_SECONDS or when marked stale, any vector that arrived out of order: a
        back-filled older memory, or one re-embedded after its text changed."""
        with self._lock:
            first = self._last_rowid == 0
            self._load(conn, "e.memory_id > ?", [self._last_rowid])
            now = time.monotonic()
            if first:
                self._synced_at, self._synced_count = now, self._count(conn)
            elif self._stale or now - self._synced_at >= SYNC_SECONDS:
                self._sync(conn, full=self._stale)
                self._synced_at, self._stale = now, False

    def mark_stale(self) -> None:
        """Vectors changed below the newest id (backfill): check them on the next refresh."""
        self._stale = True

    def _count(self, conn: sqlite3.Connection) -> int:
        row = conn.execute("SELECT count(*) FROM embeddings WHERE model = ?", (self.model,))
        return int(row.fetchone()[0])

    def _sync(self, conn: sqlite3.Connection, *, full: bool) -> None:
        """Compare every (id, content hash) with what is loaded. Without `full`, only when
        the number of vectors changed (~6 ms to count at 100k; the comparison ~90 ms).
        A re-embed by another process (same count) is therefore seen only after `full`
        syncs or a restart; a back-fill in this process marks the index stale."""
        count = self._count(conn)
        if not full and count == self._synced_count:
            return
        self._synced_count = count
        # Covered by the embeddings_model index: ids and hashes only, no vector blobs.
        rows = conn.execute(
            "SELECT memory_id, content_hash FROM embeddings WHERE model = ?", (self.model,)
        ).fetchall()
        need = [mid for mid, h in rows if self._hash_of.get(mid) != h]
        for start in range(0, len(need), 500):
            chunk = need[start : start + 500]
            self._load(conn, f"e.memory_id IN ({','.join('?' * len(chunk))})", chunk)

    def _load(self, conn: sqlite3.Connection, where: str, params: list[int]) -> None:
        rows = conn.execute(
            "SELECT e.memory_id, e.vector, e.dim, e.content_hash, m.scope, m.project_id "
            "FROM embeddings e JOIN memories m ON m.id = e.memory_id "
            f"WHERE {where} AND e.model = ? AND e.vector IS NOT NULL ORDER BY e.memory_id",
            (*params, self.model),
        ).fetchall()
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
                    else self._project_codes.setdefault(project, len(self._project_codes) + 1)
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


@dataclass(frozen=True)
class Query:
    text: str
    project_id: str | None
    k: int = 5
    at: float | None = None
    kind: str | None = None
    valence: str | None = None


@dataclass
class _Candidate:
    memory: MemoryRecord
    lexical: float | None  # None: no word of the query matched
    cosine: float | None  # None: no vector
    date: float
    score: float = 0.0

    def reason(self) -> str:
        parts = []
        if self.lexical is not None:
            parts.append(f"words {self.lexical:.2f}")
        if self.cosine is not None:
            parts.append(f"meaning {self.cosine:.2f}")
        if self.date:
            parts.append("date named in the query")
        m = self.memory
        parts.append(f"confidence {m.confidence:.2f}")
        if m.n_success or m.n_failure:
            parts.append(f"outcomes {m.n_success}+/{m.n_failure}-")
        return ", ".join(parts)


def search(
    conn: sqlite3.Connection,
    q: Query,
    *,
    now: float,
    index: VectorIndex | None = None,
    query_vec: np.ndarray | None = None,
) -> list[Hit]:
    """Rank the memories visible to `q` (scope, time, filters); [] means nothing relevant."""
    spans = when.query_spans(q.text, now)
    match = textmod.fts_query(when.strip_dates(q.text) if spans else q.text)
    raw_lex = _lexical(conn, q, match) if match is not None else []
    dense: dict[int, float] = {}
    use_vectors = index is not None and query_vec is not None and len(index) > 0
    if use_vectors:
        assert index is not None and query_vec is not None
        dense = dict(index.nearest(query_vec, q.project_id, DENSE_POOL))
    pool = {m for m, _ in raw_lex} | {m for m, s in dense.items() if s >= DENSE_MIN}
    dated = _dated(conn, q, spans)
    pool |= dated
    if not pool:
        return []
    # One query both filters (scope, time, kind, valence) and loads the candidates.
    records = store.get_visible(
        conn, sorted(pool), project_id=q.project_id, at=q.at, kind=q.kind, valence=q.valence
    )
    bm25 = dict([(m, s) for m, s in raw_lex if m in records][:LEX_POOL])
    if len(bm25) < LEX_POOL // 2 and len(raw_lex) == int(LEX_POOL * LEX_OVERFETCH):
        # Most of the best lexical matches are out of scope: ask FTS for visible ones only.
        assert match is not None
        bm25 = dict(_filtered_fts(conn, match, q))
        extra = [m for m in bm25 if m not in records]
        records.update(store.get_visible(conn, extra, project_id=q.project_id, at=q.at))
    records = {
        m: r
        for m, r in records.items()
        if m in bm25 or dense.get(m, -1.0) >= DENSE_MIN or m in dated
    }
    if not records:
        return []
    if use_vectors:
        assert index is not None and query_vec is not None
        missing = [mid for mid in records if mid not in dense]
        if missing:
            ids, mat = index.vectors(missing)
            dense.update(zip(ids, np.einsum("ij,j->i", mat, query_vec).tolist()))
    max_bm25 = max((bm25[m] for m in records if m in bm25), default=0.0) or 1.0
    q_stems = textmod.stems(when.strip_dates(q.text) if spans else q.text)
    coverage = {mid: textmod.coverage(q_stems, records[mid].text) for mid in bm25}
    sure = max(coverage.values(), default=0.0)
    lex_weight = LEX_WEIGHT * min(1.0, max(0.0, (sure - LEX_DOUBT) / (LEX_SURE - LEX_DOUBT)))
    cands: list[_Candidate] = []
    for mid, m in records.items():
        lex = None
        if mid in bm25:
            lex = BM25_SHARE * bm25[mid] / max_bm25 + (1 - BM25_SHARE) * coverage.get(mid, 0.0)
        cos = dense.get(mid) if use_vectors else None
        c = _Candidate(m, lex, cos, when.date_match(spans, m.created_at) if spans else 0.0)
        if use_vectors:
            meaning = 0.0 if cos is None else max(0.0, (cos - DENSE_FLOOR) / (1.0 - DENSE_FLOOR))
            rel = lex_weight * (lex or 0.0) + (1.0 - LEX_WEIGHT) * meaning
        else:
            rel = lex or 0.0
        rel += DATE_WEIGHT * c.date
        c.score = rel * (1.0 - QUALITY_WEIGHT + QUALITY_WEIGHT * lifecycle.quality(m, now))
        cands.append(c)
    cands.sort(key=lambda c: (-c.score, -c.memory.id))
    picked = _diversify(cands[:MMR_POOL], q.k, index if use_vectors else None)
    return [Hit(memory=c.memory, score=round(c.score, 4), reason=c.reason()) for c in picked]


def _dated(conn: sqlite3.Connection, q: Query, spans: list[when.Span]) -> set[int]:
    """Memories recorded on the days or months the query names, so "what happened on
    12 March?" has candidates even when no word of it matches."""
    out: set[int] = set()
    for span in spans:
        if span.weight >= when.MONTH_WEIGHT:
            out.update(
                store.created_between(
                    conn, span.start, span.end, project_id=q.project_id, at=q.at, limit=DATE_POOL
                )
            )
    return out


def _lexical(conn: sqlite3.Connection, q: Query, match: str) -> list[tuple[int, float]]:
    """Best BM25 matches, over-fetched from FTS alone and filtered by the caller; with a
    kind or valence filter (rarer matches) FTS is joined with the filters directly."""
    if q.kind is not None or q.valence is not None:
        return _filtered_fts(conn, match, q)
    limit = int(LEX_POOL * LEX_OVERFETCH)
    return store.fts_ranked(conn, match, limit=limit, context_weight=CONTEXT_WEIGHT)


def _diversify(pool: list[_Candidate], k: int, index: VectorIndex | None) -> list[_Candidate]:
    """Maximal marginal relevance over the pool, dropping near-duplicates.

    Greedy, so the first k of a larger k are the same results: a caller paging with a
    larger k sees the same top."""
    if not pool:
        return []
    sim = _similarities([c.memory for c in pool], index)
    top = pool[0].score or 1.0
    rel = np.array([c.score / top for c in pool])
    max_sim = np.zeros(len(pool))
    alive = np.ones(len(pool), dtype=bool)
    picked: list[_Candidate] = []
    while len(picked) < k and alive.any():
        value = np.where(alive, MMR_LAMBDA * rel - (1.0 - MMR_LAMBDA) * max_sim, -np.inf)
        i = int(np.argmax(value))
        picked.append(pool[i])
        alive[i] = False
        max_sim = np.maximum(max_sim, sim[i])
        alive &= max_sim < MMR_DUPLICATE
    return picked


def _similarities(memories: list[MemoryRecord], index: VectorIndex | None) -> np.ndarray:
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
                sim[i, j] = sim[j, i] = len(a & b) / len(a | b) if a and b else 0.0
    np.fill_diagonal(sim, 1.0)
    return sim


def _filtered_fts(conn: sqlite3.Connection, match: str, q: Query) -> list[tuple[int, float]]:
    """FTS joined with every filter of the query (scope, time, kind, valence)."""
    return store.fts_candidates(
        conn,
        match,
        project_id=q.project_id,
        at=q.at,
        limit=LEX_POOL,
        kind=q.kind,
        valence=q.valence,
        context_weight=CONTEXT_WEIGHT,
    )
