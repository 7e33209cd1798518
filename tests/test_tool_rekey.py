"""A store keyed under older tool-key rules than today's (retain.store.db.TOOL_KEYS_VERSION)
is keyed again when it is next opened by a process that may take the time: once, under
the migrations' write lock, in one transaction; a store keyed under today's rules is only
read. The hooks, the server and newer stores: tests/test_tool_rekey_openers.py. The
memories are invented for these tests."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import subprocess

from conftest import PYTHON, subprocess_env
from mounts import immutable
from retain.core.toolkeys import memory_keys
from retain.store import db, migrations, queries, sqlite_tool

RULE = "Never `terraform apply` against the shared account by hand; use `make plan-apply`."
TEXTS = (
    RULE,
    "The files under gen/ are generated from schema/api.yaml: edit the yaml, then `make gen`.",
    "Never edit vendor/ by hand; `go mod vendor` rewrites it.",
)


def _add(conn: sqlite3.Connection, text: str, now: float = 1.0) -> int:
    return queries.insert_memory(
        conn, text=text, kind="constraint", valence="fact", scope="user", project_id=None,
        trust="user", confidence=0.9, now=now,
    )  # fmt: skip


def _keys(conn: sqlite3.Connection, memory_id: int) -> set[tuple[str, str, str]]:
    rows = conn.execute(
        "SELECT kind, key, target FROM tool_keys WHERE memory_id = ?", (memory_id,)
    ).fetchall()
    return {(str(k), str(v), str(t)) for k, v, t in rows}


def _recorded(conn: sqlite3.Connection) -> str | None:
    row = conn.execute(
        "SELECT detail FROM store_flags WHERE name = ?", (db.TOOL_KEYS_FLAG,)
    ).fetchone()
    return None if row is None else str(row[0])


def _stale_store(path, texts=TEXTS, *, version: str | None = "0") -> list[int]:
    """A store written by today's code whose keys then look like older rules' (one memory
    lost its keys, another holds one today's rules never read), recorded under `version`
    (None: before the rules had a version, as every store written until round 45)."""
    conn = db.connect(path)
    with db.transaction(conn):
        ids = [_add(conn, text, now=1.0 + i) for i, text in enumerate(texts)]
        conn.execute("DELETE FROM tool_keys WHERE memory_id = ?", (ids[0],))
        conn.execute(
            "INSERT INTO tool_keys (kind, key, memory_id) VALUES ('cmd', 'old rules', ?)",
            (ids[1],),
        )
        if version is None:
            conn.execute("DELETE FROM store_flags WHERE name = ?", (db.TOOL_KEYS_FLAG,))
        else:
            conn.execute(
                "UPDATE store_flags SET detail = ? WHERE name = ?", (version, db.TOOL_KEYS_FLAG)
            )
    conn.close()
    return ids


def _assert_keyed_by_todays_rules(conn: sqlite3.Connection) -> None:
    for memory_id, text in conn.execute("SELECT id, text FROM memories").fetchall():
        assert _keys(conn, memory_id) == set(memory_keys(text)), text
    assert _recorded(conn) == str(db.TOOL_KEYS_VERSION)


def _count_rekeys(monkeypatch) -> list[int]:
    """Each pass that reads every memory's keys again, counted."""
    passes: list[int] = []
    real = sqlite_tool.backfill

    def counted(conn, kinds=None):
        passes.append(1)
        return real(conn, kinds)

    monkeypatch.setattr(sqlite_tool, "backfill", counted)
    return passes


def test_a_new_store_records_todays_rules(tmp_path):
    conn = db.connect(tmp_path / "new.db")
    assert _recorded(conn) == str(db.TOOL_KEYS_VERSION)
    conn.close()


def test_a_store_keyed_under_older_rules_is_keyed_again_on_open(tmp_path, monkeypatch):
    path = tmp_path / "r.db"
    ids = _stale_store(path)
    passes = _count_rekeys(monkeypatch)
    conn = db.connect(path)
    assert passes == [1]
    assert ("cmd", "terraform apply", "-terraform apply") in _keys(conn, ids[0])
    assert ("cmd", "old rules", "") not in _keys(conn, ids[1])
    _assert_keyed_by_todays_rules(conn)
    conn.close()
    db.connect(path).close()  # keyed now: the next open reads the version only
    assert passes == [1]


def test_a_store_from_before_the_rules_had_a_version_is_keyed_again_once(tmp_path, monkeypatch):
    path = tmp_path / "r.db"
    ids = _stale_store(path, version=None)
    passes = _count_rekeys(monkeypatch)
    for _ in range(3):
        conn = db.connect(path)
        _assert_keyed_by_todays_rules(conn)
        assert _keys(conn, ids[0])
        conn.close()
    assert passes == [1]


def test_a_store_at_todays_rules_is_not_keyed_again(tmp_path, monkeypatch):
    path = tmp_path / "r.db"
    conn = db.connect(path)
    with db.transaction(conn):
        for text in TEXTS:
            _add(conn, text)
    conn.close()
    passes = _count_rekeys(monkeypatch)
    statements: list[str] = []
    for _ in range(3):
        conn = db.connect(path)
        conn.set_trace_callback(statements.append)
        assert migrations.migrate(conn) == db.SCHEMA_VERSION
        conn.close()
    assert passes == []
    # migrate() on a current store: the schema's version and the keys' version, read only
    assert not [s for s in statements if not s.lstrip().upper().startswith("SELECT")]


def test_an_upgrade_across_a_rekey_step_keys_once_and_records_the_rules(tmp_path, monkeypatch):
    """A store from before m027 is keyed by m027's own pass, with today's rules: it owes
    no second pass."""
    from test_db import _store_at

    at = [s.__name__ for s in migrations.MIGRATIONS].index("m027_tool_keys_spellings")
    conn = _store_at(tmp_path / "v26.db", migrations.MIGRATIONS[:at])
    memory_id = _add(conn, RULE)
    conn.execute("DELETE FROM tool_keys")
    passes = _count_rekeys(monkeypatch)
    assert migrations.migrate(conn) == db.SCHEMA_VERSION
    assert passes == [1]
    assert _keys(conn, memory_id) == set(memory_keys(RULE))
    assert _recorded(conn) == str(db.TOOL_KEYS_VERSION)
    conn.close()


# Open the store with a re-key that kills its own process midway: after the keys are
# read again, before the change-trigger keys and the commit.
CRASH = """
import os, signal, sys
from retain.store import db, sqlite_tool

def crash(conn):
    os.kill(os.getpid(), signal.SIGKILL)

sqlite_tool.backfill_when = crash
db.connect(sys.argv[1])
"""


def test_a_rekey_killed_midway_leaves_the_old_keys_and_is_done_again(tmp_path):
    path = tmp_path / "r.db"
    ids = _stale_store(path)
    killed = subprocess.run(
        [PYTHON, "-c", CRASH, str(path)], capture_output=True, env=subprocess_env(), timeout=60
    )
    assert killed.returncode == -9
    conn = sqlite3.connect(path)
    assert _keys(conn, ids[0]) == set()  # the old keys, under the old version
    assert ("cmd", "old rules", "") in _keys(conn, ids[1])
    assert _recorded(conn) == "0"
    conn.close()
    conn = db.connect(path)
    _assert_keyed_by_todays_rules(conn)
    conn.close()


# A process that opens the store (counting each re-key pass in a file), then writes a
# memory of its own.
OPEN_AND_WRITE = """
import sys
from retain.store import db, queries, sqlite_tool

path, log, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
real = sys.modules["retain.store.sqlite_tool"].backfill

def counted(conn, kinds=None):
    with open(log, "a") as f:
        f.write("pass\\n")
    return real(conn, kinds)

sqlite_tool.backfill = counted
conn = db.connect(path)
with db.transaction(conn):
    queries.insert_memory(
        conn, text=f"Never `helm uninstall` release-{n} by hand; ask the platform team.",
        kind="constraint", valence="fact", scope="user", project_id=None, trust="user",
        confidence=0.9, now=10.0 + n,
    )
conn.close()
"""


def test_processes_opening_a_stale_store_at_once_key_it_once_and_lose_nothing(tmp_path):
    path = tmp_path / "shared.db"
    texts = [*TEXTS, *(f"Never edit migrations/{i:04d}_init.sql once merged." for i in range(200))]
    _stale_store(path, texts)
    log = tmp_path / "passes.log"
    procs = [
        subprocess.Popen(
            [PYTHON, "-c", OPEN_AND_WRITE, str(path), str(log), str(n)], env=subprocess_env()
        )
        for n in range(4)
    ]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0, 0]
    assert log.read_text().splitlines() == ["pass"]
    conn = db.connect(path)
    assert conn.execute("SELECT count(*) FROM memories").fetchone()[0] == len(texts) + 4
    _assert_keyed_by_todays_rules(conn)  # the four new memories' keys among them
    for n in range(4):
        (memory_id,) = conn.execute(
            "SELECT id FROM memories WHERE text LIKE ?", (f"%release-{n} %",)
        ).fetchone()
        assert ("cmd", "helm uninstall", "-helm uninstall") in _keys(conn, memory_id)
    conn.close()


