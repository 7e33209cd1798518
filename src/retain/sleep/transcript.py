"""Reading a Claude Code transcript (JSONL) into the user/assistant turns of a session.

Codex CLI, Gemini CLI and Copilot CLI transcripts are read too: `_records` recognises
them by their content and hands on their conversation in Claude Code's record shape
(retain.sleep.transcript_agents), so everything below reads one shape.

Pure and stdlib-only. A transcript is written by another program while we may be reading it,
so every odd line (truncated, not JSON, not UTF-8, huge, wrongly typed) is skipped, never
raised on. Tool output, hook attachments (our own injected block), retain's own tool calls
and compaction summaries are never a source: tool results keep only an error flag and, when
they failed, one trimmed line of the error (kept as a memory's context, never as a memory).

Two kinds of tool result carry the user's own words and become user turns: the feedback the
user types while rejecting a tool call ("The user doesn't want to proceed with this tool
use. ... the user said:\n<feedback>"), flagged `rejected`. A user message with an error
or log pasted into it is flagged `pasted_error`.

A sleep pass reads one transcript four times (its fixes, capture, which memories it used,
its runs' outcomes: `fix_calls.read_calls`, `read_turns`, `usage.read`,
`commands.read_session`); inside `read_once()` the file is read and parsed by the first and
its records handed to the others, as long as it has not changed in between.
"""

from __future__ import annotations

import bisect
import contextvars
import json
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from os import PathLike
from typing import Any

from retain.files import open_regular
from retain.text import FENCE_TAG

MAX_LINE_BYTES = 1_000_000  # a line this long is a file dump or an image, never prose
# No record Claude Code writes comes near this: the largest line in the fixtures is 8 KB,
# a pasted screenshot a few MB. A line past it is logged as no transcript record.
MAX_RECORD_BYTES = 64 * 1024 * 1024
SKIP_CHUNK_BYTES = 8 * 1024 * 1024
ERROR_SCAN_CHARS = 4000  # enough of a tool's output to see that it failed
# A transcript up to this size is parsed once per pass and its records kept for the pass's
# other readers (`read_once`); a larger one (its records take several times its size in
# memory) is read again by each, one line at a time, as outside a pass.
ONCE_MAX_BYTES = 16 * 1024 * 1024
MAX_TURN_CHARS = 100_000  # past this a message is a paste (a log, a file), not conversation
# The conversation one reading keeps: a long working day's session holds a few MB of it, so
# past this the transcript is a machine's output, and the rest of it is not read (logged).
# Each turn keeps its first MAX_TURN_CHARS as it is read, which is all that was ever used.
MAX_SESSION_CHARS = 32_000_000

COMPACTION_MARKER = "This session is being continued from a previous conversation"
FENCE_MARKER = FENCE_TAG

# Claude Code wraps non-prose in hyphenated tags (<system-reminder>, <command-name>,
# <local-command-stdout>, ...); our own injected block is <retain-memory ...>.
_TAG_OPEN = re.compile(r"<([a-z]+(?:-[a-z]+)+)\b[^<>]{0,300}>", re.I)
_TAG_CLOSE = re.compile(r"</([a-z]+(?:-[a-z]+)+)\b[^<>]{0,300}>", re.I)  # may repeat a nonce
_LONE_SURROGATE = re.compile(r"[\ud800-\udfff]")  # half an emoji from a JSON escape
_ERROR_OUTPUT = re.compile(
    r"Traceback \(most recent call last\)|^\s*[\w.]*(?:Error|Exception)\b:|^error(?:\[\w+\])?:|"
    r"\bFAILED\b|^FAIL\b|\b[1-9]\d* failed\b|[Ee]xit code [1-9]|command not found|"
    r"No such file or directory|^fatal:|^panic:|Segmentation fault|npm ERR!|\bERR_[A-Z_]+|"
    # compilers and linkers: "src/a.c:3:5: error:", "collect2: error:", "undefined reference"
    r"^[\w./+-]+:(?:\d+:)*\s*(?:fatal )?error\b|\bundefined reference to\b|"
    # "qrc:/qml/Main.qml:5:1: module ... is not installed": a file, line and column
    r"^[\w.:/+-]+\.\w+:\d+:\d+: \S|"
    r"\bld returned \d+ exit status\b",
    re.M,
)
# A crash or error inside the output of a command that still exited 0 (logcat, a log tail).
_ERROR_INSIDE = re.compile(
    r"\bFATAL EXCEPTION\b|\b[a-z]+\.(?:ERROR|CRITICAL|FATAL)\b|"
    r"\b(?:[a-z]\w*\.)+\w*(?:Error|Exception)\b:|"
    r"\bCaused by: |^\s*E/\w+|\bE AndroidRuntime\b|\bCrashLoopBackOff\b|\bOOMKilled\b|"
    r"\[(?:ERROR|error|FATAL)\]|\blevel=(?:error|fatal)\b|"
    r"\bUnhandled(?:PromiseRejection| exception)\b|"
    # firmware and native crashes in a log: "<err> os: ***** BUS FAULT *****", "HardFault"
    r"<(?:err|error|crit|fatal)>|\bFATAL ERROR\b|\b(?:BUS|USAGE|MEM|HARD) ?FAULT\b|"
    r"\bHardFault\b|\bGuru Meditation Error\b",
    re.M,
)
REJECTION_MARKER = "The user doesn't want to proceed with this tool use."
_REJECTION_SAID = re.compile(r"the user said:\s*\n", re.I)
ERROR_LINE_CHARS = 200  # the one line of a failure kept as context


