"""A password told in any language, recognised by the value's shape alone, where the
words around it are in a language the lexicons lack ("Y cyfrinair ar gyfer rabbitmq yw
Harbor_Umber7466", "nexus-ի գաղտնաբառն է DK19Orx2qturq").

Two shapes no ordinary text of the labelled sets holds as a word of a line:

- a memorable password as people and generators make them: two capitalised words joined
  by one mark and ending in two to four digits (`Harbor-Quartz6294`, `Nimbus.Iris5736`,
  `Cobalt_Lantern7106`). A product and its year are written apart (`Visual Studio 2022`),
  a type name has no mark between its words (`Argon2PasswordHasher`), a path or a module
  has a lower-case part or a slash beside it.
- a generated value of 10-40 characters mixing upper case, lower case and digits whose
  case changes every letter or two (base.random_case: `Be0TBDl14qMGyPm5A`), standing as a
  word of a line of prose (two words of letters in any script beside it), outside code,
  a URL, a path, a setting (`name=`) or a base64 blob (`=` padding, `+` or `/` inside).
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, inside_arn, is_placeholder, lazy, random_case

# Marks allowed between the two words of a memorable password.
_JOINTS = r"[._\-!+#@~*]"
_MEMORABLE = lazy(
    r"(?<![\w.\-/:@=+])(?P<secret>[A-Z][a-z]{2,12}" + _JOINTS + r"[A-Z][a-z]{2,12}[0-9]{2,4})"
    r"(?![\w\-/@=+]|\.\w)"
)
# A cheap scan first: a capital, lower case letters, a mark, a capital.
_MEMORABLE_NEEDS = lazy(r"[a-z]" + _JOINTS + r"[A-Z][a-z]{2,12}[0-9]")

# A word of 10-40 letters and digits (a `-`, `_`, `.`, `=`, `~`, `!`, `^` or `*` among
# them), maybe quoted, backticked, bold or in guillemets, with each case and a digit.
_GENERATED = lazy(
    r"(?<![^\s(«“\"'`*:])(?:[\"'`«“„]|\*\*)?"
    r"(?P<secret>(?=[\w.=~!^*-]{0,39}[0-9])(?=[\w.=~!^*-]{0,39}[a-z])"
    r"(?=[\w.=~!^*-]{0,39}[A-Z])[A-Za-z0-9][\w.=~!^*-]{9,39})"
    r"(?:[\"'`»”]|\*\*)?[.,;:!?)]?(?=\s|$)",
    re.ASCII,
)
# Not a password: a setting, base64 padding, a file name, an object id with its type's
# prefix (Stripe's `cus_`, `pi_`; OpenAI's `chatcmpl-`, `org-`), a hex run after a short
# prefix (Twilio's `AC` + 32 hex, an image tag `ZOX-5b6f6c2`).
_NOT_GENERATED = re.compile(
    r"^AAAA|^[\w.-]+=|==?$|\.\w{1,4}$|^[a-z]{2,12}[_-]|^[A-Za-z]{0,4}[_-]?[0-9a-f]{7,}$"
)
# What names an id, a digest or a blob just before a value: a word of technical English
# that every language's developers borrow ("ksuid X", "kid X", "la request id X").
_ID_WORDS = lazy(
    r"(?i:\b(?:id|ids|sid|uid|uuid|guid|kid|ksuid|ulid|tag|digest|hash|sha|blob|b64|base64"
    r"|fixture|fixtures|commit|node|customer|intent|charge|invoice|subscription|org|request"
    r"|response|trace|span|nonce|salt|etag|cursor|checksum|video|channel|thread|message)\b)"
)
_BASE64_WORD = lazy(r"(?i:\bb(?:ase)?64\b)")
_ID_REACH = 60  # characters before a value read for an id's word
# Words of letters in any script beside the value: the line is prose or chat.
# (not the parts of an address or a host: `kite@example.test`)
_WORD = re.compile(r"(?<![\w@.-])[^\W\d_]{2,}(?![\w@-]|\.\w)")
_MIN_WORDS = 2
_CODE_LINE = re.compile(r"\t|[{}();<>]|[\w\]\"'][ \t]*=[ \t]|://|\\|\$")
_LINE_REACH = 40  # characters of the line read either side of a value


def _line_of(m: re.Match[str]) -> str:
    text = m.string
    start = text.rfind("\n", max(0, m.start() - _LINE_REACH), m.start()) + 1
    end = text.find("\n", m.end(), m.end() + _LINE_REACH)
    return text[start : min(len(text), m.end() + _LINE_REACH) if end < 0 else end]


def _spare_generated(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if is_placeholder(value) or _NOT_GENERATED.search(value) or not random_case(value):
        return True
    head = m.string[max(0, m.start() - _ID_REACH) : m.start()]
    if _ID_WORDS.search(head.rsplit("\n", 1)[-1]) or inside_arn(m.string, m.start()):
        return True
    rest = _line_of(m).replace(m.group(0), " ")
    if value.startswith("eyJ") or _BASE64_WORD.search(rest):
        return True  # base64 of JSON (`{"`), or a line about a base64 value
    return _CODE_LINE.search(rest) is not None or len(_WORD.findall(rest)) < _MIN_WORDS


GENERATED_RULES: tuple[Rule, ...] = (
    Rule(_MEMORABLE, "password", needs=_MEMORABLE_NEEDS),
    Rule(_GENERATED, "password", _spare_generated),
)
