"""A value in a password's explicit slot: after the password's name and the word that
joins a name to its value, at the end of its clause ("the password is X", "la contraseña
es X", "lösenordet är X", "hasło to X", "пароль X", "पासवर्ड X है"), and digits after a
PIN's name and a copula a few words on ("the pin for the test phone is 86090492").

The slot is structure, not vocabulary: the value is one word standing alone between the
join and the end of the line. What ordinary talk puts in that slot is a closed set per
language (a state, a description, a place, a tool: "expired", "the same", "in the vault",
"managed by SSO"), written down in slots.json; anything else there is the value, in any
case and of any shape, so a chosen password made of plain letters ("la contraseña es
dorsijanune") is caught as well as a generated one. Placeholders, paths, URLs, addresses,
versions and code references are never values.

Where no copula or colon joins the two ("пароль X", "şifre X"), the value must be written
in Latin letters inside a sentence of another script, or hold a digit, a capital after
its first letter or a symbol: a plain word there is a verb ("heslo nefunguje").
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from retain.redact.base import Rule, is_path_or_url, is_placeholder, lazy
from retain.redact.codeshape import is_code_reference
from retain.redact.resets import PASSWORD_NAMES_NOT_VERB, UNSPACED_PASSWORD_NAMES
from retain.redact.told import chosen_shape, host_random

_LEXICON = json.loads(Path(__file__).with_name("slots.json").read_text(encoding="utf-8"))
# Every word ordinary talk puts in a password's slot, any language (case-folded).
ORDINARY_IN_SLOT = frozenset(
    word.casefold() for words in _LEXICON["states"].values() for word in words.split()
)
# The password's name: the prose lexicon's, without the bare English `pass` (a verb:
# "tests pass: 42"), with a definite or possessive ending ("lösenordet", "şifresi").
_NAMES = (
    r"(?<![^\W\d])(?<![=/.\\-])(?:pw|pwd|(?:"
    + PASSWORD_NAMES_NOT_VERB.replace("pw|", "")
    + r")[^\W\d_]{0,4})(?![^\W\d_])"
)
# What may stand between the name and its join: a preposition and a few words ("the
# password for the staging db is X"); never a second noun ("password policy is strict").
_QUALIFIER = (
    r"(?:[ \t]+(?:for|of|to|on|at|del|de|da|do|della|dello|per|für|fürs|zum|zur|von|vom"
    r"|pour|du|des|voor|van|för|till|til|av|dla|od|ke|pro|na|для|от|від|до|на|ל|של|का|की"
    r"|के|untuk|buat|của|cho|di|på|k|ke)[ \t]+(?:[^\n:：=.!?]|\.(?=\S)){1,40}?)?"
)
_COPULA = (
    r"is|was|es|era|est|c'est|è|é|ist|war|är|er|je|jest|to|είναι|là|itu|adalah|это|это:|ni"
    r"|on|oli|olacak|هو|هي|היא|הוא|है|là:|="
)
_JOIN = rf"(?:[ \t]*[:：=][ \t]*|[ \t]+(?:{_COPULA})[ \t]+|[ \t]*(?:は|는|은|是|为|為)[ \t]*)"
# The end of the clause: a final copula or particle, a full stop, the end of the line.
_END = r"[ \t]*(?:(?:है|हैं|です|だ|입니다|이에요|예요|了)[ \t]*)?(?:[.!。][ \t]*)?(?=\r?\n|$)"
_VALUE = r"(?P<value_quote>[\"'`«„“]?)(?P<secret>[^\s\"'`«»„“”]{4,100}?)[\"'`»”]?"
_SLOT = lazy(
    rf"(?im:(?:(?:{_NAMES}){_QUALIFIER}|(?:{UNSPACED_PASSWORD_NAMES})){_JOIN}{_VALUE}{_END})"
)
# The names a value may follow with nothing between: those of non-Latin scripts.
_BARE_NAMES = (
    r"(?<![^\W\d])(?:парол[ья]?|(?:ال)?رمز(?:[ \t]+السري)?|كلمة المرور|كلمة السر|पासवर्ड"
    r"|סיסמה|κωδικός)"
)
_BARE = lazy(rf"(?im:(?:{_BARE_NAMES})[ \t]+{_VALUE}{_END})")
# Six digits or more right after any password's name ("online banking password 4054480"):
# a numeric password; a year or a count is shorter, a size or a version has a unit or a dot.
_BARE_DIGITS = lazy(
    rf"(?i:{_NAMES})[ \t]+(?P<secret>\d{{6,12}})(?![\d.,:/%-]*\d|[^\W_])(?![ \t]*[a-z%])"
)
_SIX_DIGITS = re.compile(r"\d{6}")  # the only texts _BARE_DIGITS reads
_GATE = (
    *("passw", "pw", "kennwort", "mot de passe", "mdp", "contraseña", "clave", "senha"),
    *("palavra-passe", "wachtwoord", "hasło", "haslo", "heslo", "parola", "şifre", "sifre"),
    *("lösenord", "passord", "adgangskode", "salasana", "парол", "رمز", "كلمة", "סיסמה"),
    *("पासवर्ड", "mật khẩu", "sandi", "κωδικός", "パスワード", "暗証番号", "密码", "密碼"),
    *("비밀번호", "비번", "암호"),
)
# A version, a date, a ticket or change id, a size: ordinary things written in one word.
_ORDINARY_SHAPE = re.compile(
    r"v?\d+(?:[._]\d+)+[\w.-]*|[A-Z][A-Z0-9]{1,9}-\d+|#\d+|\d+(?:[.,]\d+)?"
    r"(?:ms|s|m|h|d|kb|mb|gb|%|chars?|characters|zeichen|caracteres|символов)",
    re.IGNORECASE,
)
_EMAIL_OR_HOST = re.compile(r"[\w.+-]+@[\w-]+\.[\w.-]+|(?:[a-z0-9-]+\.)+[a-z]{2,}", re.IGNORECASE)
# A value that names a password is a key or a reference (`POSTGRES_PASSWORD_FILE:`).
_NAMED = re.compile(r"passw|secret|token|credential", re.IGNORECASE)
_MASKED = re.compile(r"[*•xX#.…_-]{4,}|\.\.\.|…")


def ordinary_value(value: str) -> bool:
    """What ordinary talk puts where a value could be: a state or a tool from the closed
    lists, a placeholder, a path, an address, a version, a ticket id, a mask, code."""
    low = value.casefold().rstrip(".,;:!?")
    return (
        low in ORDINARY_IN_SLOT
        or any(part in ORDINARY_IN_SLOT for part in low.split("-")[:-1])  # `the-one-from-x`
        or is_placeholder(value)
        or is_path_or_url(value)
        or (
            _EMAIL_OR_HOST.fullmatch(value) is not None
            and not chosen_shape(value)
            and not host_random(value)
        )
        or _ORDINARY_SHAPE.fullmatch(value) is not None
        or _MASKED.fullmatch(value) is not None
        or any(c in value for c in "()[]{};,")
        or value.startswith("-")
        or value.endswith((":", "："))
        or _NAMED.search(value) is not None
        or (is_code_reference(value) and not chosen_shape(value))
    )


def _spare_slot(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if ordinary_value(value) or not value.isascii():
        return True
    # Fewer than six characters: only a PIN-like run of digits.
    return len(value) < 6 and not value.isdigit()


def _spare_bare(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if _spare_slot(m) or "/" in value:
        return True
    # A word as a name is written (`Grafana`, `pgAdmin`) is what the password is for.
    return value.isalpha() and not value.islower()


# A PIN's name, then a few words (no digits), then a copula or a colon, then its digits.
_PIN_NAMES = (
    r"(?<![^\W\d_])(?:pin|pin-?code|pincode|pin-kode|pin-koden|pin-kod|pin-код|пин-код"
    r"|пін-код|código pin|codice pin|code pin|kod pin|mã pin)(?![^\W\d_])|暗証番号|PIN\s?码"
)
_PIN = lazy(
    rf"(?i:{_PIN_NAMES})[^\n\d:：=]{{0,40}}?"
    r"(?:[ \t]*[:：=][ \t]*|[ \t]+(?:is|was|es|est|è|é|ist|är|er|je|jest|είναι|là|adalah"
    r"|это|це|هو|هي)[ \t]+|[ \t]*(?:は|是)[ \t]*|(?<=PIN)[ \t]+)"
    r"(?P<secret>\d{4,12})(?![\d.,:/%-]*\d|[^\W_])"
)

SLOT_RULES: tuple[Rule, ...] = (
    Rule(_SLOT, "password", _spare_slot, gate=_GATE),
    Rule(_BARE, "password", _spare_bare, gate=_GATE),
    Rule(_BARE_DIGITS, "password", gate=_GATE, needs=_SIX_DIGITS),
    Rule(_PIN, "pin", gate=("pin", "пин", "пін", "暗証番号")),
)
