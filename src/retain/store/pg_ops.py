"""PostgresStore's statements for vectors and the sleep pass (mixins of
retain.store.postgres.PostgresStore; the same operations, and the same rules, as
retain.store.sqlite_vectors and sqlite_sleep; the block's are in retain.store.pg_block).

Vectors travel as packed little-endian float32 bytes, as everywhere in retain; on the
server they are a pgvector column, read back in pgvector's binary form (big-endian) and
byte-swapped, which costs far less than parsing its text form.
"""

from __future__ import annotations

import contextlib
import sys
from array import array
from collections.abc import Sequence
from typing import Any

from psycopg.rows import dict_row

from retain.models import REVIVABLE_KINDS, MemoryRecord
from retain.store import pg_text
from retain.store.queries import COLUMNS, to_memory

REVIVABLE = (
    "(m.status = 'live' OR (m.status = 'archived' AND m.retired_kind IN "
    f"({', '.join(repr(k) for k in REVIVABLE_KINDS)})))"
)
_SESSION = "COALESCE(e.session_id, 'episode:' || e.id)"  # an episode without one stands alone
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


class _Ops:
    def _c(self) -> contextlib.AbstractContextManager[Any]:
        raise NotImplementedError

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self._c() as conn:
            return list(conn.execute(sql, params).fetchall())

    def _memories(
        self, where: str, params: Sequence[Any] = (), tail: str = ""
    ) -> list[MemoryRecord]:
        rows = self._rows(f"SELECT {COLUMNS} FROM memories m WHERE {where} {tail}", params)
        return [to_memory(r) for r in rows]


