import os
import sqlite3
import stat

import pytest

from retain.errors import SchemaTooNew, StoreError
from retain.store import db
from retain.store.migrations import MIGRATIONS, SCHEMA_VERSION, applied_version


def test_connect_creates_private_wal_database(tmp_path):
    path = tmp_path / "data" / "retain.db"
    conn = db.connect(path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA busy_timeout").fetchone()[0] >= 5000
    conn.close()
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(path.parent).st_mode) == 0o700


def test_migrations_recorded_once_and_rerun_is_noop(tmp_path):
    path = tmp_path / "r.db"
    db.connect(path).close()
    conn = db.connect(path)
    rows = conn.execute("SELECT version, name FROM _migrations ORDER BY version").fetchall()
    assert [r[0] for r in rows] == list(range(1, len(MIGRATIONS) + 1))
    assert rows[0][1] == "m001_initial"
    assert applied_version(conn) == SCHEMA_VERSION


def test_fts_follows_inserts_updates_and_deletes(tmp_path):
    conn = db.connect(tmp_path / "r.db")
    from retain.store import queries as store

    with db.transaction(conn):
        mid = store.insert_memory(
            conn,
            text="deploys go through the blue pipeline",
            kind="fact",
            valence="fact",
            scope="user",
            project_id=None,
            trust="user",
            confidence=0.7,
            now=1.0,
        )

    def hits(word):
        return [
            r[0]
            for r in conn.execute(
                "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?", (f'"{word}"',)
            )
        ]

    assert hits("pipeline") == [mid]
    with db.transaction(conn):
        store.update_memory(conn, mid, 2.0, text="deploys go through the green pipeline")
    assert hits("blue") == [] and hits("green") == [mid]
    with db.transaction(conn):
        conn.execute("DELETE FROM memories WHERE id = ?", (mid,))
    assert hits("green") == []


def test_newer_schema_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "r.db"
    conn = db.connect(path)
    conn.execute("INSERT INTO _migrations VALUES (?, 'm999_future', 0)", (SCHEMA_VERSION + 5,))
    conn.close()
    before = path.read_bytes()
    with pytest.raises(SchemaTooNew, match="upgrade retain"):
        db.connect(path)
    assert path.read_bytes() == before


def test_corrupt_file_gives_a_clear_error_and_is_not_overwritten(tmp_path):
    path = tmp_path / "r.db"
    junk = b"this is not a database at all\n" * 200
    path.write_bytes(junk)
    with pytest.raises(StoreError, match="damaged"):
        db.connect(path)
    assert path.read_bytes() == junk


def test_transaction_rolls_back_on_error(tmp_path):
    conn = db.connect(tmp_path / "r.db")
    with pytest.raises(RuntimeError), db.transaction(conn):
        conn.execute(
            "INSERT INTO episodes (text, actor, source, created_at, content_hash) "
            "VALUES ('x', 'user', 'cli', 0, 'h')"
        )
        raise RuntimeError("boom")
    assert conn.execute("SELECT COUNT(*) FROM episodes").fetchone()[0] == 0


def test_schema_rejects_bad_enums(tmp_path):
    conn = db.connect(tmp_path / "r.db")
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute(
            "INSERT INTO episodes (text, actor, source, created_at, content_hash) "
            "VALUES ('x', 'robot', 'cli', 0, 'h')"
        )


def test_error_description_is_one_line(tmp_path):
    msg = db.describe_db_error(
        tmp_path / "r.db", sqlite3.DatabaseError("malformed database schema (x) - t REAL,\n)")
    )
    assert "\n" not in msg and "damaged" in msg


def test_a_store_numbered_by_the_prompt_branch_gets_the_episode_context(tmp_path):
    """m005_episode_context and m006_injection_use were written in parallel, and a store
    of the prompt branch recorded the injections columns as version 5: migrating it must
    add episodes.context (which it skipped) without adding the injections columns again."""
    from retain.store import migrations

    conn = sqlite3.connect(tmp_path / "dev.db", isolation_level=None)
    conn.execute(
        "CREATE TABLE _migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "applied_at REAL NOT NULL)"
    )
    steps = [*MIGRATIONS[:4], migrations.m006_injection_use]
    for number, step in enumerate(steps, start=1):
        step(conn)
        conn.execute("INSERT INTO _migrations VALUES (?, ?, 0)", (number, step.__name__))
    assert "context" not in {r[1] for r in conn.execute("PRAGMA table_info(episodes)")}
    assert migrations.migrate(conn) == SCHEMA_VERSION
    assert "context" in {r[1] for r in conn.execute("PRAGMA table_info(episodes)")}
    assert "kind" in {r[1] for r in conn.execute("PRAGMA table_info(injections)")}
    conn.close()


