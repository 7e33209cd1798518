# ruff: noqa: F811 - the fixture `install` comes from test_agent_hooks
"""The real Claude Code (npm @anthropic-ai/claude-code, pinned) with what `retain setup
claude-code` writes, run with `claude -p` against a scripted Messages API on loopback
(tests/fake_model.py, api="anthropic": ANTHROPIC_BASE_URL, a dummy key, no sign-in, no
network). Each tool hook's memory reaches the model fenced, in the request after the
call; an ordinary call adds nothing; SessionEnd's detached sleep pass captures from the
transcript Claude Code wrote. Skipped when npm cannot install the pinned version."""

from __future__ import annotations

import json
import os
import re
import shutil
import site
import sqlite3
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

import pytest

from conftest import subprocess_env
from fake_model import FakeModel
from retain.rank.block import FENCE_TAG
from retain.sleep.transcript import read_turns
from test_agent_hooks import DECISION, install  # noqa: F401 - fixture
from test_setup import run_setup
from test_tool_hook import GO_SUM, KUBECTL, RETRY

CLAUDE_PACKAGE = "@anthropic-ai/claude-code"
CLAUDE_VERSION = "2.1.332"  # npm's newest when this test was written; bump deliberately
EXPLICIT = "Please remember that we deploy with make release, never by hand."
BELIEF = "We deploy with make release, never by hand."
FAILING = (
    "echo 'cmd/x/main.go:5:2: missing go.sum entry for module providing package "
    "github.com/acme/x' >&2; exit 1"
)
PORT = (
    "dev server failed with `Error: listen EADDRINUSE: address already in use :::3000` -> "
    "fixed by stopping the stale one: `lsof -ti:3000 | xargs kill`"
)
PIPED = "echo 'Error: listen EADDRINUSE: address already in use :::3000' | tail -n 1"
SLEEP_WAIT = 40.0  # the detached pass starts within a second; the rest is its own work
FENCED = re.compile(rf'<{FENCE_TAG} nonce="([0-9a-f]+)">\n(.*?)</{FENCE_TAG} nonce="\1">', re.S)


def claude_cli() -> str:
    """The pinned Claude Code, installed from npm into a cache folder shared by test runs
    (its own prefix per version, so a newer release never slips in); skips when npm
    cannot install it."""
    prefix = Path(tempfile.gettempdir()) / "retain-test-npm" / f"claude-code-{CLAUDE_VERSION}"
    exe = prefix / "node_modules" / ".bin" / "claude"
    if not exe.exists():
        if shutil.which("npm") is None:
            pytest.skip("npm is not installed")
        try:
            done = subprocess.run(
                ["npm", "install", "--prefix", str(prefix), f"{CLAUDE_PACKAGE}@{CLAUDE_VERSION}"],
                capture_output=True,
                timeout=300,
            )
        except subprocess.TimeoutExpired:
            pytest.skip(f"npm could not install {CLAUDE_PACKAGE} in time")
        if done.returncode != 0 or not exe.exists():
            pytest.skip(f"npm could not install {CLAUDE_PACKAGE}@{CLAUDE_VERSION}")
    return str(exe)


CLAUDE_SETTINGS = {"ANTHROPIC_BASE_URL", "ANTHROPIC_API_KEY"}
CLAUDE_SETTINGS |= {"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"}


def claude_env(home: Path, base_url: str) -> dict[str, str]:
    """Claude Code pointed at the scripted API, in the test's empty HOME, nothing else
    sent anywhere; the hooks' python sees this interpreter's packages (the sleep pass
    needs numpy)."""
    env = subprocess_env(
        HOME=str(home),
        ANTHROPIC_BASE_URL=base_url,
        ANTHROPIC_API_KEY="dummy",
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC="1",
        DISABLE_TELEMETRY="1",
        DISABLE_AUTOUPDATER="1",
        KUBECONFIG=str(home / "no-kubeconfig"),  # if kubectl exists, it reaches no cluster
    )
    env["PYTHONPATH"] = os.pathsep.join([env["PYTHONPATH"], *site.getsitepackages()])
    for key in [k for k in env if k.startswith("CLAUDE") or k.startswith("ANTHROPIC_")]:
        if key not in CLAUDE_SETTINGS:  # a developer's own Claude Code settings stay out
            env.pop(key)
    return env


