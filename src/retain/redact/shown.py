"""Credentials that a tool shows, or that a file carries, in a layout no assignment rule
reads: the value is apart from its name, or broken across lines.

- Azure Key Vault's secret as `az keyvault secret show` prints it: a SecretBundle whose
  `id` is `https://<vault>.vault.azure.net/secrets/<name>/<version>` and whose `value` is
  the secret (learn.microsoft.com, "az keyvault secret show"; Key Vault REST "Get Secret",
  SecretBundle);
- HTTP Basic credentials (RFC 7617: the base64 of `user-id ":" password`) given to an
  `Authorization` header that a server's configuration sets (nginx `proxy_set_header`,
  Apache `RequestHeader set`, HAProxy `http-request set-header`, Caddy `header_up`) or
  that code passes as a name and a value (`setRequestHeader("Authorization", "Basic ...")`);
  the value must decode to a `user:password` pair;
- a value broken across lines: the rest of a token on the indented lines after a secret's
  name that ends its line (`refresh_token=` then the parts, a YAML block `key: >-`), and
  the lines that continue a value already replaced (a log that wraps a long token, a
  string literal joined to the one before by `\\` or a newline, as Python and C join
  adjacent literals).
"""

from __future__ import annotations

import base64
import binascii
import re

from retain.redact.base import (
    PLACEHOLDER_PREFIX,
    Rule,
    is_placeholder,
    lazy,
    looks_opaque,
    strongly_opaque,
)
from retain.redact.fields import assignment_label
from retain.redact.names import WEAK_KEY, secret_word

# A SecretBundle printed as JSON: its `id` under a Key Vault host (the public, China,
# US Government and German clouds' suffixes), then, in the same object, `value`. The CLI
# prints the keys in order (attributes, contentType, id, kid, managed, name, tags, value);
# `tags` is the one object that may sit between.
_KEY_VAULT_BUNDLE = lazy(
    r"\"id\"[ \t]*:[ \t]*\"https://[\w-]{1,64}\.vault\.(?:azure\.net|azure\.cn"
    r"|usgovcloudapi\.net|microsoftazure\.de)(?::443)?/secrets/[^\"\n]{1,300}\""
    r"[^{}]{0,600}?(?:\{[^{}]{0,400}\}[^{}]{0,300}?)?"
    r"\"value\"[ \t]*:[ \t]*\"(?P<secret>[^\"\n]{1,2000})\""
)

# Where a server's configuration or a client's code sets a header from a name and a value.
_HEADER_SETTERS = (
    r"proxy_set_header|add_header|more_set_headers|(?:Request)?Header[ \t]+(?:set|append|add)"
    r"|http-(?:request|response)[ \t]+(?:set|add)-header|header_up|header_down|grpc_set_header"
)
_BASIC_GIVEN = lazy(
    r"(?:\b(?:" + _HEADER_SETTERS + r")[ \t]+[\"']?Authorization[\"']?[ \t]+"
    r"|[\"']Authorization[\"'][ \t]*,[ \t]*)"
    r"[\"']?Basic[ \t]+(?P<secret>[A-Za-z0-9+/]{8,2000}={0,2})(?![A-Za-z0-9+/=])",
    re.IGNORECASE,
)


def _spare_basic(m: re.Match[str]) -> bool:
    """Basic credentials decode to `user-id:password` (RFC 7617, section 2)."""
    value = m.group("secret")
    try:
        decoded = base64.b64decode(value + "=" * (-len(value) % 4), validate=True).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return True
    user, colon, password = decoded.partition(":")
    return not colon or not password or not decoded.isprintable()


