"""A value read out in chunks, and a PIN read out as number words.

A voice note's transcript, or someone reading a value over a call, breaks it into short
groups with the same mark between each two: `pOR, LKW, buL5, lbh`, `0lE... TT3... hlp... B`,
`p4F . pGe . www8 . i`, `E06a W9a0 wvl y0`. retain.redact.dictated reads a value spelled a
character at a time; this reads the groups of one to five letters and digits, three at
least, as the one token they make. The token is tested as a generated password is: at
least two groups are no word (a letter beside a digit, a capital after a small letter, a
small letter after two capitals: `buL5`, `pOR`, `JVGx`), and those groups mix upper and
lower case between them, which `Go To Bed Now`, `AWS SSM for CI` and a fingerprint's
`DADD 6DC1 CAF8` do not. Without a digit in the token, a password's name must come first
on the line (in any of the lexicons' languages).

A PIN or a code read as number words (`the door code is three four nine three one six`)
is four to twelve English digit words after a PIN's or a code's name.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy
from retain.redact.resets import PASSWORD_NAMES_NOT_VERB, UNSPACED_PASSWORD_NAMES

_GROUP = r"[A-Za-z0-9]{1,5}"
# A group that is no word: a letter beside a digit, a capital after a small letter (`pOR`,
# `wbM`) or a small letter after two capitals (`JVGx`). A word is lower case, capitalised
# or an acronym (`NASA`), a number is digits; the first group already is no word.
_NOT_WORD_MARK = r"[A-Za-z][0-9]|[0-9][A-Za-z]|[a-z][A-Z]|[A-Z]{2}[a-z]"
_FIRST = rf"(?=[A-Za-z0-9]{{0,4}}(?:{_NOT_WORD_MARK}))"
_CHUNKED = lazy(
    r"(?<![\w.'’/@:-])(?P<secret>"
    + _FIRST
    + _GROUP
    + r"(?P<sep>,[ \t]|[ \t]\.[ \t]|\.\.\.[ \t]|…[ \t]?|[ \t]-[ \t]|[ \t])"
    + _GROUP
    + r"(?:(?P=sep)"
    + _GROUP
    + r"){1,8})(?![\w-]|\.\w|,\w)"
)
_NOT_WORD = re.compile(_NOT_WORD_MARK)
_MIN_TOKEN = 9  # characters of the token the groups make
_NAME = re.compile(
    rf"(?i:(?<![^\W\d_])(?:{PASSWORD_NAMES_NOT_VERB})|{UNSPACED_PASSWORD_NAMES}|pass\w*)"
)
_NAME_REACH = 80


def _spare_chunks(m: re.Match[str]) -> bool:
    groups = m.group("secret").split(m.group("sep"))
    token = "".join(groups)
    if len(token) < _MIN_TOKEN or sum(_NOT_WORD.search(g) is not None for g in groups) < 2:
        return True
    marked = "".join(g for g in groups if _NOT_WORD.search(g) is not None)
    if not any(c.isupper() for c in marked) or not any(c.islower() for c in marked):
        return True  # `5243 DADD 6DC1 CAF8 signs the`: one case in the groups that are no word
    if any(c.isdigit() for c in token):
        return False
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    before = m.string[max(line_start, m.start() - _NAME_REACH) : m.start()]
    return _NAME.search(before) is None


_DIGIT_WORDS = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_SPOKEN_PIN = lazy(
    r"\b(?i:pin|passcode|code|password|passphrase)\b[^\n.!?]{0,60}?\b(?i:is|was|it's)[ \t]+"
    rf"(?P<secret>(?i:{_DIGIT_WORDS})(?:[ \t,]+(?i:{_DIGIT_WORDS})){{3,11}})\b"
)

CHUNK_RULES: tuple[Rule, ...] = (
    Rule(_CHUNKED, "password", _spare_chunks),
    Rule(_SPOKEN_PIN, "pin", gate=("pin", "code", "pass")),
)
