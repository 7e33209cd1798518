"""Issue 27, tenth round: a new value after "the new one is" / "now" in each language,
chat shorthands for a password, a secret given as the reply to a question about it,
passphrases told as words beside a PIN's or a passphrase's name, the value before its
name in more languages, and credentials in tool output by its documented format
(`kubectl create secret --from-literal`, GitHub Actions' debug log, OpenVPN's auth file,
`rails credentials:show`, Bundler's `BUNDLE_<HOST>`).

Every value here is invented for the test; none is a row of any labelled set. Each
"gone" case failed before this round; each "kept" case is an ordinary sentence of the
same kind that must stay as written.
"""

from __future__ import annotations

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

PW = "Tq8" + "mLp2Wz" + "#4"  # a chosen password: letters, digits, a symbol
HEXKEY = "4f9a2c7e1b3d5f8a" + "0c2e4b6d8f1a3c5e"
GROUPED = "KX7Q-" + "M2PL-9RTZ-4WNB"


# "the new one is" / "now" after a change or reset verb, per language (told.json).
@pytest.mark.parametrize(
    "text",
    [
        f"Lo reseteé, la nueva es {PW}",
        f"Сбросил, теперь {PW}",
        f"重置好了,新的是 {PW}",
        f"sıfırladım, yenisi {PW}",
        f"Réinitialisé, le nouveau c'est {GROUPED}",
        f"Zmienione, teraz jest {PW}",
        f"Sudah diganti, sekarang {PW}",
        f"재설정했어요. 새 거는 {PW} 입니다",
    ],
)
def test_new_value_after_a_reset_is_gone(text: str) -> None:
    assert_gone(text, PW if PW in text else GROUPED)


@pytest.mark.parametrize(
    "text",
    [
        "Cambié el endpoint, ahora es api.example.com/v2",
        "Actualicé la versión, ahora es 3.2.1",
        "Сбросил кэш, теперь всё работает",
        "重置好了,新的是 v2.3.1 版本",
        "Réinitialisé, le nouveau c'est mieux",
    ],
)
def test_a_reset_of_something_else_stays(text: str) -> None:
    assert_kept(text)


# Chat shorthands for a password (prose_lexicon.json): Swedish "lösen", Dutch "ww",
# Italian "pwd", Korean "비번", Japanese "パス", and Indonesian and Greek without a verb.
@pytest.mark.parametrize(
    "text",
    [
        f"[10:02] Ola: lösen till build-01 är {PW}",
        f"[10:02] Ola: ww van nas-02 is {PW}",
        f"[10:02] Ola: la pwd di build-02 è {PW}",
        f"[10:02] Ola: backup-01 비번 {PW}",
        f"[10:02] Ola: mail.corp.lan のパスは「{PW}」",
        f"[10:02] Ola: sandi gw-03 {PW}",
        f"[10:02] Ola: κωδικός για gw-04 {PW}",
        "[10:02] Ola: koden til nas-03 er Lq8sZm3Xa",
    ],
)
def test_chat_shorthand_for_a_password_is_gone(text: str) -> None:
    assert_gone(text, "Lq8sZm3Xa" if "Lq8sZm3Xa" in text else PW)


@pytest.mark.parametrize(
    "text",
    [
        "ww van de server is traag vandaag",
        "koden til modulet er skrevet i Go",
        "koden til rapporten er v2",
        "ファイルのパスは src/app.py です",
        "sandi untuk wifi ada di papan",
        "la pwd di default è vuota",
    ],
)
def test_chat_shorthand_in_ordinary_talk_stays(text: str) -> None:
    assert_kept(text)


# A reply that is one secret-shaped word, after a question naming the secret (chat.py).
@pytest.mark.parametrize(
    "text",
    [
        f"[09:12] Ana: what's the Nexus password?\n[09:12] Bo: {PW}",
        f"[09:12] Ana: wie ist das Nexus-Passwort?\n[09:12] Bo: '{PW}'",
        f"[09:12] Ana: Nexus 的密码是多少?\n[09:12] Bo: {PW}",
        f"Lena: did you rotate the Kafka key?\nme: yes, {PW}",
    ],
)
def test_the_reply_to_a_question_about_a_password_is_gone(text: str) -> None:
    assert_gone(text, PW)


