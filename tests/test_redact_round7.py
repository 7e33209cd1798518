"""Issue 27, seventh round: classes of credential and of non-secret closed by principle
after the sixth set (now development data).

Every value here is invented for the test (assembled at run time, so this file holds no
string a secret scanner would take for a real key); none is a row of any labelled set.
Each case failed before the rule it names.
"""

from __future__ import annotations

import random
import string

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"


def fake(n: int, seed: int = 0, alphabet: str = _ALNUM) -> str:
    """n characters of `alphabet`, with a digit inside and last."""
    rng = random.Random(f"r7-{n}-{seed}-{alphabet}")
    body = "".join(rng.choice(alphabet) for _ in range(n - 2))
    return body[: n // 2] + "7" + body[n // 2 :] + "4"


def digits(n: int, seed: int = 0) -> str:
    rng = random.Random(f"r7d-{n}-{seed}")
    return "".join(rng.choice("123456789") for _ in range(n))


# --- vendor formats by their public prefix and length --------------------------------

_VENDOR_TOKENS = [
    # Cloudflare Origin CA key: `v1.0-`, 24 hex, `-`, 146 hex.
    "v1.0-" + fake(24, 1, _HEX) + "-" + fake(146, 2, _HEX),
    # Braintree access token.
    "access_token$production$"
    + fake(16, 3, string.ascii_lowercase + string.digits)
    + "$"
    + fake(32, 4, _HEX),
    # Asana personal access token.
    "2/" + digits(16, 5) + "/" + digits(16, 6) + ":" + fake(32, 7, _HEX),
    # Bitbucket app password, JFrog API key, Dropbox short-lived token.
    "ATBB" + fake(36, 8),
    "AKCp" + fake(69, 9),
    "sl." + fake(135, 10, _ALNUM + "_-"),
    # AWS STS session token.
    "IQoJb3JpZ2luX2Vj" + fake(300, 11, _ALNUM + "+/") + "=",
]


@pytest.mark.parametrize("token", _VENDOR_TOKENS)
def test_vendor_token_without_a_name(token: str) -> None:
    assert_gone(f"try this one until friday: {token} (rotating it after)", token)


# --- hand-made bodies, printf directives, environment reads are no secret -------------


@pytest.mark.parametrize(
    "text",
    [
        # A body repeating one short unit to its end, beside a vendor prefix.
        'FAKE_HF = "hf_' + "WXYZ" * 9 + '"  # dummy value for the unit tests',
        "# e.g. STRIPE_SECRET_KEY=sk_test_" + "QQRS" * 6,
        "Example: `export NPM_TOKEN=npm_" + "wxyz9876" * 4 + "wxyz` (use your own)",
        # The digits typed in order.
        'FAKE_AWS_SECRET_ACCESS_KEY = "' + "1234567890" * 4 + '"  # dummy value',
        # A printf directive where the value goes.
        'return fmt.Errorf("load secret: %w", err)',
        'log.Printf("token: %s", tok)',
        # Rails' filter_parameters mask; code reading the environment.
        '  db_password: "[FILTERED]"',
        "  api_key: \"os.environ['SERVICE_KEY']\"",
    ],
)
def test_placeholder_bodies_are_kept(text: str) -> None:
    assert_kept(text)


def test_run_at_the_start_is_still_a_token() -> None:
    # Twitter's app-only bearer tokens open with a run of `A`: no hand-made repeat.
    token = "A" * 22 + fake(40, 12)
    assert_gone(f"Authorization: Bearer {token}", token)


# --- names: OpenLDAP's rootpw, "secret" in other languages, leet spellings ------------


@pytest.mark.parametrize(
    "text",
    [
        'rootpw   = "{pw}"',
        "app.geheim={pw}\napp.host=db.example.test",
        "<config>\n  <s3cret>{pw}</s3cret>\n</config>",
        "DB_P4SSWORD={pw}",
    ],
)
def test_secret_names_round7(text: str) -> None:
    pw = fake(18, 20, _ALNUM + "+/")
    assert_gone(text.replace("{pw}", pw), pw)


def test_nginx_header_named_for_a_secret() -> None:
    pw = "amber-kettle-fjord42"
    text = (
        "location /api/ {\n"
        f'    proxy_set_header X-Upstream-Pass "{pw}";\n'
        "    proxy_set_header Host $host;\n"
        "    proxy_set_header X-Api-Key $http_x_api_key;\n}"
    )
    out, n = redact(text)
    assert pw not in out and n == 1
    assert "$host" in out and "$http_x_api_key" in out


# --- pieces: literals joined after a secret's name, a table's secret column ------------


def test_python_implicit_join_under_a_secret_name() -> None:
    a, b = fake(14, 30), fake(15, 31)
    assert_gone(f'SERVICE_TOKEN = (\n    "{a}"\n    "{b}"\n)', a, b)


def test_js_plus_join_under_a_secret_name() -> None:
    a, b = fake(14, 32), fake(15, 33)
    assert_gone(f"const apiKey = '{a}' +\n  '{b}';", a, b)


def test_joined_literals_under_an_ordinary_name_are_kept() -> None:
    assert_kept('GREETING = (\n    "Hello there, "\n    "welcome back"\n)')
    assert_kept("const url = 'https://api.example.test' +\n  '/v2/items';")


def test_table_cell_under_a_password_column() -> None:
    pw = fake(16, 34, _ALNUM + "#^")
    text = (
        "| env | host | user | password |\n|---|---|---|---|\n"
        f"| stage | db-1.example.test | ops | {pw} |\n"
        "| prod | db-2.example.test | ops | (in vault) |"
    )
    out, n = redact(text)
    assert pw not in out and n == 1
    assert "| password |" in out and "(in vault)" in out


def test_table_without_a_secret_column_is_kept() -> None:
    assert_kept(
        "| env | host | user | region |\n|---|---|---|---|\n| stage | db-1 | ops | Eu7West3Zone |"
    )


# --- a TOTP secret printed for manual entry --------------------------------------------


def test_grouped_totp_setup_key() -> None:
    rng = random.Random("r7-totp")
    key = " ".join(
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(4)) for _ in range(8)
    )
    key = "k3" + key[2:]  # a base32 digit, whatever the draw
    assert_gone(f"No camera? Type this setup key into your authenticator: {key}", key)


