"""A new member's password never reaches the server as text (issue 27, round 26).

`retain team add-member ROLE PROJECT --create-role --password-stdin` kept the password out
of argv, then sent it inside `CREATE ROLE ... PASSWORD 'pw'`: a server that logs
statements (log_statement = ddl or all, an error's log line, pg_stat_statements) kept the
plaintext for whoever reads its logs. The SCRAM verifier is now computed on the admin's
side (libpq's PQencryptPasswordConn, as psql's \\password does) and only it is sent."""

from __future__ import annotations

import psycopg
from psycopg import sql

from pgtest import with_user
from retain.store import pg_admin

PROJECT = "git:github.com/acme/shop"
ROLE = "retain_t_erin"
PASSWORD = "correct-horse-battery-staple-42"


def test_a_created_role_s_password_is_sent_only_as_a_verifier(pg, monkeypatch):
    with psycopg.connect(pg.admin_url, autocommit=True) as conn:
        conn.execute(f"DROP ROLE IF EXISTS {ROLE}")
    pg_admin.init(pg.admin_url)
    sent: list[str] = []
    real = psycopg.Connection.execute

    def traced(self, query, *args, **kwargs):
        sent.append(query.as_string(self) if isinstance(query, sql.Composable) else str(query))
        return real(self, query, *args, **kwargs)

    monkeypatch.setattr(psycopg.Connection, "execute", traced)
    pg_admin.add_member(pg.admin_url, ROLE, PROJECT, create_role=True, password=PASSWORD)
    monkeypatch.undo()
    created = [q for q in sent if q.startswith("CREATE ROLE")]
    assert len(created) == 1 and "SCRAM-SHA-256$" in created[0]
    assert not any(PASSWORD in q for q in sent)
    url = with_user(pg.admin_url, user=ROLE, password=PASSWORD)
    with psycopg.connect(url, autocommit=True) as conn:  # the password still logs in
        assert conn.execute("SELECT current_user").fetchone() == (ROLE,)
    with psycopg.connect(pg.admin_url, autocommit=True) as conn:
        conn.execute(sql.SQL("DROP OWNED BY {}").format(sql.Identifier(ROLE)))
        conn.execute(sql.SQL("DROP ROLE {}").format(sql.Identifier(ROLE)))


def test_the_verifier_is_scram_even_where_the_server_would_make_md5(pg):
    """Round 27: the verifier followed the server's password_encryption, and with `md5`
    (the default before PostgreSQL 14) it is md5(password + role): as good as the password
    to md5 authentication, so the logged CREATE ROLE still let its reader log in."""
    with psycopg.connect(pg.admin_url, autocommit=True) as conn:
        conn.execute(f"DROP ROLE IF EXISTS {ROLE}")
        conn.execute("ALTER ROLE CURRENT_USER SET password_encryption = 'md5'")
    try:
        pg_admin.init(pg.admin_url)
        pg_admin.add_member(pg.admin_url, ROLE, PROJECT, create_role=True, password=PASSWORD)
        with psycopg.connect(pg.admin_url, autocommit=True) as conn:
            assert conn.execute("SHOW password_encryption").fetchone() == ("md5",)
            (stored,) = conn.execute(
                "SELECT rolpassword FROM pg_authid WHERE rolname = %s", (ROLE,)
            ).fetchone()
        assert stored.startswith("SCRAM-SHA-256$")
        url = with_user(pg.admin_url, user=ROLE, password=PASSWORD)
        with psycopg.connect(url, autocommit=True) as conn:
            assert conn.execute("SELECT current_user").fetchone() == (ROLE,)
    finally:
        with psycopg.connect(pg.admin_url, autocommit=True) as conn:
            conn.execute("ALTER ROLE CURRENT_USER RESET password_encryption")
            if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (ROLE,)).fetchone():
                conn.execute(f"DROP OWNED BY {ROLE}")
                conn.execute(f"DROP ROLE {ROLE}")
