"""Every text column of both stores, read from the schema itself (sqlite_master,
information_schema), is either cleaned by `retain scrub` or named with why it holds no
free text (retain.store.scrub_rows). A cleaned one is proved so: a made-up secret is
planted in it, the store is scrubbed, and the file (SQLite) or the table (the team
store, read as its admin) no longer holds it. A column a later migration adds fails here
until it is placed, and once placed among the scrubbed, until the scrub really cleans it.
"""

from __future__ import annotations

import json
import random
import sqlite3
import string
from pathlib import Path
from typing import Any

import psycopg

from fakes import FakeEmbedder
from pgtest import owned_store
from retain import Memory
from retain.sleep.scrub import scrub
from retain.store import db
from retain.store import pg_admin as admin
from retain.store.postgres import url_with
from retain.store.scrub_rows import NOT_SCRUBBED, SCRUBBED, TEAM_NOT_SCRUBBED, TextColumns

PROJECT = "git:github.com/acme/shop"
T0 = 1_700_000_000.0
_RNG = random.Random(22)
_ALNUM = string.ascii_letters + string.digits


def _token() -> str:
    """A made-up GitHub token (a shape redact() knows), one per column."""
    return "ghp_" + "".join(_RNG.choice(_ALNUM) for _ in range(36))


def _needles(secret: str) -> tuple[str, ...]:
    return (secret[-14:], secret[-14:].lower())  # FTS5 keeps terms folded


def _waived(*lists: dict[str, dict[str, str]]) -> set[tuple[str, str]]:
    return {(t, c) for waiver in lists for t, cols in waiver.items() for c in cols}


def _covered(specs: tuple[TextColumns, ...]) -> set[tuple[str, str]]:
    return {(s.table, c) for s in specs for c in (*s.columns, *s.json_columns)}


def _planted(spec: TextColumns, column: str, secret: str) -> str:
    if column in spec.json_columns:  # a JSON column: the secret as one of its strings
        return json.dumps({"note": [None, f"the deploy bot's token is {secret} (rotate)"]})
    return f"the deploy bot's token is {secret} (rotate it monthly)"


# -- SQLite ---------------------------------------------------------------------------------


def _sqlite_text_columns(conn: sqlite3.Connection) -> set[tuple[str, str]]:
    tables = [
        r[0]
        for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE '%VIRTUAL%' "
            "AND name NOT LIKE 'memories_fts%'"
        )
    ]
    return {
        (t, r[1])
        for t in tables
        for r in conn.execute(f"PRAGMA table_info({t})")
        if any(word in r[2].upper() for word in ("TEXT", "CHAR", "CLOB", "JSON")) or not r[2]
    }


def _seed(mem: Memory, conn: Any, monkeypatch: Any, q: str = "?") -> str:
    """A row in every table a scrub reads: the facade's writes, then plain SQL as the
    member for the side rows. One memory is written with redaction off, so the columns
    derived from its text (index text, tool keys, the full-text index) hold a secret
    too; returns that secret."""
    derived = _token()
    monkeypatch.setattr("retain.core.validate.redact", lambda text: (text, 0))
    mem.write(
        f"the deploy job reads `secrets/{derived}.env` and sends token {derived}",
        kind="fact",
        context=f"export GH_TOKEN={derived}",
        now=T0,
    )
    monkeypatch.undo()
    one = mem.write("orders use optimistic locking, checked on save", kind="decision", now=T0)
    two = mem.write("the release train leaves on Thursdays", kind="fact", now=T0 + 1)
    m1, m2 = one.memory_id, two.memory_id
    mem.forget(m2, "no longer true", now=T0 + 2)  # a retire reason and a history row
    p = ", ".join([q] * 7)
    for sql, params in (
        (
            f"INSERT INTO outcomes (memory_id, outcome, inferred, source, command, detail, at) "
            f"VALUES ({p})",
            (m1, "ok", True, "transcript", "make test", "passed", T0),
        ),
        (
            "INSERT INTO anchors (memory_id, kind, value, fingerprint, detail, checked_at) "
            f"VALUES ({', '.join([q] * 6)})",
            (m1, "command", "make test", "f", "{}", T0),
        ),
        (
            "INSERT INTO links (memory_id, other_id, kind, at, evidence) "
            f"VALUES ({', '.join([q] * 5)})",
            (m1, m2, "may_update", T0, "both name the locking"),
        ),
        (
            "INSERT INTO injections (session_id, memory_id, at, kind, used, used_how) "
            f"VALUES ({', '.join([q] * 6)})",
            ("s-1", m1, T0, "session_start", True, "cited"),
        ),
        (
            f"INSERT INTO found_uses (session_id, memory_id, how, at) VALUES ({q}, {q}, {q}, {q})",
            ("s-1", m1, "ran make test", T0),
        ),
        (f"INSERT INTO sleep_runs (started_at, report) VALUES ({q}, {q})", (T0, "{}")),
    ):
        conn.execute(sql, params)
    return derived