def test_short_words_after_setup_key_are_kept() -> None:
    assert_kept("The setup key flow: open your app, then scan this code with your phone.")


# --- a login told as `user / password` after a word for logging in ---------------------


@pytest.mark.parametrize(
    "head",
    ["Jenkins login: ops /", "Вхід у Grafana: ops /", "NAS 登录：ops /", "ورود به NAS: ops /"],
)
def test_login_slash_pair(head: str) -> None:
    pw = "walnut-harbor-fjord" + "73"
    assert_gone(f"{head} {pw}", pw)


def test_login_slash_without_a_credential_is_kept() -> None:
    assert_kept("Login: see the runbook / ask Dana")
    assert_kept("VPN login: ops / docs/vpn-setup-2024")


# --- a key named for its service --------------------------------------------------------


def test_service_key_in_a_note() -> None:
    key = fake(40, 40)
    assert_gone(f"## notes\n- acme key: `{key}`\n- ask ops for access", key)


def test_any_qualified_key_with_a_generated_value() -> None:
    # `<anything>_key` reads as a weak key: a strongly opaque value is its secret.
    key = fake(32, 41, _ALNUM + "+/") + "="
    assert_gone(f"[relay]\nhost=db.example.test\nrelay_key={key}\n", key[:-1])


def test_keys_that_are_no_secret_are_kept() -> None:
    assert_kept("cache key: Linux-pip-" + fake(40, 42, _HEX))
    assert_kept("- sort key: `" + "CreatedAt2024ByRegionEu1" + "`")
    assert_kept("relay_key=orders.created.v2")


# --- a value the writer promises to rotate, or that replaced a revoked one ---------------


def test_value_with_a_promise_to_rotate_it() -> None:
    key = fake(30, 50)
    assert_gone(f"use this for the demo: {key} (I'll rotate it tomorrow)", key)
    hexkey = fake(32, 51, _HEX)
    assert_gone(f"staging only: {hexkey}, will revoke it after the test", hexkey)


def test_value_that_replaced_a_revoked_one() -> None:
    assert_gone("New wiki key: maple-otter-lantern51 (old one revoked)", "maple-otter-lantern51")


def test_commit_regenerated_is_kept() -> None:
    sha = fake(40, 52, _HEX)
    assert_kept(f"merge commit {sha} broke the lockfile; regenerated with `npm install`")
    assert_kept(f"release {sha[:12]}: we rotate logs daily and rotated the old ones")


def test_sql_insert_literal_with_a_comma_inside() -> None:
    pw = "%" + fake(14, 60) + "!,"
    assert_gone(f"INSERT INTO service_users (name, api_secret) VALUES ('svc', '{pw}');", pw)


def test_site_verification_meta_tag_is_kept() -> None:
    token = "aBcD-" + fake(38, 70, _ALNUM + "_-")
    assert_kept(f'<meta name="google-site-verification" content="{token}">')


def test_same_token_outside_a_verification_tag_is_redacted() -> None:
    token = "aBcD-" + fake(38, 70, _ALNUM + "_-")
    assert_gone(f'<meta name="x-internal-auth" content="{token}">', token)
