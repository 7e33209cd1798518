"""The session's Bash calls, applied edits and user messages, in order, for
retain.sleep.fixes: what ran, whether it passed, what changed between.

Pure and stdlib-only. Claude Code records each Bash call as an assistant `tool_use`
(`input.command`) answered by a `tool_result` (`is_error`) with the output in the top-level
`toolUseResult` ({stdout, stderr, interrupted}); edits are Edit/Write/MultiEdit calls. A
user's own words between two runs are kept too: "I created it with `mix ecto.create`" is
a step the user took outside the session.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from os import PathLike

from retain.sleep.commands import EDIT_TOOLS
from retain.sleep.outputs import clip, exit_code, output_of, read_counts, result_text
from retain.sleep.transcript import REJECTION_MARKER, _records

_REFUSED = "The user doesn't want to"  # "... take this action right now": not run either
_INTERRUPTED = "[Request interrupted"  # stopped by the user: neither failed nor passed
SAID_CHARS = 2000  # of a user message (or the agent's text) read for a command it names
Words = tuple[int, str]  # the agent's text, after this many calls


@dataclass(frozen=True)
class Call:
    """One Bash call, applied edit or user message, in session order."""

    index: int
    command: str = ""  # Bash
    ok: bool | None = None  # True passed, False failed, None interrupted (Bash)
    output: str = ""
    path: str = ""  # an edit's file
    old: str = ""
    new: str = ""
    said: str = ""  # a user message (not a tool result)

    @property
    def is_edit(self) -> bool:
        return bool(self.path)


def read_calls(path: str | PathLike[str]) -> list[Call]:
    """The session's Bash calls, applied edits and user messages, in order; [] for an
    unreadable file."""
    return read_calls_and_words(path)[0]


def read_calls_and_words(path: str | PathLike[str]) -> tuple[list[Call], list[Words]]:
    """`read_calls`, and the agent's own words (its text blocks), each with the number of
    calls before it: what the agent said after a run is read against the runs it saw."""
    pending: dict[str, tuple[str, dict]] = {}
    calls: list[Call] = []
    words: list[Words] = []
    for rec in _records(path):
        if rec.get("isSidechain") is True or rec.get("type") not in ("user", "assistant"):
            continue
        message = rec.get("message")
        content = message.get("content") if isinstance(message, dict) else None
        blocks = [b for b in content if isinstance(b, dict)] if isinstance(content, list) else []
        if rec["type"] == "assistant":
            for b in blocks:
                if b.get("type") == "text" and isinstance(b.get("text"), str):
                    words.append((len(calls), b["text"][:SAID_CHARS]))
                if b.get("type") == "tool_use" and isinstance(b.get("id"), str):
                    name, args = b.get("name"), b.get("input")
                    if isinstance(name, str) and isinstance(args, dict):
                        pending[b["id"]] = (name, args)
            continue
        if rec.get("isMeta") is True or rec.get("isCompactSummary") is True:
            continue  # Claude Code's own notes in the user's place
        if isinstance(content, str) or not any(b.get("type") == "tool_result" for b in blocks):
            said = _user_text(content)
            if said:
                calls.append(Call(len(calls), said=said))
            continue
        extra = rec.get("toolUseResult")
        for b in blocks:
            if b.get("type") != "tool_result":
                continue
            call = pending.pop(str(b.get("tool_use_id")), None)
            if call is None:
                continue
            name, args = call
            said = result_text(b.get("content"))[:300]
            if REJECTION_MARKER in said or _REFUSED in said:
                continue  # the user refused the call: it never ran
            if name == "Bash" and isinstance(args.get("command"), str):
                out = clip(output_of(b, extra))
                code = None if said.startswith(_INTERRUPTED) else exit_code(b, extra)
                failed_tests = read_counts(out)[1] if code == 0 else None
                ok = None if code is None else code == 0 and not failed_tests
                calls.append(Call(len(calls), command=args["command"], ok=ok, output=out))
            elif name in EDIT_TOOLS and b.get("is_error") is not True:
                calls.extend(_edits(len(calls), args))
    return calls, words


def _edits(index: int, args: dict) -> Iterator[Call]:
    path = args.get("file_path") or args.get("notebook_path")
    if not isinstance(path, str) or not path.strip():
        return
    edits = args.get("edits")
    parts: list = edits if isinstance(edits, list) else [args]
    old = "\n".join(str(p.get("old_string", "")) for p in parts if isinstance(p, dict))
    new = "\n".join(
        str(p.get("new_string", p.get("content", p.get("new_source", ""))))
        for p in parts
        if isinstance(p, dict)
    )
    yield Call(index, path=path, old=old, new=new)


def _user_text(content: object) -> str:
    """What the user typed: a string, or the text blocks of a message; '' for meta lines."""
    if isinstance(content, str):
        text = content
    elif isinstance(content, list):
        text = "\n".join(
            b["text"] for b in content if isinstance(b, dict) and isinstance(b.get("text"), str)
        )
    else:
        return ""
    text = text.strip()
    if not text or text.startswith(("<", _INTERRUPTED)) or REJECTION_MARKER in text[:300]:
        return ""
    return text[:SAID_CHARS]