def test_a_read_only_store_keyed_under_older_rules_is_still_read(tmp_path):
    """A store that cannot be written keeps the keys it has (and their version) and is
    read with them; the next open that can write keys it."""
    path = tmp_path / "r.db"
    ids = _stale_store(path)
    if os.geteuid() != 0:
        path.chmod(0o400)
        held: contextlib.AbstractContextManager[None] = contextlib.nullcontext()
    else:
        held = immutable(path)  # root ignores modes
    with held:
        conn = db.connect(path)
        assert ("cmd", "old rules", "") in _keys(conn, ids[1])
        assert _recorded(conn) == "0"
        conn.close()
    if os.geteuid() != 0:
        path.chmod(0o600)
    conn = db.connect(path)
    _assert_keyed_by_todays_rules(conn)
    conn.close()


def test_an_open_that_cannot_wait_for_the_write_lock_reads_the_keys_it_has(tmp_path):
    """Another process holds the write lock (keying the store, say) past this opener's
    busy timeout: it reads the keys as they are rather than failing."""
    path = tmp_path / "r.db"
    ids = _stale_store(path)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        conn = db.connect(path, busy_timeout_ms=50)
        assert ("cmd", "old rules", "") in _keys(conn, ids[1])
        assert _recorded(conn) == "0"
        conn.close()
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    conn = db.connect(path)
    _assert_keyed_by_todays_rules(conn)
    conn.close()
