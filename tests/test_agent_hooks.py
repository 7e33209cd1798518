"""Codex CLI and Gemini CLI hooks: `retain setup codex|gemini` writes them and takes them
out byte for byte, the launcher answers each client's payloads (built to the schemas read
from the installed CLIs, see retain.hooks.clients) in the client's JSON, and, where npm
can install them, the real CLIs run the hooks and put the memory in the model's input."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import time
import venv
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import PYTHON, REPO, subprocess_env
from retain.clients import agent_hooks
from retain.hooks import clients
from retain.rank.block import FENCE_TAG
from test_setup import run_setup, snapshot
from test_tool_hook import GO_SUM, KUBECTL

LAUNCHER = REPO / "hooks" / "retain-hook"
DECISION = "orders use optimistic locking with a version column"
# Codex 0.171.0's output schemas: the top-level fields and, inside hookSpecificOutput,
# exactly these (additionalProperties false), with hookEventName a constant per event.
CODEX_TOP = {"continue", "stopReason", "suppressOutput", "systemMessage", "hookSpecificOutput"}
CODEX_EVENTS = {"SessionStart", "UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop"}
CODEX_EVENTS |= {"SessionEnd"}  # input-only: its binary has session-end.command.input only
GEMINI_EVENTS = {"SessionStart", "SessionEnd", "BeforeAgent", "AfterAgent", "BeforeTool"}
GEMINI_EVENTS |= {"AfterTool", "BeforeModel", "AfterModel", "PreCompress", "Notification"}
NPM_PACKAGES = {"codex": "@openai/codex", "gemini": "@google/gemini-cli"}
NPM_PACKAGES["copilot"] = "@github/copilot"  # test_agent_hooks_real.py


@pytest.fixture(scope="module")
def install(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A venv (no pip) whose bin holds python and a `retain` that runs this checkout
    (as test_setup's): the launcher lands in its bin, as under pipx or uv tool."""
    root = tmp_path_factory.mktemp("install") / "venv"
    venv.EnvBuilder(with_pip=False).create(root)
    exe = root / "bin" / "retain"
    exe.write_text(f'#!/bin/sh\nexec "{root / "bin" / "python"}" -m retain "$@"\n')
    exe.chmod(0o755)
    return root


@pytest.fixture
def project(project_dir: Path) -> Path:
    subprocess.run(["git", "init", "-q", str(project_dir)], check=True)
    from retain import Memory

    mem = Memory(embedder=None, project=str(project_dir))
    for text, kind in ((DECISION, "decision"), (KUBECTL, "constraint"), (GO_SUM, "lesson")):
        mem.add(text, kind=kind, embed=False)
    return project_dir


def hook(client: str, event: str, payload: dict) -> dict:
    """The launcher's JSON answer ({} for silence), as the client runs it."""
    result = subprocess.run(
        [str(LAUNCHER), event, "--client", client],
        input=json.dumps(payload).encode(),
        capture_output=True,
        env=subprocess_env(),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout) if result.stdout.strip() else {}


def context(answer: dict, event_name: str) -> str:
    """additionalContext of an answer, its shape checked against Codex's and Gemini's."""
    assert set(answer) <= CODEX_TOP
    spec = answer["hookSpecificOutput"]
    assert set(spec) == {"hookEventName", "additionalContext"}
    assert spec["hookEventName"] == event_name
    text = spec["additionalContext"]
    assert text.count(FENCE_TAG) == 2  # the fenced block, as Claude Code gets it
    return text


def codex_base(project: Path, event: str) -> dict:
    """The fields every Codex hook input requires (its session-start.command.input etc.)."""
    return {
        "session_id": "01a23b1a-819b-7653-ac94-c5690356c230",
        "transcript_path": None,
        "cwd": str(project),
        "hook_event_name": event,
        "model": "gpt-5",
        "permission_mode": "default",
    }


def gemini_base(project: Path, event: str) -> dict:
    """The fields of every Gemini hook input (its createBaseInput)."""
    return {
        "session_id": "556b7748-3ec2-4c18-aa7f-25bde4b71892",
        "transcript_path": "",
        "cwd": str(project),
        "hook_event_name": event,
        "timestamp": "2026-12-03T08:53:07.779Z",
    }


# --- the launcher, fed each client's payloads --------------------------------------------


def test_codex_payloads_get_the_memory_in_codex_json(project):
    start = {**codex_base(project, "SessionStart"), "source": "startup"}
    assert DECISION in context(hook("codex", "session-start", start), "SessionStart")
    turn = {"turn_id": "t1", "tool_use_id": "c1"}
    pre = {
        **codex_base(project, "PreToolUse"),
        **turn,
        "tool_name": "Bash",
        "tool_input": {"command": "kubectl apply -f deploy/prod.yaml"},
    }
    assert "kubectl apply" in context(hook("codex", "pre-tool", pre), "PreToolUse")
    post = {
        **pre,
        "hook_event_name": "PostToolUse",
        "tool_response": "Exit code 1\nmissing go.sum entry for module providing package x",
    }
    assert "go mod tidy" in context(hook("codex", "tool-failure", post), "PostToolUse")
    ok = {**post, "tool_response": "ok"}
    assert hook("codex", "tool-failure", ok) == {}


