"""Issue 27, twelfth round: ordinary text left alone. Values of a format their owner
documents as public or as a pointer to a secret are recognised before any rule replaces
them (retain.redact.public): a secret manager's reference, an OpenPGP fingerprint under a
GPG name, a timestamp in a listing, a vendor's bare prefix, a secret wrapper type, a class
name, an environment variable's name, a chat speaker in bold. A Firebase web config object
is public unless the text treats its key as leaked; netrc keywords need a blank after them;
a quote that closed a prompt opens no value.

Every value here is invented for the test; none is a row of any labelled set. Each "kept"
case was altered before this round; each "gone" case is a real secret of the nearby shape
that must still be replaced.
"""

from __future__ import annotations

import base64
import json

import pytest

from redact_checks import assert_gone, assert_kept

TOKEN = "Zq8" + "vLx2mPz9" + "RtW4bN8cJ"  # generated: both cases and digits, often changing
HEX40 = "3AA5C34371567BD2" + "D0B1F3C4A7E8926B" + "5E0C1D2F"  # 40 hex digits


@pytest.mark.parametrize(
    "text",
    [
        'smtp_password = "op://Infra/mail-relay/credential"',
        'stripe_api_key = "op://Payments/stripe-live/api/credential"',
        "db_password: ref+vault://secret/data/shop#/db",
        'signing_secret = "projects/acme-42/secrets/webhook-signing/versions/3"',
        'export GITHUB_TOKEN="berglas://acme-ci-secrets/github-token"',
    ],
)
def test_secret_manager_reference_is_kept(text: str) -> None:
    assert_kept(text)


def test_password_beside_a_reference_is_gone() -> None:
    assert_gone(f'smtp_password = "{TOKEN}"  # was op://Infra/mail-relay/credential', TOKEN)
    assert_gone(f'smtp_password = "op:{TOKEN}"', TOKEN)


@pytest.mark.parametrize(
    "text",
    [
        f'"Env": ["LANG=C.UTF-8", "GPG_KEY={HEX40}", "NODE_VERSION=22.4.0"]',
        f"GPG_KEY={HEX40}",
        f"ENV GPG_KEY={HEX40}",
    ],
)
def test_openpgp_fingerprint_under_a_gpg_name_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    "text",
    [
        f"GPG_PASSPHRASE={HEX40}",
        f'"Env": ["GPG_PRIVATE_KEY={HEX40}"]',
        f"GITEA_TOKEN={HEX40}",
    ],
)
def test_hex_under_a_secret_name_is_gone(text: str) -> None:
    assert_gone(text, HEX40)


def test_timestamps_in_a_secret_listing_are_kept() -> None:
    assert_kept(
        "$ gh secret list --env prod\nNAME\tUPDATED\nSENTRY_AUTH_TOKEN\t2026-02-03T08:15:00Z\n"
        "DATABASE_PASSWORD\t2026-04-30T17:02:41Z"
    )


def test_value_in_a_listing_is_gone() -> None:
    assert_gone(f"NAME\tVALUE\nSENTRY_AUTH_TOKEN\t{TOKEN}", TOKEN)


CONFIG = (
    "const firebaseConfig = {{\n"
    '  apiKey: "AIzaSyQ3vTn8xLmP2cR7wK4jH9bF6dS1aZ0eXyU",\n'
    '  authDomain: "otter-ledger-41.firebaseapp.com",\n'
    '  projectId: "otter-ledger-41",\n'
    '  appId: "1:731904826155:web:5e2a9c17b40d83f6ae91c2"\n'
    "}};{note}"
)


def test_whole_firebase_web_config_is_kept() -> None:
    assert_kept(CONFIG.format(note=""))


def test_firebase_key_treated_as_leaked_is_gone() -> None:
    text = CONFIG.format(note="  // leaked in the demo repo, revoke it")
    assert_gone(text, "AIzaSyQ3vTn8xLmP2cR7wK4jH9bF6dS1aZ0eXyU")


@pytest.mark.parametrize(
    "text",
    [
        'FAKE_BOT_TOKEN = "xoxp-" + "1" * 12 + "-stub"  # for the parser test',
        'api_key: "sk-proj-..."  # paste yours here',
    ],
)
def test_bare_vendor_prefix_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('password = "Fall2021_"', "Fall2021_"),
        (f'BOT_TOKEN = "xoxb-" + "{TOKEN}"', TOKEN),
        (f'api_key: "sk-proj-{TOKEN}"', TOKEN),
    ],
)
def test_prefix_with_its_body_or_a_password_ending_in_a_separator_is_gone(
    text: str, secret: str
) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "pub struct Mailer {\n    api_key: SecretString,\n    endpoint: Url,\n}",
        "class Settings(BaseSettings):\n    db_password: SecretStr\n    debug: bool = False",
    ],
)
def test_secret_wrapper_type_is_kept(text: str) -> None:
    assert_kept(text)