def fenced_in(messages: list[dict]) -> list[str]:
    """The bodies of retain's fenced blocks in these messages: text parts and tool results
    (Claude Code, 2.1.197 as 2.1.332, sends a hook's context as a "system" message)."""
    found = []
    for message in messages:
        parts = message["content"]
        for part in [{"text": parts}] if isinstance(parts, str) else parts:
            texts = [part.get("text", "")]
            inner = part.get("content")
            texts += [inner] if isinstance(inner, str) else [c.get("text", "") for c in inner or []]
            found += [body for text in texts for _, body in FENCED.findall(text)]
    return found


def added_after(request: dict, call: int) -> list[str]:
    """retain's fenced blocks in what a request carries after the script's `call`-th tool
    call: the call's result and what the hooks on it added."""
    messages = request["messages"]
    tool_id = f"toolu_{call:04d}"
    at = min(i for i, m in enumerate(messages) if tool_id in json.dumps(m["content"]))
    return fenced_in(messages[at:])


def stored(db: Path) -> list[str]:
    try:
        with sqlite3.connect(db, timeout=5) as conn:
            return [r[0] for r in conn.execute("SELECT text FROM memories")]
    except sqlite3.Error:
        return []


@pytest.fixture
def project(project_dir: Path) -> Path:
    (project_dir / "billing").mkdir()
    (project_dir / "billing" / "retry.py").write_text("def attempts():\n    return 3\n")
    subprocess.run(["git", "init", "-q", str(project_dir)], check=True)
    return project_dir


