"""Which agent wrote a transcript, told from its content, and its records in Claude Code's
shape (retain.sleep.transcript_records) for the sleep pass's readers.

A hook payload hands the sleep pass a path; the file's name is not trusted to say what
is in it (Codex and Gemini name theirs rollout-*.jsonl and session-*.jsonl, Copilot
events.jsonl, Claude Code <session>.jsonl, and a user may pass any file to `retain
maintain`), so the first records decide:
- Codex CLI: `{timestamp, type: session_meta|response_item|event_msg|turn_context,
  payload: {...}}` (retain.sleep.transcript_codex);
- Gemini CLI: a metadata line {sessionId, projectHash}, or `$set` / `$rewindTo` lines
  (retain.sleep.transcript_gemini); an older whole-file JSON object {sessionId,
  projectHash, messages} is read too;
- Copilot CLI: `{type: "session.start" | "user.message" | ..., data: {...}}`
  (retain.sleep.transcript_copilot);
- Cursor: `{role: user|assistant, message: {content: [{type: text, text} | {type:
  tool_use, name, input}]}}` lines (`cursor_records` below);
- anything else is read as Claude Code's own records, as before.
Pure, stdlib only.
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Iterable, Iterator
from os import PathLike

from retain.files import open_regular
from retain.sleep import transcript_codex, transcript_copilot, transcript_gemini

PEEK_RECORDS = 20  # records looked at to tell the format: the first line already does
MAX_LEGACY_BYTES = 64 * 1024 * 1024  # a whole-file Gemini JSON larger than this is not read
Format = str  # "claude-code" | "codex" | "gemini" | "copilot" | "cursor"
CURSOR_TOOLS = {"Shell": "Bash"}  # Cursor's shell tool, by Claude Code's name
# Cursor wraps what the user typed in <user_query> (its transcript writer keeps the tag).
_USER_QUERY = re.compile(r"\A\s*<user_query>\s*(.*?)\s*</user_query>\s*\Z", re.S)


def detect(first: Iterable[dict]) -> Format:
    """The agent whose records these are (Claude Code when nothing else matches)."""
    for rec in first:
        if transcript_codex.is_codex(rec):
            return "codex"
        if transcript_gemini.is_gemini(rec):
            return "gemini"
        if transcript_copilot.is_copilot(rec):
            return "copilot"
        if rec.get("type") in ("user", "assistant") and isinstance(rec.get("message"), dict):
            return "claude-code"
        cursorish = "type" not in rec and rec.get("role") in ("user", "assistant")
        if cursorish and isinstance(rec.get("message"), dict):
            return "cursor"
    return "claude-code"


def cursor_records(lines: Iterable[dict]) -> Iterator[dict]:
    """Cursor's agent transcript (`~/.cursor/projects/<project>/agent-transcripts/<id>.jsonl`,
    passed to hooks as `transcript_path`) as Claude Code records. Its writer, in the
    @cursor/sdk 1.0.32 package, keeps one line per user or assistant message: text (an
    assistant's reasoning joined to it) and tool calls {name, input}, but no tool results,
    so no failure is read from it. Tool calls get ids here (the file has none)."""
    for n, rec in enumerate(lines):
        role = rec.get("role")
        message = rec.get("message")
        content = message.get("content") if isinstance(message, dict) else None
        if role not in ("user", "assistant") or not isinstance(content, list):
            continue
        blocks = []
        for i, block in enumerate(b for b in content if isinstance(b, dict)):
            if block.get("type") == "text" and isinstance(block.get("text"), str):
                text = block["text"]
                if role == "user":
                    found = _USER_QUERY.match(text)
                    text = found.group(1) if found else text
                blocks.append({"type": "text", "text": text})
            elif block.get("type") == "tool_use" and isinstance(block.get("name"), str):
                args = block.get("input") if isinstance(block.get("input"), dict) else {}
                name = CURSOR_TOOLS.get(block["name"], block["name"])
                blocks.append(
                    {
                        "type": "tool_use",
                        "id": f"cursor-{n}-{i}",
                        "name": name,
                        "input": args,
                    }
                )
        if not blocks:
            continue
        if role == "user":
            yield {"type": "user", "message": {"role": "user", "content": blocks}}
        else:
            yield {
                "type": "assistant",
                "message": {"id": f"cursor-{n}", "role": "assistant", "content": blocks},
            }


def _legacy_gemini(path: str | PathLike[str]) -> list[dict]:
    """The messages of a whole-file Gemini JSON recording; [] for anything else."""
    try:
        with open_regular(path, mine=True) as handle:
            head = handle.read(1).lstrip()
            if head != b"{":
                return []
            raw = head + handle.read(MAX_LEGACY_BYTES)
    except (OSError, TypeError, ValueError):
        return []
    if len(raw) > MAX_LEGACY_BYTES:
        return []
    try:
        data = json.loads(raw.decode("utf-8", errors="replace"))
    except (ValueError, RecursionError):
        return []
    if not isinstance(data, dict) or not transcript_gemini.is_gemini(data):
        return []
    listed = data.get("messages")
    return [{"messages": listed}] if isinstance(listed, list) else []


def records(path: str | PathLike[str], lines: Iterator[dict]) -> Iterator[dict]:
    """`lines` (the file's JSON lines) as Claude Code records."""
    first = list(itertools.islice(lines, PEEK_RECORDS))
    if not first:
        yield from transcript_gemini.records(_legacy_gemini(path))
        return
    kind = detect(first)
    every = itertools.chain(first, lines)
    if kind == "codex":
        yield from transcript_codex.records(every)
    elif kind == "gemini":
        yield from transcript_gemini.records(every)
    elif kind == "copilot":
        yield from transcript_copilot.records(every)
    elif kind == "cursor":
        yield from cursor_records(every)
    else:
        yield from every
