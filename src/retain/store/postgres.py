"""`PostgresStore`: the team store, the same named operations as SqliteStore on a
PostgreSQL server with pgvector, selected by `RETAIN_DB=postgresql://...`.

Every developer connects as their own database role; row-level security (see
retain.store.pg_migrations) decides what each of them can see, so no query here
filters by user: a row another role may not read simply does not exist for this one,
and a guessed id is NotFound exactly like a missing one.

Sessions: one psycopg connection per thread, opened on first use and kept (a server
round trip is cheap, a new connection is not); a connection found broken is replaced
on the next session. `transaction()` is one server transaction; nested ones join it.

The lexical side is PostgreSQL full-text search (retain.store.pg_text); vectors live in
a pgvector column with an HNSW index (retain.store.pg_ops).
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

import psycopg
from psycopg import errors as pgerrors

from retain.errors import NotFound, StoreError, StoreUnavailable
from retain.models import OutcomeRecord
from retain.store import pg_redaction
from retain.store.anchor_ops import AnchorOps
from retain.store.browse_ops import BrowseOps, LinkOps
from retain.store.common_ops import CountOps, LifecycleOps, Units
from retain.store.dialect import POSTGRES
from retain.store.memory_ops import MemoryRowOps
from retain.store.pg_block import BlockOps
from retain.store.pg_memories import SearchOps
from retain.store.pg_migrations import SCHEMA_VERSION, applied_version, migrate
from retain.store.pg_ops import SleepOps, VectorOps
from retain.store.scrub_rows import SCRUBBED, TEAM_SCRUBBED, Purge, ScrubRowOps
from retain.store.sleep_rows import SleepRowOps
from retain.store.usage_ops import UsageOps
from retain.store.usage_rows import UsageRowOps

URL_SCHEMES = ("postgresql://", "postgres://")
CONNECT_TIMEOUT_S = 5  # libpq's unit is whole seconds (and it treats 1 as 2)
STATEMENT_TIMEOUT_MS = 30_000  # no single statement of retain's should come near this
RECONNECT_SECONDS = 3.0  # a restarting server gets this long before a caller sees an error
RECONNECT_PAUSE = 0.25


def is_url(target: object) -> bool:
    return isinstance(target, str) and target.startswith(URL_SCHEMES)


def redact_url(url: str) -> str:
    """The URL without its password, for messages and logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@")
    return parts._replace(netloc=netloc).geturl()


def url_with(
    url: str, *, user: str | None = None, password: str | None = None, db: str | None = None
) -> str:
    """`url` with another user (and password) or database; the host part is kept."""
    from urllib.parse import urlunsplit

    parts = urlsplit(url)
    host = parts.netloc.rsplit("@", 1)[-1]
    netloc = parts.netloc
    if user is not None:
        netloc = f"{user}{':' + password if password else ''}@{host}"
    path = f"/{db}" if db is not None else parts.path
    return urlunsplit((parts.scheme, netloc, path, parts.query, parts.fragment))


