"""Other agents' hook payloads and answers: `retain-hook EVENT --client NAME`.

retain's hook events were written for Claude Code. Codex CLI, Gemini CLI, Copilot CLI and
Cursor call the same launcher with their own payloads and read their own answers; this
module turns each payload into the Claude Code shape the events read (cwd, session_id,
source, prompt, tool_name, tool_input, error, transcript_path) and each answer into the
client's JSON. Without `--client` nothing here runs: Claude Code's path is unchanged.
session-end answers nothing (none of the clients reads that event's output) except
Cursor's `{}`; it hands the transcript to the sleep pass, which reads each client's format
(retain.sleep.transcript_agents).

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
- Copilot CLI 1.0.102 (npm @github/copilot), run against a scripted local model: input
  {sessionId, timestamp, cwd} plus source "new"|"resume"|"startup" and initialPrompt
  (sessionStart), prompt (userPromptSubmitted), toolName and toolArgs (preToolUse;
  postToolUse adds toolResult {resultType, textResultForLlm}), reason (sessionEnd). No
  transcript path is passed: the session's log is
  $COPILOT_HOME/session-state/<sessionId>/events.jsonl. A shell command's result ends
  `<shellId: N completed with exit code C>`, and a non-zero C still arrives as a
  successful postToolUse. Answers: top-level `additionalContext`, seen injected at
  sessionStart, userPromptSubmitted, preToolUse and postToolUse.
- Cursor (its hook engine in npm @cursor/sdk 1.0.32): input {conversation_id,
  generation_id, model, session_id, hook_event_name, cursor_version, workspace_roots,
  transcript_path} plus prompt (beforeSubmitPrompt), tool_name/tool_input (preToolUse),
  error_message/failure_type/is_interrupt (postToolUseFailure); tools are Shell, Write,
  Read, ... Answers: `additional_context` (snake case) at sessionStart,
  beforeSubmitPrompt, preToolUse and postToolUseFailure, always a JSON object (a
  preToolUse hook whose output is not JSON blocks the tool).

Stdlib only, imported only when `--client` is given.
"""

from __future__ import annotations

import json
import os
import re

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

CLIENTS = ("codex", "gemini", "copilot", "cursor")
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
# Events whose answer a client reads context from, for the two that take a flat answer.
FLAT_CONTEXT = {
    "copilot": ("session-start", "prompt", "pre-tool", "tool-failure"),
    "cursor": ("session-start", "prompt", "pre-tool", "tool-failure"),
}
# Other clients' tool names, as the Claude Code names retain.rank.tool knows.
GEMINI_TOOLS = {"run_shell_command": "Bash", "write_file": "Write", "replace": "Edit"}
COPILOT_TOOLS = {"bash": "Bash", "edit": "Edit", "create": "Write"}
CURSOR_TOOLS = {"Shell": "Bash", "Write": "Edit"}
COPILOT_SOURCES = {"new": "startup", "startup": "startup", "resume": "resume"}
_COPILOT_EXIT = re.compile(r"<shellId: [^>]*completed with exit code (-?\d+)>\s*\Z")
_SAFE_ID = re.compile(r"\A[A-Za-z0-9._-]{1,200}\Z")  # a session id that is a file name
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
    if client == "copilot":
        return _from_copilot(event, payload)
    if client == "cursor":
        return _from_cursor(event, payload)
    return dict(payload)  # Codex's fields already carry Claude Code's names


def _file_args(args: object) -> dict[str, Any]:
    """Tool arguments with a `path` also given as `file_path` (retain.rank.tool's name)."""
    if isinstance(args, str):  # older Copilot versions sent toolArgs as JSON text
        try:
            args = json.loads(args)
        except (ValueError, RecursionError):
            args = {}
    out = dict(args) if isinstance(args, dict) else {}
    for key in ("path", "target_file"):
        if isinstance(out.get(key), str) and "file_path" not in out:
            out["file_path"] = out[key]
    return out


def copilot_transcript(session_id: str, home: str | None = None) -> str | None:
    """Where Copilot CLI keeps a session's log ($COPILOT_HOME, else ~/.copilot)."""
    if not _SAFE_ID.match(session_id) or session_id in (".", ".."):
        return None
    base = os.environ.get("COPILOT_HOME") or os.path.join(
        home or os.path.expanduser("~"), ".copilot"
    )
    return os.path.join(base, "session-state", session_id, "events.jsonl")


def _from_copilot(event: str, payload: dict[str, Any]) -> dict[str, Any]:
    out = dict(payload)
    sid = payload.get("sessionId")
    if isinstance(sid, str):
        out["session_id"] = sid
        if event == "session-end":
            out["transcript_path"] = copilot_transcript(sid)
    source = payload.get("source")
    out["source"] = COPILOT_SOURCES.get(source, "startup") if isinstance(source, str) else "startup"
    name = payload.get("toolName")
    if isinstance(name, str):
        out["tool_name"] = COPILOT_TOOLS.get(name, name)
        out["tool_input"] = _file_args(payload.get("toolArgs"))
    if event == "tool-failure":
        out["hook_event_name"] = "PostToolUseFailure"
        out["error"] = copilot_error(payload.get("toolResult"))
    return out


def copilot_error(result: Any) -> str | None:
    """The text of a Copilot tool result that failed: resultType "failure", or a shell
    command's `completed with exit code C` with C not 0; None otherwise."""
    if not isinstance(result, dict):
        return None
    text = result.get("textResultForLlm")
    text = text if isinstance(text, str) else ""
    if result.get("resultType") == "failure":
        return text or "the tool failed"
    found = _COPILOT_EXIT.search(text)
    if found and found.group(1) != "0":
        return text
    return None


def _from_cursor(event: str, payload: dict[str, Any]) -> dict[str, Any]:
    out = dict(payload)
    sid = payload.get("session_id") or payload.get("conversation_id")
    if isinstance(sid, str):
        out["session_id"] = sid
    roots = payload.get("workspace_roots")
    first = roots[0] if isinstance(roots, list) and roots else None
    if not isinstance(payload.get("cwd"), str) and isinstance(first, str):
        out["cwd"] = first
    out.setdefault("source", "startup")
    name = payload.get("tool_name")
    if isinstance(name, str):
        out["tool_name"] = CURSOR_TOOLS.get(name, name)
        out["tool_input"] = _file_args(payload.get("tool_input"))
    if event == "tool-failure":
        out["hook_event_name"] = "PostToolUseFailure"
        err = payload.get("error_message")
        out["error"] = err if isinstance(err, str) and err else None
    return out


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
    client's JSON; '' stays '' (no output: the client goes on as it would), except for
    Cursor, which always gets a JSON object."""
    empty = "{}" if client == "cursor" else ""
    if not out:
        return empty
    text = out
    if out.startswith("{"):
        try:
            text = json.loads(out)["hookSpecificOutput"]["additionalContext"]
        except (ValueError, KeyError, TypeError):
            return empty
    if client in FLAT_CONTEXT:
        if event not in FLAT_CONTEXT[client] or not isinstance(text, str) or not text:
            return empty
        key = "additional_context" if client == "cursor" else "additionalContext"
        return json.dumps({key: text}, ensure_ascii=False)
    name = EVENT_NAMES[client].get(event)
    if not name or not isinstance(text, str) or not text:
        return ""
    spec = {"hookEventName": name, "additionalContext": text}
    return json.dumps({"hookSpecificOutput": spec}, ensure_ascii=False)
