"""Capture from other agents' transcripts: Codex CLI rollouts, Gemini CLI chat recordings
(JSONL and the older whole-file JSON), Copilot CLI session logs and Cursor agent
transcripts are told apart by their content and read as Claude Code's records
(retain.sleep.transcript_agents), so the sleep pass captures from them, learns the
failure -> fix pairs their tool calls show, and redacts as it does for Claude Code.

The fixtures in tests/fixtures/agents/ are our own, written in each client's format as
the installed CLIs write it (see the reader modules for the sources): the same session
in each (an explicit request, setup context the client wrote itself, a failing test run,
the install that fixed it, a passing rerun, a credential typed in prose)."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from conftest import FIXTURES, REPO, subprocess_env
from retain import Memory
from retain.sleep.fixes import fixes_in
from retain.sleep.transcript import read_turns
from retain.sleep.transcript_agents import detect
from sleeppass import detached_pass

AGENTS = FIXTURES / "agents"
LAUNCHER = REPO / "hooks" / "retain-hook"
EXPLICIT = "Please remember that we deploy with make release, never by hand."
BELIEF = "We deploy with make release, never by hand."
FILES = {
    "codex": "codex-rollout.jsonl",
    "gemini": "gemini-session.jsonl",
    "gemini-legacy": "gemini-legacy.json",
    "copilot": "copilot-events.jsonl",
    "cursor": "cursor-transcript.jsonl",
}
WITH_RESULTS = ("codex", "gemini", "gemini-legacy", "copilot")  # Cursor's has no results
SLEEP_WAIT = 90.0  # seconds for the detached pass on a loaded 2-core machine


@pytest.mark.parametrize("name", sorted(FILES))
def test_each_format_reads_as_the_conversation(name):
    turns = read_turns(AGENTS / FILES[name])
    said = [t.text for t in turns if t.role == "user" and t.text]
    assert said[0].startswith(EXPLICIT)  # the user's words, and only those
    assert not any("environment_context" in t or "session_context" in t for t in said)
    assert not any("AGENTS.md" in t or "hook_context" in t or "current_datetime" in t for t in said)
    assert "Tests pass now: requests was missing from the environment." in [
        t.text for t in turns if t.role == "assistant"
    ]
    assert any("python -m pytest -q" in a for t in turns for a in t.actions)
    if name in WITH_RESULTS:
        failed = [t for t in turns if t.is_tool_result and t.is_error]
        assert len(failed) == 1 and failed[0].tool_names == ("Bash",)
        assert failed[0].error_line.startswith(("Traceback", "ModuleNotFoundError"))
        passed = [t for t in turns if t.is_tool_result and not t.is_error]
        assert len(passed) >= 2


@pytest.mark.parametrize("name", [n for n in sorted(FILES) if n in WITH_RESULTS])
def test_the_failure_and_its_fix_are_learned_from_the_tool_calls(name):
    (fix,) = fixes_in(AGENTS / FILES[name])
    assert fix.command == "python -m pytest -q"
    assert "No module named 'requests'" in fix.error
    assert fix.remedies == ("running `pip install requests`",)


def test_the_format_is_told_by_content_not_by_file_name(tmp_path):
    for name, file in FILES.items():
        if name == "gemini-legacy":
            continue
        disguised = tmp_path / f"{name}.txt"  # no client's naming
        shutil.copy(AGENTS / file, disguised)
        assert read_turns(disguised) == read_turns(AGENTS / file)
    # A Claude Code transcript named like a Codex rollout is still Claude Code's.
    claude = tmp_path / "rollout-2026-01-01T00-00-00-x.jsonl"
    record = {"type": "user", "message": {"role": "user", "content": EXPLICIT}}
    claude.write_text(json.dumps(record) + "\n")
    assert [t.text for t in read_turns(claude)] == [EXPLICIT]
    lines = [json.loads(x) for x in (AGENTS / FILES["codex"]).read_text().splitlines()]
    assert detect(lines[:1]) == "codex" and detect([record]) == "claude-code"


def test_gemini_rewinds_and_rewrites_are_replayed():
    turns = read_turns(AGENTS / FILES["gemini"])
    texts = [t.text for t in turns]
    assert not any("Rust" in t for t in texts)  # written, then rewound away
    assert not any("Request cancelled" in t for t in texts)  # an info notice
    # m2 was written twice (text, then text with its tool call): one turn, in its place
    assert texts.count("I'll run the test suite first.") == 1
    assert texts.index("I'll run the test suite first.") == 1


def test_odd_lines_in_another_agent_s_file_are_skipped(tmp_path):
    lines = (AGENTS / FILES["codex"]).read_text().splitlines()
    broken = tmp_path / "rollout.jsonl"
    noise = ["{not json", "[1, 2]", '{"type": "response_item", "payload": "x"}', "\udcff"]
    body = [lines[0], *noise, *lines[1:8], '{"type": "response_item", "payload": {"type":']
    broken.write_text("\n".join([*body, *lines[8:]]) + "\n", errors="surrogateescape")
    assert [t.text for t in read_turns(broken)] == [
        t.text for t in read_turns(AGENTS / FILES["codex"])
    ]
    assert read_turns(tmp_path / "absent.jsonl") == []
    # Found by test_fuzz: a record whose type is not a string broke the detection.
    odd = tmp_path / "odd.jsonl"
    odd.write_text('{"type": ["user"], "payload": {}}\n{"type": {"a": 1}, "data": {}}\n')
    assert read_turns(odd) == []


# --- end to end: the client's session-end hook, as it runs it -------------------------


def _payload(client: str, transcript: Path, project: Path) -> dict:
    """Each client's SessionEnd input, with the fields it sends (retain.hooks.clients)."""
    if client == "codex":  # session-end.command.input in the 0.171.0 binary
        return {
            "session_id": "0199aaaa-0000-7000-8000-000000000001",
            "transcript_path": str(transcript),
            "cwd": str(project),
            "hook_event_name": "SessionEnd",
            "reason": "other",
        }
    if client == "gemini":  # createBaseInput plus reason
        return {
            "session_id": "5d1e0c1a-1111-4222-8333-944455556666",
            "transcript_path": str(transcript),
            "cwd": str(project),
            "hook_event_name": "SessionEnd",
            "timestamp": "2026-11-02T10:00:09.000Z",
            "reason": "exit",
        }
    if client == "copilot":  # as the real 1.0.102 sent it: no transcript path
        return {
            "sessionId": "0146bf17-da77-4fdf-abfb-3caa8d8e625e",
            "timestamp": 1796292861026,
            "cwd": str(project),
            "reason": "complete",
        }
    return {  # Cursor: the base input of its hook engine
        "conversation_id": "c0ffee00-1111-2222-3333-444455556666",
        "generation_id": "g1",
        "model": "default",
        "session_id": "c0ffee00-1111-2222-3333-444455556666",
        "hook_event_name": "sessionEnd",
        "cursor_version": "2.1.0",
        "workspace_roots": [str(project)],
        "user_email": None,
        "transcript_path": str(transcript),
    }


