"""`retain scrub` (retain.sleep.scrub): secrets stored before today's redaction leave the
file, its WAL and its full-text index; the migration that owes a scrub, the sleep pass
that pays it, a kill -9 in the middle, and the team store."""

from __future__ import annotations

import json
import sqlite3
import subprocess
from pathlib import Path

from conftest import PYTHON, subprocess_env
from fakes import FakeEmbedder
from retain import Memory
from retain.store import db, queries
from retain.store.migrations import MIGRATIONS
from retain.store.scrub_rows import NOT_SCRUBBED, SCRUBBED
from retain.store.sqlite import SqliteStore

# Secrets of shapes redact() knows today; an older retain stored them as they were.
GITHUB = "ghp_Q7xK2mZ9pL4vR8nT1wY6cB3dF5gH0jS2aE4u"
AWS = "AKIAZ7QX3MPL5KD2WN4R"
PASSWORD = "Hunter2-Staging-9931xq"
SECRETS = (GITHUB, AWS, PASSWORD)
# What a grep of the raw bytes looks for: the tail of each secret as written, and
# lower-cased (FTS5 stores its terms folded, prefix-compressed: the tail survives).
NEEDLES = tuple(needle for s in SECRETS for needle in {s[-14:].encode(), s[-14:].lower().encode()})
T0 = 1_700_000_000.0


