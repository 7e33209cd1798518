# ruff: noqa: F811 - the fixtures `install` and `project` come from test_agent_hooks
"""Copilot CLI and Cursor hooks: `retain setup copilot|cursor` writes them (user-level, or
a project's file with --project) and takes them out byte for byte, and the launcher
answers each client's payloads in the JSON that client reads.

The layouts and answers are checked against each client's own rules: Cursor's as its hook
engine validates them (the config, hook-script and per-event output validators in npm
@cursor/sdk 1.0.32, ported below field for field), Copilot's as its docs define the file
(`version` 1, entries {type: "command", bash, timeoutSec}) and as the real CLI 1.0.102
took them (test_agent_hooks_real.py runs it)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from conftest import REPO, subprocess_env
from retain.clients import flat_hooks
from retain.hooks import clients
from retain.rank.block import FENCE_TAG
from test_agent_hooks import DECISION, install, project  # noqa: F401 - fixtures
from test_setup import run_setup, snapshot

LAUNCHER = REPO / "hooks" / "retain-hook"
# Cursor's hook events (the SDK's event enum); a name outside it invalidates the file.
CURSOR_EVENTS = {
    "beforeShellExecution",
    "beforeMCPExecution",
    "afterShellExecution",
    "afterMCPExecution",
    "beforeReadFile",
    "afterFileEdit",
    "beforeTabFileRead",
    "afterTabFileEdit",
    "stop",
    "beforeSubmitPrompt",
    "afterAgentResponse",
    "afterAgentThought",
    "sessionStart",
    "sessionEnd",
    "preCompact",
    "subagentStart",
    "subagentStop",
    "preToolUse",
    "postToolUse",
    "postToolUseFailure",
    "workspaceOpen",
}
# Copilot's file-configurable hook events (its api.schema.json HookType enum).
COPILOT_EVENTS = {
    "preToolUse",
    "postToolUse",
    "postToolUseFailure",
    "userPromptSubmitted",
    "sessionStart",
    "sessionEnd",
    "errorOccurred",
    "agentStop",
    "subagentStart",
    "subagentStop",
    "preCompact",
    "permissionRequest",
    "notification",
    "preMcpToolCall",
    "userPromptTransformed",
    "postResult",
    "prePRDescription",
}
# What each Cursor event's output may hold (the SDK's per-event output validators).
CURSOR_OUTPUT = {
    "sessionStart": {"env": dict, "additional_context": str, "continue": bool, "user_message": str},
    "beforeSubmitPrompt": {"continue": bool, "user_message": str, "additional_context": str},
    "preToolUse": {
        "permission": str,
        "user_message": str,
        "agent_message": str,
        "updated_input": dict,
        "additional_context": str,
    },
    "postToolUseFailure": {"additional_context": str},
    "sessionEnd": {},
}
CURSOR_EVENT_OF = {
    "session-start": "sessionStart",
    "prompt": "beforeSubmitPrompt",
    "pre-tool": "preToolUse",
    "tool-failure": "postToolUseFailure",
}


def cursor_config_errors(config: object) -> list[str]:
    """Cursor's hooks.json validation, as its hook engine does it: an object with a
    positive integer `version` and a `hooks` object of known events, each a list of
    scripts {command: str, type?: "command", matcher?: regex, timeout?: positive number,
    loop_limit?: positive int | null, failClosed?: bool}."""
    if not isinstance(config, dict):
        return ["Hooks config must be an object"]
    errors = []
    version = config.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        errors.append("Config version must be a positive integer")
    hooks = config.get("hooks")
    if not isinstance(hooks, dict):
        return [*errors, "Config hooks must be an object"]
    for event, scripts in hooks.items():
        if event not in CURSOR_EVENTS:
            errors.append(f"Unknown hook type: {event}")
            continue
        if not isinstance(scripts, list):
            errors.append(f"{event} must be an array of hook scripts")
            continue
        for s in scripts:
            if not isinstance(s, dict) or s.get("type", "command") != "command":
                errors.append(f"{event}: not a command hook")
                continue
            if not isinstance(s.get("command"), str):
                errors.append(f"{event}: command must be a string")
            if "matcher" in s:
                try:
                    re.compile(s["matcher"])
                except (re.error, TypeError):
                    errors.append(f"{event}: matcher is not a valid regex")
            t = s.get("timeout", 1)
            if not isinstance(t, (int, float)) or isinstance(t, bool) or t <= 0:
                errors.append(f"{event}: timeout must be a positive number (seconds)")
            if "failClosed" in s and not isinstance(s["failClosed"], bool):
                errors.append(f"{event}: failClosed must be a boolean")
    return errors


def copilot_config_errors(config: object, *, versioned: bool) -> list[str]:
    """Copilot's hooks as its reference defines them: `version` 1 (in a hooks file of its
    own) and entries {type: "command", bash and/or powershell, cwd?, env?, timeoutSec?}."""
    if not isinstance(config, dict) or not isinstance(config.get("hooks"), dict):
        return ["hooks must be an object"]
    errors = []
    if versioned and config.get("version") != 1:
        errors.append("version must be 1")
    for event, entries in config["hooks"].items():
        if event not in COPILOT_EVENTS:
            errors.append(f"unknown event {event}")
        for e in entries if isinstance(entries, list) else [None]:
            if not isinstance(e, dict) or e.get("type") != "command":
                errors.append(f"{event}: entries are command hooks")
                continue
            if not isinstance(e.get("bash"), str) and not isinstance(e.get("powershell"), str):
                errors.append(f"{event}: bash or powershell is required")
            extra = set(e) - {"type", "bash", "powershell", "cwd", "env", "timeoutSec"}
            if extra:
                errors.append(f"{event}: unknown fields {sorted(extra)}")
            if not isinstance(e.get("timeoutSec", 30), (int, float)):
                errors.append(f"{event}: timeoutSec must be a number")
    return errors


def cursor_output_errors(event: str, answer: object) -> list[str]:
    if not isinstance(answer, dict):
        return ["Expected an object"]
    allowed = CURSOR_OUTPUT[event]
    errors = [f"unexpected {k}" for k in answer if k not in allowed]
    errors += [
        f"{k} has the wrong type"
        for k, t in allowed.items()
        if k in answer and not isinstance(answer[k], t)
    ]
    return errors


def hook(client: str, event: str, payload: dict) -> tuple[bytes, dict]:
    """The launcher's raw stdout and its JSON ({} for none), as the client runs it."""
    result = subprocess.run(
        [str(LAUNCHER), event, "--client", client],
        input=json.dumps(payload).encode(),
        capture_output=True,
        env=subprocess_env(),
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout.strip()
    return out, (json.loads(out) if out else {})


def copilot_base(project: Path) -> dict:
    """The fields the real Copilot CLI 1.0.102 sent every hook."""
    return {
        "sessionId": "ebe337e2-4b10-4e4a-9792-1aa7ec87f050",
        "timestamp": 1796292880449,
        "cwd": str(project),
    }


def cursor_base(project: Path, event: str) -> dict:
    """The base input of Cursor's hook engine."""
    return {
        "conversation_id": "c0ffee00-1111-2222-3333-444455556666",
        "generation_id": "g1",
        "model": "default",
        "session_id": "c0ffee00-1111-2222-3333-444455556666",
        "hook_event_name": event,
        "cursor_version": "2.1.0",
        "workspace_roots": [str(project)],
        "user_email": None,
        "transcript_path": None,
    }


# --- the launcher, fed each client's payloads --------------------------------------------


def test_copilot_payloads_get_the_memory_as_additional_context(project):
    start = {**copilot_base(project), "source": "new", "initialPrompt": "hi"}
    _, answer = hook("copilot", "session-start", start)
    assert set(answer) == {"additionalContext"} and DECISION in answer["additionalContext"]
    assert answer["additionalContext"].count(FENCE_TAG) == 2
    words = "why do orders use optimistic locking with a version column?"
    fresh = {**copilot_base(project), "sessionId": "another-session"}  # not shown it yet
    _, answer = hook("copilot", "prompt", {**fresh, "prompt": words})
    assert set(answer) == {"additionalContext"} and DECISION in answer["additionalContext"]
    pre = {
        **copilot_base(project),
        "toolName": "bash",
        "toolArgs": {"command": "kubectl apply -f deploy/prod.yaml", "description": "deploy"},
    }
    _, answer = hook("copilot", "pre-tool", pre)
    assert "kubectl apply" in answer["additionalContext"]
    failed = {
        **pre,
        "toolArgs": {"command": "go build ./..."},
        "toolResult": {
            "resultType": "success",  # a non-zero exit is still a "successful" call
            "textResultForLlm": "missing go.sum entry for module providing package x\n"
            "<shellId: 0 completed with exit code 1>",
        },
    }
    _, answer = hook("copilot", "tool-failure", failed)
    assert "go mod tidy" in answer["additionalContext"]
    fine = {
        **failed,
        "toolResult": {
            "resultType": "success",
            "textResultForLlm": "ok\n<shellId: 1 completed with exit code 0>",
        },
    }
    assert hook("copilot", "tool-failure", fine) == (b"", {})
    other_tool = {**copilot_base(project), "toolName": "view", "toolArgs": {"path": "README.md"}}
    assert hook("copilot", "pre-tool", other_tool) == (b"", {})


def test_cursor_always_gets_an_object_its_validators_accept(project):
    cases = [
        ("session-start", {**cursor_base(project, "sessionStart")}),
        (
            "prompt",
            {
                **cursor_base(project, "beforeSubmitPrompt"),
                "prompt": "why do orders use optimistic locking with a version column?",
                "attachments": [],
            },
        ),
        (
            "pre-tool",
            {
                **cursor_base(project, "preToolUse"),
                "tool_name": "Shell",
                "tool_input": {"command": "kubectl apply -f deploy/prod.yaml"},
                "tool_use_id": "t1",
                "cwd": str(project),
            },
        ),
        (
            "tool-failure",
            {
                **cursor_base(project, "postToolUseFailure"),
                "tool_name": "Shell",
                "tool_input": {"command": "go build ./..."},
                "error_message": "missing go.sum entry for module providing package x",
                "failure_type": "error",
                "duration": 12,
                "tool_use_id": "t2",
                "is_interrupt": False,
            },
        ),
    ]
    expect = {
        "session-start": DECISION,
        "prompt": DECISION,
        "pre-tool": "kubectl apply",
        "tool-failure": "go mod tidy",
    }
    for event, payload in cases:
        payload = {**payload, "session_id": f"s-{event}", "conversation_id": f"s-{event}"}
        raw, answer = hook("cursor", event, payload)
        assert cursor_output_errors(CURSOR_EVENT_OF[event], answer) == []
        assert expect[event] in answer["additional_context"]
        quiet = {**payload, "prompt": "/help", "error_message": "", "tool_input": {"command": "ls"}}
        raw, answer = hook("cursor", event, quiet) if event != "session-start" else (b"{}", {})
        assert raw == b"{}"  # never empty: Cursor blocks a preToolUse whose output is not JSON


def test_copilot_session_end_points_the_sleep_pass_at_its_log(monkeypatch, tmp_path):
    monkeypatch.setenv("COPILOT_HOME", str(tmp_path / "ch"))
    out = clients.to_retain("copilot", "session-end", {"sessionId": "abc-1", "cwd": "/x"})
    assert out["transcript_path"] == str(
        tmp_path / "ch" / "session-state" / "abc-1" / "events.jsonl"
    )
    bad = clients.to_retain("copilot", "session-end", {"sessionId": "../../etc"})
    assert bad["transcript_path"] is None  # never a path outside Copilot's folder


# --- setup: the layouts, each client's validation, removal byte for byte ------------------

USER_CURSOR = json.dumps(
    {
        "version": 1,
        "hooks": {
            "afterFileEdit": [{"command": "./fmt.sh"}],
            "preToolUse": [{"command": "./guard.sh", "matcher": "Shell"}],
        },
    },
    indent=2,
)
USER_COPILOT = (
    json.dumps(
        {
            "beep": True,
            "hooks": {
                "sessionStart": [
                    {"type": "command", "bash": "echo hi >> log.txt", "timeoutSec": 30}
                ]
            },
        },
        indent=4,
    )
    + "\n"
)


@pytest.mark.parametrize("client", ["copilot", "cursor"])
def test_setup_writes_a_valid_layout_and_removes_it_byte_for_byte(client, isolated_home, install):
    path = flat_hooks.hooks_path(client, isolated_home)
    path.parent.mkdir(parents=True)
    path.write_text(USER_COPILOT if client == "copilot" else USER_CURSOR)
    before = snapshot(isolated_home)
    dry = run_setup(isolated_home, install, client, "--dry-run")
    assert dry.returncode == 0 and "would add sessionStart hook" in dry.stdout
    assert snapshot(isolated_home) == before
    done = run_setup(isolated_home, install, client)
    assert done.returncode == 0, done.stderr
    data = json.loads(path.read_text())
    if client == "cursor":
        assert cursor_config_errors(data) == []
    else:
        assert copilot_config_errors(data, versioned=False) == []
        assert data["beep"] is True
    launcher = install / "bin" / "retain-hook"
    ours = [e for es in data["hooks"].values() for e in es if flat_hooks.is_ours(e, client)]
    assert len(ours) == len(flat_hooks.HOOKS[client])
    assert all(e.get("bash", e.get("command")).startswith(f"{launcher} ") for e in ours)
    mcp = isolated_home / (
        ".copilot/mcp-config.json" if client == "copilot" else ".cursor/mcp.json"
    )
    assert json.loads(mcp.read_text())["mcpServers"]["retain"]["args"] == ["serve"]
    after = snapshot(isolated_home)
    again = run_setup(isolated_home, install, client)
    assert "nothing to change" in again.stdout and snapshot(isolated_home) == after
    assert run_setup(isolated_home, install, client, "--remove").returncode == 0
    assert snapshot(isolated_home) == before  # the user's own hooks, byte for byte
    assert not launcher.exists()


@pytest.mark.parametrize("client", ["copilot", "cursor"])
def test_project_hooks_go_in_the_project_s_file_and_out_again(
    client, isolated_home, install, tmp_path
):
    repo = tmp_path / "repo"
    repo.mkdir()
    before = snapshot(isolated_home)
    done = run_setup(isolated_home, install, client, "--project", str(repo))
    assert done.returncode == 0, done.stderr
    path = flat_hooks.hooks_path(client, isolated_home, repo)
    data = json.loads(path.read_text())
    if client == "cursor":
        assert path == repo / ".cursor" / "hooks.json" and cursor_config_errors(data) == []
    else:
        assert path == repo / ".github" / "hooks" / "retain.json"
        assert copilot_config_errors(data, versioned=True) == []
    assert not (isolated_home / ".cursor" / "mcp.json").exists()  # the MCP server stays user-level
    assert not (isolated_home / ".copilot" / "mcp-config.json").exists()
    assert (install / "bin" / "retain-hook").exists()
    assert (
        run_setup(isolated_home, install, client, "--project", str(repo), "--remove").returncode
        == 0
    )
    assert not path.exists() and snapshot(isolated_home) == before
    assert not (install / "bin" / "retain-hook").exists()


def test_project_flag_is_refused_for_clients_without_project_hooks(
    isolated_home, install, tmp_path
):
    result = run_setup(isolated_home, install, "codex", "--project", str(tmp_path))
    assert result.returncode == 1 and "--project is for copilot and cursor" in result.stderr


def test_a_cursor_file_of_another_version_is_refused_and_left_alone(isolated_home, install):
    path = flat_hooks.hooks_path("cursor", isolated_home)
    path.parent.mkdir(parents=True)
    path.write_text('{"version": 2, "hooks": {}}\n')
    result = run_setup(isolated_home, install, "cursor")
    assert result.returncode == 1 and "version" in result.stderr
    assert path.read_text() == '{"version": 2, "hooks": {}}\n'


def test_removing_cursor_keeps_the_launcher_copilot_uses(isolated_home, install):
    launcher = install / "bin" / "retain-hook"
    assert run_setup(isolated_home, install, "copilot").returncode == 0
    assert run_setup(isolated_home, install, "cursor").returncode == 0
    assert run_setup(isolated_home, install, "cursor", "--remove").returncode == 0
    assert launcher.exists()
    assert run_setup(isolated_home, install, "copilot", "--remove").returncode == 0
    assert not launcher.exists()
