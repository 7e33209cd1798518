"""The hooks `retain setup copilot|cursor` writes. Both clients list hooks flat under
`hooks.EVENT = [entry, ...]` (no matcher groups as in Claude Code's layout), each entry
running the same launcher as Claude Code's with `--client NAME` (retain.hooks.clients
translates the payloads and answers).

Where, and what was checked:
- GitHub Copilot CLI 1.0.102 (npm @github/copilot): user-level hooks are the `hooks` key
  of `~/.copilot/settings.json` ($COPILOT_HOME when set; `copilot help config`: "same
  schema as .github/hooks/*.json"), project-level ones a `.github/hooks/*.json` file
  `{"version": 1, "hooks": {...}}` (docs.github.com, "GitHub Copilot CLI hooks
  reference"). An entry is `{type: "command", bash, timeoutSec}`. Seen with the real CLI
  run against a scripted local model (tests/test_agent_hooks_flat.py): sessionStart,
  userPromptSubmitted, preToolUse and postToolUse all inject a top-level
  `additionalContext` from a command hook's JSON; sessionEnd fires after each prompt in
  `-p` mode (reason "complete") and on exit otherwise, and its output is not read. A
  shell command that exits non-zero still arrives as a *successful* postToolUse.
  Copilot's file hooks take no matcher: the tool hooks run for every tool and answer
  nothing for tools retain has no memory for.
- Cursor (its hook engine ships in npm @cursor/sdk 1.0.32: the config and output
  validators and the payload builder are read from it): user-level `~/.cursor/hooks.json`,
  project-level `<project>/.cursor/hooks.json`, both `{"version": 1, "hooks": {...}}`
  with entries `{command, timeout (seconds), matcher?}`; an unknown event name makes the
  whole file invalid. `additional_context` is read from sessionStart, beforeSubmitPrompt,
  preToolUse, postToolUse and postToolUseFailure; sessionEnd's output is not read. A
  preToolUse hook whose output is not JSON blocks the tool ("blocked for safety"), so
  retain always answers Cursor with a JSON object, `{}` when it has nothing to say.

Our entries are recognised by the launcher and the `--client` argument, so the user's
own hooks are never touched; adding twice changes nothing; removing takes out exactly
what was added (and the arrays and objects that leaves empty). Stdlib only.
"""

from __future__ import annotations

import os
import re
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from retain.clients.install_config import LAUNCHER_NAME, ConfigError

_RETAIN_EVENTS = "session-start|session-end|prompt|pre-tool|tool-failure"
HOOKS_VERSION = 1  # the only config version either client knows


@dataclass(frozen=True)
class FlatHook:
    """One hook: the client's event, retain's event, a tool matcher (Cursor only), the
    timeout in seconds."""

    event: str
    retain_event: str
    timeout: int
    matcher: str | None = None


COPILOT_HOOKS = (
    FlatHook("sessionStart", "session-start", 10),
    FlatHook("userPromptSubmitted", "prompt", 5),
    FlatHook("preToolUse", "pre-tool", 5),
    FlatHook("postToolUse", "tool-failure", 5),
    FlatHook("sessionEnd", "session-end", 5),
)
# Cursor's tool names: Shell, Read, Write (its edits too), Grep, ... (the SDK maps Claude
# Code's Bash to Shell and Edit to Write).
CURSOR_HOOKS = (
    FlatHook("sessionStart", "session-start", 10),
    FlatHook("beforeSubmitPrompt", "prompt", 5),
    FlatHook("preToolUse", "pre-tool", 5, "Shell|Write"),
    FlatHook("postToolUseFailure", "tool-failure", 5, "Shell"),
    FlatHook("sessionEnd", "session-end", 5),
)
HOOKS = {"copilot": COPILOT_HOOKS, "cursor": CURSOR_HOOKS}


def copilot_home(home: Path) -> Path:
    """Copilot's configuration folder: $COPILOT_HOME, else ~/.copilot."""
    env = os.environ.get("COPILOT_HOME")
    return Path(env) if env else home / ".copilot"