def _plant_sqlite(conn: sqlite3.Connection) -> dict[tuple[str, str], tuple[str, int]]:
    """(table, column) -> (the secret planted, in how many rows)."""
    secrets = {}
    for spec in SCRUBBED:
        for column in (*spec.columns, *spec.json_columns):
            secret = _token()
            value = _planted(spec, column, secret)
            n = conn.execute(f"UPDATE {spec.table} SET {column} = ?", (value,)).rowcount
            assert n, f"no row of {spec.table} to plant a secret in"
            secrets[(spec.table, column)] = (secret, n)
    return secrets


def _cleaned(values: list[str], secret: str, planted: int) -> bool:
    """No value holds the secret, and as many as were planted hold a placeholder (a
    scrub adds history rows of its own, which hold none)."""
    if any(n in v for v in values for n in _needles(secret)):
        return False
    return sum("[REDACTED:" in v for v in values) >= planted


def _files(path: Path) -> bytes:
    """The database, its WAL and its shared memory, as bytes."""
    return b"".join(
        p.read_bytes() for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm")) if p.exists()
    )


def test_every_sqlite_text_column_is_cleaned_by_a_scrub_or_said_why_not(tmp_path, monkeypatch):
    path = tmp_path / "mem.db"
    mem = Memory(str(path), embedder=None, project=PROJECT)
    conn = db.connect(path)
    columns = _sqlite_text_columns(conn)
    scrubbed, waived = _covered(SCRUBBED), _waived(NOT_SCRUBBED)
    assert columns - scrubbed - waived == set(), "text columns neither scrubbed nor waived"
    assert not scrubbed & waived
    assert scrubbed <= columns

    derived = _seed(mem, conn, monkeypatch)
    secrets = _plant_sqlite(conn)
    conn.close()
    mem.store.close()
    assert all(s[-14:].encode() in _files(path) for s, _ in secrets.values())  # planted
    assert derived[-14:].encode() in _files(path)

    store = Memory(str(path), embedder=None, project=PROJECT).store
    report = scrub(store, lock_wait=0)
    store.close()
    assert report.wal_truncated and report.vacuumed
    files = _files(path)
    left = [
        f"{table}.{column}"
        for (table, column), (secret, _) in secrets.items()
        if any(n.encode() in files for n in _needles(secret))
    ]
    assert left == []
    assert not any(n.encode() in files for n in _needles(derived))  # nor a derived copy
    conn = db.connect(path)
    kept = [  # each replaced by a placeholder, not emptied
        f"{table}.{column}"
        for (table, column), (secret, n) in secrets.items()
        if not _cleaned([r[0] for r in conn.execute(f"SELECT {column} FROM {table}")], secret, n)
    ]
    assert kept == []


# -- the team store -------------------------------------------------------------------------


def _pg_text_columns(conn: psycopg.Connection[Any]) -> set[tuple[str, str]]:
    rows = conn.execute(
        "SELECT c.table_name, c.column_name FROM information_schema.columns c "
        "JOIN information_schema.tables t USING (table_schema, table_name) "
        "WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' "
        "AND (c.data_type IN ('text', 'character varying', 'character', 'name', 'json', "
        "'jsonb', 'tsvector', 'xml') OR c.udt_name IN ('_text', '_varchar', '_name'))"
    ).fetchall()
    return {(str(t), str(c)) for t, c in rows}


