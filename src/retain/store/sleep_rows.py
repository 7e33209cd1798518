"""The sleep pass's statements that both stores run alike: its runs, the backlog queues,
the beliefs it compares with and the decay candidates.

A mixin of SqliteStore and PostgresStore (on retain.store.memory_ops' MemoryRowOps);
written once in SQLite's spelling, which `dialect` turns into PostgreSQL's. What differs
stays with each store: the word matches (FTS5 in retain.store.sqlite_sleep, tsvector in
retain.store.pg_ops) and the pending observations (on the team store only the caller's
own are distilled by the caller's pass). Stdlib only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from retain.models import REVIVABLE_KINDS, MemoryRecord
from retain.store.memory_ops import MemoryRowOps
from retain.store.queries import COLUMNS, to_memory

# Archived by the sleep pass itself (not by a person): new evidence may bring these back.
REVIVABLE = (
    "(m.status = 'live' OR (m.status = 'archived' AND m.retired_kind IN "
    f"({', '.join(repr(k) for k in REVIVABLE_KINDS)})))"
)
_SESSION = "COALESCE(e.session_id, 'episode:' || e.id)"  # an episode without one stands alone


class SleepRowOps(MemoryRowOps):
    """The sleep pass's shared statements."""

    # -- runs and cursors ----------------------------------------------------------------
    def max_memory_id(self) -> int:
        return int(self._rows("SELECT COALESCE(MAX(id), 0) FROM memories")[0][0])

    def finished_reports(self, limit: int) -> list[str | None]:
        """Report bodies (JSON) of the newest finished sleep passes, newest first."""
        rows = self._rows(
            "SELECT report FROM sleep_runs WHERE finished_at IS NOT NULL ORDER BY id DESC LIMIT ?",
            (limit,),
        )
        return [r[0] for r in rows]

    def last_run(self) -> tuple[float, float, str | None] | None:
        """(started_at, finished_at, report) of the newest finished pass."""
        rows = self._rows(
            "SELECT started_at, finished_at, report FROM sleep_runs "
            "WHERE finished_at IS NOT NULL ORDER BY id DESC LIMIT 1"
        )
        return None if not rows else (rows[0][0], rows[0][1], rows[0][2])

    def record_run(
        self, run_id: int | None, started: float, finished: float | None, report: str | None
    ) -> int:
        """Insert a pass (run_id None) or update it; returns its id. Call in a transaction."""
        with self._c() as conn:
            if run_id is None:
                return self.dialect.new_id(
                    conn,
                    "INSERT INTO sleep_runs (started_at, finished_at, report) VALUES (?, ?, ?)",
                    (started, finished, report),
                )
            conn.execute(
                self.dialect.q("UPDATE sleep_runs SET finished_at = ?, report = ? WHERE id = ?"),
                (finished, report, run_id),
            )
        return run_id

    def live_added(self, after_id: int, upto_id: int, limit: int) -> list[int]:
        """Live ids in (after_id, upto_id], oldest first."""
        rows = self._rows(
            "SELECT id FROM memories WHERE status = 'live' AND id > ? AND id <= ? "
            "ORDER BY id LIMIT ?",
            (after_id, upto_id, limit),
        )
        return [int(r[0]) for r in rows]

    def live_changed(
        self, upto_id: int, at: float, after_id: int, limit: int
    ) -> list[tuple[float, int]]:
        """(updated_at, id) of live memories up to `upto_id` changed after (at, after_id)."""
        rows = self._rows(
            "SELECT updated_at, id FROM memories WHERE status = 'live' AND id <= ? "
            "AND (updated_at > ? OR (updated_at = ? AND id > ?)) "
            "ORDER BY updated_at, id LIMIT ?",
            (upto_id, at, at, after_id, limit),
        )
        return [(float(r[0]), int(r[1])) for r in rows]

    # -- episodes ------------------------------------------------------------------------
    def mark_distilled(self, ids: Sequence[int], now: float) -> None:
        with self._c() as conn:
            self.dialect.run_in(
                conn,
                "UPDATE episodes SET distilled_at = ? WHERE id IN ({ids}) AND distilled_at IS NULL",
                ids,
                head=(now,),
            )

    def sessions_of(self, memory_id: int) -> set[str]:
        """Distinct observations behind a belief: sessions, or single episodes without one."""
        rows = self._rows(
            f"SELECT DISTINCT {_SESSION} FROM memory_sources s "
            "JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id = ?",
            (memory_id,),
        )
        return {r[0] for r in rows}

    def supported_unconsolidated(self) -> list[int]:
        """Live, unconsolidated beliefs that at least two sessions stated."""
        rows = self._rows(
            "SELECT m.id FROM memories m WHERE m.status = 'live' AND m.consolidated = 0 "
            f"AND m.support >= 2 AND (SELECT COUNT(DISTINCT {_SESSION}) FROM memory_sources s "
            "JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id = m.id) >= 2 ORDER BY m.id"
        )
        return [int(r[0]) for r in rows]

    # -- beliefs the pass compares with --------------------------------------------------
    def changed_revivable(
        self, since: float, after_id: int, limit: int
    ) -> list[MemoryRecord] | None:
        """Live or revivable beliefs added or changed since; None if more than `limit`."""
        rows = self._select_memories(
            f"(m.updated_at >= ? OR m.id > ?) AND {REVIVABLE}",
            (since, after_id, limit + 1),
            "ORDER BY m.id LIMIT ?",
        )
        return None if len(rows) > limit else rows

    def revivable_in_scope(
        self, ids: Sequence[int], *, scope: str, project_id: str | None
    ) -> list[MemoryRecord]:
        """The live or revivable memories among `ids` in exactly this scope, by id."""
        sql = (
            f"SELECT {COLUMNS} FROM memories m WHERE m.id IN ({{ids}}) AND m.scope = ? "
            f"AND m.project_id {self.dialect.same} ? AND {REVIVABLE} ORDER BY m.id"
        )
        with self._c() as conn:  # sorted chunks, each by id: the whole list is by id
            rows = self.dialect.rows_in(conn, sql, sorted(ids), tail=(scope, project_id))
        return [to_memory(r) for r in rows]

    # -- forgetting ----------------------------------------------------------------------
    def _live(self, where: str = "1 = 1", params: Sequence[Any] = ()) -> list[MemoryRecord]:
        return self._select_memories(f"m.status = 'live' AND {where}", params, "ORDER BY m.id")

    def expiring(self, now: float) -> list[MemoryRecord]:
        """Live memories whose TTL has run out."""
        return self._live("m.expires_at IS NOT NULL AND m.expires_at <= ?", (now,))

    def fading(self, short_before: float, long_before: float) -> list[MemoryRecord]:
        """Live memories that may have faded: unpinned, unproven, and weakened or unused
        since before the cut-off of their half-life (short-term ones: `short_before`)."""
        return self._live(
            "m.pinned = 0 AND NOT (m.n_success >= 2 AND m.n_success >= 2 * m.n_failure) AND "
            "(m.strength < 1.0 OR COALESCE(NULLIF(m.last_used_at, 0), m.created_at) < "
            "CASE WHEN m.trust = 'inferred' AND m.consolidated = 0 THEN ? ELSE ? END)",
            (short_before, long_before),
        )

    def live_scopes(self) -> list[tuple[str, str | None, int, int]]:
        """(scope, project id, live memories, live failure lessons) per scope."""
        rows = self._rows(
            "SELECT scope, project_id, COUNT(*), "
            "SUM(CASE WHEN valence = 'failure' THEN 1 ELSE 0 END) FROM memories "
            "WHERE status = 'live' GROUP BY scope, project_id ORDER BY scope, project_id"
        )
        return [(r[0], r[1], int(r[2]), int(r[3] or 0)) for r in rows]

    def live_in_scope(
        self, scope: str, project_id: str | None, *, failures_only: bool = False
    ) -> list[MemoryRecord]:
        where = f"m.scope = ? AND m.project_id {self.dialect.same} ?" + (
            " AND m.valence = 'failure'" * failures_only
        )
        return self._live(where, (scope, project_id))
