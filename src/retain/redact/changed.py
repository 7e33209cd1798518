"""A value called the new one right after a change, in any of the lexicon's languages and
any markup: "zmieniłem, nowe to ```CanyonFossil60.6```", "sudah kuganti, yang baru
«j^am=*e~HP0»", "我改了，新的是 「Olive2026=1」", "عوضش کردم، جدیدش **X** است".

The line holds a change's word and then a word that calls a value new
(retain.redact.credwords), a copula or two short words at most between it and the value;
the value ends the line, perhaps in quotes, guillemets, corner brackets, bold or a code
fence, perhaps before a verb-final copula of another script. The value must be shaped as
a chosen or generated secret (toldprose.strong_value, or upper case, lower case and
digits together): "changed it, the new branch is feat/x" stays.

A password changed to a value ("I changed the staging-db password to quartz93508 this
morning", "cambié la contraseña de staging-db a r0ox46", "zmieniłem hasło do Harbor na
k4rp1e22"): a change's word, then a password's name, then the language's word for "to"
and the value. The sentence says what the value is, so letters and digits together are
enough, in lower case too; a word that says what of the password changed ("the password
policy to ...", "password hashing to argon2id") keeps the line as it is.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy
from retain.redact.credwords import CHANGE, PASSWORD, leading, word_start, words
from retain.redact.names import describes_secret
from retain.redact.pairs import mixed_value
from retain.redact.slots import ordinary_value
from retain.redact.toldprose import strong_value

_OPEN = r"(?:```[ \t]*\r?\n[ \t]*|\*\*|[«「“\"'`])?"
_CLOSE = r"(?:\r?\n[ \t]*```|\*\*|[»」”\"'`])?"
_NEW_VALUE = lazy(
    rf"(?P<new>{leading('new')})(?P<gap>[^\n`«「“\"'*]{{0,16}}?)[ \t]{_OPEN}"
    rf"(?P<secret>[!-~]{{6,100}}?){_CLOSE}(?:[ \t]{{1,3}}[^\s!-~]{{1,6}})?[ \t]*(?:[.!。][ \t]*)?"
    r"(?=\r?\n|\Z)",
    re.IGNORECASE,
)
# Words (at most) between the word for new and the value: a copula, an article.
_GAP_WORDS = 2
_HEX = re.compile(r"[0-9a-fA-F]{7,64}")


def _spare_new(m: re.Match[str]) -> bool:
    text = m.string
    if not word_start(text, m.start("new")) or len(m.group("gap").split()) > _GAP_WORDS:
        return True
    value = m.group("secret")
    if _HEX.fullmatch(value) or not (strong_value(value) or mixed_value(value)):
        return True
    line_start = text.rfind("\n", 0, m.start()) + 1
    return CHANGE.search(text[line_start : m.start("new")]) is None


# "To" as a change's target takes it: en, da/no/sv, es/it, pt, fr, it/nl/de, de, pl/cs/sk,
# ms/id, id, vi, ro.
_TO = r"to|til|till|a|para|pra|en|in|naar|auf|na|kepada|ke|jadi|menjadi|thành|în"
# A clause's words (a dot inside a host name, not one that ends a sentence).
_CLAUSE = r"(?:[^\n.;!?]|\.(?=\S))"
_CHANGED_TO = lazy(
    rf"(?<![^\W\d_])(?P<name>{PASSWORD.pattern})(?P<rest>{_CLAUSE}{{0,48}}?)[ \t](?i:{_TO})[ \t]+"
    rf"{_OPEN}(?=[!-~]*?[0-9])(?=[!-~]*?[A-Za-z])(?P<secret>[!-~]{{6,64}}?)"
    rf"{_CLOSE}(?=[.!,;]?(?:[ \t]|\r?\n|\Z))",
    re.IGNORECASE,
)
# What of a password changed, named right after it (names.describes_secret has the rest).
_ABOUT = frozenset(
    "policies hashing hasher rule rules requirements column manager storage encoding"
    " scheme minimum complexity".split()
)
_BEFORE = 40  # characters of the clause before the name a change's word may stand in
_CLAUSE_END = re.compile(r"[\n;!?]|\.(?!\S)")


def _spare_changed_to(m: re.Match[str]) -> bool:
    rest = m.group("rest").split()
    if rest and (describes_secret(rest[0]) or rest[0].casefold() in _ABOUT):
        return True  # "the password policy to ...": something of the password, not it
    before = m.string[max(0, m.start() - _BEFORE) : m.start()]
    before = before[max((e.end() for e in _CLAUSE_END.finditer(before)), default=0) :]
    if CHANGE.search(before) is None and CHANGE.search(m.group("rest")) is None:
        return True  # no change told: "the password for web01 to ..." is something else
    value = m.group("secret")
    return ordinary_value(value) or "/" in value or _HEX.fullmatch(value) is not None


CHANGED_RULES: tuple[Rule, ...] = (
    Rule(_NEW_VALUE, "password", _spare_new, gate=words("change")),
    Rule(_CHANGED_TO, "password", _spare_changed_to, gate=words("change")),
)
