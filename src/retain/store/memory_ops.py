"""Episodes and memories as named operations: one body for SqliteStore and PostgresStore.

A mixin of both stores; each gives `_c()` (its thread's connection, driver errors turned
into retain's) and `dialect` (retain.store.dialect). The statements are retain.store.queries'
functions on a connection. On the team store row-level security filters every one of
them, so a memory another role may not see does not exist here and a guessed id is
NotFound like a missing one. The word matches (FTS5 / tsvector) stay with each store
(retain.store.sqlite_search, retain.store.pg_memories).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from retain.models import EpisodeRecord, HistoryEntry, MemoryRecord
from retain.store import queries
from retain.store.statements import Statements

_PAGE = 1000  # iter_memories reads this many rows a statement (no cursor held open)


class MemoryRowOps(Statements):
    """Writing, reading and filtering memory rows."""

    def _select_memories(
        self, where: str, params: Sequence[Any] = (), tail: str = ""
    ) -> list[MemoryRecord]:
        """Memories on alias m passing `where` (shared spelling), `tail` after it."""
        sql = f"SELECT {queries.COLUMNS} FROM memories m WHERE {where} {tail}"
        with self._c() as conn:
            rows = conn.execute(self.dialect.q(sql), params).fetchall()
        return [queries.to_memory(r) for r in rows]

    # -- writes ----------------------------------------------------------------------------
    def add_episode(self, **fields: Any) -> int | None:
        with self._c() as conn:
            return queries.insert_episode(conn, dialect=self.dialect, **fields)

    def add_memory(self, **fields: Any) -> int:
        with self._c() as conn:
            return queries.insert_memory(conn, dialect=self.dialect, **fields)

    def link_sources(self, memory_id: int, episode_ids: Sequence[int]) -> None:
        with self._c() as conn:
            queries.link_sources(conn, memory_id, episode_ids, dialect=self.dialect)

    def update(self, memory_id: int, now: float, **fields: Any) -> None:
        with self._c() as conn:
            queries.update_memory(conn, memory_id, now, dialect=self.dialect, **fields)

    def mark_used(self, ids: Sequence[int], now: float) -> None:
        with self._c() as conn:
            queries.mark_used(conn, ids, now, dialect=self.dialect)

    # -- reads by id -----------------------------------------------------------------------
    def get(self, memory_id: int) -> MemoryRecord:
        with self._c() as conn:
            return queries.get_memory(conn, memory_id, dialect=self.dialect)

    def get_many(self, ids: Sequence[int]) -> dict[int, MemoryRecord]:
        with self._c() as conn:
            return queries.get_memories(conn, ids, dialect=self.dialect)

    def episodes_of(self, memory_id: int) -> list[EpisodeRecord]:
        with self._c() as conn:
            return queries.episodes_of(conn, memory_id, dialect=self.dialect)

    def episode_ids_of(self, memory_id: int) -> list[int]:
        """Ids of the observations behind a memory (those this role may read), ascending."""
        rows = self._rows(
            "SELECT s.episode_id FROM memory_sources s JOIN episodes e "
            "ON e.id = s.episode_id WHERE s.memory_id = ? ORDER BY s.episode_id",
            (memory_id,),
        )
        return [int(r[0]) for r in rows]

    def replaced_by(self, memory_id: int) -> list[MemoryRecord]:
        """Memories superseded by (or merged into) this one, newest first."""
        return self._select_memories(
            "m.superseded_by = ?", (memory_id,), "ORDER BY m.valid_to DESC NULLS LAST"
        )

    def history_of(self, memory_id: int) -> list[HistoryEntry]:
        """The changes retain made to this memory in place, oldest first (the team store:
        those its login role may see)."""
        from retain.store.sqlite_history import TABLE, history_rows

        rows = self._rows(
            f"SELECT id, memory_id, actor, op, changes, at FROM {TABLE} "
            "WHERE memory_id = ? ORDER BY id",
            (memory_id,),
        )
        return [HistoryEntry(*r) for r in history_rows(rows)]

    def import_history(
        self, memory_id: int, rows: Sequence[Mapping[str, Any]], note: Mapping[str, Any], at: float
    ) -> None:
        """SQLite's (the team store's is retain_import_history, m018)."""
        from retain.store import sqlite_history

        with self._c() as conn:
            sqlite_history.import_rows(conn, memory_id, rows, note, at)

    def iter_memories(self, *, live_only: bool = False) -> Iterator[MemoryRecord]:
        """Every memory (or every live one) by id, read in keyset pages: no cursor stays
        open across the caller's work between rows."""
        where = "m.status = 'live' AND " if live_only else ""
        last = 0
        while True:
            page = self._select_memories(f"{where}m.id > ?", (last, _PAGE), "ORDER BY m.id LIMIT ?")
            yield from page
            if len(page) < _PAGE:
                return
            last = page[-1].id

    def branch_confined(self, project_id: str) -> list[tuple[int, str, str | None]]:
        """(id, branch, branch_seen) of this project's live memories confined to a branch."""
        rows = self._rows(
            "SELECT id, branch, branch_seen FROM memories WHERE status = 'live' "
            "AND project_id = ? AND branch IS NOT NULL ORDER BY id",
            (project_id,),
        )
        return [(int(r[0]), str(r[1]), r[2]) for r in rows]

    # -- the search's filters --------------------------------------------------------------
    def visible(
        self,
        ids: Sequence[int],
        *,
        project_id: str | None,
        at: float | None,
        kind: str | None = None,
        valence: str | None = None,
        branches: Sequence[str] = (),
    ) -> dict[int, MemoryRecord]:
        """The memories among `ids` visible in this scope at `at` (None: live now), of this
        kind and valence when given; `branches`: retain.branch.visible_branches."""
        with self._c() as conn:
            return queries.get_visible(
                conn,
                ids,
                project_id=project_id,
                at=at,
                kind=kind,
                valence=valence,
                dialect=self.dialect,
                branches=branches,
            )

    def created_between(
        self,
        start: float,
        end: float,
        *,
        project_id: str | None,
        at: float | None,
        limit: int,
        branches: Sequence[str] = (),
    ) -> list[int]:
        with self._c() as conn:
            return queries.created_between(
                conn,
                start,
                end,
                project_id=project_id,
                at=at,
                limit=limit,
                dialect=self.dialect,
                branches=branches,
            )
