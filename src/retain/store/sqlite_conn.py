"""`SqliteConnections`: how a SQLite store opens, shares and closes its connection.

The part of `SqliteStore` that every reader needs: sessions (one connection per thread),
units of work, the cross-process lock, failures translated to StoreError. `SqliteStore`
adds the statements; `BlockStore` (retain.store.sqlite_block) adds only the SessionStart
block's, so the hook opens the store without importing the rest.

Stdlib only, no typing at run time.
"""

from __future__ import annotations

import _thread  # threading's local and RLock are these; threading itself costs the hook ~1 ms
import contextlib
import os

from retain import config
from retain.errors import StoreError
from retain.store import db
from retain.store.common_ops import Units
from retain.store.sqlite_module import sqlite3  # the C module: no datetime import

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path


# Connections of stores opened with linger=True, left open for the process exit: see there.
_LINGERING: list[sqlite3.Connection] = []


class SqliteConnections(Units):
    """A path, ":memory:" or an open sqlite3 connection, and its sessions."""

    def __init__(
        self,
        target: str | Path | sqlite3.Connection | None = None,
        *,
        busy_timeout_ms: int | None = None,
        keep_open: bool = False,
        check: bool = True,
        linger: bool = False,
        rekey: bool = True,
    ) -> None:
        self._local = _thread._local()
        self._lock = _thread.RLock()
        self._busy = busy_timeout_ms
        # rekey=False (the hooks, the server until its background pass): a store whose tool
        # keys are older than today's rules is read with them, never keyed again here
        # (retain.store.db.connect's `rekey`; `rekey_tool_keys` does it).
        self._rekey = rekey
        # linger (a process about to end with os._exit: the hooks): a session's connection
        # is not closed at its end. Closing the last connection to a WAL database
        # checkpoints it and deletes the WAL (two fsyncs, and the next writer's commit
        # syncs a new WAL header): 5-25 ms of a hook on this machine's disk. Left open,
        # the process exit leaves the commit in the WAL, as any process exit does
        # (synchronous=NORMAL: it survives a crash of the process, not a power cut), and
        # a later writer's checkpoint moves it into the database.
        self._linger = linger
        self._fixed: sqlite3.Connection | None = None
        self._anchor: sqlite3.Connection | None = None
        if isinstance(target, sqlite3.Connection):
            self.file = ":memory:"
            target.row_factory = sqlite3.Row
            from retain.store.migrations import migrate

            migrate(target)
            self._fixed = target
            return
        # The file as a string; `path` makes it a Path on demand (pathlib is not on the
        # hook's path).
        self.file = os.fspath(target) if target is not None else config.db_file()
        if self.in_memory:
            self._fixed = db.connect(":memory:")
            return
        if check:
            with self.session():
                pass  # create and migrate now, so errors surface at construction
        # keep_open (long-lived processes: the MCP server): an idle connection held for the
        # store's lifetime. While one stays open, closing a per-call connection does not
        # checkpoint and delete the WAL, so the next write does not recreate it: a search
        # that records use took ~28 ms longer without it at 100k memories (commit ~9 ms,
        # close ~13 ms; benchmarks/speed.py). It takes no locks while idle, but it does
        # hold the file open, so short-lived callers leave it off.
        if keep_open:
            self._anchor = sqlite3.connect(self.file, check_same_thread=False)
            self._anchor.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()

    @property
    def path(self) -> Path:
        from pathlib import Path

        return Path(self.file)

    @property
    def in_memory(self) -> bool:
        return self.file == ":memory:"

    def exists(self) -> bool:
        return self._fixed is not None or os.path.exists(self.file)

    def close(self) -> None:
        anchor, self._anchor = getattr(self, "_anchor", None), None
        if anchor is not None:
            anchor.close()

    def __del__(self) -> None:
        # sqlite3 connections sit in a reference cycle and would wait for the cyclic GC,
        # holding the file open (a busy mount, an undeleted WAL); close it with us.
        try:
            self.close()
        except Exception:
            pass

    # -- sessions and units of work ------------------------------------------------------
    @contextlib.contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        """The session's connection (SQLite only: tests and diagnostics use it)."""
        current = getattr(self._local, "conn", None)
        if current is not None:
            yield current
            return
        if self._fixed is not None:
            with self._lock:
                self._local.conn = self._fixed
                try:
                    yield self._fixed
                except (sqlite3.IntegrityError, sqlite3.ProgrammingError):
                    raise
                except sqlite3.DatabaseError as e:
                    raise StoreError(db.describe_db_error(self.file, e)) from e
                finally:
                    self._local.conn = None
            return
        busy = None if self._busy is None else int(self._busy)
        conn = db.connect(self.file, busy_timeout_ms=busy, rekey=self._rekey)
        self._local.conn = conn
        try:
            yield conn
        except (sqlite3.IntegrityError, sqlite3.ProgrammingError):
            raise  # our bug, not the store's condition
        except sqlite3.DatabaseError as e:  # read-only, full disk, I/O error, corruption
            raise StoreError(db.describe_db_error(self.file, e)) from e
        finally:
            self._local.conn = None
            if self._linger:
                _LINGERING.append(conn)
            else:
                conn.close()

    def rekey_tool_keys(self) -> bool:
        """Key every memory again if its tool keys are older than today's rules, on a
        connection of its own (linear in the store: the server runs it in a background
        thread). Whether it did the work: not on a current or newer store, nor when
        another process did it first or the store cannot be written now."""
        if self._fixed is not None:
            return False  # migrated with the re-key when it was opened
        from retain.store.sqlite_rekey import rekey_stale

        conn = db.connect(self.file, rekey=False)  # the schema's steps, not the re-key
        try:
            return not db.tool_keys_current(conn) and rekey_stale(conn)
        finally:
            conn.close()

    def _begin(self, conn: sqlite3.Connection) -> contextlib.AbstractContextManager[object]:
        return db.transaction(conn)  # BEGIN IMMEDIATE ... COMMIT

    @contextlib.contextmanager
    def exclusive(self, name: str, wait: float) -> Iterator[bool]:
        """An exclusive lock across processes (the sleep pass's): a flock on
        `<db>.<name>.lock`; yields False if not had within `wait` seconds. The kernel
        drops it when the holder dies, so a killed holder never wedges it."""
        if self._fixed is not None:  # one process owns this store: nobody to exclude
            yield True
            return
        from retain.store import locks

        with locks.file_lock(self.path.with_name(f"{self.path.name}.{name}.lock"), wait) as held:
            yield held

    @contextlib.contextmanager
    def _c(self) -> Iterator[sqlite3.Connection]:
        with self.connect() as conn:
            yield conn

    def best_effort(self, exc: BaseException) -> bool:
        """Is this a failure bookkeeping may ignore (full disk, read-only, busy)?"""
        return isinstance(exc, (sqlite3.OperationalError, StoreError))
