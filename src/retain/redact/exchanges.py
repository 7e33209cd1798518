"""Credentials an HTTP exchange carries where the header rules (retain.redact.headers) do
not read them:

- a session cookie's pair wherever a cookie list stands without its header's name: a HAR
  entry's `"value": "sid=...; theme=light"`, a cassette's `- SESSION=...`, a stub's
  `equalTo`, curl's `-b 'a=1; sid=...'` past its first pair, a `Set-Cookie` quoted as a
  member (`'Set-Cookie': 'connect.sid=...'`). The name says it is a session's (RFC 6265
  leaves names free; the frameworks' defaults are `sessionid`, `connect.sid`,
  `laravel_session`, `rack.session`, `_gitlab_session`, `JSESSIONID`, `PHPSESSID`,
  `AspNetCore.Cookies`, `.ASPXAUTH`, a `__Host-`/`__Secure-` prefixed `sid`; not an
  `ACCOUNT_SID`, Twilio's account's id), and the value is opaque;
- Digest's `response="<hex>"` (RFC 7616, 3.4: with the nonce beside it, it lets a password
  be guessed offline);
- the `Signature=` after `SignedHeaders=` in an Authorization header (AWS SigV4, and the
  HMAC schemes shaped like it): it authenticates the request as the key's holder within
  its window.
"""

from __future__ import annotations

import re

from retain.redact.base import Rule, lazy, looks_opaque

# The credentials the HTTP authentication standards print as their examples, copied into
# docs, tests and stubs everywhere: RFC 6749's client `s6BhdRkqt3:gX1fBat3bV` (2.3.1) and its
# access, refresh token and code (4.1, 5.1), RFC 6750's bearer token (2.1), RFC 7617's and
# MDN's Aladdin (2).
DOCUMENTED_EXAMPLES = frozenset(
    (
        "czZCaGRSa3F0MzpnWDFmQmF0M2JW",
        "2YotnFZFEjr1zCsicMWpAA",
        "tGzv3JOkF0XG5Qx2TlKWIA",
        "SplxlOBeZQQYbYS6WxSbIA",
        "mF_9.B5f-4.1JqM",
        "QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
        "YWxhZGRpbjpvcGVuc2VzYW1l",
    )
)

_SESSION_PAIR = lazy(
    r"(?<![\w.%-])(?P<name>(?:__(?:Host|Secure)-)?"
    r"(?:[\w.-]{0,40}?sess(?:ion)?(?:[_-]?id)?|(?:[\w-]{0,40}\.)?sid"
    r"|AspNetCore\.Cookies|\.ASPXAUTH))"
    r"=(?P<secret>[^;\s\"'`,\\]{16,4000})",
    re.IGNORECASE,
)
_DIGEST_RESPONSE = lazy(
    r"(?<![\w-])response=(?:\\?[\"'])?(?P<secret>[0-9a-fA-F]{32,128})(?![0-9a-zA-Z])"
)
_NONCE = lazy(r"(?i:nonce)=")
_SIGNED = lazy(
    r"\bSignedHeaders=[\w;.-]{1,400},[ \t]*Signature=(?P<secret>[A-Za-z0-9+/_-]{16,200}={0,2})"
)


def _spare_plain(m: re.Match[str]) -> bool:
    """`session=streaming-replication-slot`: a word, not a session's id."""
    return not looks_opaque(m.group("secret"), min_len=16)


EXCHANGE_RULES: tuple[Rule, ...] = (
    Rule(_SESSION_PAIR, "cookie", _spare_plain, gate=("sess", "sid", "aspnetcore", "aspxauth")),
    Rule(_DIGEST_RESPONSE, "digest-response", gate=("response=",), needs=_NONCE),
    Rule(_SIGNED, "signature", gate=("signedheaders=",)),
)
