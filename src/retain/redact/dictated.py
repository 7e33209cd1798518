"""A value dictated or spelled out a character at a time: `S - R - 2 - y - q - M`,
`f. 8. u. C. l. v`, `A i d v O U X T v`, `p, r, -, 9, -, C, F, R, !, =, 7`,
`h . v . + . X . = . D`, as it is read out over a call or typed so no letter is misread.

Single printable characters with the same separator between each two (a space, a dash, a
dot or a comma, with or without spaces around it), eight at least: no word of any language
and no identifier is written that way. A spelled value keeps its symbols, so a character may
be the separator's own mark (`w---q` is `w`, `-`, `q`). The run is read collapsed, as the one
token it spells, and tested as a plain password is: it must mix upper and lower case (two of
each, or one of each and a digit), as a generated or chosen password does; a ticket id or a
user name spelled out letter by letter (`P-A-Y-4-1-2`, `s v c o p s`), a sum
(`a + b = c`) or an ellipsis keeps one case and stays.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy

# One printable ASCII character that is not a space (a letter, a digit or a symbol).
_CHAR = r"[!-~]"
_DICTATED = lazy(
    r"(?<![\w.'’-])(?P<secret>"
    + _CHAR
    + r"(?P<sep>[ \t]?[-.,][ \t]?|[ \t])"
    + _CHAR
    + r"(?:(?P=sep)"
    + _CHAR
    + r"){6,60})(?![\w-])"
)
_MIN_CASE = 2  # upper-case and lower-case letters, each


def _collapsed(m: re.Match[str]) -> str:
    """The token the run spells: every other piece once the separators are taken out."""
    value, sep = m.group("secret"), m.group("sep")
    return value[:: len(sep) + 1]


def _spare(m: re.Match[str]) -> bool:
    value = _collapsed(m)
    upper = sum(c.isupper() for c in value)
    lower = sum(c.islower() for c in value)
    if any(c.isdigit() for c in value):
        return upper < 1 or lower < 1
    return upper < _MIN_CASE or lower < _MIN_CASE


DICTATED_RULES: tuple[Rule, ...] = (Rule(_DICTATED, "password", _spare),)
