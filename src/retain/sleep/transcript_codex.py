"""Codex CLI's session rollout (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`) as Claude
Code's records (retain.sleep.transcript_records).

The format, from the installed CLI (0.171.0: a real `codex exec` run writes it even when
the model cannot be reached; its SessionStart and SessionEnd hooks pass this file as
`transcript_path`) and from the public source (codex-rs/protocol/src/models.rs, the
`ResponseItem` enum; codex-rs/core/src/rollout/policy.rs, what is persisted). Each line is
`{timestamp, type, payload}` with `type` one of session_meta, turn_context, event_msg,
response_item, compacted (and newer kinds such as world_state, ignored here). The
conversation is in the `response_item`s, tagged by `payload.type`:
- `message` {role: user|assistant|developer, content: [{type: input_text|output_text,
  text}]}: the client's own setup arrives as user messages too (<environment_context>,
  AGENTS.md), and is dropped;
- `function_call` {name, arguments: a JSON string, call_id}; `local_shell_call`
  {call_id, action: {command: argv}}; `custom_tool_call` {name, input: text, call_id}
  (apply_patch sends its patch this way);
- `function_call_output` / `custom_tool_call_output` {call_id, output}: a string, a
  list of content items, or {content, success}. A shell command's output states its
  exit status: the `shell` tool as JSON `{"output", "metadata": {"exit_code"}}`,
  `shell_command` as an `Exit code: N` line, unified exec (`exec_command`) as
  `Process exited with code N` (all three strings are in the 0.171.0 binary).
A real 0.171.0 session against a scripted local Responses API (its `exec_command` call
failing, then a message) was read back through this module (tests/test_agent_hooks_real.py).
`event_msg` lines repeat what the response items hold (user_message, agent_message), so
they are not read. Reasoning is never read.

Shell tools become `Bash`, apply_patch `Edit`/`Write` per file. Pure, stdlib only.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Iterator
from typing import Any

from retain.sleep import transcript_records as cc

# The record types that mark a Codex rollout (session_meta is always its first line).
CODEX_TYPES = frozenset({"session_meta", "response_item", "event_msg", "turn_context"})
SHELL_TOOLS = frozenset({"shell", "shell_command", "exec_command", "container.exec", "local_shell"})
_EXIT = re.compile(r"^(?:Exit code:|Process exited with code)\s*(-?\d+)\s*$", re.M)
_OUTPUT_HEAD = re.compile(r"\A(?:.*\n)*?Output:\n", re.M)  # the header before "Output:"


def is_codex(record: dict[str, Any]) -> bool:
    kind = record.get("type")
    return isinstance(kind, str) and kind in CODEX_TYPES and isinstance(record.get("payload"), dict)


def _text(content: object, kinds: tuple[str, ...]) -> str:
    if isinstance(content, str):
        return content
    parts = (
        [
            b.get("text")
            for b in content
            if isinstance(b, dict) and b.get("type") in kinds and isinstance(b.get("text"), str)
        ]
        if isinstance(content, list)
        else []
    )
    return "\n".join(p for p in parts if p)


def _args(raw: object) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    if isinstance(raw, str):
        try:
            parsed = json.loads(raw)
        except (ValueError, RecursionError):  # arguments nested past Python's limit
            return {}
        return parsed if isinstance(parsed, dict) else {}
    return {}


def _calls(name: str, call_id: str, args: dict[str, Any], raw_input: str) -> list[dict]:
    """The Claude Code tool_use blocks for one Codex call."""
    if name in SHELL_TOOLS:
        command = cc.shell_command(args.get("command")) or cc.shell_command(args.get("cmd"))
        if command:
            return [cc.tool_use(call_id, "Bash", {"command": command})]
    if name == "apply_patch":
        patch = raw_input or str(args.get("input") or args.get("patch") or "")
        files = cc.patch_files(patch)
        if files:
            return [
                cc.tool_use(call_id if i == 0 else f"{call_id}#{i}", tool, {"file_path": path})
                for i, (tool, path) in enumerate(files)
            ]
    if not args and raw_input:
        args = {"input": raw_input.strip().splitlines()[0][:200] if raw_input.strip() else ""}
    return [cc.tool_use(call_id, name, args)]


def _output(raw: object) -> tuple[str, int | None, bool]:
    """(output text, exit code or None, failed) of a call's output."""
    success: object = None
    if isinstance(raw, dict):  # {content, success}: the failure shape of older versions
        success = raw.get("success")
        raw = raw.get("content")
    if isinstance(raw, list):
        raw = _text(raw, ("input_text", "output_text", "text"))
    text = raw if isinstance(raw, str) else ""
    code: int | None = None
    stripped = text.lstrip()
    if stripped.startswith("{"):
        shaped = _args(stripped)
        meta = shaped.get("metadata")
        if isinstance(shaped.get("output"), str) and isinstance(meta, dict):
            text = shaped["output"]
            code = meta.get("exit_code") if isinstance(meta.get("exit_code"), int) else None
    if code is None:
        found = _EXIT.search(text[:2000])
        if found:
            code = int(found.group(1))
            head = _OUTPUT_HEAD.match(text)
            text = text[head.end() :] if head else text
    failed = (code is not None and code != 0) or success is False
    return text, code, failed


def records(lines: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The rollout's conversation as Claude Code records, in order."""
    turn = 0  # consecutive assistant items are one turn (one message id)
    open_turn = False
    pending: dict[str, list[str]] = {}  # call_id -> the tool_use ids it became
    for rec in lines:
        if rec.get("type") != "response_item" or not isinstance(rec.get("payload"), dict):
            continue
        item: dict[str, Any] = rec["payload"]
        stamp = rec.get("timestamp") if isinstance(rec.get("timestamp"), str) else None
        kind = item.get("type")
        if kind == "message" and item.get("role") == "user":
            text = _text(item.get("content"), ("input_text", "text"))
            if text.strip() and not cc.is_setup_text(text):
                open_turn = False
                yield cc.user_text(text, stamp)
            continue
        if kind == "message" and item.get("role") == "assistant":
            text = _text(item.get("content"), ("output_text", "text"))
            if text.strip():
                turn += 0 if open_turn else 1
                open_turn = True
                yield cc.assistant(f"codex-{turn}", stamp, [cc.text_block(text)])
            continue
        call_id = cc.string(item, "call_id")
        if kind in ("function_call", "custom_tool_call", "local_shell_call") and call_id:
            if kind == "local_shell_call":
                action = cc.mapping(item, "action")
                blocks = _calls("local_shell", call_id, {"command": action.get("command")}, "")
            else:
                name, raw_input = cc.string(item, "name"), cc.string(item, "input")
                blocks = _calls(name, call_id, _args(item.get("arguments")), raw_input)
            pending[call_id] = [b["id"] for b in blocks]
            turn += 0 if open_turn else 1
            open_turn = True
            yield cc.assistant(f"codex-{turn}", stamp, blocks)
            continue
        if kind in ("function_call_output", "custom_tool_call_output") and call_id:
            ids = pending.pop(call_id, [])
            if not ids:
                continue
            text, code, failed = _output(item.get("output"))
            open_turn = False
            for use_id in ids:
                yield cc.tool_result(use_id, stamp, text, code=code, failed=failed)
