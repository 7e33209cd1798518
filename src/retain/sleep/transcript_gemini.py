"""Gemini CLI's chat recording (`~/.gemini/tmp/<project>/chats/session-*.jsonl`) as Claude
Code's records (retain.sleep.transcript_records).

The format, from the installed CLI (0.61.0: a real `gemini -p` run writes the file even
when the model cannot be reached, and its hooks pass this file as `transcript_path`)
and its bundle's ChatRecordingService / loadConversationRecord:
- the first line is the session's metadata {sessionId, projectHash, startTime, ...};
- a line with a string `id` is a message, written again whole each time it changes
  (tool calls and results are added to the same message): the last version wins, in the
  place the id first had;
- `{"$rewindTo": id}` drops that message and every later one; `{"$set": {...}}` updates
  the metadata, and a `messages` array in it replaces them all;
- older versions wrote one JSON object {sessionId, projectHash, messages: [...]} to
  `session-*.json`; read the same way (`legacy`).
A message is {id, timestamp, type: user|gemini|info|error|warning, content: a string or
a list of parts {text}, toolCalls?, thoughts?}. A tool call is {id, name, args, result:
the function-response parts [{functionResponse: {id, name, response: {output} or
{error}}}], status: success|error|cancelled, resultDisplay}; 0.61 wraps the output in
<untrusted_context> and repeats the function responses as a user message without text
(skipped). A failed shell command's output carries an `Exit Code: N` line
(run_shell_command reports it only when not 0). A real 0.61.0 session against a
scripted local model was read back through this module (tests/test_agent_hooks_real.py).
User messages that start with <session_context> (the setup the CLI writes) or are
<hook_context> blocks (hooks' context, ours included) are not the user's words.

Tool names become Claude Code's: run_shell_command -> Bash, write_file -> Write,
replace -> Edit. Pure, stdlib only.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from retain.sleep import transcript_records as cc

TOOLS = {"run_shell_command": "Bash", "write_file": "Write", "replace": "Edit"}
_HOOK_CONTEXT = re.compile(r"\A\s*<hook_context>.*?</hook_context>\s*", re.S)
_EXIT = re.compile(r"^Exit Code: (-?\d+)\s*$", re.M)
_OUTPUT = re.compile(r"\AOutput: ", re.M)
# 0.61 wraps a tool's output for the model: "<untrusted_context>\nOutput: ...\n</...>".
_UNTRUSTED = re.compile(r"\A\s*<untrusted_context>\n?(.*?)\n?</untrusted_context>\s*\Z", re.S)


def is_gemini(record: dict[str, Any]) -> bool:
    """A line of a Gemini recording: its metadata, an update or a rewind."""
    if "$set" in record or "$rewindTo" in record:
        return True
    return isinstance(record.get("sessionId"), str) and isinstance(record.get("projectHash"), str)


def messages(lines: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The session's messages after every update and rewind, in order."""
    by_id: dict[str, dict[str, Any]] = {}
    for rec in lines:
        rewind = rec.get("$rewindTo")
        if isinstance(rewind, str):
            ids = list(by_id)
            cut = ids.index(rewind) if rewind in by_id else 0
            for key in ids[cut:]:
                del by_id[key]
            continue
        update = rec.get("$set")
        listed = update.get("messages") if isinstance(update, dict) else rec.get("messages")
        if isinstance(listed, list):
            if isinstance(update, dict):
                by_id.clear()
            for msg in listed:
                if isinstance(msg, dict) and isinstance(msg.get("id"), str):
                    by_id[msg["id"]] = msg
            continue
        if isinstance(rec.get("id"), str) and "type" in rec:
            by_id[rec["id"]] = rec  # a rewrite keeps the first place (dict order)
    return list(by_id.values())


def _text(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, dict):
        content = [content]
    parts = (
        [p.get("text") for p in content if isinstance(p, dict)] if isinstance(content, list) else []
    )
    return "".join(p for p in parts if isinstance(p, str))


def _result(call: dict[str, Any]) -> tuple[str, bool]:
    """(output text, whether the call reported an error) of a tool call."""
    texts: list[str] = []
    errored = False
    result = call.get("result")
    for part in result if isinstance(result, list) else [result]:
        if not isinstance(part, dict):
            continue
        response = part.get("functionResponse", {}).get("response")
        if isinstance(response, dict):
            if isinstance(response.get("output"), str):
                texts.append(response["output"])
            if response.get("error"):
                errored = True
                texts.append(str(response["error"]))
        elif isinstance(part.get("text"), str):
            texts.append(part["text"])
    if not texts and isinstance(call.get("resultDisplay"), str):
        texts.append(call["resultDisplay"])
    text = "\n".join(texts)
    wrapped = _UNTRUSTED.match(text)
    return (wrapped.group(1) if wrapped else text), errored


def records(lines: Iterable[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The recording's conversation as Claude Code records, in order."""
    for msg in messages(lines):
        stamp = msg.get("timestamp") if isinstance(msg.get("timestamp"), str) else None
        kind = msg.get("type")
        if kind == "user":
            text = _text(msg.get("content"))
            while True:  # every hook's context block at the front
                stripped = _HOOK_CONTEXT.sub("", text, count=1)
                if stripped == text:
                    break
                text = stripped
            if text.strip() and not cc.is_setup_text(text):
                yield cc.user_text(text, stamp)
            continue
        if kind != "gemini":
            continue  # info, error, warning: the CLI's own notices
        mid = f"gemini-{msg.get('id')}"
        text = _text(msg.get("content"))
        if text.strip():
            yield cc.assistant(mid, stamp, [cc.text_block(text)])
        calls = [c for c in msg.get("toolCalls") or [] if isinstance(c, dict)]
        for n, call in enumerate(calls):
            name = cc.string(call, "name")
            call_id = cc.string(call, "id", f"{mid}-{n}")
            args = cc.mapping(call, "args")
            tool = TOOLS.get(name, name)
            if tool == "Bash" and not isinstance(args.get("command"), str):
                tool = name
            yield cc.assistant(mid, stamp, [cc.tool_use(call_id, tool, args)])
            if call.get("status") == "cancelled":
                continue  # never ran: neither failed nor passed
            output, errored = _result(call)
            found = _EXIT.search(output)
            code = int(found.group(1)) if found else (0 if tool == "Bash" and not errored else None)
            failed = errored or call.get("status") == "error" or bool(code)
            if tool == "Bash":
                output = _EXIT.sub("", _OUTPUT.sub("", output)).strip()
            yield cc.tool_result(call_id, stamp, output, code=code, failed=failed)
