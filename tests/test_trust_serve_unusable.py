"""`retain serve` on a store it cannot use, through a real stdio MCP client.

The client must see a server that starts (a serve that exits shows only "failed to
connect") and whose every tool answers with a tool error the model can relay: what is
wrong, the file, that nothing was read or stored, and `retain doctor`. The server never
writes, makes or moves anything aside. Before round 34 a `--db` in a folder that does not
exist and a malformed team store URL ended the serve at start-up, and a database from a
newer retain was reported without naming its file.
"""

from __future__ import annotations

import hashlib
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from conftest import PYTHON, subprocess_env

EVERY_TOOL: list[tuple[str, dict[str, Any]]] = [
    ("memory_status", {}),
    ("memory_search", {"query": "deploy"}),
    ("memory_write", {"text": "We deploy with helm, never by hand.", "kind": "decision"}),
    ("memory_outcome", {"memory_id": 1, "outcome": "ok"}),
    ("memory_explain", {"memory_id": 1}),
    ("memory_forget", {"memory_id": 1, "reason": "moved to canaries"}),
    ("memory_revive", {"memory_id": 1}),
]


def _answers(args: list[str], **env: str) -> tuple[dict[str, tuple[bool, str]], str]:
    """Every tool's (is_error, text) from a serve started with `args` and `env`, and its stderr."""
    errlog = env.pop("ERRLOG")

    async def go() -> dict[str, tuple[bool, str]]:
        params = StdioServerParameters(
            command=PYTHON,
            args=["-m", "retain", "serve", *args],
            env=subprocess_env(RETAIN_EMBEDDER="none", **env),
        )
        out: dict[str, tuple[bool, str]] = {}
        with open(errlog, "w") as err, anyio.fail_after(120):
            async with stdio_client(params, errlog=err) as (r, w), ClientSession(r, w) as session:
                await session.initialize()
                for name, arguments in EVERY_TOOL:
                    result = await session.call_tool(name, arguments)
                    assert len(result.content) == 1 and result.content[0].type == "text"
                    out[name] = (bool(result.is_error), result.content[0].text)
        return out

    answers = anyio.run(go)
    return answers, Path(errlog).read_text()


def _assert_relayable(answers: dict[str, tuple[bool, str]], *wanted: str) -> None:
    assert set(answers) == {name for name, _ in EVERY_TOOL}
    for name, (is_error, text) in answers.items():
        assert is_error, (name, text)
        assert "nothing was read or stored" in text and "retain doctor" in text, (name, text)
        for part in wanted:
            assert part in text, (name, part, text)
        assert "Traceback" not in text


def _tree(root: Path) -> dict[str, str]:
    return {
        str(p.relative_to(root)): hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else ""
        for p in sorted(root.rglob("*"))
    }


def _store(home: Path) -> Path:
    db = home / ".retain" / "retain.db"
    subprocess.run(
        [PYTHON, "-m", "retain", "write", "We deploy with helm.", "--kind", "decision"],
        env=subprocess_env(RETAIN_EMBEDDER="none"),
        check=True,
        capture_output=True,
    )
    assert db.is_file()
    return db


def test_a_db_in_a_missing_folder_starts_and_every_tool_says_so(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-folder"
    answers, stderr = _answers(
        ["--db", str(missing / "retain.db")], ERRLOG=str(tmp_path / "err.txt")
    )
    _assert_relayable(answers, str(missing), "does not exist")
    assert not missing.exists(), "the serve must not make the folder it was told is missing"
    assert "Traceback" not in stderr


def test_a_malformed_team_store_url_starts_and_never_echoes_the_password(tmp_path: Path) -> None:
    answers, stderr = _answers(
        [],
        RETAIN_DB="postgresql://alice:s3cr3t-pw@[::1/team",
        ERRLOG=str(tmp_path / "err.txt"),
    )
    _assert_relayable(answers, "not a valid URL")
    assert all("s3cr3t-pw" not in text for _, text in answers.values())
    assert "s3cr3t-pw" not in stderr and "Traceback" not in stderr


def test_a_database_from_a_newer_retain_is_named(isolated_home: Path, tmp_path: Path) -> None:
    db = _store(isolated_home)
    conn = sqlite3.connect(db)
    conn.execute("INSERT INTO _migrations VALUES (99, 'm099_from_the_future', 0)")
    conn.commit()
    conn.close()
    before = _tree(db.parent)
    answers, _ = _answers([], ERRLOG=str(tmp_path / "err.txt"))
    _assert_relayable(answers, str(db), "upgrade retain")
    assert _tree(db.parent) == before


@pytest.mark.parametrize("fault", ["damaged", "home-is-a-file"])
def test_the_known_faults_say_the_same_and_touch_nothing(
    isolated_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fault: str
) -> None:
    if fault == "damaged":
        db = _store(isolated_home)
        db.write_bytes(b"\x00garbage" * 4096)
        for suffix in ("-wal", "-shm"):
            Path(f"{db}{suffix}").unlink(missing_ok=True)
        where, watched = str(db), db.parent
    else:
        blocker = tmp_path / "a-file"
        blocker.write_text("not a directory")
        monkeypatch.setenv("RETAIN_HOME", str(blocker / ".retain"))
        where, watched = str(blocker / ".retain"), tmp_path
    before = _tree(watched)
    answers, _ = _answers([], ERRLOG=str(tmp_path.parent / f"err-{fault}.txt"))
    _assert_relayable(answers, where)
    assert _tree(watched) == before, "nothing written, nothing moved aside"