def _store_at(path, steps):
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute(
        "CREATE TABLE _migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "applied_at REAL NOT NULL)"
    )
    for number, step in enumerate(steps, start=1):
        step(conn)
        conn.execute("INSERT INTO _migrations VALUES (?, ?, 0)", (number, step.__name__))
    return conn


def _old_store_with_rules(path, version, texts):
    """A store at `version` holding each text as a user constraint and no tool keys yet,
    as a store keyed by older rules looks to the re-keying step: (connection, ids)."""
    from retain.store import queries

    conn = _store_at(path, MIGRATIONS[:version])
    ids = [
        queries.insert_memory(
            conn,
            text=text,
            kind="constraint",
            valence="fact",
            scope="user",
            project_id=None,
            trust="user",
            confidence=0.9,
            now=1.0,
        )  # fmt: skip
        for text in texts
    ]
    conn.execute("DELETE FROM tool_keys")
    conn.commit()
    return conn, ids


def test_a_version_6_store_upgrades_to_outcomes_and_anchors(tmp_path):
    """m007 on a store of main before it (v6, with a memory and an injection): the memory
    reads back with no inferred outcomes and no stale mark, and the new tables work."""
    from retain.store import migrations
    from retain.store.sqlite import SqliteStore

    path = tmp_path / "v6.db"
    conn = _store_at(path, MIGRATIONS[:6])
    assert applied_version(conn) == 6
    from retain.store import queries

    queries.insert_memory(  # the v6 columns only
        conn,
        text="retries live in billing/retry.py",
        kind="decision",
        valence="fact",
        scope="project",
        project_id="path:/p",
        trust="agent",
        confidence=0.6,
        now=1.0,
    )
    conn.execute(
        "INSERT INTO injections (session_id, memory_id, at, source) VALUES ('s1', 1, 2.0, "
        "'startup')"
    )
    conn.close()
    store = SqliteStore(path)  # opening migrates
    with store.session():
        m = store.get(1)
        assert (m.n_inferred_success, m.n_inferred_failure, m.stale_at) == (0, 0, None)
        assert store.injected_ids("s1") == [1]
        assert store.unanchored("path:/p", 10) == [(1, "retries live in billing/retry.py")]
        oid = store.add_outcome(1, "ok", inferred=True, source="transcript", now=3.0,
                                session_id="s1")  # fmt: skip
        assert oid is not None and store.outcomes_of(1)[0].inferred
        assert store.anchor_probes([1]) == []
    check = db.connect(path)
    names = [r[0] for r in check.execute("SELECT name FROM _migrations ORDER BY version")]
    assert names[6] == "m007_outcomes_and_anchors" and len(names) == SCHEMA_VERSION
    assert migrations.migrate(check) == SCHEMA_VERSION  # again: nothing to do
    check.close()


def test_a_version_7_store_gets_the_block_ranking_indexes(tmp_path):
    """m008 on a store of main before it (v7, with memories in every tier): the three
    ranking indexes exist, the block's pool reads them and is what the scan gives."""
    from retain.store import migrations, queries
    from retain.store.sqlite import SqliteStore

    path = tmp_path / "v7.db"
    conn = _store_at(path, MIGRATIONS[:7])
    for i, (kind, valence, pinned) in enumerate(
        [("decision", "fact", 0), ("fact", "failure", 0), ("note", "fact", 1), ("fact", "fact", 0)]
        * 5
    ):
        mid = queries.insert_memory(
            conn,
            text=f"memory {i}",
            kind=kind,
            valence=valence,
            scope="project" if i % 3 else "user",
            project_id="path:/p" if i % 3 else None,
            trust="agent",
            confidence=0.5 + i / 100,
            now=100.0 + i,
        )
        conn.execute("UPDATE memories SET pinned = ? WHERE id = ?", (pinned, mid))
    conn.commit()
    conn.close()
    store = SqliteStore(path)  # opening migrates
    with store.session():
        kinds = ("decision", "constraint", "architecture", "bugfix", "lesson", "preference")
        kinds += ("procedure",)
        fast = store.block_candidates("path:/p", now=500.0, kinds=kinds, limit=50)
        scan = store.scan_candidates("path:/p", now=500.0, kinds=kinds, limit=50)
    store.close()
    assert [c.id for c in fast] == [c.id for c in scan] and len(fast) == 15
    assert [c.pinned for c in fast[:5]] == [1] * 5 and fast[5].valence == "failure"
    check = db.connect(path)
    names = [r[0] for r in check.execute("SELECT name FROM _migrations ORDER BY version")]
    assert names[7] == "m008_block_ranking_indexes" and len(names) == SCHEMA_VERSION >= 8
    indexes = {
        r[0]
        for r in check.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'memories'"
        )
    }
    assert {f"memories_block_{k}" for k in ("cap", "kept", "touched")} <= indexes
    assert migrations.migrate(check) == SCHEMA_VERSION  # again: nothing to do
    check.close()