def _old_store(path: Path, migrations=MIGRATIONS) -> None:
    """A store as an older retain left it: secrets in clear in every kind of text row,
    a retired memory, rewritten pages (so old copies sit in free pages), and a vector."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute(
        "CREATE TABLE _migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at REAL)"
    )
    for number, step in enumerate(migrations, start=1):
        step(conn)
        conn.execute("INSERT INTO _migrations VALUES (?, ?, 0)", (number, step.__name__))
    live = queries.insert_memory(
        conn,
        text=f"the deploy bot token is {GITHUB}; rotate it monthly",
        kind="decision",
        valence="fact",
        scope="user",
        project_id=None,
        trust="user",
        confidence=0.9,
        now=T0,
        context=f"export DB_PASSWORD={PASSWORD}",
    )
    retired = queries.insert_memory(
        conn,
        text=f"old aws key {AWS} for the billing bucket",
        kind="fact",
        valence="fact",
        scope="user",
        project_id=None,
        trust="agent",
        confidence=0.5,
        now=T0 + 1,
    )
    conn.execute(
        "UPDATE memories SET status = 'archived', retired_kind = 'forgotten', "
        "retired_reason = ? WHERE id = ?",
        (f"leaked {AWS}", retired),
    )
    eid = queries.insert_episode(
        conn,
        text=f"the deploy bot token is {GITHUB}",
        actor="user",
        source="cli",
        now=T0,
        context=f"password: {PASSWORD}",
    )
    conn.execute("INSERT INTO memory_sources VALUES (?, ?)", (live, eid))
    conn.execute(
        "INSERT INTO outcomes (memory_id, outcome, inferred, source, command, detail, at) "
        "VALUES (?, 'ok', 1, 'transcript', ?, ?, ?)",
        (live, f"curl -H 'Authorization: Bearer {GITHUB}' https://api", f"token={GITHUB}", T0),
    )
    conn.execute(
        "INSERT INTO anchors (memory_id, kind, value, fingerprint, detail, checked_at) "
        "VALUES (?, 'command', ?, 'x', ?, ?)",
        (live, f"deploy --key {AWS}", json.dumps({"line": f"AWS_KEY={AWS}", "n": 3}), T0),
    )
    conn.execute(
        "INSERT INTO links VALUES (?, ?, 'may_update', ?, ?, NULL)",
        (live, retired, T0, f"both name {AWS}"),
    )
    conn.execute(
        "INSERT INTO embeddings VALUES (?, 'fake-hash-64', 2, x'0000', "
        "(SELECT content_hash FROM memories WHERE id = ?))",
        (live, live),
    )
    for i in range(30):  # rewritten pages: old copies of the rows go to free pages / WAL
        conn.execute("UPDATE memories SET n_used = ? WHERE id = ?", (i, live))
    conn.close()


def _bytes_of(path: Path) -> dict[str, bytes]:
    return {
        p.name: p.read_bytes()
        for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm"))
        if p.exists()
    }


def _found(path: Path) -> list[str]:
    return [
        f"{name}: {needle.decode()}"
        for name, data in _bytes_of(path).items()
        for needle in NEEDLES
        if needle in data
    ]


def _scrub(path: Path | str, *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", "--db", str(path), "scrub", *extra],
        capture_output=True,
        text=True,
        env=subprocess_env(),
        timeout=120,
    )


def test_scrub_leaves_no_secret_in_the_file_its_wal_or_its_index(tmp_path):
    path = tmp_path / "old.db"
    _old_store(path)
    assert _found(path), "the old store must hold the secrets for this test to mean anything"
    # A running server holds the file open (its idle connection); the scrub goes ahead.
    server = SqliteStore(path, keep_open=True)
    try:
        dry = _scrub(path, "--dry-run", "--json")
        assert dry.returncode == 0, dry.stderr
        assert json.loads(dry.stdout)["memories"] == 2 and _found(path)  # changed nothing

        r = _scrub(path, "--json")
        assert r.returncode == 0, r.stderr
        report = json.loads(r.stdout)
        assert report["memories"] == 2 and report["episodes"] == 1
        assert report["rows"]["outcomes"] == 1 and report["rows"]["anchors"] == 1
        assert report["rows"]["links"] == 1 and report["history"] == 3
        assert report["vectors_dropped"] == 1 and report["reembedded"] == 2  # one had none
        assert report["vacuumed"] and report["wal_truncated"] and report["index_rebuilt"]
        for out in (dry.stdout + dry.stderr, r.stdout + r.stderr):
            assert not any(s in out or s.lower() in out for s in SECRETS)
        assert _found(path) == []
    finally:
        server.close()
    assert _found(path) == []

    store = SqliteStore(path)
    with store.connect() as conn:
        fts = "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?"
        for secret in SECRETS:
            tail = secret[-14:].lower()
            assert conn.execute(fts, (f'"{tail}"',)).fetchall() == []
        assert [r[0] for r in conn.execute(fts, ('"rotate"',))] == [1]
        row = conn.execute(
            "SELECT text, content_hash, context FROM memories WHERE id = 1"
        ).fetchone()
        assert "[REDACTED:github-token]" in row[0] and "[REDACTED:" in row[2]
        assert conn.execute("SELECT content_hash FROM embeddings").fetchone()[0] == row[1]
        assert json.loads(conn.execute("SELECT detail FROM anchors").fetchone()[0])["n"] == 3
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    hits = Memory(str(path), embedder=None).search("deploy bot token rotate", k=3)
    assert [h.memory.id for h in hits][:1] == [1]

    again = _scrub(path, "--json")
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["rows"] == {t.table: 0 for t in SCRUBBED}
    text = _scrub(path)
    assert "changed: 0 memories, 0 episodes (evidence), 0 history rows" in text.stdout


def test_the_migration_owes_a_scrub_and_the_sleep_pass_pays_it(tmp_path):
    path = tmp_path / "v8.db"
    _old_store(path, MIGRATIONS[:8])  # as the retain before m009 and m010 left it
    doctor = subprocess.run(
        [PYTHON, "-m", "retain", "--db", str(path), "doctor"],
        capture_output=True,
        text=True,
        env=subprocess_env(),
    )
    assert "owed once the schema is upgraded" in doctor.stdout
    mem = Memory(str(path), embedder=None)  # opening migrates: only a mark, no scrub yet
    assert mem.status()["scrub_pending"] and _found(path)
    status = subprocess.run(
        [PYTHON, "-m", "retain", "--db", str(path), "status"],
        capture_output=True,
        text=True,
        env=subprocess_env(),
    )
    assert "scrub pending" in status.stdout
    report = mem.sleep(now=T0 + 10)
    assert report.scrubbed == 6  # 2 memories, 1 episode, 3 history rows
    assert mem.status()["scrub_pending"] is None
    mem.store.close()
    assert _found(path) == []


def test_a_new_store_owes_no_scrub(tmp_path):
    mem = Memory(str(tmp_path / "new.db"), embedder=None)
    assert mem.status()["scrub_pending"] is None


KILLER = """
import os, signal, sys
from retain.sleep import scrub
from retain.store.sqlite import SqliteStore
scrub.BATCH = 4
real, calls = scrub._apply, []
def dying(*args, **kw):
    real(*args, **kw)
    calls.append(1)
    if len(calls) == 2:
        os.kill(os.getpid(), signal.SIGKILL)
