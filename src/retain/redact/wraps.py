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
_COLUMN_GAP = re.compile(r"[ \t]{2,}")
_COLUMN_NAME = re.compile(r"[A-Z%][A-Z0-9_%()/.-]*(?: [A-Z][A-Z0-9_%()/.-]*){0,3}")

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
        if _header_row(text[line_start:start]):
            continue  # `NAME   READY   STATUS   AGE`: a table's header ends at its last column
        if _OPENS_LINE.match(text, m.end()) or not _goes_on(text, line_start, start, m.end()):
            continue
        cuts.append(m.span("joint"))
        if len(cuts) >= MAX_CUTS:
            break
    return cuts


def _header_row(line: str) -> bool:
    """A table's header as `kubectl get`, `docker ps` or `ps` print it: two columns or more,
    set apart by runs of spaces, each named in capitals (`NAME`, `NOMINATED NODE`, `%CPU`)."""
    cells = _COLUMN_GAP.split(line.strip(_FRAME))
    return len(cells) >= 2 and all(_COLUMN_NAME.fullmatch(cell) for cell in cells)


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
    if _same_table_row(head, text, rest):
        return False  # `... 15421ms  tokens=24583` / `14769dd4-...  RetrievalQA  error ...`
    opening = head.lstrip(_FRAME)[:_OPENING]
    return len(opening) < _OPENING or not text.startswith(opening, rest)


# Columns a table row holds at least for the next line to be read as a row of its own.
_TABLE_COLUMNS = 3


def _same_table_row(head: str, text: str, rest: int) -> bool:
    """Does the next line open a row of the cut line's table: as many cells (three or more),
    set apart by runs of spaces? A wrap's continuation goes on with the cut value, not with
    a record laid out as the one it follows."""
    cells = len(_COLUMN_GAP.split(head.strip(_FRAME)))
    if cells < _TABLE_COLUMNS:
        return False
    end = text.find("\n", rest)
    line = text[rest : end if end >= 0 else len(text)]
    return len(_COLUMN_GAP.split(line.strip(_FRAME + "\r"))) == cells


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


# --- a sentence a line break cut before its value ---------------------------------------
#
# Prose wrapped by hand (a note, a ticket's comment, a chat message typed with line breaks)
# breaks between words: "the Keycloak admin password was reset to" then "Tiger*771 at
# 15:06" on the next line, "Datadog API key for the prod agents:" then the key and a remark
# after it. Each line alone names a credential with no value, or holds a value with no name.
# A break whose line ends within a few words of a credential's name (retain.redact.credwords)
# and does not end a sentence is read as a space: the rules read the joined lines, and a
# value they take on the line after the break is taken from the original (a break and a
# space are one character each, so every offset stays where it was).

_NAME_REACH = 48  # characters before a break in which the credential's name must stand
_VALUE_REACH = 24  # characters after a break in which the value must start
_WORD_BACK = 30  # characters before the reach read for the start of the name's word
_LINE_REACH = 400  # characters of a line's end read for its tests
_OPENS_BLOCK = frozenset(("", " ", "\t", "\n", "\r", "|", "-", "#", ">", "*", ":"))
_OPENS_FIELD = re.compile(
    r"[\w.-]{1,60}=(?![=\s]|$)|[\w.-]{1,30}(?:[ \t][\w.-]{1,30}){0,2}:(?:[ \t]|$)", re.MULTILINE
)
# A line that is nothing but a label (`Password:`, `Enter your API token: `): a prompt left
# empty or a heading; what a label's next line holds is the label rules' to judge
# (retain.redact.convo, retain.redact.pairs), not a sentence's.
_BARE_LABEL = re.compile(r"[^\n:：]{0,40}[:：][ \t]+$|[ \t]*[\w.-]{1,30}(?: [\w.-]{1,30})?[:：]$")
_IN_A_NAME = frozenset("/._")
# After the name also a hyphen: a compound or an armour line (`token-based`, `KEY-----`).
_IN_A_COMPOUND = frozenset("/._-")
_PROMPT = re.compile(
    r"[ \t]*(?:\$|%|PS[^>\n]{0,40}>|[\w.@:~/-]{1,60}[$#]|\[[^\]\n]{1,60}\][$#])[ \t]"
)
_CODE_HEAD = re.compile(
    r"[ \t]*(?:if|elif|else|for|while|def|class|try|except|with|unless|case)\b.*:$"
)
_FIRST_WORD = re.compile(r"[ \t]*[^\s]{1,40}")
_RECORD_WORD = re.compile(r"[ \t]*[0-9a-fA-F:.\-/TZ+\[\]]{4,40}")
# What a value told after a break holds and the next line's first word does not: a digit, a
# mark, or a capital after its first letter ("worked on the second try" is no password).
_VALUE_SHAPE = re.compile(r"[\d\W_]|.[A-Z]")
_QUOTE_MARK = re.compile(r">[ \t]?")  # a quoted reply's mark, read as spaces on both lines
# What may stand before a line's field without hiding it: curl's `> `/`< ` (a request's and
# a response's header lines), a quote mark opening a string (`"Idempotency-Key: ..."`).
_FIELD_PREFIX = re.compile(r"[ \t]*(?:[<>][ \t]*)?[\"'`]?")
_SENTENCE_DONE = (".", "!", "?", "。", "！", "？", ";", ",", ")", "]", "|", "`", "*")
MAX_BREAKS = 64


