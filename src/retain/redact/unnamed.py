"""A generated key under a name that says nothing: `k1`, `cfgA`, `the_thing`, `kc_admin`.

Configuration files hold keys under names no rule can read as a secret's (a field of a
service's block, an INI option, an env var, a PHP array's entry, a Rust struct's
field), and development sets keep showing them. What tells the value is its shape
and where it stands: the whole value of one key on its own line (YAML, INI, TOML, env,
`'k' => 'v',`, `k: "v".into(),`) or of a JSON member, 20 to 64 letters and digits only
(no `+`, `/`, `=`, so no base64 blob, digest or cursor), upper case, lower case and
digits mixed (base.strongly_opaque) and the case changing every letter or two
(codeshape.random_case), as a generated base62 key's does and a name's never does. This is
the shape gitleaks' generic-api-key rule and detect-secrets' Base64HighEntropyString
look for, without a keyword, so the name must not say what else the value is: an id
of any kind (`client_id`, `AccountSid`, `Change-Id`, `X-Request-Id`, `kid`), a
version, a hash, a digest, an integrity or a fingerprint, a cursor, a nonce, a payload
(names.name_words), or what the value identifies or where it points (a tenant, an
account, a project, a site, a host), or that it is public (`publicKey`, `anon`, the
words names.NOT_VALUE_WORDS keeps for every rule). Base64 whose bytes are text
(`eyJ...`, a fixture, a frame) stays.
A constant named for a bare key is read likewise: `SEARCH_KEY = "<hex>"` in code, an upper
snake-case name whose last word is KEY, holding 32 or 64 lower-case hex digits (16 or 32
random bytes, as `secrets.token_hex` and `openssl rand -hex` print them), is a key unless
its name says what else the value is (the words above: `COMMIT_KEY`, `BUCKET_KEY`,
`CACHE_KEY`); a bare `key` otherwise takes only a strongly opaque value (names.WEAK_KEY).
A name that does say "secret" is the assignment rules' (retain.redact.fields). A value told
in a sentence by what it opens, with no name at all, is retain.redact.toldaccess's.
"""

from __future__ import annotations

import base64
import binascii
import re

from retain.redact.base import Rule, is_placeholder, lazy, strongly_opaque
from retain.redact.codeshape import random_case
from retain.redact.names import NOT_VALUE_WORDS, name_words, secret_word
from retain.redact.toldaccess import TOLD_ACCESS_RULES

_VALUE = r"[A-Za-z0-9]{20,64}"
# A key's whole value on its own line, after `export`/`ENV`/`set` or a list's `- `.
_LINE = lazy(
    r"^[ \t]*(?:-[ \t]+)?(?:(?:export|ENV|set)[ \t]+)?[\"']?(?P<key>[A-Za-z_][\w.-]{0,60})"
    r"[\"']?[ \t]*(?::|=>?)[ \t]*[\"']?(?P<secret>" + _VALUE + r")[\"']?"
    r"[ \t]*(?:\.into\(\)[ \t]*)?(?:[,;][ \t]*)?$",
    re.MULTILINE,
)
# A JSON member, wherever it stands.
_MEMBER = lazy(r"\"(?P<key>[A-Za-z_][\w.-]{0,60})\"[ \t]*:[ \t]*\"(?P<secret>" + _VALUE + r")\"")
# A code constant named `<WORDS>_KEY` set to a hex literal: JS/TS `const`, Java `static
# final`, Python's bare assignment, an optional type annotation (`: str`).
_HEX_CONSTANT = lazy(
    r"^[ \t]*(?:(?:export|const|static|final|public|private|let|var)[ \t]+){0,4}"
    r"(?:[A-Za-z]{1,10}[ \t]+)?(?P<key>[A-Z][A-Z0-9_]{0,60}_KEY)[ \t]*(?::[ \t]*\w{1,10}[ \t]*)?"
    r"=[ \t]*(?P<value_quote>[\"'])(?P<secret>[0-9a-f]{64}|[0-9a-f]{32})(?P=value_quote)",
    re.MULTILINE,
)
# Words of a name that say a generated value is an id, a digest or data.
ID_WORDS = frozenset(
    """
    id ids sid kid cid uid uuid guid version rev ref sha sha1 sha256 sha512 hash digest
    checksum etag integrity fingerprint nonce cursor commit build trace request change
    payload data frame preview b64 base64 json page expected received
    """.split()
)
# Words of a name that say what else a generated value is.
OTHER_VALUES = (
    ID_WORDS
    | frozenset(
        """
        pub anon site sitekey tenant org organization account project workspace team
        instance cluster bucket region app application device channel user owner email
        host domain url uri path name style tag branch image model
        """.split()
    )
    | NOT_VALUE_WORDS
)  # the second line on: what the value identifies or where it points, or that it is public


def text_bytes(value: str) -> bool:
    """True when `value` is base64 of text (`eyJ...`): data, not a key."""
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    return sum(32 <= b < 127 or b in (9, 10, 13) for b in raw) >= 0.9 * len(raw)


# A JSON Web Key's public members: an EC key's coordinates `x`, `y`; an RSA key's modulus
# `n` and exponent `e` (RFC 7518 6.2.1, 6.3.1), in a key that has `kty`. The private ones
# are keyfiles.py's. Read here, by generic.py and by parents.py.
JWK_PUBLIC = frozenset({"x", "y", "n", "e"})


# A key that is a file's name (`logo.png`: a ConfigMap's `binaryData`) holds the file's
# bytes; base64 opening with a file format's magic (PNG, JPEG, GIF, PDF, zip) is a file.
_FILE_NAME = re.compile(r".+\.[A-Za-z0-9]{1,5}")
_FILE_MAGIC = ("iVBORw0KGgo", "/9j/", "R0lGOD", "JVBERi0", "UEsDB")


def _spare(m: re.Match[str]) -> bool:
    key, value = m.group("key"), m.group("secret")
    if _FILE_NAME.fullmatch(key) or value.startswith(_FILE_MAGIC):
        return True
    if secret_word(key) is not None or OTHER_VALUES.intersection(name_words(key)):
        return True
    if key in JWK_PUBLIC and '"kty"' in m.string:
        return True
    if not (strongly_opaque(value) and random_case(value)) or is_placeholder(value):
        return True
    return text_bytes(value)


def _spare_hex(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if OTHER_VALUES.intersection(name_words(m.group("key"))) or is_placeholder(value):
        return True
    return value.isdigit() or value.strip("abcdef") == ""  # a number, or letters only


UNNAMED_RULES: tuple[Rule, ...] = (
    Rule(_LINE, "secret", _spare),
    Rule(_HEX_CONSTANT, "secret", _spare_hex, gate=("_key",)),
    Rule(_MEMBER, "secret", _spare, gate=('"',)),
    *TOLD_ACCESS_RULES,
)
