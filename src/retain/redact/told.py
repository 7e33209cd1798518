"""Secrets told in a sentence that never names them: a new value after a change ("I
changed it to X this morning", "Ich habe es auf X geändert", "Şifreyi X olarak
değiştirdim", "今朝 X に変更しました") and a value handed over to log in with ("use X to
log in as Y", "Gebruik X om in te loggen", "用 X 登录", "Y olarak girmek için X kullan").

The principle is the same in every language: the sentence holds a verb that changes,
resets or sets a value, or that logs in, and the value stands right beside the word that
joins it to that verb: after a result preposition or "use" ("to", "auf", "na", "σε",
"thành", "jadi", "用"), or before a postposition or a final verb ("olarak", "に", "로",
"कर"). The verbs and joining words are data (told.json), one row per language, so one
language's "na" or "to" is never read in another's sentence.

What stands there must be shaped like a secret (usage.credential_shaped: mixed case and
digits, or a symbol among letters and digits; 32+ hex; a long random run of lower-case
letters and digits; several words run together), and not an ordinary thing (a version,
a path, a URL, a host, a mail address, a flag, a placeholder, code), so "I changed it to
pnpm", "set the timeout to 30s" and "use gh auth login to sign in" stay.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from retain.redact.base import (
    IDENTIFIER_PATH,
    Rule,
    is_path_or_url,
    is_placeholder,
    lazy,
    literal_heads,
)
from retain.redact.codeshape import random_case
from retain.redact.labelled import ORDINARY_WORDS
from retain.redact.names import describes_secret, secret_word
from retain.redact.usage import credential_shaped

_LEXICON: dict[str, Any] = json.loads(
    Path(__file__).with_name("told.json").read_text(encoding="utf-8")
)

# A value: printable ASCII but quotes, ending on a character a password may end with;
# trailing punctuation and a closing quote are the sentence's.
_CHARS = r"[!#-&(-_a-~]"
_VALUE = (
    r"(?P<value_quote>[\"'`«„“]?)"
    rf"(?P<secret>{_CHARS}{{6,99}}[A-Za-z0-9!#$%&*+\-=?@^_|~])"
    r"(?=[.,;:!?)\"'`»”」]*(?:[^!-~]|$))"
)
# How far (characters) the verb may stand from the value, on its line.
_REACH = 90
# Several words run together, all lower case ("cobaltjuniperviolet"): long for one word,
# and not ending as a long English word does ("troubleshooting", "responsibilities").
_JOINED_WORDS = re.compile(r"[a-z]{15,60}")
_WORD_ENDINGS = (
    *("tion", "tions", "sion", "ing", "ings", "ment", "ments", "ness", "ity", "ities"),
    *("ally", "less", "ship", "ance", "ence", "ism", "ist", "ized", "ised"),
)
# A generated value in one case: lower-case letters and digits (hyphens between groups),
# with three digits at least and not all at its end ("shckvx7z-haxgg6mw-imr1xbk640wn").
_LOWER_RANDOM = re.compile(
    r"(?=[a-z0-9-]{0,99}[0-9][a-z0-9-]{0,99}[0-9][a-z0-9-]*[0-9])"
    r"(?=[a-z0-9-]*[a-z][a-z0-9-]*[0-9][a-z0-9-]*[a-z])[a-z0-9-]{16,100}"
)
_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_HEX = re.compile(r"[0-9a-f]{32,128}")
# What a secret-shaped word may still be; a mail domain has a dot or is a word
# (`root@localhost`), so `p4ss@1178` and `fMJ@3ys3zh` are no addresses.
_EMAIL_OR_HOST = re.compile(
    r"[\w.+-]+@(?:[\w-]+\.[\w.-]+|[^\W\d_]+)|(?:[a-z0-9-]+\.)+[a-z]{2,}", re.IGNORECASE
)


def host_random(value: str) -> bool:
    """A host name's shape with case changing every letter or two (`8kZ3F6aJK.LIhK`,
    `oNGzM78HH5.XPrcBjP`): a generated password with a dot, since no one writes a host
    so (DNS names are case-insensitive, RFC 4343; people write them in lower case)."""
    return "@" not in value and random_case(value)


# A product or recovery key: three groups or more of four or five capitals and digits
# (`BJR7-VPBG-724L-SUEE`), digits among them; a name never has that rhythm.
GROUPED_KEY = re.compile(r"(?=[A-Z-]*[0-9])(?=[0-9-]*[A-Z])[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){2,7}")
_VERSION = re.compile(r"(?:[A-Za-z][A-Za-z-]*[-@]?)?v?\d+(?:[._-]\d+)+[A-Za-z0-9.-]*")
_DATE_OR_TIME = re.compile(r"\d{1,4}[-/:.]\d{1,2}(?:[-/:.T]\d{1,4})*Z?")
_NAME_WITH_NUMBER = re.compile(r"[A-Za-z]+(?:-(?:[A-Za-z]+|\d+))+")  # `Dev-Admin-2024`
# One name and a short version number: `PostgreSQL16`, `Python312`, `Node20`.
_NAME_VERSION = re.compile(r"[A-Z]?[a-z]+(?:[A-Z]{2,})?\d{1,3}")
# A name and `=` inside the word: a setting (`MAX_RETRIES=5`), not a password.
_ASSIGNS = re.compile(
    r"(?:[A-Z][A-Z0-9_]{2,}|[a-z][a-z0-9_]{2,}|[A-Z]?[a-z]{2,}(?:[A-Z][a-z]{2,})*)="
)


# Words joined by a separator and a number: a generated passphrase (`ember-tulip-rocket-19`,
# `Fern.Otter.Quill58`), three words at least, so `Dev-Admin-2024` stays a name.
PASSPHRASE = re.compile(
    r"[a-z]{3,10}(?:-[a-z]{3,10}){2,7}-?\d{2,4}|(?:[A-Z][a-z]{2,9}[._+-]){2,7}[A-Z][a-z]{2,9}\d{2,4}"
)


# Diceware-style words (EFF's lists: four to ten letters) joined by one of `.`, `_` or `-`,
# four words at least, perhaps with a number last: `tundra.granite.basalt.cactus`,
# `walnut_indigo_raven_dolphin_beacon`, `fjord-sparrow-ember-cactus`. None may be a word
# ordinary talk or config joins so (`check-that-the-build`, `token.refresh.retry.policy`).
_WORD_CHAIN = re.compile(
    r"[a-z]{4,10}(?P<j>[._-])[a-z]{4,10}(?:(?P=j)[a-z]{4,10}){2,6}(?:(?P=j)?\d{1,4})?"
)


def word_passphrase(value: str) -> bool:
    """Random words joined into one passphrase, not a sentence, slug or setting's path."""
    if _WORD_CHAIN.fullmatch(value) is None:
        return False
    parts = re.split(r"[._-]", value.rstrip("0123456789").rstrip("._-"))
    if len(set(parts)) < len(parts):
        return False
    return not any(p in ORDINARY_WORDS or secret_word(p) or describes_secret(p) for p in parts)


