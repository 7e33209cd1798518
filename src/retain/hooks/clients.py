"""Other agents' hook payloads and answers: `retain-hook EVENT --client codex|gemini`.

retain's hook events were written for Claude Code. Codex CLI and Gemini CLI call the same
launcher with their own payloads and read their own answers; this module turns each
payload into the Claude Code shape the events read (cwd, session_id, source, prompt,
tool_name, tool_input, error) and each answer into the client's JSON. Without
`--client` nothing here runs: Claude Code's path is unchanged.

What each client was checked against (the installed CLIs, not docs alone):
- Codex CLI 0.171.0 (npm @openai/codex): the JSON schemas built into its binary
  (`session-start.command.output` etc.): input fields cwd, session_id, transcript_path,
  source, prompt, tool_name, tool_input, tool_response; output `hookSpecificOutput`
  with exactly `hookEventName` and `additionalContext` (additionalProperties false). Its
  events have Claude Code's names, except that a failed call arrives as PostToolUse.
- Gemini CLI 0.61.0 (npm @google/gemini-cli): its bundle's hook runner. Input fields
  session_id, transcript_path, cwd, hook_event_name, plus source (SessionStart), prompt
  (BeforeAgent), tool_name/tool_input/tool_response (AfterTool). It reads
  `hookSpecificOutput.additionalContext` on SessionStart, BeforeAgent and AfterTool
  (not BeforeTool, which only blocks or rewrites), escapes `<` and `>` in it and wraps
  it in `<hook_context>`; the SessionStart context is prepended to the first prompt,
  so the BeforeAgent payload's prompt carries it and is stripped of it here. Tool
  names: run_shell_command (`command`), write_file and replace (`file_path`).

Stdlib only, imported only when `--client` is given.
"""

from __future__ import annotations

import json
import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

CLIENTS = ("codex", "gemini")
# Each client's own event name for each retain event (what its answer must name).
EVENT_NAMES = {
    "codex": {
        "session-start": "SessionStart",
        "prompt": "UserPromptSubmit",
        "pre-tool": "PreToolUse",
        "tool-failure": "PostToolUse",
    },
    "gemini": {
        "session-start": "SessionStart",
        "prompt": "BeforeAgent",
        "tool-failure": "AfterTool",
    },
}
# Gemini's tool names, as the Claude Code names retain.rank.tool knows.
GEMINI_TOOLS = {"run_shell_command": "Bash", "write_file": "Write", "replace": "Edit"}
# What Gemini prepends to a prompt for earlier hooks' context (ours included).
_HOOK_CONTEXT = re.compile(r"\A\s*<hook_context>.*?</hook_context>\s*", re.S)
_EXIT_LINE = re.compile(r"^Exit Code: (-?\d+)\s*$", re.M)


def split_client(args: list[str]) -> tuple[list[str], str | None]:
    """The arguments without `--client NAME`, and NAME (None when absent or unknown)."""
    rest: list[str] = []
    client: str | None = None
    i = 0
    while i < len(args):
        if args[i] == "--client" and i + 1 < len(args):
            client = args[i + 1] if args[i + 1] in CLIENTS else None
            i += 2
            continue
        if args[i].startswith("--client="):
            value = args[i].split("=", 1)[1]
            client = value if value in CLIENTS else None
        else:
            rest.append(args[i])
        i += 1
    return rest, client


def to_retain(client: str, event: str, payload: dict[str, Any]) -> dict[str, Any]:
    """The payload as the Claude Code shape retain's events read."""
    if client == "gemini":
        return _from_gemini(event, payload)
    return dict(payload)  # Codex's fields already carry Claude Code's names


def _from_gemini(event: str, payload: dict[str, Any]) -> dict[str, Any]:
    out = dict(payload)
    prompt = payload.get("prompt")
    if isinstance(prompt, str):
        while True:  # every hook's context block, ours and others'
            stripped = _HOOK_CONTEXT.sub("", prompt, count=1)
            if stripped == prompt:
                break
            prompt = stripped
        out["prompt"] = prompt
    name = payload.get("tool_name")
    if isinstance(name, str):
        out["tool_name"] = GEMINI_TOOLS.get(name, name)
    if event == "tool-failure":
        out["hook_event_name"] = "PostToolUseFailure"
        out["error"] = gemini_error(payload.get("tool_response"))
    return out


def gemini_error(response: Any) -> str | None:
    """The error text of a Gemini AfterTool `tool_response` ({llmContent, returnDisplay,
    error}), or None when the call succeeded: its `error.message`, else an llmContent
    that reports a non-zero `Exit Code: N` (a failed shell command is not a tool error)."""
    if not isinstance(response, dict):
        return None
    err = response.get("error")
    if isinstance(err, dict) and isinstance(err.get("message"), str) and err["message"]:
        return str(err["message"])
    content = response.get("llmContent")
    if isinstance(content, str):
        found = _EXIT_LINE.search(content)
        if found and found.group(1) != "0":
            return content
    return None


def answer(client: str, event: str, out: str) -> str:
    """retain's answer (plain text, or Claude Code's hookSpecificOutput JSON) as the
    client's JSON; '' stays '' (no output: the client goes on as it would)."""
    if not out:
        return ""
    text = out
    if out.startswith("{"):
        try:
            text = json.loads(out)["hookSpecificOutput"]["additionalContext"]
        except (ValueError, KeyError, TypeError):
            return ""
    name = EVENT_NAMES[client].get(event)
    if not name or not isinstance(text, str) or not text:
        return ""
    spec = {"hookEventName": name, "additionalContext": text}
    return json.dumps({"hookSpecificOutput": spec}, ensure_ascii=False)
