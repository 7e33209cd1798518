"""A reader of regex sources for one shape that backtracks badly: two unbounded runs of the
same characters with nothing but optional items between them (`[ \\t]*[.!]?[ \\t]*`).

When what follows fails, the engine tries every way of sharing the run between the two, so
n spaces cost n^2 steps at each place the pattern starts, and n^3 where it may start at
every space. Round 35 found one such tail in a chat-line password rule: a line of 4,000
spaces after a value took 169 s to redact. `S*(?:X S*)?` matches the same strings and reads
each space once; this module finds where that rewrite is owed.

It reads Python's own parse of a pattern (re._parser), so it sees what was compiled, after
every f-string and lexicon join.
"""

from __future__ import annotations

import re
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

# Characters tried against each one-character item: the ones these runs are made of.
_PROBES = " \t\n\r.,:;=-_+/\\'\"`()[]{}<>#*|!?aZ0é→"
_LONG = 200  # a bounded run this long counts as unbounded
_CATEGORIES = {
    sre.CATEGORY_DIGIT: r"\d",
    sre.CATEGORY_NOT_DIGIT: r"\D",
    sre.CATEGORY_SPACE: r"\s",
    sre.CATEGORY_NOT_SPACE: r"\S",
    sre.CATEGORY_WORD: r"\w",
    sre.CATEGORY_NOT_WORD: r"\W",
}


def _chars(item: tuple[Any, Any]) -> frozenset[str]:
    """The probe characters a one-character item matches (empty for anything longer)."""
    op, arg = item
    if op is sre.LITERAL:
        return frozenset({chr(arg)})
    if op is sre.ANY:
        return frozenset(_PROBES) - {"\n"}
    if op is not sre.IN:
        return frozenset()
    parts, negate = [], False
    for kind, value in arg:
        if kind is sre.NEGATE:
            negate = True
        elif kind is sre.LITERAL:
            parts.append(re.escape(chr(value)))
        elif kind is sre.RANGE:
            parts.append(f"{re.escape(chr(value[0]))}-{re.escape(chr(value[1]))}")
        elif kind is sre.CATEGORY and value in _CATEGORIES:
            parts.append(_CATEGORIES[value])
    one = re.compile(f"[{'^' if negate else ''}{''.join(parts)}]")
    return frozenset(c for c in _PROBES if one.fullmatch(c))


def _run(item: tuple[Any, Any]) -> frozenset[str]:
    """The characters of an unbounded (or very long) run of one character class."""
    op, arg = item
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
        _low, high, body = arg
        if (high is sre.MAXREPEAT or high >= _LONG) and len(body) == 1:
            return _chars(body[0])
    return frozenset()


def _optional(item: tuple[Any, Any]) -> bool:
    op, arg = item
    return op in (sre.MAX_REPEAT, sre.MIN_REPEAT) and arg[0] == 0


def _walk(items: Any, found: list[str]) -> None:
    seq = list(items)
    for i, item in enumerate(seq):
        first = _run(item)
        if first:
            j = i + 1
            while j < len(seq) and _optional(seq[j]) and not _run(seq[j]):
                j += 1
            if i + 1 < j < len(seq) and first & _run(seq[j]):
                found.append(str(seq[i : j + 1])[:200])
        op, arg = item
        if op is sre.SUBPATTERN:
            _walk(arg[-1], found)
        elif op is sre.BRANCH:
            for branch in arg[1]:
                _walk(branch, found)
        elif op in (sre.MAX_REPEAT, sre.MIN_REPEAT):
            _walk(arg[2], found)
        elif op in (sre.ASSERT, sre.ASSERT_NOT):
            _walk(arg[1], found)


def split_runs(source: str, flags: int = 0) -> list[str]:
    """Each place in `source` where one run is split by optional items from a run of the
    same characters (empty when there is none)."""
    found: list[str] = []
    _walk(sre_parse.parse(source, flags), found)
    return found
