"""A broken environment: clear errors, hooks that fail open, nothing destroyed, and a
`retain doctor` that says what is wrong and how to fix it.

Faults: a read-only database file, a read-only data directory, a full disk, a corrupted
file, a database from a newer retain, and a HOME that cannot hold a data directory.

These tests often run as root, where chmod does not stop writes; read-only is made with
`chattr +i` or a read-only bind mount, and a full disk with a 600 KiB tmpfs. Each test
skips, saying why, when its mechanism is unavailable.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from anyio.from_thread import start_blocking_portal

from conftest import PYTHON, subprocess_env
from fakes import FakeEmbedder
from mounts import bind_read_only, immutable
from retain import Memory, StoreError
from retain.cli import main as cli

PAYLOAD = {
    "session_id": "s-fault",
    "transcript_path": "/nonexistent.jsonl",
    "cwd": "/",
    "hook_event_name": "SessionStart",
    "source": "startup",
    "prompt": "do we deploy with helm or by hand?",  # read by the prompt hook only
}


# --- harness ---------------------------------------------------------------------


@contextlib.contextmanager
def stdio(stdin: bytes = b"") -> Iterator[tuple[io.BytesIO, io.StringIO]]:
    out, err = io.BytesIO(), io.StringIO()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin))
    sys.stdout, sys.stderr = io.TextIOWrapper(out, encoding="utf-8"), err
    try:
        yield out, err
    finally:
        with contextlib.suppress(ValueError):
            sys.stdout.flush()
        sys.stdin, sys.stdout, sys.stderr = old


def run_cli(*args: str) -> tuple[int, str, str]:
    with stdio() as (out, err):
        try:
            rc = cli.main(list(args))
        except SystemExit as e:
            rc = int(e.code or 0)
        sys.stdout.flush()
        text = out.getvalue().decode("utf-8")
    return rc, text, err.getvalue()


def _children() -> set[int]:
    pids: set[int] = set()
    for task in Path(f"/proc/{os.getpid()}/task").glob("*"):
        with contextlib.suppress(OSError):
            pids.update(int(p) for p in (task / "children").read_text().split())
    return pids


def run_hook(event: str) -> tuple[int, str]:
    """The hook entry in process; a sleep pass it spawns is waited for."""
    from retain.hooks import entry as hook

    before = _children()
    with stdio(json.dumps(PAYLOAD).encode()) as (out, _err):
        rc = hook.main([event])
        sys.stdout.flush()
        text = out.getvalue().decode("utf-8")
    for pid in _children() - before:
        os.waitpid(pid, 0)
    return rc, text


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def assert_clear_error(rc: int, err: str) -> None:
    assert rc != 0
    assert err.startswith("retain: error: "), err
    assert "Traceback" not in err and "unexpected" not in err, err
    assert err.count("\n") == 1, "one line"


def assert_fails_open(allow_block: bool = False) -> None:
    for event in ("session-start", "prompt", "session-end"):
        rc, out = run_hook(event)
        assert rc == 0
        if out and allow_block:
            assert out.count("<retain-memory nonce=") == 1
        else:
            assert out == "", out


def doctor() -> tuple[int, str]:
    rc, out, err = run_cli("doctor")
    assert "Traceback" not in out + err
    return rc, out


def make_store(home: Path) -> Path:
    db = home / ".retain" / "retain.db"
    mem = Memory(db, embedder=FakeEmbedder(), project="/")
    mem.write("we deploy with helm, never by hand", kind="decision", scope="user")
    mem.write("the nightly job times out after 40 minutes", kind="constraint")
    return db


def tool_call(mem: Memory, name: str, args: dict[str, object]) -> tuple[bool, str]:
    from mcp import Client

    from retain.server.tools import build_server

    with (
        start_blocking_portal() as portal,
        portal.wrap_async_context_manager(Client(build_server(mem))) as client,
    ):
        result = portal.call(client.call_tool, name, args)
    text = " ".join(getattr(c, "text", "") for c in result.content)
    return bool(result.is_error), text


# --- read-only database file --------------------------------------------------------


def read_only_file(path: Path) -> contextlib.AbstractContextManager[None]:
    """chmod for an ordinary user; root ignores modes, so use the immutable flag."""
    if os.geteuid() != 0:
        path.chmod(0o400)
        return contextlib.nullcontext()
    return immutable(path)


def test_read_only_database_file(isolated_home: Path) -> None:
    db = make_store(isolated_home)
    with read_only_file(db):
        before = digest(db)
        rc, _out, err = run_cli("write", "we also use canary deploys", "--kind", "decision")
        assert_clear_error(rc, err)
        assert "read-only" in err
        rc, out, err = run_cli("search", "helm")  # reading still works
        assert rc == 0 and "helm" in out, err
        assert_fails_open(allow_block=True)
        assert "we deploy with helm" in run_hook("session-start")[1]  # reading still works
        mem = Memory(db, embedder=None, project="/")
        is_error, text = tool_call(mem, "memory_write", {"text": "use canary deploys"})
        assert is_error and "read-only" in text and "Error executing tool memory_write:" in text
        is_error, text = tool_call(mem, "memory_search", {"query": "helm"})
        assert not is_error and "helm" in text
        rc, report = doctor()
        assert rc == 1 and "not writable" in report and "fix:" in report
        assert digest(db) == before


# --- read-only data directory (bind mount) ---------------------------------------------


@contextlib.contextmanager
def read_only_mount(directory: Path) -> Iterator[None]:
    if os.geteuid() != 0:
        directory.chmod(0o500)
        try:
            yield
        finally:
            directory.chmod(0o700)
        return
    with bind_read_only(directory):
        yield


def test_read_only_data_directory(isolated_home: Path) -> None:
    db = make_store(isolated_home)
    with read_only_mount(db.parent):
        before = digest(db)
        for args in (("write", "use canary deploys"), ("search", "helm"), ("status",)):
            rc, _out, err = run_cli(*args)
            assert_clear_error(rc, err)
            assert "writable" in err or "read-only" in err, err
        assert_fails_open()
        rc, report = doctor()
        assert rc == 1 and "not writable" in report and "fix:" in report
        assert digest(db) == before


# --- full disk (tmpfs) ---------------------------------------------------------------


@contextlib.contextmanager
def tiny_disk(directory: Path) -> Iterator[None]:
    directory.mkdir(parents=True)
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("a full disk is simulated with a tmpfs mount, which needs root")
    made = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=600k,mode=0700", "tmpfs", str(directory)],
        capture_output=True,
    )
    if made.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {made.stderr.decode().strip()}")
    try:
        yield
    finally:
        subprocess.run(["umount", "-l", str(directory)], check=True)  # lazy: never leave it behind


def test_full_disk(isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = isolated_home / ".retain"
    with tiny_disk(data):
        db = data / "retain.db"
        mem = Memory(db, embedder=None, project="/")
        acked = []
        with pytest.raises(StoreError, match="no space left"):
            for i in range(10_000):
                filler = hashlib.sha256(str(i).encode()).hexdigest() * 40
                acked.append(
                    mem.write(f"decision {i}: {filler}", kind="decision", scope="user").memory_id
                )
        # Everything acknowledged before the disk filled is intact and readable.
        conn = sqlite3.connect(db)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            present = {r[0] for r in conn.execute("SELECT id FROM memories")}
        finally:
            conn.close()
        assert set(acked) <= present and len(acked) > 5
        # A page may still have room for a short text: fill that too, so the disk is full
        # for any write, not just for one the size of the filler.
        with pytest.raises(StoreError, match="no space left"):
            for i in range(10_000):
                mem.write(f"short decision {i} about caching", kind="decision", scope="user")
        rc, _out, err = run_cli("write", "one more decision about caching", "--kind", "decision")
        assert_clear_error(rc, err)
        assert "no space left" in err
        rc, out, err = run_cli("search", "decision")
        assert rc == 0 and "decision" in out, err  # reads survive a full disk
        is_error, text = tool_call(mem, "memory_write", {"text": "yet another decision"})
        assert is_error and "no space left" in text
        assert_fails_open(allow_block=True)
        rc, report = doctor()
        assert rc == 1 and "free space" in report and "fix:" in report


# --- corrupted file -----------------------------------------------------------------


@pytest.mark.parametrize("where", ["header", "pages", "truncated"])
def test_corrupted_database(isolated_home: Path, where: str) -> None:
    db = make_store(isolated_home)
    raw = bytearray(db.read_bytes())
    if where == "header":
        raw[:16] = b"not a database!!"
    elif where == "pages":
        for offset in range(4096, len(raw), 4096):  # every page but the first
            raw[offset + 8 : offset + 200] = os.urandom(192)
    else:
        raw = raw[: len(raw) // 3 + 100]
    db.write_bytes(bytes(raw))
    for suffix in ("-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    before = digest(db)
    rc, _out, err = run_cli("write", "we also use canary deploys", "--kind", "decision")
    if where == "truncated" and rc == 0:
        pytest.fail("a write into a truncated database must not be acknowledged")
    assert_clear_error(rc, err)
    assert "damaged" in err or "malformed" in err, err
    for args in (("search", "helm"), ("status",), ("export",)):
        rc, _out, err = run_cli(*args)
        if rc != 0:
            assert_clear_error(rc, err)
    assert_fails_open()
    rc, report = doctor()
    assert rc == 1 and "PROBLEM" in report and "move" in report
    assert digest(db) == before, "a damaged file is left exactly as it was"


def test_corrupted_database_real_processes(isolated_home: Path) -> None:
    """The same as real processes: no traceback anywhere, the server exits with one line."""
    db = make_store(isolated_home)
    db.write_bytes(b"\x00garbage" * 4096)
    env = subprocess_env()
    for cmd, stdin in (
        (["-m", "retain", "write", "x y z"], b""),
        (["-m", "retain", "serve"], b""),
        (["-m", "retain.hooks.entry", "session-start"], json.dumps(PAYLOAD).encode()),
    ):
        p = subprocess.run([PYTHON, *cmd], input=stdin, capture_output=True, env=env, timeout=60)
        assert b"Traceback" not in p.stderr, p.stderr
        if cmd[1] == "retain.hooks.entry":
            assert p.returncode == 0 and p.stdout == b""
        elif cmd[-1] == "serve":
            # the server starts anyway (its tools then report the damage, see
            # test_server_stdio) and says what is wrong on stderr; stdin closed, so it ends
            assert p.returncode == 0 and p.stdout == b"" and b"damaged" in p.stderr, p.stderr
        else:
            assert p.returncode != 0 and p.stderr.startswith(b"retain: error: "), p.stderr


# --- a database from a newer retain ------------------------------------------------


def test_database_from_a_newer_retain(isolated_home: Path) -> None:
    db = make_store(isolated_home)
    conn = sqlite3.connect(db)
    conn.execute("INSERT INTO _migrations VALUES (99, 'm099_from_the_future', 0)")
    conn.commit()
    conn.close()
    before = digest(db)
    for args in (("write", "use canary deploys"), ("search", "helm"), ("export",)):
        rc, _out, err = run_cli(*args)
        assert_clear_error(rc, err)
        assert "upgrade retain" in err
    assert_fails_open()
    with pytest.raises(StoreError, match="upgrade retain"):
        Memory(db, embedder=None, project="/")
    rc, report = doctor()
    assert rc == 1 and "schema version" in report and "upgrade" in report
    assert digest(db) == before


# --- HOME that cannot hold a data directory ------------------------------------------


def test_home_that_cannot_hold_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("HOME", str(blocker / "home"))
    monkeypatch.delenv("RETAIN_HOME")
    for args in (("write", "use canary deploys"), ("search", "helm"), ("status",)):
        rc, _out, err = run_cli(*args)
        assert_clear_error(rc, err)
        assert "RETAIN_HOME" in err
    assert_fails_open()
    from mcp import Client

    from retain.server.tools import build_server

    with (
        start_blocking_portal() as portal,
        portal.wrap_async_context_manager(Client(build_server())) as client,
    ):
        result = portal.call(client.call_tool, "memory_status", {})
    assert result.is_error and "RETAIN_HOME" in result.content[0].text
    rc, report = doctor()
    assert rc == 1 and "cannot be made" in report and "RETAIN_HOME" in report
    assert blocker.read_text() == "not a directory"


def test_missing_home_is_created(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A HOME that does not exist yet is not an error: the data directory is made (0700)."""
    monkeypatch.setenv("HOME", str(tmp_path / "new" / "home"))
    monkeypatch.delenv("RETAIN_HOME")
    rc, out, err = run_cli("write", "use canary deploys", "--kind", "decision")
    assert rc == 0, err
    assert (tmp_path / "new" / "home" / ".retain" / "retain.db").exists()


def test_doctor_reads_the_right_file_under_an_odd_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'#', '?' and '%' in the path must not make doctor open (or create) another file."""
    from retain.store.migrations import SCHEMA_VERSION

    odd = tmp_path / "we#ird?x%20"
    monkeypatch.setenv("RETAIN_HOME", str(odd / ".retain"))
    make_store(odd)
    before = sorted(p.name for p in tmp_path.iterdir())
    rc, report = doctor()
    assert rc == 0, report
    assert re.search(rf"ok\s+schema version\s+{SCHEMA_VERSION}$", report, re.M), report
    assert sorted(p.name for p in tmp_path.iterdir()) == before
