"""Secrets handed over in an instruction rather than named in an assignment.

"Use X as the passphrase", "Utilise X comme phrase secrète", "Jako hasło do klucza użyj
X", "GPG 提示时用 X 作为口令", "admin olarak X parolasıyla giriş yap", "Accedi come admin
con X": the word order, the particle and the script differ by language, but the
principle does not. A line that tells someone to *use* a value while naming a password,
a passphrase or a PIN, or to *log in* with one, hands over a secret; the word on that
line that is shaped like a credential (letters and digits in mixed case, or a symbol
inside) is it. The verbs and nouns are data (usage.json), so a language is a row, not a
rule.

A seed phrase is told the same way in any language: 12 to 24 lower-case words, the
lengths BIP-39 allows, after a label that names a phrase, a seed or a mnemonic and a
colon ("Wiederherstellungsphrase: ...", "Фраза восстановления: ...", "助记词：...").
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from retain.redact.base import (
    IDENTIFIER_PATH,
    SYMBOLS,
    Rule,
    is_path_or_url,
    is_placeholder,
    lazy,
    literal_heads,
)
from retain.redact.names import secret_word
from retain.redact.objectids import names_an_object
from retain.redact.spans import match_within

_LEXICON = json.loads(Path(__file__).with_name("usage.json").read_text(encoding="utf-8"))
# Latin verbs and nouns start a word ("because" holds no "use"); other scripts glue
# particles to the word, so only an ASCII letter before them breaks the match.
_START = r"(?<![A-Za-z])"
# Compiled on first use, like every rule: a hook that redacts one short text without a
# verb in it never pays for these alternations.
_USE = lazy(_START + f"(?:{_LEXICON['use_verbs']})", re.IGNORECASE)
# A login verb ends its word too: "signing" is not "sign in".
_LOGIN = lazy(_START + f"(?:{_LEXICON['login_verbs']})(?![A-Za-z])", re.IGNORECASE)
_NOUN = lazy(_START + f"(?:{_LEXICON['nouns']})", re.IGNORECASE)

# A word of printable ASCII standing alone (or after a Hebrew `ב-`), up to a space, a
# quote or trailing punctuation. `!` and `?` stay: a password may end in one.
_WORD = lazy(
    r"(?:(?<![!-~])|(?<=[^\x00-\x7f]-))(?P<value_quote>[\"'`«„“]?)"
    r"(?!-)(?=[^\s]{0,99}[0-9!#$%&*+=?@^|~])(?P<secret>[A-Za-z0-9!#$%&*+\-/<=>?@\[\]^_{|}~.,:;()]{7,299}[A-Za-z0-9!#$%&*+\-/=?@^_|~])"
    r"(?=[.,;:)\"'`»”]*(?:[^!-~]|$))"
)
# Shortest credential word: a shorter one with no symbol is a name ("Argon2id").
_MIN_PLAIN = 10
_MIN_SYMBOL = 8
# What a credential-shaped word may still be: a mail address, a version, a flag, code.
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_VERSION = re.compile(r"(?:[A-Za-z][A-Za-z-]*[-@]?)?v?\d+(?:[._-]\d+)+[A-Za-z0-9.-]*")  # Python3.12
# Words and numbers joined by hyphens: a name (`Dev-Admin-2024`), not a password.
_NAME_WITH_NUMBER = re.compile(r"[A-Za-z]+(?:-(?:[A-Za-z]+|\d+))+")
_FLAG_BEFORE = re.compile(r"(?:^|[ \t])(-{1,2}[A-Za-z][\w-]*)[ \t=]+$")


def _after_plain_flag(m: re.Match[str]) -> bool:
    """The argument of a flag that names no secret (`--profile X`, `-o X`)."""
    flag = _FLAG_BEFORE.search(m.string, max(0, m.start() - 60), m.start())
    return flag is not None and secret_word(flag.group(1).lstrip("-")) is None


# A notebook's shell escape opening a command line (`!huggingface-cli login --token ...`,
# `%pip install -q x`): the program a cell runs, then a subcommand or a flag, not a password.
_ESCAPED_PROGRAM = re.compile(r"[!%]{1,2}[a-z][a-z0-9._-]*")
_LINE_OPENS = re.compile(r"(?:^|\n)[ \t]*[\"']?$")
_ARGUMENTS = re.compile(r"[ \t]+(?:[a-z][\w-]*[ \t]+)?-{1,2}[a-z]")


def _escaped_program(m: re.Match[str]) -> bool:
    """`!huggingface-cli` at the start of a notebook line, its arguments after it."""
    text, start, end = m.string, m.start("secret"), m.end("secret")
    return (
        _ESCAPED_PROGRAM.fullmatch(m.group("secret")) is not None
        and _LINE_OPENS.search(text, max(0, start - 40), start) is not None
        and _ARGUMENTS.match(text, end) is not None
    )


# A file name pattern: a name with a wildcard and an extension (`appsettings*.json`).
_FILE_GLOB = re.compile(r"[\w.-]*[*?][\w*?.-]*\.[a-z]{1,5}")
# Regular-expression syntax: an anchor, a character class, a counted repeat.
_REGEX = re.compile(r"^\^|\[[^\]]*\]|\{\d")
# A name and `=` inside the word: a line of configuration, which the assignment rules read.
_ASSIGNS = re.compile(r"[A-Za-z_]{3,}=")
# How far (characters) the verb may stand from the value on its line.
_REACH = 80


def credential_shaped(value: str) -> bool:
    """Letters and digits in mixed case, or a symbol among letters and digits: a
    generated or chosen password, not a word, a name or a number."""
    letters = any(c.isalpha() for c in value)
    digits = any(c.isdigit() for c in value)
    symbol = any(c in SYMBOLS for c in value[:-1]) or (
        value[-1] in SYMBOLS and sum(c.isdigit() for c in value) >= 2
    )
    mixed = any(c.isupper() for c in value) and any(c.islower() for c in value)
    if not (letters and (digits or symbol)):
        return False
    if symbol:
        return len(value) >= _MIN_SYMBOL
    # two digits or more: a name with a number (`Retain-Dev1`, `Admin2`) has one
    return mixed and len(value) >= _MIN_PLAIN and sum(c.isdigit() for c in value) >= 2


def _near_verbs(text: str, start: int, end: int) -> bool:
    """A login verb, or a use verb and a credential's noun, within _REACH characters of
    the value on its line."""
    lo = max(0, start - _REACH)
    newline = text.rfind("\n", lo, start)
    lo = newline + 1 if newline >= 0 else lo
    hi = min(len(text), end + _REACH)
    newline = text.find("\n", end, hi)
    hi = newline if newline >= 0 else hi
    return match_within(_LOGIN, text, lo, hi) or (
        match_within(_USE, text, lo, hi) and match_within(_NOUN, text, lo, hi)
    )


def _spare_word(m: re.Match[str]) -> bool:
    if not _near_verbs(m.string, m.start(), m.end()):
        return True  # no login verb, or no use verb and credential's noun, near it
    value = m.group("secret")
    if not credential_shaped(value) or is_placeholder(value) or is_path_or_url(value):
        return True
    if names_an_object(value):
        return True  # "request req_8Kd2... failed with idempotency_key_in_use": an object's id
    if _escaped_program(m):
        return True  # `!huggingface-cli login --token`: the command a notebook cell runs
    if "(" in value or ")" in value or value.startswith("-") or "//" in value:
        return True  # code, a flag, a URL without its scheme
    if _REGEX.search(value) or _FILE_GLOB.fullmatch(value):
        return True  # `^ak_[a-z0-9]{8}_`, `appsettings*.json`: a pattern, files, not a key
    if _NAME_WITH_NUMBER.fullmatch(value) or _after_plain_flag(m):
        return True  # `Dev-Admin-2024`, `--profile X`: a name, an ordinary flag's argument
    if _EMAIL.fullmatch(value) or _VERSION.fullmatch(value) or _ASSIGNS.search(value):
        return True  # a mail address, a version, `Server=x;Password=<from vault>`
    # `settings.API_KEY2`: code
    return "." in value and IDENTIFIER_PATH.fullmatch(value) is not None


# A default account and its password, written as the pair people pass around: "root /
# X", "admin:X", "sa / X". Only a credential-shaped second half counts, so `root:wheel`
# and `admin/settings` stay.
_ACCOUNT_PAIR = lazy(
    r"(?<![\w/.:@-])(?i:root|admin|administrator|sa|postgres|ubuntu|pi|oracle|sys|system"
    r"|superuser|elastic|guest|sysadmin)[ \t]*[/:][ \t]*(?P<value_quote>[\"'`]?)"
    r"(?P<secret>[A-Za-z0-9!#$%&*+\-=?@^_|~.]{8,99}?)(?=[\"'`]?(?:[.,;)]?(?:[ \t\n]|$)))"
)


def _spare_pair(m: re.Match[str]) -> bool:
    value = m.group("secret")
    return (
        not credential_shaped(value)
        or is_placeholder(value)
        or _VERSION.fullmatch(value) is not None
    )


# Any use or login verb: a text with none skips the word scan.
_VERBS = lazy(f"{_USE.pattern}|{_LOGIN.pattern}", re.IGNORECASE)
_GATE = tuple(
    dict.fromkeys(literal_heads(_LEXICON["use_verbs"]) + literal_heads(_LEXICON["login_verbs"]))
)

# A seed phrase in any language: a label naming a phrase, seed or mnemonic, a colon (or
# "is"), then 12, 15, 18, 21 or 24 lower-case words of 3 to 8 letters.
_SEED_LABEL = (
    r"(?i:phrase|frase|frasa|fraza|фраза|фразу|φράση|mnemoni|seed|助记词|助記詞|"
    r"シードフレーズ|復元フレーズ|시드|복구 구문|วลี)"
)
_SEED_PHRASE = lazy(
    _SEED_LABEL + r"[^\n:：]{0,40}?(?:[:：]|[ \t](?:is|est|ist|es|é|è))[ \t:]*"
    r"(?P<value_quote>[\"'`«„“]?)"
    r"(?P<secret>[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,23})(?![ \t]*[A-Za-z])"
)
_BIP39_LENGTHS = frozenset({12, 15, 18, 21, 24})
# Words of a sentence, which a random list of dictionary words does not hold.
_FUNCTION_WORDS = frozenset(
    "the and for with that this from into then than are was were is be to of in on at by "
    "it we you they not but or if as an so do does".split()
)


def _spare_seed(m: re.Match[str]) -> bool:
    words = m.group("secret").split()
    return len(words) not in _BIP39_LENGTHS or bool(_FUNCTION_WORDS.intersection(words))


USAGE_RULES: tuple[Rule, ...] = (
    Rule(_WORD, "password", _spare_word, gate=_GATE, needs=_VERBS),
    Rule(_ACCOUNT_PAIR, "password", _spare_pair, gate=("/", ":")),
    Rule(
        _SEED_PHRASE,
        "seed-phrase",
        _spare_seed,
        gate=("phrase", "frase", "frasa", "fraza", "фраз", "φράση", "mnemoni", "seed")
        + ("助记", "助記", "フレーズ", "시드", "복구", "วลี"),
    ),
)
