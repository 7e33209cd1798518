"""The one place that opens SQLite. Every connection gets the same settings."""

from __future__ import annotations

import contextlib
import os

from retain import config
from retain.errors import SchemaTooNew, StoreError
from retain.store.sqlite_module import sqlite3  # the C module: no datetime import

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

# What a failing database raises inside a session (outside one, StoreError): the edges
# catch this name rather than importing sqlite3.
DatabaseError = sqlite3.Error

BUSY_TIMEOUT_MS = 15_000  # several sessions share one file; waiting beats "database is locked"
# The schema this retain writes: len(retain.store.migrations.MIGRATIONS), which checks it
# on import. Here so that a connection to a current store imports no migration module.
SCHEMA_VERSION = 27
# The rules a memory's tool-time keys are read by (retain.core.toolkeys.memory_keys and
# retain.core.toolwhen.tie_keys, with the modules they import), as the store's
# `store_flags` row TOOL_KEYS_FLAG records them. A store keyed under an older version (or
# before there was one) is keyed again, once, by the next connection that migrates and
# may take the time (`connect(rekey=True)`: not a hook's); one keyed under a newer version
# (a newer retain sharing the file) is read as it is. Raise it with every change of those rules:
# tests/test_tool_keys_version.py holds each version's digest of their modules.
TOOL_KEYS_VERSION = 2
TOOL_KEYS_FLAG = "tool_keys"


def connect(
    path: Path | str | None = None,
    *,
    migrate: bool = True,
    busy_timeout_ms: int | None = None,
    rekey: bool = True,
) -> sqlite3.Connection:
    """Open (creating if needed) the database with WAL, foreign keys and a busy timeout
    (`busy_timeout_ms`, default BUSY_TIMEOUT_MS), which already bounds the opening
    statements: a hook's 2 s bound set only afterwards let a file locked by another
    process hold SessionStart for 15 s, past Claude Code's limit.

    `rekey`: key every memory again if the store's tool keys are older than today's rules
    (linear in the store). The hooks pass False and read the keys the store has: at 100k
    memories the pass outlasts a hook's timeout, and a killed hook rolls it back for the
    next one to start again. The sleep pass, the server (in the background) and the CLI
    do it.

    Writes use `transaction(conn)`; `isolation_level=None` means nothing is held open
    between statements. Raises StoreError with a fix when the file cannot be used.
    """
    busy = BUSY_TIMEOUT_MS if busy_timeout_ms is None else int(busy_timeout_ms)
    p = os.fspath(path) if path is not None else config.db_file()  # a string: no pathlib
    if p != ":memory:":
        parent = os.path.dirname(p) or "."
        try:
            config.ensure_private_dir(parent)
        except config.UnsafeDir as e:  # another user could swap the file: not opened
            raise StoreError(f"will not use the data directory {parent}: {e}") from e
        except OSError as e:  # HOME missing, unwritable, or a file where a directory should be
            raise StoreError(
                f"cannot create the data directory {parent} ({e.strerror or e}); "
                "set RETAIN_HOME (or RETAIN_DB) to a writable place"
            ) from e
        _refuse_unsafe_target(p)
        _refuse_non_file(p)  # first: _touch_private would chmod a device (`--db /dev/null`)
        _touch_private(p)
    try:
        conn = sqlite3.connect(p, timeout=busy / 1000, isolation_level=None)
    except sqlite3.Error as e:
        raise StoreError(f"cannot open database {p}: {e}") from e
    conn.row_factory = sqlite3.Row
    try:
        conn.execute(f"PRAGMA busy_timeout = {busy}")
        conn.execute("PRAGMA foreign_keys = ON")
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
        if mode != "wal":
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")  # WAL + NORMAL survives process crashes
        if migrate and (
            applied_version(conn) != SCHEMA_VERSION or (rekey and not tool_keys_current(conn))
        ):
            # pending steps, a store from a newer retain (refused), or tool keys read by
            # older rules than today's: the runner decides under its write lock; a current
            # store (every connection but the first after an upgrade) never loads it or its
            # schema modules, and pays one more read (its keys' version) than the schema's,
            # none on a hook's connection
            from retain.store.migrations import migrate as run_migrations

            run_migrations(conn, rekey=rekey)
    except sqlite3.DatabaseError as e:
        conn.close()
        raise StoreError(describe_db_error(p, e)) from e
    except SchemaTooNew as e:  # which file: the server's tools relay it to the model
        conn.close()
        raise SchemaTooNew(f"database {p}: {e}") from None
    except Exception:
        conn.close()
        raise
    for suffix in ("-wal", "-shm"):
        _chmod_private(p + suffix)
    return conn


