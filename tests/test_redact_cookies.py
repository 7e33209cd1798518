"""Issue 27, twenty-ninth round: a Cookie header whose pairs hold no credential is kept.

A browser sends every cookie of a site in one header: the session, and beside it a
preference, a consent record, an analytics id or a session cookie the server has cleared
(`deleted`). Only the session is a credential (retain.redact.cookies); a header without one
is an ordinary note about a request, and one with a session still goes whole.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from retain.redact import redact
from retain.redact.cookies import public_cookie, public_pair

SESSION = "s%3AqV7xK2mN9pR4tW8yB3cF6hJ1.Lz5Dg0Ek"  # invented, connect.sid-shaped


@pytest.mark.parametrize(
    "text",
    [
        # analytics and consent beside a preference
        "GET /api/v1/orders HTTP/1.1\n"
        "Cookie: theme=dark; consent=1; _ga=GA1.1.73920145.1762044811\n",
        # a consent record's id
        "curl -v https://shop.example.test/\n> Cookie: theme=dark; consent=9c1e4b7a; lang=fo\n",
        # a session cookie the server cleared
        '{"name": "cookie", "value": "theme=dark; sessionid=deleted; lang=lb"}',
        # a consent cookie set by the response
        "HTTP/1.1 302 Found\n"
        "Set-Cookie: consent=0b6f2a9e-4c1d-4e8a-9f3b-7d2c5e1a8b64; Max-Age=600\n",
    ],
)
def test_a_cookie_header_without_a_credential_is_kept(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(
    "text",
    [
        f"Cookie: theme=dark; _ga=GA1.1.73920145.1762044811; connect.sid={SESSION}\n",
        f'{{"name": "cookie", "value": "consent=1; sessionid={SESSION}; lang=lb"}}',
        f"Set-Cookie: sessionid={SESSION}; Path=/; HttpOnly\n",
    ],
)
def test_a_session_beside_them_still_goes(text: str) -> None:
    out, count = redact(text)
    assert count >= 1 and SESSION not in out


def test_which_pairs_hold_no_credential() -> None:
    assert public_pair("_ga_K7Q2", "GS1.1.1762044811.3.1.1762044990.0")
    assert public_pair("PHPSESSID", "deleted")
    assert not public_pair("PHPSESSID", "9f3kq2m7v1b8n4c6x0z5")
    assert not public_pair("consent_token", "Zk2mQ9vR4tW8yB3cF6hJ")
    assert public_cookie("theme=dark; OptanonConsent=isGpcEnabled%3D0%26datestamp%3DMon")
    assert not public_cookie("")
