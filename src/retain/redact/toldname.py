"""A secret told in a sentence by its environment variable's name: "the MATCH_PASSWORD for
the release box is V", "il CODECOV_TOKEN di driftwood è V", "pasted the new
CARGO_REGISTRY_TOKEN in the channel:" and V on the next line.

The name is a variable's in capitals, two words at least joined by `_`, whose last word
names a secret (names.secret_word; a bare `KEY` is not enough), standing as a word of the
sentence: not assigned (`NAME=`) and not read (`$NAME`, `${{ secrets.NAME }}`, `%NAME%`,
`environ["NAME"]`, `env=NAME`, `{{$dotenv NAME}}`), which the assignment rules and the public
references judge. The prose rules read a credential's word only at a word's start, so such a
name told no value to them.

The value is the first in the name's clause shaped as only a secret is
(toldprose.strong_value), or a UUID after a token's or a secret's name (Codecov's upload
token and Heroku's API key are UUIDs). A clause that ends its line with a colon, a copula
or "new value" goes on with the next line's first word: the sentence wrapped just before
its value.
"""

from __future__ import annotations

import re

from retain.redact.base import PLACEHOLDER_PREFIX, Rule, after_id_word, is_path_or_url, lazy
from retain.redact.credwords import IS, KEPT
from retain.redact.names import WEAK_KEY, secret_word
from retain.redact.toldprose import strong_value
from retain.redact.toldvalue import generated

# A clause's characters: no line break, and no sentence mark followed by a space (the dots
# of `git.quarry.example` stay in the clause).
_CLAUSE = r"(?:[^\n.!?。;？！؟]|[.!?](?=[^\s.!?]))"
_NAMED = lazy(
    r"(?<![\w$.{/%\"'\[=-])(?P<name>[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){1,6})"
    r"(?![\w(\[=-]|[ \t]*[:=])"
    r"(?P<after>" + _CLAUSE + r"{0,90})(?:[ \t]{0,3}\r?\n[ \t]{0,8}(?P<next>[!#-&(-_a-~]{1,200}))?"
)
# A token of the clause: printable ASCII but quotes; trailing punctuation is the sentence's.
_TOKEN = re.compile(r"[!#-&(-_a-~]+")
_TRIM = ".,;:!?)]}"
# A character no id, digest or generated token holds: a chosen password's.
_CHOSEN = re.compile(r"[!#%&*+=?@^~]|[A-Za-z0-9]-$")
# A token that assigns (`name=value`) is a setting, not the value a sentence tells.
_ASSIGNED = re.compile(r"[A-Za-z_][\w.-]*=")
_UUID = re.compile(r"[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}", re.IGNORECASE)
# How a line ends when its sentence goes on with the value on the next line.
_WRAPS = re.compile(r"(?:[:：]|\bnew[ \t]+value)[ \t]*$", re.IGNORECASE)


def _told(value: str, word: str) -> bool:
    if value.startswith((PLACEHOLDER_PREFIX, "$", "{")) or is_path_or_url(value):
        return False
    if strong_value(value) or generated(value):
        return True
    return word.endswith(("token", "secret")) and _UUID.fullmatch(value) is not None


def _label(m: re.Match[str]) -> str:
    word = secret_word(m.group("name")) or ""
    return "password" if "pass" in word else "token" if word.endswith("token") else "secret"


def _id_named(text: str, start: int) -> bool:
    """An id's word before the value on its own line (base.after_id_word); a value opening
    the line after "in the channel:" is the wrapped sentence's."""
    return text[start - 1 : start] not in ("\n", "") and after_id_word(text, start)


def _templated(text: str, start: int) -> bool:
    """The name stands inside a template's `{{ ... }}` or `${ ... }` opened before it on its
    line (`{{$dotenv API_TOKEN}}`, `${env:DEPLOY_TOKEN}`): a reference, not a sentence."""
    before = text[text.rfind("\n", 0, start) + 1 : start]
    opened = max(before.rfind("{{"), before.rfind("${"))
    return opened >= 0 and before.find("}", opened) < 0


def _value_span(m: re.Match[str]) -> tuple[int, int]:
    """The value the name's clause tells, or an empty span."""
    text, lo, hi = m.string, m.end("name"), m.end("after")
    word = secret_word(m.group("name"))
    if word is None or word == WEAK_KEY or _templated(text, m.start("name")):
        return lo, lo
    clause = text[lo:hi]
    last = clause.split()[-1:] if clause.strip() else []
    if m.group("next") is not None and (_WRAPS.search(clause) or (last and IS.fullmatch(last[0]))):
        hi = m.end("next")
    for t in _TOKEN.finditer(text, lo, hi):
        start, end = t.span()
        if text[start - 1 : start].isalnum() or text[end : end + 1].isalnum():
            continue  # part of a word in another script
        while end > start and text[end - 1] in _TRIM:
            end -= 1
        if text[start : start + 1] in "([{":
            start += 1
        value = text[start:end]
        if end - start < 6 or (_id_named(text, start) and not _CHOSEN.search(value)):
            continue  # "(build 11375206520)": the id its word names; no id holds `#` or `!`
        if _ASSIGNED.match(value):
            continue  # "org.gradle.jvmargs=-Xmx4g": a setting of its own on the next line
        if _told(value, word):
            places = list(KEPT.finditer(text, lo, start))
            if places and IS.search(text, places[-1].end(), start) is None:
                return lo, lo  # "kept in the vault under X": where it is, not what
            return start, end
    return lo, lo


def _spare(m: re.Match[str]) -> bool:
    start, end = _value_span(m)
    return start == end


TOLD_NAME_RULES: tuple[Rule, ...] = (
    Rule(_NAMED, _label, _spare, secret_span=_value_span, gate=("_",)),
)