def applied_version(conn: sqlite3.Connection) -> int:
    """The last migration this store ran (its `_migrations` table's), 0 for a new file."""
    row = conn.execute(
        "SELECT name FROM sqlite_master WHERE type='table' AND name='_migrations'"
    ).fetchone()
    if row is None:
        return 0
    return int(conn.execute("SELECT COALESCE(MAX(version), 0) FROM _migrations").fetchone()[0])


def tool_keys_current(conn: sqlite3.Connection) -> bool:
    """Whether this store's tool-time keys need no new reading: read by today's rules
    (TOOL_KEYS_VERSION) or by a newer retain's, which shares the file and would key it
    back (an older retain keying a newer one's store down would undo it at every turn).
    One read of its `store_flags` row. Only on a store at SCHEMA_VERSION (m010 made the
    table). No version recorded, or one that is no number, is older."""
    row = conn.execute(
        "SELECT detail FROM store_flags WHERE name = ?", (TOOL_KEYS_FLAG,)
    ).fetchone()
    if row is None:
        return False
    try:
        return int(row[0]) >= TOOL_KEYS_VERSION
    except (TypeError, ValueError):
        return False


def describe_db_error(path: str | Path, e: sqlite3.Error) -> str:
    """Turn SQLite's terse errors into a message that says what to do."""
    msg = " ".join(str(e).split())  # SQLite may quote schema SQL, newlines and all
    low = msg.lower()
    if "not a database" in low or "malformed" in low or "corrupt" in low:
        return (
            f"database {path} is damaged ({msg}). Move it aside and retain will start a new "
            f"one; `retain doctor` shows what can be read from the old file"
        )
    if "readonly" in low or "read-only" in low:
        return (
            f"database {path} is read-only ({msg}): it, its -wal or -shm file or its folder "
            "cannot be written (nothing is damaged); `retain doctor` says which"
        )
    if "disk is full" in low or "full" in low:
        return f"no space left to write {path} ({msg}); free some disk space and retry"
    if "unable to open" in low:
        return (
            f"cannot open database {path} ({msg}); check that its directory exists and is writable"
        )
    return f"database {path}: {msg}"


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """BEGIN IMMEDIATE ... COMMIT, rolled back on any exception.

    IMMEDIATE takes the write lock up front, so two writers queue on busy_timeout
    instead of failing half-way with SQLITE_BUSY on lock upgrade.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        if conn.in_transaction:  # SQLite may have rolled back already (disk full, I/O error)
            conn.execute("ROLLBACK")
        raise
    else:
        conn.execute("COMMIT")


def _refuse_unsafe_target(p: str) -> None:
    """The database named through a link lives where the link points, and SQLite keeps its
    -wal and -shm beside that file: its folder must be as private as a named one's, and
    the file must not be another user's (who could rewrite it at will)."""
    real = os.path.realpath(p)
    if real != os.path.abspath(p):
        problem = config.unsafe_dir(os.path.dirname(real))
        if problem:
            raise StoreError(f"will not use the database {p} (a link to {real}): {problem}")
    geteuid = getattr(os, "geteuid", None)
    try:
        owner = os.stat(real).st_uid
    except OSError:
        return
    if geteuid is not None and owner not in (geteuid(), 0):
        raise StoreError(
            f"will not use the database {real}: it belongs to another user (uid {owner}), who "
            "could change the memories in it; copy it to a file of your own"
        )


def _refuse_non_file(p: str) -> None:
    """A folder, FIFO or device named as the database: say so (SQLite said "unable to open
    database file ... check that its directory exists" or "disk I/O error")."""
    import stat

    try:
        mode = os.stat(p).st_mode
    except OSError:
        return  # missing or unreachable: sqlite3.connect reports it
    if stat.S_ISREG(mode):
        return
    kind = "a folder" if stat.S_ISDIR(mode) else "not a regular file (a FIFO, socket or device)"
    raise StoreError(
        f"database {p} is {kind}, not a database file; point --db or RETAIN_DB at a file"
        + (f" (e.g. {os.path.join(p, 'retain.db')})" if stat.S_ISDIR(mode) else "")
    )


def _touch_private(p: str) -> None:
    if os.path.exists(p):
        _chmod_private(p)
        return
    try:
        fd = os.open(p, os.O_CREAT | os.O_WRONLY, 0o600)
        os.close(fd)
    except OSError:
        pass  # sqlite3.connect reports the real problem with a better message


def _chmod_private(p: str) -> None:
    import stat

    try:
        mode = os.stat(p).st_mode
        if stat.S_ISREG(mode) and (mode & 0o777) != 0o600:  # never a device's mode
            os.chmod(p, 0o600)
    except OSError:
        pass  # missing (no -wal yet) or not ours to change
