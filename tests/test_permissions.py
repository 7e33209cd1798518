"""Private files: the data directory is 0700 and every file retain makes in it is 0600
(database, -wal, -shm, logs, lock), whichever entry point made it first, even under
the most permissive umask.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import anyio
import pytest

from conftest import PYTHON, subprocess_env
from retain import Memory

PAYLOAD = {"hook_event_name": "SessionStart", "source": "startup"}


@contextlib.contextmanager
def umask(mask: int) -> Iterator[None]:
    old = os.umask(mask)
    try:
        yield
    finally:
        os.umask(old)


def mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def assert_private(data: Path) -> list[str]:
    assert mode(data) == 0o700, f"{data} is {mode(data):o}"
    names = []
    for p in sorted(data.rglob("*")):
        names.append(p.name)
        want = 0o700 if p.is_dir() else 0o600
        assert mode(p) == want, f"{p.name} is {mode(p):o}, want {want:o}"
    return names


def _children() -> set[int]:
    pids: set[int] = set()
    for task in Path(f"/proc/{os.getpid()}/task").glob("*"):
        with contextlib.suppress(OSError):
            pids.update(int(p) for p in (task / "children").read_text().split())
    return pids


def hook_in_process(event: str, payload: dict[str, object]) -> None:
    """In process, so a sleep pass it spawns is our child and can be waited for."""
    from retain.hooks import entry as hook

    before = _children()
    old = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.TextIOWrapper(io.BytesIO(json.dumps(payload).encode()))
    sys.stdout, sys.stderr = io.TextIOWrapper(io.BytesIO()), io.StringIO()
    try:
        assert hook.main([event]) == 0
    finally:
        sys.stdin, sys.stdout, sys.stderr = old
    for pid in _children() - before:
        os.waitpid(pid, 0)


async def one_mcp_write(env: dict[str, str], cwd: Path) -> None:
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    params = StdioServerParameters(
        command=PYTHON, args=["-m", "retain", "serve"], env=env, cwd=str(cwd)
    )
    async with Client(params) as client:
        result = await client.call_tool(
            "memory_write", {"text": "we pin every dependency", "kind": "decision"}
        )
        assert not result.is_error, result


def test_every_file_is_private_whoever_creates_the_store(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "project"
    project.mkdir()
    transcript = tmp_path / "t.jsonl"
    transcript.write_text(
        json.dumps(
            {
                "type": "user",
                "message": {
                    "role": "user",
                    "content": "Remember: we always run migrations before deploys.",
                },
            }
        )
        + "\n"
    )
    payload = {
        **PAYLOAD,
        "session_id": "s-perm",
        "cwd": str(project),
        "transcript_path": str(transcript),
    }
    end_payload = {**payload, "hook_event_name": "SessionEnd"}
    creators = {
        "cli": lambda env: subprocess.run(
            [PYTHON, "-m", "retain", "write", "use uv, not pip", "--kind", "preference"],
            env=env,
            check=True,
            capture_output=True,
        ),
        "server": lambda env: anyio.run(one_mcp_write, env, project),
        # No store yet: session-end's detached sleep pass creates it and writes the logs.
        "hook": lambda env: hook_in_process("session-end", end_payload),
        "memory": lambda env: Memory(embedder=None, project=str(project)).write(
            "we use helm", kind="decision"
        ),
    }
    with umask(0):  # the worst case: every file would be world-writable by default
        for name, create in creators.items():
            data = tmp_path / f"home-{name}" / ".retain"
            monkeypatch.setenv("RETAIN_HOME", str(data))
            create(subprocess_env())
            assert (data / "retain.db").exists(), name
            assert_private(data)
        # Then every other entry point, on the last store.
        env = subprocess_env()
        subprocess.run(
            [PYTHON, "-m", "retain", "search", "uv"], env=env, check=True, capture_output=True
        )
        subprocess.run(
            [PYTHON, "-m", "retain.hooks.entry", "session-start"],
            input=b"not json",
            env=env,
            check=True,
            capture_output=True,
        )  # logs a line
        hook_in_process("session-start", payload)
        hook_in_process("session-end", end_payload)
        names = assert_private(data)
    assert {"retain.db", "retain.log", "sleep.log", "retain.db.sleep.lock"} <= set(names), names


def test_crash_log_is_private(isolated_home: Path, tmp_path: Path) -> None:
    """The CLI's log of an unexpected error (here: exporting into a missing directory)."""
    env = subprocess_env()
    with umask(0o022):
        subprocess.run(
            [PYTHON, "-m", "retain", "write", "use uv", "--kind", "preference"],
            env=env,
            check=True,
            capture_output=True,
        )
        p = subprocess.run(
            [PYTHON, "-m", "retain", "export", "-o", str(tmp_path / "missing" / "out.jsonl")],
            env=env,
            capture_output=True,
            text=True,
        )
    assert p.returncode != 0 and "Traceback" not in p.stderr
    assert_private(isolated_home / ".retain")


def test_a_loose_existing_store_is_tightened(isolated_home: Path) -> None:
    """Files left 0644/0755 (an old version, a restore from backup) are fixed on open."""
    data = isolated_home / ".retain"
    mem = Memory(data / "retain.db", embedder=None, project="/")
    mem.write("we use helm", kind="decision", scope="user")
    data.chmod(0o755)
    (data / "retain.db").chmod(0o644)
    Memory(data / "retain.db", embedder=None, project="/").search("helm")
    assert_private(data)


def test_a_store_in_a_shared_directory_is_refused_and_leaves_it_alone(tmp_path: Path) -> None:
    # RETAIN_DB in a place retain does not own (think /tmp): the directory keeps its mode,
    # and the store is refused (round 26: anyone may plant its -wal there first)
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    from retain import Memory
    from retain.errors import StoreError

    with pytest.raises(StoreError, match="writable by every user"):
        Memory(shared / "x.db", embedder=None, project=str(tmp_path)).write("a decision")
    assert mode(shared) == 0o1777
    assert not (shared / "x.db").exists()


def test_retains_own_home_is_tightened_even_when_it_already_exists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "retain-home"
    home.mkdir()
    home.chmod(0o755)
    monkeypatch.setenv("RETAIN_HOME", str(home))
    from retain import config

    config.ensure_private_dir(home)
    config.ensure_private_dir(home / "run")
    assert mode(home) == 0o700
    assert mode(home / "run") == 0o700
