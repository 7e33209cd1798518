"""Issue 27, eighth round: public identifiers kept by their vendors' documentation, and
secrets in unusual contexts closed by principle after the seventh set (now development
data).

Every value here is invented for the test (assembled at run time, so this file holds no
string a secret scanner would take for a real key); none is a row of any labelled set.
Each "gone" case under a new rule, and each "kept" case marked new, failed before it.
"""

from __future__ import annotations

import random
import string

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"
_LOWER_DIGITS = string.ascii_lowercase + string.digits


def fake(n: int, seed: int = 0, alphabet: str = _ALNUM) -> str:
    """n characters of `alphabet`, with a digit inside and last."""
    rng = random.Random(f"r8-{n}-{seed}-{alphabet}")
    body = "".join(rng.choice(alphabet) for _ in range(n - 2))
    return body[: n // 2] + "7" + body[n // 2 :] + "4"


# --- documented-public client ids and publishable keys survive; their twins go ----------

_PUBLIC = [
    # Google OAuth client id (public: it is sent in every browser redirect).
    "GOOGLE_CLIENT_ID=" + "".join(random.Random(1).choices(string.digits, k=12)) + "-"
    f"{fake(32, 2, _LOWER_DIGITS)}.apps.googleusercontent.com",
    # Mapbox public token, `pk.` and a JWT-like body.
    "mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ" + fake(20, 3) + "'." + fake(22, 4),
    # GitHub App / OAuth app client ids: `Iv1.` and 16 hex, `Iv23` and 16 base62.
    "GITHUB_CLIENT_ID=Iv1." + fake(16, 5, _HEX),
    "client_id: Iv23" + fake(16, 6),
    # Stripe publishable key, PostHog project key.
    "STRIPE_PUBLISHABLE_KEY=pk_live_" + fake(40, 7),
    f'posthog.init("phc_{fake(43, 8)}", {{api_host: "https://eu.i.posthog.com"}})',
    # An Auth0 SPA's client id, in the SDK call a browser makes.
    f"createAuth0Client({{ domain: 'acme.eu.auth0.com', clientId: '{fake(32, 9)}' }})",
]


@pytest.mark.parametrize("text", _PUBLIC)
def test_documented_public_client_ids_are_kept(text: str) -> None:
    assert_kept(text)


_SECRET_TWINS = [
    "GOOGLE_CLIENT_SECRET=GOCSPX-" + fake(28, 11),
    "MAPBOX_SECRET_TOKEN=sk.eyJ1IjoiYWNtZSIsImEiOiJ" + fake(20, 12) + "." + fake(22, 13),
    "GITHUB_CLIENT_SECRET=" + fake(40, 14, _HEX),
    "STRIPE_SECRET_KEY=sk_live_" + fake(40, 15),
    "AUTH0_CLIENT_SECRET=" + fake(64, 16, _ALNUM + "_-"),
]


@pytest.mark.parametrize("text", _SECRET_TWINS)
def test_their_secret_twins_still_go(text: str) -> None:
    assert_gone(text, text.split("=", 1)[1][-20:])


@pytest.mark.parametrize(
    "name",
    [
        "ALGOLIA_SEARCH_API_KEY",
        "searchOnlyApiKey",
        "TYPESENSE_SEARCH_ONLY_API_KEY",
        "DOCSEARCH_API_KEY",
    ],
)
def test_a_search_only_key_named_so_is_kept(name: str) -> None:
    """New: Algolia documents its search-only key as safe in front-end code."""
    assert_kept(f"{name}={fake(32, 21, _HEX)}")


@pytest.mark.parametrize(
    "name", ["ALGOLIA_ADMIN_API_KEY", "ALGOLIA_API_KEY", "AZURE_SEARCH_API_KEY"]
)
def test_other_search_keys_still_go(name: str) -> None:
    value = fake(32, 22, _HEX)
    assert_gone(f"{name}={value}", value)


def test_gpg_status_line_names_a_public_key() -> None:
    """New: `gpg: using RSA key <fingerprint>` is a public key's fingerprint."""
    fpr = fake(40, 23, "0123456789ABCDEF")
    assert_kept(f'gpg: using RSA key {fpr}\ngpg: Good signature from "Ana <ana@example.org>"')
    assert_gone(f"signing key: {fake(44, 24)}", fake(44, 24))


def test_key_vault_reference_is_kept() -> None:
    """New: App Service resolves `@Microsoft.KeyVault(...)` at run time; it names a place."""
    assert_kept(
        "OPENAI_API_KEY=@Microsoft.KeyVault(SecretUri=https://acmekv.vault.azure.net/secrets/oai/)"
    )


def test_optional_chaining_is_code() -> None:
    """New: `?.` joins an attribute path as `.` does."""
    assert_kept("const token = req.headers.authorization?.split(' ')[1];")


# --- secrets in unusual contexts ------------------------------------------------------


def test_cred_is_a_secret_word() -> None:
    value = fake(18, 31, _ALNUM + "_-")
    assert_gone(f"$ env | sort\nHOME=/home/ci\nBILLING_SVC_CRED={value}\nPATH=/usr/bin", value)


def test_a_short_service_name_glued_to_pass() -> None:
    value = fake(17, 32)
    assert_gone(f'"Env": [\n    "SMBPASS={value}",\n    "LANG=C.UTF-8"\n]', value)
    assert_kept(f"BYPASS={value}")


@pytest.mark.parametrize("marker", ["-", "+"])
def test_a_diff_line_keeps_its_assignment(marker: str) -> None:
    value = "!" + fake(14, 33)
    assert_gone(f"--- a/.env\n+++ /dev/null\n@@ -1 +0,0 @@\n{marker}MAIL_PASS={value}", value)


def test_a_dotted_literal_in_an_env_list_is_a_value() -> None:
    value = "q.HZRT4PLW9x"  # read as an attribute path before: no capital before a small
    assert_gone(f"    environment:\n      - REDIS_PASSWORD={value}\n", value)
    assert_kept("DB_PASSWORD=settings.DB_PASSWORD")
    assert_kept("password = config.db_password")


def test_composer_auth_json_and_config() -> None:
    a, b, c = fake(40, 35), fake(20, 36), fake(24, 37)
    assert_gone(f'{{\n  "github-oauth": {{\n    "github.com": "{a}"\n  }}\n}}', a)
    assert_gone(f'{{"bearer": {{"repo.acme.example": "{b}"}}}}', b)
    assert_gone(f"composer config --global gitlab-token.gitlab.acme.example {c}", c)
    assert_kept('{"mirrors": {"github.com": "mirror.internal.example.org"}}')


def test_tencent_secret_id() -> None:
    value = "AKID" + fake(32, 38)
    assert_gone(f"tccli configure set secretId {value}", value)


def test_dropbox_token_longer_than_135() -> None:
    value = "sl." + fake(138, 39, _ALNUM + "_-")
    assert_gone(f'config :app, :dropbox_token, "{value}"', value)


@pytest.mark.parametrize(
    "call",
    [
        'new ethers.Wallet("0x{k}", provider)',
        "web3.eth.accounts.privateKeyToAccount('0x{k}')",
        "Account.from_key('{k}')",
    ],
)
def test_a_wallet_built_from_a_literal_key(call: str) -> None:
    key = fake(64, 40, _HEX)
    assert_gone(call.format(k=key), key)


def test_a_transaction_hash_is_kept() -> None:
    assert_kept(f'await provider.getTransaction("0x{fake(64, 41, _HEX)}")')


def test_settings_row_under_a_secret_key() -> None:
    value = fake(14, 42) + "!"
    assert_gone(f"UPDATE settings SET value = '{value}' WHERE key = 'smtp_password';", value)
    assert_gone(
        f"UPDATE wp_options SET option_value = '{value}' WHERE option_name = 'mail_pass';", value
    )
    assert_kept("UPDATE settings SET value = 'Acme Corp 2024' WHERE key = 'site_name';")


def test_recovery_codes_printed_in_columns() -> None:
    codes = ["".join(random.Random(f"c{i}").choices(string.digits, k=8)) for i in range(6)]
    assert_gone("backup codes\n" + "  ".join(codes), *codes)
    assert_kept("backup codes\nrun nightly  keep 7 days")


def test_a_yaml_key_whose_value_child_holds_it() -> None:
    value = fake(48, 43)
    assert_gone(f"hcloud_token:\n  value: {value}", value)
    assert_kept("replicas:\n  value: 3")
    assert_kept(f"password_length:\n  value: {fake(12, 44)}")


def test_a_single_dash_password_flag_fed_by_process_substitution() -> None:
    value = "%" + fake(14, 45) + ".D!h"
    out, _ = redact(f"vncviewer -passwd <(echo {value}) vnc.lan:1")
    assert value not in out
    assert out.endswith(") vnc.lan:1")  # the substitution's `)` is no part of the password
    assert_kept("diff -u <(echo a) <(echo b)")


def test_rclone_config_pairs() -> None:
    a, b = fake(18, 46) + "!", fake(12, 47)
    out, _ = redact(f"rclone config create s3 s3 access_key_id app_ops secret_access_key {a}")
    assert a not in out and "access_key_id app_ops" in out
    assert_gone(f"rclone config create box sftp host h.example user me pass {b} key_file /k", b)
    assert_kept("rclone config create s3 s3 provider AWS region eu-west-1")


def test_network_device_login_line() -> None:
    value = fake(12, 48) + "."
    assert_gone(f"username admin privilege 15 secret 0 {value}", value)
    assert_gone(f"enable secret 0 {value}", value)
    assert_kept("The username field and password are required")


def test_an_unencoded_hash_sign_in_a_url_password() -> None:
    value = fake(10, 49) + "#" + fake(8, 50)
    assert_gone(f"fatal: unable to access 'https://admin:{value}@git.lab.example/app.git/'", value)
    assert_kept("http://localhost:8080#top then ops@acme.io")
