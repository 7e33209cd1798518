"""The sleep pass's statements: pending episodes, backlog queues, decay candidates, runs.

A mixin of SqliteStore (retain.store.sqlite). Stdlib only.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence
from typing import Any

from retain.models import REVIVABLE_KINDS, MemoryRecord
from retain.store import queries
from retain.store import sqlite_lexicon as lexicon

# Archived by the sleep pass itself (not by a person): new evidence may bring these back.
REVIVABLE = (
    "(m.status = 'live' OR (m.status = 'archived' AND m.retired_kind IN "
    f"({', '.join(repr(k) for k in REVIVABLE_KINDS)})))"
)
COLUMNS = queries.COLUMNS
_SESSION = "COALESCE(e.session_id, 'episode:' || e.id)"  # an episode without one stands alone


def _quote(token: str) -> str:
    return '"' + token.replace('"', '""') + '"'


class SleepOps:
    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    # -- runs and cursors ----------------------------------------------------------------
    def max_memory_id(self) -> int:
        with self._c() as conn:
            return lexicon.max_memory_id(conn)

    def finished_reports(self, limit: int) -> list[str | None]:
        """Report bodies (JSON) of the newest finished sleep passes, newest first."""
        with self._c() as conn:
            rows = conn.execute(
                "SELECT report FROM sleep_runs WHERE finished_at IS NOT NULL "
                "ORDER BY id DESC LIMIT ?",
                (limit,),
            )
            return [r[0] for r in rows]

    def last_run(self) -> tuple[float, float, str | None] | None:
        """(started_at, finished_at, report) of the newest finished pass."""
        with self._c() as conn:
            row = conn.execute(
                "SELECT started_at, finished_at, report FROM sleep_runs "
                "WHERE finished_at IS NOT NULL ORDER BY id DESC LIMIT 1"
            ).fetchone()
        return None if row is None else (row[0], row[1], row[2])

    def record_run(
        self, run_id: int | None, started: float, finished: float | None, report: str | None
    ) -> int:
        """Insert a pass (run_id None) or update it; returns its id. Call in a transaction."""
        with self._c() as conn:
            if run_id is None:
                cur = conn.execute(
                    "INSERT INTO sleep_runs (started_at, finished_at, report) VALUES (?, ?, ?)",
                    (started, finished, report),
                )
                assert cur.lastrowid is not None
                return cur.lastrowid
            conn.execute(
                "UPDATE sleep_runs SET finished_at = ?, report = ? WHERE id = ?",
                (finished, report, run_id),
            )
            return run_id

    def live_added(self, after_id: int, upto_id: int, limit: int) -> list[int]:
        """Live ids in (after_id, upto_id], oldest first."""
        with self._c() as conn:
            return [
                r[0]
                for r in conn.execute(
                    "SELECT id FROM memories WHERE status = 'live' AND id > ? AND id <= ? "
                    "ORDER BY id LIMIT ?",
                    (after_id, upto_id, limit),
                )
            ]

    def live_changed(
        self, upto_id: int, at: float, after_id: int, limit: int
    ) -> list[tuple[float, int]]:
        """(updated_at, id) of live memories up to `upto_id` changed after (at, after_id)."""
        with self._c() as conn:
            rows = conn.execute(
                "SELECT updated_at, id FROM memories WHERE status = 'live' AND id <= ? "
                "AND (updated_at > ? OR (updated_at = ? AND id > ?)) "
                "ORDER BY updated_at, id LIMIT ?",
                (upto_id, at, at, after_id, limit),
            ).fetchall()
        return [(float(r[0]), int(r[1])) for r in rows]

    # -- episodes ------------------------------------------------------------------------
    def pending_episodes(self) -> list[dict[str, Any]]:
        """Observations not yet distilled into beliefs."""
        with self._c() as conn:
            rows = conn.execute(
                "SELECT id, text, session_id, project_id, outcome, kind, signal, created_at, "
                "content_hash, context FROM episodes WHERE distilled_at IS NULL"
            ).fetchall()
        return [dict(r) for r in rows]

    def pending_count(self) -> int:
        with self._c() as conn:
            return int(
                conn.execute("SELECT COUNT(*) FROM episodes WHERE distilled_at IS NULL").fetchone()[
                    0
                ]
            )

    def mark_distilled(self, ids: Sequence[int], now: float) -> None:
        with self._c() as conn:
            conn.executemany(
                "UPDATE episodes SET distilled_at = ? WHERE id = ? AND distilled_at IS NULL",
                [(now, i) for i in ids],
            )

    def sessions_of(self, memory_id: int) -> set[str]:
        """Distinct observations behind a belief: sessions, or single episodes without one."""
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT DISTINCT {_SESSION} FROM memory_sources s "
                "JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id = ?",
                (memory_id,),
            )
            return {r[0] for r in rows}

    def supported_unconsolidated(self) -> list[int]:
        """Live, unconsolidated beliefs that at least two sessions stated."""
        with self._c() as conn:
            rows = conn.execute(
                "SELECT m.id FROM memories m WHERE m.status = 'live' AND m.consolidated = 0 "
                f"AND m.support >= 2 AND (SELECT COUNT(DISTINCT {_SESSION}) FROM memory_sources "
                "s JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id = m.id) >= 2 "
                "ORDER BY m.id"
            ).fetchall()
        return [r[0] for r in rows]

    # -- beliefs the pass compares with --------------------------------------------------
    def changed_revivable(
        self, since: float, after_id: int, limit: int
    ) -> list[MemoryRecord] | None:
        """Live or revivable beliefs added or changed since; None if more than `limit`."""
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories m WHERE (m.updated_at >= ? OR m.id > ?) "
                f"AND {REVIVABLE} ORDER BY m.id LIMIT ?",
                (since, after_id, limit + 1),
            ).fetchall()
        return None if len(rows) > limit else [queries.to_memory(r) for r in rows]

    def revivable_in_scope(
        self, ids: Sequence[int], *, scope: str, project_id: str | None
    ) -> list[MemoryRecord]:
        """The live or revivable memories among `ids` in exactly this scope, by id."""
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories m WHERE m.id IN ({marks}) "
                f"AND m.scope = ? AND m.project_id IS ? AND {REVIVABLE} ORDER BY m.id",
                (*sorted(ids), scope, project_id),
            ).fetchall()
        return [queries.to_memory(r) for r in rows]

    def word_count(self, token: str, cap: int) -> int:
        """How many memories use this word (as indexed), counted up to `cap`."""
        with self._c() as conn:
            return lexicon.word_count(conn, token, cap)

    def word_groups_match(
        self, groups: Sequence[Sequence[str]], *, scope: str, project_id: str | None, limit: int
    ) -> list[tuple[int, str]]:
        """(id, text) of live or revivable memories in exactly this scope that contain
        every word of at least one group, best word match first."""
        if not groups:
            return []
        body = " OR ".join(
            "(" + " AND ".join(_quote(t) for t in g) + ")" if len(g) > 1 else _quote(g[0])
            for g in groups
        )
        with self._c() as conn:
            rows = conn.execute(
                "SELECT m.id, m.text FROM memories_fts JOIN memories m "
                "ON m.id = memories_fts.rowid WHERE memories_fts MATCH ? AND m.scope = ? "
                f"AND m.project_id IS ? AND {REVIVABLE} ORDER BY bm25(memories_fts), m.id LIMIT ?",
                (f"index_text : ({body})", scope, project_id, limit),
            ).fetchall()
        return [(r[0], r[1]) for r in rows]

    # -- forgetting ----------------------------------------------------------------------
    def _live(self, where: str = "1", params: tuple[Any, ...] = ()) -> list[MemoryRecord]:
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {queries.MEMORY_COLUMNS} FROM memories WHERE status = 'live' "
                f"AND {where} ORDER BY id",
                params,
            )
            return [queries.to_memory(r) for r in rows]

    def expiring(self, now: float) -> list[MemoryRecord]:
        """Live memories whose TTL has run out."""
        return self._live("expires_at IS NOT NULL AND expires_at <= ?", (now,))

    def fading(self, short_before: float, long_before: float) -> list[MemoryRecord]:
        """Live memories that may have faded: unpinned, unproven, and weakened or unused
        since before the cut-off of their half-life (short-term ones: `short_before`)."""
        return self._live(
            "pinned = 0 AND NOT (n_success >= 2 AND n_success >= 2 * n_failure) AND "
            "(strength < 1.0 OR COALESCE(NULLIF(last_used_at, 0), created_at) < "
            "CASE WHEN trust = 'inferred' AND consolidated = 0 THEN ? ELSE ? END)",
            (short_before, long_before),
        )

    def live_scopes(self) -> list[tuple[str, str | None, int, int]]:
        """(scope, project id, live memories, live failure lessons) per scope."""
        with self._c() as conn:
            rows = conn.execute(
                "SELECT scope, project_id, COUNT(*), SUM(valence = 'failure') FROM memories "
                "WHERE status = 'live' GROUP BY scope, project_id ORDER BY scope, project_id"
            ).fetchall()
        return [(r[0], r[1], int(r[2]), int(r[3] or 0)) for r in rows]

    def live_in_scope(
        self, scope: str, project_id: str | None, *, failures_only: bool = False
    ) -> list[MemoryRecord]:
        where = "scope = ? AND project_id IS ?" + (" AND valence = 'failure'" * failures_only)
        return self._live(where, (scope, project_id))
