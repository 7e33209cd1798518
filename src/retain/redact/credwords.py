"""Words that name a credential, call a value new or temporary, change one, log in, name
access or where a credential is kept, in some forty-five languages (credwords.json), as
patterns and as gate strings.

The lexicon is facts of each language (a dictionary's words for "password", "key",
"temporary"...), not sentences: the conversation rules (retain.redact.convo) read a
chat's structure and ask only whether a message names a credential, so one list serves
every export shape. A word ending in `*` is a stem; scripts written without spaces
(`unspaced`) are matched without word boundaries.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Literal

from retain.redact.base import lazy

Kind = Literal[
    "credential", "password", "is", "new", "temporary", "change", "login", "now", "kept", "access"
]

_LEXICON: dict[str, Any] = json.loads(
    Path(__file__).with_name("credwords.json").read_text(encoding="utf-8")
)


def _alternative(word: str, unspaced: bool) -> str:
    stem = word.endswith("*")
    body = re.escape(word.rstrip("*")).replace(r"\ ", r"[ \t\u00a0-]?")
    if unspaced:
        return body
    return rf"(?<![^\W\d_]){body}" + ("" if stem else r"(?![^\W\d_])")


def _pattern(kind: Kind) -> re.Pattern[str]:
    parts = sorted(
        {
            _alternative(word, bool(row.get("unspaced")))
            for row in _LEXICON["languages"]
            for word in row.get(kind, ())
        },
        key=len,
        reverse=True,
    )
    return lazy("|".join(parts), re.IGNORECASE)


def leading(kind: Kind) -> str:
    """The words of `kind` as one alternation that opens with its literals, to lead a
    pattern: the regex engine then skips ahead to a possible first character instead of
    trying every word at every position. The word's start is the caller's to check
    (word_start); a whole word's end is checked here."""
    found = [(row, word) for row in _LEXICON["languages"] for word in row.get(kind, ())]
    by_first: dict[str, set[str]] = {}
    for row, word in found:
        rest = re.escape(word[1:].rstrip("*")).replace(r"\ ", r"[ \t\u00a0-]?")
        end = "" if word.endswith("*") or row.get("unspaced") else r"(?![^\W\d_])"
        by_first.setdefault(word[0].casefold(), set()).add(rest + end)
    # Grouped by first character, so a position is tried against one group, not every word.
    groups = (
        re.escape(first) + "(?:" + "|".join(sorted(rests, key=len, reverse=True)) + ")"
        for first, rests in sorted(by_first.items())
    )
    firsts = {c for first in by_first for c in (first, first.upper())}
    return rf"(?=[{re.escape(''.join(sorted(firsts)))}])(?:{'|'.join(groups)})"


# Scripts below this code point (Latin, Greek, Cyrillic, Armenian) put spaces between
# words, so a word of theirs starts where no letter stands before it.
_SPACED_SCRIPTS_END = 0x0590


def word_start(text: str, pos: int) -> bool:
    """Does a lexicon word found at `pos` start a word (not `SMTP_PASSWORD`'s middle)?"""
    if pos == 0 or ord(text[pos]) >= _SPACED_SCRIPTS_END:
        return True
    before = text[pos - 1]
    return not (before.isalnum() or before == "_")


def words(kind: Kind) -> tuple[str, ...]:
    """Every word of `kind`, lower case, stems without their `*`: a rule's gate."""
    return tuple(
        sorted(
            {
                word.rstrip("*").casefold().split(" ")[0]
                for row in _LEXICON["languages"]
                for word in row.get(kind, ())
            }
        )
    )


def languages() -> tuple[str, ...]:
    """The languages the lexicon covers (a row may name several, `sr hr bs`)."""
    return tuple(code for row in _LEXICON["languages"] for code in row["lang"].split())


CREDENTIAL = _pattern("credential")
PASSWORD = _pattern("password")
IS = _pattern("is")
NEW = _pattern("new")
TEMPORARY = _pattern("temporary")
CHANGE = _pattern("change")
LOGIN = _pattern("login")
NOW = _pattern("now")
# A vault, a safe, a password manager: a value named after one is its entry's name.
KEPT = _pattern("kept")
ACCESS = _pattern("access")
# A question: its mark in any script, or a question word that ends one in a script
# written without the mark ("รหัสผ่านของ X คืออะไร", "X 的密码是什么").
QUESTION = re.compile(r"[?？؟]|คืออะไร|อะไร|是什么|是什麼|是多少|は何|뭐|무엇")
# A value the question follows at once is asked about, not told.
ASKED_AFTER = re.compile(rf"[\"'`»”」*]{{0,2}}[ \t]{{0,2}}(?:{QUESTION.pattern})")
# Where a credential is kept or how one signs in, said instead of a value ("Bitwarden",
# "SSO"): a one-word answer that is no secret.
WHERE_KEPT = frozenset(w.casefold() for w in _LEXICON["where_kept"])