class VectorOps(_Ops):
    def save_vector(
        self, memory_id: int, model: str, vector: bytes, dim: int, content_hash: str
    ) -> None:
        with self._c() as conn:
            conn.execute(
                "INSERT INTO embeddings (memory_id, model, dim, vector, content_hash) "
                "VALUES (%s, %s, %s, %s::vector, %s) ON CONFLICT (memory_id) DO UPDATE SET "
                "model = EXCLUDED.model, dim = EXCLUDED.dim, vector = EXCLUDED.vector, "
                "content_hash = EXCLUDED.content_hash, stored = nextval('embeddings_stored')",
                (memory_id, model, dim, vector_literal(vector), content_hash),
            )

    def missing_vectors(self, model: str, limit: int) -> list[tuple[int, str, str]]:
        rows = self._rows(
            "SELECT m.id, m.text, m.content_hash FROM memories m "
            "LEFT JOIN embeddings e ON e.memory_id = m.id "
            "WHERE e.memory_id IS NULL OR e.vector IS NULL OR e.model != %s "
            "OR e.content_hash != m.content_hash ORDER BY m.id LIMIT %s",
            (model, limit),
        )
        return [(int(r[0]), r[1], r[2]) for r in rows]

    def count_vectors(self, model: str) -> int:
        return int(self._rows("SELECT count(*) FROM embeddings WHERE model = %s", (model,))[0][0])

    def vector_hashes(self, model: str) -> list[tuple[int, str]]:
        rows = self._rows(
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
        rows = self._rows(
            "SELECT e.memory_id, m.project_id FROM embeddings e JOIN memories m "
            "ON m.id = e.memory_id WHERE e.model = %s AND e.vector IS NOT NULL "
            "ORDER BY e.memory_id",
            (model,),
        )
        return [(int(r[0]), r[1]) for r in rows]

    def newest_vector_model(self) -> tuple[str, int] | None:
        rows = self._rows(
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


class SleepOps(_Ops):
    def max_memory_id(self) -> int:
        return int(self._rows("SELECT COALESCE(MAX(id), 0) FROM memories")[0][0])

    def finished_reports(self, limit: int) -> list[str | None]:
        rows = self._rows(
            "SELECT report FROM sleep_runs WHERE finished_at IS NOT NULL ORDER BY id DESC LIMIT %s",
            (limit,),
        )
        return [r[0] for r in rows]

    def last_run(self) -> tuple[float, float, str | None] | None:
        rows = self._rows(
            "SELECT started_at, finished_at, report FROM sleep_runs "
            "WHERE finished_at IS NOT NULL ORDER BY id DESC LIMIT 1"
        )
        return None if not rows else (rows[0][0], rows[0][1], rows[0][2])

    def record_run(
        self, run_id: int | None, started: float, finished: float | None, report: str | None
    ) -> int:
        if run_id is None:
            rows = self._rows(
                "INSERT INTO sleep_runs (started_at, finished_at, report) VALUES (%s, %s, %s) "
                "RETURNING id",
                (started, finished, report),
            )
            return int(rows[0][0])
        with self._c() as conn:
            conn.execute(
                "UPDATE sleep_runs SET finished_at = %s, report = %s WHERE id = %s",
                (finished, report, run_id),
            )
        return run_id

    def live_added(self, after_id: int, upto_id: int, limit: int) -> list[int]:
        rows = self._rows(
            "SELECT id FROM memories WHERE status = 'live' AND id > %s AND id <= %s "
            "ORDER BY id LIMIT %s",
            (after_id, upto_id, limit),
        )
        return [int(r[0]) for r in rows]

    def live_changed(
        self, upto_id: int, at: float, after_id: int, limit: int
    ) -> list[tuple[float, int]]:
        rows = self._rows(
            "SELECT updated_at, id FROM memories WHERE status = 'live' AND id <= %s "
            "AND (updated_at > %s OR (updated_at = %s AND id > %s)) "
            "ORDER BY updated_at, id LIMIT %s",
            (upto_id, at, at, after_id, limit),
        )
        return [(float(r[0]), int(r[1])) for r in rows]

    def pending_episodes(self) -> list[dict[str, Any]]:
        """The caller's own observations not yet distilled (another user's sleep pass
        distils theirs)."""
        with self._c() as conn, conn.cursor(row_factory=dict_row) as cur:
            rows = cur.execute(
                "SELECT id, text, session_id, project_id, outcome, kind, signal, created_at, "
                "content_hash, context FROM episodes WHERE distilled_at IS NULL "
                "AND owner = current_user ORDER BY id"
            ).fetchall()
        return [dict(r) for r in rows]

    def pending_count(self) -> int:
        return int(
            self._rows(
                "SELECT COUNT(*) FROM episodes WHERE distilled_at IS NULL AND owner = current_user"
            )[0][0]
        )

    def mark_distilled(self, ids: Sequence[int], now: float) -> None:
        if not ids:
            return
        with self._c() as conn:
            conn.execute(
                "UPDATE episodes SET distilled_at = %s WHERE id = ANY(%s) AND distilled_at IS NULL",
                (now, list(ids)),
            )

    def sessions_of(self, memory_id: int) -> set[str]:
        rows = self._rows(
            f"SELECT DISTINCT {_SESSION} FROM memory_sources s "
            "JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id = %s",
            (memory_id,),
        )
        return {r[0] for r in rows}

    def supported_unconsolidated(self) -> list[int]:
        rows = self._rows(
            "SELECT m.id FROM memories m WHERE m.status = 'live' AND m.consolidated = 0 "
            f"AND m.support >= 2 AND (SELECT COUNT(DISTINCT {_SESSION}) FROM memory_sources s "
            "JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id = m.id) >= 2 ORDER BY m.id"
        )
        return [int(r[0]) for r in rows]

    def changed_revivable(
        self, since: float, after_id: int, limit: int
    ) -> list[MemoryRecord] | None:
        rows = self._memories(
            f"(m.updated_at >= %s OR m.id > %s) AND {REVIVABLE}",
            (since, after_id, limit + 1),
            "ORDER BY m.id LIMIT %s",
        )
        return None if len(rows) > limit else rows

    def revivable_in_scope(
        self, ids: Sequence[int], *, scope: str, project_id: str | None
    ) -> list[MemoryRecord]:
        if not ids:
            return []
        return self._memories(
            f"m.id = ANY(%s) AND m.scope = %s AND {SAME_PROJECT} AND {REVIVABLE}",
            (sorted(ids), scope, project_id),
            "ORDER BY m.id",
        )

    def word_count(self, token: str, cap: int) -> int:
        sql, params = pg_text.term(token)
        rows = self._rows(
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
        rows = self._rows(
            f"WITH q AS (SELECT {sql} AS q) SELECT m.id, m.text FROM memories m, q "
            "WHERE m.fts @@ q.q AND ts_filter(m.fts, '{a}') @@ q.q AND m.scope = %s "
            f"AND {SAME_PROJECT} AND {REVIVABLE} "
            "ORDER BY ts_rank('{0,0,0,1}', m.fts, q.q, 1) DESC, m.id LIMIT %s",
            (*params, scope, project_id, limit),
        )
        return [(int(r[0]), r[1]) for r in rows]

    def _live(self, where: str = "true", params: Sequence[Any] = ()) -> list[MemoryRecord]:
        return self._memories(f"m.status = 'live' AND {where}", params, "ORDER BY m.id")

    def expiring(self, now: float) -> list[MemoryRecord]:
        return self._live("m.expires_at IS NOT NULL AND m.expires_at <= %s", (now,))

    def fading(self, short_before: float, long_before: float) -> list[MemoryRecord]:
        return self._live(
            "m.pinned = 0 AND NOT (m.n_success >= 2 AND m.n_success >= 2 * m.n_failure) AND "
            "(m.strength < 1.0 OR COALESCE(NULLIF(m.last_used_at, 0), m.created_at) < "
            "CASE WHEN m.trust = 'inferred' AND m.consolidated = 0 THEN %s ELSE %s END)",
            (short_before, long_before),
        )

    def live_scopes(self) -> list[tuple[str, str | None, int, int]]:
        rows = self._rows(
            "SELECT scope, project_id, COUNT(*), COUNT(*) FILTER (WHERE valence = 'failure') "
            "FROM memories WHERE status = 'live' GROUP BY scope, project_id "
            "ORDER BY scope, project_id"
        )
        return [(r[0], r[1], int(r[2]), int(r[3] or 0)) for r in rows]

    def live_in_scope(
        self, scope: str, project_id: str | None, *, failures_only: bool = False
    ) -> list[MemoryRecord]:
        where = f"m.scope = %s AND {SAME_PROJECT}" + (" AND m.valence = 'failure'" * failures_only)
        return self._live(where, (scope, project_id))