def hooks_path(client: str, home: Path, project: Path | None = None) -> Path:
    """The file holding `client`'s hooks: the user's, or with `project` the project's."""
    if client == "copilot":
        if project is not None:
            return project / ".github" / "hooks" / "retain.json"
        return copilot_home(home) / "settings.json"
    if project is not None:
        return project / ".cursor" / "hooks.json"
    return home / ".cursor" / "hooks.json"


def command(launcher: str, spec: FlatHook, client: str) -> str:
    return f"{shlex.quote(launcher)} {spec.retain_event} --client {client}"


def _command_of(entry: object) -> str | None:
    if not isinstance(entry, dict):
        return None
    value = entry.get("bash", entry.get("command"))
    return value if isinstance(value, str) else None


def is_ours(entry: object, client: str) -> bool:
    """A hook entry that runs our launcher for `client` (whatever its install path)."""
    cmd = _command_of(entry)
    if cmd is None:
        return False
    pattern = rf"{LAUNCHER_NAME}['\"]?\s+({_RETAIN_EVENTS})\s+--client\s+{client}\s*$"
    return re.search(pattern, cmd) is not None


def entry(launcher: str, spec: FlatHook, client: str) -> dict[str, Any]:
    cmd = command(launcher, spec, client)
    if client == "copilot":
        return {"type": "command", "bash": cmd, "timeoutSec": spec.timeout}
    out: dict[str, Any] = {"command": cmd, "timeout": spec.timeout}
    if spec.matcher:
        out["matcher"] = spec.matcher
    return out


def add(settings: dict[str, Any], launcher: str, client: str, *, versioned: bool) -> list[str]:
    """Append our hooks for `client`, replacing older ones of ours; returns what changed.
    `versioned`: the file is a hooks file of its own (Cursor's, Copilot's project file),
    which carries `"version": 1`."""
    changes: list[str] = []
    if versioned:
        version = settings.get("version")
        if version is None:
            settings["version"] = HOOKS_VERSION
        elif version != HOOKS_VERSION:
            raise ConfigError(f"hooks file version {version!r} is not 1; fix it by hand")
    hooks = settings.get("hooks")
    if hooks is None:
        hooks = settings["hooks"] = {}
    if not isinstance(hooks, dict):
        raise ConfigError('"hooks" in the settings file is not an object; fix it by hand')
    for spec in HOOKS[client]:
        want = entry(launcher, spec, client)
        entries = hooks.get(spec.event)
        if entries is not None and not isinstance(entries, list):
            raise ConfigError(f'"hooks.{spec.event}" is not a list; fix it by hand')
        present = [e for e in entries or [] if is_ours(e, client)]
        if present == [want]:
            continue
        kept = [e for e in entries or [] if not is_ours(e, client)]
        changes += [f"remove {spec.event} hook: {_command_of(e)}" for e in present]
        hooks[spec.event] = [*kept, want]
        changes.append(f"add {spec.event} hook: {want.get('bash', want.get('command'))}")
    return changes


def remove(settings: dict[str, Any], client: str, *, versioned: bool) -> list[str]:
    """Take out our hooks for `client` and whatever that leaves empty (with `versioned`,
    a `version` left alone beside no hooks goes too: the file was ours)."""
    hooks = settings.get("hooks")
    if not isinstance(hooks, dict):
        return []
    changes: list[str] = []
    for event in list(hooks):
        entries = hooks[event]
        if not isinstance(entries, list):
            continue
        ours = [e for e in entries if is_ours(e, client)]
        if not ours:
            continue
        changes += [f"remove {event} hook: {_command_of(e)}" for e in ours]
        kept = [e for e in entries if not is_ours(e, client)]
        if kept:
            hooks[event] = kept
        else:
            del hooks[event]
    if changes and not hooks:
        del settings["hooks"]
        if versioned and set(settings) == {"version"}:
            del settings["version"]
    return changes


def uses_launcher(settings: dict[str, Any], launcher: str) -> bool:
    """Whether any hook in `settings` still runs `launcher` (so it must stay)."""
    hooks = settings.get("hooks")
    if not isinstance(hooks, dict):
        return False
    prefix = shlex.quote(launcher) + " "
    for entries in hooks.values():
        for e in entries if isinstance(entries, list) else []:
            cmd = _command_of(e)
            if cmd is not None and cmd.startswith(prefix):
                return True
    return False
