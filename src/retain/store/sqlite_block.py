"""The SessionStart block's statements: eligible candidates pre-ranked in SQL, injections.

A mixin of SqliteStore (retain.store.sqlite). Stdlib only: the hook reads through it.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence

from retain import lifecycle
from retain.models import MemoryRecord
from retain.store import queries


def _scope_parts(project_id: str | None) -> list[tuple[str, list[object]]]:
    """User scope, and this project's scope: one indexed lookup each on
    memories_scope(status, scope, project_id), so other projects are never scanned."""
    parts: list[tuple[str, list[object]]] = [("m.status = 'live' AND m.scope = 'user'", [])]
    if project_id is not None:
        parts.append(
            ("m.status = 'live' AND m.scope = 'project' AND m.project_id = ?", [project_id])
        )
    return parts


def quality_proxy_sql() -> str:
    """A cheap stand-in for lifecycle.quality that SQLite can sort many rows by: the same
    weights (lifecycle.QUALITY_WEIGHTS), with the exponential decay replaced by a
    hyperbola (no pow() needed). Binds `now` twice."""
    w = lifecycle.QUALITY_WEIGHTS
    return (
        f"(CASE WHEN m.stale_at IS NULL THEN 1.0 ELSE {lifecycle.STALE_FACTOR!r} END) * ("
        f"{w['confidence']!r} * m.confidence"
        f" + {w['utility']!r} * (((m.n_success - m.n_failure)"
        " / (m.n_success + m.n_failure + 2.0) + 1.0) / 2.0)"
        f" + {w['strength']!r} * MIN(1.0, m.strength / (1.0 + MAX(0.0, ? - "
        f"COALESCE(m.last_used_at, m.created_at)) / {lifecycle.HALF_LIFE_LONG!r}))"
        f" + {w['recency']!r} / (1.0 + MAX(0.0, ? - MAX(COALESCE(m.last_used_at, 0), "
        f"m.updated_at)) / {lifecycle.RECENCY_SCALE!r}))"
    )


class BlockOps:
    """Statements of the SessionStart block."""

    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def block_candidates(
        self, project_id: str | None, *, now: float, kinds: Sequence[str], limit: int
    ) -> list[MemoryRecord]:
        """The `limit` most promising memories worth showing unasked: consolidated (an
        inferred guess only once the sleep pass confirmed it), unexpired, pinned or a
        failure or of one of `kinds`; pinned first, then failures, then by quality."""
        eligible = (
            "NOT (m.trust = 'inferred' AND m.consolidated = 0) "
            "AND (m.expires_at IS NULL OR m.expires_at > ?) AND m.valid_from <= ? "
            "AND (m.pinned = 1 OR m.valence = 'failure' "
            f"OR m.kind IN ({','.join('?' * len(kinds))}))"
        )
        proxy = quality_proxy_sql()
        selects, params = [], []
        for scope_sql, scope_params in _scope_parts(project_id):
            selects.append(
                f"SELECT {queries.MEMORY_COLUMNS}, m.pinned AS tier_pin, "
                f"(m.valence = 'failure') AS tier_fail, {proxy} AS proxy "
                f"FROM memories m WHERE {scope_sql} AND {eligible}"
            )
            params += [now, now, *scope_params, now, now, *kinds]
        with self._c() as conn:
            rows = conn.execute(
                " UNION ALL ".join(selects)
                + " ORDER BY tier_pin DESC, tier_fail DESC, proxy DESC, id DESC LIMIT ?",
                (*params, limit),
            ).fetchall()
        return [queries.to_memory(r) for r in rows]

    def quality_proxy(self, memory_id: int, now: float) -> float:
        """The SQL stand-in for one memory (tests hold it to lifecycle.quality)."""
        with self._c() as conn:
            row = conn.execute(
                f"SELECT {quality_proxy_sql()} FROM memories m WHERE m.id = ?",
                (now, now, memory_id),
            ).fetchone()
        return float(row[0])

    def record_injections(
        self, session_id: str, ids: Sequence[int], now: float, source: str | None
    ) -> int:
        """Log what a session was shown; a memory already shown to it is not logged again.
        Returns the number of new rows. Call inside a transaction."""
        with self._c() as conn:
            seen = {
                r[0]
                for r in conn.execute(
                    "SELECT memory_id FROM injections WHERE session_id = ?", (session_id,)
                )
            }
            new = [i for i in ids if i not in seen]
            if new:
                queries.record_injections(conn, session_id, new, now, source)
        return len(new)

    def was_injected(self, session_id: str) -> bool:
        with self._c() as conn:
            row = conn.execute(
                "SELECT 1 FROM injections WHERE session_id = ? LIMIT 1", (session_id,)
            ).fetchone()
        return row is not None

    def injected_ids(self, session_id: str) -> list[int]:
        with self._c() as conn:
            return [
                r[0]
                for r in conn.execute(
                    "SELECT memory_id FROM injections WHERE session_id = ? ORDER BY rowid",
                    (session_id,),
                )
            ]
