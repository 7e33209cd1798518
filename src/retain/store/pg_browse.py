"""PostgresStore's links ("may update") and whole-store statements (export, import,
restore, the viewer): mixins of retain.store.postgres.PostgresStore with the same rules
as retain.store.sqlite_links and sqlite_browse. Row-level security applies to all."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from retain import text as textmod
from retain.models import EpisodeRecord, MemoryRecord
from retain.store.pg_ops import SAME_PROJECT, _Ops
from retain.store.queries import COLUMNS, to_memory

LinkRow = tuple[int, int, str, float, str, "float | None"]


class LinkOps(_Ops):
    def add_link(self, memory_id: int, other_id: int, kind: str, now: float, evidence: str) -> None:
        with self._c() as conn:
            conn.execute(
                "INSERT INTO links (memory_id, other_id, kind, at, evidence) "
                "VALUES (%s, %s, %s, %s, %s) ON CONFLICT DO NOTHING",
                (memory_id, other_id, kind, now, evidence),
            )

    def links_of(self, memory_id: int) -> list[LinkRow]:
        rows = self._rows(
            "SELECT memory_id, other_id, kind, at, evidence, settled_at FROM links "
            "WHERE memory_id = %s OR other_id = %s ORDER BY at, memory_id, other_id",
            (memory_id, memory_id),
        )
        return [(int(r[0]), int(r[1]), r[2], r[3], r[4], r[5]) for r in rows]

    def links_among(self, ids: Sequence[int], kind: str) -> list[tuple[int, int]]:
        if not ids:
            return []
        rows = self._rows(
            "SELECT memory_id, other_id FROM links WHERE kind = %s AND settled_at IS NULL "
            "AND other_id = ANY(%s) AND memory_id = ANY(%s)",
            (kind, list(ids), list(ids)),
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    def open_links(self, kind: str, limit: int) -> list[tuple[int, int]]:
        rows = self._rows(
            "SELECT l.memory_id, l.other_id FROM links l "
            "JOIN memories a ON a.id = l.memory_id JOIN memories b ON b.id = l.other_id "
            "WHERE l.kind = %s AND l.settled_at IS NULL AND a.status = 'live' "
            "AND b.status = 'live' ORDER BY l.at LIMIT %s",
            (kind, limit),
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    def settle_link(self, memory_id: int, other_id: int, kind: str, now: float) -> None:
        with self._c() as conn:
            conn.execute(
                "UPDATE links SET settled_at = %s WHERE memory_id = %s AND other_id = %s "
                "AND kind = %s",
                (now, memory_id, other_id, kind),
            )


class BrowseOps(_Ops):
    def list_memories(
        self,
        *,
        scope: str | None = None,
        project_id: str | None = None,
        kind: str | None = None,
        status: str | None = None,
        limit: int | None = None,
    ) -> list[MemoryRecord]:
        parts: list[str] = ["true"]
        params: list[Any] = []
        for col, value in (
            ("scope", scope),
            ("project_id", project_id),
            ("kind", kind),
            ("status", status),
        ):
            if value is not None:
                parts.append(f"m.{col} = %s")
                params.append(value)
        tail = "ORDER BY m.id" + (" LIMIT %s" if limit is not None else "")
        if limit is not None:
            params.append(limit)
        return self._memories(" AND ".join(parts), params, tail)

    def evidence_of(self, memory_ids: Sequence[int]) -> dict[int, list[EpisodeRecord]]:
        out: dict[int, list[EpisodeRecord]] = {mid: [] for mid in memory_ids}
        if not memory_ids:
            return out
        rows = self._rows(
            "SELECT s.memory_id, e.id, e.text, e.actor, e.session_id, e.project_id, e.outcome, "
            "e.source, e.created_at, e.distilled_at FROM memory_sources s "
            "JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id = ANY(%s) "
            "ORDER BY e.created_at, e.id",
            (list(memory_ids),),
        )
        for r in rows:
            out[int(r[0])].append(EpisodeRecord(*tuple(r)[1:]))
        return out

    def same_text(self, text: str, *, scope: str, project_id: str | None) -> MemoryRecord | None:
        digest = textmod.content_hash(text)
        pid = project_id if scope == "project" else None
        found = self._memories(
            f"m.content_hash = %s AND m.scope = %s AND {SAME_PROJECT}",
            (digest, scope, pid),
            "ORDER BY m.id LIMIT 1",
        )
        if not found:
            rows = self._rows(
                f"SELECT {COLUMNS} FROM episodes e JOIN memory_sources s "
                "ON s.episode_id = e.id JOIN memories m ON m.id = s.memory_id "
                f"WHERE e.content_hash = %s AND m.scope = %s AND {SAME_PROJECT} "
                "ORDER BY m.id LIMIT 1",
                (digest, scope, pid),
            )
            found = [to_memory(r) for r in rows]
        return found[0] if found else None

    def created_with_text(
        self, text: str, created_at: float, *, scope: str, project_id: str | None
    ) -> int | None:
        rows = self._rows(
            "SELECT m.id FROM memories m WHERE m.content_hash = %s AND m.created_at = %s "
            f"AND m.scope = %s AND {SAME_PROJECT} LIMIT 1",
            (
                textmod.content_hash(text),
                created_at,
                scope,
                project_id if scope == "project" else None,
            ),
        )
        return int(rows[0][0]) if rows else None

    def recent_injections(self, sessions: int) -> list[tuple[str, int, float, str]]:
        rows = self._rows(
            "WITH s AS (SELECT session_id, MAX(at) AS last FROM injections "
            "GROUP BY session_id ORDER BY last DESC LIMIT %s) "
            "SELECT i.session_id, i.memory_id, i.at, COALESCE(i.source, '') "
            "FROM injections i JOIN s ON s.session_id = i.session_id "
            "ORDER BY s.last DESC, i.at, i.memory_id",
            (sessions,),
        )
        return [(str(r[0]), int(r[1]), float(r[2]), str(r[3])) for r in rows]

    def session_outcomes(self, session_ids: Sequence[str]) -> list[tuple[str, int, str]]:
        if not session_ids:
            return []
        rows: list[Any] = self._rows(
            "SELECT e.session_id, s.memory_id, e.outcome FROM episodes e "
            "JOIN memory_sources s ON s.episode_id = e.id "
            "WHERE e.outcome IS NOT NULL AND e.session_id = ANY(%s)",
            (list(session_ids),),
        )
        return [(str(r[0]), int(r[1]), str(r[2])) for r in rows]
