"""The two checks every redaction round's tests make: a text's secrets are gone (and a
marker says something was taken), or an ordinary text comes back untouched."""

from __future__ import annotations

from retain.redact import redact


def assert_gone(text: str, *secrets: str) -> None:
    out, _ = redact(text)
    for secret in secrets:
        assert secret not in out, out
    assert "[REDACTED:" in out, out


def assert_kept(text: str) -> None:
    assert redact(text) == (text, 0)
