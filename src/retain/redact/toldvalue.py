"""A value told in a line of talk, found by its own shape, in any language or script.

A person who tells a password in a sentence ("la contra de grafana es Cmgw7HotQTt86",
"minio نىڭ پارولى gV62P1x60AK", "Heads up, the metrics api now takes ltQC9WuJrUDUbz")
writes the sentence in their language and the value as the generator made it. The words
around it change with every language; the value's shape does not. Two shapes are read
here, each only as a word of a line of talk (letters of any script beside it, no code):

- a generated token: 10-32 characters of letters and digits, maybe joined by `. _ - = +`
  or a symbol, with upper case, lower case and a digit, whose case changes every letter
  or two (codeshape.random_case) or that holds a run no word or name has (four letters without
  a vowel, not an acronym: `VqDM`, `drmm`), unless its case parts are all words and
  acronyms (`SHA256withRSA`), it is another kind of value (a uuid, hex, a version, base64
  with its padding or of text, a vendor's id `cus_...`, a slug with a suffix), or the
  words just before it name an id, a digest or data (`kid ...`, `video id ...`);
- a diceware passphrase joined by one `.`, `_` or `-` and ending in digits
  (`saffron.harbor.marble.mango23`, `nimbus_orbit_meadow_saffron88`): three to eight
  lower-case words of four to ten letters, then a number of two to four digits. A host,
  a module path or a slug has no number stuck to its last word, or a word of talk in it.

Measured on the development sets (redact..redact20): no ordinary row of any set altered.
"""

from __future__ import annotations

import re

from retain.redact.base import LINE_REACH, Rule, is_placeholder, lazy, line_around
from retain.redact.codeshape import random_case
from retain.redact.labelled import ORDINARY_WORDS
from retain.redact.quoted import code_name
from retain.redact.unnamed import ID_WORDS, text_bytes

# A word of the line, set off by spaces, quotes, guillemets, bold, 「」 or an emoji; the
# closing mark of a sentence after it is not part of it.
_OPEN = r"(?:(?<=[\s\"'`«“「(*👉:：])|^)"
_CLOSE = r"(?=[\"'`»”」)*👈]*[.,;:!?。、，]*(?:\s|$|[\"'`»”」)*👈]))"
_TOKEN = lazy(
    _OPEN + r"(?P<secret>(?=[!-~]{0,31}[A-Z])(?=[!-~]{0,31}[a-z])(?=[!-~]{0,31}[0-9])"
    r"[A-Za-z0-9][A-Za-z0-9._=+~!*^#%&@?-]{8,30}[A-Za-z0-9=+*^#%&@~_-])" + _CLOSE
)
_PASSPHRASE = lazy(
    _OPEN + r"(?P<secret>[a-z]{4,10}(?P<joint>[._-])[a-z]{4,10}(?:(?P=joint)[a-z]{4,10}){1,6}"
    r"(?P=joint)?[0-9]{2,4})" + _CLOSE
)
# A piece of the line that is a word of letters of any script, maybe with marks around it
# (`user:`, `(copy`): the line is talk, not a dump or a table.
_WORD = re.compile(r"\W*[^\W\d_]{2,}\W*")
_MIN_WORDS = 2
# A line of code or markup: an assignment, a call, a tag, a path or URL around the value.
_CODE_LINE = re.compile(
    r"[{};=|\\]|</|/>|<\w+\s+\w+=|://|\w\(|^\s*(?:(?:[-+*#]|\d+[.)])\s*)?[\w.-]+\s*:\s*\S+\s*$"
)
# Four letters in a row without a vowel, not an acronym: `VqDM`, `drmm`. A name's words
# are words (`getById`, `XMLHttp`); a generator's output has no vowels to spare.
_NO_WORD_RUN = re.compile(r"(?=[A-Za-z]{4})(?![A-Z]{4})(?:[^\W\daeiouyAEIOUY_]){4}")
# Values of other kinds in the token's shape: a uuid or 16 hex inside it, a version, an
# email, a short sha after a tag (`ZOX-5b6f6c2`), base64's padding, base64 of JSON or a
# PNG, an SSH public key's blob (`AAAAC3Nza...`), a vendor's id (`cus_...`), a setting
# (`NEXT=...`), a slug with a suffix (`ridge-exporter-4gMX7U`), an advisory id (`GHSA-...`).
_OTHER = re.compile(
    r"[0-9a-f]{8}-[0-9a-f]{4}-|[0-9a-fA-F]{16}|^v?\d+\.\d+|@\w+\.\w|-[0-9a-f]{7,}$"
    r"|[A-Za-z0-9+/]{15}={1,2}$|^(?:eyJ|iVBOR|AAAA)|^[a-z]{2,5}_|^[A-Z][A-Z0-9_]*="
    r"|^[a-z]{3,}-[a-z]{3,}-|^\w{4}(?:-\w{4}){2,}$"
)
_PLATFORM = re.compile(r"(?:arm|amd|x86|i386|win|py|python|node|java|jdk|gcc|utf|sha|md)\d+$")
_CASE_PARTS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
_DOMAIN = re.compile(r"(?:[\w-]+\.)+(?:com|org|net|io|dev|example|test|local|internal|app)$")


