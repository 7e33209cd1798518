"""Is a statement negated, and is its negation all that sets it apart from another? The
gate reads a negated belief as one side of a contradiction only when the words are the
same once negations and auxiliaries are set aside."""

from __future__ import annotations

import re

from retain.text import tokens

_NEGATION = re.compile(
    r"\b(not|never|no|don't|doesn't|isn't|aren't|won't|cannot|can't|avoid)\b", re.I
)
_REPLY_NO = re.compile(r"^\s*(?:no|nope)\s*[,:]", re.IGNORECASE)
# Set aside when comparing a statement with its negation (tokens() splits "don't").
NEGATION_WORDS = frozenset(
    "not never no don t doesn isn aren won cannot can do does did should must please".split()
)


def only_negation_differs(a: str, b: str) -> bool:
    """ "do not run migrations on deploy" against "run migrations on deploy": the same
    words once negations and auxiliaries are set aside."""
    wa = [t for t in tokens(a) if t not in NEGATION_WORDS]
    wb = [t for t in tokens(b) if t not in NEGATION_WORDS]
    return bool(wa) and sorted(wa) == sorted(wb)


def same_polarity(a: str, b: str) -> bool:
    """False when exactly one of the two statements is negated."""
    return polarity(a) == polarity(b)


def polarity(text: str) -> bool:
    """True when the statement is negated (an odd count of negations)."""
    text = _REPLY_NO.sub("", text)  # "No, we moved it to Fridays": a correction, not a negation
    return len(_NEGATION.findall(text)) % 2 == 1
