"""Reading the whole store: the Markdown export and import, the JSON Lines restore and the
viewer's statements, and the "may update" links between memories (migration m004).

Mixins of SqliteStore and PostgresStore (on retain.store.memory_ops' MemoryRowOps),
written once in SQLite's spelling, which `dialect` turns into PostgreSQL's; on the team
store row-level security applies to all of them. Stdlib only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from retain import text as textmod
from retain.models import EpisodeRecord, MemoryRecord
from retain.store.base import LinkRow
from retain.store.memory_ops import MemoryRowOps
from retain.store.queries import COLUMNS, EPISODE_COLUMNS, to_memory


class LinkOps(MemoryRowOps):
    """Statements of the links table: the write gate records that a newer memory may
    update an older one when the evidence is too weak to close it; ranking,
    memory_explain and the sleep pass read them."""

    def add_link(self, memory_id: int, other_id: int, kind: str, now: float, evidence: str) -> None:
        """Record that `memory_id` may update `other_id` (kept once per pair and kind),
        in both memories' history when it is new."""
        sql = "INSERT INTO links (memory_id, other_id, kind, at, evidence) VALUES (?, ?, ?, ?, ?)"
        with self._c() as conn:
            cur = conn.execute(
                self.dialect.q(self.dialect.insert_ignore(sql)),
                (memory_id, other_id, kind, now, evidence),
            )
            if cur.rowcount and cur.rowcount > 0:
                self.dialect.log_link(conn, memory_id, other_id, kind, "link", now)

    def links_of(self, memory_id: int) -> list[LinkRow]:
        rows = self._rows(
            "SELECT memory_id, other_id, kind, at, evidence, settled_at FROM links "
            "WHERE memory_id = ? OR other_id = ? ORDER BY at, memory_id, other_id",
            (memory_id, memory_id),
        )
        return [(int(r[0]), int(r[1]), r[2], r[3], r[4], r[5]) for r in rows]

    def links_among(self, ids: Sequence[int], kind: str) -> list[tuple[int, int]]:
        found = self._rows_in(
            "SELECT memory_id, other_id FROM links WHERE kind = ? "
            "AND settled_at IS NULL AND other_id IN ({ids})",
            ids,
            head=(kind,),
        )
        wanted = set(ids)
        return [(int(a), int(b)) for a, b in found if a in wanted]

    def open_links(self, kind: str, limit: int) -> list[tuple[int, int]]:
        rows = self._rows(
            "SELECT l.memory_id, l.other_id FROM links l "
            "JOIN memories a ON a.id = l.memory_id JOIN memories b ON b.id = l.other_id "
            "WHERE l.kind = ? AND l.settled_at IS NULL AND a.status = 'live' "
            "AND b.status = 'live' ORDER BY l.at LIMIT ?",
            (kind, limit),
        )
        return [(int(r[0]), int(r[1])) for r in rows]

    def settle_link(self, memory_id: int, other_id: int, kind: str, now: float) -> None:
        """Settle an open link (one settled already keeps its time), in both memories'
        history."""
        with self._c() as conn:
            cur = conn.execute(
                self.dialect.q(
                    "UPDATE links SET settled_at = ? WHERE memory_id = ? AND other_id = ? "
                    "AND kind = ? AND settled_at IS NULL"
                ),
                (now, memory_id, other_id, kind),
            )
            if cur.rowcount and cur.rowcount > 0:
                self.dialect.log_link(conn, memory_id, other_id, kind, "settle", now)


