"""Where each agent client keeps its MCP servers, and the exact edit that registers retain.

One `Target` per client: the file, the object inside it that maps server names to
servers, and the entry that starts `retain serve`. JSON files are edited with
install_config's load/save (atomic, permissions, indent and trailing newline kept, a file
that does not parse never overwritten); Codex's TOML file gets one marked table appended
as text and taken out as text, so everything around it stays byte for byte. Our entry is
recognised by its command (this install's retain executable): an entry called "retain"
that starts something else is someone else's and is never replaced or removed.

The schemas, and where they were checked (docs pages unless said otherwise):
- Gemini CLI  ~/.gemini/settings.json  mcpServers.NAME {command, args}   (also with the
  real `gemini mcp list` in tests/test_setup.py when gemini is installed)
- Codex CLI   ~/.codex/config.toml     [mcp_servers.NAME] command, args  (also `codex mcp
  list`/`get` in tests/test_setup.py when codex is installed)
- Cursor      ~/.cursor/mcp.json       mcpServers.NAME {command, args}
- VS Code     user mcp.json            servers.NAME {type: "stdio", command, args}
  (code.visualstudio.com, "MCP configuration reference")
- Claude Desktop  claude_desktop_config.json  mcpServers.NAME {command, args}
- Windsurf    ~/.codeium/windsurf/mcp_config.json  mcpServers.NAME {command, args}
- Zed         ~/.config/zed/settings.json  context_servers.NAME {command, args, env}
  (zed.dev/docs/ai/mcp; Zed's settings may hold comments, which a JSON edit cannot keep:
  such a file is refused with the snippet to paste instead)
- Copilot CLI ~/.copilot/mcp-config.json  mcpServers.NAME {type: "local", command, args,
  tools: ["*"]}
"""

from __future__ import annotations

import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from retain.clients.install_config import (
    SERVER_NAME,
    ConfigError,
    load,
    read_text,
    write_back,
    write_text,
)

# The line that opens our Codex table; a table with this header that starts another
# command is not ours and is left alone.
CODEX_TABLE = f"[mcp_servers.{SERVER_NAME}]"


@dataclass(frozen=True)
class Target:
    """One client's MCP registration: `entry` under `container` in the JSON file `path`
    (or, with toml=True, a `[mcp_servers.retain]` table in a TOML file)."""

    client: str
    path: Path
    container: str
    entry: dict[str, Any] = field(default_factory=dict)
    toml: bool = False

    @property
    def command(self) -> str:
        return str(self.entry["command"])


def _user_config_dir(home: Path, app: str) -> Path:
    """The per-user settings folder of a desktop app (VS Code's `Code`, `Claude`)."""
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / app
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming") / app
    return Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config") / app


def targets(exe: str, home: Path) -> dict[str, Target]:
    """Every client's MCP registration for the retain executable `exe`, by client name."""
    plain = {"command": exe, "args": ["serve"]}
    return {
        "codex": Target("Codex CLI", home / ".codex" / "config.toml", "mcp_servers", plain, True),
        "gemini": Target("Gemini CLI", home / ".gemini" / "settings.json", "mcpServers", plain),
        "cursor": Target("Cursor", home / ".cursor" / "mcp.json", "mcpServers", plain),
        "vscode": Target(
            "VS Code",
            _user_config_dir(home, "Code") / "User" / "mcp.json",
            "servers",
            {"type": "stdio", **plain},
        ),
        "claude-desktop": Target(
            "Claude Desktop",
            _user_config_dir(home, "Claude") / "claude_desktop_config.json",
            "mcpServers",
            plain,
        ),
        "windsurf": Target(
            "Windsurf", home / ".codeium" / "windsurf" / "mcp_config.json", "mcpServers", plain
        ),
        "zed": Target(
            "Zed",
            Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config") / "zed" / "settings.json",
            "context_servers",
            {**plain, "env": {}},
        ),
        "copilot": Target(
            "Copilot CLI",
            home / ".copilot" / "mcp-config.json",
            "mcpServers",
            {"type": "local", **plain, "tools": ["*"]},
        ),
    }


# --- JSON clients ----------------------------------------------------------------------


def json_status(data: dict[str, Any], target: Target) -> str:
    """'absent', 'ours' (exactly our entry), 'stale' (our command, other fields) or 'other'."""
    servers = data.get(target.container)
    entry = servers.get(SERVER_NAME) if isinstance(servers, dict) else None
    if entry is None:
        return "absent"
    if entry == target.entry:
        return "ours"
    if isinstance(entry, dict) and entry.get("command") == target.command:
        return "stale"
    return "other"


