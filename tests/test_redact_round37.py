"""Redaction rules 42: OpenSSL 3's error queue kept as the public diagnostic it is.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_openssl_error_queue_after_a_secret_name_is_kept() -> None:
    for text in (
        "key: 40F7A1B2C37F0000:error:0308010C:digital envelope routines::unsupported",
        "pass: 40F7A1B2C37F0000:error:0308010C:digital envelope routines::unsupported",
        "auth: error:0308010C:digital envelope routines::unsupported",
    ):
        assert _kept(text), text


def test_secrets_shaped_near_an_openssl_queue_are_still_taken() -> None:
    out, _ = redact("postgres://app:40F7A1B2C37F0000@db:5432/x")
    assert "40F7A1B2C37F0000" not in out
    out, _ = redact("key: 40F7A1B2C37F0000error0308010C")
    assert "40F7A1B2C37F0000error0308010C" not in out
    out, _ = redact("key: 40F7A1B2C37F0000:secret:0308010C:x")
    assert "0308010C" not in out