# A run of a token's characters: base64, base64url, and the dots of a JWT.
_RUN = r"[A-Za-z0-9_+/=.-]"
# A secret's name that ends its line after `=` or `:`, and the value on the indented lines
# after it, one run a line.
_VALUE_BELOW = lazy(
    r"(?P<key>[A-Za-z_][\w.-]{0,80})[ \t]*[=:][ \t]*(?:[>|][+-]?[1-9]?[ \t]*)?\r?\n[ \t]+"
    r"(?P<secret>" + _RUN + r"{16,2000}(?:\r?\n[ \t]+" + _RUN + r"{8,2000})*)[ \t]*(?=\r?\n|$)"
)
# A YAML block scalar's indicator: the value folded (`>`) or kept literal (`|`) below.
_BLOCK = re.compile(r"[:][ \t]*[>|]")
# A placeholder (or a quoted one, and the `\` or `+` that joins two literals) that ends its
# line, and on the next line one run: the rest of the same value. (One run of spaces
# before the joiner and one after it: two runs in a row made a long run of spaces after a
# placeholder quadratic to reject.)
_VALUE_GOES_ON = lazy(
    r"\[REDACTED:[\w-]{1,40}\](?P<quote>[\"']?)[ \t]*(?:[\\+][ \t]*)?\r?\n[ \t]*(?:\+[ \t]*)?"
    r"(?P=quote)(?P<secret>" + _RUN + r"{8,2000})(?P=quote)"
    r"(?=[ \t]*(?:[\\+)][ \t]*)?(?:\r?\n|$))[ \t]*"
)

# A YAML block scalar (`key: >-`, `key: |`) under a secret's name whose lines are each one
# run: a token folded onto two lines or more (YAML 1.2, 8.1: the lines of one indentation
# are one value). The whole value goes, a part of it already replaced included.
_FOLDED_VALUE = lazy(
    r"(?P<key>[A-Za-z_][\w.-]{0,80})[ \t]*:[ \t]*[>|][+-]?[1-9]?[ \t]*\r?\n(?P<indent>[ \t]+)"
    r"(?P<secret>[^\s]{1,2000}(?:\r?\n(?P=indent)[^\s]{1,2000}){1,20})[ \t]*(?=\r?\n|$)"
)
_PLACEHOLDER_RUN = re.compile(r"\[REDACTED:[\w-]{1,40}\]")


def _folded_span(m: re.Match[str]) -> tuple[int, int]:
    """The value's lines from the first not yet replaced (a vendor rule may have taken the
    first line, `[REDACTED:slack-token]`, and left the rest)."""
    start, end = m.span("secret")
    lead = re.compile(r"\[REDACTED:[\w-]{1,40}\]\r?\n" + re.escape(m.group("indent")))
    while (found := lead.match(m.string, start, end)) is not None:
        start = found.end()
    return start, end


def _spare_folded(m: re.Match[str]) -> bool:
    if secret_word(m.group("key")) is None:
        return True
    rest = "".join(_PLACEHOLDER_RUN.sub("", m.group("secret")).split())
    return not rest or is_placeholder(rest) or not looks_opaque(rest, min_len=8)


def _spare_below(m: re.Match[str]) -> bool:
    word = secret_word(m.group("key"))
    if word is None or (word == WEAK_KEY and not _BLOCK.search(m.group(0))):
        return True  # (a bare `key` as YAML folds a long value: `key: >-`)
    first = m.group("secret").split()[0]
    return is_placeholder(first) or not strongly_opaque(first)


def _spare_going_on(m: re.Match[str]) -> bool:
    """A quoted rest may be any literal; an unquoted one must read as generated."""
    value = m.group("secret")
    if PLACEHOLDER_PREFIX in value or is_placeholder(value):
        return True
    if m.group("quote"):
        return len(value) < 8 or value.isalpha()
    return not strongly_opaque(value)


SHOWN_RULES: tuple[Rule, ...] = (
    Rule(
        _KEY_VAULT_BUNDLE,
        "secret",
        lambda m: is_placeholder(m.group("secret")),
        gate=("vault.azure", "vault.usgov", "vault.microsoftazure"),
    ),
    Rule(_BASIC_GIVEN, "basic-auth", _spare_basic, gate=("authorization",)),
    Rule(_VALUE_BELOW, assignment_label, _spare_below, gate=("=\n", ":\n", "=\r\n", ":\r\n")),
    Rule(_VALUE_GOES_ON, "token", _spare_going_on, gate=("[redacted:",)),
    Rule(
        _FOLDED_VALUE,
        assignment_label,
        _spare_folded,
        secret_span=_folded_span,
        gate=tuple(f"{i}{c}\n" for i in ">|" for c in ("", "-", "+")),
        needs=re.compile(r":[ \t]*[>|][+-]?[1-9]?[ \t]*\r?\n"),
        whole_block=True,
    ),
)