def test_literal_in_a_struct_field_is_gone() -> None:
    assert_gone(f'Mailer {{\n    api_key: "{TOKEN}",\n}}', TOKEN)


@pytest.mark.parametrize(
    "text",
    [
        "Het inloggen zit nu in LedgerSyncService.",
        "ההתחברות נמצאת עכשיו ב-OrchardTokenProvider.",
    ],
)
def test_class_name_after_a_login_word_is_kept(text: str) -> None:
    assert_kept(text)


def test_chosen_password_of_capitalised_words_is_gone() -> None:
    assert_gone("Het inloggen zit nu in CometGranitePepper.", "CometGranitePepper")


@pytest.mark.parametrize(
    "text",
    [
        "パスワードは DB_MASTER_PASSWORD から読み込みます。",
        "密钥从 STRIPE_LIVE_SECRET_KEY 读取，日志里只显示 sk-****Qa7z。",
    ],
)
def test_environment_variable_name_after_a_password_word_is_kept(text: str) -> None:
    assert_kept(text)


def test_value_after_a_password_word_is_gone() -> None:
    assert_gone(f"パスワードは {TOKEN} です。", TOKEN)


def test_bold_speaker_name_is_kept() -> None:
    assert_kept("**marisol**: moved the SDK to 4.2.1, login works again")


def test_value_handed_over_in_bold_chat_is_gone() -> None:
    assert_gone(f"**marisol**: use {TOKEN} to log in", TOKEN)


def test_login_command_then_no_password_is_kept() -> None:
    assert_kept("just sign in with `gcloud auth login`, no password needed")


def test_netrc_line_is_gone() -> None:
    assert_gone(f"machine api.example.com login deploy password {TOKEN}", TOKEN)


def test_read_prompt_then_its_variable_is_kept() -> None:
    assert_kept("read -rsp 'Passphrase for auth: ' KEYPASS && echo")


def test_quoted_token_after_a_name_is_gone() -> None:
    assert_gone(f"registry_token: '{TOKEN}'", TOKEN)


def test_concourse_var_and_symfony_env_reference_are_kept() -> None:
    assert_kept("registry_token: ((vault-registry-token))")
    assert_kept('database_password: "%env(file:DB_PASSWORD_FILE)%"')


def test_value_opening_with_parentheses_is_gone() -> None:
    assert_gone(f"registry_token: (({TOKEN}", TOKEN)


def test_sizes_in_kubectl_describe_secret_are_kept() -> None:
    assert_kept("Type:  Opaque\n\nData\n====\napi-token:  64 bytes\npassword:  24 bytes")


def test_pin_after_a_password_name_is_gone() -> None:
    assert_gone("password: 58213377", "58213377")


def _jwt(claims: dict[str, object]) -> str:
    def part(obj: dict[str, object]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    return f"{part({'alg': 'HS256', 'typ': 'JWT'})}.{part(claims)}.{TOKEN}Qm7Tz"


CLAIMS = {"iss": "supabase", "ref": "wxqplmtrz", "iat": 1712000000, "exp": 2027000000}


def test_supabase_anon_key_is_kept() -> None:
    assert_kept(f"VITE_SUPABASE_ANON_KEY={_jwt({**CLAIMS, 'role': 'anon'})}")


def test_supabase_service_role_key_is_gone() -> None:
    key = _jwt({**CLAIMS, "role": "service_role"})
    assert_gone(f"SUPABASE_SERVICE_ROLE_KEY={key}", key)


SITE_KEY = "6Lc" + "Zq8vLAAAAAB2mPz9RtW4bN8cJZq8vLx2mPz9R"


def test_recaptcha_site_key_is_kept() -> None:
    assert_kept(f'RECAPTCHA_SITE_KEY="{SITE_KEY}"')


def test_recaptcha_secret_key_is_gone() -> None:
    assert_gone(f'RECAPTCHA_SECRET_KEY="{SITE_KEY}"', SITE_KEY)


@pytest.mark.parametrize(
    "text",
    [
        "token: expired",
        "Password: N/A",
        "password: see 1Password (Infra vault)",
        "username ci-bot password stored in GitHub secrets",
    ],
)
def test_word_about_a_credentials_state_or_place_is_kept(text: str) -> None:
    assert_kept(text)


def test_plain_word_password_on_its_own_line_is_gone() -> None:
    assert_gone("password: marmalade", "marmalade")


DIGEST = "7253ab4de971e72f" + "b7be983802300c30" + "b5a7f0c2e56fab8a" + "bfc6a214307c0094"


def test_helm_checksum_annotation_is_kept() -> None:
    assert_kept(f"  annotations:\n    checksum/secret: {DIGEST}")


@pytest.mark.parametrize("name", ["HASHIDS_SALT", "HMAC_SECRET", "SESSION_SECRET"])
def test_hex_under_a_hashing_secrets_name_is_gone(name: str) -> None:
    assert_gone(f"{name}={DIGEST}", DIGEST)