scrub._apply = dying
scrub.scrub(SqliteStore(sys.argv[1]))
"""


def test_a_scrub_killed_midway_leaves_a_consistent_store_and_a_rerun_finishes(tmp_path):
    path = tmp_path / "many.db"
    _old_store(path)
    store = SqliteStore(path)
    with store.connect() as conn:
        for i in range(40):
            queries.insert_memory(
                conn,
                text=f"note {i}: the key is {GITHUB}",
                kind="fact",
                valence="fact",
                scope="user",
                project_id=None,
                trust="agent",
                confidence=0.5,
                now=T0 + i,
            )
        conn.execute("INSERT INTO store_flags VALUES ('scrub', 1.0, 'rows from an older retain')")
    store.close()
    killed = subprocess.run(
        [PYTHON, "-c", KILLER, str(path)], capture_output=True, env=subprocess_env(), timeout=60
    )
    assert killed.returncode == -9
    check = db.connect(path)
    assert check.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    done = check.execute("SELECT count(*) FROM memories WHERE text LIKE '%REDACTED%'").fetchone()[0]
    assert 0 < done < 42  # killed between batches: some rows done, some not
    assert check.execute("SELECT detail FROM store_flags").fetchone() is not None  # still owed
    check.close()
    r = _scrub(path, "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["pending"] is None
    assert _found(path) == []


def test_a_scrub_waits_for_the_sleep_pass_lock(tmp_path):
    from retain.sleep.scrub import scrub

    path = tmp_path / "old.db"
    _old_store(path)
    store = SqliteStore(path)
    with store.exclusive("sleep", 0) as held:
        assert held
        report = scrub(store, lock_wait=0)
    assert report.skipped == "locked" and report.changed == 0 and _found(path)


def test_every_text_column_is_scrubbed_or_said_why_not(tmp_path):
    conn = db.connect(tmp_path / "schema.db")
    scrubbed = {(s.table, c) for s in SCRUBBED for c in s.columns + s.json_columns}
    waived = {(t, c) for t, cols in NOT_SCRUBBED.items() for c in cols}
    tables = [
        r[0]
        for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE '%VIRTUAL%' "
            "AND name NOT LIKE 'memories_fts%'"
        )
    ]
    text_columns = {
        (t, r[1])
        for t in tables
        for r in conn.execute(f"PRAGMA table_info({t})")
        if "TEXT" in r[2].upper()
    }
    assert text_columns - scrubbed - waived == set()
    assert not scrubbed & waived


def test_scrub_on_the_team_store_redacts_what_the_member_may_change(pg, monkeypatch):
    from retain.store import pg_admin as admin

    project = "git:github.com/acme/shop"
    for who in ("alice", "bob"):
        admin.add_member(pg.admin_url, pg.role(who), project)
    monkeypatch.setattr("retain.core.validate.redact", lambda text: (text, 0))
    alice = Memory(pg.url("alice"), embedder=FakeEmbedder(), project=project)
    bob = Memory(pg.url("bob"), embedder=FakeEmbedder(), project=project)
    shared = alice.write(f"the deploy bot token is {GITHUB}", kind="decision", scope="project")
    private = bob.write(f"my own aws key {AWS} for the sandbox", kind="preference", scope="user")
    assert shared.stored and private.stored
    alice.backfill()
    monkeypatch.undo()

    r = _scrub(pg.url("alice"), "--json")
    assert r.returncode == 0, r.stderr
    report = json.loads(r.stdout)
    assert report["memories"] == 1 and report["vacuumed"] is False
    # evidence too, since m012 (only to a redaction of it, retain_scrub_row)
    assert report["episodes"] == 1 and not any("not scrubbed" in n for n in report["notes"])
    assert not any(s in r.stdout + r.stderr for s in SECRETS)
    import psycopg

    with psycopg.connect(pg.admin_url) as conn:
        texts = dict(conn.execute("SELECT id, text FROM memories").fetchall())
        assert GITHUB not in texts[shared.memory_id] and "[REDACTED:" in texts[shared.memory_id]
        assert AWS in texts[private.memory_id]  # bob's private row: alice may not see it
        episodes = [r[0] for r in conn.execute("SELECT text FROM episodes ORDER BY id")]
        assert GITHUB not in episodes[0] and AWS in episodes[1]
        fts = conn.execute(
            "SELECT count(*) FROM memories WHERE fts @@ to_tsquery('simple', %s)",
            (GITHUB[-14:].lower(),),
        ).fetchone()[0]
        assert fts == 0
    again = json.loads(_scrub(pg.url("alice"), "--json").stdout)
    assert again["memories"] == 0
    by_bob = json.loads(_scrub(pg.url("bob"), "--json").stdout)
    assert by_bob["memories"] == 1


def test_a_long_scrub_says_where_it_is(tmp_path, monkeypatch):
    from retain.sleep import scrub

    path = tmp_path / "old.db"
    _old_store(path)
    monkeypatch.setattr(scrub, "BATCH", 1)
    ticks = iter(range(0, 1000, 5))  # every read of the clock is 5 s later
    lines: list[str] = []
    store = SqliteStore(path)
    with store.session():
        report = scrub.scrub_locked(
            store, dry_run=True, progress=lines.append, clock=lambda: float(next(ticks))
        )
    assert report.memories == 2
    assert "scrub: memories: 1 of 2 rows read" in lines
    assert not any(s in line for line in lines for s in SECRETS)


def test_writes_go_on_while_a_scrub_runs(tmp_path):
    """A server or hook writing meanwhile loses nothing and is not refused."""
    path = tmp_path / "busy.db"
    _old_store(path)
    scrubbing = subprocess.Popen(
        [PYTHON, "-m", "retain", "--db", str(path), "scrub", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=subprocess_env(),
    )
    mem = Memory(str(path), embedder=None)
    written = [
        mem.write(f"release {i} ships on a Thursday after the freeze", kind="fact").memory_id
        for i in range(25)
    ]
    out, err = scrubbing.communicate(timeout=120)
    assert scrubbing.returncode == 0, err
    assert json.loads(out)["memories"] == 2
    assert all(mem.get(i).text.startswith("release ") for i in written)
    mem.store.close()
    assert _found(path) == []


def _under_rules(path: Path, version: str | None) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    if version is None:
        conn.execute("DELETE FROM store_flags WHERE name = 'redaction'")
    else:
        conn.execute("UPDATE store_flags SET detail = ? WHERE name = 'redaction'", (version,))
    conn.close()


def test_a_store_redacted_under_older_rules_owes_a_scrub_the_sleep_pass_pays(tmp_path):
    """Each widening of redact() raises RULES_VERSION: rows an older retain let through
    are scrubbed by the next sleep pass, without anyone remembering to add a migration."""
    from retain.redact import RULES_VERSION

    path = tmp_path / "older.db"
    mem = Memory(str(path), embedder=None)
    mem.write("the staging deploy goes through make release", kind="fact")
    assert mem.status()["scrub_pending"] is None  # written under today's rules
    conn = sqlite3.connect(path, isolation_level=None)  # what an older redact() let through
    conn.execute("UPDATE memories SET text = ?", (f"the deploy bot token is {GITHUB}",))
    conn.close()
    _under_rules(path, str(RULES_VERSION - 1))
    pending = mem.status()["scrub_pending"]
    assert pending and str(RULES_VERSION - 1) in pending
    doctor = subprocess.run(
        [PYTHON, "-m", "retain", "--db", str(path), "doctor"],
        capture_output=True,
        text=True,
        env=subprocess_env(),
    )
    assert f"pending: rows under version {RULES_VERSION - 1}" in doctor.stdout
    report = mem.sleep(now=T0 + 10)
    assert report.scrubbed >= 1
    assert mem.status()["scrub_pending"] is None
    assert GITHUB not in mem.get(1).text
    mem.store.close()
    assert _found(path) == []


def test_a_store_from_before_the_rules_had_a_version_owes_a_scrub_once(tmp_path):
    path = tmp_path / "unversioned.db"
    mem = Memory(str(path), embedder=None)
    mem.write("integration tests need docker compose up first", kind="fact")
    _under_rules(path, None)
    assert "before redaction rules version" in (mem.status()["scrub_pending"] or "")
    result = _scrub(path)
    assert result.returncode == 0, result.stderr
    assert mem.status()["scrub_pending"] is None
    mem.write("the ledger service listens on port 8443", kind="fact")
    assert mem.status()["scrub_pending"] is None  # new rows are redacted by today's rules
