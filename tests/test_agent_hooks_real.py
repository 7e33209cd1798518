# ruff: noqa: F811 - the fixtures `install` and `project` come from test_agent_hooks
"""The real agent CLIs (npm @github/copilot, @google/gemini-cli, @openai/codex) with the
hooks `retain setup` writes, each run against a scripted model on loopback
(tests/fake_model.py: Copilot's BYOK provider settings, Gemini's GOOGLE_GEMINI_BASE_URL,
a Codex model provider; no sign-in, no network): the memory reaches the model at the
client's hook events, and its session-end hook's sleep pass captures from the
transcript the client itself wrote. Skipped when npm cannot install a CLI."""

from __future__ import annotations

import json
import os
import site
import sqlite3
import subprocess
import tempfile
import time
from pathlib import Path

from conftest import subprocess_env
from fake_model import FakeModel
from retain.sleep.transcript import read_turns
from test_agent_hooks import DECISION, cli, install, project  # noqa: F401 - fixtures
from test_setup import run_setup
from test_tool_hook import GO_SUM, KUBECTL

EXPLICIT = "Please remember that we deploy with make release, never by hand."
BELIEF = "We deploy with make release, never by hand."
FAILING = "echo 'missing go.sum entry for module providing package x' >&2; exit 1"
SLEEP_WAIT = 90.0
COPILOT_CACHE = Path(tempfile.gettempdir()) / "retain-test-npm" / "copilot-cache"


def test_the_real_copilot_gets_the_memory_at_each_hook_and_its_log_is_captured(
    isolated_home, install, project
):
    copilot = cli("copilot")
    done = run_setup(isolated_home, install, "copilot")
    assert done.returncode == 0, done.stderr
    script = [
        {
            "tool": "bash",
            "args": {"command": "kubectl apply -f deploy/prod.yaml", "description": "deploy"},
        },  # fmt: skip
        {"tool": "bash", "args": {"command": FAILING, "description": "build"}},
        {"text": "Both commands failed; see the notes above."},
    ]
    prompt = f"{EXPLICIT} Why do orders use optimistic locking with a version column?"
    with FakeModel(script) as model:
        env = subprocess_env(
            HOME=str(isolated_home),
            COPILOT_AUTO_UPDATE="false",
            # Where the binary unpacks its own program files (235 MB, ~2 s): shared by
            # runs, as in a user's ~/.cache, not unpacked again into each fresh HOME.
            # Its settings, sessions and logs stay in this test's HOME (~/.copilot).
            COPILOT_CACHE_HOME=str(COPILOT_CACHE),
            COPILOT_PROVIDER_BASE_URL=model.url,
            COPILOT_MODEL="gpt-4.1",
        )
        # The hooks run the bare test venv's python (`install`): let it see this
        # interpreter's packages too, which the detached sleep pass needs (numpy).
        env["PYTHONPATH"] = os.pathsep.join([env["PYTHONPATH"], *site.getsitepackages()])
        for key in ("COPILOT_HOME", "GH_TOKEN", "GITHUB_TOKEN", "COPILOT_GITHUB_TOKEN"):
            env.pop(key, None)
        run = subprocess.run(
            [copilot, "-p", prompt, "--allow-all-tools", "--trust-folder"],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            timeout=240,
        )
        assert run.returncode == 0, run.stderr[-2000:]
        seen = model.seen()
    assert DECISION in seen  # sessionStart / userPromptSubmitted additionalContext
    assert KUBECTL.split(";")[0].replace("`", "") in seen.replace("`", "").replace("\\", "")
    assert "go mod tidy" in seen and GO_SUM.split(" -> ")[0][:20] in seen  # postToolUse
    states = list((isolated_home / ".copilot" / "session-state").glob("*/events.jsonl"))
    assert len(states) == 1
    turns = read_turns(states[0])  # the real log, read through the Copilot reader
    assert any(t.text.startswith(EXPLICIT) for t in turns if t.role == "user")
    assert [t.is_error for t in turns if t.is_tool_result] == [True, True]
    db = isolated_home / ".retain" / "retain.db"
    deadline = time.monotonic() + SLEEP_WAIT
    memories: list[str] = []
    while time.monotonic() < deadline:
        try:
            with sqlite3.connect(db, timeout=5) as conn:
                memories = [r[0] for r in conn.execute("SELECT text FROM memories")]
        except sqlite3.Error:
            memories = []
        if any(m.startswith(BELIEF) for m in memories):
            break
        time.sleep(0.5)
    assert any(m.startswith(BELIEF) for m in memories)  # captured by the sessionEnd pass


