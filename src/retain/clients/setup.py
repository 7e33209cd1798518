"""`retain setup CLIENT`: register retain with an agent client from any install (pip, pipx,
uv tool, install.sh), with no checkout needed.

Claude Code gets what install.sh gives it: the MCP server in ~/.claude.json and the hooks
in ~/.claude/settings.json (install_config's edits), with the hook launcher written from
the copy shipped in the wheel into the bin directory of the Python retain runs in, where
the launcher finds that Python beside itself. Every other client gets its MCP server
(agents.targets); Codex CLI and Gemini CLI also get hooks (agent_hooks), Copilot CLI and
Cursor too (flat_hooks: user-level, or with `project` that project's hooks file), all
running the same launcher with `--client`. `remove=True` takes out exactly what an add put
in; `dry_run=True` says what would change and touches nothing. Stdlib only.
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

from retain.clients import agent_hooks, agents, flat_hooks
from retain.clients import install_config as ic
from retain.clients.config_files import make_folders, replace_file

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
        make_folders(path.parent)
        # a fresh name, never a fixed `.retain-hook.tmp` a link planted there redirects
        replace_file(path, body, LAUNCHER_MODE)
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
        ic.write_back(path, data)
    return changes


def _preflight(hooks: Path, *servers: Path) -> None:
    """Refuse before the first write, not halfway through: the hooks file must parse, and
    every file the edit touches must be readable and writable (a server file that does not
    parse is refused by `agents.apply`, with the snippet to add by hand, before any edit)."""
    ic.load(hooks)
    for path in (hooks, *servers):
        ic.read_text(path)
        ic.editable(path)


def _launcher_used_elsewhere(
    home: Path, launcher: Path, client: str, project: Path | None = None
) -> bool:
    """Whether other hooks still run the launcher (then removing `client` keeps it): the
    user-level files of Claude Code, Codex, Gemini, Copilot and Cursor, other than the
    one being removed. A project's hooks file is not known here unless it is the one
    being removed: remove those (`--project`) before the last user-level client."""
    files: dict[tuple[str, Path | None], Path] = {
        ("claude-code", None): home / ".claude" / "settings.json",
        ("codex", None): agent_hooks.hooks_path("codex", home),
        ("gemini", None): agent_hooks.hooks_path("gemini", home),
        ("copilot", None): flat_hooks.hooks_path("copilot", home),
        ("cursor", None): flat_hooks.hooks_path("cursor", home),
    }
    if project is not None:
        for name in flat_hooks.HOOKS:  # the other client's file in the same project
            files[(name, project)] = flat_hooks.hooks_path(name, home, project)
    for (name, where), path in files.items():
        if name == client and where == project:
            continue
        try:
            data = ic.load(path)
        except ic.ConfigError:
            return True  # cannot tell: keep it
        if agent_hooks.uses_launcher(data, str(launcher)) or flat_hooks.uses_launcher(
            data, str(launcher)
        ):
            return True
    return False


def claude_code(inst: Install, home: Path, remove: bool, dry_run: bool) -> list[str]:
    settings = home / ".claude" / "settings.json"
    claude_json = home / ".claude.json"
    launcher = str(inst.launcher)
    _preflight(settings, claude_json)
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


def run(
    client: str, *, remove: bool = False, dry_run: bool = False, project: Path | None = None
) -> list[str]:
    """Register (or unregister) retain with `client`; returns the changes, made or not.
    `project`: Copilot's and Cursor's hooks go into that project's hooks file instead of
    the user's (the MCP server stays user-level).

    Raises install_config.ConfigError for a file that cannot be edited safely."""
    home = Path.home()
    inst = this_install()
    if project is not None and client not in flat_hooks.HOOKS:
        raise ic.ConfigError(f"--project is for copilot and cursor, not {client}")
    if client == "claude-code":
        return claude_code(inst, home, remove, dry_run)
    target = agents.targets(inst.exe, home)[client]
    if client in flat_hooks.HOOKS:
        return _flat(client, inst, home, target, remove, dry_run, project)
    if client not in agent_hooks.HOOKS:
        return _mcp(target, remove, dry_run)
    hooks = agent_hooks.hooks_path(client, home)
    launcher = str(inst.launcher)
    _preflight(hooks, target.path)
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


def _flat(
    client: str,
    inst: Install,
    home: Path,
    target: agents.Target,
    remove: bool,
    dry_run: bool,
    project: Path | None,
) -> list[str]:
    """Copilot CLI or Cursor: the MCP server (user-level) and the hooks (flat_hooks)."""
    hooks = flat_hooks.hooks_path(client, home, project)
    # Cursor's hooks.json and Copilot's project file are hooks files of their own
    # ({"version": 1, "hooks"}); Copilot's user hooks sit in its settings.json.
    versioned = client == "cursor" or project is not None
    launcher = str(inst.launcher)
    _preflight(hooks, *([] if project is not None else [target.path]))
    if remove:
        keep = _launcher_used_elsewhere(home, inst.launcher, client, project)
        return [
            *_edit_json(
                hooks, lambda d: flat_hooks.remove(d, client, versioned=versioned), dry_run
            ),
            *([] if project is not None else _mcp(target, remove, dry_run)),
            *([] if keep else _remove_launcher(inst.launcher, dry_run)),
        ]
    return [
        *_write_launcher(inst.launcher, dry_run),
        *([] if project is not None else _mcp(target, remove, dry_run)),
        *_edit_json(
            hooks, lambda d: flat_hooks.add(d, launcher, client, versioned=versioned), dry_run
        ),
    ]


def _mcp(target: agents.Target, remove: bool, dry_run: bool) -> list[str]:
    return [
        f"{c} ({target.path})" if str(target.path) not in c else c
        for c in agents.apply(target, remove, dry_run)
    ]