class BrowseOps(MemoryRowOps):
    """Statements over every memory, whatever its status or project."""

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
        parts: list[str] = ["1 = 1"]
        params: list[Any] = []
        for col, value in (
            ("scope", scope),
            ("project_id", project_id),
            ("kind", kind),
            ("status", status),
        ):
            if value is not None:
                parts.append(f"m.{col} = ?")
                params.append(value)
        tail = "ORDER BY m.id"
        if limit is not None:
            tail += " LIMIT ?"
            params.append(limit)
        return self._select_memories(" AND ".join(parts), params, tail)

    def evidence_of(self, memory_ids: Sequence[int]) -> dict[int, list[EpisodeRecord]]:
        """`episodes_of` for many memories in a few statements (an export of the whole
        store): each memory's observations, oldest first."""
        out: dict[int, list[EpisodeRecord]] = {mid: [] for mid in memory_ids}
        rows = self._rows_in(  # a memory's rows are all in one chunk, in order
            f"SELECT s.memory_id, {EPISODE_COLUMNS} FROM memory_sources s "
            "JOIN episodes e ON e.id = s.episode_id WHERE s.memory_id IN ({ids}) "
            "ORDER BY e.created_at, e.id",
            memory_ids,
        )
        for r in rows:
            out[int(r[0])].append(EpisodeRecord(*tuple(r)[1:]))
        return out

    def same_text(self, text: str, *, scope: str, project_id: str | None) -> MemoryRecord | None:
        """The oldest memory (any status) in exactly this scope with this text, or else
        one that cites an observation with this text (a write the gate found redundant)."""
        digest = textmod.content_hash(text)
        pid = project_id if scope == "project" else None
        same = f"m.scope = ? AND m.project_id {self.dialect.same} ?"
        found = self._select_memories(
            f"m.content_hash = ? AND {same}", (digest, scope, pid), "ORDER BY m.id LIMIT 1"
        )
        if not found:
            rows = self._rows(
                f"SELECT {COLUMNS} FROM episodes e JOIN memory_sources s "
                "ON s.episode_id = e.id JOIN memories m ON m.id = s.memory_id "
                f"WHERE e.content_hash = ? AND {same} ORDER BY m.id LIMIT 1",
                (digest, scope, pid),
            )
            found = [to_memory(r) for r in rows]
        return found[0] if found else None

    def created_with_text(
        self, text: str, created_at: float, *, scope: str, project_id: str | None
    ) -> int | None:
        """Id of a memory with this text created at this very moment in this scope (a
        second restore of the same export finds the first copy)."""
        rows = self._rows(
            "SELECT m.id FROM memories m WHERE m.content_hash = ? AND m.created_at = ? "
            f"AND m.scope = ? AND m.project_id {self.dialect.same} ? LIMIT 1",
            (
                textmod.content_hash(text),
                created_at,
                scope,
                project_id if scope == "project" else None,
            ),
        )
        return int(rows[0][0]) if rows else None

    def recent_injections(self, sessions: int) -> list[tuple[str, int, float, str]]:
        """(session id, memory id, at, source or '') of what the `sessions` most recently
        shown sessions were shown: newest session first, each in the order shown."""
        rows = self._rows(
            "WITH s AS (SELECT session_id, MAX(at) AS last FROM injections "
            "GROUP BY session_id ORDER BY last DESC LIMIT ?) "
            "SELECT i.session_id, i.memory_id, i.at, COALESCE(i.source, '') "
            "FROM injections i JOIN s ON s.session_id = i.session_id "
            "ORDER BY s.last DESC, i.at, i.memory_id",
            (sessions,),
        )
        return [(str(r[0]), int(r[1]), float(r[2]), str(r[3])) for r in rows]

    def session_outcomes(self, session_ids: Sequence[str]) -> list[tuple[str, int, str]]:
        """(session id, memory id, ok|fail) for each outcome these sessions reported."""
        rows = self._rows_in(
            "SELECT e.session_id, s.memory_id, e.outcome FROM episodes e "
            "JOIN memory_sources s ON s.episode_id = e.id "
            "WHERE e.outcome IS NOT NULL AND e.session_id IN ({ids})",
            session_ids,
        )
        return [(str(r[0]), int(r[1]), str(r[2])) for r in rows]
