"""`python -m retain serve` as a real subprocess, through the SDK's own stdio client."""

from __future__ import annotations

import importlib.util
import json
import select
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from conftest import PYTHON, subprocess_env
from fakes import PLUGIN
from retain import Memory


def params(project_dir: Path, **env: str) -> StdioServerParameters:
    return StdioServerParameters(
        command=PYTHON,
        args=["-m", "retain", "serve"],
        env=subprocess_env(CLAUDE_PROJECT_DIR=str(project_dir), **env),
        cwd=str(project_dir),
    )


async def call(session: ClientSession, tool: str, **args: Any) -> tuple[bool, str]:
    result = await session.call_tool(tool, args)
    assert len(result.content) == 1 and result.content[0].type == "text"
    return result.is_error, result.content[0].text


def test_stdio_server_end_to_end(project_dir: Path):
    """Schemas, every tool, an error path, and a memory written by another process."""

    async def main() -> None:
        async with (
            stdio_client(params(project_dir, RETAIN_EMBEDDER=PLUGIN)) as (read, write),
            ClientSession(read, write) as session,
        ):
            init = await session.initialize()
            assert init.server_info.name == "retain"
            assert "memory_search" in (init.instructions or "")

            tools = {t.name: t.input_schema for t in (await session.list_tools()).tools}
            assert set(tools) >= {
                "memory_search",
                "memory_write",
                "memory_outcome",
                "memory_explain",
                "memory_status",
                "memory_forget",
                "memory_revive",
            }
            assert tools["memory_outcome"]["properties"]["outcome"]["enum"] == ["ok", "fail"]
            assert "bugfix" in tools["memory_write"]["properties"]["kind"]["enum"]

            err, out = await call(
                session, "memory_write", text="CI uses Python 3.12 images.", kind="fact"
            )
            assert (err, out) == (False, "Stored as [1].")

            # Another process (the CLI) writes to the same store while the server runs.
            cli = subprocess.run(
                [
                    PYTHON,
                    "-m",
                    "retain",
                    "write",
                    "Releases are tagged vYYYY.MM.N",
                    "--kind",
                    "decision",
                ],
                capture_output=True,
                text=True,
                cwd=project_dir,
                env=subprocess_env(CLAUDE_PROJECT_DIR=str(project_dir)),
                timeout=60,
            )
            assert cli.returncode == 0, cli.stderr
            assert cli.stdout.strip() == "Stored as [2]."
            err, out = await call(session, "memory_search", query="how are releases tagged")
            assert not err and "[2] Releases are tagged vYYYY.MM.N" in out

            err, out = await call(session, "memory_outcome", memory_id=2, outcome="ok")
            assert not err and out.startswith("Recorded 'ok' for [2]")
            err, out = await call(session, "memory_outcome", memory_id=2, outcome="failure")
            assert err and "'ok' or 'fail'" in out
            err, out = await call(session, "memory_explain", memory_id=2)
            assert not err and "by user via cli" in out
            err, out = await call(session, "memory_forget", memory_id=1, reason="moved to 3.13")
            assert not err and out.startswith("Forgot [1]")
            err, out = await call(session, "memory_revive", memory_id=1)
            assert not err and out.startswith("Revived [1]")
            err, out = await call(session, "memory_status")
            assert not err and "memories: 2" in out and "embedder: fake" in out
            err, out = await call(session, "memory_explain", memory_id=404)
            assert err and "no memory with id 404" in out

    anyio.run(main)


