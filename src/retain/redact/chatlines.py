"""Secrets in a team chat export, read by the chat's structure rather than its words.

A chat line opens with a speaker (`name:`, `**name**:`, `<name>`, `[10:42] name:`, a
quote `> `, a mention `@ops`, a topic `re: staging —`); what it holds after that is the
line's answer. Four structures give a value away in any language:

- a lone value, and on the next line a label pointing up at it that names a password
  ("^ that's the staging db password", "↑ 스테이징 비밀번호예요");
- a label naming a password that ends pointing down ("staging pw:", "пароль 👇"), and
  the value alone on the next line;
- a value that starts its line and is then called "the new one" for something, with
  no noun after "new" ("X es la nueva del servidor", "X это новый от сервера", "X is de
  nieuwe voor de wifi"), or a password's name ends the line after it ("X yeni wifi
  şifresi", "X 是新的wifi密码");
- a strong shape alone: ten or more letters and digits in both cases, changing kind
  often, as the whole answer of a line ("[11:48] sam: here y1Rh5n8FNLF0oujn8yi"), which
  no branch, port, package, build number or ticket id looks like (commit hashes and
  UUIDs are hex; base64 fixtures run longer and carry `+/=`), unless the line before is a
  shell command that says it prints an address or a public key (`$ solana address`).

Ordinary values never count (slots.ordinary_value: states, tools, versions, ticket ids).
"""

from __future__ import annotations

import base64
import binascii
import re

from retain.redact.ahead import AHEAD_RULES
from retain.redact.base import Rule, lazy
from retain.redact.chatgrammar import LINE_SPEAKER
from retain.redact.resets import PASSWORD_NAMES_NOT_VERB, UNSPACED_PASSWORD_NAMES
from retain.redact.slots import chosen_shape, ordinary_value
from retain.redact.told import secret_shaped

# The speaker part of a chat line: the one grammar of chat lines.
_SPEAKER = LINE_SPEAKER
_NAMES = (
    rf"(?<![^\W\d_])(?:{PASSWORD_NAMES_NOT_VERB}|creds|credentials)[^\W\d_]{{0,4}}"
    rf"|{UNSPACED_PASSWORD_NAMES}"
)
_LONE = r"(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`]{6,100}?)[\"'`]?[ \t]*"
_UP = lazy(
    rf"(?m:^){_SPEAKER}{_LONE}\r?\n[ \t]*(?:>[ \t]*)?(?:\^+|↑|👆|☝️?)[^\n]{{0,80}}?(?i:{_NAMES})"
)
_DOWN = lazy(
    rf"(?m:^)[^\n]{{0,80}}?(?<![_.-])(?i:{_NAMES})(?![\w-])"
    r"[^\n]{0,40}?(?:[:：]|👇|⬇️?|↓)[ \t]*\r?\n"
    rf"{_SPEAKER}{_LONE}(?=\r?\n|$)"
)
_NEW_ONE = (
    r"is (?:the|my) new one (?:for|of)|es (?:la|el) nuev[ao] (?:del?|para)"
    r"|è (?:quella|quello|la|il) nuov[ao] (?:del?|della|per)|(?:c'est|est) (?:le|la) nouve"
    r"(?:au|lle) (?:pour|du|de)|ist (?:das|der|die) neue (?:fürs?|vom|von)|is (?:de|het) nieuwe"
    r" (?:voor|van)|är (?:det|den) nya (?:till|för)|er (?:det|den) nye (?:til|for)"
    r"|to now[eya] (?:do|dla)|je nov[éáý] (?:na|do|pro)|(?:это|це) нов(?:ый|ий|ое|е) (?:от|для"
    r"|від)|(?:é|e) (?:a|o) nov[ao] (?:do|da|para)|itu yang baru (?:buat|untuk)"
    r"|là cái mới (?:của|cho)|(?:هي|هو) (?:الجديدة|الجديد) ل"
)
_VALUE_FIRST = lazy(
    rf"(?m:^){_SPEAKER}(?P<value_quote>[\"'`]?)(?P<secret>[^\s\"'`]{{6,100}}?)[\"'`]?[ \t]+"
    rf"(?:(?i:{_NEW_ONE})|[^\n=:：]{{0,30}}?(?i:{_NAMES})[ \t]*(?:[.!][ \t]*)?(?=\r?\n|$))"
)
# Words that hand a value over ("here", "take it"), alone before it on a chat line.
_GIVE = (
    r"here(?: you go)?|there you go|toma|aquí|aqui|ecco|tieni|voilà|tiens|hier|bitte"
    r"|alsjeblieft|varsågod|här|masz|proszę|tady|tu|держи|вот|ось|тримай|al|işte|ini|nih"
    r"|đây|여기|ほら|はい|给|給|تفضل|خذ|लो|यह लो"
)
_GIVEN = lazy(
    rf"(?m:^){_SPEAKER}(?i:{_GIVE})[:,]?[ \t]+(?P<value_quote>[\"'`]?)"
    r"(?P<secret>[^\s\"'`]{6,100}?)[\"'`]?[ \t]*(?:[.!][ \t]*)?(?=\r?\n|$)"
)
_STRONG = lazy(
    rf"(?m:^){_SPEAKER}(?:[^\s\d]{{1,12}}[ \t]+){{0,3}}"
    r"(?P<secret>[A-Za-z0-9]{10,100})[ \t]*(?:[.!][ \t]*)?(?=\r?\n|$)"
)
# Kind changes (upper, lower, digit) a strong shape makes at least, per character.
_CHANGE_RATE = 0.3
_HEX = re.compile(r"[0-9a-fA-F]+")
# Words that say the line's value is an id, not a secret ("build 20241203aB7x").
_ID_WORDS = re.compile(
    r"(?<![^\W\d_])(?:id|ids|build|run|job|commit|sha|ticket|issue|request|trace|order"
    r"|invoice|ref|tag|branch|version|release|video|emoji|code)(?![^\W\d_])",
    re.IGNORECASE,
)


