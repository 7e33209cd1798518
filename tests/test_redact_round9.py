"""Issue 27, ninth round: secrets told in a sentence that never names them (a change, a
login), the value before the password's name, a login told as a pair, passphrases of
joined words, and documented-public ids and secret references kept.

Every value here is invented for the test (keys are assembled at run time, so this file
holds no string a secret scanner would take for a real key); none is a row of any
labelled set. Each "gone" case under a new rule, and each "kept" case marked new, failed
before this round.
"""

from __future__ import annotations

import random
import string

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact.told import secret_shaped

_ALNUM = string.ascii_letters + string.digits


def fake(n: int, seed: int = 0) -> str:
    rng = random.Random(f"r9-{n}-{seed}")
    return "".join(rng.choice(_ALNUM) for _ in range(n))


# Value shapes a person or a generator picks: random, a word and digits, leet, words run
# together, words joined by a separator and a number.
_SHAPES = ["Wq4zRt8vNc2L", "Lantern2291!", "quillmaplesprocket", "Owl.Pine.Rudder47"]

# --- a new value after a change verb, in each language's word order ---------------------

_CHANGED = [
    "I changed it to {v} before lunch.",
    "Wir haben es gestern auf {v} umgestellt.",
    "On l'a modifié en {v} hier soir.",
    "Lo cambié a {v} anoche.",
    "Alterei para {v} ontem.",
    "L'ho modificata in {v} ieri sera.",
    "We hebben het gisteren gewijzigd naar {v}.",
    "Vi bytte det till {v} i går.",
    "Jeg endret det til {v} i går.",
    "Zmieniłam je wczoraj na {v}.",
    "Včera jsem ho nastavil na {v}.",
    "Вчера я сменил его на {v}.",
    "Вчора я поміняв його на {v}.",
    "Χθες το άλλαξα σε {v}.",
    "Dün {v} olarak değiştirdim.",
    "بدلتها أمس إلى {v}",
    "אתמול שיניתי ל-{v}",
    "मैंने कल इसे बदलकर {v} कर दिया।",
    "昨日 {v} に変更しました。",
    "昨天我把它改成{v}了。",
    "어제 {v} 로 변경했어요.",
    "Hôm qua tôi đã đổi nó thành {v}.",
    "Kemarin saya ubah menjadi {v}.",
    "เมื่อวานฉันเปลี่ยนเป็น {v} แล้ว",
    "Ieri l-am schimbat în {v}.",
    "Muutin sen eilen muotoon {v}.",
    "rotated the signing key, new one: {v}",
]


@pytest.mark.parametrize("sentence", _CHANGED)
@pytest.mark.parametrize("value", _SHAPES)
def test_a_changed_value_goes(sentence: str, value: str) -> None:
    assert_gone(sentence.format(v=value), value)


# --- a value handed over to log in with --------------------------------------------------

_LOGIN = [
    "use {v} to sign in as deploy_bot",
    "Nimm {v}, um dich als ops2 anzumelden.",
    "Utilisez {v} pour vous connecter en tant que ops2.",
    "Usa {v} para iniciar sesión como ops2.",
    "Gebruik {v} om in te loggen als ops2.",
    "Använd {v} för att logga in som ops2.",
    "Kirjaudu käyttäjänä ops2 salasanalla {v}.",
    "Użyj {v}, żeby zalogować się jako ops2.",
    "Použij {v} pro přihlášení jako ops2.",
    "Используйте {v}, чтобы войти как ops2.",
    "Використай {v}, щоб увійти як ops2.",
    "Χρησιμοποίησε το {v} για να συνδεθείς ως ops2.",
    "ops2 olarak girmek için {v} kullan.",
    "使用 {v} 登录 ops2 账号。",
    "ops2 でログインするときは {v} を使ってください。",
    "Dùng {v} để đăng nhập bằng tài khoản ops2.",
    "Pakai {v} untuk masuk sebagai ops2.",
]


@pytest.mark.parametrize("sentence", _LOGIN)
@pytest.mark.parametrize("value", _SHAPES)
def test_a_value_to_log_in_with_goes(sentence: str, value: str) -> None:
    assert_gone(sentence.format(v=value), value)


# --- the value before the password's name ------------------------------------------------

_VALUE_FIRST = [
    "{v} ist das Passwort für den Drucker.",
    "{v} est le mot de passe du routeur.",
    "{v} es la contraseña del router.",
    "{v} é a senha do roteador.",
    "{v} è la password del router.",
    "{v} is het wachtwoord van de router.",
    "{v} to hasło do routera.",
    "{v} — это пароль от роутера.",
    "{v} είναι ο κωδικός του router.",
    "{v} adalah kata sandi router.",
    "{v} là mật khẩu của router.",
]


@pytest.mark.parametrize("sentence", _VALUE_FIRST)
@pytest.mark.parametrize("value", _SHAPES)
def test_a_value_before_the_name_goes(sentence: str, value: str) -> None:
    assert_gone(sentence.format(v=value), value)


# --- a login told as a pair, words run together after a secret's name ---------------------


