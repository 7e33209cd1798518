"""The error a learned fix records: the decisive line with the other half of its message.

Pure and stdlib-only. retain.sleep.fix_telling.decisive_line picks one line of a failed
run's output. Often that line is half of a two-line message, and which half a reader
calls "the error" is a matter of taste: a summary says *that* something failed and the
line under it says *why* (Terraform's "Error: Failed to query available provider
packages", then "Could not retrieve the list of available versions ..."; CMake's "CMake
Error: Error: generator : Ninja", then "Does not match the generator used previously");
a line ending in a colon introduces the next ("Error fetching artifacts:", then the
artifact and its checksum mismatch); the deepest link of a chain hangs off the link above
it, which names what was wanted (Gradle's "Cannot find a Java installation ... matching
{languageVersion=21}" over "No locally installed toolchains match"; Go's "reading
https://proxy/...: 404 Not Found" over the indented "server response: not found").

Round 24 pooled the wrong memories of four development sets: a memory recording the
other half of the message than the one a reader names was the most frequent single cause
(in three sets). Both halves are kept, in the order printed, when together they are short
enough to quote (ERROR_LINE_CHARS): the memory then says what failed and why, and a later
failure printing either half is recognised by its words.
"""

from __future__ import annotations

import re

from retain.sleep import fix_telling as tell
from retain.sleep.fix_echoes import closed_with, restated

# A summary labelled as an error ("Error: x", "CMake Error: x", "│ Error: x"): its detail is
# the paragraph under it.
_SUMMARY = re.compile(r"^(?:[│╷|]\s*)?(?:[A-Z][\w-]* )?Error: \S")
# A line that starts an error of its own: another message, not this one's detail.
_OWN_ERROR = re.compile(
    r"^(?:\[?(?:error|fatal|err!?)\]?:?\s|[\w:.$]*(?:Error|Exception)\b|E\d{3,}\b)", re.I
)
_FRAME = re.compile(r"^[❯›→>]\s|\.[cm]?[jt]sx?:\d+(?::\d+)?\b|\.py\", line \d+")
_BULLET = re.compile(r"^\s*[-*•]\s")  # one item of a list: not the message alone
MIN_DETAIL_WORDS = 3  # a detail is a sentence, not a path or a value alone
MAX_GAP = 2  # the detail is the next line, or the one after a blank line


def _prose(text: str) -> bool:
    return len(re.findall(r"[^\W\d_]{2,}", text)) >= MIN_DETAIL_WORDS and not text.endswith(":")


def _above(lines: list[tell.Line], at: int) -> str:
    """The line the winner is indented under, right above it, when it is part of the same
    message (it looks like an error itself): the link the deepest one hangs off."""
    if at <= 0:
        return ""
    n, depth, text, chain, _raw = lines[at]
    pn, pdepth, ptext, _pchain, praw = lines[at - 1]
    if pn != n - 1 or pdepth >= depth or tell._HEADER.match(ptext):
        return ""
    if chain and _OWN_ERROR.match(text):
        return ""  # an inner exception (.NET's " ---> X: ..."): the one above only wraps it
    if tell._NOT_MESSAGE.match(praw) or not tell._score(ptext) or not _prose(ptext):
        return ""
    if closed_with([ptext, text], 0) == 1:
        return ""  # a log record of the message the winner repeats (fix_echoes)
    return ptext


def _below(lines: list[tell.Line], at: int, line: str) -> str:
    """The line under the winner that finishes its message: after a colon, indented under
    it, or the paragraph under an "Error:" summary; not a hint, a frame or an error of its
    own (unless the winner's colon introduces it)."""
    if at + 1 >= len(lines):
        return ""
    n, depth, text, _chain, raw = lines[at]
    cn, cdepth, ctext, _cchain, craw = lines[at + 1]
    if cn - n > MAX_GAP or tell._HEADER.match(ctext) or tell._NOT_MESSAGE.match(craw):
        return ""
    if not _prose(ctext) or tell._ADVICE.match(ctext) or tell._FOUND.search(ctext):
        return ""
    if restated([text, ctext], 1) == 0:
        return ""  # the run's closing line wrapping the same message (fix_echoes.restated)
    if _FRAME.search(ctext):
        return ""  # a stack frame at a file's line ("❯ loadAndTransform x.js:51929:22")
    introduced = line.endswith(":")
    if not introduced and _OWN_ERROR.match(ctext):
        return ""
    ended = line.endswith(".")  # a sentence said whole: what is under it is a list
    if introduced or (cdepth > depth and not ended) or (_SUMMARY.match(raw) and not ended):
        return ctext
    return ""


