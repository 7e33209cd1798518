"""Secrets told in a sentence, in many languages.

"the password for staging db is hunter2butlonger99", "my token is ...", "api key: ...",
"das Passwort ist ...", "كلمة المرور هي ...", "mật khẩu là ...", "पासवर्ड abc123 है",
"パスワードは...", "use X as the password". The name may be followed by what it is for
(a preposition and up to six words) and then a verb or a colon; a value that reads as a
word ("is broken", "is in docs/keys.md") is spared (retain.redact.prosevalue).

The names, prepositions and verbs are data (prose_lexicon.json), one row per language,
so that one language's copula (Polish "to") is never read in another's prose. A rule
runs only when one of its names' literal starts is in the text (its gate), so a text
that names no secret costs a few substring checks per language.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from retain.redact.base import (
    IDENTIFIER_PATH,
    SYMBOLS,
    UNSPACED_END,
    Rule,
    is_placeholder,
    lazy,
    literal_heads,
)
from retain.redact.codeshape import is_code_reference
from retain.redact.glued import GLUED_RULES
from retain.redact.prosevalue import LEXICON, PROSE_WORDS, STRICT, spare_prose, spare_strict

# Quotes a prose value may open with, and the characters that end a bare value.
_OPENING = "\"'`«„"
_QUOTES = "\"'`«»„“”"


# What a value right after a secret's name must look like (no verb, no colon): loose for
# verb-final languages (letters and digits, or a symbol); strict elsewhere, where a word
# often follows the name ("password reset2"): mixed case and digits, a symbol, or a long
# run of capitals and digits (a TOTP seed, a licence key): prosevalue.STRICT.
_LOOSE = (
    r"(?-i:(?=\S*[0-9])(?=\S*[^\W\d_])|(?=\S*[!@#$%^&*+=~|?][A-Za-z0-9])|(?=[a-z]{15,60}(?!\w)))"
)
# A value of letters and digits (words may be joined by hyphens) ending the sentence right
# after the name: "usa el usuario app y la contraseña coffee1969".
_FINAL = r"(?-i:(?=\S{0,99}[0-9])(?=\S{0,99}[a-z])[A-Za-z0-9-]{8,100}(?=[.!]?(?:\n|\Z)))"


# Words that may say what a secret is for when no preposition opens them; a longer run
# ("key rotation job runs monthly and posts to #x") is a sentence, not a name.
_WHAT_WORDS = 4


def _prose_pattern(row: dict[str, Any]) -> re.Pattern[str]:
    """A secret's name, then either the value right after it, or what it is for (a
    preposition and up to six words, or up to four words) and a verb or a colon before
    the value (in one of the opening quotes, or bare up to a quote). Lazy, so the
    nearest verb wins and no value is swallowed into "what it is for"."""
    keys, preps, verbs = row["keys"], row.get("preps", ""), row.get("verbs", "")
    # weak_verbs: prepositions joining a name and its new value ("Passwort auf X"), also
    # ordinary words, so the value after them must have the strict shape (spare_prose).
    opening, quotes = row.get("opening", _OPENING), row.get("quotes", _QUOTES)
    # One qualifier may stand before the preposition: "mot de passe root du serveur ...".
    prep_form = rf"(?:[ \t]+[^\s:=]+)?[ \t]+(?:{preps})(?:[ \t]+[^\s:=]+){{0,6}}?|" if preps else ""
    what_for = rf"(?P<what>{prep_form}(?:[ \t]+[^\s:=]+){{1,{_WHAT_WORDS}}}?)??"
    weak = row.get("weak_verbs")
    # A weak verb counts only before a credential-shaped value, checked inside the pattern
    # so that "Passwort auf dem Server ist X" goes on to the real verb instead of
    # stopping, spared, at "auf dem".
    weak_form = rf"(?P<weak>{weak})(?=[ \t]+[{opening}]?{STRICT})"
    verb_or_weak = f"(?P<verb>{verbs})|{weak_form}" if weak else f"(?P<verb>{verbs})"
    verb = rf"[ \t]+(?:{verb_or_weak})[ \t]+|" if verbs else ""
    # Languages that drop the copula ("пароль от почты X"): what the secret is for, then a
    # credential-shaped value with no verb between.
    if row.get("zero_copula"):
        verb += rf"[ \t]+(?P<zero>)(?={STRICT})|"
    shape = {"loose": _LOOSE, "strict": STRICT, "none": "(?!)"}[row.get("direct", "strict")]
    tail = rf"(?=[ \t]+(?:{row['tail']})(?!\w))" if row.get("tail") else ""
    bound = r"\b" if row.get("bound", True) else r"(?<![^\W\d_])"
    return lazy(
        rf"{bound}(?P<key>{keys})"
        rf"(?:(?P<direct>[ \t]+)(?=(?:[«„“][ \t\u00a0]?)?(?:{shape}|{_FINAL}))"
        rf"|{what_for}(?:{verb}[ \t]*(?P<sep>=|(?<![0-9]):|:(?![0-9]))[ \t]*))"
        rf"(?:(?P<value_quote>[{opening}])[ \t\u00a0]?)?"
        # a comma or a semicolon inside the value, not before a space, is part of it
        rf"(?P<secret>(?:[^\s{quotes}{UNSPACED_END},;]|[,;](?=[^\s{quotes},;]))*"
        rf"[^\s{quotes}{UNSPACED_END},;.:)\]]){tail}",
        re.IGNORECASE,
    )


def _unspaced_pattern(row: dict[str, Any]) -> re.Pattern[str]:
    """Scripts written without spaces (Japanese, Chinese, Korean, Thai): パスワードは...,
    密码是..., 비밀번호는..., รหัสผ่านคือ...; the value is the run of ASCII after the joiner.
    With `gap_spaces`, what the secret is for may hold spaces (Thai "รหัสผ่าน root ของ
    server คือ ..."), and then only a joining word, not a space, ends it."""
    gap = r"[^\n。、，,:：=]" if row.get("gap_spaces") else r"[^\s。、，,:：=]"
    join = row["joins"] if row.get("gap_spaces") else rf"{row['joins']}|(?<=[ \t])"
    return lazy(
        rf"(?P<key>{row['keys']})(?:{gap}{{0,{row.get('gap', 12)}}}?)"
        rf"[ \t]*(?:{join})[ \t]*(?P<value_quote>[\"'`「]?)"
        r"(?P<secret>[!-~]+?)(?=[.,;:)]*(?:[^!-~]|$))",
        re.IGNORECASE,
    )


# English sentences that put the value before the name or after "set to": "Xk29sLq0pz is
# the staging password" (the name ends the clause: not "... the password hashing
# function"), "use Xk29sLq0 as the staging password", "changed to ...", "log in with ...".
_SECRET_NAMES_EN = (
    r"(?:password|passphrase|passcode|pass|pw|pwd|pin|token|secret|api[ _-]?key|psk"
    r"|pre-?shared key)"
)
_VALUE = r"(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`,;]*[^\s\"'`,;.:)\]])"
_VALUE_FIRST_PHRASE = lazy(
    r"(?<![^\s(])(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`]{6,100}?)[\"'`]?[ \t]+"
    r"(?:[—–-][ \t]+)?(?:is|was|will be|is still|that's|that is|which is)[ \t]+"
    r"(?:the|our|my|your|their|his|her)[ \t]+"
    rf"(?:[\w-]+[ \t]+){{0,3}}?(?P<key>{_SECRET_NAMES_EN})(?=[ \t]*(?:[.,;!)\n]|$)"
    r"|[ \t]+(?:for|of|on|to|in|at|now|here|until|since|from|—|–|-)(?![\w-]))",
    re.IGNORECASE,
)
_ENGLISH_PHRASES = (
    lazy(
        r"\buse[ \t]+(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`]{4,200})[\"'`]?[ \t]+as[ \t]+"
        r"(?:(?:the|my|your|our|a|an|its)[ \t]+)?(?:[\w-]+[ \t]+){0,3}?"
        rf"(?P<key>{_SECRET_NAMES_EN})\b",
        re.IGNORECASE,
    ),
    _VALUE_FIRST_PHRASE,
    lazy(
        rf"\b(?P<key>{_SECRET_NAMES_EN})[ \t]+(?:(?:is|was|has been|got|been|is now)[ \t]+)?"
        rf"(?:set|changed|reset|updated|rotated|switched)[ \t]+to[ \t]+{_VALUE}",
        re.IGNORECASE,
    ),
    lazy(
        r"\b(?:set|change[ds]?|reset|update[ds]?|rotated?)[ \t]+"
        r"(?:(?:the|my|your|our|its|their)[ \t]+)?"
        rf"(?:[\w'’-]+[ \t]+){{0,3}}?(?P<key>{_SECRET_NAMES_EN})[ \t]+to[ \t]+{_VALUE}",
        re.IGNORECASE,
    ),
    lazy(
        rf"\b(?:with|using)[ \t]+(?:the[ \t]+)?(?P<key>{_SECRET_NAMES_EN})[ \t]+{_VALUE}",
        re.IGNORECASE,
    ),
    # "the password? it's X": a question answered
    lazy(
        rf"\b(?P<key>{_SECRET_NAMES_EN})\?[ \t]+(?:it's|it is|it’s|its)[ \t]+{_VALUE}",
        re.IGNORECASE,
    ),
)

# Shapes with their own grammar, each with its label.
_SPECIAL = (
    # A PIN or PUK and its 4 to 8 digits within a few words: "PIN 6809", "Le code PIN de la
    # carte est 6341", "ПИН-код: 1886", "PIN 码是 2197". Upper-case PIN only, or a compound
    # (pincode, PIN-Code), so "pin numpy to 1.26" stays. The digits stand alone: the start
    # of a hex run (`GIT_SHA_PIN=662405f6d5...`, a commit pinned) is no PIN.
    (
        lazy(
            r"(?:(?<![^\W\d_])(?P<key>PIN|PUK|(?i:pin-?code|pin-?kod(?:en?)?|pin-код|пин-код|пін-код|пин|пін"
            r"|पिन|(?:door|alarm|unlock|gate|safe|lock|keypad|entry|garage|lockbox|building"
            r"|access)[ -]?code|code (?:to|for|of) (?:the )?(?:front |back |server )?"
            r"(?:door|safe|alarm|gate|lock|keypad|garage|lockbox|building|room)"
            r"|zugangscode|türcode|code d'accès|код доступа|код от двери)"
            r"|الرقم السري)(?![^\W\d_])|暗証番号"
            r"|(?<![A-Za-z])(?:PIN|PUK)(?:码|碼|コード|번호|은|는|이))"
            r"(?P<gap>[^\d\n.;!?]{0,40}?)(?<![\dA-Za-z])(?P<secret>\d{4,8})(?![\dA-Za-z])"
        ),
        "pin",
        ("pin", "puk", "пин", "пін", "पिन", "code", "код", "الرقم", "暗証"),
    ),
    # "log in as root with X", "login as admin using X".
    (
        lazy(
            r"\blog(?:ged)?[ \t]?in[ \t]+as[ \t]+\S{1,40}[ \t]+(?:with|using)[ \t]+"
            r"(?:(?:the[ \t]+)?(?:password|pw|pass)[ \t]+)?"
            r"(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`,;]{6,100})"
        ),
        "password",
        ("log",),
    ),
    # A user and a password after a credentials word: "Zugangsdaten VPN: mueller / X",
    # ".htpasswd ... admin / X", "계정: admin / 비밀번호 X".
    (
        lazy(
            r"(?i:credentials?|creds|login|logins|htpasswd|zugangsdaten|anmeldedaten|identifiants"
            r"|credenciales|credenciais|계정|התחברות|ล็อกอิน|учётные данные|учетные данные|логин"
            r"|connecter|connexion|log ?in|sign ?in|anmeldung|anmelden|σύνδεση|accesso|acceso"
            r"|entrar|acessar|inloggen|войти|вход)(?![^\W\d_])"
            r"[^\n/]{0,60}?[ \t:](?P<user>[\w.@\\-]{2,40})[ \t]*/[ \t]*"
            r"(?:(?i:password|passwort|pw|mdp|비밀번호|סיסמה|รหัสผ่าน|пароль|contraseña|senha"
            r"|mot de passe|κωδικός πρόσβασης|κωδικός|wachtwoord|palavra-passe)"
            r"[ \t:]+)?"
            r"(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`/,;]{4,100})"
        ),
        "password",
        (
            *("cred", "login", "log in", "sign", "conne", "anmeld", "σύνδεση", "acces"),
            *("entrar", "acessar", "inloggen", "войти", "вход", "htpasswd", "zugangsdaten"),
            *("anmeldedaten", "identifiants", "계정", "התחברות", "ล็อกอิน", "учётные"),
            *("учетные", "логин"),
        ),
    ),
    # A wallet's seed phrase: 12 to 24 lower-case words after its name.
    (
        lazy(
            r"(?i:seed phrase|recovery phrase|mnemonic(?: phrase)?|seed words|backup phrase)"
            r"[^\n:]{0,20}?(?:[ \t]+is|:|=)[ \t:]*(?P<value_quote>[\"'`]?)"
            r"(?P<secret>[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,23})"
        ),
        "seed-phrase",
        ("seed", "mnemonic", "recovery phrase", "backup phrase"),
    ),
    # A passphrase is words: a quoted run of them after its name and a colon or verb.
    (
        lazy(
            r"(?i:pass ?phrase|passwort-?satz|phrase secrète|frase de contraseña|mnemonic)"
            r"[^\n:\"“«]{0,60}?(?::|[ \t]is|[ \t]=)[ \t]*(?P<value_quote>[\"“«])"
            r"(?P<secret>[^\W\d_]{2,20}(?:[ \t]+[^\W\d_]{2,20}){2,23})(?=[\"”»])"
        ),
        "passphrase",
        ("phrase", "passwort", "mnemonic"),
    ),
    # A user and a password in parentheses: "connected to the NAS (admin, u0?oV*fvDPh)";
    # the parenthesis follows a space, as in prose, not a name, as in a call.
    # The password must mix three of upper case, lower case, digits and symbols.
    (
        lazy(
            r"(?<![^ \t])\((?P<user>[A-Za-z][\w.@-]{1,39}),[ \t]*(?P<value_quote>)"
            r"(?P<secret>[^\s,()'\"\[\]]{8,100})\)"
        ),
        "password",
        ("(",),
    ),
    # Backup or recovery codes listed after a colon.
    (
        lazy(
            r"(?i:backup codes?|recovery codes?)[^\n:]{0,60}:[ \t]*"
            r"(?P<secret>[A-Za-z0-9]{3,12}(?:-[A-Za-z0-9]{3,12})?"
            r"(?:(?:[ \t]*,[ \t]*|[ \t]+)[A-Za-z0-9]{3,12}(?:-[A-Za-z0-9]{3,12})?){0,20})"
        ),
        "recovery-codes",
        ("backup code", "recovery code"),
    ),
)
_YEAR = re.compile(r"(?:19|20)\d\d")
_CLASSES = {
    "upper": lambda v: any(c.isupper() for c in v),
    "lower": lambda v: any(c.islower() for c in v),
    "digit": lambda v: any(c.isdigit() for c in v),
    "symbol": lambda v: any(c in SYMBOLS for c in v),
}


def _spare_special(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if m.groupdict().get("gap") is not None:  # a PIN: a year after "until" is not one
        return bool(_YEAR.fullmatch(value)) and not m.group("gap").rstrip().endswith(":")
    if value.casefold().strip("*") in PROSE_WORDS:
        return True  # "recovery codes: 1Password": where they are kept
    codes = "code" in m.group(0)[:40].casefold()
    if " " in value and not codes:
        # a seed phrase or a passphrase: random words, not a sentence ("see the vault")
        return any(w.casefold() in PROSE_WORDS for w in value.split())
    if m.groupdict().get("user") is not None:
        if m.string[m.start()] == "(":  # `(stream, Loader=yaml.CLoader)` is a call
            if "=" in value or IDENTIFIER_PATH.fullmatch(value) or is_code_reference(value):
                return True
            return sum(_CLASSES[c](value) for c in _CLASSES) < 3 or is_placeholder(value)
        if value.isalpha():
            return True  # "sign in with Google / GitHub": a choice of two names
    if codes or "," in value or "-" in value and value.replace("-", "").isalnum():
        return not any(ch.isdigit() for ch in value)  # recovery codes carry digits
    return (
        is_placeholder(value)
        or value.casefold() in PROSE_WORDS
        or not (
            any(ch.isdigit() for ch in value)
            or any(ch in SYMBOLS for ch in value)
            or sum(ch.isupper() for ch in value) >= 2
        )
    )


# The value-first sentence ("X is the password") scans every word; only a text with
# "is the", "was our"... runs it.
_VALUE_FIRST = re.compile(
    r"[ \t](?:is|was|will be|is still|that's|that is|which is)[ \t]+"
    r"(?:the|our|my|your|their|his|her)[ \t]",
    re.IGNORECASE,
)
_LABEL_STEMS: dict[str, tuple[str, ...]] = {
    label: tuple(stems) for label, stems in LEXICON["labels"].items()
}


def _prose_label(m: re.Match[str]) -> str:
    key = m.group("key").casefold()
    for label in ("password", "token", "api-key"):
        if key.startswith(_LABEL_STEMS[label]):
            return label
    return "secret"


def _rule(pattern: re.Pattern[str], keys: str, row: dict[str, Any] | None = None) -> Rule:
    row = row or {}
    spare = spare_strict if row.get("strict_value") else spare_prose
    return Rule(pattern, _prose_label, spare, gate=tuple(row.get("gate") or literal_heads(keys)))


PROSE_RULES: tuple[Rule, ...] = (
    *(_rule(_prose_pattern(row), row["keys"], row) for row in LEXICON["languages"]),
    *(
        replace(
            _rule(p, _SECRET_NAMES_EN[3:-1]),
            needs=_VALUE_FIRST if p is _VALUE_FIRST_PHRASE else None,
        )
        for p in _ENGLISH_PHRASES
    ),
    *(_rule(_unspaced_pattern(row), row["keys"], row) for row in LEXICON["unspaced"]),
    *GLUED_RULES,
    *(Rule(p, label, _spare_special, gate=gate) for p, label, gate in _SPECIAL),
)