@dataclass(frozen=True)
class Turn:
    """One message of the conversation, re-assembled from the transcript's lines."""

    role: str  # "user" | "assistant"
    text: str  # cleaned prose; always empty for tool results (their output is never kept)
    index: int
    message_id: str | None = None
    timestamp: str | None = None
    is_tool_result: bool = False
    is_error: bool = False  # a tool result that failed (flagged, or error-looking output)
    tool_names: tuple[str, ...] = ()  # tools called (assistant) or answered (tool result)
    rejected: bool = False  # user words typed while rejecting a tool call
    pasted_error: bool = False  # a user message with an error or log pasted into it
    error_line: str = ""  # a failed tool result: its most telling line, trimmed
    actions: tuple[str, ...] = ()  # a short summary of each tool call made or answered


def is_own_tool(name: str) -> bool:
    """retain's own MCP tools: their calls and results are never a source of memories."""
    low = name.lower()
    return low.startswith("mcp__retain") or "memory_" in low


def _lines(path: str | PathLike[str]) -> Iterator[str]:
    try:
        handle = open_regular(path, mine=True)  # closed below; open errors (or a FIFO): "no turns"
    except (OSError, TypeError, ValueError):
        return
    with handle:
        while True:
            try:
                raw = handle.readline(MAX_LINE_BYTES + 1)
            except OSError:
                return
            if not raw:
                return
            if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                start = handle.tell() - len(raw)
                end = _skip_line(handle)
                if end - start > MAX_RECORD_BYTES:
                    _log_skipped(path, start, end)
                continue
            yield raw.decode("utf-8", errors="replace")


def _skip_line(handle: Any) -> int:
    """Move `handle` past the end of the line it is in, never holding more than a chunk
    of it; the offset reached. The holes of a sparse file (zeros, so no newline) are
    jumped, not read: an 8 GiB file of one line took the pass 48 s to drain (round 30)."""
    fd, pos = handle.fileno(), handle.tell()
    end = os.fstat(fd).st_size
    while pos < end:
        if hasattr(os, "SEEK_DATA"):
            try:
                pos = os.lseek(fd, pos, os.SEEK_DATA)
            except OSError:  # ENXIO: nothing but a hole from here to the end
                break
        chunk = os.pread(fd, SKIP_CHUNK_BYTES, pos)
        if not chunk:
            break
        newline = chunk.find(b"\n")
        if newline >= 0:
            end = pos + newline + 1
            break
        pos += len(chunk)
    # lseek moved the descriptor under the buffered reader: a seek from the end drops
    # its buffer (a seek inside it would trust the buffer), then the seek that counts
    handle.seek(0, os.SEEK_END)
    return int(handle.seek(end))


_logged: set[tuple[str, int]] = set()  # a pass reads a transcript more than once


def _log_skipped(path: str | PathLike[str], start: int, end: int) -> None:
    from retain.sleep.stages import log_line  # rare; keeps the reader's imports light

    if (os.fspath(path), start) in _logged:
        return
    _logged.add((os.fspath(path), start))
    size = (end - start) // (1024 * 1024)
    log_line(f"transcript {os.fspath(path)}: skipped a {size} MB line at byte {start}, no record")


def _json_lines(path: str | PathLike[str]) -> Iterator[dict]:
    for line in _lines(path):
        line = line.strip()
        if not line:
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if isinstance(record, dict):
            yield record


# The records read in this `read_once()`, by file and the file's state when read.
_read: contextvars.ContextVar[dict[tuple[str, int, int, int], list[dict]] | None] = (
    contextvars.ContextVar("retain_transcript_read", default=None)
)


@contextmanager
def read_once() -> Iterator[None]:
    """Within it, a transcript is read and parsed once and its records are shared by every
    reader (they only read them); a file that changed since (a session still writing) is
    read again. The sleep pass runs inside it (retain.sleep.run)."""
    token = _read.set({})
    try:
        yield
    finally:
        _read.reset(token)