def test_a_store_numbered_by_the_outcomes_branch_gets_the_rest(tmp_path):
    """The outcomes branch recorded its step as version 5, before m005 and m006 existed:
    migrating adds what it skipped (episodes.context, the injection columns) and does not
    create its tables twice."""
    from retain.store import migrations

    conn = _store_at(tmp_path / "dev.db", [*MIGRATIONS[:4], migrations.m007_outcomes_and_anchors])
    assert migrations.migrate(conn) == SCHEMA_VERSION
    assert "context" in {r[1] for r in conn.execute("PRAGMA table_info(episodes)")}
    assert "kind" in {r[1] for r in conn.execute("PRAGMA table_info(injections)")}
    assert "stale_at" in {r[1] for r in conn.execute("PRAGMA table_info(memories)")}
    conn.close()


class _InterruptedAfterCommit:
    """A connection on which Ctrl-C lands just after COMMIT has returned: the moment a
    real interrupt hit in CI (an export creating its schema)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    @property
    def in_transaction(self) -> bool:
        return self._conn.in_transaction

    def execute(self, sql: str, *args: object) -> sqlite3.Cursor:
        cur = self._conn.execute(sql, *args)
        if sql == "COMMIT":
            raise KeyboardInterrupt
        return cur


def test_ctrl_c_just_after_the_migrations_commit_stays_an_interrupt(tmp_path):
    from retain.store.migrations import migrate

    conn = sqlite3.connect(tmp_path / "m.db", isolation_level=None)
    # The interrupt reaches the caller as itself (one line, exit 130 in the CLI), not as
    # "cannot rollback - no transaction is active", and the schema it committed stays.
    with pytest.raises(KeyboardInterrupt):
        migrate(_InterruptedAfterCommit(conn))  # type: ignore[arg-type]
    assert applied_version(conn) == SCHEMA_VERSION


@pytest.mark.parametrize("at", [11, 12])
def test_an_upgrade_across_the_re_keying_steps_reads_each_memory_once(tmp_path, monkeypatch, at):
    """m012 to m019 and m022 each end by keying every memory again with today's rules; an
    upgrade across them reads each memory once (before: once per step, three times from
    11; then once more for m022, after two steps that are not re-keys), keeps each step's
    row in _migrations and gets the keys one reading gives."""
    from retain.core import toolkeys
    from retain.core.toolkeys import memory_keys
    from retain.store import migrations, queries

    conn = _store_at(tmp_path / f"v{at}.db", MIGRATIONS[:at])
    texts = (
        "No float64 for money; run `pytest --create-db` once.",
        "Versions live only in Directory.Packages.props.",
        "Never run `kubectl apply -f deploy/prod.yaml` by hand.",
    )
    ids = {
        queries.insert_memory(
            conn, text=text, kind="decision", valence="fact", scope="user", project_id=None,
            trust="user", confidence=0.9, now=1.0,
        ): text
        for text in texts
    }  # fmt: skip
    read: list[str] = []

    def counted(text: str) -> list[tuple[str, str, str]]:
        read.append(text)
        return memory_keys(text)

    # sqlite_tool imports it where the write path calls it (the hooks only read keys)
    monkeypatch.setattr(toolkeys, "memory_keys", counted)
    assert migrations.migrate(conn) == SCHEMA_VERSION
    assert sorted(read) == sorted(texts)  # one pass
    rows = conn.execute("SELECT version, name FROM _migrations ORDER BY version").fetchall()
    assert rows == [(n, step.__name__) for n, step in enumerate(MIGRATIONS, start=1)]
    keys = set(conn.execute("SELECT kind, key, memory_id, target FROM tool_keys"))
    expected = {(k, v, mid, t) for mid, text in ids.items() for k, v, t in memory_keys(text)}
    assert keys == expected and {k[0] for k in keys} >= {"code", "cmd", "file"}
    conn.close()


def test_a_re_keying_step_called_alone_still_keys_every_memory(tmp_path):
    """The runner defers the re-key to the last of a run; a step called by itself (as the
    tests' old-store builders call them) does its whole job, as it always did."""
    from retain.core.toolkeys import memory_keys
    from retain.store import migrations, queries

    conn = _store_at(tmp_path / "v11.db", MIGRATIONS[:11])
    text = "No float64 for money; run `pytest --create-db` once."
    mid = queries.insert_memory(
        conn, text=text, kind="decision", valence="fact", scope="user", project_id=None,
        trust="user", confidence=0.9, now=1.0,
    )  # fmt: skip
    migrations.m012_tool_code_keys(conn)
    keys = set(conn.execute("SELECT kind, key, target FROM tool_keys WHERE memory_id = ?", (mid,)))
    assert keys == set(memory_keys(text)) and keys
    conn.execute("DELETE FROM tool_keys")
    migrations.m014_tool_keys_destinations(conn)
    assert set(conn.execute("SELECT kind, key, target FROM tool_keys")) == keys
    conn.close()
