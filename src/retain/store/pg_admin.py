"""What a team's admin does on the server: set the schema up, add and remove members,
compact the tables after a scrub.

Each function takes the admin's URL (a superuser, or the role that owns the database and
is a member of `retain_admin`, with CREATEROLE to create login roles). The SQL each one
runs is in SQL_* below and in the README, for admins who prefer psql.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from retain.errors import InvalidInput, StoreError
from retain.store.pg_migrations import MEMBER_ROLE, migrate
from retain.store.scrub_rows import TABLES

SQL_ADD = "INSERT INTO members (project_id, role) VALUES (%s, %s) ON CONFLICT DO NOTHING"
SQL_REMOVE = "DELETE FROM members WHERE project_id = %s AND role = %s"
SQL_REMOVE_ALL = "DELETE FROM members WHERE role = %s"
SQL_LIST = "SELECT project_id, role, added_at FROM members ORDER BY project_id, role"
ALL_PROJECTS = "*"  # a membership of every project (service accounts, test runners)
SCRAM = b"scram-sha-256"  # the only verifier a log line may hold (see _verifier)
# The tables that hold memory text or what is computed from it. An UPDATE leaves the old
# row version in the table's file (MVCC) until VACUUM FULL rewrites the file.
COMPACTED = (*sorted(TABLES), "embeddings", "memory_sources")
SQL_TABLES = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"
SQL_SIZE = "SELECT pg_total_relation_size(%s::regclass)"
SQL_MAY_REWRITE = (  # VACUUM skips, with only a warning, a table the role may not rewrite
    "SELECT r.rolsuper OR pg_has_role(current_user, c.relowner, 'MEMBER') "
    "FROM pg_class c, pg_roles r WHERE c.oid = %s::regclass AND r.rolname = current_user"
)


@dataclass(frozen=True)
class Compacted:
    table: str
    bytes_before: int
    bytes_after: int


@dataclass(frozen=True)
class Membership:
    project_id: str
    role: str
    added_at: float


def _connect(admin_url: str) -> Any:
    import psycopg

    try:
        return psycopg.connect(admin_url, autocommit=True, connect_timeout=10)
    except psycopg.OperationalError as e:
        raise StoreError(f"cannot connect as the admin: {' '.join(str(e).split())}") from e


def _check_role(role: str) -> str:
    if not role or len(role) > 63 or "\x00" in role:
        raise InvalidInput(f"not a role name: {role!r}")
    return role


def _check_project(project: str) -> str:
    if project != ALL_PROJECTS and not project.startswith(("git:", "path:")):
        raise InvalidInput(
            f"{project!r} is not a project id; ids look like git:github.com/owner/repo "
            "(`retain status` in a checkout shows its id), or '*' for every project"
        )
    return project


def init(admin_url: str) -> int:
    """Create or upgrade the schema (migrations); returns the schema version."""
    with _connect(admin_url) as conn:
        return migrate(conn)


def add_member(
    admin_url: str,
    role: str,
    project: str,
    *,
    create_role: bool = False,
    password: str | None = None,
) -> None:
    """Let `role` read and write `project`'s memories (and keep its own private ones)."""
    from psycopg import sql

    _check_role(role)
    _check_project(project)
    with _connect(admin_url) as conn:
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
        if not exists:
            if not create_role:
                raise InvalidInput(
                    f"no database role {role!r}; create it first (CREATE ROLE ... LOGIN) or "
                    "pass --create-role"
                )
            stmt = sql.SQL("CREATE ROLE {} LOGIN").format(sql.Identifier(role))
            if password:
                stmt = sql.SQL("{} PASSWORD {}").format(
                    stmt, sql.Literal(_verifier(conn, role, password))
                )
            conn.execute(stmt)
        with conn.transaction():
            conn.execute(
                sql.SQL("GRANT {} TO {}").format(sql.Identifier(MEMBER_ROLE), sql.Identifier(role))
            )
            conn.execute(SQL_ADD, (project, role))


def _verifier(conn: Any, role: str, password: str) -> str:
    """What the server stores for `password`, computed here as psql's \\password does: the
    plaintext sent inside CREATE ROLE is kept wherever the server keeps statements
    (log_statement, pg_stat_statements, an error's log line), readable by whoever reads
    those. Always SCRAM-SHA-256, whatever the server's password_encryption says: an md5
    verifier (md5 of the password and the role, the default before PostgreSQL 14) is as
    good as the password to md5 authentication, so the same log line would let its reader
    log in as the new member."""
    verifier = conn.pgconn.encrypt_password(password.encode(), role.encode(), SCRAM)
    return bytes(verifier).decode("ascii")


def remove_member(admin_url: str, role: str, project: str | None) -> int:
    """Take `project` away from `role`; with project None, every project and the member
    role itself, so the role can no longer read even what it wrote. Returns the number of
    memberships removed. The role's rows stay (owned by it, invisible to others)."""
    from psycopg import sql

    _check_role(role)
    with _connect(admin_url) as conn, conn.transaction():
        if project is None:
            cur = conn.execute(SQL_REMOVE_ALL, (role,))
            exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
            if exists:
                conn.execute(
                    sql.SQL("REVOKE {} FROM {}").format(
                        sql.Identifier(MEMBER_ROLE), sql.Identifier(role)
                    )
                )
        else:
            cur = conn.execute(SQL_REMOVE, (_check_project(project), role))
        return int(cur.rowcount or 0)


def members(admin_url: str) -> list[Membership]:
    with _connect(admin_url) as conn:
        rows = conn.execute(SQL_LIST).fetchall()
    return [Membership(r[0], r[1], float(r[2])) for r in rows]


def compact(admin_url: str) -> list[Compacted]:
    """Rewrite retain's tables with VACUUM FULL, so the row versions an update left behind
    (the text before a scrub re-redacted it, before an edit or a supersession) leave the
    tables' files and their indexes. Each table is locked while it is rewritten: seconds
    for tens of thousands of memories. The server's write-ahead log and any backup keep
    what they kept; that is the server's to rotate. Raises StoreError, before rewriting
    anything, when the role may not rewrite a table (the role that ran `init` may)."""
    from psycopg import sql

    with _connect(admin_url) as conn:
        present = {r[0] for r in conn.execute(SQL_TABLES).fetchall()}
        tables = [t for t in COMPACTED if t in present]
        if "memories" not in present:
            raise StoreError("no retain schema here: run `retain team init` first")
        for table in tables:
            allowed = conn.execute(SQL_MAY_REWRITE, (table,)).fetchone()
            if not (allowed and allowed[0]):
                raise StoreError(
                    f"this role may not rewrite table {table}: compact as the role that ran "
                    "`retain team init` (the tables' owner) or a superuser"
                )
        done = []
        for table in tables:
            before = int(conn.execute(SQL_SIZE, (table,)).fetchone()[0])
            conn.execute(sql.SQL("VACUUM (FULL, ANALYZE) {}").format(sql.Identifier(table)))
            after = int(conn.execute(SQL_SIZE, (table,)).fetchone()[0])
            done.append(Compacted(table, before, after))
    return done
