"""Which cookies hold no credential: the pairs a Cookie header may carry beside a session.

A Cookie header is `name=value` pairs joined by "; " (RFC 6265, 4.2.1), and a browser sends
every cookie of the site in it: the session, and also preferences, a consent record and an
analytics id. Only a cookie the server reads to know who is logged in is a credential. A
pair holds none when:

- its value is a placeholder (`session=<paste from devtools>`), or a preference: no name a
  session's or a secret's, and a value that reads as a word (`theme=dark`, `lang=en`,
  `tz=Europe%2FBerlin` read percent-decoded);
- its name is a CSRF token's (Django's `csrftoken`, Angular's `XSRF-TOKEN`, `_csrf`): a
  value the page echoes back beside the session to prove the form is its own, which logs
  no one in without the session cookie;
- its value is `deleted`, what PHP's `setcookie()` sends to clear a cookie (php.net,
  "setcookie": a cookie set to an empty value is sent as `deleted` with an expiry in the
  past), so a session cookie that says `deleted` holds no session any more;
- its name is an analytics or a consent cookie, whose value names a browser to a tracker or
  records a choice and logs no one in: Google Analytics' `_ga`, `_ga_<id>`, `_gid`, `_gat`
  and Google Ads' `_gcl_au` (support.google.com/analytics/answer/11397207), Meta's `_fbp`
  and `_fbc` (developers.facebook.com/docs/marketing-api/conversions-api/parameters/
  fbp-and-fbc), and the consent managers' `consent`, `cookieconsent_status` (Osano's
  cookieconsent), `CookieConsent` (Cookiebot), `OptanonConsent` and
  `OptanonAlertBoxClosed` (OneTrust), `euconsent-v2` (IAB's TCF), and Cloudflare's
  `_cfuvid` (a visitor's id for rate limiting) and `__cf_bm` (its bot score).

A header is kept when every pair holds none; one session pair among them, and the rule
that read the header replaces it whole (retain.redact.headers).
"""

from __future__ import annotations

import re
from urllib.parse import unquote

from retain.redact.base import is_placeholder, looks_opaque
from retain.redact.names import secret_word

_PAIR = re.compile(r"([^;=\s]+)=([^;]*)")
_CLEARED = "deleted"
TRACKING_NAME = re.compile(
    r"_ga(?:_\w+)?|_gid|_gat(?:_\w+)?|_gcl_au|_fbp|_fbc|consent|cookieconsent_status"
    r"|CookieConsent|OptanonConsent|OptanonAlertBoxClosed|euconsent-v2"
    r"|_cfuvid|__cf_bm"  # Cloudflare's visitor id and bot score (developers.cloudflare.com)
)

# A CSRF token's name, as a cookie, a header, a form field or a meta tag spells it
# (`csrftoken`, `XSRF-TOKEN`, `X-CSRF-Token`, `csrfmiddlewaretoken`, Rails'
# `authenticity_token`); never a name that says secret or key (`WTF_CSRF_SECRET_KEY`).
CSRF_NAME = re.compile(
    r"(?:[\w-]{0,20}[_-])?(?:csrf|xsrf)(?:[_-]?token)?|csrfmiddlewaretoken|authenticity_token",
    re.IGNORECASE,
)


def cookie_pairs(header: str) -> list[tuple[str, str]]:
    """The `(name, value)` pairs of a Cookie header's value, values stripped."""
    return [(name, value.strip()) for name, value in _PAIR.findall(header)]


def public_pair(name: str, value: str) -> bool:
    """True when the cookie `name=value` holds no credential (see the module docstring)."""
    if is_placeholder(value) or value == _CLEARED or TRACKING_NAME.fullmatch(name):
        return True
    if CSRF_NAME.fullmatch(name):
        return True
    return secret_word(name) is None and not looks_opaque(unquote(value), min_len=6)


def public_cookie(header: str) -> bool:
    """True when no pair of the Cookie header's value `header` holds a credential."""
    pairs = cookie_pairs(header)
    return bool(pairs) and all(public_pair(name, value) for name, value in pairs)