# What the decisive line lost in front that a reader finds it by: a compiler's location
# ("src/x.cpp:212:10: ", "Dockerfile:21 ", "apps/a/client.ts(3,36): "), pytest's "E   ",
# a list's "- " (Composer's problems), npm's "npm ERR! ". The memory quotes the line so;
# the signature a later failure is matched by takes locations and marks out again
# (retain.core.signature).
_PRINTED_LEAD = re.compile(
    r"^(?:E {2,}|- +|> |Caused by: |---> |\[cause\]: |npm (?:ERR!|error) |"
    r"[\w./\\@-]+(?::\d+(?:-\d+)?)+:?\s+|"
    r"[\w./\\@-]+\(\d+,\d+\):?\s+)$"
)


def _lead(lines: list[tell.Line], at: int, line: str) -> str:
    """What the line at `at` lost in front of `line` (its text, maybe shortened at its
    end), when it is one of _PRINTED_LEAD's; ''."""
    _n, _depth, text, _chain, raw = lines[at]
    if not text.startswith(line) or not raw.endswith(text) or len(raw) == len(text):
        return ""
    lead = raw[: len(raw) - len(text)]
    return lead if _PRINTED_LEAD.match(lead) else ""


def telling_error(output: str) -> str:
    """The decisive line of a failed run's output with the other half of its message (the
    line above it links to, or the detail under it), when both fit in ERROR_LINE_CHARS;
    the decisive line alone otherwise, unless it ends in a colon: then the one line it
    introduces, which says why ("got initialization error(s):", then the plugin it could
    not load), and not when that line is one item of a list the colon introduces."""
    return telling_errors(output)[0]


def telling_errors(output: str) -> tuple[str, str]:
    """`telling_error`, and the same as printed: its first line with the lead a reader
    finds it by (_PRINTED_LEAD) when that still fits in ERROR_LINE_CHARS. The first is
    what failures are compared by; the second is what the memory quotes."""
    line, lines, at = tell.winner(output)
    alone = tell._clip(line)
    if at < 0 or not line:  # chosen by another reader: its lead looked up where printed
        return alone, as_printed(alone, output) if line else alone
    above, below = _above(lines, at), _below(lines, at, line)
    joined = ""
    if above:
        joined = f"{above} {line}" if above.endswith(":") else f"{above}; {line}"
    elif below:
        joined = f"{line} {below}" if line.endswith(":") else f"{line}; {below}"
    # names quoted in backticks: an item of a list, unless the line under is a sentence
    quoted = "`" in joined and not (below and not above and _SENTENCE.match(below))
    if joined and len(joined) <= tell.ERROR_LINE_CHARS and not quoted:
        return joined, _printed(_lead(lines, at - 1 if above else at, above or line), joined)
    if below and line.endswith(":") and not _BULLET.match(lines[at + 1][4]):
        # what a colon introduces says why; the colon's line, that
        return tell._clip(below), _printed(_lead(lines, at + 1, below), below, tell._clip(below))
    return alone, _printed(_lead(lines, at, line), line, alone)


# A sentence said whole ("The system library `openssl` required by crate `openssl-sys` was
# not found."): what a colon's line introduces, not an item of its list.
_SENTENCE = re.compile(r"^[A-Z][a-z]+ [^`].*\.$")


def _printed(lead: str, line: str, clipped: str = "") -> str:
    """The line with its lead, when both fit in ERROR_LINE_CHARS; else as chosen."""
    return lead + line if len(lead) + len(line) <= tell.ERROR_LINE_CHARS else clipped or line


def as_printed(line: str, output: str) -> str:
    """`line` (a line asking for the step: fixes._asked_by) with the lead it is printed
    under in `output` (_PRINTED_LEAD: `npm ERR! `), when both fit in ERROR_LINE_CHARS."""
    for raw in output.splitlines():
        text = raw.strip()
        at = text.find(line.rstrip("…"))
        if at > 0 and _PRINTED_LEAD.match(text[:at]):
            return _printed(text[:at], line)
    return line


# An exception's class alone on its line ("ActiveRecord::PendingMigrationError:"): the
# head of the message printed under it.
_CLASS_ALONE = re.compile(r"^[A-Z]\w*(?:(?:::|\.)\w+)*(?:Error|Exception)$")


def headed(asked: str, line: str, output: str) -> str:
    """The line asking for the step (fixes._asked_by) under the exception's class it is
    the message of: "ActiveRecord::PendingMigrationError: Migrations are pending. To
    resolve this issue, run", when the decisive `line` is that class alone, printed right
    above it (blank lines between) and both fit in ERROR_LINE_CHARS; `asked` otherwise."""
    if not _CLASS_ALONE.match(line) or len(line) + 2 + len(asked) > tell.ERROR_LINE_CHARS:
        return asked
    printed = [raw.strip() for raw in output.splitlines() if raw.strip()]
    for above, under in zip(printed, printed[1:]):
        if above.rstrip(":") == line and under.startswith(asked.rstrip("…")):
            return f"{line}: {asked}"
    return asked
