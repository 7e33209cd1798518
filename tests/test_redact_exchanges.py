"""Rules 48: HTTP traffic (issue 27). Credentials an exchange carries past the header rules
(retain.redact.exchanges), the cookies that log no one in (retain.redact.cookies), the
standards' own example credentials, and a curl header line after a told break
(retain.redact.wraps)."""

from __future__ import annotations

from retain.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


def test_session_pair_in_a_cookie_list_without_its_header() -> None:
    value = "dDpxEwoBOyhQNHEtNuYYomvHbJkM00Jbeqwt"
    for text in (
        f'        "equalTo": "__Host-sid={value}; theme=light; locale=de-DE"',
        f"      - SESSION={value}; theme=light",
        f"  -b '_ga=GA1.2.1.2; cookie_consent=1; connect.sid=s%3A{value}' \\",
        f'"Set-Cookie": "laravel_session={value}; Max-Age=1209600; HttpOnly",',
        f"{{ 'Set-Cookie': 'rack.session={value}; HttpOnly' }}",
    ):
        out = _out(text)
        assert value not in out, text
        assert "[REDACTED:" in out


def test_session_words_that_are_no_session_id_stay() -> None:
    for text in (
        "session=streaming-replication-slot",
        "set sessionid=abc in the test",
        "ssid=HomeNetwork5GHzUpstairs",
        "TWILIO_ACCOUNT_SID=AC9e868eaf3d092f63528adb9fe2611024",
    ):
        assert _out(text) == text


def test_digest_response_and_a_signed_authorization() -> None:
    digest = (
        'Authorization: Digest username="ops", realm="api", nonce="863d6a23487fb7d6c4665ddbd",'
        ' uri="/v1", qop=auth, nc=00000001, cnonce="1150660d60b6b664",'
        ' response="f045ff76b6d1a9f6b33c0efa04f8b6eb", opaque="d1cdaec941a4da1f"'
    )
    out = _out(digest)
    assert "f045ff76b6d1a9f6b33c0efa04f8b6eb" not in out
    assert 'username="ops"' in out
    signed = (
        'authorization: "Signature keyId=k1, SignedHeaders=date;host;digest,'
        ' Signature=TVmht5JmiDAo9B2J7IiActHPiWw2+A9jia4CkTzv/sg="'
    )
    assert "TVmht5JmiDAo9B2J7IiActHPiWw2" not in _out(signed)


def test_a_response_hash_without_a_nonce_stays() -> None:
    text = "cache key response=f045ff76b6d1a9f6b33c0efa04f8b6eb for /v1/reports"
    assert _out(text) == text


def test_cloudflare_cookies_log_no_one_in() -> None:
    for text in (
        "< Set-Cookie: _cfuvid=TJaSilxlwtrk1TiqJMie1CAHRl6zK8Z9eT6NAn2pTQb-1749020566; path=/",
        "Set-Cookie: __cf_bm=Qx7.Yc2bYb0Rk3v4W9mQ1sZ0-1718000000-1.0.1.1-Ab3dE; path=/",
    ):
        assert _out(text) == text
    session = "Cookie: _cfuvid=TJaSilxlwtrk1TiqJMie1CAHRl6z; sessionid=Zq81mXwP02LkVb7NcR4tYe9u"
    assert "Zq81mXwP02LkVb7NcR4tYe9u" not in _out(session)


def test_the_standards_example_credentials_stay() -> None:
    for text in (
        "Authorization: Basic czZCaGRSa3F0MzpnWDFmQmF0M2JW",
        "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
        '  "Authorization"="Bearer mF_9.B5f-4.1JqM";',
    ):
        assert _out(text) == text
    assert "czZCaGRSa3F0MzpnWDFmQmF0M2JX" not in _out(
        "Authorization: Basic czZCaGRSa3F0MzpnWDFmQmF0M2JX"
    )


def test_a_curl_header_line_after_a_told_break_is_its_own() -> None:
    text = (
        "> POST /graphql HTTP/2\n"
        "> Authorization: Bearer $TOKEN\n"
        "> Idempotency-Key: 6216cafe-0e7e-4198-8152-514ee7ec151c\n"
        "> Content-Type: application/json"
    )
    assert _out(text) == text


