"""The JSON edits install.sh makes to Claude Code's files, and the snippets it prints.

Kept in Python (not sed) and apart from the script so it can be tested against a fake
HOME: hooks are appended to the user's arrays and never replace theirs, our entries
are recognised by the launcher name, running twice changes nothing, and removal takes
out only what we added. A file we cannot parse is never overwritten, nor one that is not
safe to edit (retain.clients.config_files: links, FIFOs, read-only files, ...).

    python -m retain.clients.install_config hooks add|remove --settings FILE [--launcher PATH]
    python -m retain.clients.install_config mcp add|remove|status --config FILE [--command PATH]
    python -m retain.clients.install_config snippets --command PATH

Every subcommand takes --dry-run (say what would change, touch nothing). Stdlib only.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from retain.clients.config_files import MAX_CONFIG_BYTES as MAX_CONFIG_BYTES
from retain.clients.config_files import ConfigError as ConfigError
from retain.clients.config_files import editable as editable
from retain.clients.config_files import load as load
from retain.clients.config_files import read_text as read_text
from retain.clients.config_files import real_path as real_path
from retain.clients.config_files import save as save
from retain.clients.config_files import write_back as write_back
from retain.clients.config_files import write_text as write_text

LAUNCHER_NAME = "retain-hook"
SERVER_NAME = "retain"
HOOK_EVENTS = {
    "SessionStart": "session-start",
    "UserPromptSubmit": "prompt",
    "SessionEnd": "session-end",
    "PreToolUse": "pre-tool",
    "PostToolUseFailure": "tool-failure",
    "PostToolUse": "tool-failure",
}
# Which tools each tool hook runs for (Claude Code's `matcher`): a file about to change
# or a command about to run; a failed command (Claude Code 2.1 reports a non-zero Bash
# exit as PostToolUseFailure; PostToolUse is there for results that report a failure
# themselves, and says nothing otherwise); a Read of a file that is not there, which a
# memory saying it moved or was renamed answers).
HOOK_MATCHERS = {
    "PreToolUse": "Edit|Write|MultiEdit|NotebookEdit|Bash",
    "PostToolUseFailure": "Bash|Read",
    "PostToolUse": "Bash",
}
# Seconds before Claude Code gives up on the hook. SessionStart and UserPromptSubmit
# normally take tens of milliseconds (the prompt waits for the latter, so it is cut off
# sooner); SessionEnd only spawns a process (Claude Code caps it at 1.5 s anyway).
HOOK_TIMEOUTS = {
    "SessionStart": 10,
    "UserPromptSubmit": 5,
    "SessionEnd": 5,
    "PreToolUse": 5,  # every tool call waits for it: tens of milliseconds (BENCHMARKS.md)
    "PostToolUseFailure": 5,
    "PostToolUse": 5,
}
# What marks a hook command as ours: our launcher, then the event argument.
_OURS = re.compile(
    rf"{LAUNCHER_NAME}['\"]?\s+(session-start|session-end|prompt|pre-tool|tool-failure)\s*$"
)


# --- hooks in ~/.claude/settings.json ----------------------------------------------------


def hook_command(launcher: str, event: str) -> str:
    return f"{shlex.quote(launcher)} {HOOK_EVENTS[event]}"


def is_ours(entry: object) -> bool:
    return (
        isinstance(entry, dict)
        and isinstance(entry.get("command"), str)
        and bool(_OURS.search(entry["command"]))
    )


def add_hooks(settings: dict[str, Any], launcher: str) -> list[str]:
    """Append our hooks (HOOK_EVENTS); replace older ones of ours
    (another prefix) and leave every other hook alone. Returns what changed."""
    changes: list[str] = []
    hooks = settings.get("hooks")
    if hooks is None:
        hooks = settings["hooks"] = {}
    if not isinstance(hooks, dict):
        raise ConfigError('"hooks" in the settings file is not an object; fix it by hand')
    for event in HOOK_EVENTS:
        command = hook_command(launcher, event)
        groups = hooks.get(event)
        if groups is None:
            groups = hooks[event] = []
        if not isinstance(groups, list):
            raise ConfigError(f'"hooks.{event}" is not a list; fix it by hand')
        present = [
            h
            for g in groups
            if isinstance(g, dict) and isinstance(g.get("hooks"), list)
            for h in g["hooks"]
            if is_ours(h)
        ]
        if len(present) == 1 and present[0].get("command") == command:
            continue
        if present:
            changes += drop_hooks(hooks, event)
            groups = hooks.setdefault(event, [])
        group: dict[str, Any] = {
            "hooks": [{"type": "command", "command": command, "timeout": HOOK_TIMEOUTS[event]}]
        }
        if event in HOOK_MATCHERS:
            group = {"matcher": HOOK_MATCHERS[event], **group}
        groups.append(group)
        changes.append(f"add {event} hook: {command}")
    return changes


def remove_hooks(settings: dict[str, Any], ours: Callable[[object], bool] = is_ours) -> list[str]:
    """Take out the hook entries `ours` recognises (Claude Code's by default; another
    client's with its own test) and the groups, arrays and object they leave empty."""
    hooks = settings.get("hooks")
    if not isinstance(hooks, dict):
        return []
    changes: list[str] = []
    for event in list(hooks):
        changes += drop_hooks(hooks, event, ours)
    if not hooks and changes:
        del settings["hooks"]
    return changes


def drop_hooks(
    hooks: dict[str, Any], event: str, ours: Callable[[object], bool] = is_ours
) -> list[str]:
    """Take the entries `ours` recognises out of one event's groups."""
    groups = hooks.get(event)
    if not isinstance(groups, list):
        return []
    changes: list[str] = []
    kept_groups = []
    for group in groups:
        entries = group.get("hooks") if isinstance(group, dict) else None
        if not isinstance(entries, list):
            kept_groups.append(group)
            continue
        kept = [h for h in entries if not ours(h)]
        changes += [f"remove {event} hook: {h['command']}" for h in entries if ours(h)]
        if len(kept) == len(entries):
            kept_groups.append(group)
        elif kept:
            kept_groups.append({**group, "hooks": kept})
        # a group we emptied goes entirely
    if changes:
        if kept_groups:
            hooks[event] = kept_groups
        else:
            del hooks[event]
    return changes


# --- the MCP server in ~/.claude.json -------------------------------------------------------


def server_entry(command: str) -> dict[str, Any]:
    return {"type": "stdio", "command": command, "args": ["serve"], "env": {}}


def mcp_status(config: dict[str, Any], command: str) -> str:
    """'absent', 'ours' (registered with this command) or 'other' (a different entry)."""
    servers = config.get("mcpServers")
    entry = servers.get(SERVER_NAME) if isinstance(servers, dict) else None
    if entry is None:
        return "absent"
    if (
        isinstance(entry, dict)
        and entry.get("command") == command
        and entry.get("args") == ["serve"]
    ):
        return "ours"
    return "other"


def add_mcp(config: dict[str, Any], command: str) -> list[str]:
    if mcp_status(config, command) == "ours":
        return []
    servers = config.get("mcpServers")
    if servers is None:
        servers = config["mcpServers"] = {}
    if not isinstance(servers, dict):
        raise ConfigError('"mcpServers" is not an object; fix it by hand')
    verb = "replace" if SERVER_NAME in servers else "add"
    servers[SERVER_NAME] = server_entry(command)
    return [f"{verb} MCP server {SERVER_NAME}: {command} serve"]


def remove_mcp(config: dict[str, Any], command: str) -> list[str]:
    """Remove the `retain` server only when it is the one we registered."""
    if mcp_status(config, command) != "ours":
        return []
    servers = config["mcpServers"]
    del servers[SERVER_NAME]
    if not servers:
        del config["mcpServers"]
    return [f"remove MCP server {SERVER_NAME}"]


# --- other clients: printed, not written -----------------------------------------------------


def snippets(command: str) -> str:
    """Config for Codex CLI, Gemini CLI and Cursor that starts the same server."""
    as_json = json.dumps(
        {"mcpServers": {SERVER_NAME: {"command": command, "args": ["serve"]}}}, indent=2
    )
    return (
        f"Codex CLI (~/.codex/config.toml):\n"
        f'[mcp_servers.{SERVER_NAME}]\ncommand = {json.dumps(command)}\nargs = ["serve"]\n\n'
        f"Gemini CLI (~/.gemini/settings.json, merge into the top-level object):\n{as_json}\n\n"
        f"Cursor (~/.cursor/mcp.json):\n{as_json}\n"
    )


# --- command line -------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m retain.clients.install_config")
    sub = parser.add_subparsers(dest="what", required=True)
    hooks = sub.add_parser("hooks")
    hooks.add_argument("action", choices=("add", "remove"))
    hooks.add_argument("--settings", type=Path, required=True)
    hooks.add_argument("--launcher", help="absolute path of the retain-hook launcher")
    mcp = sub.add_parser("mcp")
    mcp.add_argument("action", choices=("add", "remove", "status"))
    mcp.add_argument("--config", type=Path, required=True)
    mcp.add_argument("--command", required=True, help="absolute path of the retain executable")
    snip = sub.add_parser("snippets")
    snip.add_argument("--command", required=True)
    for p in (hooks, mcp, snip):
        p.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)

    if args.what == "snippets":
        print(snippets(args.command), end="")
        return 0
    path: Path = args.settings if args.what == "hooks" else args.config
    try:
        data = load(path)
        if args.what == "mcp" and args.action == "status":
            print(mcp_status(data, args.command))
            return 0
        editable(path)  # a read-only file is refused by --dry-run too
        if args.what == "hooks":
            if args.action == "add" and not args.launcher:
                parser.error("hooks add needs --launcher")
            changes = add_hooks(data, args.launcher) if args.action == "add" else remove_hooks(data)
        else:
            changes = (add_mcp if args.action == "add" else remove_mcp)(data, args.command)
        emptied = args.action == "remove" and bool(changes) and not data
        if changes and not args.dry_run:
            write_back(path, data)  # only our entries were in it: the install made it
    except (ConfigError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    prefix = "would " if args.dry_run else ""
    for change in changes:
        print(f"{prefix}{change} ({path})")
    if emptied:
        print(f"{prefix}delete {path}: nothing else was in it")
    if not changes:
        print(f"{path}: nothing to change")
    return 0


if __name__ == "__main__":
    sys.exit(main())
