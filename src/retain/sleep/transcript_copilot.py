"""GitHub Copilot CLI's session log (`~/.copilot/session-state/<sessionId>/events.jsonl`,
under $COPILOT_HOME when set) as Claude Code's records (retain.sleep.transcript_records).

The format, from the installed CLI (1.0.102, run against a scripted local model through
its BYOK provider settings, tests/test_agent_capture.py): each line is `{type, data, id,
timestamp, parentId}`. The conversation is in
- `user.message` {content, transformedContent}: `content` is what the user typed (the
  transformed text adds the CLI's own context);
- `assistant.message` {messageId, content, toolRequests: [{toolCallId, name,
  arguments}]};
- `tool.execution_complete` {toolCallId, success, result: {content},
  shellExecution: {exitCode}}: a shell command that exits non-zero is still `success`,
  its exit code is in `shellExecution` (and its content ends `<shellId: N completed
  with exit code C>`).
Hook runs, the system prompt, usage and shutdown records are not read.

Tool names become Claude Code's: bash -> Bash, edit -> Edit, create -> Write (their
`path` argument as `file_path`). Pure, stdlib only.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from retain.sleep import transcript_records as cc

TOOLS = {"bash": "Bash", "edit": "Edit", "create": "Write"}
_TRAILER = re.compile(r"\n?<shellId: [^>]*completed with exit code -?\d+>\s*\Z")


def is_copilot(record: dict[str, Any]) -> bool:
    kind = record.get("type")
    return (
        isinstance(kind, str)
        and kind.split(".", 1)[0] in ("session", "user", "assistant", "tool", "hook", "system")
        and "." in kind
        and isinstance(record.get("data"), dict)
    )


def _args(name: str, raw: object) -> tuple[str, dict[str, Any]]:
    args = dict(raw) if isinstance(raw, dict) else {}
    tool = TOOLS.get(name, name)
    if tool in ("Edit", "Write") and isinstance(args.get("path"), str):
        args["file_path"] = args["path"]
    if tool == "Bash" and not isinstance(args.get("command"), str):
        tool = name
    return tool, args


def records(lines: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The session's conversation as Claude Code records, in order."""
    pending: set[str] = set()
    for rec in lines:
        kind = rec.get("type")
        data = rec.get("data")
        if not isinstance(data, dict):
            continue
        stamp = rec.get("timestamp") if isinstance(rec.get("timestamp"), str) else None
        if kind == "user.message":
            text = data.get("content")
            if isinstance(text, str) and text.strip() and not cc.is_setup_text(text):
                yield cc.user_text(text, stamp)
        elif kind == "assistant.message":
            mid = f"copilot-{data.get('messageId') or rec.get('id')}"
            blocks: list[dict[str, Any]] = []
            if isinstance(data.get("content"), str) and data["content"].strip():
                blocks.append(cc.text_block(data["content"]))
            for req in data.get("toolRequests") or []:
                if not isinstance(req, dict) or not isinstance(req.get("toolCallId"), str):
                    continue
                tool, args = _args(cc.string(req, "name"), req.get("arguments"))
                blocks.append(cc.tool_use(req["toolCallId"], tool, args))
                pending.add(req["toolCallId"])
            if blocks:
                yield cc.assistant(mid, stamp, blocks)
        elif kind == "tool.execution_complete":
            call_id = data.get("toolCallId")
            if not isinstance(call_id, str) or call_id not in pending:
                continue
            pending.discard(call_id)
            result = data.get("result")
            content = result.get("content") if isinstance(result, dict) else None
            error = data.get("error")
            text = content if isinstance(content, str) else ""
            if not text and isinstance(error, dict) and isinstance(error.get("message"), str):
                text = error["message"]
            shell = data.get("shellExecution")
            code = shell.get("exitCode") if isinstance(shell, dict) else None
            code = code if isinstance(code, int) else None
            failed = data.get("success") is False or bool(code)
            yield cc.tool_result(call_id, stamp, _TRAILER.sub("", text), code=code, failed=failed)
