"""install.sh's edits to Claude Code's files, against a fake HOME full of the user's own config."""

from __future__ import annotations

import copy
import json
import os
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, REPO, subprocess_env
from retain import install_config as ic

LAUNCHER = "/opt/retain prefix/bin/retain-hook"  # a space, to prove the command is quoted
EXE = "/opt/retain prefix/venv/bin/retain"

USER_SETTINGS = {
    "model": "opus",
    "permissions": {"allow": ["Bash(npm test)"]},
    "hooks": {
        "SessionStart": [
            {"matcher": "startup", "hooks": [{"type": "command", "command": "~/bin/greet.sh"}]}
        ],
        "PreToolUse": [
            {"matcher": "Bash", "hooks": [{"type": "command", "command": "~/bin/guard.sh"}]}
        ],
    },
}
USER_CLAUDE_JSON = {
    "numStartups": 12,
    "mcpServers": {"github": {"type": "stdio", "command": "gh-mcp", "args": [], "env": {}}},
    "projects": {"/home/me/app": {"mcpServers": {}}},
}


def ours(settings: dict, event: str) -> list[dict]:
    return [
        h for g in settings.get("hooks", {}).get(event, []) for h in g["hooks"] if ic.is_ours(h)
    ]


def test_hooks_are_appended_next_to_the_users_own():
    settings = copy.deepcopy(USER_SETTINGS)
    changes = ic.add_hooks(settings, LAUNCHER)
    assert len(changes) == 2
    start = settings["hooks"]["SessionStart"]
    assert start[0] == USER_SETTINGS["hooks"]["SessionStart"][0]  # theirs first, untouched
    assert start[1]["hooks"][0]["command"] == f"'{LAUNCHER}' session-start"
    assert ours(settings, "SessionEnd")[0]["command"] == f"'{LAUNCHER}' session-end"
    assert settings["hooks"]["PreToolUse"] == USER_SETTINGS["hooks"]["PreToolUse"]
    assert settings["model"] == "opus"


def test_adding_twice_changes_nothing_and_removing_restores_the_original():
    settings = copy.deepcopy(USER_SETTINGS)
    ic.add_hooks(settings, LAUNCHER)
    once = copy.deepcopy(settings)
    assert ic.add_hooks(settings, LAUNCHER) == []
    assert settings == once
    assert len(ic.remove_hooks(settings)) == 2
    assert settings == USER_SETTINGS
    assert ic.remove_hooks(settings) == []


def test_a_settings_file_without_hooks_gets_them_and_loses_them_cleanly():
    settings: dict = {"theme": "dark"}
    ic.add_hooks(settings, LAUNCHER)
    assert set(settings["hooks"]) == {"SessionStart", "SessionEnd"}
    ic.remove_hooks(settings)
    assert settings == {"theme": "dark"}


def test_a_hook_from_an_older_prefix_is_replaced_not_duplicated():
    settings = copy.deepcopy(USER_SETTINGS)
    ic.add_hooks(settings, "/old/place/bin/retain-hook")
    ic.add_hooks(settings, LAUNCHER)
    assert [h["command"] for h in ours(settings, "SessionStart")] == [f"'{LAUNCHER}' session-start"]
    assert settings["hooks"]["SessionStart"][0] == USER_SETTINGS["hooks"]["SessionStart"][0]


def test_a_group_shared_with_the_users_hook_keeps_theirs():
    settings = {
        "hooks": {
            "SessionEnd": [
                {
                    "hooks": [
                        {"type": "command", "command": "~/bin/bye.sh"},
                        {"type": "command", "command": f"'{LAUNCHER}' session-end"},
                    ]
                }
            ]
        }
    }
    ic.remove_hooks(settings)
    assert settings == {
        "hooks": {"SessionEnd": [{"hooks": [{"type": "command", "command": "~/bin/bye.sh"}]}]}
    }


def test_mcp_registration_is_idempotent_and_removal_takes_only_ours():
    config = copy.deepcopy(USER_CLAUDE_JSON)
    assert ic.mcp_status(config, EXE) == "absent"
    assert ic.add_mcp(config, EXE)
    assert config["mcpServers"]["retain"] == {
        "type": "stdio",
        "command": EXE,
        "args": ["serve"],
        "env": {},
    }
    assert ic.mcp_status(config, EXE) == "ours"
    assert ic.add_mcp(config, EXE) == []
    assert ic.remove_mcp(config, EXE)
    assert config == USER_CLAUDE_JSON


def test_someone_elses_retain_server_is_not_removed():
    config = {"mcpServers": {"retain": {"command": "/elsewhere/retain", "args": ["serve"]}}}
    assert ic.mcp_status(config, EXE) == "other"
    assert ic.remove_mcp(config, EXE) == []
    assert "retain" in config["mcpServers"]


def test_snippets_for_other_clients():
    text = ic.snippets(EXE)
    assert '[mcp_servers.retain]\ncommand = "/opt/retain prefix/venv/bin/retain"' in text
    assert 'args = ["serve"]' in text
    assert "~/.gemini/settings.json" in text and "~/.cursor/mcp.json" in text
    cursor = json.loads(text.split("Cursor (~/.cursor/mcp.json):\n", 1)[1])
    assert cursor == {"mcpServers": {"retain": {"command": EXE, "args": ["serve"]}}}


# --- the command line install.sh calls, on real files -------------------------------------


def write(path: Path, data: dict) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=4))
    return path.read_bytes()


def run_config(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain.install_config", *args],
        capture_output=True,
        text=True,
        env=subprocess_env(),
    )