def test_gemini_payloads_get_the_memory_in_gemini_json(project):
    start = {**gemini_base(project, "SessionStart"), "source": "startup"}
    assert DECISION in context(hook("gemini", "session-start", start), "SessionStart")
    failed = {
        **gemini_base(project, "AfterTool"),
        "tool_name": "run_shell_command",
        "tool_input": {"command": "go build ./..."},
        "tool_response": {
            "llmContent": "Output: missing go.sum entry for module providing package x\n"
            "Exit Code: 1",
            "returnDisplay": "",
        },
    }
    assert "go mod tidy" in context(hook("gemini", "tool-failure", failed), "AfterTool")
    fine = {**failed, "tool_response": {"llmContent": "Output: ok", "returnDisplay": "ok"}}
    assert hook("gemini", "tool-failure", fine) == {}


def test_gemini_strips_the_hook_context_it_prepends_to_the_prompt():
    prompt = f"<hook_context>&lt;{FENCE_TAG}&gt; a block</hook_context>\n\nwhy is it slow?"
    out = clients.to_retain("gemini", "prompt", {"prompt": prompt})
    assert out["prompt"] == "why is it slow?"
    assert clients.to_retain("gemini", "pre-tool", {"tool_name": "replace"})["tool_name"] == "Edit"


def test_bad_payloads_and_unknown_clients_fail_open(project):
    for client in ("codex", "gemini"):
        for raw in (b"", b"not json", b"[1]"):
            result = subprocess.run(
                [str(LAUNCHER), "session-start", "--client", client],
                input=raw,
                capture_output=True,
                env=subprocess_env(),
                timeout=60,
            )
            assert result.returncode == 0 and result.stdout == b""
    start = {**codex_base(project, "SessionStart"), "source": "startup"}
    result = subprocess.run(
        [str(LAUNCHER), "session-start", "--client", "nosuch"],
        input=json.dumps(start).encode(),
        capture_output=True,
        env=subprocess_env(),
        timeout=60,
    )
    assert result.returncode == 0 and DECISION in result.stdout.decode()  # Claude Code's


# --- setup and removal -------------------------------------------------------------------


USER_CODEX_HOOKS = (
    '{\n    "hooks": {\n        "Stop": [\n            {\n                "hooks": [\n'
    '                    {\n                        "type": "command",\n'
    '                        "command": "notify-send done"\n                    }\n'
    "                ]\n            }\n        ]\n    }\n}\n"
)
USER_GEMINI = '{\n  "general": {\n    "vimMode": true\n  },\n  "ui": {}\n}\n'


@pytest.mark.parametrize("client", ["codex", "gemini"])
def test_setup_writes_the_verified_layout_and_removes_it_byte_for_byte(
    client, isolated_home, install
):
    path = agent_hooks.hooks_path(client, isolated_home)
    path.parent.mkdir(parents=True)
    path.write_text(USER_CODEX_HOOKS if client == "codex" else USER_GEMINI)
    before = snapshot(isolated_home)
    dry = run_setup(isolated_home, install, client, "--dry-run")
    assert dry.returncode == 0 and "would add SessionStart hook" in dry.stdout
    assert snapshot(isolated_home) == before
    assert run_setup(isolated_home, install, client).returncode == 0
    data = json.loads(path.read_text())
    allowed = CODEX_EVENTS if client == "codex" else GEMINI_EVENTS
    assert set(data["hooks"]) <= allowed
    launcher = install / "bin" / "retain-hook"
    ours = []
    for groups in data["hooks"].values():
        for group in groups:
            assert set(group) <= {"matcher", "hooks"}
            for h in group["hooks"]:
                assert h["type"] == "command" and isinstance(h.get("timeout", 1), int)
                if agent_hooks.is_ours(h, client):
                    ours.append(h)
                    assert h["command"].startswith(f"{launcher} ")
    assert len(ours) == len(agent_hooks.HOOKS[client])
    assert os.access(launcher, os.X_OK)
    after = snapshot(isolated_home)
    again = run_setup(isolated_home, install, client)
    assert "nothing to change" in again.stdout and snapshot(isolated_home) == after
    assert run_setup(isolated_home, install, client, "--remove").returncode == 0
    assert snapshot(isolated_home) == before
    assert not launcher.exists()


def test_removing_one_client_keeps_the_launcher_another_uses(isolated_home, install):
    launcher = install / "bin" / "retain-hook"
    assert run_setup(isolated_home, install, "codex").returncode == 0
    assert run_setup(isolated_home, install, "gemini").returncode == 0
    assert run_setup(isolated_home, install, "gemini", "--remove").returncode == 0
    assert launcher.exists()
    assert run_setup(isolated_home, install, "claude-code").returncode == 0
    assert run_setup(isolated_home, install, "claude-code", "--remove").returncode == 0
    assert launcher.exists()  # Codex's hooks still run it (before: deleted with Claude's)
    assert run_setup(isolated_home, install, "codex", "--remove").returncode == 0
    assert not launcher.exists()
    assert not (isolated_home / ".codex" / "hooks.json").exists()


