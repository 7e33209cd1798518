"""Ordinary text of payments, shops and messaging left alone: a private key's PEM block
whose body is only a placeholder or a note on where the key is kept (bare, or as a JSON
config's string), a setting read through a call with a type argument
(`config.get<string>('NAME')`), a shipment's and its rate's ids, and an object's id near
words about using a key. A real key in the same places is still taken.

Every value and line here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from retain.redact import redact

_BODY = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQDh3Kq9Zr2Wm7Tn4Lp8Xc1Vb6"


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_pem_block_holding_only_a_placeholder_or_a_note_is_kept() -> None:
    for body in (
        "[REDACTED]",
        "[hidden]",
        "(key not shown here: it lives in the team vault as 'push signing key')",
    ):
        block = f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----"
        assert _kept(f"$ cat push_key.p8\n{block}\n\nkey id: PUSHKEY042"), body
    escaped = "-----BEGIN PRIVATE KEY-----\\n[REDACTED]\\n-----END PRIVATE KEY-----\\n"
    assert _kept('{\n  "type": "service_account",\n  "private_key": "' + escaped + '"\n}')
    assert _kept('private_key = "' + escaped + '"')


def test_a_pem_block_with_key_material_is_still_taken() -> None:
    for body in (_BODY, f"[REDACTED]\n{_BODY}", f"(old key, do not use: {_BODY})"):
        block = f"-----BEGIN PRIVATE KEY-----\n{body}\n-----END PRIVATE KEY-----"
        out, count = redact(f"$ cat push_key.p8\n{block}")
        assert count >= 1 and _BODY not in out, body
    escaped = f"-----BEGIN PRIVATE KEY-----\\n{_BODY}\\n-----END PRIVATE KEY-----\\n"
    out, _ = redact('{"private_key": "' + escaped + '"}')
    assert _BODY not in out


def test_a_setting_read_through_a_call_with_a_type_argument_is_kept() -> None:
    for line in (
        "const webhookSecret = config.get<string>('PAYMENTS_WEBHOOK_SECRET');",
        "  accessToken: config.get<string>('POS_ACCESS_TOKEN'),",
        "const apiSecret = secrets.get<string>('SHOP_API_SECRET');",
    ):
        assert _kept(line), line


def test_a_literal_where_a_typed_call_could_stand_is_still_taken() -> None:
    secret = "Zq7Wm2Kp9Rt4Lx8Vb3Nc6Hd1Fj5Gs0Ty"
    for line in (f"const webhookSecret = '{secret}';", f"  accessToken: {secret},"):
        out, _ = redact(line)
        assert secret not in out, line


def test_a_shipment_and_its_rate_ids_are_kept() -> None:
    assert _kept(
        "# shp_0c3e5a7b9d1f2e4a6c8b0d2f4a6c8e01 bought rate_9e7c5a3b1d0f2e4a6c8b0d2f4a6c8e02"
    )
    assert _kept(
        "trk_5b7d9f1a3c5e7a9b1d3f5a7c9e1b3d5f  in_transit\nprcl_7d9f1b3a5c7e9a1b3d5f7a9c1e3b5d7f"
    )


def test_an_object_id_near_words_about_a_key_is_kept() -> None:
    line = "- 09:12 request req_Tq4Wm8Zx2Kp6Ln failed with idempotency_key_in_use, retried"
    assert _kept(line + " with the same key.")
    out, _ = redact("Use Xk9f2LmQ7pRz as the passphrase for the backup key.")
    assert "Xk9f2LmQ7pRz" not in out
