"""A generated value set in a config file under a name that says nothing of it.

The name rules need a credential's word in the name (`DB_PASSWORD`, `clientSecret`); a
key set under `x`, `the_thing`, `k2` or `conn2` gets past every one of them. What gives
it away is the value: 32 to 128 hex digits, or 30+ base64 characters mixing upper case,
lower case and two digits or more, as the whole value of a config line (JSON, YAML, TOML,
.env). detect-secrets flags the same strings by entropy wherever they stand (its
`HexHighEntropyString`, limit 3.0, and `Base64HighEntropyString`, limit 4.5; such runs
of 32+ random characters score about 3.7 and 4.7); gitleaks' `generic-api-key` needs a
keyword and misses them, as the name rules did.

Ordinary configs hold the same shape as identities and data, always under a name that
says which: a commit, a digest, an ETag, a trace id, a fixture's bytes, a public key's
coordinates. A name with one of those words (_DATA_WORDS) keeps its value, as do a JWK's
public members and the public formats of retain.redact.public.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy
from retain.redact.fields import SECRETISH_STEMS
from retain.redact.names import looks_header, name_words

# 32-128 hex in one case, or 30-200 base64/base64url characters with both cases and two
# digits (the shape of retain.redact.generic's _HIGH_ENTROPY).
_RANDOM = (
    r"(?:[0-9a-f]{32,128}|[0-9A-F]{32,128}"
    r"|(?=[A-Za-z0-9+/_-]{0,199}[0-9][A-Za-z+/_-]{0,199}[0-9])(?=[A-Za-z0-9+/_-]{0,199}[a-z])"
    r"(?=[A-Za-z0-9+/_-]{0,199}[A-Z])[A-Za-z0-9+/_-]{24,200}={0,2})"
)
# A config line's name and its whole value: at a line's start (YAML, .env, TOML, a JSON
# member on its own line) or after `{` / `,` (a JSON object on one line).
_CONFIG_VALUE = lazy(
    r"(?m)(?:^[ \t]*(?:-[ \t]+)?(?:(?:export|const|let|val|var|final|static|private|public)[ \t]+)*"
    r"|[{,][ \t]*)"
    r"(?P<key_quote>[\"']?)(?P<key>[A-Za-z_][\w.-]{0,60})(?P=key_quote)[ \t]*[:=][ \t]*"
    r"(?P<value_quote>[\"']?)(?P<secret>" + _RANDOM + r")(?P=value_quote)[ \t]*;?[ \t]*(?=[,}\]]|$)"
)
# Words of a name that say its value identifies, checks or carries data: an id, a digest,
# a version, a trace, a cache validator, a fixture or payload, a public key's part.
_DATA_WORDS = frozenset(
    """
    id ids uid uuid guid sha sha1 sha256 sha512 md5 hash hashes digest checksum integrity
    sum etag match revision rev commit version build release trace span request req kid
    iv nonce public publishable pub fixture fixtures frame preview sample example test data
    payload png jpg jpeg gif image img b64 base64 encoded cursor page next continuation sig
    signature mac expected received got actual tag h1 fingerprint fpr lineage serial machine
    boot invocation account zone org project client cache lock ref head tree blob object
    parent
    """.split()
)
# A JSON Web Key's public members (RFC 7518 6.2.1 and 6.3.1: an EC point, an RSA modulus
# and exponent), in a text that declares a key type.
_JWK_PUBLIC = frozenset({"x", "y", "n", "e"})


# An object's id as APIs print them, a short type prefix and `_` (Stripe's `pm_`, `cus_`):
# a secret with a vendor's prefix is taken by retain.redact.tokens before this rule.
_TYPED_ID = re.compile(r"[a-z]{2,5}_[A-Za-z0-9]{10,}")


def _spare(m: re.Match[str]) -> bool:
    key = m.group("key")
    if _DATA_WORDS.intersection(name_words(key)) or looks_header(key):
        return True  # an id, a digest, data; an HTTP header (`Sec-WebSocket-Accept`)
    folded = key.casefold()
    if any(stem in folded for stem in SECRETISH_STEMS):
        return True  # a name the name rules read (a search-only key, a cache's key)
    if _TYPED_ID.fullmatch(m.group("secret")):
        return True
    if key in _JWK_PUBLIC and '"kty"' in m.string:
        return True
    return is_placeholder(m.group("secret"))


UNNAMED_RULES: tuple[Rule, ...] = (
    Rule(_CONFIG_VALUE, "secret", _spare, needs=re.compile(r"[A-Za-z0-9+/_-]{24}")),
)