def _not_a_password(value: str) -> bool:
    """A plain word, capitalised or not, may sit before a password's name ("reset the
    password"); a value there holds a digit, a symbol or a capital inside it."""
    return value.isalpha() and (value[1:].islower() or value.isupper())


def _spare_lone(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if ordinary_value(value) or not value.isascii() or "/" in value:
        return True  # `feature/login-v2`: a branch or a path
    return value.startswith(("[", "<", "*"))


def _spare_first(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if _spare_lone(m):
        return True
    named_after = _NEW_ONE_RE.search(m.group(0)) is None
    return named_after and _not_a_password(value)


_NEW_ONE_RE = re.compile(_NEW_ONE, re.IGNORECASE)


def strong_shape(value: str) -> bool:
    """Letters in both cases and digits, changing kind often, and not hex."""
    if not (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
    ) or _HEX.fullmatch(value):
        return False
    kinds = ["d" if c.isdigit() else "u" if c.isupper() else "l" for c in value]
    changes = sum(a != b for a, b in zip(kinds, kinds[1:]))
    return changes >= _CHANGE_RATE * (len(value) - 1)


def _spare_given(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if _spare_lone(m):
        return True
    return not (secret_shaped(value) or chosen_shape(value) or strong_shape(value))


def _spare_strong(m: re.Match[str]) -> bool:
    value = m.group("secret")
    before = m.string[max(0, m.start("secret") - 40) : m.start("secret")]
    if not strong_shape(value) or _ID_WORDS.search(before) is not None:
        return True
    if _LONG_HEX.search(value) or _decodes_to_text(value):
        return True
    if _PUBLIC_COMMAND.search(_line_before(m.string, m.start("secret"))):
        return True
    return _in_block(m.string, m.start(), m.end())


# A shell command that says it prints a public value (`solana address`, `solana-keygen
# pubkey`, `cast wallet address`, `ssh-keygen -l` is a fingerprint): the line under it
# is that value, an address or a public key, not a secret.
_PUBLIC_COMMAND = re.compile(
    r"^[ \t]*[$#>%][ \t]+[^\n]*?(?<![\w-])(?:address|pubkey|public[-_]?key|fingerprint)(?![\w-])"
)


def _line_before(text: str, pos: int) -> str:
    """The whole line before the one `pos` is on, or ""."""
    line_start = text.rfind("\n", 0, pos)
    if line_start <= 0:
        return ""
    return text[text.rfind("\n", 0, line_start) + 1 : line_start]


# A prefix and a long hex run is an id of a known format (`MG` and 32 hex: a Twilio
# messaging service), not a secret of this rule's kind.
_LONG_HEX = re.compile(r"[0-9a-f]{24}")
_PRINTABLE_SHARE = 0.9  # of decoded bytes: text, not the random bytes a token decodes to


def _decodes_to_text(value: str) -> bool:
    """Base64 of text (a fixture: "aGVsbG8gd29ybGQ..." is "hello world"), unpadded."""
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    printable = sum(32 <= b < 127 or b in (9, 10, 13) for b in raw)
    return bool(raw) and printable >= _PRINTABLE_SHARE * len(raw)


# A line of a base64 block (a PEM body, a MIME part): 40+ characters of its alphabet.
_BLOCK_LINE = re.compile(r"[A-Za-z0-9+/=]{40,}")


def _in_block(text: str, start: int, end: int) -> bool:
    """A line inside a block of encoded lines (a certificate, an attachment): a
    neighbouring line is another run of the base64 alphabet, or the block's armour."""
    lo = text.rfind("\n", 0, start)
    prev_line = text[text.rfind("\n", 0, max(lo, 0)) + 1 : max(lo, 0)] if lo > 0 else ""
    hi = text.find("\n", end)
    next_line = text[hi + 1 : text.find("\n", hi + 1) % (len(text) + 1)] if hi >= 0 else ""
    return any(
        _BLOCK_LINE.fullmatch(line.lstrip("> \t").rstrip()) or "-----" in line
        for line in (prev_line, next_line)
    )


# A line that ends pointing down: the only texts _DOWN reads.
_POINTS_DOWN = re.compile(r"(?:[:：]|👇|⬇️?|↓)[ \t]*\r?\n")
_LINE_END_RUN = re.compile(r"[A-Za-z0-9]{10}[ \t]*(?:[.!][ \t]*)?$", re.MULTILINE)
_NAME_GATE = (
    *("passw", "pw", "kennwort", "mot de passe", "mdp", "contraseña", "clave", "senha"),
    *("palavra-passe", "wachtwoord", "hasło", "haslo", "heslo", "parola", "şifre", "sifre"),
    *("lösenord", "passord", "adgangskode", "salasana", "парол", "رمز", "كلمة", "סיסמה"),
    *("पासवर्ड", "mật khẩu", "sandi", "κωδικός", "パスワード", "暗証番号", "密码", "密碼"),
    *("비밀번호", "비번", "암호", "creds", "credentials", "passphrase"),
)
_GIVE_GATE = tuple(w for w in re.sub(r"\(\?:[^)]*\)\?", "", _GIVE).split("|"))
_NEW_GATE = (
    *("new one", "nueva", "nuevo", "nuova", "nuovo", "nouveau", "nouvelle", "neue", "nieuwe"),
    *("nya", "nye", "nowe", "nowy", "nowa", "nové", "nová", "nový", "новый", "новий", "новое"),
    *("нове", "nova", "novo", "yang baru", "cái mới", "الجديد"),
)

CHAT_LINE_RULES: tuple[Rule, ...] = (
    Rule(_UP, "password", _spare_lone, gate=("^", "↑", "👆", "☝")),
    Rule(_DOWN, "password", _spare_lone, gate=_NAME_GATE, needs=_POINTS_DOWN),
    Rule(_VALUE_FIRST, "password", _spare_first, gate=_NAME_GATE + _NEW_GATE),
    Rule(_GIVEN, "password", _spare_given, gate=_GIVE_GATE),
    Rule(_STRONG, "token", _spare_strong, needs=_LINE_END_RUN),
    *AHEAD_RULES,
)
