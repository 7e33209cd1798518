"""The hooks `retain setup codex|gemini` writes: retain's memory at session start, on a
prompt and around tool calls, and the sleep pass at session end (which reads the
session's transcript, retain.sleep.transcript_agents), through the same launcher as
Claude Code's with `--client NAME` (retain.hooks.clients translates).

Both clients take Claude Code's layout: `hooks.EVENT = [{matcher?, hooks: [{type:
"command", command, timeout}]}]`. Where, and what was checked (tests/test_agent_hooks.py
also runs the real CLIs when npm can install them):
- Codex CLI 0.171.0: `~/.codex/hooks.json`, timeouts in seconds. Its SessionEnd input
  (the JSON schema in the binary) is {cwd, hook_event_name, reason, session_id,
  transcript_path}, the path being the session's rollout file; it reads no output.
  Hooks are a stable feature there, on by default: `[features].codex_hooks` is
  reported as deprecated (use `[features].hooks`), so config.toml is not touched. A
  new hook must be trusted once in Codex (its /hooks review) before it runs; `codex
  exec --dangerously-bypass-hook-trust` skips that for automation.
- Gemini CLI 0.61.0: `hooks` in `~/.gemini/settings.json` (beside the MCP server),
  timeouts in milliseconds, `hooksConfig.enabled` true by default. BeforeTool is not
  registered: Gemini ignores additionalContext there. SessionEnd's input carries
  `transcript_path`, the chat recording file (its hook runner's createBaseInput).

Our entries are recognised by the launcher and the `--client` argument, so the user's
own hooks are never touched; adding twice changes nothing; removing takes out exactly
what was added (and the arrays and objects that leaves empty). Stdlib only.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from retain.clients.install_config import LAUNCHER_NAME, ConfigError, drop_hooks, remove_hooks


@dataclass(frozen=True)
class HookSpec:
    """One hook: the client's event, retain's event, the tool matcher, the timeout."""

    event: str
    retain_event: str
    matcher: str | None
    timeout: int


# Codex: timeouts in seconds, as Claude Code's (the prompt and tool calls wait on them).
CODEX_HOOKS = (
    HookSpec("SessionStart", "session-start", None, 10),
    HookSpec("UserPromptSubmit", "prompt", None, 5),
    HookSpec("PreToolUse", "pre-tool", "Bash", 5),
    HookSpec("PostToolUse", "tool-failure", "Bash", 5),
    HookSpec("SessionEnd", "session-end", None, 5),  # starts the sleep pass, detached
)
# Gemini: timeouts in milliseconds (its default is 60,000). Matchers are regexes on the
# tool name; only a failed shell command is looked up after a call.
GEMINI_HOOKS = (
    HookSpec("SessionStart", "session-start", None, 10_000),
    HookSpec("BeforeAgent", "prompt", None, 5_000),
    HookSpec("AfterTool", "tool-failure", "run_shell_command", 5_000),
    HookSpec("SessionEnd", "session-end", None, 5_000),  # starts the sleep pass, detached
)
HOOKS = {"codex": CODEX_HOOKS, "gemini": GEMINI_HOOKS}
_RETAIN_EVENTS = "session-start|session-end|prompt|pre-tool|tool-failure"


def hooks_path(client: str, home: Path) -> Path:
    """The file holding `client`'s hooks."""
    if client == "codex":
        return home / ".codex" / "hooks.json"
    return home / ".gemini" / "settings.json"


def command(launcher: str, spec: HookSpec, client: str) -> str:
    return f"{shlex.quote(launcher)} {spec.retain_event} --client {client}"


def is_ours(entry: object, client: str) -> bool:
    """A hook entry that runs our launcher for `client` (whatever its install path)."""
    if not isinstance(entry, dict) or not isinstance(entry.get("command"), str):
        return False
    pattern = rf"{LAUNCHER_NAME}['\"]?\s+({_RETAIN_EVENTS})\s+--client\s+{client}\s*$"
    return re.search(pattern, entry["command"]) is not None


def add(settings: dict[str, Any], launcher: str, client: str) -> list[str]:
    """Append our hooks for `client`, replacing older ones of ours; returns what changed."""
    hooks = settings.get("hooks")
    if hooks is None:
        hooks = settings["hooks"] = {}
    if not isinstance(hooks, dict):
        raise ConfigError('"hooks" in the settings file is not an object; fix it by hand')
    changes: list[str] = []
    for spec in HOOKS[client]:
        cmd = command(launcher, spec, client)
        groups = hooks.get(spec.event)
        if groups is not None and not isinstance(groups, list):
            raise ConfigError(f'"hooks.{spec.event}" is not a list; fix it by hand')
        present = [
            h
            for g in groups or []
            if isinstance(g, dict) and isinstance(g.get("hooks"), list)
            for h in g["hooks"]
            if is_ours(h, client)
        ]
        if len(present) == 1 and present[0].get("command") == cmd:
            continue
        if present:
            changes += drop_hooks(hooks, spec.event, lambda h: is_ours(h, client))
        group: dict[str, Any] = {}
        if spec.matcher:
            group["matcher"] = spec.matcher
        group["hooks"] = [{"type": "command", "command": cmd, "timeout": spec.timeout}]
        hooks.setdefault(spec.event, []).append(group)
        changes.append(f"add {spec.event} hook: {cmd}")
    return changes


def remove(settings: dict[str, Any], client: str) -> list[str]:
    """Take out our hooks for `client` and whatever that leaves empty."""
    return remove_hooks(settings, lambda h: is_ours(h, client))


def uses_launcher(settings: dict[str, Any], launcher: str) -> bool:
    """Whether any hook in `settings` still runs `launcher` (so it must stay)."""
    hooks = settings.get("hooks")
    if not isinstance(hooks, dict):
        return False
    for groups in hooks.values():
        for group in groups if isinstance(groups, list) else []:
            entries = group.get("hooks") if isinstance(group, dict) else None
            for h in entries if isinstance(entries, list) else []:
                cmd = h.get("command") if isinstance(h, dict) else None
                if isinstance(cmd, str) and cmd.startswith(shlex.quote(launcher) + " "):
                    return True
    return False