def _finished_runs(db: Path) -> int:
    try:
        with sqlite3.connect(db, timeout=5) as conn:
            row = conn.execute("SELECT COUNT(*) FROM sleep_runs WHERE finished_at IS NOT NULL")
            return int(row.fetchone()[0])
    except sqlite3.Error:
        return 0


@pytest.mark.parametrize("client", ["codex", "gemini", "copilot", "cursor"])
def test_the_session_end_hook_captures_from_the_client_s_transcript(
    client, isolated_home, project_dir
):
    mem = Memory(embedder=None, project=str(project_dir))
    mem.add("orders use optimistic locking with a version column", kind="decision", embed=False)
    file = FILES[client]
    if client == "copilot":  # where Copilot keeps it: $COPILOT_HOME/session-state/<id>/
        sid = "0146bf17-da77-4fdf-abfb-3caa8d8e625e"
        transcript = isolated_home / ".copilot" / "session-state" / sid / "events.jsonl"
    else:
        transcript = isolated_home / "agent" / file
    transcript.parent.mkdir(parents=True)
    shutil.copy(AGENTS / file, transcript)
    result = subprocess.run(
        [str(LAUNCHER), "session-end", "--client", client],
        input=json.dumps(_payload(client, transcript, project_dir)).encode(),
        capture_output=True,
        env=subprocess_env(),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == (b"{}" if client == "cursor" else b"")
    deadline = time.monotonic() + SLEEP_WAIT
    while _finished_runs(mem.path) < 1 and time.monotonic() < deadline:
        time.sleep(0.3)
    assert _finished_runs(mem.path) >= 1
    with sqlite3.connect(mem.path) as conn:
        episodes = [r[0] for r in conn.execute("SELECT text FROM episodes")]
        memories = [r[0] for r in conn.execute("SELECT text FROM memories")]
    assert any(m.startswith(BELIEF) for m in memories)  # the explicit request, promoted
    stored = " ".join(episodes + memories)
    assert "ghp_" not in stored and "staging token" not in stored  # never captured
    if client != "cursor":  # the failure and what fixed it, from the tool calls
        assert any("pip install requests" in m for m in memories)


def test_the_sleep_pass_captures_in_a_python_without_numpy(isolated_home, project_dir, tmp_path):
    # A plugin checkout's hook runs under the system python3 (hooks/retain-hook, last
    # resort), where numpy may be missing: the pass compares by words and still captures,
    # instead of failing before anything is stored.
    blocker = tmp_path / "no-numpy" / "numpy"
    blocker.mkdir(parents=True)
    (blocker / "__init__.py").write_text("raise ModuleNotFoundError(\"No module named 'numpy'\")\n")
    mem = Memory(embedder=None, project=str(project_dir))
    transcript = isolated_home / "agent" / FILES["codex"]
    transcript.parent.mkdir(parents=True)
    shutil.copy(AGENTS / FILES["codex"], transcript)
    env = subprocess_env()
    env["PYTHONPATH"] = os.pathsep.join([str(blocker.parent), env["PYTHONPATH"]])
    result = detached_pass(
        f"--transcript={transcript}", "--session-id=s-no-numpy", f"--project-dir={project_dir}",
        env=env,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert _finished_runs(mem.path) == 1
    with sqlite3.connect(mem.path) as conn:
        memories = [r[0] for r in conn.execute("SELECT text FROM memories")]
    assert any(m.startswith(BELIEF) for m in memories)
    log = (Path(os.environ["RETAIN_HOME"]) / "retain.log").read_text()
    assert "embedder unavailable, comparing by words: ModuleNotFoundError" in log