class PostgresStore(
    Units,
    SearchOps,
    LinkOps,
    BrowseOps,
    BlockOps,
    SleepOps,
    SleepRowOps,
    UsageOps,
    VectorOps,
    MemoryRowOps,
    AnchorOps,
    CountOps,
    LifecycleOps,
    UsageRowOps,
    ScrubRowOps,
):
    """The PostgreSQL implementation of retain.store.base.Store."""

    dialect = POSTGRES
    schema_supported = SCHEMA_VERSION

    def __init__(
        self,
        url: str,
        *,
        connect_timeout: float = CONNECT_TIMEOUT_S,
        statement_timeout_ms: int = STATEMENT_TIMEOUT_MS,
        reconnect_seconds: float = RECONNECT_SECONDS,
        migrate_schema: bool = False,
        check: bool = True,
    ) -> None:
        self.url = url
        try:
            self.path = redact_url(url)  # what `retain status` shows as "database"
        except ValueError as e:  # `postgresql://[::1`: never echoed, it may hold a password
            raise StoreError(
                f"the team store URL (--db or RETAIN_DB) is not a valid URL ({e}); fix it"
            ) from None
        self._connect_timeout = connect_timeout
        self._statement_ms = statement_timeout_ms
        self._reconnect = reconnect_seconds
        self._local = threading.local()
        self._all: list[psycopg.Connection[Any]] = []
        self._all_lock = threading.Lock()
        if migrate_schema:
            with self._c() as conn:
                migrate(conn)
        elif check:
            try:
                self.check_schema()
            except StoreUnavailable:
                pass  # offline: writes queue locally, reads wait until it is back

    # -- connections ---------------------------------------------------------------------
    def _open(self) -> psycopg.Connection[Any]:
        deadline = time.monotonic() + self._reconnect
        while True:
            try:
                conn = psycopg.connect(
                    self.url,
                    autocommit=True,
                    connect_timeout=max(1, int(round(self._connect_timeout))),
                    options=f"-c statement_timeout={int(self._statement_ms)}",
                    application_name="retain",
                )
                break
            except psycopg.OperationalError as e:
                if time.monotonic() + RECONNECT_PAUSE >= deadline:
                    raise StoreUnavailable(
                        f"cannot reach the team store {self.path}: {_one_line(e)}"
                    ) from e
                time.sleep(RECONNECT_PAUSE)
        with self._all_lock:
            self._all.append(conn)
        return conn

    def _thread_conn(self) -> psycopg.Connection[Any]:
        conn = getattr(self._local, "conn", None)
        if conn is not None and (conn.closed or conn.broken):
            self._drop(conn)
            conn = None
        if conn is None:
            conn = self._open()
            self._local.conn = conn
        return conn

    def _drop(self, conn: psycopg.Connection[Any]) -> None:
        with contextlib.suppress(Exception):
            conn.close()
        with self._all_lock:
            if conn in self._all:
                self._all.remove(conn)
        if getattr(self._local, "conn", None) is conn:
            self._local.conn = None

    @contextlib.contextmanager
    def _c(self) -> Iterator[psycopg.Connection[Any]]:
        """The thread's connection, with driver errors turned into retain's."""
        depth = getattr(self._local, "uses", 0)
        conn = self._thread_conn()
        self._local.uses = depth + 1
        try:
            yield conn
        except NotFound:
            raise
        except pgerrors.InsufficientPrivilege as e:
            raise StoreError(_privilege_message(e)) from e
        except (pgerrors.IntegrityError, pgerrors.ProgrammingError) as e:
            if isinstance(e, pgerrors.UndefinedTable):
                raise StoreError(
                    f"the team store {self.path} is not set up; its admin runs "
                    "`retain team init --admin-url URL`"
                ) from e
            raise
        except psycopg.OperationalError as e:
            if conn.broken or conn.closed:
                self._drop(conn)
            raise StoreUnavailable(f"team store {self.path}: {_one_line(e)}") from e
        except psycopg.Error as e:
            raise StoreError(f"team store {self.path}: {_one_line(e)}") from e
        finally:
            self._local.uses = depth

    def check_schema(self) -> None:
        with self._c() as conn:
            version = applied_version(conn)
        if version < SCHEMA_VERSION:
            raise StoreError(
                f"the team store {self.path} has schema version {version}, this retain "
                f"needs {SCHEMA_VERSION}; its admin runs `retain team init --admin-url URL`"
            )
        if version > SCHEMA_VERSION:
            raise StoreError(
                f"the team store {self.path} has schema version {version}, newer than this "
                f"retain ({SCHEMA_VERSION}); upgrade retain"
            )

    def exists(self) -> bool:
        return True

    def close(self) -> None:
        with self._all_lock:
            conns, self._all = self._all, []
        for conn in conns:
            with contextlib.suppress(Exception):
                conn.close()
        self._local = threading.local()

    def current_role(self) -> str:
        with self._c() as conn:
            return str(_scalar(conn, "SELECT current_user"))

    def undo_outcome(
        self, o: OutcomeRecord, now: float, taken_back: Mapping[int, Mapping[str, Any]]
    ) -> None:
        """Through retain_undo_outcome (m018), which takes the counters back itself and
        logs each as op `undo` naming the outcome; only the confidences are ours."""
        confidence = {str(k): v["confidence"] for k, v in taken_back.items() if "confidence" in v}
        with self._c() as conn:
            done = _scalar(
                conn,
                "SELECT retain_undo_outcome(%s, %s, %s::jsonb)",
                (o.id, now, json.dumps(confidence)),
            )
        if not done:
            raise NotFound(f"no outcome with id {o.id}")

    def import_history(
        self, memory_id: int, rows: Sequence[Mapping[str, Any]], note: Mapping[str, Any], at: float
    ) -> None:
        """Through retain_import_history (m018): only onto the caller's own memory, each
        actor marked as imported by the server."""
        with self._c() as conn:
            done = _scalar(
                conn,
                "SELECT retain_import_history(%s, %s::jsonb, %s::jsonb, %s)",
                (memory_id, json.dumps(list(rows)), json.dumps(note), at),
            )
        if not done:
            raise NotFound(f"no memory of yours with id {memory_id}")

    # -- scrub (retain.sleep.scrub): the rows are ScrubRowOps'; no flag, nothing to purge --
    # A member re-redacts the rows it sees, each only to a redaction of what it holds
    # (memories, history, evidence and outcomes through retain's checked functions,
    # retain.store.pg_guard, pg_history, pg_scrub; its own rows directly); old row
    # versions stay in the server's files and WAL until the server's own VACUUM.
    scrub_skips: dict[str, str] = {}
    scrub_tables = (*SCRUBBED, *TEAM_SCRUBBED)

    def scrub_pending(self) -> str | None:
        """Why a scrub is owed by the memories this member sees: redacted under older
        rules than today's, or before they had a version (retain.store.pg_redaction)."""
        from retain.redact import RULES_VERSION

        with self._c() as conn:
            return pg_redaction.owed(conn, RULES_VERSION)

    def scrub_flag_set_at(self) -> float | None:
        return None  # no store-wide flag: each memory carries its version

    def clear_scrub_pending(self, upto: float) -> None:
        """This member's scrub, started at `upto`, has finished: the memories it saw are
        redacted under today's rules."""
        from retain.redact import RULES_VERSION

        with self._c() as conn:
            conn.execute("SELECT retain_note_redaction(%s, %s)", (RULES_VERSION, upto))

    def add_memory(self, **fields: Any) -> int:
        """MemoryRowOps.add_memory, after telling the session which redaction rules the
        text went through (the column default of m009 reads it), once per connection."""
        with self._c() as conn:
            if getattr(self._local, "rules_told", None) is not conn:
                from retain.redact import RULES_VERSION

                conn.execute(
                    "SELECT set_config(%s, %s, false)",
                    (pg_redaction.RULES_SETTING, str(RULES_VERSION)),
                )
                self._local.rules_told = conn
            return super().add_memory(**fields)

    def secure_writes(self) -> None:
        return None

    def purge_freed_text(self, rebuild_index: bool) -> Purge:
        return Purge()  # the tsvector column is generated: it follows the text at once

    # -- units of work (retain.store.common_ops.Units) -----------------------------------
    def _begin(self, conn: psycopg.Connection[Any]) -> contextlib.AbstractContextManager[Any]:
        return conn.transaction()

    @contextlib.contextmanager
    def exclusive(self, name: str, wait: float) -> Iterator[bool]:
        """A lock across every process of every user on this database (an advisory lock
        on a connection of its own): one sleep pass at a time rewrites shared beliefs.
        The server drops it when the holder's connection dies."""
        conn = self._open()
        try:
            deadline = time.monotonic() + max(0.0, wait)
            held = False
            while True:
                held = bool(
                    _scalar(conn, "SELECT pg_try_advisory_lock(hashtext(%s))", (f"retain:{name}",))
                )
                if held or time.monotonic() >= deadline:
                    break
                time.sleep(0.05)
            yield held
        finally:
            self._drop(conn)

    def best_effort(self, exc: BaseException) -> bool:
        """Bookkeeping (use counts, injections) may be skipped when the server fails."""
        return isinstance(exc, (StoreError, psycopg.OperationalError))

    # -- counts and status (retain.store.common_ops.CountOps) -----------------------------
    def _schema_version(self, conn: psycopg.Connection[Any]) -> int:
        return applied_version(conn)

    def size_bytes(self) -> int:
        with self._c() as conn:
            return int(_scalar(conn, "SELECT pg_database_size(current_database())"))

    def integrity(self) -> str:
        """'ok' when the schema is current and every table answers."""
        with self._c() as conn:
            version = applied_version(conn)
            if version != SCHEMA_VERSION:
                return f"schema version {version}, expected {SCHEMA_VERSION}"
            for table in (
                "memories",
                "episodes",
                "memory_sources",
                "embeddings",
                "injections",
                "found_uses",
                "outcomes",
                "anchors",
            ):
                conn.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchall()
        return "ok"


def _scalar(conn: psycopg.Connection[Any], sql: str, params: Sequence[Any] = ()) -> Any:
    row = conn.execute(sql, params).fetchone()
    assert row is not None, sql
    return row[0]


def _one_line(e: BaseException) -> str:
    return " ".join(str(e).split()) or type(e).__name__


def _privilege_message(e: BaseException) -> str:
    msg = _one_line(e)
    if "row-level security" in msg:
        return (
            "the team store refused the row: a project memory needs membership of its "
            "project (the admin runs `retain team add-member ROLE PROJECT`)"
        )
    return f"the team store refused this (permission denied: {msg}); ask its admin"