def test_csrf_tokens_and_analytics_ids_log_no_one_in() -> None:
    for text in (
        "Cookie: _ga=GA1.2.6162614926.1613726680; theme=light; csrftoken=kyBag4jWDx8Qa9sLm2Pq7R",
        "X-CSRFToken: L94S5QlkVUXohmcw0Qc1pprAzBws4pQhKb0bPH3u3e8NGfEHRA5OQevDM4biDPpg",
        "  --data-raw 'csrfmiddlewaretoken=9b9bcf8e10fd0e7e734e803d0272c14ec3eeb38b&commit=Save'",
        "authenticity_token=81xPKs0J8XtLAEd2BDcs7nVpxgUoT8MxHXZUXoInuFP9VF41UaVdV0TsOSEQ&c=1",
        "  -b '_ga=GA1.2.1840452319.1772576340'",
    ):
        assert _out(text) == text
    for text, value in (
        ("WTF_CSRF_SECRET_KEY=a8f9Qz7LmN2pR4tV6xB1", "a8f9Qz7LmN2pR4tV6xB1"),
        ("Cookie: csrftoken=kyBag4jWDx8Qa9sLm2Pq7R; sessionid=Zq81mXwP02LkVb7NcR4tYe9u", "Zq81"),
    ):
        assert value not in _out(text)


def test_webhook_signature_headers_stay_and_their_secrets_go() -> None:
    for text in (
        '"Stripe-Signature": "t=1788886745,v1=9a746276c3ce03eff4cc6f31a177fa413a46566d4d36174c93'
        'f59cc4b8efe05d",',
        "DEBUG header Paddle-Signature=ts=1764781272;h1=a3877a7b3fb4ade71f7d42ebe9229642e5dca2ce",
        '    "svix-signature": "v1,tWPf4Nws1KSF8inoQ4eCn/cU/Qg8b4FvrhUXA4tlFnE="',
        "DEBUG header X-Twilio-Signature=D/ihTjYc6S4ukflQN35WpQA=",
    ):
        assert _out(text) == text
    secret = "STRIPE_WEBHOOK_SECRET=whsec_Q8mZ2rT5vX9kL3nB7pW1yC4dF6hJ0sGa"
    assert "Q8mZ2rT5vX9kL3nB7pW1" not in _out(secret)


_UNSIGNED = (
    "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiI5YTBlYWRlMy0yNTdhLTQ5NWYtOTE1ZS0zZmIzYzQz"
    "YWM0MmEiLCJpc3MiOiJodHRwczovL2F1dGguY29ycC5leGFtcGxlLyJ9."
)


def test_an_unsigned_jwt_proves_nothing() -> None:
    text = f'X-Debug-Claims: "Bearer {_UNSIGNED}"'
    assert _out(text) == text
    signed = f'X-Debug-Claims: "Bearer {_UNSIGNED}c2lnbmF0dXJlLW9mLWEtcmVhbC1rZXk"'
    assert "c2lnbmF0dXJlLW9mLWEtcmVhbC1rZXk" not in _out(signed)


def test_a_query_strings_question_mark_asks_nothing() -> None:
    text = (
        "PUT https://partner.example/oauth2/v1/keys?expand=items&since=2026-01-06\n"
        "Content-MD5: V9UrbqmAz0WNFBzmBjVHFg==\n"
        "Digest: sha-256=ruElm9jiu7fVoH3lnd0/NILUfx6rV4vylhaArnlXBhg=\n"
        "Content-Type: application/json"
    )
    assert _out(text) == text
    asked = "what is the new api key?\nV9UrbqmAz0WNFBzmBjVHFg2x"
    assert "V9UrbqmAz0WNFBzmBjVHFg2x" not in _out(asked)


def test_the_exchange_rules_stay_linear_on_a_long_line() -> None:
    from cputime import assert_linear

    assert_linear(_out, lambda n: "a.sessionid_" * n + "=x", 2_000)
    assert_linear(_out, lambda n: "SignedHeaders=" + "host;" * n, 4_000)
    assert_linear(_out, lambda n: "Stripe-Signature: t=1," * n + "v1=ab", 2_000)


def test_a_names_reach_before_its_value_is_its_own() -> None:
    """The CSRF-name lookup's reach (70) is its own constant: it once shared a module
    global's name with _name_before's (80) and, defined later, narrowed that one too."""
    from retain.redact import public

    text = "checksum/config:" + " " * 58 + "abc"
    assert public._name_before(text, len(text) - 3) == "checksum/config"
