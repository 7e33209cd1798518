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
- anything else is read as Claude Code's own records, as before.
Pure, stdlib only.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterable, Iterator
from os import PathLike

from retain.sleep import transcript_codex, transcript_copilot, transcript_gemini

PEEK_RECORDS = 20  # records looked at to tell the format: the first line already does
MAX_LEGACY_BYTES = 64 * 1024 * 1024  # a whole-file Gemini JSON larger than this is not read
Format = str  # "claude-code" | "codex" | "gemini" | "copilot"


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
    return "claude-code"


def _legacy_gemini(path: str | PathLike[str]) -> list[dict]:
    """The messages of a whole-file Gemini JSON recording; [] for anything else."""
    try:
        with open(path, "rb") as handle:
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
    else:
        yield from every
