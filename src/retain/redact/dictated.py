"""A value dictated a character at a time: `S - R - 2 - y - q - M`, `f. 8. u. C. l. v`,
`A i d v O U X T v`, as it is read out over a call and written down as heard.

Single letters and digits with the same separator between each two (a space, a dash, a
dot, with or without spaces around it), eight at least: no word of any language and no
identifier is written that way. The characters must mix upper and lower case (two of each, or one
of each and a digit), as a generated or chosen password does; a ticket id or a user name
spelled out letter by letter (`P-A-Y-4-1-2`, `s v c o p s`) keeps one case and stays.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy

_DICTATED = lazy(
    r"(?<![\w.-])(?P<secret>[A-Za-z0-9](?P<sep>[ \t]?[-.][ \t]?|[ \t])[A-Za-z0-9]"
    r"(?:(?P=sep)[A-Za-z0-9]){6,60})(?![\w-])"
)
_MIN_CASE = 2  # upper-case and lower-case letters, each


def _spare(m: re.Match[str]) -> bool:
    value = m.group("secret")
    upper = sum(c.isupper() for c in value)
    lower = sum(c.islower() for c in value)
    if any(c.isdigit() for c in value):
        return upper < 1 or lower < 1
    return upper < _MIN_CASE or lower < _MIN_CASE


DICTATED_RULES: tuple[Rule, ...] = (Rule(_DICTATED, "password", _spare),)
