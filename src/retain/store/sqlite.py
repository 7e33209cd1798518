"""`SqliteStore`: every SQL statement of the core, behind named operations.

One instance per database; its connections come from retain.store.sqlite_conn. Work
happens in a *session* (one connection, thread-local):
`with store.session():` opens one for the calls inside it, and an operation called
outside any session opens and closes its own. `with store.transaction():` is a unit of
work (BEGIN IMMEDIATE ... COMMIT); nested transactions join the outer one.

A path, ":memory:" or an open sqlite3 connection: the last two keep one connection for
the store's lifetime, shared (under a lock) by every session, so an in-memory store
keeps what is written to it.

FTS5 and bm25 appear only here and in retain.store.queries. The sleep pass's statements
are in retain.store.sqlite_sleep, the SessionStart block's in retain.store.sqlite_block,
what sessions used of what they were shown in retain.store.sqlite_usage, the whole-store
reads of export, import and the viewer in retain.store.sqlite_browse (mixins of this
class).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from retain.models import EpisodeRecord, MemoryRecord
from retain.store import queries
from retain.store.anchor_ops import AnchorOps
from retain.store.common_ops import CountOps, LifecycleOps
from retain.store.dialect import SQLITE
from retain.store.migrations import SCHEMA_VERSION, applied_version
from retain.store.sqlite_block import BlockOps
from retain.store.sqlite_browse import BrowseOps
from retain.store.sqlite_conn import SqliteConnections
from retain.store.sqlite_links import LinkOps
from retain.store.sqlite_search import SearchOps
from retain.store.sqlite_sleep import SleepOps
from retain.store.sqlite_usage import UsageOps
from retain.store.sqlite_vectors import VectorOps
from retain.store.usage_rows import UsageRowOps


class SqliteStore(
    SqliteConnections,
    SearchOps,
    BlockOps,
    SleepOps,
    UsageOps,
    VectorOps,
    LinkOps,
    BrowseOps,
    AnchorOps,
    CountOps,
    LifecycleOps,
    UsageRowOps,
):
    """The SQLite implementation of retain.store.base.Store."""

    dialect = SQLITE
    schema_supported = SCHEMA_VERSION

    # -- episodes and memories -----------------------------------------------------------
    def add_episode(self, **fields: Any) -> int | None:
        with self._c() as conn:
            return queries.insert_episode(conn, **fields)

    def add_memory(self, **fields: Any) -> int:
        with self._c() as conn:
            return queries.insert_memory(conn, **fields)

    def link_sources(self, memory_id: int, episode_ids: Sequence[int]) -> None:
        with self._c() as conn:
            queries.link_sources(conn, memory_id, episode_ids)

    def get(self, memory_id: int) -> MemoryRecord:
        with self._c() as conn:
            return queries.get_memory(conn, memory_id)

    def get_many(self, ids: Sequence[int]) -> dict[int, MemoryRecord]:
        with self._c() as conn:
            return queries.get_memories(conn, ids)

    def update(self, memory_id: int, now: float, **fields: Any) -> None:
        with self._c() as conn:
            queries.update_memory(conn, memory_id, now, **fields)

    def episodes_of(self, memory_id: int) -> list[EpisodeRecord]:
        with self._c() as conn:
            return queries.episodes_of(conn, memory_id)

    def episode_ids_of(self, memory_id: int) -> list[int]:
        with self._c() as conn:
            rows = conn.execute(
                "SELECT episode_id FROM memory_sources WHERE memory_id = ? ORDER BY episode_id",
                (memory_id,),
            )
            return [r[0] for r in rows]

    def replaced_by(self, memory_id: int) -> list[MemoryRecord]:
        """Memories superseded by (or merged into) this one, newest first."""
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {queries.MEMORY_COLUMNS} FROM memories WHERE superseded_by = ? "
                "ORDER BY valid_to DESC",
                (memory_id,),
            ).fetchall()
            return [queries.to_memory(r) for r in rows]

    def iter_memories(self, *, live_only: bool = False) -> Iterator[MemoryRecord]:
        where = "WHERE status = 'live'" if live_only else ""
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {queries.MEMORY_COLUMNS} FROM memories {where} ORDER BY id"
            )
            for row in rows:
                yield queries.to_memory(row)

    def mark_used(self, ids: Sequence[int], now: float) -> None:
        with self._c() as conn:
            queries.mark_used(conn, ids, now)

    # -- counts and status ---------------------------------------------------------------
    def _schema_version(self, conn: Any) -> int:
        return applied_version(conn)

    def size_bytes(self) -> int:
        if self.in_memory:
            return 0
        return sum(
            p.stat().st_size
            for p in (self.path, self.path.with_name(self.path.name + "-wal"))
            if p.exists()
        )

    def integrity(self) -> str:
        """'ok', or what SQLite's integrity check found."""
        with self._c() as conn:
            return str(conn.execute("PRAGMA integrity_check").fetchone()[0])
