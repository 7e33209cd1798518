"""PostgresStore's statements for vectors and the sleep pass's own (mixins of
retain.store.postgres.PostgresStore; the same operations, and the same rules, as
retain.store.sqlite_vectors and sqlite_sleep; the block's are in retain.store.pg_block,
what both stores' sleep passes run alike in retain.store.sleep_rows).

Vectors travel as packed little-endian float32 bytes, as everywhere in retain; on the
server they are a pgvector column, read back in pgvector's binary form (big-endian) and
byte-swapped, which costs far less than parsing its text form.
"""

from __future__ import annotations

import sys
from array import array
from collections.abc import Sequence
from typing import Any

from psycopg.rows import dict_row

from retain.store import pg_text
from retain.store.sleep_rows import REVIVABLE
from retain.store.statements import Statements

SAME_PROJECT = "m.project_id IS NOT DISTINCT FROM %s"


def vector_literal(packed: bytes) -> str:
    """Packed little-endian float32 -> pgvector's text form."""
    a = array("f")
    a.frombytes(packed)
    if sys.byteorder != "little":
        a.byteswap()
    return "[" + ",".join(repr(x) for x in a) + "]"


def unpack_binary_vector(raw: bytes) -> bytes:
    """pgvector's binary form (int16 dim, int16 unused, big-endian float4s) -> packed
    little-endian float32."""
    a = array("f")
    a.frombytes(bytes(raw[4:]))
    if sys.byteorder == "little":
        a.byteswap()
    return a.tobytes()


class VectorOps(Statements):
    def save_vector(
        self, memory_id: int, model: str, vector: bytes, dim: int, content_hash: str
    ) -> None:
        """Store a vector of the memory's text as `content_hash` names it. Skipped, as
        m008 (retain.store.pg_side_guard) would refuse it, when that text is no longer
        the memory's (changed since it was read: the next back-fill embeds the new one)
        or when the memory is a teammate's whose vector is current (another member's
        pass got there first); either way nothing stale or forged stays."""
        with self._c() as conn:
            conn.execute(
                "INSERT INTO embeddings (memory_id, model, dim, vector, content_hash) "
                "SELECT %s, %s, %s, %s::vector, %s WHERE EXISTS (SELECT 1 FROM memories m "
                "WHERE m.id = %s AND m.content_hash = %s) ON CONFLICT (memory_id) DO UPDATE "
                "SET model = EXCLUDED.model, dim = EXCLUDED.dim, vector = EXCLUDED.vector, "
                "content_hash = EXCLUDED.content_hash, stored = nextval('embeddings_stored') "
                "WHERE embeddings.owner = current_user OR embeddings.vector IS NULL "
                "OR embeddings.content_hash <> EXCLUDED.content_hash",
                (memory_id, model, dim, vector_literal(vector), content_hash, memory_id,
                 content_hash),
            )  # fmt: skip

    def missing_vectors(self, model: str, limit: int) -> list[tuple[int, str, str]]:
        """Memories whose vector is missing or stale, and, of the caller's own memories,
        those whose vector is another model's or was computed by a teammate (m008: a
        teammate's current vector is never replaced, so it is not asked for)."""
        rows = self._native_rows(
            "SELECT m.id, m.text, m.content_hash FROM memories m "
            "LEFT JOIN embeddings e ON e.memory_id = m.id "
            "WHERE e.memory_id IS NULL OR e.vector IS NULL "
            "OR e.content_hash != m.content_hash OR (m.owner = current_user "
            "AND (e.model != %s OR e.embedded_by != current_user)) ORDER BY m.id LIMIT %s",
            (model, limit),
        )
        return [(int(r[0]), r[1], r[2]) for r in rows]

    def count_vectors(self, model: str, upto: int | None = None) -> int:
        if upto is None:  # reads every visible row, each through the policy
            sql = "SELECT count(*) FROM embeddings WHERE model = %s"
            return int(self._native_rows(sql, (model,))[0][0])
        rows = self._native_rows(
            "SELECT count(*) FROM (SELECT 1 FROM embeddings WHERE model = %s LIMIT %s) s",
            (model, max(0, upto)),
        )
        return int(rows[0][0])

    def vector_hashes(self, model: str) -> list[tuple[int, str]]:
        rows = self._native_rows(
            "SELECT memory_id, content_hash FROM embeddings WHERE model = %s", (model,)
        )
        return [(int(r[0]), r[1]) for r in rows]

    def load_vectors(
        self, model: str, *, after_id: int | None = None, ids: Sequence[int] | None = None
    ) -> list[tuple[int, bytes, int, str, str, str | None]]:
        params: list[Any]
        if ids is not None:
            where, params = "e.memory_id = ANY(%s)", [list(ids)]
        else:
            where, params = "e.memory_id > %s", [after_id or 0]
        with self._c() as conn, conn.cursor(binary=True) as cur:
            rows = cur.execute(
                "SELECT e.memory_id, e.vector, e.dim, e.content_hash, m.scope, m.project_id "
                "FROM embeddings e JOIN memories m ON m.id = e.memory_id "
                f"WHERE {where} AND e.model = %s AND e.vector IS NOT NULL ORDER BY e.memory_id",
                (*params, model),
            ).fetchall()
        return [(int(r[0]), unpack_binary_vector(r[1]), int(r[2]), r[3], r[4], r[5]) for r in rows]

    def vector_projects(self, model: str) -> list[tuple[int, str | None]]:
        rows = self._native_rows(
            "SELECT e.memory_id, m.project_id FROM embeddings e JOIN memories m "
            "ON m.id = e.memory_id WHERE e.model = %s AND e.vector IS NOT NULL "
            "ORDER BY e.memory_id",
            (model,),
        )
        return [(int(r[0]), r[1]) for r in rows]

    def newest_vector_model(self) -> tuple[str, int] | None:
        rows = self._native_rows(
            "SELECT model, dim FROM embeddings WHERE vector IS NOT NULL "
            "ORDER BY stored DESC LIMIT 1"
        )
        return None if not rows else (str(rows[0][0]), int(rows[0][1]))

    def nearest_vectors(
        self, model: str, dim: int, query: bytes, project_id: str | None, n: int
    ) -> list[tuple[int, float]]:
        """Top-n (memory id, cosine) among the user's memories and the project's, on the
        server (the HNSW index of retain.store.pg_migrations when `dim` has one). Like
        VectorIndex.nearest, any status: callers check it on the few candidates."""
        scope, params = (
            ("m.scope = 'user'", [])
            if project_id is None
            else ("(m.scope = 'user' OR m.project_id = %s)", [project_id])
        )
        q, d = vector_literal(query), int(dim)
        with self._c() as conn:
            conn.execute("SET hnsw.iterative_scan = relaxed_order")
            rows = conn.execute(
                f"SELECT e.memory_id, 1 - (e.vector::vector({d}) <=> %s::vector({d})) "
                "AS cos FROM embeddings e JOIN memories m ON m.id = e.memory_id "
                f"WHERE e.dim = {d} AND e.model = %s AND {scope} "
                f"ORDER BY e.vector::vector({d}) <=> %s::vector({d}) LIMIT %s",
                (q, model, *params, q, n),
            ).fetchall()
        return sorted(((int(r[0]), float(r[1])) for r in rows), key=lambda x: -x[1])


