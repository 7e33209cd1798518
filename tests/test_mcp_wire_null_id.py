"""Round 30: a line on the stdio wire with no id to answer (not JSON at all, a value that
is not a request) got no reply; JSON-RPC 2.0 answers it with `"id": null`. Over a real
pipe to `python -m retain serve`, as a client sends it."""

from __future__ import annotations

import json
import select
import subprocess
import types
from pathlib import Path
from typing import Any

from conftest import PYTHON, subprocess_env
from test_server_stdio import INITIALIZE, INITIALIZED, _write_call


def test_a_line_with_no_id_is_answered_with_a_null_id(project_dir: Path):
    proc = subprocess.Popen(
        [PYTHON, "-m", "retain", "serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=project_dir,
        env=subprocess_env(RETAIN_EMBEDDER="none", CLAUDE_PROJECT_DIR=str(project_dir)),
    )
    assert proc.stdin is not None and proc.stdout is not None

    def send(line: bytes) -> None:
        assert proc.stdin is not None
        proc.stdin.write(line)
        proc.stdin.flush()

    def ask(line: bytes) -> dict[str, Any]:
        assert proc.stdout is not None
        send(line)
        ready, _, _ = select.select([proc.stdout], [], [], 30)
        assert ready, f"no reply to {line!r}"
        return json.loads(proc.stdout.readline())

    try:
        assert ask(json.dumps(INITIALIZE).encode() + b"\n")["id"] == 1
        send(json.dumps(INITIALIZED).encode() + b"\n")
        for line in (b"this is not json\n", b'{"jsonrpc":"2.0","id":2,"method":\n'):
            reply = ask(line)
            assert reply["id"] is None and reply["error"]["code"] == -32700, reply
        for line in (b"42\n", b"[1]\n", b'{"jsonrpc":"2.0","method":1,"params":"bar"}\n', b"{}\n"):
            reply = ask(line)
            assert reply["id"] is None and reply["error"]["code"] == -32600, reply
        # Not answered: a blank line, and a (malformed) response; the next reply is id 3's.
        send(b"\n")
        send(b'{"jsonrpc":"2.0","id":9,"result":"not an object"}\n')
        good = ask(_write_call(3, '{"text": "the api gateway is kong on port 8000"}'))
        assert good["id"] == 3 and good["result"]["content"][0]["text"] == "Stored as [1]."
    finally:
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0


def test_a_request_whose_id_is_no_string_or_integer_is_answered_with_a_null_id(
    project_dir: Path,
):
    """The SDK's parser read `"id": true` as a notification and never replied (round 30)."""
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
        for rid in (b"true", b"false", b"1.5", b"null", b"[1]", b'{"a":1}'):
            line = b'{"jsonrpc":"2.0","id":' + rid + b',"method":"tools/list"}\n'
            reply = ask(line)
            assert reply["id"] is None and reply["error"]["code"] == -32600, (rid, reply)
        escaped = ask(b'{"jsonrpc":"2.0","\\u0069d":true,"method":"tools/list"}\n')
        assert escaped["id"] is None and escaped["error"]["code"] == -32600, escaped
        # A response with such an id is still not answered; a good request still is.
        proc.stdin.write(b'{"jsonrpc":"2.0","id":true,"result":{}}\n')
        good = ask(_write_call(3, '{"text": "the api gateway is kong on port 8000"}'))
        assert good["id"] == 3 and good["result"]["content"][0]["text"] == "Stored as [1]."
        listed = ask(b'{"jsonrpc":"2.0","id":"s4","method":"tools/list"}\n')
        assert listed["id"] == "s4" and listed["result"]["tools"]
    finally:
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0


def test_an_sdk_without_the_private_stdin_claim_still_serves(project_dir: Path):
    # The id screen takes stdin through three private names of mcp's stdio module; a later
    # 2.x may rename them. Then the server must still start and answer, unscreened.
    from mcp.server import stdio

    from retain.server import wire

    assert wire.screened_stdin(types.SimpleNamespace(stdio_server=stdio.stdio_server)) == (
        None,
        None,
    )
    # in the server process, a name the claim asks for that this SDK does not have
    code = (
        "import retain.server.wire as w\n"
        "w._CLAIM = (*w._CLAIM, '_a_name_a_later_sdk_has_instead')\n"
        "import runpy, sys\n"
        "sys.argv = ['retain', 'serve']\n"
        "runpy.run_module('retain', run_name='__main__')\n"
    )
    proc = subprocess.Popen(
        [PYTHON, "-c", code],
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
        good = ask(_write_call(2, '{"text": "the api gateway is kong on port 8000"}'))
        assert good["id"] == 2 and good["result"]["content"][0]["text"] == "Stored as [1]."
    finally:
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0
