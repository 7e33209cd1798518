"""Secrets recognised by the shape of the value plus a name in any language.

The prose lexicon (prose.py) reads a sentence word by word, so a language, a compound
("Herstelzin", "Frase-senha") or a qualifier it does not list ("Il token API per
l'ambiente di test è ...") lets a value through. The rules here lean on the value
instead, and ask of the name only that it be somewhere before it on the same line:

- a generated token (16+ base62 characters mixing upper case, lower case and two
  digits or more) after any word that names a credential, in any of the languages the
  lexicon knows, plus the loanwords nearly every language uses (API, token, PIN);
- a recovery code (two or more equal groups of 4-8 letters and digits joined by `-`)
  after a word for "code" or "phrase";
- a passphrase or seed phrase (four or more random words, joined by spaces or hyphens)
  after a word for "phrase", with no ordinary word among them;
- a password or a PIN in a verb-final Persian sentence ("رمز ... X است");
- a generated value after `<service> key:` ("cohere key: X"), whatever the service.

Each shape alone is rare in ordinary notes, and each needs its name, so a commit SHA,
a UUID, a pod name or a sentence after a colon stays.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from retain.redact.base import Rule, is_path_or_url, is_placeholder, lazy
from retain.redact.codeshape import is_code_reference, random_case
from retain.redact.names import NOT_VALUE_WORDS, describes_secret, secret_word
from retain.redact.spans import match_within

_LEXICON = json.loads(Path(__file__).with_name("prose_lexicon.json").read_text(encoding="utf-8"))

# Words that name a credential in any language: every name the prose lexicon knows, and
# the words for "key" and "password" that prose.py does not read (it needs a verb).
_EXTRA_NAMES = (
    r"tokens?|pin|secret|passwor[dt]|nyckel|nyckeln|klíč|klic|ufunguo|nenosiri|anahtar"
    r"|kunci|sleutel|chiave|clave|chave|ключ|κλειδί|מפתח|مفتاح|کلید|رمز|گذرواژه|키|비밀번호"
    r"|密钥|密碼|密码|口令|パスワード|キー|कुंजी|पासवर्ड"
)
_ANY_NAME = "|".join(
    [f"(?:{row['keys']})" for row in _LEXICON["languages"]]
    + [f"(?:{row['keys']})" for row in _LEXICON["unspaced"]]
    + [_EXTRA_NAMES]
)
_NAME_BEFORE = re.compile(rf"(?<![^\W\d_])(?:{_ANY_NAME})", re.IGNORECASE)
# How far before a value its name may stand: a name and what the secret is for.
_NAME_REACH = 90
# A value an earlier rule replaced: `[REDACTED:token] X` does not call X a token.
_PLACEHOLDER = re.compile(r"\[REDACTED:[\w-]*\]")

# A generated token: 16+ base62 with digits (two, or one or none in a long random run:
# see _spare_generated), upper and lower case, standing alone (not inside a path, a URL, an
# identifier with `_`, or a longer run). Generators also join random runs with `.`, `-`
# or `_` (`yJlDOLvPiHYuxp.kEQS`, `BVNBSNdyRi1G-cF0d`): up to four runs, in random case
# (codeshape.random_case), so a dotted name or a kebab-case slug stays.
_GENERATED = lazy(
    r"(?<![\w./+=@:-])(?P<secret>(?=[A-Za-z0-9._-]{16})"
    r"(?=[A-Za-z0-9._-]{0,99}[a-z][A-Za-z0-9._-]{0,99}[a-z])"
    r"(?=[A-Za-z0-9._-]{0,99}[A-Z][A-Za-z0-9._-]{0,99}[A-Z])"
    r"[A-Za-z0-9]{2,100}(?:[._-][A-Za-z0-9]{2,100}){0,3})"
    r"(?![\w/+=(@-]|\.\w)"
)
_JOINT = re.compile(r"[._-]")


# Random case: two capitals in a row and a capital after a small letter (`sdHRuk`), which a
# CamelCase name, one capital a word, seldom has.
_RANDOM_CASE = re.compile(r"(?=.*[A-Z]{2})(?=.*[a-z][A-Z])")
# A cheap scan before the costly one: a run of 16 letters, digits and joints somewhere.
_LONG_ALNUM = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{15}")
# Where a clause ends: a name before it says nothing of a value after it.
_CLAUSE_BREAK = re.compile(r"[;。；！？]|(?<=[\w\"')\]])[.!?]+(?=\s|$)")
# Words that, right before a value, say what it identifies rather than what it opens.
_IDENTITY_WORDS = frozenset(
    "id ids model build run commit version hash digest uuid ref sha fingerprint".split()
)
# The type that opens an OpenSSH public key line, right before its base64 body.
_SSH_PUBLIC = re.compile(r"(?:ssh-[a-z0-9]+|ecdsa-sha2-\S+|sk-\S+@openssh\.com)[ \t]+$")
_WORD = re.compile(r"[^\W\d_]+")
# The value's own name when it stands as a member of a structure: a quoted key and a colon
# (`"requestId":"`, `'cf-ray': '`) or a keyword argument with its literal (`organization="`).
# A credential's name further back on the line belongs to another member.
_OWN_MEMBER = re.compile(
    r"(?:[\"'](?P<quoted>[\w.-]{1,40})[\"'][ \t]*:[ \t]*[\"']?"
    r"|(?<![\w.-])(?P<keyword>[A-Za-z_]\w{0,40})=[\"'])$"
)
# A member's key that only says it holds what was printed or sent (`"output":`, `stdout=`):
# it names nothing, so a credential's name before it (`"cmd": "printenv SECRET"`) still does.
_CARRIER_KEYS = frozenset(
    "output stdout stderr result value text content body data response message line".split()
)


def _spare_generated(m: re.Match[str]) -> bool:
    """Kept unless a credential's name stands before it on the same line, and that name
    is read as names are read in an assignment: `next_page_token`, "public token",
    "cursor" name what is not a secret."""
    lo = max(0, m.start() - _NAME_REACH)
    newline = m.string.rfind("\n", lo, m.start())
    if not match_within(_NAME_BEFORE, m.string, max(lo, newline + 1), m.start()):
        return True  # no credential's name before it on its line: the common case, cheap
    # a placeholder's label names no value after it (read whole, so one cut by the reach
    # leaves no `token]` behind)
    head = _PLACEHOLDER.sub(" ", m.string[max(0, m.start() - _NAME_REACH - 24) : m.start()])
    head = head[-_NAME_REACH:].rsplit("\n", 1)[-1]
    head = _CLAUSE_BREAK.split(head)[-1]  # the name must be in the value's own clause
    names = list(_NAME_BEFORE.finditer(head))
    if not names:
        return True
    own = _OWN_MEMBER.search(head)
    key = (own.group("quoted") or own.group("keyword")) if own is not None else ""
    if key and key.casefold() not in _CARRIER_KEYS and _NAME_BEFORE.search(key) is None:
        return True  # `"requestId":"req_011C..."` after `"output_tokens":337`: its own name
    last_words = _WORD.findall(head.casefold())[-2:]
    if _IDENTITY_WORDS.intersection(last_words):
        return True  # "build id X", "model X", "run id X": what X identifies, not a secret
    name = names[-1]
    start = name.start()
    while start > 0 and (head[start - 1].isalnum() or head[start - 1] in "_.-"):
        start -= 1
    end = name.end()
    while end < len(head) and (head[end].isalnum() or head[end] in "_.-"):
        end += 1
    whole = head[start:end]
    if whole.isascii() and re.search(r"[_.]|[a-z][A-Z]", whole) and secret_word(whole) is None:
        return True  # an identifier that names something else: `next_page_token`
    before = _WORD.findall(head[: name.start()].casefold())[-2:]
    between = _WORD.findall(head[name.end() :].casefold())[:3]
    if NOT_VALUE_WORDS.intersection(before + between):
        return True  # "public token", "page token", "signing key algorithm": not the secret
    if between and describes_secret(between[0]):
        return True  # "api key id AKIA...", "token url ...": about the secret, not it
    if _SSH_PUBLIC.search(head):
        return True  # `ssh-ed25519 AAAAC3Nza...`: a public key, made to be shared
    value = m.group("secret")
    if _JOINT.search(value) and not random_case(value):
        return True  # `Build-2024.Release2`, `getUserV2.Data3x`: names joined, not random runs
    if not any(ch.isdigit() for ch in value) and not random_case(value):
        return True  # letters alone: a name (`OAuthClientSecretProvider`), unless random
    if sum(ch.isdigit() for ch in value) == 1 and not (
        len(value) >= 24 and _RANDOM_CASE.search(value)
    ):
        return True  # one digit: a CamelCase name (`getUserProfile2`), unless long and random
    return is_placeholder(value) or is_code_reference(value)


# Words for "code" and for "phrase" (a recovery code, a backup code, a seed phrase), in
# the languages the prose lexicon covers. Matched inside compounds ("Herstelzin",
# "Wiederherstellungscode", "Återställningskod"), which is why the value's shape is strict.
CODE_WORDS = (
    r"code|codes|c[oó]digos?|codice|codici|codis|coduri|k[oó]d|kodu|koodi|kode|kodo|код"
    r"|κωδικ|קוד|کد|کوڈ|कोड|কোড|కోడ్|குறியீ|mã|코드|コード|码|碼|msimbo|misimbo|رمز|رموز"
)
_PHRASE_WORDS = (
    r"phrase|passphrase|mnemonic|seed|frase|fraza|zin|фраза|φράση|عبارة|वाक्यांश|cụm từ"
    r"|문구|助记词|助記詞|ifade|kalimat|frasa|kifungu|sõna|wachtwoordzin|parafraz"
)
_PHRASE_NAME = re.compile(_PHRASE_WORDS, re.IGNORECASE)
# A code or a phrase is a secret only when its label says what it unlocks or restores: a
# pass-, seed or recovery phrase, a wallet's, an account's recovery code; not an error
# code, an opcode's mnemonic or a search phrase. Word stems, many languages.
UNLOCKS = re.compile(
    r"pass|seed|recover|recuper|restor|backup|secret|wallet|vault|unlock|gpg|pgp|ssh"
    r"|account|2fa|mfa|otp|wiederherstell|konto|compte|cuenta|conta|リカバリー|アカウント"
    r"|geheim|senha|herstel|wachtwoord|odzysk|portfel|portefeuille|carteira|cartera"
    r"|återställ|gjenopprett|gendannelse|palautus|obnov|kurtarma|cüzdan|pemulihan|dompet"
    r"|kurejesha|pochi|khôi phục|ví|кодов|восстанов|відновл|секрет|кошел|гаманц|ключ"
    r"|ανάκτ|πορτοφ|κλειδ|שחזור|ארנק|סוד|استرداد|استعادة|محفظة|سري|بازیابی|کیف|رمز"
    r"|रिकवरी|पुनर्प्राप्ति|वॉलेट|बटुआ|복구|지갑|钱包|錢包|恢复|恢復|助记|助記|復元|ウォレット"
    r"|계정|账户|賬戶|帐户|hesap|akun|akaun|tài khoản|حساب|חשבון|λογαριασμ|аккаунт|учёт|учет"
    r"|облік|účt|kont",
    re.IGNORECASE,
)
# What joins a label and its value: a colon, `=`, or a copula.
_JOIN = (
    r"(?:[ \t]*[:：=]|[ \t]+(?:is|est|ist|è|é|es|är|er|je|jest|to|это|є|είναι|là|adalah"
    r"|ni|هي|هو|היא|הוא|है|olarak|lautet))"
)
# A recovery code: 2-8 groups of one length (4-8) of letters and digits, with a digit.
_CODE_VALUE = r"(?=[\w-]{0,80}[0-9])[A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){1,7}"
# A passphrase: 4-24 lower-case words of 3-10 letters, joined by spaces or by hyphens.
_PHRASE_VALUE = r"[a-z]{3,10}(?:(?P<joint>[ \t]|-)[a-z]{3,10})(?:(?P=joint)[a-z]{3,10}){2,22}"
# The value ends where the clause ends: a quote, punctuation, the line, or another script.
_VALUE_END = r"(?=[ \t\u00a0]*[»\"”'。，]|[.,;!?]?(?:[ \t]|$)|$)"
_LABELLED = lazy(
    rf"(?P<key>(?P<code>{CODE_WORDS})|{_PHRASE_WORDS})[^\n:：=.!?\"«»]{{0,60}}?{_JOIN}"
    r"[ \t]*(?P<value_quote>[«\"“„'])?[ \t\u00a0]?"
    rf"(?P<secret>{_CODE_VALUE}|{_PHRASE_VALUE}){_VALUE_END}",
    re.IGNORECASE | re.MULTILINE,
)
# The literal starts of CODE_WORDS and _PHRASE_WORDS (case-folded), for the rule's gate.
LABELLED_GATE = tuple(
    """
    code codi códi cod kod kód kood код κωδικ קוד کد کوڈ कोड কোড కోడ్ குறியீ mã 코드 コード 码 碼
    msimbo misimbo
    رمز رموز
    phrase mnemonic seed frase fraza zin фраза φράση عبارة वाक्यांश cụm 문구 助记 助記
    ifade kalimat frasa kifungu sõna parafraz
    """.split()
)
# Common English words: a run of them after "phrase:" is a sentence, not a passphrase.
ORDINARY_WORDS = frozenset(
    """
    the and for from with not use run see set get has had was are were will can new old
    all any one two per via into onto this that then than when what which who how why
    your our their its out off too also just only must should would could may might
    test tests build deploy fix make file files code data user users page error errors
    """.split()
) | frozenset(_LEXICON["prose_words"].split())


def _groups_even(value: str) -> bool:
    lengths = {len(part) for part in value.split("-")}
    return len(lengths) == 1


def _spare_labelled(m: re.Match[str]) -> bool:
    value = m.group("secret")
    line = m.string[m.string.rfind("\n", 0, m.start()) + 1 : m.start("secret")]
    if UNLOCKS.search(line) is None:
        return True  # "error code: ...", "search phrase: ...": not what unlocks something
    if "-" in value and re.fullmatch(_CODE_VALUE, value):
        # a code: its groups share one length and mix letters with digits
        return not _groups_even(value) or not re.search(r"[A-Za-z]", value)
    label = m.string[m.start() : m.start("secret")]
    if m.group("code") is not None and _PHRASE_NAME.search(label) is None:
        return True  # words after "code:" are a description, not a passphrase
    words = re.split(r"[ \t-]+", value.casefold())
    return any(w in ORDINARY_WORDS for w in words) or is_path_or_url(value)


def _label(m: re.Match[str]) -> str:
    value = m.group("secret")
    return "recovery-codes" if any(ch.isdigit() for ch in value) else "passphrase"


# Persian puts the verb last: "رمز عبور سرور آزمایشی V3lv3t@5387 است." (the password of
# the test server is ...). The value is the word before است, after the name and up to
# five words of what it is for; it must carry a digit or a symbol.
_PERSIAN = lazy(
    r"(?P<key>رمز|گذرواژه|کلید|پین)(?:[ \t]+[^\s\d]{1,20}){0,5}?[ \t]+"
    r"(?P<secret>(?=\S{0,99}[0-9!@#$%^&*+=~|?])[!-~]{4,100})[ \t]+(?:است|هست|بود)"
)


def _spare_persian(m: re.Match[str]) -> bool:
    value = m.group("secret")
    return is_placeholder(value) or is_path_or_url(value)


# A key named for its vendor or service, the name then `key:` and the value, in a note or
# a list ("- cohere key: `X`", "tencent key = X"): a generated run of 20+ mixed-case letters
# and digits. Any word may name the service; words that make it no secret's key (`public`,
# `primary`, `sort`, `cache`) keep it.
_SERVICE_KEY = lazy(
    r"(?<![\w-])(?P<name>[A-Za-z][\w.-]{1,30})[ _-]key[ \t]*[:=][ \t]*`?"
    r"(?P<secret>(?=[A-Za-z0-9]{0,99}[0-9])(?=[A-Za-z0-9]{0,99}[a-z])(?=[A-Za-z0-9]{0,99}[A-Z])"
    r"[A-Za-z0-9]{20,100})(?![\w/+=.-])"
)


def _spare_service_key(m: re.Match[str]) -> bool:
    words = set(_WORD.findall(m.group("name").casefold()))
    return bool(NOT_VALUE_WORDS.intersection(words)) or is_placeholder(m.group("secret"))


LABELLED_RULES: tuple[Rule, ...] = (
    Rule(_LABELLED, _label, _spare_labelled, gate=LABELLED_GATE, needs=UNLOCKS),
    Rule(_PERSIAN, "password", _spare_persian, gate=("است", "هست", "بود")),
    Rule(_GENERATED, "token", _spare_generated, needs=_LONG_ALNUM),
    Rule(
        _SERVICE_KEY,
        "api-key",
        _spare_service_key,
        gate=("key",),
        needs=re.compile(r"[ _-](?i:key)[ \t]*[:=][ \t]*`?[A-Za-z0-9]{20}"),  # cheap, first
    ),
)
