"""Issue 27, fifteenth round: secrets seen in tool output and source, ordinary output left
alone. Public formats (retain.redact.formats): a workflow step's `uses: owner/repo@ref`, an
ECDSA signature under a signature's name, a JSON Web Key's `kid`.

Every value here is invented for the test; none is a row of any labelled set. Each "kept"
case was altered before this round; each "gone" case is a real secret of the nearby shape
that must still be replaced.
"""

from __future__ import annotations

from retain.redact import redact

TOKEN = "Vq8" + "nRt3LmZ7" + "KcW2pYx9B"  # generated: both cases and digits
HEX40 = "3b7e" + "0c9d14a2f85b" + "6e21d0c7a93f58b2e4a1907c"  # 40 lower-case hex digits
# an ECDSA P-256 signature's DER, base64: SEQUENCE, INTEGER r, INTEGER s
SIG = "MEUCIQ" + "Dk4nX7pQ2vLr9TzB1cWm8Hs5YfJ3aGe6Ku0AiB" + "x2Rw7Nd4Qp9Lm3Zs8Vt1Hc6Fj5Ky0Ge2Ub4Oa7"
KID = "Tq_" + "Rb4nWx8LsPz2KcV7mYhD3fGj9aE1uN5oXiQ6tB0w"  # base64url of a key thumbprint


def assert_gone(text: str, secret: str) -> None:
    out, _ = redact(text)
    assert secret not in out, out
    assert "[REDACTED:" in out, out


def assert_kept(text: str) -> None:
    assert redact(text) == (text, 0)


def test_workflow_step_pinned_to_a_commit_is_kept() -> None:
    assert_kept(f"    steps:\n      - uses: acme/login-action@{HEX40} # v2\n        with:\n")


def test_reusable_workflow_reference_is_kept() -> None:
    assert_kept(f"jobs:\n  call:\n    uses: acme/pipelines/.github/workflows/build.yml@{HEX40}\n")


def test_workflow_step_password_input_is_gone() -> None:
    text = f"      - uses: acme/login-action@{HEX40}\n        with:\n          password: {TOKEN}\n"
    assert_gone(text, TOKEN)


def test_ecdsa_signature_under_signature_name_is_kept() -> None:
    assert_kept(f'{{"optional":{{"Signature":"{SIG}"}}}}')


def test_ecdsa_shape_under_a_secret_name_is_gone() -> None:
    assert_gone(f'{{"client_secret":"{SIG}"}}', SIG)


def test_jwk_key_id_is_kept() -> None:
    assert_kept(f'{{"keys": [{{"kty": "EC", "kid": "{KID}", "use": "sig", "crv": "P-256"}}]}}')


def test_jwk_private_member_is_still_gone() -> None:
    assert_gone(f'{{"kty": "EC", "kid": "k1", "crv": "P-256", "d": "{KID}"}}', KID)