def secret_shaped(value: str) -> bool:
    """A chosen or generated secret, not an ordinary word, name, number or version."""
    if PASSPHRASE.fullmatch(value) or GROUPED_KEY.fullmatch(value) or word_passphrase(value):
        return True
    if (
        is_placeholder(value)
        or is_path_or_url(value)
        or value.startswith("-")
        or "(" in value
        or (_EMAIL_OR_HOST.fullmatch(value) and not host_random(value))
        or _VERSION.fullmatch(value)
        or _DATE_OR_TIME.fullmatch(value)
        or _NAME_WITH_NUMBER.fullmatch(value)
        or _UUID.fullmatch(value.casefold())
        or _NAME_VERSION.fullmatch(value)
        or _ASSIGNS.match(value)
    ):
        return False
    if "." in value and IDENTIFIER_PATH.fullmatch(value) and not any(c.isdigit() for c in value):
        return False  # `settings.ApiKey`: code
    if credential_shaped(value) or _HEX.fullmatch(value) or _LOWER_RANDOM.fullmatch(value):
        return True
    if len(value) >= 8 and random_case(value):
        return True  # `gTHIot9wGMbAHnAEvZ`: case changes no name makes
    return joined_words(value) or short_random(value)


# A short generated password (six to nine letters and digits) changes between upper
# case, lower case and digits at least this often; a name with a version (`iPhone15`,
# `macOS14`, `OAuth2`, `Win11Pro`) changes two or three times.
_SHORT_CHANGES = 4
# (a `v` and a digit open a version tag, `v4Beta2`)
_SHORT_RANDOM = re.compile(
    r"(?![vV][0-9])(?=[^\W_]*[0-9])(?=[^\W_]*[a-z])(?=[^\W_]*[A-Z])[A-Za-z0-9]{6,9}"
)