def _prove_team_scrub(admin_url: str, alice_url: str, monkeypatch: Any) -> None:
    alice = Memory(alice_url, embedder=FakeEmbedder(), project=PROJECT)
    store = alice.store
    specs = store.scrub_tables
    assert store.scrub_skips == {}, "the team store skips tables a scrub should clean"
    with psycopg.connect(admin_url, autocommit=True) as root:
        columns = _pg_text_columns(root)
        scrubbed = _covered(specs)
        waived = _waived(NOT_SCRUBBED, TEAM_NOT_SCRUBBED)
        assert columns - scrubbed - waived == set(), "text columns neither scrubbed nor waived"
        assert scrubbed <= columns
        with psycopg.connect(alice_url, autocommit=True) as conn:
            derived = _seed(alice, conn, monkeypatch, "%s")
            conn.execute(
                "INSERT INTO deliveries (key, delivered_at, result) VALUES ('k-1', %s, '{}')",
                (T0,),
            )
        types = dict(
            root.execute(
                "SELECT table_name || '.' || column_name, data_type FROM information_schema."
                "columns WHERE table_schema = current_schema()"
            ).fetchall()
        )
        secrets = {}
        for spec in specs:  # as the server's superuser: what an older retain left
            for column in (*spec.columns, *spec.json_columns):
                secret = _token()
                cast = "::jsonb" if types[f"{spec.table}.{column}"] == "jsonb" else ""
                n = root.execute(
                    f"UPDATE {spec.table} SET {column} = %s{cast}",
                    (_planted(spec, column, secret),),
                ).rowcount
                assert n, f"no row of {spec.table} to plant a secret in"
                secrets[(spec.table, column)] = (secret, n)
    report = scrub(store, lock_wait=0)
    store.close()
    assert not report.notes or all("not scrubbed" not in n for n in report.notes), report.notes
    with psycopg.connect(admin_url) as root:
        kept = [
            f"{table}.{column}"
            for (table, column), (secret, n) in secrets.items()
            if not _cleaned(
                [str(r[0]) for r in root.execute(f"SELECT {column} FROM {table}")], secret, n
            )
        ]
        assert kept == []
        for column in ("index_text", "context_index"):  # derived from text and context
            values = [str(r[0]) for r in root.execute(f"SELECT {column} FROM memories")]
            assert not any(n in v for v in values for n in _needles(derived)), column
        fts = root.execute(
            "SELECT count(*) FROM memories WHERE fts @@ to_tsquery('simple', %s)",
            (derived[-14:].lower(),),
        ).fetchone()[0]
        assert fts == 0


def test_every_team_store_text_column_is_cleaned_by_a_scrub_or_said_why_not(pg, monkeypatch):
    admin.add_member(pg.admin_url, pg.role("alice"), PROJECT)
    _prove_team_scrub(pg.admin_url, pg.url("alice"), monkeypatch)


def test_no_column_is_waived_that_neither_store_has(pg, tmp_path):
    """A waiver outliving its column would hide a new column of the same name."""
    with psycopg.connect(pg.admin_url) as conn:
        columns = _pg_text_columns(conn) | _sqlite_text_columns(db.connect(tmp_path / "s.db"))
    assert _waived(NOT_SCRUBBED, TEAM_NOT_SCRUBBED) - columns == set()


def test_the_team_scrub_cleans_every_column_when_the_owner_is_no_superuser(pg, monkeypatch):
    """The functions run as the tables' owner, bound by the policies when it is no
    superuser: m013's keeper policies let them reach exactly what the caller sees."""
    with owned_store(pg, "retain_owner_scrub", PROJECT) as urls:
        root = url_with(pg.admin_url, db="retain_owner_scrub")
        _prove_team_scrub(root, urls["alice"], monkeypatch)
