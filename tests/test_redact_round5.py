"""Issue 27, fifth round: classes of credential and of non-secret closed by principle
after the fourth set (now development data).

Every value here is invented for the test (assembled at run time, so this file holds no
string a secret scanner would take for a real key); none is a row of any labelled set.
Each case failed before the rule it names.
"""

from __future__ import annotations

import random
import string

import pytest

from retain.redact import redact

_ALNUM = string.ascii_letters + string.digits


def fake(n: int, seed: int = 0, alphabet: str = _ALNUM) -> str:
    """n characters of `alphabet`: upper case first, digits inside and last."""
    rng = random.Random(f"r5-{n}-{seed}-{alphabet}")
    body = "".join(rng.choice(alphabet) for _ in range(n - 5))
    return "Wz" + body[: n // 2] + "8q" + body[n // 2 :] + "3"


def hexs(n: int, seed: int = 0) -> str:
    return "".join(random.Random(f"hex-{n}-{seed}").choices("0123456789abcdef", k=n))


def _assert_redacted(text: str, secret: str) -> None:
    out, count = redact(text)
    assert secret not in out, out
    assert count >= 1
    assert redact(out) == (out, 0)  # idempotent


def _assert_kept(text: str) -> None:
    assert redact(text) == (text, 0)


# --- keys their vendor documents as public --------------------------------------------

PUBLIC_CLIENT_KEYS = [
    "posthog.init('phc_" + fake(43, seed=1) + "', { api_host: 'https://us.i.posthog.com' })",
    "NEXT_POSTHOG_KEY=phc_" + fake(43, seed=2),
    "DD_CLIENT_TOKEN=pub" + hexs(32, seed=3),
    "datadogRum.init({ clientToken: 'pub" + hexs(32, seed=4) + "', site: 'datadoghq.eu' })",
]


@pytest.mark.parametrize("text", PUBLIC_CLIENT_KEYS)
def test_a_documented_public_client_key_is_kept(text):
    _assert_kept(text)


def test_a_secret_key_beside_a_public_one_still_goes():
    value = fake(40, seed=5)
    _assert_redacted(f"POSTHOG_PERSONAL_API_KEY={value}", value)


# --- masked output, ciphertext meant for git --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '  ~ resource "azurerm_mssql_server" "x" {\n      ~ password = (sensitive value)\n    }',
        "      ~ token    = (sensitive value)",
    ],
)
def test_a_terraform_plan_mask_is_kept(text):
    _assert_kept(text)


SEALED = fake(120, seed=6, alphabet=_ALNUM + "+/")


@pytest.mark.parametrize(
    "text",
    [
        "kind: SealedSecret\nspec:\n  encryptedData:\n    api_token: Ag" + SEALED + "\n"
        "    db_password: Ag" + SEALED[::-1],
        "> spec:\n>   encryptedData:\n>     password: Ag" + SEALED,
        '{"kind": "SealedSecret", "spec": {"encryptedData": {"password": "Ag' + SEALED + '"}}}',
    ],
)
def test_sealed_secret_ciphertext_is_kept(text):
    _assert_kept(text)


def test_a_plain_kubernetes_secret_beside_the_word_still_goes():
    value = fake(24, seed=7)
    text = f"# was an encryptedData block before\nkind: Secret\nstringData:\n  password: {value}"
    _assert_redacted(text, value)


# --- names that are not secrets ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "git config --global user.signingkey=4F2A9C7B11D03E85",
        "[user]\n\tname = Ada\n\tuser.signingkey = 7C1E04B9A2D3F588",
    ],
)
def test_git_signing_key_id_is_kept(text):
    _assert_kept(text)


def test_an_application_signing_key_still_goes():
    value = fake(32, seed=8)
    _assert_redacted(f"JWT_SIGNING_KEY={value}", value)


@pytest.mark.parametrize(
    "text",
    [
        "billing.errors.ExpiredToken: 40417",
        "payments.errors.InvalidApiKey: 5521",
    ],
)
def test_an_exception_and_its_message_are_kept(text):
    _assert_kept(text)


def test_a_dotted_config_key_still_goes():
    value = "Zq" + fake(12, seed=9)
    _assert_redacted(f"app.datasource.password: {value}", value)


# --- a file a command reads the secret from --------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "kubectl create secret generic api --from-file=token=./api-token.txt",
        "head -c 32 /dev/urandom | kubectl create secret generic mac --from-file=key=/dev/stdin",
        "LoadCredential=smtp-pass:/etc/credstore/smtp-relay",
        "the token expired for jti="
        + hexs(8, 1)
        + "-"
        + hexs(4, 2)
        + "-4"
        + hexs(3, 3)
        + "-a"
        + hexs(3, 4)
        + "-"
        + hexs(12, 5)
        + " sub=4410, so I re-logged",
    ],
)
def test_a_file_or_an_id_after_a_glued_name_is_kept(text):
    _assert_kept(text)


def test_a_literal_given_to_the_same_command_still_goes():
    value = fake(22, seed=10)
    _assert_redacted(f"kubectl create secret generic api --from-literal=token={value}", value)
