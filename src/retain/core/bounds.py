"""Another bound of one thing: "backoff is capped at 5 s" against "exponential backoff from
200 ms". Both give the backoff a duration, but one is where it starts and the other its
ceiling: two facts side by side, not one value replaced. The gate reads the words right
before each value (the belief's old one, the statement's new one); when one is a lower
bound ("from", "at least", "minimum") and the other an upper bound ("capped at", "at
most", "up to", "max"), the statement closes nothing. Pure and stdlib only; English
words (a guard: where it does not read a language, the gate decides as before).
"""

from __future__ import annotations

import re

_LOWER = re.compile(
    r"\b(?:from|start(?:s|ing)? (?:at|from)|min(?:imum)?(?: of| is)?|at least|no less than"
    r"|initial(?:ly)?(?: at)?)\s*(?:[:=]\s*)?$",
    re.IGNORECASE,
)
_UPPER = re.compile(
    r"\b(?:capped (?:at|to)|caps? (?:at|of)|max(?:imum)?(?: of| is)?|at most|up to"
    r"|limit(?:ed)? (?:to|of|at)|no more than|ceiling (?:of|at)|tops out at)\s*(?:[:=]\s*)?$",
    re.IGNORECASE,
)
REACH = 30  # characters before a value read for its bound word


def bound_of(text: str, value: str) -> str | None:
    """'lower', 'upper' or None: the bound the words right before `value` give it."""
    at = text.lower().find(value.lower())
    if at < 0:
        return None
    before = text[max(0, at - REACH) : at]
    if _UPPER.search(before):
        return "upper"
    if _LOWER.search(before):
        return "lower"
    return None


def other_bound(statement: str, belief: str, old: str, new: str) -> bool:
    """Whether the statement's new value bounds the thing from the other side than the
    belief's old value does (a ceiling against a start)."""
    theirs, ours = bound_of(belief, old), bound_of(statement, new)
    return theirs is not None and ours is not None and theirs != ours