def test_cli_round_trip_on_files(isolated_home):
    settings = isolated_home / ".claude" / "settings.json"
    original = write(settings, USER_SETTINGS)
    os.chmod(settings, 0o640)
    assert (
        run_config(
            "hooks", "add", "--settings", str(settings), "--launcher", LAUNCHER, "--dry-run"
        ).returncode
        == 0
    )
    assert settings.read_bytes() == original  # dry run touched nothing
    assert (
        run_config("hooks", "add", "--settings", str(settings), "--launcher", LAUNCHER).returncode
        == 0
    )
    added = settings.read_bytes()
    assert settings.stat().st_mode & 0o777 == 0o640  # permissions kept
    run_config("hooks", "add", "--settings", str(settings), "--launcher", LAUNCHER)
    assert settings.read_bytes() == added  # idempotent, byte for byte
    run_config("hooks", "remove", "--settings", str(settings))
    assert json.loads(settings.read_text()) == USER_SETTINGS


def test_cli_refuses_to_overwrite_a_file_it_cannot_parse(isolated_home):
    settings = isolated_home / ".claude" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text('{"hooks": {,,}')
    result = run_config("hooks", "add", "--settings", str(settings), "--launcher", LAUNCHER)
    assert result.returncode == 1 and "not valid JSON" in result.stderr
    assert settings.read_text() == '{"hooks": {,,}'


def test_new_config_files_are_private(isolated_home):
    claude_json = isolated_home / ".claude.json"
    assert run_config("mcp", "add", "--config", str(claude_json), "--command", EXE).returncode == 0
    assert claude_json.stat().st_mode & 0o777 == 0o600
    assert (
        run_config("mcp", "status", "--config", str(claude_json), "--command", EXE).stdout.strip()
        == "ours"
    )


# --- install.sh itself, without building a venv ----------------------------------------------


def run_install(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    bin_dir = home.parent / "bin-python3"
    bin_dir.mkdir(exist_ok=True)
    if not (bin_dir / "python3").exists():
        (bin_dir / "python3").symlink_to(PYTHON)
    env = subprocess_env(HOME=str(home))
    env["PATH"] = os.pathsep.join((str(bin_dir), "/usr/bin", "/bin"))  # and no `claude`
    env.pop("PYTHONPATH")
    return subprocess.run(
        ["bash", str(REPO / "install.sh"), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=str(home),
    )


def snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


def test_help():
    result = subprocess.run(
        ["bash", str(REPO / "install.sh"), "--help"], capture_output=True, text=True
    )
    assert result.returncode == 0
    for option in ("--prefix", "--uninstall", "--dry-run", "--test"):
        assert option in result.stdout


def test_unknown_option_is_refused(isolated_home):
    result = run_install(isolated_home, "--frobnicate")
    assert result.returncode == 2 and "unknown option" in result.stderr


def test_dry_run_changes_nothing(isolated_home, tmp_path):
    write(isolated_home / ".claude" / "settings.json", USER_SETTINGS)
    write(isolated_home / ".claude.json", USER_CLAUDE_JSON)
    before = snapshot(isolated_home)
    prefix = tmp_path / "prefix"
    result = run_install(isolated_home, "--dry-run", "--prefix", str(prefix))
    assert result.returncode == 0, result.stderr
    assert snapshot(isolated_home) == before
    assert not prefix.exists()
    out = result.stdout
    assert "would add SessionStart hook" in out and "would add SessionEnd hook" in out
    assert "[mcp_servers.retain]" in out and "dry run: nothing was changed" in out


def test_uninstall_removes_only_what_install_added(isolated_home, tmp_path):
    prefix = tmp_path / "prefix"
    (prefix / "venv" / "bin").mkdir(parents=True)
    (prefix / "bin").mkdir()
    launcher = prefix / "bin" / "retain-hook"
    launcher.write_text("#!/bin/sh\n")
    settings_file = isolated_home / ".claude" / "settings.json"
    claude_json = isolated_home / ".claude.json"
    settings = copy.deepcopy(USER_SETTINGS)
    ic.add_hooks(settings, str(launcher))
    write(settings_file, settings)
    config = copy.deepcopy(USER_CLAUDE_JSON)
    ic.add_mcp(config, str(prefix / "venv" / "bin" / "retain"))
    write(claude_json, config)
    data = isolated_home / ".retain"
    data.mkdir()
    (data / "retain.db").write_bytes(b"memories")
    (data / "retain.log").write_text("log\n")

    result = run_install(isolated_home, "--uninstall", "--prefix", str(prefix))
    assert result.returncode == 0, result.stderr + result.stdout
    assert json.loads(settings_file.read_text()) == USER_SETTINGS
    assert json.loads(claude_json.read_text()) == USER_CLAUDE_JSON
    assert not (prefix / "venv").exists() and not launcher.exists()
    assert not prefix.exists()  # emptied, so removed
    assert (data / "retain.db").read_bytes() == b"memories"
    assert (data / "retain.log").exists()
    again = run_install(isolated_home, "--uninstall", "--prefix", str(prefix))
    assert again.returncode == 0
    assert json.loads(settings_file.read_text()) == USER_SETTINGS


@pytest.mark.parametrize("script", ["install.sh", "smoke_test.sh", ".ci/run"])
def test_scripts_are_executable_bash(script):
    path = REPO / script
    assert os.access(path, os.X_OK)
    assert subprocess.run(["bash", "-n", str(path)]).returncode == 0


def test_ci_runs_the_readme_test_command():
    assert "./install.sh --test" in (REPO / ".ci" / "run").read_text()