def short_random(value: str) -> bool:
    """`c6LBgzU`, `fe6WmP`: too short for credential_shaped, but its case and digits
    change every character or two, as a generator's output does and a word's does not."""
    if not _SHORT_RANDOM.fullmatch(value):
        return False
    kinds = ["d" if c.isdigit() else "u" if c.isupper() else "l" for c in value]
    return sum(a != b for a, b in zip(kinds, kinds[1:])) >= _SHORT_CHANGES


def joined_words(value: str) -> bool:
    """Several lower-case words run together (`cobaltjuniperviolet`): a chosen password."""
    return bool(_JOINED_WORDS.fullmatch(value)) and not value.endswith(_WORD_ENDINGS)


def _patterns(row: dict[str, Any]) -> list[tuple[re.Pattern[str], re.Pattern[str]]]:
    """The row's value-after-marker and value-before-marker patterns, each with the
    row's verbs (searched near the value)."""
    glued = row.get("glued", False)
    start = "" if glued else r"(?<![^\W\d_])"
    space = r"[ \t\u00a0]*" if glued else r"[ \t\u00a0]+"
    verbs = lazy(f"{start}(?:{row['verbs']})", re.IGNORECASE)
    out = []
    if row.get("before"):
        marker = rf"{start}(?:{row['before']})(?:[ \t]*[:：][ \t]*|{space})"
        out.append((lazy(marker + _VALUE, re.IGNORECASE), verbs))
    if row.get("after"):
        end = "" if glued else r"(?![^\W\d_])"
        out.append(
            (
                lazy(
                    rf"(?<![!-~]){_VALUE}[\"'`»”」]?[ \t\u00a0]*(?:{row['after']}){end}",
                    re.IGNORECASE,
                ),
                verbs,
            )
        )
    return out


# Shapes people choose a password in, which secret_shaped leaves to context: two words
# and digits run together in lower case (`olive25walnut`, `carbonbramble7`), a
# capitalised word and a year (`Maple2026`), three capitalised words run together
# (`CometGranitePepper`), two words joined by a dot (`Coral.tulip`, `flint.LOTUS004`).
# Each is a password only in a place that holds one (a slot, a chat line's answer).
_CHOSEN = re.compile(
    r"[A-Z]?[a-z]{4,}\d{1,4}[a-z]{4,}|[a-z]{9,}\d{1,2}|[A-Z][a-z]{2,}\d{4}"
    r"|(?:[A-Z][a-z]{2,}){3,5}\d{0,4}|[A-Z][a-z]{2,}\.[a-z]{3,}|[a-z]{3,}\.[A-Z]{3,}\d+"
    r"|[A-Z][a-z]+(?:\.[A-Z][a-z]+){1,3}\d+"
)


def chosen_shape(value: str) -> bool:
    """A password as people make one up: see _CHOSEN."""
    return _CHOSEN.fullmatch(value) is not None