def test_memory_write_says_what_the_gate_closed_or_linked_and_how_to_undo(project_dir: Path):
    """A closure names the closed [id] and memory_revive; a "may update" link names the
    verdict call that confirms it; memory_revive brings the closed belief back."""

    async def main() -> None:
        async with (
            stdio_client(params(project_dir, RETAIN_EMBEDDER=PLUGIN)) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            err, out = await call(
                session, "memory_write", text="The API server listens on port 8080", kind="fact"
            )
            assert (err, out) == (False, "Stored as [1].")
            err, out = await call(
                session, "memory_write", text="The API server now listens on port 9000"
            )
            assert not err and "it replaces [1], which is now closed" in out
            assert "memory_revive(1)" in out
            err, out = await call(session, "memory_search", query="API server port")
            assert not err and "[2]" in out and "[1]" not in out
            err, out = await call(session, "memory_revive", memory_id=1)
            assert (err, out) == (False, "Revived [1]: The API server listens on port 8080")
            err, out = await call(session, "memory_search", query="API server port")
            assert not err and "[1]" in out and "[2]" in out

            err, out = await call(
                session, "memory_write", text="The orders service uses PostgreSQL", kind="fact"
            )
            assert (err, out) == (False, "Stored as [3].")
            err, out = await call(
                session, "memory_write", text="The orders service uses MySQL", kind="fact"
            )
            assert not err and "it may update [3]" in out and "closed" not in out
            assert "verdict='contradiction', target=3" in out

    anyio.run(main)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_the_server_at_once(project_dir: Path, signum: int):
    """Claude Code sends SIGTERM with stdin still open: the server must not wait for it."""
    proc = subprocess.Popen(
        [PYTHON, "-m", "retain", "serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=project_dir,
        env=subprocess_env(RETAIN_EMBEDDER=PLUGIN),
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    request = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "test", "version": "0"},
        },
    }
    proc.stdin.write((json.dumps(request) + "\n").encode())
    proc.stdin.flush()
    reply = json.loads(proc.stdout.readline())
    assert reply["id"] == 1 and reply["result"]["serverInfo"]["name"] == "retain"
    proc.send_signal(signum)
    try:
        code = proc.wait(timeout=20)  # stdin stays open all along
    except subprocess.TimeoutExpired:
        proc.kill()
        raise
    finally:
        proc.stdin.close()
    stderr = proc.stderr.read().decode()
    proc.stdout.close()
    proc.stderr.close()
    assert "Traceback" not in stderr
    if signum == signal.SIGINT:  # Ctrl-C in a terminal: one line and 130, as every command
        assert code == 130 and stderr.endswith("retain: interrupted\n"), (code, stderr)
    else:
        assert code == 0, stderr


@pytest.mark.slow
@pytest.mark.skipif(
    importlib.util.find_spec("sentence_transformers") is None,
    reason="sentence-transformers is not installed",
)
def test_real_model_loads_after_the_handshake(project_dir: Path):
    """initialize answers while the model loads; searches use meaning once it is loaded."""

    async def main() -> None:
        async with (
            stdio_client(params(project_dir, RETAIN_EMBEDDER="minilm")) as (read, write),
            ClientSession(read, write) as session,
        ):
            await session.initialize()
            _, status = await call(session, "memory_status")
            assert "minilm loading" in status or "minilm loaded" in status
            await call(
                session,
                "memory_write",
                text="The staging database is reset every night at 2am.",
                kind="fact",
            )
            deadline = time.monotonic() + 120
            ready = ("minilm loaded (all-MiniLM-L6-v2)", "0 memories waiting for vectors")
            while not all(words in status for words in ready):
                assert time.monotonic() < deadline, status
                assert "unavailable" not in status, status
                await anyio.sleep(0.5)  # waiting for the model to load, not for time
                _, status = await call(session, "memory_status")
            # No word in common: only the model can connect them.
            _, found = await call(
                session, "memory_search", query="when does the test environment data get wiped?"
            )
            assert "[1]" in found and "meaning" in found

    anyio.run(main)


def test_server_on_a_broken_database_starts_and_explains(tmp_path):
    """A damaged store must not look like a server that failed to connect: the handshake
    succeeds and every tool says what is wrong and what to run."""
    bad = tmp_path / "broken.db"
    bad.write_bytes(b"not a database, just bytes\n" * 100)
    before = bad.read_bytes()

    async def go():
        params = StdioServerParameters(
            command=PYTHON,
            args=["-m", "retain", "serve"],
            env=subprocess_env(RETAIN_DB=str(bad), RETAIN_EMBEDDER="none"),
        )
        async with stdio_client(params) as (r, w), ClientSession(r, w) as session:
            await session.initialize()
            result = await session.call_tool("memory_status", {})
            return result

    result = anyio.run(go)
    assert result.is_error
    text = result.content[0].text
    assert "damaged" in text and "retain doctor" in text
    assert bad.read_bytes() == before


# --- the client leaving at any point -----------------------------------------------------

INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "pipe-closer", "version": "1"},
    },
}
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}
TOOLS_LIST = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
TOOL_CALL = {
    "jsonrpc": "2.0",
    "id": 3,
    "method": "tools/call",
    "params": {"name": "memory_search", "arguments": {"query": "deploy"}},
}


