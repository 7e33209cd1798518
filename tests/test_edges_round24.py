"""Round 24 (issue 27, hole 2): the tool hooks and the paths around them attacked as an
attacker would. Each test fails on the code before the round.

A checkout can arrive as an archive (a tarball, a zip, a copied folder) whose `.git`
holds anything: a FIFO where git keeps HEAD, config or the index. Every hook reads those
files to name the project and its branch, so a FIFO hung every hook until Claude Code
killed it (each tool call, each prompt, each session start) and the detached sleep pass
for good. They are read now only when they are regular files (retain.files.open_regular).
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest

from conftest import PYTHON, git, subprocess_env

HANG_S = 20  # a hang is "never"; anything that returns at all returns in a few seconds


def _run(args: list[str], payload: dict | None = None) -> tuple[int | str, float, str]:
    start = time.monotonic()
    try:
        done = subprocess.run(
            [PYTHON, *args],
            input=json.dumps(payload or {}).encode(),
            capture_output=True,
            env=subprocess_env(RETAIN_EMBEDDER="none"),
            timeout=HANG_S,
        )
    except subprocess.TimeoutExpired:
        return "hung", time.monotonic() - start, ""
    return done.returncode, time.monotonic() - start, done.stderr.decode(errors="replace")


def _hostile_checkout(root: Path, fifo: str) -> Path:
    """A real checkout on a branch made from HEAD (so its lineage is read from the
    reflogs), with `.git/<fifo>` replaced by a FIFO."""
    proj = root / "proj"
    proj.mkdir()
    (proj / "app.py").write_text("x = 1\n")
    git(proj, "init", "-q", "-b", "main", ".")
    git(proj, "remote", "add", "origin", "https://github.com/acme/shop.git")
    git(proj, "add", "-A")
    git(proj, "commit", "-qm", "init")
    git(proj, "checkout", "-q", "-b", "feat")
    target = proj / ".git" / fifo
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists():
        target.unlink()
    os.mkfifo(target)
    return proj


@pytest.mark.parametrize(
    "fifo", ["config", "HEAD", "logs/HEAD", "logs/refs/heads/feat", "commondir"]
)
def test_hooks_and_the_sleep_pass_never_wait_on_a_fifo_in_a_checkouts_git_dir(
    fifo, tmp_path, isolated_home
):
    from retain import Memory

    mem = Memory(None, embedder=None, project=str(tmp_path / "elsewhere"))
    mem.write("Never edit generated files under build/ by hand", kind="constraint", scope="user")
    mem.close()
    proj = _hostile_checkout(tmp_path, fifo)
    cwd = str(proj)
    calls = {
        "pre-tool": {
            "hook_event_name": "PreToolUse",
            "tool_name": "Edit",
            "tool_input": {"file_path": f"{cwd}/build/x.js", "old_string": "a", "new_string": "b"},
        },
        "tool-failure": {
            "hook_event_name": "PostToolUseFailure",
            "tool_name": "Bash",
            "tool_input": {"command": "make build"},
            "error": "Exit code 2\nmake: *** [build] Error 1",
        },
        "session-start": {"source": "startup"},
        "prompt": {"prompt": "why does the build of build/ fail"},
    }
    for event, payload in calls.items():
        code, took, err = _run(
            ["-m", "retain.hooks.entry", event], {**payload, "cwd": cwd, "session_id": "s1"}
        )
        assert code == 0 and took < 10, (event, code, took, err)
        assert "Traceback" not in err, (event, err)
    code, took, err = _run(["-m", "retain.sleep", f"--project-dir={cwd}"])
    assert code == 0 and took < HANG_S, (code, took, err)


def test_a_request_nested_past_pythons_parser_still_gets_an_answer(tmp_path):
    """A tools/call whose argument is nested 5,000 deep: the SDK's parser refuses it, and
    the screen that answers what it refuses read the id with Python's parser, which
    stopped at its recursion limit (1,000), so the request got no answer at all and the
    client waited for its timeout. The server answered the next request either way."""
    import select

    proc = subprocess.Popen(
        [PYTHON, "-m", "retain", "serve"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        env=subprocess_env(RETAIN_EMBEDDER="none"),
        cwd=tmp_path,
    )
    assert proc.stdin is not None and proc.stdout is not None

    def send(line: bytes) -> None:
        proc.stdin.write(line + b"\n")
        proc.stdin.flush()

    def answer() -> dict | None:
        ready, _, _ = select.select([proc.stdout], [], [], HANG_S)
        return json.loads(proc.stdout.readline()) if ready else None

    try:
        hello = {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t"}}
        send(
            json.dumps(
                {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": hello}
            ).encode()
        )
        assert answer() is not None
        send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
        deep = b"[" * 5000 + b"]" * 5000
        send(
            b'{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"memory_search",'
            b'"arguments":{"query":' + deep + b"}}}"
        )
        refused = answer()
        assert refused is not None and refused["id"] == 7 and "error" in refused
        call = {"name": "memory_search", "arguments": {"query": "deploy"}}
        send(
            json.dumps({"jsonrpc": "2.0", "id": 8, "method": "tools/call", "params": call}).encode()
        )
        served = answer()
        assert served is not None and served["id"] == 8 and "result" in served
    finally:
        proc.kill()
        proc.wait(timeout=30)