_DIGEST_BEFORE = re.compile(r"(?:sha\d*|md5|digest|commit|checksum|hash|@)[:= \t]*$", re.IGNORECASE)


def _glued_colon(m: re.Match[str]) -> bool:
    """An ASCII colon with no space on either side separates the parts of one token (a MAC
    address, an ARN, a DSN's scheme, a host's port); a told value follows a colon that
    closes a sentence's words. A full-width colon is glued in CJK prose, so it does not count."""
    text, at = m.string, m.start("colon")
    return (
        m.group("colon") == ":"
        and at > 0
        and not text[at - 1].isspace()
        and not text[at + 1 : at + 2].isspace()
    )


def _spare(verbs: re.Pattern[str]) -> Callable[[re.Match[str]], bool]:
    def spare(m: re.Match[str]) -> bool:
        value = m.group("secret")
        if not (secret_shaped(value) or chosen_shape(value)):
            return True
        if _HEX.fullmatch(value) and (
            len(value) == 40 or _DIGEST_BEFORE.search(m.string, max(0, m.start() - 12), m.start())
        ):
            return True  # a commit or a checksum, not a key
        text = m.string
        lo = max(text.rfind("\n", 0, m.start()) + 1, m.start() - _REACH)
        hi = text.find("\n", m.end())
        hi = min(len(text) if hi < 0 else hi, m.end() + _REACH)
        if m.groupdict().get("colon"):  # "changed it this morning: X": the verb leads
            if _glued_colon(m):
                return True  # `47:20:dc:…`, `arn:aws:…`, `dbi:Pg:…`: a separator in one token
            if _HEX.fullmatch(value) or _LOWER_RANDOM.fullmatch(value):
                return True  # "updated checksum: <hex>": one case, no chosen secret
            return verbs.search(text[lo : m.start()]) is None
        return verbs.search(text[lo : m.start("secret")] + " " + text[m.end() : hi]) is None

    return spare


# The value before the name: "X ist das Passwort für ...", "X — это пароль от ...".
_VALUE_FIRST_PHRASES = "|".join(_LEXICON["value_first"])
# A comma or a dash may close the value first ("X, c'est le mot de passe"); Japanese
# quotes the value in 「」 and glues its particle on ("「X」が ... パスワードです").
_VALUE_FIRST = lazy(
    rf"(?<![^\s(「]){_VALUE}(?:[ \t]*[,—–-])?(?:[ \t]+|」)"
    rf"(?:{_VALUE_FIRST_PHRASES})(?![^\W\d_])",
    re.IGNORECASE,
)
_NAMES_AFTER = lazy(rf"[ \t」](?:{_VALUE_FIRST_PHRASES})(?![^\W\d_])", re.IGNORECASE)


def spare_unshaped(m: re.Match[str]) -> bool:
    """A rule's `spare` for a match whose secret is not shaped like one (secret_shaped)."""
    return not secret_shaped(m.group("secret"))


# "changed it this morning: X", "rotated the key, new one: X": a colon after a verb of
# any row; one rule for all, which runs only where a colon is.
_COLON = lazy(rf"(?P<colon>[:：])[ \t]*{_VALUE}")
_WORD_START = r"(?<![^\W\d_])"
_ANY_VERB = lazy(
    "|".join(
        ("" if row.get("glued") else _WORD_START) + f"(?:{row['verbs']})"
        for row in _LEXICON["languages"]
    ),
    re.IGNORECASE,
)

TOLD_RULES: tuple[Rule, ...] = (
    *(
        Rule(pattern, "password", _spare(verbs), gate=literal_heads(row["verbs"]), needs=verbs)
        for row in _LEXICON["languages"]
        for pattern, verbs in _patterns(row)
    ),
    Rule(_COLON, "password", _spare(_ANY_VERB), gate=(":", "：")),
    Rule(_VALUE_FIRST, "password", spare_unshaped, needs=_NAMES_AFTER),
)
