"""A memory quoting this failure's message about another name than the one printed.

An error message is a template with a slot for what failed: `no method named `context`
found`, `Identifier "SaveGame" not declared in the current scope`, `[FAIL: EvmError:
Revert] setUp()`, `Could not locate ledger/test_system__init.class`. A memory quoting the
message with its own name in the slot shares every word of the opening with a failure
printing another name there (`display`, `Inventry`, `test_harvestTwice()`,
`ledger/metrics__init.class`), and signature's normalisation takes a quoted or path-like
value out as what varies, so the error-line readers tie it. But the name is which
failure it is: the memory's cause (anyhow missing from tarn-core, a stale class cache,
an unset fork RPC, a test alias not active) is about its name's failure, and showing it
"seen before" sends the agent down a wrong path.

`names_other` reads each span a memory quotes against the failure's lines: a run of
signature's MIN_RUN words in common, one of them not everyday error speech, then the next word of
each differs, and both are names (quoted, or holding a separator, an inner capital), with
no digit (numbers, hashes and versions vary between runs of one failure). The memory's
name must appear nowhere in the output and the printed one nowhere in the memory; one
holding the other (`Create` in `Bookings::Create`) is the same. A span holding a stand-in
(`"x"`, `foo`) is a template the memory wrote on purpose, and judges nothing.

Read through errorquote.quotes_other_value, so by both readers that judge a quoted
message (retain.rank.tool.failure_block, and tool_failrare's weaker tie). Measured on
the development sets toolcalls..toolcalls19 (20 and 21 kept as the check), failure
events: 4 wrong lines fewer and 2 more silent calls, no right line lost (5 of the 31
wrong lines failure_block showed are of this kind; one of them was followed by another
wrong memory); the check unchanged. Asked of the rare-words reader's stronger tie too,
it took one wrong line and one right one (a column name that varies with the change:
`No such column 'slot_id'` after a migration); a name holding digits, or a name before
the common run instead of after it, lost 6 right lines for 2 more wrong ones.

Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

from retain.core import signature as sig
from retain.lazyre import lazy

_WORD = lazy(r"[A-Za-z0-9_@~][\w.:/@~-]*[A-Za-z0-9_]|[A-Za-z0-9_]")
# A quoted span of a memory: backticks, quotes, curly quotes (errorquote reads the same).
SPAN = lazy(
    r"`([^`\n]{6,300})`|'([^'\n]{6,300})'|\"([^\"\n]{6,300})\"|“([^”\n]{6,300})”"
    r"|‘([^’\n]{6,300})’"
)
# A message in backticks quoting its own value in backticks (`` `no method named
# `context` found` ``): read as one span with the value in plain quotes.
_NESTED = lazy(r"`([^`\n]*?\s)`([^`\s]{1,80})`(\s?[^`\n]*?)`")
# A name by its shape: a path, package or scope separator, or an inner capital.
_NAMEY = lazy(r"[._/:@]|[a-z][A-Z]|^[A-Z][a-z]+[A-Z]")
_QUOTES = "'\"`‘’“”-"  # a word right after one of these is quoted (or an option)
# Words a memory writes for any name in a message it quotes (errorquote's values too).
STAND_INS = frozenset(
    {"foo", "bar", "baz", "name", "module", "pkg", "package", "xxx", "something", "x", "y", "n"}
)
MIN_LETTERS = 3  # letters of a name in the slot


def _words(text: str) -> list[tuple[str, bool]]:
    """The words of a text, lower case, each with whether it is a name (a quoted word
    or a name-shaped one; none holding a digit)."""
    out = []
    for m in _WORD.finditer(text):
        word = m.group(0)
        quoted = m.start() > 0 and text[m.start() - 1] in _QUOTES
        named = (
            not any(c.isdigit() for c in word)
            and sum(c.isalpha() for c in word) >= MIN_LETTERS
            and (quoted or _NAMEY.search(word) is not None)
        )
        out.append((word.lower().strip(".:/-"), named))
    return out


def quoted(text: str) -> list[str]:
    """What each span a memory quotes (SPAN) holds, in order."""
    return [next(g for g in m.groups() if g is not None) for m in SPAN.finditer(text)]


def _spans(text: str) -> list[str]:
    return quoted(_NESTED.sub(lambda m: f"`{m.group(1)}'{m.group(2)}'{m.group(3)}`", text))


def names_other(memory_text: str, lines: list[str]) -> bool:
    """Does a memory quote a message these error lines print, with another name in the
    message's slot than the one printed (see the module's docstring)?"""
    spans = _spans(memory_text)
    if not spans or not lines:
        return False
    printed = [_words(ln) for ln in lines]
    heard = {w for line in printed for w, _ in line}
    mine = {w for w, _ in _words(memory_text)}
    for span in spans:
        said = _words(span)
        if any(w in STAND_INS for w, _ in said):
            continue  # a template: a stand-in for any name
        for line in printed:
            if _parts(said, line, heard, mine):
                return True
    return False


def _parts(
    said: list[tuple[str, bool]], line: list[tuple[str, bool]], heard: set[str], mine: set[str]
) -> bool:
    """Do a quoted span and a printed line share a run of signature's MIN_RUN words, then
    each hold a name of its own?"""
    for i in range(len(said)):
        for j in range(len(line)):
            if said[i][0] != line[j][0] or (i and j and said[i - 1][0] == line[j - 1][0]):
                continue  # not the start of a run in common
            k = 0
            while i + k < len(said) and j + k < len(line) and said[i + k][0] == line[j + k][0]:
                k += 1
            if k < sig.MIN_RUN or i + k >= len(said) or j + k >= len(line):
                continue
            if all(w in sig.GENERIC or len(w) <= 3 for w, _ in said[i : i + k]):
                continue  # everyday error speech (`could not find the`)
            (ours, named), (theirs, printed_named) = said[i + k], line[j + k]
            if not (named and printed_named) or ours in heard or theirs in mine:
                continue
            if ours not in theirs and theirs not in ours:
                return True
    return False