class SleepOps(Statements):
    """The sleep pass's statements only the team store has: the caller's own pending
    observations and the word matches (tsvector); the rest is retain.store.sleep_rows."""

    def pending_episodes(self) -> list[dict[str, Any]]:
        """The caller's own observations not yet distilled (another user's sleep pass
        distils theirs)."""
        with self._c() as conn, conn.cursor(row_factory=dict_row) as cur:
            rows = cur.execute(
                "SELECT id, text, session_id, project_id, outcome, kind, signal, created_at, "
                "content_hash, context, branch_seen FROM episodes WHERE distilled_at IS NULL "
                "AND owner = current_user ORDER BY id"
            ).fetchall()
        return [dict(r) for r in rows]

    def pending_count(self) -> int:
        return int(
            self._native_rows(
                "SELECT COUNT(*) FROM episodes WHERE distilled_at IS NULL AND owner = current_user"
            )[0][0]
        )

    def word_count(self, token: str, cap: int) -> int:
        sql, params = pg_text.term(token)
        rows = self._native_rows(
            f"WITH q AS (SELECT {sql} AS q) SELECT COUNT(*) FROM (SELECT 1 FROM memories m, q "
            "WHERE m.fts @@ q.q AND ts_filter(m.fts, '{a}') @@ q.q LIMIT %s) s",
            (*params, cap),
        )
        return int(rows[0][0])

    def word_groups_match(
        self, groups: Sequence[Sequence[str]], *, scope: str, project_id: str | None, limit: int
    ) -> list[tuple[int, str]]:
        if not groups:
            return []
        sql, params = pg_text.group_query(groups)
        rows = self._native_rows(
            f"WITH q AS (SELECT {sql} AS q) SELECT m.id, m.text FROM memories m, q "
            "WHERE m.fts @@ q.q AND ts_filter(m.fts, '{a}') @@ q.q AND m.scope = %s "
            f"AND {SAME_PROJECT} AND {REVIVABLE} "
            "ORDER BY ts_rank('{0,0,0,1}', m.fts, q.q, 1) DESC, m.id LIMIT %s",
            (*params, scope, project_id, limit),
        )
        return [(int(r[0]), r[1]) for r in rows]
