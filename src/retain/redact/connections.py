"""Secrets in connection strings, URLs and the credential files tools read: ADO.NET and
Oracle connect strings, a URL's password or its token user, a signed URL's signature,
.netrc, .pgpass, .npmrc and .yarnrc.

As with the assignments (retain.redact.fields), the credential has no shape of its own:
its place in a format a tool documents gives it away.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy, looks_opaque

# ADO.NET / ODBC: `...;Password=My P@ss;` (spaces allowed up to the `;`), the name at the
# start of the string or after a `;`.
_CONN_PASSWORD = lazy(
    r"(?:^|(?<=[;\"']))[ \t]*(?i:password|pwd)[ \t]*=[ \t]*"
    r"(?P<secret>[^;\n\"'{}()`]{1,200}?|\{[^}\n]{1,200}\})(?=[ \t]*;)",
    re.MULTILINE,
)
# Oracle's connect string `user/pass@db`, given to any Oracle utility (sqlplus, Data Pump,
# SQL*Loader, RMAN), to SQL*Plus `CONNECT`, or after jdbc:oracle:thin.
_ORACLE = lazy(
    r"(?:\b(?:sqlplus|sqlcl|sql|expdp|impdp|exp|imp|sqlldr|rman|dgmgrl|connect|conn)[ \t]+"
    r"(?:-[sSL][ \t]+)*(?:(?:userid|target|auxiliary|catalog)(?:=|[ \t]+))?|thin:)"
    r"[\w$#]{1,64}/(?P<secret>[^\s@/]{1,128})@"
)
# Passwords in URLs (`scheme://user:pass@host`): scheme, user and host stay. A `#` a
# person left unencoded in the password (git prints the URL as it was given) is kept in it:
# a fragment has no `@host` after it.
_URL_PASSWORD = lazy(r"(?<=://)[^\s:/@?#\[\]]{0,128}:(?P<secret>[^\s/?]{1,256})@")
# A token standing as the user part (before `@`, or before `:password@`): Sentry DSNs (`https://<key>@o1.ingest...`),
# `https://<token>@github.com/...`. Short users (`git@`, `me@`) are names, not secrets.
_URL_USER_TOKEN = lazy(
    r"(?<=://)(?P<secret>(?=[A-Za-z0-9_-]{0,127}[0-9])(?=[A-Za-z0-9_-]{0,127}[A-Za-z])"
    r"[A-Za-z0-9_-]{20,128})(?:@|:[^\s/?#@]{1,256}@)"
)
# .netrc: `machine host login me password PASS` (one line or several). Its keywords and
# values are separated by blanks (netrc(5)), so a keyword is followed by one: in "log in
# with `npm login`, no password needed" the `login` is a command's word, not the keyword.
_NETRC = lazy(
    r"(?:^|[ \t])(?:machine|default|login|user|username)[ \t][^\n]{0,300}?[ \t]password[ \t]+"
    r"(?P<secret>\S{1,200})"
    r"|^[ \t]*password[ \t]+(?P<line>\S{1,200})[ \t]*$",
    re.MULTILINE,
)
# .pgpass: `host:port:database:user:password`, a line of the file or quoted in a note.
_PGPASS = lazy(
    r"(?<![^\s`'\"])[A-Za-z0-9.*_-]{1,253}:(?:[0-9]{1,5}|\*):[^\s:`'\"]{1,100}:"
    r"[^\s:`'\"]{1,100}:(?P<secret>[^\s:`'\"]{1,200})(?=[\s`'\"]|$)"
)
# .npmrc and .yarnrc: `//registry/:_authToken=...`, `_auth=...`, `_password=...`.
_NPMRC = lazy(
    r"(?:^|[ \t]|/:)(?:_authToken|_auth|_password|npmAuthToken|npmAuthIdent)"
    r"(?:[ \t]*[=:][ \t]*|[ \t]+)"  # `npm config set //host/:_authToken X`
    r"[\"']?(?P<secret>[^\s\"']{6,})",
    re.MULTILINE,
)


def _spare_npmrc(m: re.Match[str]) -> bool:
    """ "the _authToken field is deprecated": a word, not a token."""
    return _spare_value(m) or not looks_opaque(m.group("secret"), min_len=6)


def _netrc_span(m: re.Match[str]) -> tuple[int, int]:
    return m.span("secret") if m.group("secret") is not None else m.span("line")


def _spare_netrc(m: re.Match[str]) -> bool:
    start, end = _netrc_span(m)
    value = m.string[start:end]
    if m.string[m.string.rfind("\n", 0, start) + 1 :].lstrip().startswith("|"):
        return True  # a table's row (`| user | password |`): pieces.py reads its cells
    if m.group("secret") is not None:
        if _LABEL_TOKEN.search(m.string, m.start(), m.start("secret")):
            return True  # "login sa harbor: FATAL: password authentication failed": a log
        return is_placeholder(value) or value.casefold() in _PROSE_AFTER_NAME
    return not looks_opaque(value, min_len=6)


# A word ending in a colon before a blank: a label or a log's level (`FATAL:`), which no
# .netrc holds (its keywords and values are separated by blanks only, netrc(5)).
_LABEL_TOKEN = re.compile(r"\S:[ \t]")
# Words that follow "password" in a sentence ("default admin password is set via ...",
# "username with no supplied password field"), never a .netrc password: a verb, a
# preposition, or a noun the word makes a compound with.
_PROSE_AFTER_NAME = frozenset(
    "is was are were for to of the and must will should can from in on via with set".split()
    + "field fields prompt hash reset manager policy file".split()
)


def _spare_pgpass(m: re.Match[str]) -> bool:
    value = m.group("secret")
    return is_placeholder(value) or not looks_opaque(value, min_len=4) and not value.isalpha()


def _spare_value(m: re.Match[str]) -> bool:
    value = m.group("secret").strip("{} \t")
    return not value or is_placeholder(value)


# A tutorial's `scheme://user:pass@host`: both halves are the words for user and password.
_TEMPLATE_USERS = frozenset({"user", "username", "usr", "login", "name", "myuser"})
_TEMPLATE_PASSWORDS = frozenset({"pass", "password", "passwd", "pwd", "pw", "secret", "mypass"})


def _spare_url_password(m: re.Match[str]) -> bool:
    user = m.string[: m.start("secret") - 1].rsplit("://", 1)[-1].casefold()
    if user in _TEMPLATE_USERS and m.group("secret").casefold() in _TEMPLATE_PASSWORDS:
        return True
    return _spare_value(m)


# Azure SAS and signed URLs: the signature is the credential.
_URL_SIGNATURE = lazy(
    r"[?&](?:sig|X-Amz-Signature|X-Goog-Signature|X-Amz-Security-Token)="
    r"(?P<secret>[A-Za-z0-9%+/=_.-]{16,})"
)

URL_SIGNATURE_RULE = Rule(
    _URL_SIGNATURE, "signature", _spare_value, gate=("sig=", "signature=", "token=")
)
NPMRC_RULE = Rule(_NPMRC, "token", _spare_npmrc, gate=("_auth", "_password", "npmauth"))
CONNECTION_RULES: tuple[Rule, ...] = (
    Rule(_CONN_PASSWORD, "password", _spare_value, gate=("password", "pwd")),
    Rule(_ORACLE, "password", _spare_value, gate=("/",)),
    Rule(_URL_PASSWORD, "password", _spare_url_password, gate=("://",)),
    Rule(_URL_USER_TOKEN, "token", gate=("://",)),
    Rule(_NETRC, "password", _spare_netrc, secret_span=_netrc_span, gate=("password",)),
    Rule(_PGPASS, "password", _spare_pgpass, gate=(":",)),
)