def add_json(data: dict[str, Any], target: Target) -> list[str]:
    status = json_status(data, target)
    if status == "ours":
        return []
    if status == "other":
        raise ConfigError(
            f'{target.path} already has a "{SERVER_NAME}" server that starts something else; '
            "remove or rename it by hand, then re-run"
        )
    servers = data.setdefault(target.container, {})
    if not isinstance(servers, dict):
        raise ConfigError(f'"{target.container}" in {target.path} is not an object')
    servers[SERVER_NAME] = dict(target.entry)
    verb = "update" if status == "stale" else "add"
    return [f"{verb} MCP server {SERVER_NAME} for {target.client}: {target.command} serve"]


def remove_json(data: dict[str, Any], target: Target) -> list[str]:
    if json_status(data, target) not in ("ours", "stale"):
        return []
    servers = data[target.container]
    del servers[SERVER_NAME]
    if not servers:
        del data[target.container]
    return [f"remove MCP server {SERVER_NAME} for {target.client}"]


# --- Codex's TOML ----------------------------------------------------------------------


def codex_table(exe: str) -> str:
    return f'{CODEX_TABLE}\ncommand = {json.dumps(exe)}\nargs = ["serve"]\n'


def _codex_span(text: str) -> tuple[int, int] | None:
    """Where our table sits in `text`: from its header to the next table header (or the end),
    with the blank line add_toml put before it."""
    head = re.search(rf"^{re.escape(CODEX_TABLE)}[ \t]*\r?$", text, re.M)
    if head is None:
        return None
    start = head.start()
    nxt = re.search(r"^[ \t]*\[", text[head.end() :], re.M)
    end = head.end() + nxt.start() if nxt else len(text)
    if start >= 1 and text[:start].endswith("\n\n"):
        start -= 1  # the separating blank line add_toml wrote
    return start, end


def toml_status(text: str, exe: str) -> str:
    span = _codex_span(text)
    if span is None:
        return "absent"
    body = text[span[0] : span[1]].strip()
    return "ours" if body == codex_table(exe).strip() else "other"


def add_toml(text: str, exe: str) -> tuple[str, list[str]]:
    status = toml_status(text, exe)
    if status == "ours":
        return text, []
    if status == "other":
        raise ConfigError(
            f"the Codex config already has a {CODEX_TABLE} table that is not this install's; "
            "remove it by hand, then re-run"
        )
    if text and not text.endswith("\n"):
        text += "\n"
    sep = "\n" if text else ""
    new = text + sep + codex_table(exe)
    _check_toml(new)
    return new, [f"add MCP server {SERVER_NAME} for Codex CLI: {exe} serve"]


def remove_toml(text: str, exe: str) -> tuple[str, list[str]]:
    if toml_status(text, exe) != "ours":
        return text, []
    span = _codex_span(text)
    assert span is not None
    return text[: span[0]] + text[span[1] :], [f"remove MCP server {SERVER_NAME} for Codex CLI"]


def _check_toml(text: str) -> None:
    """Refuse to write TOML that does not parse (tomllib from Python 3.11; skipped before)."""
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10: the table we append is fixed text
        return
    try:
        parsed = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"the Codex config would not be valid TOML ({e}); left as it is") from e
    if not isinstance(parsed.get("mcp_servers", {}).get(SERVER_NAME), dict):
        raise ConfigError("the Codex config defines mcp_servers in a way this edit cannot extend")


# --- one client, either kind -----------------------------------------------------------


def apply(target: Target, remove: bool, dry_run: bool) -> list[str]:
    """Add (or remove) retain's server for one client; returns what changed (or would)."""
    if target.toml:
        text = read_text(target.path)
        if remove:
            new, changes = remove_toml(text, target.command)
        else:
            new, changes = add_toml(text, target.command)
        if changes and not dry_run:
            _write_text(target.path, new, delete_if_empty=remove)
        return changes
    try:
        data = load(target.path)
    except ConfigError as e:
        snippet = json.dumps({target.container: {SERVER_NAME: target.entry}}, indent=2)
        raise ConfigError(f"{e}\nadd this by hand instead:\n{snippet}") from e
    changes = remove_json(data, target) if remove else add_json(data, target)
    if changes and not data:  # only our entry was in it: the setup made it, so it goes
        changes.append(f"delete {target.path}: nothing else was in it")
    if changes and not dry_run:
        write_back(target.path, data)
    return changes


def _write_text(path: Path, text: str, *, delete_if_empty: bool) -> None:
    write_text(path, text, delete=delete_if_empty and not text.strip())
