"""A token a narrow terminal's wrap cut in two, read whole.

A terminal, `fold -w N`, a log viewer or a pasted chat breaks a long line where the
width ends, not where a word does: `... using token: ghp_9xQ2` then `Lw7...` on the
next line, or `KEY=1613ae08\\` then `6e41...`. Each piece alone is too short, or the
first holds the name and the second nothing a rule knows. So before the rules run, the
lines a wrap cut are joined back (the break, the continuation's indentation and a frame's
prefix such as `│` or `⎿` removed), the rules read the joined text, and every value they
replace across a cut is replaced in the original piece by piece, the line breaks kept.
A key block (PEM, PuTTY) is left to the rules, which take it whole across its lines.

A cut is a line that ends inside a run of non-space characters, with the next line going
on at once (not opening a field, `NAME=`, or a word in title case, or a record as the cut
line opens; neither side an ordinary value such as a ticket id, a version or a date), and
a sign that the break is the width's: a `\\` that continues the word (as a shell or a C
macro joins it), or the line being the text's longest (every line of a wrapped output is
at most the width, and the cut one fills it). Only a value that spans a cut is taken from
the joined reading; what lies on one line is left to the rules as usual.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from retain.redact.base import PLACEHOLDER_PREFIX, masked
from retain.redact.slots import ordinary_value
from retain.redact.splice import replaced_spans, splice

# The shortest line read as filling a terminal's width (narrow panes are 40 columns).
MIN_WIDTH = 30
# At most this many cuts are joined in one text: a wrapped value takes a few lines; a
# long output with many full lines is read in its first cuts only (the cost stays one
# more reading of the text).
MAX_CUTS = 64
# What the rules replace whole across its lines (retain.redact.tokens' key blocks).
WHOLE_BLOCKS = frozenset({"private-key"})

# A line's end inside a run of a token's characters, maybe a `\` continuing the word or a
# box's right edge; then the break, the next line's indentation and a frame's prefix, and
# the run going on. A sentence's end (`.`, `)`, `:`) is no cut.
_CUT = re.compile(
    r"(?<=[A-Za-z0-9_+/=-])"
    r"(?P<joint>(?P<slash>\\)?(?:[ \t]?[│┃])?[ \t]*\r?\n[ \t]*(?:[│┃⎿>][ \t]*)?)"
    r"(?=[A-Za-z0-9_+/-])"
)
# What opens a line of its own rather than going on: a field (`HOME=`, `gpg:`), or a
# word of letters before a space (`Successfully tagged`, `see the docs`); base64's
# `=` padding at a run's end is no field.
_OPENS_LINE = re.compile(r"[\w.-]{1,60}(?:=(?![=\s]|$)|:)|[A-Z][a-z]+(?:\s|$)|[a-z]+\s")
_RUN_MAX = 200
_RUN = re.compile(r"[^\s]{1,200}")
_VALUE_END = re.compile(r"[\w+/.~-]{1,200}$")  # the cut run after any `name=` or `key:`
_PUNCT = ".,;:!?\"'`()"
_FRAME = " \t│┃⎿>"
_OPENING = 4  # characters two lines of one kind of record open alike with
_LINE_END = re.compile(r"\r?\n")

Redactor = Callable[[str], tuple[str, int]]


def _longest_line(text: str) -> int:
    return max(len(line) for line in _LINE_END.split(text))


def _cuts(text: str) -> list[tuple[int, int]]:
    """The spans a wrap inserted (break, indentation, frame), in order."""
    longest = _longest_line(text)
    cuts: list[tuple[int, int]] = []
    for m in _CUT.finditer(text):
        start = m.start("joint")
        line_start = text.rfind("\n", 0, start) + 1
        width = len(text[line_start:start].rstrip("\r"))
        if text.endswith("]", line_start, start) and PLACEHOLDER_PREFIX in text[line_start:start]:
            continue  # a placeholder ends the line: retain.redact.shown reads what goes on
        if m.group("slash") is None and not (width >= MIN_WIDTH and width >= longest):
            continue
        if _OPENS_LINE.match(text, m.end()) or not _goes_on(text, line_start, start, m.end()):
            continue
        cuts.append(m.span("joint"))
        if len(cuts) >= MAX_CUTS:
            break
    return cuts


def _goes_on(text: str, line_start: int, cut: int, rest: int) -> bool:
    """Does the next line go on with the cut run? Not when either side of the cut is an
    ordinary value whole (a ticket id, a version, a date: slots.ordinary_value) or a
    count, nor when the next line opens as the cut one does (a record of its own: a chat
    export's date, a shell history's number)."""
    head = text[line_start:cut].rstrip("\\ \t│┃")
    before = _VALUE_END.search(head[-_RUN_MAX:])  # a bounded tail: linear on a long line
    after = _RUN.match(text, rest)
    left = before.group(0) if before else ""
    tail = after.group(0) if after else ""
    if not left or not tail or tail.isdigit():
        return False
    if ordinary_value(left.strip(_PUNCT)) or ordinary_value(tail.strip(_PUNCT)):
        return False
    if masked(head.split()[-1]):
        return False  # `NPM_TOKEN=****ehQa`: a mask and what it shows are whole, not cut
    opening = head.lstrip(_FRAME)[:_OPENING]
    return len(opening) < _OPENING or not text.startswith(opening, rest)


def replace_wrapped(text: str, redact: Redactor) -> tuple[str, int]:
    """Replace, piece by piece, every value the rules find in `text` with its wrapped
    lines joined, where the value spans a cut (see above)."""
    if "\n" not in text:
        return text, 0
    cuts = _cuts(text)
    if not cuts:
        return text, 0
    parts: list[str] = []
    where: list[int] = []  # joined offset of each cut
    last = 0
    size = 0
    for start, end in cuts:
        parts.append(text[last:start])
        size += start - last
        where.append(size)
        last = end
    parts.append(text[last:])
    joined = "".join(parts)
    redacted, count = redact(joined)
    if count == 0:
        return text, 0
    spans = replaced_spans(joined, redacted) or []
    pieces: list[tuple[int, int, str]] = []
    for start, end, label in spans:
        if label in WHOLE_BLOCKS:
            continue
        inside = [i for i, at in enumerate(where) if start < at < end]
        if not inside:
            continue
        # back to the original: each joined offset moves by the cuts before it
        bounds = [_original(start, where, cuts)]
        for i in inside:
            bounds += [cuts[i][0], cuts[i][1]]
        bounds.append(_original(end, where, cuts, at_end=True))
        pieces += [(bounds[k], bounds[k + 1], label) for k in range(0, len(bounds), 2)]
    return splice(text, pieces)


def _original(
    offset: int, where: list[int], cuts: list[tuple[int, int]], at_end: bool = False
) -> int:
    """A joined offset in the original text (an end offset at a cut stays before it)."""
    moved = 0
    for at, (start, end) in zip(where, cuts, strict=True):
        if at < offset or (at == offset and not at_end):
            moved += end - start
    return offset + moved