def _records(path: str | PathLike[str]) -> Iterator[dict]:
    """The transcript's records in Claude Code's shape, whichever agent wrote it: Codex
    CLI, Gemini CLI and Copilot CLI logs are recognised by their content (not their
    file names) and translated (retain.sleep.transcript_agents). Inside `read_once()`,
    the records of the pass's first reading."""
    from retain.sleep import transcript_agents

    kept = _read.get()
    try:
        st = os.stat(path) if kept is not None else None
    except (OSError, TypeError, ValueError):
        st = None  # the reading below says why, as outside a pass
    if kept is None or st is None or st.st_size > ONCE_MAX_BYTES:
        return transcript_agents.records(path, _json_lines(path))
    key = (os.fspath(path), st.st_ino, st.st_size, st.st_mtime_ns)
    if key not in kept:
        kept[key] = list(transcript_agents.records(path, _json_lines(path)))
    return iter(kept[key])


def _blocks(content: object) -> list[dict]:
    return [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []


def _result_text(block: dict) -> str:
    content = block.get("content")
    if isinstance(content, str):
        return content[:ERROR_SCAN_CHARS]
    parts = [b.get("text") for b in _blocks(content)]
    return "\n".join(p for p in parts if isinstance(p, str))[:ERROR_SCAN_CHARS]


def _rejection_feedback(block: dict) -> str | None:
    """The words a user typed while rejecting this tool call; None if it is no rejection."""
    text = _result_text(block)
    if REJECTION_MARKER not in text[:300]:
        return None
    said = _REJECTION_SAID.search(text)
    return text[said.end() :].strip() if said else ""


def _error_line(output: str) -> str:
    """The line of a failure that says most about it: the first error-looking one."""
    for line in output.splitlines():
        line = line.strip()
        telling = _ERROR_OUTPUT.search(line) or _ERROR_INSIDE.search(line)
        if telling and not re.match(r"^(?:Exit code \d+|FAIL|FAILED)$", line):
            return line[:ERROR_LINE_CHARS]
    for line in output.splitlines():  # flagged failed without a telling line
        line = line.strip()
        if line and not re.match(r"^(?:Error: )?Exit code \d+$", line):
            return line[:ERROR_LINE_CHARS]
    return ""


def _action(block: dict) -> str:
    """A tool call in a few words: the command, or the tool and the file it touched."""
    raw = block.get("input")
    args: dict = raw if isinstance(raw, dict) else {}
    name = str(block.get("name"))
    for key in ("command", "file_path", "path", "pattern", "url"):
        value = args.get(key)
        if isinstance(value, str) and value.strip():
            head = value.strip().splitlines()[0][:160]
            return head if key == "command" else f"{name} {head}"
    return name


def _strip_tagged_blocks(text: str) -> str:
    """Remove every <a-b ...>...</a-b> block in linear-ish time (no regex backtracking)."""
    closers: dict[str, list[tuple[int, int]]] = {}
    for m in _TAG_CLOSE.finditer(text):
        closers.setdefault(m.group(1).lower(), []).append((m.start(), m.end()))
    out: list[str] = []
    pos = 0
    for m in _TAG_OPEN.finditer(text):
        if m.start() < pos:
            continue
        ends = closers.get(m.group(1).lower(), [])
        i = bisect.bisect_left(ends, (m.end(), 0))
        if i < len(ends):
            out.append(text[pos : m.start()])
            out.append(" ")
            pos = ends[i][1]
    out.append(text[pos:])
    return "".join(out)


def _clean_prose(text: str) -> str:
    text = _LONE_SURROGATE.sub("\ufffd", text[:MAX_TURN_CHARS])  # keep every text storable
    # JSON may carry a lone surrogate ("\ud83d", half an emoji cut off); SQLite cannot
    # store one as UTF-8, so it would fail the whole capture. Drop it.
    text = text.encode("utf-8", "ignore").decode("utf-8")
    if COMPACTION_MARKER in text:
        return ""
    text = _strip_tagged_blocks(text)
    if FENCE_MARKER in text.lower():  # an unclosed or mangled fence: drop the whole message
        return ""
    text = text.strip()
    if text.startswith(("[Request interrupted", "Caveat: The messages below")):
        return ""
    return text


def _kept(texts: list[str], text: str) -> int:
    """Add `text` to a turn's `texts` as far as the turn's first MAX_TURN_CHARS need it
    (`_clean_prose` reads no further, so the turn reads the same); the characters added."""
    used = sum(len(t) for t in texts) + 2 * max(len(texts) - 1, 0)  # "\n\n" between
    if used >= MAX_TURN_CHARS:
        return 0
    texts.append(text[:MAX_TURN_CHARS])
    return len(texts[-1])


def _log_cut(path: str | PathLike[str], turns: int) -> None:
    from retain.sleep.stages import log_line  # rare; keeps the reader's imports light

    log_line(
        f"transcript {os.fspath(path)}: read its first {turns} turns, "
        f"{MAX_SESSION_CHARS // 1_000_000} M characters of conversation; the rest not read"
    )


def read_turns(path: str | PathLike[str]) -> list[Turn]:
    """The user/assistant turns of a transcript; a missing or unreadable file gives []. At
    most MAX_SESSION_CHARS of conversation are kept (the rest is logged and not read)."""
    kept = 0
    pending: list[dict] = []
    by_message: dict[str, dict] = {}
    tool_by_id: dict[str, str] = {}
    action_by_id: dict[str, str] = {}
    for rec in _records(path):
        if kept > MAX_SESSION_CHARS:
            _log_cut(path, len(pending))
            break
        rtype = rec.get("type")
        message = rec.get("message")
        if rtype not in ("user", "assistant") or not isinstance(message, dict):
            continue
        if rec.get("isSidechain") is True:  # a subagent's prompt is written by the agent
            continue
        stamp = rec.get("timestamp") if isinstance(rec.get("timestamp"), str) else None
        content = message.get("content")
        if rtype == "assistant":
            mid = message.get("id") if isinstance(message.get("id"), str) else None
            turn = by_message.get(mid) if mid else None
            if turn is None:
                turn = {"role": "assistant", "texts": [], "tools": [], "mid": mid, "ts": stamp}
                pending.append(turn)
                if mid:
                    by_message[mid] = turn
            for block in _blocks(content):
                if block.get("type") == "text" and isinstance(block.get("text"), str):
                    kept += _kept(turn["texts"], block["text"])
                elif block.get("type") == "tool_use" and isinstance(block.get("name"), str):
                    turn["tools"].append(block["name"])
                    turn.setdefault("actions", []).append(_action(block))
                    if isinstance(block.get("id"), str):
                        tool_by_id[block["id"]] = block["name"]
                        action_by_id[block["id"]] = turn["actions"][-1]
            continue
        if rec.get("isMeta") or rec.get("isCompactSummary") or rec.get("isVisibleInTranscriptOnly"):
            continue
        blocks = _blocks(content)
        results = [b for b in blocks if b.get("type") == "tool_result"]
        if results:
            names = [tool_by_id.get(str(b.get("tool_use_id")), "") for b in results]
            said = [_rejection_feedback(b) for b in results]
            outputs = [_result_text(b) for b in results]
            failed = [
                s is None
                and not is_own_tool(name)
                and (
                    b.get("is_error") is True
                    or bool(_ERROR_OUTPUT.search(out) or _ERROR_INSIDE.search(out))
                )
                for b, name, s, out in zip(results, names, said, outputs)
            ]
            error_line = next((_error_line(o) for o, f in zip(outputs, failed) if f), "")
            pending.append(
                {
                    "role": "user",
                    "texts": [],
                    "tools": names,
                    "mid": None,
                    "ts": stamp,
                    "result": True,
                    "error": any(failed),
                    "error_line": error_line,
                    "actions": [action_by_id.get(str(b.get("tool_use_id")), "") for b in results],
                }
            )
            for feedback in said:
                if feedback:
                    pending.append(
                        {
                            "role": "user",
                            "texts": [feedback],
                            "tools": [],
                            "mid": None,
                            "ts": stamp,
                            "rejected": True,
                        }
                    )
            continue
        if isinstance(content, str):
            texts = [content]
        else:
            texts = [b["text"] for b in blocks if isinstance(b.get("text"), str)]
        raw = "\n".join(texts)[:MAX_TURN_CHARS]
        pasted = bool(_ERROR_OUTPUT.search(raw) or _ERROR_INSIDE.search(raw))
        words: list[str] = []
        for text in texts:
            kept += _kept(words, text)
        pending.append(
            {
                "role": "user",
                "texts": words,
                "tools": [],
                "mid": None,
                "ts": stamp,
                "pasted": pasted,
                "error_line": _error_line(raw) if pasted else "",
            }
        )
    return [
        Turn(
            role=t["role"],
            text=_clean_prose("\n\n".join(t["texts"])),
            index=i,
            message_id=t["mid"],
            timestamp=t["ts"],
            is_tool_result=bool(t.get("result")),
            is_error=bool(t.get("error")),
            tool_names=tuple(t["tools"]),
            rejected=bool(t.get("rejected")),
            pasted_error=bool(t.get("pasted")),
            error_line=t.get("error_line", ""),
            actions=tuple(t.get("actions", ())),
        )
        for i, t in enumerate(pending)
    ]