@pytest.mark.parametrize(
    "text",
    [
        "here are the staging creds, ops_bot {v}, keep them to yourself",
        "sure, login is root and {v}",
        "Zugang: ops.bot / {v} – nur für das Team",
        "the root pw on build-3.example.org is {v} until friday",
        "build-3.example.org का पासवर्ड {v} है।",
        "build-3.example.org のパスワードは {v} です。",
        "build-3.example.org 비밀번호는 {v} 입니다.",
        "Kata sandi build-3 adalah {v}.",
        "Parola serverului este {v}.",
    ],
)
@pytest.mark.parametrize("value", ["quillmaplesprocket", "Wq4zRt8vNc2L", "Owl.Pine.Rudder47"])
def test_a_pair_or_a_named_passphrase_goes(text: str, value: str) -> None:
    assert_gone(text.format(v=value), value)


@pytest.mark.parametrize("value", ["Wq4zRt8vNc2L", "Lantern2291!"])
def test_hungarian_drops_the_copula(value: str) -> None:
    assert_gone(f"A szerver jelszava {value}.", value)


# --- ordinary sentences of the same shapes survive ---------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "I changed it to pnpm this morning.",
        "use gh auth login to sign in",
        "the password policy needs 12 characters",
        "set the timeout to 30s",
        "I switched it to Python3.12 and logged in again",
        "git reset --hard to 9f4c432d8848725fbad6fc3668fa0c5921f05c28",
        "changed the branch to feature/login-v2",
        "I changed it to internationalization",
        "I set it to MAX_RETRIES=5 yesterday",
        "rotated the logs: app-2024-01-01.log",
        "updated the dependency: react-dom@18.2.0",
        "the correlation id is logged on every line: 9d431e36-58c9-413b-865a-ceda3cfa925a",
        "Ich habe es heute früh auf Version 2.4.1 geändert.",
        "Je l'ai changé en TypeScript ce matin.",
        "Zmieniłem je dziś rano na PostgreSQL16.",
        "Я поменял его на ubuntu-22.04 сегодня утром.",
        "Şifre politikasını bu sabah minimum12 olarak değiştirdim.",
        "今朝 node20 に変更しました。",
        "用 kubectl 登录 集群。",
        "Dùng gh-cli để đăng nhập bằng tài khoản GitHub.",
        "Gebruik OAuth2Client om in te loggen als service.",
        "Tadi pagi sudah saya ganti jadi eu-west-1.",
        "Python3.12 ist das Passwort-Thema von heute",
        "token expired for jti=8fbdd3e2-eec5-4ffd-9863-37090b867476 sub=10502, sign in again",
        "Hasło do panelu administracyjnego jest w sejfie.",
        "2025-09-17T17:27:40Z INFO login ok user=quinn password=[FILTERED]",
    ],
)
def test_ordinary_sentences_are_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("value", "shaped"),
    [
        ("Wq4zRt8vNc2L", True),
        ("quillmaplesprocket", True),
        ("ember-tulip-rocket-19", True),
        ("troubleshooting", False),
        ("PostgreSQL16", False),
        ("Dev-Admin-2024", False),
        ("feature/login-v2", False),
        ("9d431e36-58c9-413b-865a-ceda3cfa925a", False),
    ],
)
def test_secret_shaped(value: str, shaped: bool) -> None:
    assert secret_shaped(value) is shaped


# --- documented-public ids and references to a secret are kept (new) ----------------------


def test_mapbox_public_token_kept_and_secret_token_goes() -> None:
    body = fake(60, 1) + "." + fake(22, 2)
    assert_kept(f"mapboxgl.accessToken = 'pk.{body}';")
    assert_gone(f"MAPBOX_TOKEN=sk.{body}", f"sk.{body}")


def test_firebase_web_config_called_public_is_kept() -> None:
    key = "AIza" + fake(35, 3)
    config = f'const firebaseConfig = {{ apiKey: "{key}", authDomain: "acme.firebaseapp.com" }};'
    assert_kept("// web config, public by design\n" + config)
    assert_gone(config + "  # TODO rotate", key)  # not called public: a leaked key


@pytest.mark.parametrize(
    "text",
    [
        "gcloud secrets versions access latest --secret=billing-db-password",
        "gcloud secrets versions access latest --secret=orders-api-key",
        "api_key: vault:secret/data/orders#api_key",
    ],
)
def test_a_reference_to_a_secret_is_kept(text: str) -> None:
    assert_kept(text)


def test_a_secret_value_beside_a_reference_still_goes() -> None:
    value = fake(24, 4)
    assert_gone(f"gcloud secrets create orders-api-key --data-file=- <<< {value}", value)
    assert_gone(f"--secret={value}", value)


def test_an_id_after_a_closed_string_is_kept() -> None:
    # new: the secret's name is inside an earlier string; the value is the later key's
    assert_kept(
        '{"error_description": "refresh token expired", '
        '"request_id": "cca4e326-efd8-4198-9103-d020b66eeeb0"}'
    )
    value = fake(28, 5)
    assert_gone(f'{{"note": "x", "refresh_token": "{value}"}}', value)
