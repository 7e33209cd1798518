"""Secrets told in a sentence, in many languages.

"the password for staging db is hunter2butlonger99", "my token is ...", "api key: ...",
"das Passwort ist ...", "كلمة المرور هي ...", "mật khẩu là ...", "पासवर्ड abc123 है",
"パスワードは...", "use X as the password". The name may be followed by what it is for
(a preposition and up to six words) and then a verb or a colon; a value that reads as a
word ("is broken", "is in docs/keys.md") is spared.

The names, prepositions and verbs are data (prose_lexicon.json), one row per language,
so that one language's copula (Polish "to") is never read in another's prose. A rule
runs only when one of its names' literal starts is in the text (its gate), so a text
that names no secret costs a few substring checks per language.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from retain.redact.base import (
    IDENTIFIER_PATH,
    NOT_SECRET_VALUES,
    SYMBOLS,
    Rule,
    inside_arn,
    is_placeholder,
    literal_heads,
)

_LEXICON_FILE = Path(__file__).with_name("prose_lexicon.json")
_LEXICON: dict[str, Any] = json.loads(_LEXICON_FILE.read_text(encoding="utf-8"))

# Quotes a prose value may open with, and the characters that end a bare value.
_OPENING = "\"'`«„"
_QUOTES = "\"'`«»„“”"


def _prose_pattern(row: dict[str, Any]) -> re.Pattern[str]:
    """A secret's name, what it is for, then a verb or a colon (or, where the row says
    so, nothing), and the value (in one of the opening quotes, or bare up to a quote)."""
    keys, preps, verbs = row["keys"], row.get("preps", ""), row.get("verbs", "")
    opening, quotes = row.get("opening", _OPENING), row.get("quotes", _QUOTES)
    what_for = rf"(?:[ \t]+(?:{preps})(?:[ \t]+[^\s:=]+){{0,6}}?)?" if preps else ""
    verb = rf"[ \t]+(?P<verb>{verbs})[ \t]+|" if verbs else ""
    direct = r"|(?P<direct>[ \t]+)" if row.get("direct") else ""
    tail = rf"(?=[ \t]+(?:{row['tail']})(?!\w))" if row.get("tail") else ""
    bound = r"\b" if row.get("bound", True) else r"(?<![^\W\d_])"
    return re.compile(
        rf"{bound}(?P<key>{keys}){what_for}(?:{verb}[ \t]*(?P<sep>[:=])[ \t]*{direct})"
        rf"(?P<value_quote>[{opening}]?)(?P<secret>[^\s{quotes},;]*[^\s{quotes},;.:)\]]){tail}",
        re.IGNORECASE,
    )


def _unspaced_pattern(row: dict[str, Any]) -> re.Pattern[str]:
    """Scripts written without spaces (Japanese, Chinese, Korean, Thai): パスワードは...,
    密码是..., 비밀번호는..., รหัสผ่านคือ...; the value is the run of ASCII after the joiner."""
    return re.compile(
        rf"(?P<key>{row['keys']})(?:[^\s。、，,:：=]{{0,{row.get('gap', 12)}}}?)"
        rf"[ \t]*(?:{row['joins']})[ \t]*(?P<value_quote>[\"'`「]?)"
        r"(?P<secret>[!-~]+?)(?=[.,;:)]*(?:[^!-~]|$))",
        re.IGNORECASE,
    )


# English sentences that put the value before the name or after "set to":
# "use Xk29sLq0 as the staging password", "the token was changed to ...", "log in with
# password ...".
_SECRET_NAMES_EN = r"(?:password|passphrase|passcode|pw|pwd|pin|token|secret|api[ _-]?key)"
_VALUE = r"(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`,;]*[^\s\"'`,;.:)\]])"
_ENGLISH_PHRASES = (
    re.compile(
        r"\buse[ \t]+(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`]{4,200})[\"'`]?[ \t]+as[ \t]+"
        r"(?:(?:the|my|your|our|a|an|its)[ \t]+)?(?:[\w-]+[ \t]+){0,3}?"
        rf"(?P<key>{_SECRET_NAMES_EN})\b",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?P<key>{_SECRET_NAMES_EN})[ \t]+(?:(?:is|was|has been|got|been|is now)[ \t]+)?"
        rf"(?:set|changed|reset|updated|rotated|switched)[ \t]+to[ \t]+{_VALUE}",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:set|change|reset|update)[ \t]+(?:(?:the|my|your|our|its|their)[ \t]+)?"
        rf"(?:[\w-]+[ \t]+){{0,3}}?(?P<key>{_SECRET_NAMES_EN})[ \t]+to[ \t]+{_VALUE}",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?:with|using)[ \t]+(?:the[ \t]+)?(?P<key>{_SECRET_NAMES_EN})[ \t]+{_VALUE}",
        re.IGNORECASE,
    ),
)

# Words that follow "the password is" or "api key:" in prose, not secrets.
_PROSE_WORDS = frozenset(_LEXICON["prose_words"].split())
_RELATIVE_FILE = re.compile(r"[A-Za-z_][\w-]*(?:/[\w.-]+)+\.[A-Za-z]{1,5}")
_LABEL_STEMS: dict[str, tuple[str, ...]] = {
    label: tuple(stems) for label, stems in _LEXICON["labels"].items()
}


def _prose_label(m: re.Match[str]) -> str:
    key = m.group("key").casefold()
    for label in ("password", "token", "api-key"):
        if key.startswith(_LABEL_STEMS[label]):
            return label
    return "secret"


def _spare_prose(m: re.Match[str]) -> bool:
    """A value that reads as prose ("is broken", "is in vault", "is 12 chars") stays."""
    value = m.group("secret")
    low = value.casefold()
    groups = m.groupdict()
    if len(value) < 6 or low in _PROSE_WORDS or low in NOT_SECRET_VALUES:
        return True
    if value.startswith(("$", "{{", "<", "/", "~", "./", "../")) or "://" in value:
        return True  # a reference, a placeholder, a path or a URL
    if is_placeholder(value) or _RELATIVE_FILE.fullmatch(value) or inside_arn(m.string, m.start()):
        return True  # a dummy, or a file in the repo: "デザイントークンは src/theme/tokens.ts"
    if groups.get("sep") and IDENTIFIER_PATH.fullmatch(value.rstrip("([")):
        key = re.sub(r"[\s_-]", "", m.group("key").casefold())
        if value.endswith(("(", "[")) or "." in value or low.replace("_", "").endswith(key):
            return True  # code: `api_key=settings.API_KEY`, `password = get_password()`
    if (groups.get("sep") or m.group("value_quote")) and not groups.get("direct"):
        return False  # "pw: xyz", "api key = ...", "the token is 'abc...'"
    if value.isalpha() and value.islower() and len(value) < 16:
        return True  # "the token is invalidated", "the password is required"
    upper = sum(ch.isupper() for ch in value)
    lower = sum(ch.islower() for ch in value)
    looks = (
        (any(ch.isdigit() for ch in value) and any(ch.isalpha() for ch in value))
        or value.isdigit()
        or any(ch in SYMBOLS for ch in value)
        or ("-" not in value and (len(value) >= 16 or (upper >= 3 and lower >= 3)))
    )
    if groups.get("direct") is not None:
        # Nothing but a space between name and value: only a value that could be
        # nothing else (digits and letters, or symbols) counts.
        return not (
            (any(ch.isdigit() for ch in value) and any(ch.isalpha() for ch in value))
            or any(ch in SYMBOLS for ch in value)
        )
    return not looks


def _rule(pattern: re.Pattern[str], keys: str, gate: list[str] | None = None) -> Rule:
    return Rule(pattern, _prose_label, _spare_prose, gate=tuple(gate or literal_heads(keys)))


PROSE_RULES: tuple[Rule, ...] = (
    *(_rule(_prose_pattern(row), row["keys"], row.get("gate")) for row in _LEXICON["languages"]),
    *(_rule(p, _SECRET_NAMES_EN[3:-1]) for p in _ENGLISH_PHRASES),
    *(_rule(_unspaced_pattern(row), row["keys"]) for row in _LEXICON["unspaced"]),
)
