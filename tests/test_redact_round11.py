"""Issue 27, eleventh round: secrets in team chat read by structure (a label line
pointing up or down at a lone value, a value called "the new one", a value handed over,
a strong shape as a line's whole answer), a value in a password's explicit slot in any
language unless it is one of the things ordinary talk puts there, and a PIN's digits a
few words after its name.

Every value here is invented for the test; none is a row of any labelled set. Each
"gone" case failed before this round; each "kept" case is ordinary chat of the same
structure (a branch, a port, a package, a build number, an emoji code, a ticket id
given as the answer) that must stay as written.
"""

from __future__ import annotations

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact import redact

TOKEN = "pQ7" + "vXe2Lm9" + "RtZk4Wb"  # generated: both cases and digits, often changing


# A lone value, then a label line pointing up at it that names a password.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("[09:12] remo: gravelmoth42\n^ that's the qa box password", "gravelmoth42"),
        ("**tuva**: Kestrel.fjord\n↑ это пароль от тестового стенда", "Kestrel.fjord"),
        ("<ines> quillbarrow\n^ es la contraseña del entorno de pruebas", "quillbarrow"),
        ("> brisk-otter-71\n^ 这是测试环境的密码", "brisk-otter-71"),
    ],
)
def test_value_under_a_label_pointing_up_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "[09:12] remo: feature/login-v2\n^ that's the branch with the password fix",
        "**tuva**: 5432\n↑ порт базы, пароль в vault",
        "<ines> OPS-2291\n^ el ticket del cambio de contraseña",
        "> :white_check_mark:\n^ password rotation done",
        "[10:01] ana: v2.14.3\n^ the release with the password policy",
    ],
)
def test_ordinary_answer_under_a_label_is_kept(text: str) -> None:
    assert_kept(text)


# A label naming a password that points down at the value on the next line.
def test_value_under_a_label_pointing_down_is_gone() -> None:
    assert_gone("[11:03] mika: qa db pw:\n[11:03] mika: thornwick88", "thornwick88")
    assert_kept("[11:03] mika: qa db pw:\n[11:03] mika: in 1password")


# A value that starts its line and is called "the new one" for something.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("<oleg> marblewisp это новый от роутера", "marblewisp"),
        ("**lea**: Hollow7crane ist das neue fürs Gäste-WLAN", "Hollow7crane"),
        ("pebblestar9 es la nueva del NAS", "pebblestar9"),
        ("> Ferngale2031 is de nieuwe voor de printer", "Ferngale2031"),
        ("quartzlily22 yeni yazıcı şifresi", "quartzlily22"),
    ],
)
def test_value_called_the_new_one_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "<oleg> v3.2 это новый релиз для всех",
        "**lea**: main ist das neue Standard-Branch",
        "pnpm es la nueva herramienta del equipo",
        "reset the password",
        "PROJ-4411 yeni şifre politikası",
    ],
)
def test_ordinary_line_about_something_new_is_kept(text: str) -> None:
    assert_kept(text)


# A value handed over with a word that gives it ("here", "toma", "держи").
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("[14:20] jo: here Thistle.gorse", "Thistle.gorse"),
        ("<pia> toma lanternfox31", "lanternfox31"),
        ("**dima**: держи Saltmarsh2029", "Saltmarsh2029"),
        ("ecco emberquill5", "emberquill5"),
    ],
)
def test_value_handed_over_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "[14:20] jo: here feature/search-index",
        "<pia> toma 8080",
        "**dima**: держи lodash",
        "ecco v1.9.0",
        "hier: :rocket:",
        "tady PROJ-1183",
        "here build 20240611.3",
    ],
)
def test_ordinary_thing_handed_over_is_kept(text: str) -> None:
    assert_kept(text)


# A strong shape alone as a line's answer, in any language.
@pytest.mark.parametrize(
    "text",
    [
        f"[08:40] sami: {TOKEN}",
        f"<ravi> @ops aquí {TOKEN}",
        f"**kim**: 여기 {TOKEN}",
        f"> {TOKEN}",
    ],
)
def test_strong_shape_as_a_whole_chat_line_is_gone(text: str) -> None:
    assert_gone(text, TOKEN)


