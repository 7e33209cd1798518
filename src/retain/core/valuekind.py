"""What kind of thing a value names: two kinds are two slots of one component.

"The frontend now uses Tailwind" against "The frontend uses React": the statement says it
is new and names one product where the belief names another, yet Tailwind styles what
React renders; the frontend has both. So with an ORM beside a database (SQLAlchemy,
PostgreSQL), an assertion library beside a test runner (Chai, Mocha), a state library
beside a UI framework (Zustand, React), a validation library beside a web framework
(Pydantic, FastAPI), an app server beside one (Gunicorn, Django). A name for a name
replaces a belief only when the two can fill one slot: when either is a name this
module does not know, it decides nothing (the rules that found the pair stand).

Names are language-independent, so the test is too ("Das Frontend nutzt jetzt
Tailwind", "前端现在使用 Tailwind"). A name that is also an English word ("Go", "Flask",
"Express") counts only written with a capital. Pure and stdlib only; the catalogue
lives in retain/lexicon/kinds.json.
"""

from __future__ import annotations

import functools
import re

from retain import lexicon
from retain.core import slots

_FILE = "kinds"
_PLAIN_WORD = re.compile(r"[a-z]+")  # "written": a word of the frame, not a value


@functools.cache
def _catalogue() -> tuple[re.Pattern[str], dict[str, frozenset[str]], frozenset[str]]:
    table = lexicon.table(_FILE)
    names: dict[str, set[str]] = {}
    for kind in table:
        if kind in ("about", "common_words"):
            continue
        for name in lexicon.words(_FILE, kind):
            names.setdefault(lexicon.fold(name), set()).add(kind)
    common = frozenset(lexicon.fold(w) for w in lexicon.words(_FILE, "common_words"))
    ordered = sorted(names, key=lambda n: (-len(n), n))  # "React Native" before "React"
    pattern = re.compile(
        r"(?<![A-Za-z0-9_.#+/-])(?:"
        + "|".join(re.escape(n) for n in ordered)
        + r")(?![A-Za-z0-9_#+-])(?!\.[A-Za-z0-9])",
        re.IGNORECASE,
    )
    return pattern, {n: frozenset(k) for n, k in names.items()}, common


def kinds(value: str) -> frozenset[str]:
    """The kinds of every known name the value holds (none when it names none)."""
    pattern, names, common = _catalogue()
    found: set[str] = set()
    for m in pattern.finditer(value):
        said = m.group(0)
        if lexicon.fold(said) in common and not said[0].isupper():
            continue  # "logs go to ...", "express delivery": a word, not the product
        found |= names[lexicon.fold(said)]
    return frozenset(found)


def other_kinds(old: str, new: str, belief: str = "") -> bool:
    """Do the two values name things of disjoint kinds (two slots, not one)? An old value
    that is only a lower-case word of the frame ("written" of "is written in Go") is read
    as the belief's names, all of them: one of the new value's kind among them keeps the
    slot."""
    a, b = kinds(old), kinds(new)
    if not a and _PLAIN_WORD.fullmatch(old.strip()):
        a = kinds(belief)
    return bool(a) and bool(b) and not (a & b)


def two_slots(update: slots.Update, belief: str) -> bool:
    """Does an update found between a statement and a belief put a name of another kind in
    place of the belief's value (not a negation, which names no value)?"""
    return update.kind != "negation" and other_kinds(update.old, update.new, belief)
