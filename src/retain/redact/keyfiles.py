"""Key material and passwords found by the structure that holds them, not by a
`name = value` line:

- the private members of a JSON Web Key (`d`, `p`, `q`, `dp`, `dq`, `qi`, `k`), in JSON
  or in a JavaScript object literal (`importJWK({ kty: "OKP", d: "..." })`), wherever the
  text says `kty`;
- Rails' `config/master.key`, 32 hex characters after the file's name, on its line or
  on the next (what `cat config/master.key` prints);
- an XML element named for a secret whose value sits in a `<Value>` child, as Windows
  answer files write it (`<AdministratorPassword><Value>...</Value>`; with
  `<PlainText>false</PlainText>` the value is only base64 of the password, so it goes too);
- a setter named for a secret called with a literal: `ds.setPassword("...")`,
  `$mail->setApiKey('...')`, `client.set_token("...")`.
- Composer's credentials (getcomposer.org, "Authentication for privately hosted packages"):
  `auth.json` (or `COMPOSER_AUTH`) maps each host to its token under the token's type
  (`"github-oauth": {"github.com": "..."}`, `gitlab-oauth`, `gitlab-token`, `bearer`), and
  `composer config github-oauth.github.com ...` / `http-basic.host user pass` sets them.

Each value must read as a credential (base.looks_opaque) and not be a placeholder.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy, looks_opaque, spare_placeholder
from retain.redact.names import WEAK_KEY, secret_word

# The private members of a JSON Web Key (RFC 7518 6.2.2, 6.3.2, 6.4; RFC 8037 2).
_JWK_PRIVATE = lazy(
    r"(?:[\"']|(?<![\w$.\"']))(?:d|p|q|dp|dq|qi|k)[\"']?[ \t]*:[ \t]*[\"']"
    r"(?P<secret>[A-Za-z0-9_-]{16,})[\"']"
)
# Rails master.key: 32 hex characters, named by the file, on its line or (`cat`) the next.
_MASTER_KEY = lazy(
    r"\bmaster\.key\b(?:[^\n]{0,60}?|[ \t]*\n)(?<![0-9a-f])(?P<secret>[0-9a-f]{32})(?![0-9a-f])"
)
_VALUE_CHILD = lazy(
    r"<(?P<key>[A-Za-z][\w.-]{0,60})>\s{0,200}<Value>(?P<secret>[^<\n]{1,300})</Value>"
)
_SETTER = lazy(
    r"(?:\.|->)(?:set_?)(?P<key>[A-Za-z][A-Za-z0-9_]{0,40})[ \t]*\([ \t]*"
    r"(?P<value_quote>[\"'])(?P<secret>[^\"'\n]{4,200})(?P=value_quote)[ \t]*\)"
)


# Composer's token types whose value is a map from a host to its token.
_COMPOSER_TYPES = r"(?:github-oauth|gitlab-oauth|gitlab-token|bearer)"
# A `"host": "token"` pair; the block it stands in is checked by _spare_composer_pair.
_HOST_TOKEN = lazy(
    r"[\"'](?:[\w-]+\.)+[A-Za-z]{2,}(?::\d{1,5})?[\"'][ \t]*:[ \t]*[\"']"
    r"(?P<secret>[^\"'\s]{8,300})[\"']"
)
_COMPOSER_BLOCK = re.compile(r"[\"']" + _COMPOSER_TYPES + r"[\"'][ \t]*:[ \t]*\{[^{}]*$")
_COMPOSER_REACH = 600  # how far back the block's opening is looked for
# `composer config [-g] github-oauth.github.com TOKEN`, `... http-basic.HOST USER PASS`.
_COMPOSER_CONFIG = lazy(
    r"\bcomposer[ \t]+config[ \t]+(?:-{1,2}[a-z]+[ \t]+)*"
    r"(?:" + _COMPOSER_TYPES + r"\.\S+|(?:http-basic|forgejo-token)\.\S+[ \t]+\S+)"
    r"[ \t]+[\"']?(?P<secret>[^\s\"']{6,300})"
)


def _spare_composer_pair(m: re.Match[str]) -> bool:
    head = m.string[max(0, m.start() - _COMPOSER_REACH) : m.start()]
    return _COMPOSER_BLOCK.search(head) is None or is_placeholder(m.group("secret"))


def _spare_named_literal(m: re.Match[str]) -> bool:
    """Kept unless the name holds a secret and the value reads as one."""
    word = secret_word(m.group("key"))
    value = m.group("secret").strip()
    return word is None or word == WEAK_KEY or is_placeholder(value) or not looks_opaque(value, 6)


KEY_MATERIAL_RULES: tuple[Rule, ...] = (
    Rule(_JWK_PRIVATE, "private-key", gate=("kty",)),
    Rule(_MASTER_KEY, "secret", gate=("master.key",)),
    Rule(_VALUE_CHILD, "password", _spare_named_literal, gate=("<value>",)),
    Rule(_SETTER, "password", _spare_named_literal, gate=("set",)),
    Rule(_HOST_TOKEN, "token", _spare_composer_pair, gate=("-oauth", "-token", "bearer")),
    Rule(_COMPOSER_CONFIG, "token", spare_placeholder, gate=("composer",)),
)