@pytest.mark.parametrize(
    "text",
    [
        "[08:40] sami: 3f9c2ab71d04e5c6b8a90f1e2d3c4b5a6f7e8d9c",  # a commit
        "<ravi> 7c9e6679-7425-40de-944b-e07fc1f90ae7",  # a UUID
        "**kim**: build 20240611aB7xQ",
        "[08:41] sami: request id Xk3pQ9vL2mNz",
        "> MG4f2a9c1e7b3d5f8a0c2e4b6d8f1a3c5e",  # a prefix and hex: an id
        "aGVsbG8gd29ybGQgZnJvbSB0ZXN0cw",  # base64 of text, unpadded
    ],
)
def test_ordinary_ids_as_a_chat_line_are_kept(text: str) -> None:
    assert_kept(text)


# A value in a password's explicit slot, whatever its shape.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("la contraseña es brumaliso", "brumaliso"),
        ("<kai> das Passwort ist Heron.cobble", "Heron.cobble"),
        ("lösenordet är fjallrev", "fjallrev"),
        ("hasło to wierzbownik", "wierzbownik"),
        ("[12:02] ivo: пароль sandpiper", "sandpiper"),
        ("the password for the lab router is tidewrack", "tidewrack"),
        ("la pwd di lab.internal è Gorsehill", "Gorsehill"),
        ("रिपोर्ट सर्वर का पासवर्ड: moonwort है", "moonwort"),
    ],
)
def test_value_in_an_explicit_password_slot_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "the password is expired",
        "la contraseña es incorrecta",
        "das Passwort ist falsch",
        "lösenordet är samma",
        "hasło to wymagane",
        "пароль неверный",
        "сбросил пароль Grafana",
        "the password policy is strict",
        "password: required",
        "the password is in the vault",
        "mật khẩu đã đổi",
        "パスワードは12文字以上必要です",
        "db.session.add(User(email=form.email.data, password=hashed))",
        "reason=bad_password attempt=2",
        "vault kv get -field=password secret/ci/db",
    ],
)
def test_ordinary_word_in_a_password_slot_is_kept(text: str) -> None:
    assert_kept(text)


# A PIN's digits a few words after its name.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("pin for the lab tablet is 73920418", "73920418"),
        ("<noa> the PIN of the spare card: 5081", "5081"),
        ("card PIN 662913, then call me", "662913"),
        ("card PIN 8812, online banking password 50917364", "50917364"),
    ],
)
def test_pin_digits_after_a_few_words_are_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "pin the version to 3.11",
        "pin numpy to 1.26.4",
        "the PIN is 6 digits",
        "PIN length is 4 by default",
        "password 2024 rotation is done",
        "password 123456 chars",
    ],
)
def test_ordinary_pin_talk_is_kept(text: str) -> None:
    assert_kept(text)


# A passphrase told as words after its name, in languages whose name was missing.
@pytest.mark.parametrize(
    "text",
    [
        "frase de paso del llavero: cobre nube lince",
        "lösenfras för backupen: otter granite meadow",
        "cụm mật khẩu của khóa: lantern thistle quartz",
        "백업 암호문구: harbor willow falcon",
    ],
)
def test_passphrase_after_its_name_in_more_languages_is_gone(text: str) -> None:
    out, _ = redact(text)
    assert out.endswith("[REDACTED:passphrase]"), out


@pytest.mark.parametrize(
    "text",
    [
        "la frase de paso es obligatoria para todos",
        "lösenfras för nyckeln: se vault",
        "cụm mật khẩu của khóa đã được đổi",
    ],
)
def test_ordinary_sentence_about_a_passphrase_is_kept(text: str) -> None:
    assert_kept(text)


# Login verbs that hand a value over, added to told.json, with chosen shapes.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("заходи с Quarry2027", "Quarry2027"),
        ("заходь з Lichen.moor", "Lichen.moor"),
        ("přihlas se přes Bracken.Tarn.Heath52", "Bracken.Tarn.Heath52"),
        ("zaloguj się przez Sorrel.knoll", "Sorrel.knoll"),
        ("<eli> re: qa — Wrenfield2030 c'est le nouveau pour l'imprimante", "Wrenfield2030"),
        (f"[07:55] ola: logga in med {TOKEN}", TOKEN),
    ],
)
def test_value_after_more_login_verbs_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "заходи с ноутбука",
        "přihlas se přes SSO",
        "zaloguj się przez Google",
        "<eli> re: qa — v4.1 c'est le nouveau pour tout le monde",
    ],
)
def test_ordinary_login_talk_is_kept(text: str) -> None:
    assert_kept(text)
