"""A value a statement names without saying it now holds, and a part it says it leaves alone.

A belief restated with a new value is closed (slots.py); not when the new value is only
asked about ("`reqwest` 0.12 への移行はいつやる？", "Is the api going to Django 5.1?"),
or is a condition still awaited ("Don't start the 1.29 upgrade until ingress-nginx is on
chart 4.9", "hasta que", "пока не", "になるまで"): `unsaid`. Nor when the statement says,
in a clause of its own, that the thing the belief gives its old value for is unchanged
("Go SDK 1.28 for the Go service; Python SDK не трогали" against "OpenTelemetry SDK for
Python 1.24", "no Next.js change"): `left_alone`.

A package's name joined with hyphens (`next-auth`, `jackson-module-kotlin`) is one name:
a belief that names only one of its parts ("Next.js", "Kotlin") does not name it
(`unnamed_parts`), so a version given to it says nothing of that belief.
Pure and stdlib only; the words live in lexicon/underway.json.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import claims, clauses

_BEFORE = re.compile(lexicon.pattern("underway", "awaited_before"), re.IGNORECASE)
_AFTER = re.compile(lexicon.pattern("underway", "awaited_after"), re.IGNORECASE)
_LEFT = re.compile(lexicon.pattern("underway", "left_alone"), re.IGNORECASE)
# Where a clause ends, and whether it was asked ("?after=" in a URL asks nothing).
_END = re.compile(r"[;；。！？!]|[.?](?:\s|$)")
# A name of parts joined with hyphens: "next-auth", "react-native-reanimated", "@scope/x-y".
_JOINED = re.compile(r"(?<![\w./-])@?[A-Za-z][\w.]*(?:/[\w.]+)?(?:-[A-Za-z0-9][\w.]*)+")


_REACH = 400  # a clause is read this far either side of a place (nochange reads as far)


def _clause_at(text: str, at: int) -> tuple[int, int]:
    """The start and end of the clause around position `at`, read at most _REACH
    characters either side, so a long text with no clause end costs each place a bounded
    read, not the whole text again."""
    low, high = max(0, at - _REACH), min(len(text), at + _REACH)
    start = max((m.end() for m in _END.finditer(text, low, at)), default=low)
    found = _END.search(text, at, high)
    return start, found.start() if found is not None else high


def _places(text: str, value: str) -> list[int]:
    pattern = rf"(?<![\w.-]){re.escape(value)}(?![\w-]|\.\d)"
    return [m.start() for m in re.finditer(pattern, text, re.IGNORECASE)]


def unsaid(text: str, value: str) -> bool:
    """Is every place the statement names `value` in a question or an awaited condition?"""
    places = _places(text, value)
    return bool(places) and all(_unsaid_at(text, at, len(value)) for at in places)


def _unsaid_at(text: str, at: int, size: int) -> bool:
    start, end = _clause_at(text, at)
    if text[end : end + 1] in ("?", "？"):
        return True
    return bool(_BEFORE.search(text, start, at) or _AFTER.search(text, at + size, end))


def left_alone(text: str, belief: str, old: str) -> bool:
    """Does a clause of the statement, without a figure of its own, say unchanged the thing
    the belief gives `old` for (the belief's words just before `old`)?"""
    owner = clauses.owner_of(belief, old)
    if not owner:
        return False
    for found in _LEFT.finditer(text):
        start, end = _clause_at(text, found.start())
        clause = text[start:end]
        if any(ch.isdigit() for ch in clause):
            continue  # "the 4.8 controller isn't changed": a value, not a part left alone
        if clauses.shared(claims.words_of(clause), owner) >= 1:
            return True
    return False


def unnamed_parts(text: str, value: str, belief: str) -> frozenset[str]:
    """The words of the hyphen-joined names just before `value` in the statement that the
    belief does not name whole, nor every part of: "Bumped `next-auth` to 4.24" against
    "web/ is Next.js 13" gives {next, auth}."""
    at = text.find(value)
    if at < 0:
        return frozenset()
    out: set[str] = set()
    for name in _JOINED.findall(clauses.stretch_before(text, at)):
        parts = [re.escape(p) for p in re.split(r"[-/]", name.lstrip("@")) if p]
        whole = rf"(?<![\w-]){'[-_ /]?'.join(parts)}(?![\w-])"
        words = claims.words_of(name.replace("-", " "))
        if re.search(whole, belief, re.IGNORECASE) or words <= claims.words_of(belief):
            continue  # "ruff-pre-commit" against "pre-commit hooks run ruff": every part
        out |= words
    return frozenset(out)