@pytest.mark.slow
@pytest.mark.parametrize(
    "point", ["before-handshake", "mid-handshake", "after-tools-list", "mid-tool-call"]
)
def test_server_exits_cleanly_when_the_client_closes_its_pipes(
    point: str, project_dir: Path, isolated_home: Path
):
    proc = subprocess.Popen(
        [PYTHON, "-m", "retain", "serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=project_dir,
        env=subprocess_env(RETAIN_EMBEDDER="none", CLAUDE_PROJECT_DIR=str(project_dir)),
    )
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None

    def send(*messages: dict) -> None:
        assert proc.stdin is not None
        proc.stdin.write(b"".join(json.dumps(m).encode() + b"\n" for m in messages))
        proc.stdin.flush()

    if point != "before-handshake":
        send(INITIALIZE)  # mid-handshake: its reply is never read
    if point in ("after-tools-list", "mid-tool-call"):
        assert json.loads(proc.stdout.readline())["id"] == 1
        send(INITIALIZED, TOOLS_LIST)
    if point == "after-tools-list":
        assert "memory_search" in proc.stdout.readline().decode()
    if point == "mid-tool-call":
        send(TOOL_CALL)  # and leave before its result is written
    proc.stdin.close()
    proc.stdout.close()
    stderr = proc.stderr.read().decode()
    assert proc.wait(timeout=30) == 0, stderr
    assert "Traceback" not in stderr and "error" not in stderr.lower(), stderr
    assert len(stderr.splitlines()) <= 1, stderr
    log = isolated_home / ".retain" / "retain.log"
    assert not log.exists() or "Traceback" not in log.read_text()


def _write_call(rid: int, arguments: str) -> bytes:
    """A tools/call line for memory_write whose arguments are given as raw JSON text, so a
    test can send what json.dumps never writes (`NaN`) or would escape differently."""
    head = f'{{"jsonrpc":"2.0","id":{rid},"method":"tools/call",'
    return f'{head}"params":{{"name":"memory_write","arguments":{arguments}}}}}\n'.encode()


def test_every_request_with_an_id_gets_an_answer(project_dir: Path, isolated_home: Path):
    """Raw lines over a real pipe: a lone surrogate, a NaN or infinite ttl_days and a
    malformed request each get an error for their id, and the next request is served."""
    proc = subprocess.Popen(
        [PYTHON, "-m", "retain", "serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=project_dir,
        env=subprocess_env(RETAIN_EMBEDDER="none", CLAUDE_PROJECT_DIR=str(project_dir)),
    )
    assert proc.stdin is not None and proc.stdout is not None

    def ask(line: bytes) -> dict[str, Any]:
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(line)
        proc.stdin.flush()
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        assert ready, f"no reply to {line!r}"
        return json.loads(proc.stdout.readline())

    try:
        assert ask(json.dumps(INITIALIZE).encode() + b"\n")["id"] == 1
        proc.stdin.write(json.dumps(INITIALIZED).encode() + b"\n")
        surrogate = ask(_write_call(2, r'{"text": "the build \ud800 uses ninja"}'))
        assert surrogate["id"] == 2 and surrogate["error"]["code"] == -32602
        assert "lone surrogate" in surrogate["error"]["message"]
        bad_method = ask(b'{"jsonrpc":"2.0","id":"x-3","method":7}\n')
        assert bad_method["id"] == "x-3" and bad_method["error"]["code"] == -32600
        for rid, ttl in ((4, "NaN"), (5, "Infinity"), (6, "-Infinity"), (7, "1e999")):
            reply = ask(_write_call(rid, f'{{"text": "deploys use argo", "ttl_days": {ttl}}}'))
            assert reply["id"] == rid and reply["result"]["isError"], reply
            assert "ttl_days must be a finite number" in reply["result"]["content"][0]["text"]
        good = ask(_write_call(8, '{"text": "the api gateway is kong on port 8000"}'))
        assert good["id"] == 8 and good["result"]["content"][0]["text"] == "Stored as [1]."
    finally:
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0
    texts = [m.text for m in Memory(isolated_home / ".retain" / "retain.db").memories()]
    assert texts == ["the api gateway is kong on port 8000"]  # nothing else was stored
