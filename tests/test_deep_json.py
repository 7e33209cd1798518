"""JSON nested past Python's recursion limit, inside files and fields retain reads from
others (issue 27, round 25).

`json.loads` raises RecursionError, not ValueError, for `[[[[...` a few thousand deep, and
five readers caught only ValueError: `retain import FILE.jsonl` died with "unexpected
RecursionError", as did its check of a file's first line; a Codex transcript whose tool
call carried such arguments failed the whole capture (every retry lost the session); the
viewer's edit dropped the connection unanswered; a Copilot tool payload with such
`toolArgs` failed the hook. Each now reads the text as what it is: not JSON."""

from __future__ import annotations

import http.client
import json
import subprocess
import threading

from conftest import FIXTURES, PYTHON, subprocess_env
from retain.hooks import clients
from retain.sleep.transcript import read_turns
from retain.ui.server import TOKEN_HEADER, ViewerServer

DEEP = "[" * 200_000


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=subprocess_env(),
    )


def test_a_deep_line_in_a_jsonl_import_is_skipped_and_named(mem, tmp_path):
    mem.write("we deploy with fly.io from the main branch", kind="decision")
    export = tmp_path / "export.jsonl"
    assert _cli("export", "--db", str(mem.path), "-o", str(export)).returncode == 0
    hostile = tmp_path / "hostile.jsonl"
    hostile.write_text(export.read_text() + DEEP + "\n")
    target = tmp_path / "other.db"
    r = _cli("--db", str(target), "import", str(hostile))
    assert "unexpected" not in r.stderr and "Traceback" not in r.stderr, r.stderr[-500:]
    assert r.returncode == 1
    assert f"{hostile}:2: not JSON (nested too deeply); skipped" in r.stderr
    assert "restored 1 memor" in r.stdout
    # A file that opens with such a line is not an export: the usual refusal, one line.
    first = tmp_path / "first.jsonl"
    first.write_text(DEEP + "\n" + export.read_text())
    r = _cli("--db", str(target), "import", str(first))
    assert r.returncode == 2 and "is not a retain JSON Lines export" in r.stderr
    assert "unexpected" not in r.stderr


def test_a_codex_call_with_deep_arguments_does_not_lose_the_session(tmp_path):
    rollout = FIXTURES / "agents" / "codex-rollout.jsonl"
    lines = rollout.read_text().splitlines()
    call = {
        "timestamp": "2026-01-01T00:00:00.000Z",
        "type": "response_item",
        "payload": {
            "type": "function_call",
            "name": "shell",
            "call_id": "call_deep",
            "arguments": DEEP,
        },
    }
    output = {
        "timestamp": "2026-01-01T00:00:01.000Z",
        "type": "response_item",
        "payload": {
            "type": "function_call_output",
            "call_id": "call_deep",
            "output": '{"a":' * 100_000,
        },
    }
    hostile = tmp_path / "rollout.jsonl"
    hostile.write_text("\n".join([*lines[:2], json.dumps(call), json.dumps(output), *lines[2:]]))
    said = [t.text for t in read_turns(hostile) if t.role == "user" and t.text]
    assert said == [t.text for t in read_turns(rollout) if t.role == "user" and t.text]


def test_the_viewer_answers_a_deep_body_with_400(mem):
    mid = mem.write("we deploy with fly.io from the main branch", kind="decision").memory_id
    server = ViewerServer(mem)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
        body = '{"text": ' + "[" * 30_000 + "}"
        conn.request(
            "POST",
            f"/api/memories/{mid}/edit",
            body=body,
            headers={
                "Host": f"127.0.0.1:{server.port}",
                TOKEN_HEADER: server.token,
                "Content-Type": "application/json",
            },
        )
        reply = conn.getresponse()
        assert reply.status == 400
        assert json.loads(reply.read()) == {"error": "the body is not JSON"}
    finally:
        server.shutdown()
        server.server_close()
    assert [m.text for m in mem.memories()] == ["we deploy with fly.io from the main branch"]


def test_copilot_tool_args_nested_deeply_are_no_arguments():
    assert clients._file_args(DEEP) == {}
    assert clients._file_args('{"path": "src/app.py"}') == {
        "path": "src/app.py",
        "file_path": "src/app.py",
    }
