"""Text a memory holds as another speaker's turn: a chat format's role marker (`<|im_start|>
system`, `[/INST] <<SYS>>`, a `SYSTEM:` or `Human:` line, a closing `</retain-memory>` and
what follows it, an HTML comment) opens an instruction addressed to the model, not the
memory's own statement. A file or command the memory names only inside such a turn is not
what the memory is about, so it does not tie the memory to a call (the PreToolUse hook,
retain.rank.tool); a key the statement names as well still ties it.

A turn runs from its marker to the marker that closes it (`<|im_end|>`, `<</SYS>>`,
`</system>`, `-->`, a memory list reopened) or else to the end of the first line after the
marker that says anything. Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Tie

# A marker opening another speaker's turn (chat templates, a fence closed early, a role
# line). A user turn is left out: what it holds is said to the model as the user's own.
_OPEN = lazy(
    r"<\|im_start\|>\s*(?:system|assistant)\b|<\|start_header_id\|>\s*(?:system|assistant)"
    r"\s*<\|end_header_id\|>|\[/INST\]|<<SYS>>|<system\b[^>]*>|\[system\]\([^)]*\)"
    r"|<retain-memory\s[^>]*>|</retain-memory>|</memories>|</context>|</tool_result>"
    r"|</function_results>|</hook-output>|<user-prompt-submit-hook>|<!--"
    r"|END OF (?:MEMORIES|RETAIN CONTEXT)|\{\s*\"role\"\s*:\s*\"(?:system|assistant)\""
    r"|^[ \t]*#+[ \t]*new system prompt\b|^[ \t]*role:[ \t]*system\b|^[ \t]*```[ \t]*system\b"
    r"|^[ \t]*(?:SYSTEM|Human|Assistant)[ \t]*:",
    re.I | re.M,
)
# A marker closing it: the turn's own end, or a memory list reopened.
_CLOSE = lazy(
    r"<\|im_end\|>|<\|eot_id\|>|<</SYS>>|</system>|-->|</retain-memory>|</user-prompt-submit-hook>"
    r"|\{\s*\"(?:memories|text)\"",
    re.I,
)
# A word or character every opening marker holds (lower-cased), checked before the scan.
_HINTS = ("<", "[/inst]", "end of", "system", "human", "assistant", '"role"')
# An opening marker whose turn ends at its own closing marker, however many lines on.
_PAIRED = lazy(
    r"<!--|<system\b|<<SYS>>|\[/INST\]|<retain-memory\s|<\|im_start|<\|start_header", re.I
)


def turns(text: str) -> list[tuple[int, int]]:
    """The (start, end) spans of `text` that are another speaker's turn."""
    low = text.lower()
    if not any(hint in low for hint in _HINTS):
        return []  # no marker can open here: the usual memory, without a regex scan
    out: list[tuple[int, int]] = []
    pos = 0
    while True:
        opened = _OPEN.search(text, pos)
        if opened is None:
            return out
        last, end = opened, opened.end()
        # the turn's words: past markers and empty lines, to the first line saying anything
        while True:
            more = _OPEN.match(text, end + _blank(text[end:]))
            if more is None or more.end() == more.start():
                break
            last, end = more, more.end()
        body = end + _blank(text[end:])
        closed = _CLOSE.search(text, body)
        line_end = text.find("\n", body)
        stop = len(text) if line_end < 0 else line_end
        if closed is not None and (closed.start() <= stop or _PAIRED.match(last.group(0))):
            stop = closed.end()  # a marker that has its pair runs to it, over lines
        elif _PAIRED.match(last.group(0)):
            stop = len(text)
        out.append((opened.start(), max(stop, end)))
        pos = max(stop, end)


def _blank(text: str) -> int:
    """How many characters of whitespace `text` opens with."""
    return len(text) - len(text.lstrip())


def only_in_turns(text: str, needle: str) -> bool:
    """Does `needle` occur in `text` (any case) inside another speaker's turn and nowhere
    in the memory's own words? False when it occurs nowhere (a key read another way)."""
    spans = turns(text)
    if not spans or not needle:
        return False
    low, want = text.lower(), needle.lower()
    found = [m.start() for m in re.finditer(re.escape(want), low)]
    if not found:
        return False
    return all(any(s <= at and at + len(want) <= e for s, e in spans) for at in found)


def past_turns(found: Sequence[Tie]) -> list[Tie]:
    """The ties a call keeps once another speaker's turns are read: one whose key (or the
    command span it was found in) the memory names only inside such a turn is dropped."""
    kept = []
    for row in found:
        memory, _, key, target = row
        span = target.lstrip("+-~") if isinstance(target, str) else ""
        needle = span if span and span.lower() in memory.text.lower() else key
        if not only_in_turns(memory.text, needle):
            kept.append(row)
    return kept