_NAME_REACH = 40  # characters read before the value for the name of what it is
_NAME_WORDS = 2  # the last words of those
_NAME_WORD = re.compile(r"[a-z0-9]+")
# Names of values that are not secrets, of public ids (`org-...`, a GraphQL `node`) and
# of public keys.
_ID_WORDS = (
    frozenset(
        """
        ksuid node org video invoice order ticket job run pipeline image public error model
        serial firmware
        """.split()
    )
    | ID_WORDS
)
_DATA_LINE = re.compile(r"\b(?:base64|protobuf|decodes?|encoded)\b", re.IGNORECASE)


def _talk(m: re.Match[str]) -> bool:
    """The value stands in a line of talk: words of letters beside it, as many as the
    other pieces of the line (a dump, a lockfile, a table holds few), and no code. A
    value alone on its line beside an emoji or a mark (`🔑 V`) is read with the line
    above; a bare line of base64 (a key's body) has neither."""
    rest = line_around(m).replace(m.group("secret"), " ")
    if rest.strip() and not _SIGNS.sub("", rest).strip():
        text = m.string
        start = text.rfind("\n", max(0, m.start() - LINE_REACH), m.start())
        reach = max(0, start - LINE_REACH)
        above = text.rfind("\n", reach, max(0, start))
        rest = text[reach if above < 0 else above + 1 : max(0, start)]
    return _prose(rest)


def _prose(rest: str) -> bool:
    if _CODE_LINE.search(rest) is not None:
        return False
    pieces = [piece for piece in rest.split() if _SIGNS.sub("", piece)]
    words = sum(1 for piece in pieces if _WORD.fullmatch(piece))
    return words >= _MIN_WORDS and 2 * words >= len(pieces)


# What may stand beside a lone value on its line: marks, quotes and emoji, no word.
_SIGNS = re.compile(r"[^\w]")


def generated(value: str) -> bool:
    """A token only a generator writes (see the module), not a name, id or digest."""
    if _OTHER.search(value) or _DOMAIN.search(value) or code_name(value):
        return False
    parts = _CASE_PARTS.findall(value)
    if all(len(p) >= 3 or p.isupper() or p.isdigit() for p in parts):
        return False  # `SHA256withRSA`, `getUserV2`: words and acronyms, a name
    return random_case(value) or _NO_WORD_RUN.search(value) is not None


def _named_other(m: re.Match[str]) -> bool:
    """The words just before the value say it is an id, a digest, a cursor or data
    (`ksuid 4Kq6...`, `video id 9nGv8B5SFKL`, `kid OjMJ_c0k...`), or the line says
    it is base64 (`... (base64 of '%PDF-1.4')`)."""
    text = m.string
    before = text[max(0, m.start() - _NAME_REACH) : m.start()].casefold()
    words = _NAME_WORD.findall(before)[-_NAME_WORDS:]
    if _ID_WORDS.intersection(words):
        return True
    return _DATA_LINE.search(line_around(m)) is not None or text_bytes(m.group("secret"))


def _spare_token(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if is_placeholder(value) or not generated(value) or _named_other(m):
        return True
    return not _talk(m)


def _spare_passphrase(m: re.Match[str]) -> bool:
    value = m.group("secret")
    words = re.split(r"[._-]", value.rstrip("0123456789"))
    if any(w in ORDINARY_WORDS for w in words if w) or _DOMAIN.search(value):
        return True
    if _PLATFORM.search(value):
        return True  # `self-hosted-arm64`, `build-python311`: a platform, not a phrase
    return not _talk(m)


TOLD_VALUE_RULES: tuple[Rule, ...] = (
    Rule(_TOKEN, "password", _spare_token),
    Rule(_PASSPHRASE, "password", _spare_passphrase),
)