@pytest.mark.parametrize(
    "text",
    [
        "[09:12] Ana: what's the password policy?\n[09:12] Bo: sixteen-chars",
        "which version of the token library?\nme: v2.3.1",
        "where is the API key kept?\nBo: ~/.config/app/key.txt",
        "what's the Nexus password?\nBo: ask the ops channel",
    ],
)
def test_an_ordinary_reply_stays(text: str) -> None:
    assert_kept(text)


# Passphrases as words beside a passphrase's or a PIN's name (phrases.py), and PIN digits
# after a Korean particle or a Nordic "pinkoden".
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("The GPG passphrase is `ember walnut quarry`", "ember walnut quarry"),
        ("Il PIN della SIM di prova è lupo-nebbia-cactus", "lupo-nebbia-cactus"),
        ("PIN-код від сейфа: birch-otter-lamp-quill", "birch-otter-lamp-quill"),
        ("金庫の暗証番号は anvil tulip comet です", "anvil tulip comet"),
        ("금고 PIN은 4829173입니다", "4829173"),
        ("Pinkoden til døren er 7391", "7391"),
    ],
)
def test_a_passphrase_or_pin_told_as_such_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "The PIN is required for every login",
        "Il PIN è sul retro della carta",
        "pin the versions: numpy pandas scipy",
        "The passphrase is never shared with anyone",
        "PIN은 설정에서 바꿀 수 있어요",
    ],
)
def test_a_sentence_about_a_pin_stays(text: str) -> None:
    assert_kept(text)


# The value before its name, in more languages (told.json value_first).
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"{GROUPED}, c'est le mot de passe admin de Jenkins.", GROUPED),
        ("b3c9e1f27a4d6e05 itu kata sandi Sentry.", "b3c9e1f27a4d6e05"),
        ("b3c9e1f27a4d6e05 should get you into the NAS.", "b3c9e1f27a4d6e05"),
        (f"{PW} — новий пароль до VPN.", PW),
        (f"{GROUPED} هي كلمة مرور Grafana.", GROUPED),
        (f"{PW} 是 Sentry 的新密码。", PW),
    ],
)
def test_the_value_before_its_name_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "The VPN should get you into the staging network.",
        "v2.3.1 should get you into the new API.",
        "Settings, c'est le mot de passe qui manque.",
    ],
)
def test_a_thing_before_a_name_stays(text: str) -> None:
    assert_kept(text)


# Names and shapes: `PIN` and `HMAC` in a setting's name, a grouped key after
# "password", a login pair with a quoted value, an API key's name in more languages, a
# login "using USER and PASSWORD".
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("ENV CRM_PIN=Qw8rTz2Lk9Mn4Pv7Xs", "Qw8rTz2Lk9Mn4Pv7Xs"),
        (f"export LEDGER_HMAC={HEXKEY}", HEXKEY),
        (f"I set a temp password {GROUPED} on your account.", GROUPED),
        (f"Zugangsdaten: Benutzer ops, Passwort '{GROUPED}'", GROUPED),
        (f"API-nøglen til Sentry er {HEXKEY}", HEXKEY),
        (f"API klíč k GitLab je {HEXKEY}", HEXKEY),
        (f"Log into Grafana using ops.bot and {PW} until SSO is back.", PW),
    ],
)
def test_names_and_shapes_of_this_round_are_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "PIN_MEMORY=true",
        "HMAC_ALGORITHM=sha256",
        "SPINNER=dots",
        "API-nøglen til Sentry er i vault",
        "Log into Grafana using SSO and your laptop.",
        "set the password policy to STRONG",
        "[!] The provided API key is not valid: ITMS-90189: Redundant Binary Upload.",
    ],
)
def test_settings_and_sentences_of_the_same_kind_stay(text: str) -> None:
    assert_kept(text)


