"""Reading the whole store: the Markdown export and import, the JSON Lines restore and the
viewer's statements.

A mixin of SqliteStore (retain.store.sqlite). Stdlib only.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence
from typing import Any

from retain import text as textmod
from retain.models import EpisodeRecord, MemoryRecord
from retain.store import queries


class BrowseOps:
    """Statements over every memory, whatever its status or project."""

    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def list_memories(
        self,
        *,
        scope: str | None = None,
        project_id: str | None = None,
        kind: str | None = None,
        status: str | None = None,
        limit: int | None = None,
    ) -> list[MemoryRecord]:
        """Every memory matching the filters given, of any status unless one is given, by
        id. `project_id` filters exactly (a project's own memories, not the user scope)."""
        parts: list[str] = ["1"]
        params: list[Any] = []
        for col, value in (
            ("scope", scope),
            ("project_id", project_id),
            ("kind", kind),
            ("status", status),
        ):
            if value is not None:
                parts.append(f"{col} = ?")
                params.append(value)
        where = " AND ".join(parts)
        sql = f"SELECT {queries.MEMORY_COLUMNS} FROM memories WHERE {where} ORDER BY id"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        with self._c() as conn:
            return [queries.to_memory(r) for r in conn.execute(sql, params)]

    def evidence_of(self, memory_ids: Sequence[int]) -> dict[int, list[EpisodeRecord]]:
        """`episodes_of` for many memories in a few statements (an export of the whole
        store): each memory's observations, oldest first."""
        out: dict[int, list[EpisodeRecord]] = {mid: [] for mid in memory_ids}
        with self._c() as conn:
            for start in range(0, len(memory_ids), 500):
                chunk = list(memory_ids[start : start + 500])
                marks = ",".join("?" * len(chunk))
                rows = conn.execute(
                    "SELECT s.memory_id, e.id, e.text, e.actor, e.session_id, e.project_id, "
                    "e.outcome, e.source, e.created_at, e.distilled_at FROM memory_sources s "
                    f"JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id IN ({marks}) "
                    "ORDER BY e.created_at, e.id",
                    chunk,
                )
                for r in rows:
                    out[r[0]].append(EpisodeRecord(*tuple(r)[1:]))
        return out

    def same_text(self, text: str, *, scope: str, project_id: str | None) -> MemoryRecord | None:
        """The oldest memory (any status) in exactly this scope with this text, or else
        one that cites an observation with this text (a write the gate found redundant)."""
        digest = textmod.content_hash(text)
        pid = project_id if scope == "project" else None
        with self._c() as conn:
            row = conn.execute(
                f"SELECT {queries.MEMORY_COLUMNS} FROM memories WHERE content_hash = ? "
                "AND scope = ? AND project_id IS ? ORDER BY id LIMIT 1",
                (digest, scope, pid),
            ).fetchone()
            if row is None:
                row = conn.execute(
                    f"SELECT {queries.COLUMNS} FROM episodes e "
                    "JOIN memory_sources s ON s.episode_id = e.id "
                    "JOIN memories m ON m.id = s.memory_id WHERE e.content_hash = ? "
                    "AND m.scope = ? AND m.project_id IS ? ORDER BY m.id LIMIT 1",
                    (digest, scope, pid),
                ).fetchone()
        return queries.to_memory(row) if row is not None else None

    def created_with_text(
        self, text: str, created_at: float, *, scope: str, project_id: str | None
    ) -> int | None:
        """Id of a memory with this text created at this very moment in this scope (a
        second restore of the same export finds the first copy)."""
        with self._c() as conn:
            row = conn.execute(
                "SELECT id FROM memories WHERE content_hash = ? AND created_at = ? "
                "AND scope = ? AND project_id IS ? LIMIT 1",
                (
                    textmod.content_hash(text),
                    created_at,
                    scope,
                    project_id if scope == "project" else None,
                ),
            ).fetchone()
        return int(row[0]) if row is not None else None

    def recent_injections(self, sessions: int) -> list[tuple[str, int, float, str]]:
        """(session id, memory id, at, source or '') of what the `sessions` most recently
        shown sessions were shown: newest session first, each in the order shown."""
        with self._c() as conn:
            rows = conn.execute(
                "WITH s AS (SELECT session_id, MAX(at) AS last FROM injections "
                "GROUP BY session_id ORDER BY last DESC LIMIT ?) "
                "SELECT i.session_id, i.memory_id, i.at, COALESCE(i.source, '') "
                "FROM injections i JOIN s ON s.session_id = i.session_id "
                "ORDER BY s.last DESC, i.at, i.memory_id",
                (sessions,),
            ).fetchall()
        return [(str(r[0]), int(r[1]), float(r[2]), str(r[3])) for r in rows]

    def session_outcomes(self, session_ids: Sequence[str]) -> list[tuple[str, int, str]]:
        """(session id, memory id, ok|fail) for each outcome these sessions reported."""
        out: list[tuple[str, int, str]] = []
        with self._c() as conn:
            for start in range(0, len(session_ids), 500):
                chunk = list(session_ids[start : start + 500])
                marks = ",".join("?" * len(chunk))
                rows = conn.execute(
                    "SELECT e.session_id, s.memory_id, e.outcome FROM episodes e "
                    "JOIN memory_sources s ON s.episode_id = e.id "
                    f"WHERE e.outcome IS NOT NULL AND e.session_id IN ({marks})",
                    chunk,
                )
                out.extend((str(r[0]), int(r[1]), str(r[2])) for r in rows)
        return out
