"""`retain setup CLIENT`: register retain with an agent client from any install (pip, pipx,
uv tool, install.sh), with no checkout needed.

Claude Code gets what install.sh gives it: the MCP server in ~/.claude.json and the hooks
in ~/.claude/settings.json (install_config's edits), with the hook launcher written from
the copy shipped in the wheel into the bin directory of the Python retain runs in, where
the launcher finds that Python beside itself. Every other client gets its MCP server
(agents.targets); Codex CLI and Gemini CLI also get hooks (agent_hooks) running the same
launcher with `--client`. `remove=True` takes out exactly what an add put in; `dry_run=True`
says what would change and touches nothing. Stdlib only.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from retain.clients import agent_hooks, agents
from retain.clients import install_config as ic

CLIENTS = ("claude-code", *agents.targets("retain", Path.home()).keys())
LAUNCHER_MODE = 0o755  # run by the client as a command


@dataclass(frozen=True)
class Install:
    """Where this retain lives: its executable (the MCP command) and where the launcher goes."""

    exe: str
    launcher: Path


def this_install() -> Install:
    """The retain executable beside the running Python (a venv's bin: pipx, uv tool, pip),
    else the `retain` on PATH; the launcher goes beside the Python either way."""
    bin_dir = Path(sys.executable).parent
    exe = bin_dir / "retain"
    if not exe.exists():
        found = shutil.which("retain")
        if found is None:
            raise ic.ConfigError(
                f"no retain executable next to {sys.executable} or on PATH; "
                "reinstall retain (pip/pipx/uv tool install), then re-run"
            )
        exe = Path(found)
    return Install(exe=str(exe.absolute()), launcher=bin_dir / ic.LAUNCHER_NAME)


def launcher_text() -> bytes:
    """The hook launcher shipped inside the package (the same file as hooks/retain-hook)."""
    return (resources.files("retain.clients") / ic.LAUNCHER_NAME).read_bytes()


def _write_launcher(path: Path, dry_run: bool) -> list[str]:
    body = launcher_text()
    try:
        if path.read_bytes() == body and os.access(path, os.X_OK):
            return []
    except FileNotFoundError:
        pass
    if not dry_run:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.tmp")
        tmp.write_bytes(body)
        tmp.chmod(LAUNCHER_MODE)
        os.replace(tmp, path)
    return [f"write the hook launcher {path}"]


def _remove_launcher(path: Path, dry_run: bool) -> list[str]:
    """Delete the launcher only when it is the file setup wrote (not a user's own)."""
    try:
        ours = path.read_bytes() == launcher_text()
    except FileNotFoundError:
        return []
    if not ours:
        return []
    if not dry_run:
        path.unlink()
    return [f"delete the hook launcher {path}"]


def _edit_json(path: Path, edit: Callable[[dict[str, Any]], list[str]], dry_run: bool) -> list[str]:
    data = ic.load(path)
    changes = [f"{c} ({path})" for c in edit(data)]
    if changes and not data:  # only our entries were in it: the setup made it, so it goes
        changes.append(f"delete {path}: nothing else was in it")
    if changes and not dry_run:
        if not data:
            path.unlink()
        else:
            ic.save(path, data)
    return changes


def _launcher_used_elsewhere(home: Path, launcher: Path, client: str) -> bool:
    """Whether another client's hooks still run the launcher (then removing `client`
    keeps it): Claude Code's settings, Codex's hooks.json, Gemini's settings."""
    files = {
        "claude-code": home / ".claude" / "settings.json",
        "codex": agent_hooks.hooks_path("codex", home),
        "gemini": agent_hooks.hooks_path("gemini", home),
    }
    for name, path in files.items():
        if name == client:
            continue
        try:
            data = ic.load(path)
        except ic.ConfigError:
            return True  # cannot tell: keep it
        if agent_hooks.uses_launcher(data, str(launcher)):
            return True
    return False


def claude_code(inst: Install, home: Path, remove: bool, dry_run: bool) -> list[str]:
    settings = home / ".claude" / "settings.json"
    claude_json = home / ".claude.json"
    launcher = str(inst.launcher)
    if remove:
        keep = _launcher_used_elsewhere(home, inst.launcher, "claude-code")
        return [
            *_edit_json(settings, ic.remove_hooks, dry_run),
            *_edit_json(claude_json, lambda d: ic.remove_mcp(d, inst.exe), dry_run),
            *([] if keep else _remove_launcher(inst.launcher, dry_run)),
        ]
    return [
        *_write_launcher(inst.launcher, dry_run),
        *_edit_json(claude_json, lambda d: ic.add_mcp(d, inst.exe), dry_run),
        *_edit_json(settings, lambda d: ic.add_hooks(d, launcher), dry_run),
    ]


def run(client: str, *, remove: bool = False, dry_run: bool = False) -> list[str]:
    """Register (or unregister) retain with `client`; returns the changes, made or not.

    Raises install_config.ConfigError for a file that cannot be edited safely."""
    home = Path.home()
    inst = this_install()
    if client == "claude-code":
        return claude_code(inst, home, remove, dry_run)
    target = agents.targets(inst.exe, home)[client]
    if client not in agent_hooks.HOOKS:
        return _mcp(target, remove, dry_run)
    hooks = agent_hooks.hooks_path(client, home)
    launcher = str(inst.launcher)
    if remove:  # hooks first: Gemini keeps them in the same file as its server
        keep = _launcher_used_elsewhere(home, inst.launcher, client)
        return [
            *_edit_json(hooks, lambda d: agent_hooks.remove(d, client), dry_run),
            *_mcp(target, remove, dry_run),
            *([] if keep else _remove_launcher(inst.launcher, dry_run)),
        ]
    return [
        *_write_launcher(inst.launcher, dry_run),
        *_mcp(target, remove, dry_run),
        *_edit_json(hooks, lambda d: agent_hooks.add(d, launcher, client), dry_run),
    ]


def _mcp(target: agents.Target, remove: bool, dry_run: bool) -> list[str]:
    return [
        f"{c} ({target.path})" if str(target.path) not in c else c
        for c in agents.apply(target, remove, dry_run)
    ]