def test_the_real_gemini_gets_the_memory_and_its_session_end_captures_the_recording(
    isolated_home, install, project
):
    gemini = cli("gemini")
    settings = isolated_home / ".gemini" / "settings.json"
    settings.parent.mkdir(parents=True)
    # An API key chosen up front, so a base URL is taken as the Gemini API's own.
    auth = {"security": {"auth": {"selectedType": "gemini-api-key"}}}
    settings.write_text(json.dumps(auth, indent=2) + "\n")
    done = run_setup(isolated_home, install, "gemini")
    assert done.returncode == 0, done.stderr
    script = [
        {"tool": "run_shell_command", "args": {"command": FAILING, "description": "build"}},
        {"text": "The build failed; see the note above."},
    ]
    prompt = f"{EXPLICIT} Why do orders use optimistic locking with a version column?"
    with FakeModel(script, api="gemini") as model:
        env = subprocess_env(
            HOME=str(isolated_home), GEMINI_API_KEY="test-key", GOOGLE_GEMINI_BASE_URL=model.url
        )
        env["PYTHONPATH"] = os.pathsep.join([env["PYTHONPATH"], *site.getsitepackages()])
        run = subprocess.run(
            [gemini, "--skip-trust", "--yolo", "-p", prompt],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            timeout=240,
        )
        assert run.returncode == 0, run.stderr[-2000:]
        seen = model.seen()
    assert DECISION in seen  # SessionStart / BeforeAgent context, in <hook_context>
    assert "go mod tidy" in seen  # AfterTool context for the failed command
    (chat,) = (isolated_home / ".gemini" / "tmp").glob("*/chats/session-*.jsonl")
    turns = read_turns(chat)  # the real recording, through the Gemini reader
    assert [t.text for t in turns if t.role == "user"][0].startswith(EXPLICIT)
    assert [t.is_error for t in turns if t.is_tool_result] == [True]
    db = isolated_home / ".retain" / "retain.db"
    deadline = time.monotonic() + SLEEP_WAIT
    memories: list[str] = []
    while time.monotonic() < deadline:
        try:
            with sqlite3.connect(db, timeout=5) as conn:
                memories = [r[0] for r in conn.execute("SELECT text FROM memories")]
        except sqlite3.Error:
            memories = []
        if any(m.startswith(BELIEF) for m in memories):
            break
        time.sleep(0.5)
    assert any(m.startswith(BELIEF) for m in memories)  # captured by the SessionEnd pass


def test_the_real_codex_s_session_end_captures_its_rollout(isolated_home, install, project):
    codex = cli("codex")
    done = run_setup(isolated_home, install, "codex")
    assert done.returncode == 0, done.stderr
    script = [
        {"tool": "exec_command", "args": {"cmd": FAILING}},  # 0.171's shell tool
        {"text": "The build failed; see the note above."},
    ]
    prompt = f"{EXPLICIT} Why do orders use optimistic locking with a version column?"
    with FakeModel(script, api="responses") as model:
        provider = (
            f'{{name="fake", base_url="{model.url}/v1", wire_api="responses", '
            'env_key="OPENAI_API_KEY"}'
        )
        env = subprocess_env(HOME=str(isolated_home), OPENAI_API_KEY="sk-test")
        env["PYTHONPATH"] = os.pathsep.join([env["PYTHONPATH"], *site.getsitepackages()])
        cmd = [codex, "exec", "--dangerously-bypass-hook-trust", "--skip-git-repo-check"]
        cmd += ["--dangerously-bypass-approvals-and-sandbox", "-m", "gpt-5-codex"]
        cmd += ["-c", f"model_providers.fake={provider}", "-c", "model_provider=fake", prompt]
        run = subprocess.run(cmd, cwd=project, env=env, capture_output=True, text=True, timeout=240)
        assert run.returncode == 0, run.stderr[-2000:]
        seen = model.seen()
    assert DECISION in seen  # SessionStart / UserPromptSubmit additionalContext
    assert "go mod tidy" in seen  # PostToolUse context for the failed command
    (rollout,) = (isolated_home / ".codex" / "sessions").rglob("rollout-*.jsonl")
    turns = read_turns(rollout)  # the real rollout, through the Codex reader
    assert [t.text for t in turns if t.role == "user"][0].startswith(EXPLICIT)
    assert [t.is_error for t in turns if t.is_tool_result] == [True]
    db = isolated_home / ".retain" / "retain.db"
    deadline = time.monotonic() + SLEEP_WAIT
    memories: list[str] = []
    while time.monotonic() < deadline:
        try:
            with sqlite3.connect(db, timeout=5) as conn:
                memories = [r[0] for r in conn.execute("SELECT text FROM memories")]
        except sqlite3.Error:
            memories = []
        if any(m.startswith(BELIEF) for m in memories):
            break
        time.sleep(0.5)
    assert any(m.startswith(BELIEF) for m in memories)  # captured by the SessionEnd pass
