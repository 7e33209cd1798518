"""Redaction rules 44: values that say of themselves that they are not a secret
(retain.redact.nonsecret): a tool's bracketed mask, a request's signature tagged with its
scheme, a JWT whose claims say it is an example, code where a value would stand, a piece of
a Secrets Manager ARN.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import base64
import json

from cputime import assert_linear
from retain.redact import redact

_HEX64 = "5d0c7a1e9b3f4a6c8e2d1b0f7a9c3e5d4b6a8f0e2c1d3b5a7f9e0c2d4b6a8f1e"


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def _jwt(claims: dict[str, object]) -> str:
    def part(obj: dict[str, object]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    return f"{part({'alg': 'HS256', 'typ': 'JWT'})}.{part(claims)}.Qm9vX3NpZ25hdHVyZV9oZXJlX3g"


def test_a_tools_bracketed_mask_is_kept() -> None:
    for text in (
        '//registry.corp.test/:_authToken = "(protected)"',
        "db_password = (sensitive value)",
        "API_KEY: <hidden>",
        'client_secret = "[masked]"',
    ):
        assert _kept(text), text  # each is replaced on rules 43


def test_a_value_in_brackets_that_is_no_mask_word_is_still_taken() -> None:
    out, _ = redact('_authToken = "(Wq8tZ3kP0rLx7vNa)"')
    assert "Wq8tZ3kP0rLx7vNa" not in out


def test_a_request_signature_tagged_with_its_scheme_is_kept() -> None:
    for text in (
        f"POST /hooks/ping HTTP/1.1\nX-Slack-Signature: v0={_HEX64}\n",
        f"X-Hub-Signature-256: sha256={_HEX64}",
        f'{{"nonce": "ab12", "signature": "sha256={_HEX64}"}}',
    ):
        assert _kept(text), text  # each is replaced on rules 43


def test_a_signature_that_grants_access_is_still_taken() -> None:
    url = f"https://b.s3.example/o?X-Amz-Expires=300&X-Amz-Signature={_HEX64}"
    assert _HEX64 not in redact(url)[0]  # a presigned URL's signature has no scheme tag
    assert _HEX64 not in redact(f"api_secret = sha256={_HEX64}")[0]  # no signature's name


def test_a_jwt_whose_claims_say_it_is_an_example_is_kept() -> None:
    for claims in (
        {"sub": "demo-account", "example": True, "iat": 1700000000},
        {"sub": "1234567890", "name": "John Doe", "iat": 1516239022},
    ):
        token = _jwt(claims)
        assert _kept(f"Docs sample (not valid):\n    Authorization: Bearer {token}"), claims


def test_a_jwt_without_such_claims_is_still_taken() -> None:
    for claims in (
        {"sub": "u-4471", "aud": "api.example", "iat": 1700000000},
        {"sub": "1234567890", "name": "Ada Lovelace", "iat": 1516239022},
        {"sub": "u-4471", "example": "no", "iat": 1700000000},
    ):
        token = _jwt(claims)
        assert token not in redact(f"Authorization: Bearer {token}")[0], claims


def test_a_piece_of_a_secrets_manager_reference_is_kept() -> None:
    arn = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:ingest_password-Xy7Qw2"
    for text in (
        f"the password is in `{arn}`.",
        "| service | env | owner | password |\n|---|---|---|---|\n"
        "| billing | prod | @kofi | secretsmanager:billing-prod |",
    ):
        assert _kept(text), text  # each is replaced on rules 43


def test_a_password_beside_an_arn_is_still_taken() -> None:
    text = "arn:aws:secretsmanager:eu-west-1:123456789012:secret:db-AbC123 password=Rk7!vQ2zLp9x"
    assert "Rk7!vQ2zLp9x" not in redact(text)[0]


def test_a_password_kept_reversibly_encrypted_is_still_taken() -> None:
    # Jenkins' `{AQAAABAAAAAQ...}` opens with the master key kept beside it: a secret.
    value = "AQAAABAAAAAQm3Vq8Lr0tXw2Zb9Yc4Kd1Ne5Pf6Gh7Ij8Qa1Wb2Xc3Yd4Ze5="
    assert value not in redact(f"<password>{{{value}}}</password>")[0]


def test_a_value_opening_with_an_operator_is_still_taken() -> None:
    out, _ = redact('"SecretAccessKey": "+Lq7c9vo2HSkKo2mWYYh0WwDarSGyCBkJ91tFnd0",')
    assert "+Lq7c9vo2HSkKo2mWYYh0WwDarSGyCBkJ91tFnd0" not in out


def test_code_where_a_value_would_stand_is_kept() -> None:
    for text in (
        'conn = LibPQ.Connection("host=h user=etl password=" * ENV["PGPASSWORD"])',
        'String url = "jdbc:postgresql://" + host + "/app?user=ana&password=" + '
        'System.getenv("PG_PASSWORD");',
        'slackToken :: IO Text\nslackToken = T.pack <$> getEnv "SLACK_TOKEN"',
    ):
        assert _kept(text), text  # each is replaced on rules 43


def test_a_literal_before_code_is_still_taken() -> None:
    out, _ = redact('password="Kx9!vQ2zLp" + suffix')
    assert "Kx9!vQ2zLp" not in out


def test_the_new_checks_stay_linear() -> None:
    assert_linear(redact, lambda n: "token = (protected) " * n, 2_000)
    assert_linear(redact, lambda n: "secret:" + "a-" * n + " password=Rk7!vQ2zLp9x", 2_000)