def _told_breaks(text: str) -> list[int]:
    """Where a line that names a credential breaks before the next line goes on. (The
    cheap tests of a break come first and the lexicon reads only the few words before it:
    the lexicon run over a megabyte of text took seconds.)"""
    breaks: list[int] = []
    line_start = 0
    for m in _LINE_END.finditer(text):
        at, start, line_start = m.start(), line_start, m.end()
        if text[at] != "\n" or at + 1 >= len(text):
            continue  # a `\r\n` line end is left alone
        tail = text[max(start, at - _LINE_REACH) : at].rstrip(" \t")
        if not tail or tail.endswith(_SENTENCE_DONE) or tail.endswith("="):
            continue
        quoted = text.startswith(">", start) and text.startswith(">", at + 1)
        if not quoted and (text[at + 1] in _OPENS_BLOCK or _records(text, start, at + 1)):
            continue  # the next line opens a block, or two records of one listing follow
        field = _FIELD_PREFIX.match(text, at + 1)
        if _OPENS_FIELD.match(text, field.end() if field else at + 1) or _BARE_LABEL.fullmatch(
            text, start, at
        ):
            continue  # the next line a field of its own (`LOG_LEVEL=x`); a bare label above
        if _PROMPT.match(text, start) or _CODE_HEAD.match(text[start:at]):
            continue  # a command at a shell's prompt, a block's head in code: no sentence
        if _names_credential(text, max(start, at - _NAME_REACH - _WORD_BACK), at):
            breaks.append(at)
            if len(breaks) >= MAX_BREAKS:
                break
    return breaks


def _names_credential(text: str, lo: int, at: int) -> bool:
    """Does a credential's, a login's or an administrator's name stand in text[lo:at],
    ending within _NAME_REACH of `at`, as a word of the sentence (not inside a file's,
    a compound's or a flag's name, and not `passwd`, the Unix file's and command's)?"""
    from retain.redact.credwords import CREDENTIAL, LOGIN  # lexicon built on first use
    from retain.redact.pairs import ADMIN

    window = text[lo:at]
    for pattern in (CREDENTIAL, LOGIN, ADMIN):
        for m in pattern.finditer(window):
            if lo + m.end() < at - _NAME_REACH or m.group(0).lower() == "passwd":
                continue
            before = window[m.start() - 1 : m.start()] if m.start() else text[lo - 1 : lo]
            if before in _IN_A_NAME or window[m.end() : m.end() + 1] in _IN_A_COMPOUND:
                continue  # a file's or a compound's name (`credentials.yml.enc`, `KEY-----`)
            if window[window.rfind(" ", 0, m.start()) + 1 : m.start()].startswith("-"):
                continue  # a command's flag (`gh auth status --show-token`)
            return True
    return False


def _records(text: str, line: int, following: int) -> bool:
    """Do two lines open alike, as records of one listing do: the same first word, or
    first words of one shape (a commit hash, a number, a time, all of one length)?"""
    first = _FIRST_WORD.match(text, line)
    second = _FIRST_WORD.match(text, following)
    if first is None or second is None:
        return False
    a, b = first.group(0), second.group(0)
    return a == b or (
        len(a) == len(b) and bool(_RECORD_WORD.fullmatch(a) and _RECORD_WORD.fullmatch(b))
    )


def replace_broken(text: str, redact: Redactor) -> tuple[str, int]:
    """Replace every value the rules find at the start of the line after a told break
    (see above), reading the break as a space."""
    if "\n" not in text:
        return text, 0
    breaks = _told_breaks(text)
    if not breaks:
        return text, 0
    chars = list(text)
    for at in breaks:
        mark = _QUOTE_MARK.match(text, at + 1)
        for i in range(at, mark.end() if mark else at + 1):
            chars[i] = " "
    joined = "".join(chars)
    redacted, count = redact(joined)
    if count == 0:
        return text, 0
    spans = replaced_spans(joined, redacted) or []
    taken = [
        (start, end, label)
        for start, end, label in spans
        if any(at < start <= at + 3 + _VALUE_REACH for at in breaks)
        and "\n" not in text[start:end]
        and _VALUE_SHAPE.search(text, start, end)
    ]
    return splice(text, taken)
