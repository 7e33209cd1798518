"""A password told in a sentence without its name: a value only a person choosing a
password, or a generator, writes ("try vH.02WNKUb!386LpC1 on the cache box", "the shared
one became r3lMgnNxUp^r1rh2 after Tuesday", "it's k~^6*2J16wz5 for now").

The value mixes upper case, lower case and digits with a symbol no identifier, number,
path, URL, base64 blob or template holds (`! # % ^ & * ~`), and stands as a word of a line
of prose (two words of letters at least beside it). No bracket, quote, backslash, pipe,
`$` or `/` inside (code, a regex, a shell variable, a path), no `**` (Markdown, a masked
token), no percent-encoding (`%2F`), no `name=` (a setting). Across the 23,563 ordinary
texts of the fifteen labelled sets no such word stood in prose; password generators with
symbols switched on (1Password, Bitwarden, KeePass) write such words.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy, line_around
from retain.redact.labelled import ORDINARY_WORDS

_SYMBOLS = "!#%^&*~"
# A word of 10-40 printable ASCII characters with each class in it, maybe quoted or bold.
_CHOSEN = lazy(
    r"(?<![^\s(«“\"'`*])(?P<value_quote>[\"'`«“]|\*\*)?"
    r"(?P<secret>(?=[!-~]{0,39}[!#%^&*~])(?=[!-~]{0,39}[0-9])(?=[!-~]{0,39}[a-z])"
    r"(?=[!-~]{0,39}[A-Z])[!-~]{10,40}?)"
    r"(?:[\"'`»”]|\*\*)?[.,;:!?)]?(?=\s|$)"
)
_NOT_IN_VALUE = re.compile(r"[()\[\]{}\\<>|$/\"'`]|\*\*|%[0-9A-Fa-f]{2}|^\*|^[\w.-]+=|=.*=.*=")
# Words of letters beside the value: the line is prose or chat, not a blob or a table.
_WORD = re.compile(r"(?<![\w-])[^\W\d_]{2,}(?![\w-])")
_MIN_WORDS = 2


def _spare_chosen(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if _NOT_IN_VALUE.search(value) or is_placeholder(value):
        return True
    return len(_WORD.findall(line_around(m))) < _MIN_WORDS


# A passphrase of four to eight dictionary words joined by one `-` or `_`, set off by
# quotes, guillemets or bold in a line of prose ("gakoaren pasaesaldia hau da:
# **kelp_lotus_heron_ember_vortex**"): what diceware-style generators (1Password's
# "memorable password", Bitwarden's passphrase) write. In any language the words stay
# English and the marks stay; a name of code (`aws_iam_role_policy_attachment`) stands
# on a line of code, and a slug's words are ordinary ones (`fix-user-login-page`). Backticks
# are Markdown's mark for code: `client_max_body_size` in them is a setting's name.
_JOINED_WORDS = lazy(
    r"(?<![\w-])(?P<value_quote>\*\*|[«'\"“„])"
    r"(?P<secret>[a-z]{3,10}(?P<joint>[-_])[a-z]{3,10}(?:(?P=joint)[a-z]{3,10}){2,6})"
    r"(?:\*\*|[»'\"”])(?![\w-])"
)
_CODE_LINE = re.compile(r"[{}=();<>]|\"[ \t]*:|^[ \t]*(?:[#+-][ \t]*)?(?:resource|data|module)\b")


# Words that, right before the quoted value, say it names a piece of software: a package
# manager's or a linter's messages quote the name (`Cannot find module 'eslint-plugin-x'`,
# `Failed to load plugin 'x'`, `the plugin "eslint-plugin-react-hooks"`).
_SOFTWARE_NOUNS = frozenset(
    "module modules plugin plugins package packages preset presets config loader dependency"
    " dependencies library extension extensions crate gem".split()
)
_LAST_WORDS = 2


def _names_software(m: re.Match[str]) -> bool:
    before = m.string[max(0, m.start() - 60) : m.start()].rsplit("\n", 1)[-1]
    return bool(_SOFTWARE_NOUNS.intersection(_WORD.findall(before.casefold())[-_LAST_WORDS:]))


def _spare_joined(m: re.Match[str]) -> bool:
    words = re.split(r"[-_]", m.group("secret"))
    if any(w in ORDINARY_WORDS for w in words) or _names_software(m):
        return True
    rest = line_around(m).replace(m.group(0), " ")
    return _CODE_LINE.search(rest) is not None or len(_WORD.findall(rest)) < _MIN_WORDS


CHOSEN_RULES: tuple[Rule, ...] = (
    Rule(_CHOSEN, "password", _spare_chosen, gate=tuple(_SYMBOLS)),
    Rule(_JOINED_WORDS, "password", _spare_joined, gate=("-", "_")),
)