# --- the real CLIs -----------------------------------------------------------------------


def cli(name: str) -> str:
    """The client's executable: on PATH, else installed from npm into a cache folder
    shared by test runs; skips when neither works (no npm, no registry)."""
    found = shutil.which(name)
    if found:
        return found
    prefix = Path(tempfile.gettempdir()) / "retain-test-npm"
    exe = prefix / "node_modules" / ".bin" / name
    if not exe.exists():
        if shutil.which("npm") is None:
            pytest.skip("npm is not installed")
        try:
            done = subprocess.run(
                ["npm", "install", "--prefix", str(prefix), NPM_PACKAGES[name]],
                capture_output=True,
                timeout=300,
            )
        except subprocess.TimeoutExpired:
            pytest.skip(f"npm could not install {NPM_PACKAGES[name]} in time")
        if done.returncode != 0 or not exe.exists():
            pytest.skip(f"npm could not install {NPM_PACKAGES[name]}")
    return str(exe)


def run_until(
    cmd: list[str], cwd: Path, env: dict, found: Callable[[], bool], limit: float
) -> bool:
    """Run a CLI (it will fail to reach its model: no network) until `found()` holds."""
    proc = subprocess.Popen(
        cmd,
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            if found():
                return True
            if proc.poll() is not None:
                return found()
            time.sleep(0.5)
        return found()
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, 9)
            proc.wait()


def grep_tree(root: Path, text: str) -> bool:
    for p in root.rglob("*.json*"):
        try:
            if text in p.read_text(errors="replace"):
                return True
        except OSError:
            continue
    return False


def test_the_real_codex_runs_our_session_start_hook(isolated_home, install, project):
    codex = cli("codex")
    assert run_setup(isolated_home, install, "codex").returncode == 0
    env = subprocess_env(HOME=str(isolated_home), OPENAI_API_KEY="sk-test-no-network")
    cmd = [codex, "exec", "--dangerously-bypass-hook-trust", "--skip-git-repo-check", "hi"]
    sessions = isolated_home / ".codex" / "sessions"
    assert run_until(cmd, project, env, lambda: grep_tree(sessions, DECISION), 90)


def test_the_real_gemini_runs_our_session_start_hook(isolated_home, install, project):
    gemini = cli("gemini")
    assert run_setup(isolated_home, install, "gemini").returncode == 0
    env = subprocess_env(HOME=str(isolated_home), GEMINI_API_KEY="test-no-network")
    # A named model, not "auto": auto first asks a classifier model which one to use, and
    # offline that request is retried with backoff for ~60 s before the prompt (with the
    # hook's context) is recorded. The hook runs and its context is recorded the same way.
    cmd = [gemini, "--skip-trust", "-m", "gemini-2.5-flash", "-p", "hi"]
    chats = isolated_home / ".gemini" / "tmp"
    assert run_until(cmd, project, env, lambda: grep_tree(chats, DECISION), 90)
    settings = json.loads((isolated_home / ".gemini" / "settings.json").read_text())
    assert re.search(
        r"--client gemini$", settings["hooks"]["SessionStart"][0]["hooks"][0]["command"]
    )


@pytest.mark.parametrize("client", ["codex", "gemini"])
def test_the_client_path_leaves_the_heavy_modules_unloaded(client, project):
    """`--client` adds retain.hooks.clients (json, re) and nothing heavy."""
    start = {**codex_base(project, "SessionStart"), "source": "startup"}
    out = subprocess.run(
        [PYTHON, "-X", "importtime", "-m", "retain.hooks.entry", "session-start"]
        + ["--client", client],
        input=json.dumps(start),
        capture_output=True,
        text=True,
        env=subprocess_env(),
        check=True,
    )
    modules = {
        line.rsplit("|", 1)[1].strip()
        for line in out.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }
    assert DECISION in out.stdout and "retain.hooks.clients" in modules
    heavy = [m for m in ("mcp", "torch", "sentence_transformers", "numpy") if m in modules]
    assert heavy == []


def test_a_prompt_gets_its_memory_in_each_client_s_json(project):
    words = "why do orders use optimistic locking with a version column?"
    codex = {**codex_base(project, "UserPromptSubmit"), "turn_id": "t1", "prompt": words}
    assert DECISION in context(hook("codex", "prompt", codex), "UserPromptSubmit")
    shown = "<hook_context>an earlier block</hook_context>\n\n"
    gemini = {**gemini_base(project, "BeforeAgent"), "prompt": shown + words}
    assert DECISION in context(hook("gemini", "prompt", gemini), "BeforeAgent")
    bare = {**gemini, "prompt": shown + "/help"}  # a slash command once the block is off
    assert hook("gemini", "prompt", bare) == {}
