"""A role handed to someone else: "Kenji took over as release manager for 2.x" against
"The release manager for 2.x is Dana".

The statement says a duty changed hands (a handover verb: "took over", "handed over to",
"passed to", "übernimmt", "передали", "przejął", "preuzima") and names who holds it now;
the belief names who held it. Nothing else is said to be new, so the words the two share
outside the names must name the duty ("release manager", "on-call for payments-api",
"schema-migration approval"): at least MIN_ROLE of them. The new holder is a name the
belief does not have (a capitalised word, an @handle, or "the X team"), the old one a name
the belief has and the statement does not hand anything to. A statement that keeps the
old holder beside the new ("Tomás joins Priya on call") adds, it does not replace.

Pure and stdlib only. The verbs live in retain/lexicon/handover.json.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import claims, clauses, slots
from retain.core import claims_lexicon as lex

MIN_ROLE = 1  # content words of the duty the two share, names and time words aside

_FILE = "handover"  # retain/lexicon/handover.json
_HANDOVER = re.compile(lexicon.pattern(_FILE, "verbs"), re.IGNORECASE)
_TIME = frozenset(claims.words_of(" ".join(lexicon.words(_FILE, "time_words"))))
# A name: a capitalised word (Latin, Cyrillic, Greek), an @handle.
_NAME = re.compile(r"@[\w-]+|(?<![\w@-])[A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁΑ-Ω][\w'’-]*")


def handover_update(statement: str, belief: str) -> slots.Update | None:
    """The belief's holder and the statement's, when the statement hands the belief's duty
    to someone the belief does not name, else None."""
    if lex.TENTATIVE.search(statement) or statement.rstrip().endswith(("?", "？")):
        return None
    if not _HANDOVER.search(statement) or slots.adds_to(statement, belief):
        return None
    mine, theirs = _names(statement), _names(belief)
    theirs_keys = {n.casefold() for n in theirs}
    new = [n for n in mine if n.casefold() not in theirs_keys]
    # The belief's holder may be named as the one who hands it over ("Oskar handed
    # schema-migration approval over to Wen"): the new holder is a name it lacks.
    if not new or not theirs:
        return None
    if clauses.shared(_role(statement, mine), _role(belief, theirs)) < MIN_ROLE:
        return None
    old = [n for n in theirs if n.casefold() not in {m.casefold() for m in mine}] or theirs
    return slots.Update("name", old[0], new[0], cued=True)


def _names(text: str) -> list[str]:
    """Names in the text, apart from its first word when that is a common word."""
    found = []
    for m in _NAME.finditer(text):
        word = m.group(0)
        if m.start() == _first_word_at(text) and not _looks_named(word, text):
            continue
        found.append(word)
    return found


def _first_word_at(text: str) -> int:
    m = re.search(r"\w|@", text)
    return m.start() if m else 0


def _looks_named(word: str, text: str) -> bool:
    """A sentence's first word that is a name: it is followed by a verb-like word
    ("Alice is", "Bob took") or is spelt with a capital inside (GitHub)."""
    rest = text[len(word) :].lstrip().split(" ", 1)[0].casefold()
    return any(ch.isupper() for ch in word[1:]) or rest in _AFTER_NAME


_AFTER_NAME = frozenset("is was has had took takes handed hands owns approves".split())


def _role(text: str, names: list[str]) -> frozenset[str]:
    words = claims.words_of(text)
    for name in names:
        words -= claims.words_of(name)
    return frozenset(
        w
        for w in words
        if w not in _TIME and w not in claims.SUBJECT_NOISE and not any(c.isdigit() for c in w)
    )
