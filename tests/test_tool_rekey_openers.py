"""Who keys a store again when its tool keys are older than today's rules
(retain.store.db.TOOL_KEYS_VERSION): never a hook, which reads the keys the store has (the
pass is linear in the store and would outlast a hook's timeout); the sleep pass, the CLI,
and the server in a background thread do. A store keyed by a newer retain's rules is never
keyed back. The memories are invented for these tests."""

from __future__ import annotations

import sqlite3
import subprocess
import threading

from conftest import PYTHON, subprocess_env
from retain.core.toolkeys import memory_keys
from retain.store import db
from retain.store.sqlite import SqliteStore
from test_tool_hook import run
from test_tool_hook_keys import bash, store
from test_tool_rekey import RULE, _count_rekeys, _keys, _recorded, _stale_store

OTHER = "Never `helm uninstall` a release by hand; ask the platform team first."


def _every_key(path) -> list[tuple]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT * FROM tool_keys ORDER BY 1, 2, 3, 4").fetchall()
    finally:
        conn.close()


def _make_stale(path, memory_id: int, version: str = "0") -> None:
    """The memory's keys as older rules left them (none), under an older version."""
    conn = db.connect(path)
    with db.transaction(conn):
        conn.execute("DELETE FROM tool_keys WHERE memory_id = ?", (memory_id,))
        conn.execute(
            "UPDATE store_flags SET detail = ? WHERE name = ?", (version, db.TOOL_KEYS_FLAG)
        )
    conn.close()


def test_hooks_read_a_stale_store_with_its_keys_and_the_sleep_pass_keys_it(project, tmp_path):
    from retain.sleep.run import run_sleep_pass

    mid, other = store(project, RULE, OTHER)
    path = db.config.db_file()
    _make_stale(path, mid)
    before = _every_key(path)
    # The stale keys hide the rule from the call it is about; the other memory's keys
    # (read by today's rules) still find it.
    assert bash(project, tmp_path, "terraform apply -auto-approve") == []
    assert bash(project, tmp_path, "helm uninstall web") == [other]
    session = {
        "hook_event_name": "SessionStart", "session_id": "s-2", "cwd": str(project),
        "source": "startup", "transcript_path": str(tmp_path / "none.jsonl"),
    }  # fmt: skip
    assert run("session-start", session, tmp_path).returncode == 0
    prompt = {
        "hook_event_name": "UserPromptSubmit", "session_id": "s-2", "cwd": str(project),
        "prompt": "apply the terraform plan", "transcript_path": str(tmp_path / "none.jsonl"),
    }  # fmt: skip
    assert run("prompt", prompt, tmp_path).returncode == 0
    assert _every_key(path) == before  # no key rewritten
    conn = sqlite3.connect(path)
    assert _recorded(conn) == "0"
    conn.close()

    run_sleep_pass(path, project_dir=project)  # what SessionEnd starts, detached
    conn = sqlite3.connect(path)
    assert _keys(conn, mid) == set(memory_keys(RULE))
    assert _recorded(conn) == str(db.TOOL_KEYS_VERSION)
    conn.close()
    assert bash(project, tmp_path, "terraform apply -auto-approve", session="s-3") == [mid]


def test_a_hooks_store_never_keys_again_but_reads(tmp_path, monkeypatch):
    path = tmp_path / "r.db"
    ids = _stale_store(path)
    passes = _count_rekeys(monkeypatch)
    hooks = SqliteStore(path, busy_timeout_ms=2_000, check=False, rekey=False)
    with hooks.connect() as conn:
        assert ("cmd", "old rules", "") in _keys(conn, ids[1])
    assert passes == []
    assert hooks.rekey_tool_keys() is True  # what a process with the time calls
    assert passes == [1]
    assert hooks.rekey_tool_keys() is False  # done: one read only
    assert passes == [1]


def test_retain_status_keys_a_stale_store(tmp_path):
    """The installer runs `retain status` after an upgrade: it pays the pass."""
    path = tmp_path / "r.db"
    ids = _stale_store(path)
    done = subprocess.run(
        [PYTHON, "-m", "retain", "status", "--db", str(path)],
        capture_output=True, env=subprocess_env(), timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    conn = sqlite3.connect(path)
    assert _keys(conn, ids[0]) == set(memory_keys(RULE))
    assert _recorded(conn) == str(db.TOOL_KEYS_VERSION)
    conn.close()


def test_the_server_opens_at_once_and_keys_the_store_behind(tmp_path, monkeypatch):
    from retain.server import runtime

    path = tmp_path / "r.db"
    ids = _stale_store(path)
    started: list[threading.Thread] = []
    gate = threading.Event()
    real = runtime._rekey_in_background

    def held(rekey):  # the pass waits until the server has opened the store
        gate.wait(30)
        real(rekey)

    monkeypatch.setattr(runtime, "_rekey_in_background", held)
    real_thread = threading.Thread

    def thread(*args, **kwargs):
        t = real_thread(*args, **kwargs)
        if kwargs.get("name") == "retain-rekey":
            started.append(t)
        return t

    monkeypatch.setattr(runtime.threading, "Thread", thread)
    rt = runtime.Runtime(None, db=str(path))
    # Open and answering (the pass has not begun), with the keys the store has
    assert rt.mem.status()
    with rt.mem.store.connect() as conn:
        assert _keys(conn, ids[0]) == set()
        assert _recorded(conn) == "0"
    gate.set()
    [t.join(60) for t in started]
    assert len(started) == 1
    conn = sqlite3.connect(path)
    assert _keys(conn, ids[0]) == set(memory_keys(RULE))
    assert _recorded(conn) == str(db.TOOL_KEYS_VERSION)
    conn.close()
    rt.mem.store.close()


def test_a_store_keyed_by_a_newer_retain_is_read_as_it_is(tmp_path, monkeypatch):
    path = tmp_path / "r.db"
    newer = str(db.TOOL_KEYS_VERSION + 1)
    ids = _stale_store(path, version=newer)
    passes = _count_rekeys(monkeypatch)
    for _ in range(2):
        conn = db.connect(path)
        assert ("cmd", "old rules", "") in _keys(conn, ids[1])  # its rules', not ours
        assert _recorded(conn) == newer
        conn.close()
    assert SqliteStore(path).rekey_tool_keys() is False
    assert passes == []
    conn = sqlite3.connect(path)
    assert _recorded(conn) == newer
    conn.close()


def test_an_older_or_missing_version_is_stale_and_todays_or_newer_is_not(tmp_path):
    conn = db.connect(tmp_path / "v.db")
    for detail, current in (
        (None, False), ("0", False), (str(db.TOOL_KEYS_VERSION - 1), False), ("x", False),
        (str(db.TOOL_KEYS_VERSION), True), (str(db.TOOL_KEYS_VERSION + 1), True),
        (str(db.TOOL_KEYS_VERSION + 10), True),
    ):  # fmt: skip
        conn.execute("DELETE FROM store_flags WHERE name = ?", (db.TOOL_KEYS_FLAG,))
        if detail is not None:
            conn.execute(
                "INSERT INTO store_flags(name, set_at, detail) VALUES (?, 0, ?)",
                (db.TOOL_KEYS_FLAG, detail),
            )
        assert db.tool_keys_current(conn) is current, detail
    conn.close()
