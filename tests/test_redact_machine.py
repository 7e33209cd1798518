"""Secrets on a developer's own machine: what a password manager's read prints, a vault's
session in `env`, an OpenVPN auth file `cat`-ed, a kubeconfig's bootstrap token, and a
secret told in a sentence by its environment variable's name."""

from __future__ import annotations

import pytest

from retain.redact import redact


def _out(text: str) -> str:
    return redact(text)[0]


@pytest.mark.parametrize(
    ("command", "value"),
    [
        ('$ op read "op://Work Vault/Build Server/password"', "maple-harbor-quilt"),
        ('$ bw get password "home nas"', "Tq#vLpoWmez"),
        ("$ pass show mail/fastmail", "orchid-lantern-fig"),
        ("$ gopass show -o infra/ci", "bramble-cinder-moss"),
        ("$ secret-tool lookup service smtp user ines", "Wz!kq+Rrtmh"),
        ("$ security find-generic-password -s deploy-key -w", "pumice-otter-ledge"),
        ("$ keyring get pypi __token__", "saffron-quay-basin"),
    ],
)
def test_a_password_managers_read_prints_the_secret_whatever_its_shape(command, value):
    out = _out(f"Setting up the laptop\n{command}\n{value}\n\n$ uptime\n")
    assert value not in out
    assert out.startswith("Setting up the laptop\n$ ")


def test_what_a_password_manager_prints_that_is_no_secret_stays():
    folder = "$ pass show mail\nmail\n├── fastmail\n└── gmail\n"
    assert _out(folder) == folder
    username = '$ op read "op://Work Vault/Build Server/username"\nines.okafor\n'
    assert _out(username) == username


def test_a_1password_session_printed_by_env_is_a_secret():
    session = "Zq0vT7xYw-3NpLr8sKd1_fHgJ5mQe2aBcUiOyX4Wt9E"
    out = _out(f"$ env | grep OP_SESSION\nOP_SESSION_acme_team={session}\n")
    assert "Zq0vT7xYw" not in out
    assert "OP_SESSION_acme_team=" in out


def test_the_password_line_of_an_openvpn_auth_file_cat_ed():
    text = (
        "$ grep auth-user-pass ~/vpn/office.ovpn\nauth-user-pass ~/vpn/office-login\n"
        "$ cat ~/vpn/office-login\nines\nBasalt!river82\n"
    )
    out = _out(text)
    assert "Basalt!river82" not in out
    assert "\nines\n" in out
    assert _out("$ cat ~/vpn/auth.txt\nines\nQuill%harbor57\n").endswith(
        "ines\n[REDACTED:password]\n"
    )


def test_the_file_an_openvpn_config_in_the_text_names_for_its_login():
    config = "remote gw.lab.example 1194\nauth-user-pass /etc/keys/office.txt\n"
    text = config + "$ cat /etc/keys/office.txt\nomar\nGlint^dune48\n"
    assert "Glint^dune48" not in _out(text)


def test_two_lines_of_an_ordinary_file_cat_ed_stay():
    text = "$ cat ~/project/NAMES\nines\nBuild2024-rc1\n"
    assert _out(text) == text


def test_a_kubeconfig_users_bootstrap_token():
    out = _out("users:\n- name: lab\n  user:\n    token: x4pkwd.hzqmrtvbno2clafe\n")
    assert "hzqmrtvbno2clafe" not in out
    kept = "Reach it at build42.mirror-station.example or www.example.org today."
    assert _out(kept) == kept


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "The SIGNING_PASSWORD for the release laptop is Hx7-pqRt9wz; keep it off the wiki.",
            "Hx7-pqRt9wz",
        ),
        (
            "Reminder: SENTRY_AUTH_TOKEN on ci.lab.example is 3f2b9c4e-8a1d-4c6b-9e2f-7d5a1b0c8e64",
            "3f2b9c4e",
        ),
        (
            "Omar pasted the new FLY_API_TOKEN in the chat:\n"
            "zQ4rT8wLk2XpV9nB7mC3dF6hJ1sA5gE0 (old one revoked).",
            "zQ4rT8wLk2",
        ),
        ("la DEPLOY_PASSWORD del servidor es Lumen#Fjord82, no la compartas.", "Lumen#Fjord82"),
    ],
)
def test_a_secret_told_by_its_variables_name(text, value):
    assert value not in _out(text)


@pytest.mark.parametrize(
    "text",
    [
        "The TENANT_ID for staging is 3f2b9c4e-8a1d-4c6b-9e2f-7d5a1b0c8e64, ask Omar for access.",
        "The NPM_TOKEN lives in the org secrets; the workflow reads ${{ secrets.NPM_TOKEN }}.",
        "The GITHUB_TOKEN was narrowed in commit 9c1e4b7a2f3d5e6b8a9c0d1e2f3a4b5c6d7e8f90.",
        "Set DEPLOY_PASSWORD before running make release, then restart the worker.",
    ],
)
def test_a_variables_name_in_a_sentence_that_tells_no_value(text):
    assert _out(text) == text


def test_a_variable_read_by_reference_or_a_setting_below_tells_no_value() -> None:
    # A Windows `%NAME%` or an `environ["NAME"]` lookup reads the variable, it tells nothing;
    # a `key=value` line under a comment naming the variable is a setting of its own.
    kept = [
        '{"user": "svc_ops", "token": "%SHIP_TOKEN%",'
        ' "requestId": "6c1f0e2a-93b4-4d7e-a1c5-2f8e9b0d4a17"}',
        'client(apiKey: env["LEDGER_PASSWORD"]!, requestID: "sha1-Qm4Zr8TxWp2LkN7vB0cYdE5fG1o=")',
        "# filled by CI from the ORG_GRADLE_PROJECT_UPLOAD_STORE_PASSWORD env var\n"
        "org.gradle.jvmargs=-Xmx6g\nandroid.useAndroidX=true",
        "RUN --mount=type=secret,id=crash,env=CRASH_AUTH_TOKEN npx @crashkit/cli upload ./dist",
        "Authorization: Bearer {{$dotenv SHOP_API_TOKEN}}\nX-Client-Version: 7.2.19\n"
        'If-None-Match: "3a9c1e5b7d2f4a6c8e0b1d3f5a7c9e2b"',
    ]
    for text in kept:
        assert redact(text) == (text, 0), text
    told = "the UPLOAD_STORE_PASSWORD on the build box is Zr8#Tx2!Wp4q"
    assert "Zr8#Tx2!Wp4q" not in redact(told)[0]
