"""`SqliteStore`: every SQL statement of the core, behind named operations.

One instance per database; its connections come from retain.store.sqlite_conn. Work
happens in a *session* (one connection, thread-local):
`with store.session():` opens one for the calls inside it, and an operation called
outside any session opens and closes its own. `with store.transaction():` is a unit of
work (BEGIN IMMEDIATE ... COMMIT); nested transactions join the outer one.

A path, ":memory:" or an open sqlite3 connection: the last two keep one connection for
the store's lifetime, shared (under a lock) by every session, so an in-memory store
keeps what is written to it.

The statements both stores run alike are mixins shared with the team store
(retain.store.memory_ops: episodes and memories; sleep_rows: the sleep pass's queues and
candidates; browse_ops: export, import, the viewer and links; usage_ops: what sessions
used of what they were shown; anchor_ops, common_ops, usage_rows). SQLite's own are the
word matches (FTS5 and bm25, in retain.store.sqlite_search, queries and sqlite_lexicon),
the sleep pass's pending observations and word groups (sqlite_sleep), the SessionStart
block's (sqlite_block) and vectors (sqlite_vectors).
"""

from __future__ import annotations

from typing import Any

from retain.store.anchor_ops import AnchorOps
from retain.store.browse_ops import BrowseOps, LinkOps
from retain.store.common_ops import CountOps, LifecycleOps
from retain.store.dialect import SQLITE
from retain.store.memory_ops import MemoryRowOps
from retain.store.migrations import SCHEMA_VERSION, applied_version
from retain.store.scrub_rows import ScrubRowOps
from retain.store.sleep_rows import SleepRowOps
from retain.store.sqlite_block import BlockOps
from retain.store.sqlite_conn import SqliteConnections
from retain.store.sqlite_scrub import SqliteScrubOps
from retain.store.sqlite_search import SearchOps
from retain.store.sqlite_sleep import SleepOps
from retain.store.sqlite_vectors import VectorOps
from retain.store.usage_ops import UsageOps
from retain.store.usage_rows import UsageRowOps


class SqliteStore(
    SqliteConnections,
    SearchOps,
    BlockOps,
    SleepOps,
    SleepRowOps,
    UsageOps,
    VectorOps,
    LinkOps,
    BrowseOps,
    MemoryRowOps,
    AnchorOps,
    CountOps,
    LifecycleOps,
    UsageRowOps,
    ScrubRowOps,
    SqliteScrubOps,
):
    """The SQLite implementation of retain.store.base.Store."""

    dialect = SQLITE
    schema_supported = SCHEMA_VERSION

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