@pytest.mark.slow
@pytest.mark.claude
def test_the_real_claude_code_gets_each_tool_hook_s_memory_and_its_transcript_is_captured(
    isolated_home, install, project
):
    claude = claude_cli()
    started = time.monotonic()  # the run, not npm's download
    done = run_setup(isolated_home, install, "claude-code")
    assert done.returncode == 0, done.stderr
    retain = [str(install / "bin" / "retain"), "--project", str(project)]
    for text, kind in ((DECISION, "decision"), (KUBECTL, "constraint"), (RETRY, "decision")):
        added = subprocess.run([*retain, "write", text, "--kind", kind], env=subprocess_env())
        assert added.returncode == 0
    for text in (GO_SUM, PORT):
        lesson = [*retain, "write", text, "--kind", "lesson", "--outcome", "fail"]
        assert subprocess.run(lesson, env=subprocess_env()).returncode == 0
    retry = str(project / "billing" / "retry.py")
    script = [
        {"tool": "Bash", "args": {"command": "kubectl apply -f deploy/prod.yaml"}},
        {"tool": "Bash", "args": {"command": FAILING, "description": "Build"}},
        {"tool": "Read", "args": {"file_path": retry}},  # Edit refuses an unread file
        {
            "tool": "Edit",
            "args": {"file_path": retry, "old_string": "return 3", "new_string": "return 4"},
        },
        {"tool": "Bash", "args": {"command": PIPED, "description": "Start the dev server"}},
        {"tool": "Bash", "args": {"command": "git status --short", "description": "Status"}},
        {"text": "Done: the deploy and the build failed, see above."},
    ]
    prompt = f"{EXPLICIT} Why do orders use optimistic locking with a version column?"
    with FakeModel(script, api="anthropic") as model:
        run = subprocess.run(
            [claude, "-p", prompt, "--allowedTools", "Bash,Read,Edit"],
            cwd=project,
            env=claude_env(isolated_home, model.url),
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert run.returncode == 0, run.stderr[-2000:]
        requests = list(model.requests)
    assert len(requests) == len(script)
    assert run.stdout.strip() == script[-1]["text"]
    opening = fenced_in(requests[0]["messages"])  # SessionStart (UserPromptSubmit: silent)
    assert any(DECISION in block for block in opening)
    # PreToolUse on the kubectl call: its memory, fenced, beside the call's result.
    (warned,) = added_after(requests[1], 1)
    assert KUBECTL in warned
    # The failed build: "seen before" and the lesson (PostToolUseFailure).
    (failed,) = added_after(requests[2], 2)
    assert "seen before" in failed and "go mod tidy" in failed
    assert added_after(requests[3], 3) == []  # Read: no hook runs for it
    # PreToolUse on the Edit of the file a memory is anchored to.
    (anchored,) = added_after(requests[4], 4)
    assert "billing/retry.py must stay idempotent" in anchored
    assert "return 4" in Path(retry).read_text()
    # Exit 0 (a pipe hides the status), an error in the output: PostToolUse's context.
    (piped,) = added_after(requests[5], 5)
    assert "seen before" in piped and "lsof -ti:3000" in piped
    assert added_after(requests[6], 6) == []  # git status: a Bash call (hooked), nothing added
    (transcript,) = (isolated_home / ".claude" / "projects").glob("*/*.jsonl")
    turns = read_turns(transcript)  # the real transcript, through the Claude Code reader
    assert [t.text for t in turns if t.role == "user"][0].startswith(EXPLICIT)
    # The non-zero exits, flagged by Claude Code; the piped error, by its output.
    errors = [t.is_error for t in turns if t.is_tool_result]
    assert errors == [True, True, False, False, True, False]
    db = isolated_home / ".retain" / "retain.db"
    deadline = time.monotonic() + SLEEP_WAIT
    while time.monotonic() < deadline and not any(m.startswith(BELIEF) for m in stored(db)):
        time.sleep(0.5)
    seeded = {DECISION, KUBECTL, RETRY, GO_SUM, PORT}
    (captured,) = [m for m in stored(db) if m not in seeded]  # not retain's own blocks
    assert captured.startswith(BELIEF)  # captured by the SessionEnd pass
    assert time.monotonic() - started < 60


def _post(url: str, body: dict) -> tuple[str, bytes]:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.headers["Content-Type"], response.read()


def test_the_scripted_messages_api_answers_as_claude_code_expects():
    """Side requests (no tools) and token counts leave the script where it was; a turn is
    the next step, as JSON or as the Messages API's event stream."""
    script = [{"tool": "Bash", "args": {"command": "ls"}}, {"text": "Done."}]
    turn = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "tools": [{}]}
    with FakeModel(script, api="anthropic") as model:
        url = f"{model.url}/v1/messages"
        kind, body = _post(f"{url}/count_tokens?beta=true", turn)
        assert json.loads(body) == {"input_tokens": 10}
        kind, body = _post(url, {**turn, "tools": []})  # a title request, say
        assert json.loads(body)["content"][0]["type"] == "text"
        kind, body = _post(f"{url}?beta=true", {**turn, "stream": True})
        assert kind == "text/event-stream"
        lines = body.decode().splitlines()
        events = [json.loads(line.removeprefix("data: ")) for line in lines if line[:6] == "data: "]
        assert [e["type"] for e in events] == [
            "message_start",
            "content_block_start",
            "content_block_delta",
            "content_block_stop",
            "message_delta",
            "message_stop",
        ]
        assert events[1]["content_block"] == {
            "type": "tool_use",
            "id": "toolu_0001",
            "name": "Bash",
            "input": {},
        }
        assert json.loads(events[2]["delta"]["partial_json"]) == {"command": "ls"}
        assert events[4]["delta"]["stop_reason"] == "tool_use"
        kind, body = _post(url, turn)  # not streamed: one JSON message
        answer = json.loads(body)
        assert kind == "application/json" and answer["stop_reason"] == "end_turn"
        assert answer["content"] == [{"type": "text", "text": "Done."}]
    assert len(model.requests) == 2 and len(model.side) == 1
