"""Did the session use what it was shown? Decided per injected memory from the transcript.

A memory put in front of the model (SessionStart or prompt-time block) counts as used when,
after it was shown, the agent
- cited it: `[id]` in its own prose;
- called `memory_outcome` or `memory_explain` on it (a tool_use whose name ends so,
  whatever prefix the client gives retain's server);
- used one of its distinctive terms (a path, a command in backticks, an identifier, a
  flag) in its messages or in a tool call's input, when the user had not typed that term
  themselves (then the term is no evidence that the memory helped).
A session in which the agent never spoke (no assistant record from the model: an API
error, which Claude Code records as a synthetic assistant message, or an empty session)
decides nothing: its injections stay unknown (NULL), not unused.

The same reading also finds memories the agent used that no hook had shown it (found
with memory_search and cited, or passed to memory_outcome), which is what injection
recall is measured against.

Stdlib only; `record_usage` is the sleep pass's step (retain.sleep.run), the rest is pure.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from os import PathLike
from typing import TYPE_CHECKING

from retain.sleep.transcript import _blocks, _records

if TYPE_CHECKING:
    from retain.store.base import Store

MAX_AGENT_CHARS = 2_000_000  # of agent text kept for matching: a huge session is cut
MIN_TERM_CHARS = 4  # shorter "terms" (`ls`, `v2`) occur by chance
ID_TOOLS = ("memory_outcome", "memory_explain")
CITATION = re.compile(r"\[(\d{1,18})\]")
_BACKTICKS = re.compile(r"`([^`\n]{3,200})`")
_PATHLIKE = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)+[\w.-]+|[\w-]+\.[A-Za-z][\w]{0,7})(?![\w/])")
_IDENT = re.compile(
    r"(?<![\w-])("
    r"--?[a-z][\w-]{2,}"  # a flag: --reuse-db
    r"|[A-Za-z][A-Za-z0-9]*_[\w]+"  # snake_case, UPPER_CASE
    r"|[a-z]+[A-Z][A-Za-z0-9]+"  # camelCase
    r"|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]+"  # PascalCase with two humps
    r"|[A-Za-z]+[0-9][A-Za-z0-9]*"  # a name with a digit: events_v3, http2
    r")(?![\w-])"
)


@dataclass(frozen=True)
class Shown:
    """One injection to decide: the memory, its text, and when it was shown (epoch s)."""

    memory_id: int
    text: str
    at: float


@dataclass(frozen=True)
class Decision:
    memory_id: int
    used: bool
    how: str | None  # "cited", "memory_outcome", "memory_explain", "term:<term>"


@dataclass(frozen=True)
class Reading:
    """What the transcript shows the agent doing, reduced to what usage needs."""

    spoke: bool  # at least one assistant record
    agent: list[tuple[float | None, str]]  # (time, text or tool input) of the agent
    user_text: str  # what the user typed (prompts), for excluding their own terms
    id_calls: list[tuple[float | None, str, int]]  # (time, tool, memory id)
    cited: list[tuple[float | None, int]]  # (time, id) cited in the agent's prose


def distinctive_terms(text: str) -> list[str]:
    """Terms of a memory specific enough that seeing them later means it was used."""
    found: list[str] = []
    for pattern in (_BACKTICKS, _PATHLIKE, _IDENT):
        for m in pattern.finditer(text):
            term = m.group(1).strip().rstrip(".,;:")
            if len(term) >= MIN_TERM_CHARS and term not in found:
                found.append(term)
    return found


def _time(record: dict) -> float | None:
    stamp = record.get("timestamp")
    if not isinstance(stamp, str):
        return None
    try:
        return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def _tool_memory_id(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().lstrip("[").rstrip("]").isdigit():
        return int(value.strip().lstrip("[").rstrip("]"))
    return None


def read(path: str | PathLike[str]) -> Reading:
    """The agent's prose and tool inputs, the user's prompts, and retain tool calls."""
    agent: list[tuple[float | None, str]] = []
    user: list[str] = []
    id_calls: list[tuple[float | None, str, int]] = []
    cited: list[tuple[float | None, int]] = []
    spoke = False
    size = 0
    for record in _records(path):
        kind = record.get("type")
        message = record.get("message")
        if kind not in ("user", "assistant") or not isinstance(message, dict):
            continue  # attachments (our own blocks), progress, snapshots
        content = message.get("content")
        at = _time(record)
        if kind == "user":
            if isinstance(content, str):
                user.append(content)
            for b in _blocks(content):
                if b.get("type") == "text" and isinstance(b.get("text"), str):
                    user.append(b["text"])
            continue
        if record.get("isApiErrorMessage") or message.get("model") == "<synthetic>":
            continue  # Claude Code's own stand-in for a failed API call, not the model
        spoke = True
        for b in _blocks(content):
            if size > MAX_AGENT_CHARS:
                break
            if b.get("type") == "text" and isinstance(b.get("text"), str):
                agent.append((at, b["text"]))
                size += len(b["text"])
                cited += [(at, int(i)) for i in CITATION.findall(b["text"])]
            elif b.get("type") == "tool_use":
                raw_name, raw_input = b.get("name"), b.get("input")
                name: str = raw_name if isinstance(raw_name, str) else ""
                tool_input: dict = raw_input if isinstance(raw_input, dict) else {}
                tool = next((t for t in ID_TOOLS if name.endswith(t)), None)
                mid = _tool_memory_id(tool_input.get("memory_id"))
                if tool is not None and mid is not None:
                    id_calls.append((at, tool, mid))
                if not name.lower().startswith("mcp__retain") and "memory_" not in name:
                    dumped = json.dumps(tool_input, ensure_ascii=False)
                    # A file written with a memory's term in it is a use, but its whole
                    # content is not prose: the first few kB say enough.
                    agent.append((at, dumped[:20_000]))
                    size += min(len(dumped), 20_000)
    return Reading(spoke, agent, "\n".join(user), id_calls, cited)


def _after(at: float | None, shown_at: float) -> bool:
    """Unknown times count (a transcript without timestamps is still evidence)."""
    return at is None or at >= shown_at - 1.0


def decide(reading: Reading, shown: Sequence[Shown]) -> list[Decision]:
    """Used or not, per shown memory; [] when the session decides nothing."""
    if not reading.spoke:
        return []
    out = []
    for s in shown:
        how = _evidence(reading, s)
        out.append(Decision(s.memory_id, how is not None, how))
    return out


def _evidence(reading: Reading, s: Shown) -> str | None:
    for at, tool, mid in reading.id_calls:
        if mid == s.memory_id and _after(at, s.at):
            return tool
    for at, mid in reading.cited:
        if mid == s.memory_id and _after(at, s.at):
            return "cited"
    later = [text for at, text in reading.agent if _after(at, s.at)]
    for term in distinctive_terms(s.text):
        if term in reading.user_text:
            continue  # the user said it: no evidence the memory did
        if any(term in text for text in later):
            return f"term:{term}"[:200]
    return None


def found_elsewhere(reading: Reading, shown_ids: Iterable[int]) -> dict[int, str]:
    """Memories the agent used by id that no hook had shown this session (the misses
    injection recall counts): passed to memory_outcome/memory_explain, or cited."""
    shown = set(shown_ids)
    out: dict[int, str] = {}
    if not reading.spoke:
        return out
    for _, tool, mid in reading.id_calls:
        if mid not in shown:
            out.setdefault(mid, tool)
    for _, mid in reading.cited:
        if mid not in shown:
            out.setdefault(mid, "cited")
    return out


def record_usage(
    store: Store, transcript_path: str | PathLike[str], session_id: str, *, now: float
) -> tuple[int, int, int]:
    """Decide, from the session's transcript, which memories it was shown it used, and
    record it beside the injections. Returns (used, unused, used but shown by no block).
    A session whose agent never spoke decides nothing."""
    shown = [Shown(mid, text, at) for mid, text, at, _ in store.undecided(session_id)]
    reading = read(transcript_path)
    decisions = decide(reading, shown)
    with store.transaction():
        used, unused = store.record_decisions(
            session_id, [(d.memory_id, d.used, d.how) for d in decisions], now
        )
        elsewhere = found_elsewhere(reading, store.injected_ids(session_id))
        found = store.record_found(session_id, elsewhere, now)
    return used, unused, found