# Tool output (printed.py).
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "kubectl create secret generic app --from-literal=username=app "
            "--from-literal=signing_salt=Zq8Lm2Wx9Rt4",
            "Zq8Lm2Wx9Rt4",
        ),
        ("##[debug]Evaluating: env.DEPLOY_TOKEN\n##[debug]Result: 'Hq7kLm2pW9xZ'", "Hq7kLm2pW9xZ"),
        ("##[debug]Evaluating: secrets.ANYTHING\n##[debug]Result: 'rivercoal'", "rivercoal"),
        (f"$ cat /etc/openvpn/client-auth.txt\nvpnuser\n{PW}", PW),
        ("$ bin/rails credentials:show\nstripe_key: Zk8Lm2Wq9Rt4Yx7\n", "Zk8Lm2Wq9Rt4Yx7"),
        (f'BUNDLE_GEMS__ACME__IO: "deploy:{PW}"', PW),
    ],
)
def test_credentials_in_tool_output_are_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


def test_a_secrets_username_stays_readable() -> None:
    out, _ = redact("kubectl create secret generic app --from-literal=username=app-svc")
    assert "username=app-svc" in out


@pytest.mark.parametrize(
    "text",
    [
        "kubectl create configmap app --from-literal=log_level=debug",
        "##[debug]Evaluating: env.NODE_ENV\n##[debug]Result: 'production'",
        "$ cat notes/todo.txt\nbuy milk\nship release",
        "$ bin/rails credentials:show\nfoo: bar\n",
        "BUNDLE_JOBS: 4",
        "BUNDLE_PATH: vendor/bundle",
    ],
)
def test_ordinary_tool_output_stays(text: str) -> None:
    assert_kept(text)


# A login written `user:password@host` with no scheme; a short generated password beside
# a change or login verb; "it's X now" before the reset verb.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("svc_app:Lynx42=Quay@db3.corp.example", "Lynx42=Quay"),
        ("ops:emberquarrytulipfalcon@10.20.30.40", "emberquarrytulipfalcon"),
        ("Use Xk4mQ7z to log in to Grafana.", "Xk4mQ7z"),
        ("Usa 'pW3nR8e' per accedere a Jira.", "pW3nR8e"),
        (f"Mia: it's {PW} now, I reset it after the audit", PW),
        (f"Mia: it's {HEXKEY} now, I rotated it this morning", HEXKEY),
    ],
)
def test_userinfo_short_values_and_it_is_now_are_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "mailto:alice@example.org",
        "role:admin@host.example.com",
        "nginx:1.25@sha256:abcd",
        "Use iPhone15 to log in with Face ID.",
        "I updated it to v4Beta2 this morning.",
        "Use macOS14 to log in to the kiosk.",
        "it's v2.3.1 now, I changed the pin in the lockfile",
    ],
)
def test_addresses_names_and_versions_stay(text: str) -> None:
    assert_kept(text)


# The value before its name in Japanese, quoted in 「」; a password admitted hard-coded.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"「{GROUPED}」が Wiki の管理者パスワードです。", GROUPED),
        ("fix: hardcode smtp password Qx7#mLp2 until vault is back", "Qx7#mLp2"),
        ("fix : mot de passe SMTP a6TvcQsZqLkP4s codé en dur", "a6TvcQsZqLkP4s"),
        ("fix: senha do Grafana fixa no código (J7eTE7*m3h) até o vault voltar", "J7eTE7*m3h"),
        ("фикс: временно захардкодил пароль 371e0f2a9bb1c4d5 для CI", "371e0f2a9bb1c4d5"),
    ],
)
def test_japanese_value_first_and_hardcoded_passwords_are_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "「README.md」が プロジェクトの説明です。",
        "fix: hardcoded password length 12 in tests",
        "removed the hardcoded password from config/settings.py",
        "hardcode the password hash to argon2id",
        "fix: hardcoded password in v1.2.3 moved to the vault",
    ],
)
def test_notes_about_hardcoding_stay(text: str) -> None:
    assert_kept(text)
