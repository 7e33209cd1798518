"""A value set off by quote marks whose shape is a generated or chosen password's:
`ger-tremen the staging db eo '0_-vYXl=+l-fWmy'`, `«MRY=H+oXp-!9V-=t»`,
`**DJo=P+OjW5Zo1e**`, `result = "6Ns*A_!b-gWg=xqJ1"`, in any language or file.

The marks (quotes, guillemets, Markdown bold, backticks) say where the value starts and
ends, so it needs no name before it. Inside them: 8-40 printable ASCII characters with no
space, upper and lower case, and a digit or a symbol; and a symbol no identifier, number,
path or base64 blob holds (`! * # % ^ & ~ @ ? $`), an `=` inside the value (base64 has `=`
only as trailing padding), or a `+` beside a `.`, `_` or `-` (base64 has `+` but none of those).
Left alone: a setting written `NAME=value` with a plain value (`AWS_REGION=eu-west-1`), a
mask (`sk-a****YzAA`), a Content-Security-Policy source (`'nonce-...'`, `'sha256-...'`), and
anything with a bracket, slash, colon, comma or pipe (code, paths, URLs, lists). Across the
ordinary texts of the nineteen labelled sets no quoted word had this shape.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy, line_around
from retain.redact.objectids import names_an_object

_QUOTED = lazy(
    r"(?<!\w)(?:«(?P<a>[^\s»]{8,40})»|'(?P<b>[^\s']{8,40})'|\"(?P<c>[^\s\"]{8,40})\""
    r"|\*\*(?P<d>[^\s*]{8,40})\*\*|“(?P<e>[^\s”]{8,40})”|`(?P<f>[^\s`]{8,40})`)(?!\w)"
)
_GROUPS = ("a", "b", "c", "d", "e", "f")
_RARE_SYMBOLS = frozenset("!*#%^&~@?$")
_NOT_IN_VALUE = re.compile(r"[/\\(){}\[\]<>|:,;\"'`%]|\*\*\*|^(?:nonce|sha\d+)-")
# `NAME=value`, `-Dname=value`, `CN=host`, `price=price_1Mx..`: a setting, unless its name
# is a letter or two and its value mixes case (`u=pV.y5u0UX0L` is a password's own `=`).
_PLAIN_SETTING = re.compile(r"-{0,2}(?P<name>[A-Za-z_][\w.-]*)=(?P<value>[\w.-]*)")
# A name of code behind one sigil, made of words: `@Transactional`, `@SpringBootApplication`,
# `$ComponentRoot`, `#RegionName` (an annotation, a variable, a directive), not a password.
_SIGIL_NAME = re.compile(r"[@#$](?:[A-Z][a-z]+|[a-z]{2,})(?:[A-Z][a-z]+)*[!?]?")


# A name of code: runs of word-shaped letters (lower case, Capitalised or camelCase humps of
# two letters or more, upper case of two or more) or whole numbers, joined by the marks code
# joins names with (`Oban.Pro.*`, `@Provides-annotated`, `-Csetup-args=-Dopenmp=disabled`,
# `*slog.Logger`, `encoding_rs::WINDOWS_1252`). A generated password breaks a run somewhere
# (`oXp`, `vYXl`, `Tr0ub4dor`) or joins with a mark code does not (`!` `%` `^` `&` `~` `?`).
_CODE_RUN = re.compile(r"[a-z]{2,}|[A-Z]{2,}|[A-Z]?[a-z]{2,}(?:[A-Z][a-z]{2,})+|[A-Z][a-z]+|\d+")
_CODE_JOIN = re.compile(r"[^A-Za-z0-9]+")
_CODE_MARKS = frozenset(".-_@$*=+:;/")  # not `#` inside: `Beacon#Oasis` is a chosen password


def code_name(value: str) -> bool:
    """A value made of names joined as code joins them (see above), not a password."""
    body = value[1:] if value[:1] in "!#" else value  # `!app.isPackaged`, `#region`
    body = body.replace("!=", "=")  # `Category!=Integration`: an operator
    runs = [r for r in _CODE_JOIN.split(body) if r]
    if not runs or not any(c.isalpha() for c in body):
        return False
    marks = "".join(_CODE_JOIN.findall(body))
    return all(c in _CODE_MARKS for c in marks) and all(_CODE_RUN.fullmatch(r) for r in runs)


def _group(m: re.Match[str]) -> str:
    return next(g for g in _GROUPS if m.group(g) is not None)


def _span(m: re.Match[str]) -> tuple[int, int]:
    return m.span(_group(m))


def _both_cases(value: str) -> bool:
    return any(c.isupper() for c in value) and any(c.islower() for c in value)


def shaped_as_password(value: str) -> bool:
    """A quoted value that reads as a generated or chosen password (see the module)."""
    if not value.isascii() or _NOT_IN_VALUE.search(value) or _SIGIL_NAME.fullmatch(value):
        return False
    if code_name(value.rstrip(";")):
        return False
    setting = _PLAIN_SETTING.fullmatch(value)
    if setting and (len(setting.group("name")) > 2 or not _both_cases(setting.group("value"))):
        return False
    if (
        setting
        and setting.group("name").casefold() == "id"
        and names_an_object(setting.group("value"))
    ):
        return False  # `id=evt_1Vq9Fbs3OPZ...`: a log's id field holding an object's typed id
    if not _both_cases(value):
        return False
    if not any(c.isdigit() or not c.isalnum() for c in value):
        return False
    if any(c in _RARE_SYMBOLS for c in value):
        return True
    core = value.rstrip("=")
    return "=" in core or ("+" in core and any(c in "._-" for c in value))


def _spare(m: re.Match[str]) -> bool:
    value = m.group(_group(m))
    return is_placeholder(value) or not shaped_as_password(value)


# The same shape as a bare word of a line of prose: ten characters at least, and a
# sentence's closing mark after it is not its symbol ("have you tried pgAdmin?").
_BARE = lazy(
    r"(?<!\S)(?=\S{0,39}[A-Z])(?=\S{0,39}[a-z])(?=\S{0,39}[=+!*#%^&~@?$])"
    r"(?P<secret>[!-~]{10,40}?)(?=[.,;:!?]?(?:\s|$))"
)
_BARE_MIN_WORDS = 2
_WORD = re.compile(r"(?<![\w-])[^\W\d_]{2,}(?![\w-])")


def _spare_bare(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if "**" in value or is_placeholder(value) or not shaped_as_password(value.rstrip("!?.")):
        return True
    return len(_WORD.findall(line_around(m).replace(value, " "))) < _BARE_MIN_WORDS


QUOTED_RULES: tuple[Rule, ...] = (
    Rule(_QUOTED, "password", _spare, secret_span=_span, gate=("'", '"', "«", "**", "“", "`")),
    Rule(_BARE, "password", _spare_bare, gate=("=", "+", *_RARE_SYMBOLS)),
)
