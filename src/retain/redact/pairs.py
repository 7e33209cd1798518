"""A login given as a pair under a heading that names it, in any of the lexicon's
languages: "dane logowania do X:" / "svc_archive / V", "identifiants pour X :" /
"sanjay46<TAB>V", "доступ к X:" / "farid:V", "ข้อมูลเข้าสู่ระบบ X:" / the user on one
line and the password on the next.

The heading is a line ending in a colon that holds a credential's, a login's or an
access's word (retain.redact.credwords); the pair is the next line, a user name and the
value split by `/`, `:`, a tab or a line break. Neither the heading nor the split alone
tells a password (`host:port`, `owner/repo`), so the value must also be shaped as a
chosen or generated secret (toldprose's strong values), or mix upper case, lower case
and digits as no user name, host or version does.

A query string gives a login as a pair too: a user's parameter, then a password's short
one (`/login?u=ci-bot&p=V`).
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_path_or_url, is_placeholder, lazy, looks_opaque
from retain.redact.codeshape import random_case
from retain.redact.convo import told_value
from retain.redact.credwords import ACCESS, CREDENTIAL, LOGIN, words
from retain.redact.told import short_random
from retain.redact.toldprose import strong_value

# A line's opening before the pair: indentation, a reply's `>`, a list marker.
_OPENING = r"[ \t]*(?:>[ \t]*)?(?:[-*•][ \t]+)?"
_PAIR = lazy(
    r"[:：][ \t]*\r?\n"
    rf"{_OPENING}(?P<user>[A-Za-z0-9_][\w.@+-]{{0,40}})"
    rf"(?P<sep>[ \t]*[:/][ \t]*|\t[ \t]*|[ \t]*\r?\n{_OPENING})"
    r"(?P<value_quote>[`\"']?)(?P<secret>[!-~]{6,100}?)(?P=value_quote)[ \t]*(?=\r?\n|\Z)"
)
_HEADING_WORDS = (CREDENTIAL, LOGIN, ACCESS)
# A colon right after the name and a space after it: YAML's `key: value` (a pair is
# written `user:V`, `user : V` or `user / V`).
_MAPPING = re.compile(r":[ \t]+")


def _spare_pair(m: re.Match[str]) -> bool:
    if _MAPPING.fullmatch(m.group("sep")):
        return True  # `value: X` under `password_length:`: YAML's key and value, no pair
    value = m.group("secret")
    if value == m.group("user") or not (strong_value(value) or mixed_value(value)):
        return True
    text = m.string
    heading = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
    return not any(p.search(heading) for p in _HEADING_WORDS)


def mixed_value(value: str) -> bool:
    """Upper case, lower case and digits together, as a password is made and a user, a
    host or a version is not (`Dune51.8`, `XlrVdIlJTzih0`)."""
    return (
        told_value(value)
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
    )


# A login alone, with no heading: a line that is nothing but a service account's name, ` / `
# and the value (`hamza.svc / Quill-Pylon6259`), or a fence that holds nothing but the name
# on one line and the value on the next. The name is a user's shape (lower case, digits,
# `_.-`); the value must be a strong one (toldprose.strong_value: chosen or generated),
# which a branch, a path or a version pair (`main / develop`, `v1.2 / v1.3`) is not.
_USER = r"(?P<user>[a-z][a-z0-9_.-]{1,40})"
_LONE_PAIR = lazy(
    rf"^{_OPENING}{_USER}[ \t]+/[ \t]+(?P<value_quote>[`\"']?)(?P<secret>[!-~]{{6,100}}?)"
    r"(?P=value_quote)[ \t]*$",
    re.MULTILINE,
)
# A login told inline, in any language's sentence: a user's name, then `/`, `+`, `and` or
# `with`, then the value ("the staging admin is ci-bot / 4Hfeizl", "the search cluster →
# deploy + 20gizKbP7Hct", "log in as ops with dkGhamjJAo"). Nothing names the value, so
# it must mix both cases and digits and be generated (the case changing every letter or
# two, codeshape.random_case; a short one, told.short_random) or carry a chosen one's symbol,
# which `read / write`, `main / develop` or `ops with care` never are; a file's magic
# bytes after "starts with" are data.
_INLINE_PAIR = lazy(
    r"(?<![\w.@/:-])(?P<user>[a-z][a-z0-9._-]{1,31})[ \t]+(?:/|\+|and|with)[ \t]+"
    r"(?P<value_quote>[`\"'«]?)(?P<secret>[^\s`\"'»,;]{6,64}?)[`\"'»]?"
    r"(?=[\s,;.]*(?:$|[\s,;]))",
    re.MULTILINE,
)
# Symbols a chosen password carries and a name of code does not.
_CHOSEN_SYMBOLS = frozenset("!#$%^&*+=~?")
_ASSIGNMENT = re.compile(r"[A-Za-z_]\w*=")
_DATA_VERBS = frozenset({"starts", "begins", "ends", "prefixed", "suffixed", "encoded", "signed"})
_FENCED_PAIR = lazy(
    rf"^[ \t]*```[ \t]*\r?\n[ \t]*{_USER}[ \t]*\r?\n[ \t]*(?P<value_quote>)"
    r"(?P<secret>[!-~]{6,100})[ \t]*\r?\n[ \t]*```[ \t]*$",
    re.MULTILINE,
)


def _spare_inline(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if m.group("user") in _DATA_VERBS or is_placeholder(value) or is_path_or_url(value):
        return True
    if not mixed_value(value) or _ASSIGNMENT.match(value):
        return True  # `OpenStreetMap`, `Localizable.strings`, `CFSR=0x0000`: code
    generated = (len(value) >= 8 and random_case(value)) or short_random(value)
    return not (generated or any(c in _CHOSEN_SYMBOLS for c in value))


def _spare_lone(m: re.Match[str]) -> bool:
    value = m.group("secret")
    return value == m.group("user") or not strong_value(value)


# A login given inline after a label naming whose it is, on a line of a note or a list
# ("- 07:19 UTC Grafana admin on mq-1: admin / V", "Grafana 管理者: admin / V"): the
# label before the colon names a credential, a login, an access or an administrator, and the
# value after ` / ` is no placeholder, no path and mixes letters with digits or symbols,
# as `Roles: admin / viewer` or `Branches: main / develop` never do.
ADMIN = re.compile(r"(?i:admin|root\b|superuser)|管理者|管理员|관리자|администратор")
_LABELLED_INLINE = lazy(
    r"[:：][ \t]*(?P<user>[a-z][a-z0-9._-]{1,31})[ \t]+/[ \t]+"
    r"(?P<value_quote>[`\"']?)(?P<secret>[^\s`\"',;]{6,64}?)(?P=value_quote)(?=[\s,;)]|\.?$)",
    re.MULTILINE,
)
_SEGMENTS = re.compile(r"[\w.-]+(?:/[\w.-]+)+")
_LABEL_REACH = 80  # characters of the line before the colon read for the label


def _spare_labelled(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if value == m.group("user") or is_placeholder(value) or is_path_or_url(value):
        return True
    if _SEGMENTS.fullmatch(value):
        return True  # `admin/v2`: a path's segments, not a value
    letters = any(c.isalpha() for c in value)
    if not (letters and any(not c.isalnum() or c.isdigit() for c in value)):
        return True  # a value mixes letters with digits or marks
    text = m.string
    label = text[max(text.rfind("\n", 0, m.start()) + 1, m.start() - _LABEL_REACH) : m.start()]
    return not any(p.search(label) for p in (*_HEADING_WORDS, ADMIN))


# A login as a query string's pair: a user's parameter, then a one-letter or short password
# parameter right after it (`/login?u=ci-bot&p=V`, `?user=x&pw=V`), the value maybe
# percent-encoded. `p` alone is any parameter (a page); after a user it is the password.
_QUERY_PAIR = lazy(
    r"[?&;](?:u|usr|user|username|login|email)=[^&\s#\"'=]{1,80}&(?:p|pw|pwd|pass|passwd)="
    r"(?P<secret>[^&\s#\"']{4,200})"
)


def _spare_query(m: re.Match[str]) -> bool:
    value = m.group("secret")
    return is_placeholder(value) or not looks_opaque(re.sub(r"%[0-9A-Fa-f]{2}", "!", value))


PAIR_RULES: tuple[Rule, ...] = (
    Rule(_QUERY_PAIR, "password", _spare_query, gate=("u=", "user=", "login=", "email=")),
    Rule(_LONE_PAIR, "password", _spare_lone, gate=(" / ",)),
    Rule(_FENCED_PAIR, "password", _spare_lone, gate=("```",)),
    Rule(_INLINE_PAIR, "password", _spare_inline, gate=(" / ", " + ", " and ", " with ")),
    Rule(_LABELLED_INLINE, "password", _spare_labelled, gate=(" / ",)),
    Rule(
        _PAIR,
        "password",
        _spare_pair,
        gate=(*words("credential"), *words("login"), *words("access")),
    ),
)
