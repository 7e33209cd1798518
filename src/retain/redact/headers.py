"""HTTP headers and cookies that carry a credential: `Cookie:` (every pair of a session,
unless no pair holds one: retain.redact.cookies), `Set-Cookie:` (its first pair, unless it
holds none), curl's `-b`/`--cookie`, and `Authorization:` with any scheme other than Basic
and Bearer (whose own rules in retain.redact run first); a vendor's header that carries its
API key under a name that says no key (Honeycomb's `X-Honeycomb-Team`).
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, is_placeholder, lazy, looks_opaque
from retain.redact.cookies import public_cookie, public_pair
from retain.redact.exchanges import EXCHANGE_RULES
from retain.redact.names import secret_word

# `Cookie:` carries session secrets wholesale; `Set-Cookie:` only in its first pair. The
# header as a JSON or JS object's member, quoted on both sides (devtools' "Copy as fetch",
# a HAR file's headers): `"cookie": "theme=dark; sid=..."`.
_COOKIE = lazy(
    r"(?<![\w-])(?i:cookie)[\"']?[ \t]*:[ \t]*[\"']?"
    r"(?P<secret>[^\s\"'`\n;=]{1,100}=[^\n\"'`]{1,4000}?)"
    r"(?=[\"'`]|[ \t]*$|[ \t]*\n|\Z)",
    re.MULTILINE,
)
_SET_COOKIE = lazy(
    r"(?i:set-cookie)[ \t]*:[ \t]*(?P<name>[^\s=;]{1,100})=(?P<secret>[^;\s\"']{6,})"
)
_COOKIE_FLAG = lazy(
    r"(?<![\w-])(?:-b|--cookie)[ \t]+['\"]?[^\s=;'\"]{1,100}=(?P<secret>[^;\s'\"]{6,})"
)
# `Authorization: <scheme> <credential>` for any scheme other than Basic and Bearer
# (their own rules run first): `Token`, `ApiKey`, `Digest`, `SSWS`, a bare token.
_AUTHORIZATION = lazy(
    r"(?i:authorization)[\"']?[ \t]*[:=][ \t]*[\"']?(?:[A-Za-z][A-Za-z0-9_-]{1,20}[ \t]+)?"
    r"(?P<secret>[A-Za-z0-9._~+/=:-]{8,})"
)

# nginx's header directives (nginx.org, ngx_http_proxy_module and ngx_http_headers_module):
# `proxy_set_header <name> <value>;`, `add_header`, headers-more's `more_set_headers
# "Name: value"`; a secret when the header's name is a secret's (`X-Internal-Pass`). An
# auth scheme that opens the value (`Helicone-Auth "Bearer <key>"`) is its type, not the key.
_NGINX_HEADER = lazy(
    r"\b(?:proxy_set_header|add_header|grpc_set_header|more_set_(?:input_)?headers)[ \t]+"
    r"[\"']?(?P<key>[A-Za-z][\w-]{0,80})(?::[ \t]*|[ \t]+[\"']?)"
    r"(?:(?i:bearer|basic|token)[ \t]+)?(?P<secret>[^\s\"';]{1,400})"
)

# A vendor's header that carries its API key under a name that says no key: Honeycomb's
# `X-Honeycomb-Team` (docs.honeycomb.io, "Send Data with OpenTelemetry": the header holds
# the ingest or API key), as an HTTP header, a YAML or JSON member, or a pair of
# `OTEL_EXPORTER_OTLP_HEADERS="x-honeycomb-team=V"`.
_VENDOR_KEY_HEADER = lazy(
    r"(?<![\w-])(?i:x-honeycomb-team)[\"']?[ \t]*[:=][ \t]*[\"']?"
    r"(?P<secret>[A-Za-z0-9_-]{16,100})(?![\w-])"
)


def _spare_nginx(m: re.Match[str]) -> bool:
    """`proxy_set_header X-Auth-Token $http_x_auth_token;`: a variable; or a header whose
    name holds no secret (`proxy_set_header Host $host`)."""
    value = m.group("secret")
    return secret_word(m.group("key")) is None or len(value) < 6 or is_placeholder(value)


def _spare_cookie(m: re.Match[str]) -> bool:
    """`Cookie: session=<paste from devtools>`, `Cookie: lang=de; theme=dark`,
    `Cookie: theme=dark; _ga=GA1.1.8920.4631`: no pair holds a credential
    (retain.redact.cookies)."""
    return public_cookie(m.group("secret"))


def _spare_set_cookie(m: re.Match[str]) -> bool:
    """`Set-Cookie: consent=<uuid>`, `Set-Cookie: sid=deleted`: the pair set holds no
    credential (retain.redact.cookies); or its value is too plain to be one."""
    return _spare_opaque(m) or public_pair(m.group("name"), m.group("secret"))


def _spare_opaque(m: re.Match[str]) -> bool:
    value = m.group("secret")
    return not looks_opaque(value, min_len=6)


def _spare_authorization(m: re.Match[str]) -> bool:
    """`Authorization: Digest username="ops"`: a parameter's name, not the credential."""
    value = m.group("secret")
    if value.endswith("=") and m.string[m.end() : m.end() + 1] == '"':
        return True
    return _spare_opaque(m)


HEADER_RULES: tuple[Rule, ...] = (
    Rule(_SET_COOKIE, "cookie", _spare_set_cookie, gate=("set-cookie",)),
    Rule(_COOKIE, "cookie", _spare_cookie, gate=("cookie",)),
    Rule(_COOKIE_FLAG, "cookie", _spare_opaque, gate=("-b", "--cookie")),
    Rule(_AUTHORIZATION, "auth", _spare_authorization, gate=("authorization",)),
    Rule(_NGINX_HEADER, "secret", _spare_nginx, gate=("_header",)),
    Rule(_VENDOR_KEY_HEADER, "api-key", _spare_opaque, gate=("x-honeycomb-team",)),
    *EXCHANGE_RULES,  # what an exchange carries past the headers' names
)
