"""Issue 27, fourteenth round: a conversation read as a person reads it, in any language.

A message that is only a value answers a message a little above it that names a
credential (or asks how to log in, for a `user / value` pair), in every chat export
shape (retain.redact.chatgrammar); a value told "now" after a change; a password's value
in the clause that names it (retain.redact.toldprose). The words are a lexicon of some
forty-five languages (retain.redact.credwords).

Every value and sentence here is invented for the test; none is a row of any labelled
set. Each "gone" case failed before this round; each "kept" case is ordinary talk of
the same shape (a user name, a branch, a port, a host, a password manager, a masked or
named key, a product's name after "password for") that must stay as written.
"""

from __future__ import annotations

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact.chatgrammar import is_chat, messages
from retain.redact.credwords import languages, words


# The lexicon: facts of forty languages at least, every kind in every row.
def test_lexicon_covers_forty_languages_with_every_kind() -> None:
    assert len(set(languages())) >= 40
    for kind in ("credential", "password", "new", "temporary", "change", "login", "now"):
        assert len(words(kind)) >= 40, kind  # type: ignore[arg-type]


# One grammar splits every export shape into messages.
@pytest.mark.parametrize(
    "text",
    [
        "Ola Berg  09:14\nhi\nPer Lund  09:15\nyo",  # Slack's copy
        "ola — Today at 09:14\nhi\nper — Today at 09:15\nyo",  # Discord
        "04/05/2026, 09:14 - Ola: hi\n04/05/2026, 09:15 - Per: yo",  # WhatsApp
        "[09:14] <ola> hi\n[09:15] <per> yo",  # IRC
        "<@ola:chat.example.net> hi\n<@per:chat.example.net> yo",  # Matrix
        "Thread in #ops\nOla: hi\n↳ Per replied: yo",  # a thread
    ],
)
def test_chat_grammar_reads_every_export_shape(text: str) -> None:
    assert is_chat(text)
    bodies = [text[m.body_start : m.end].strip() for m in messages(text) if m.spoken]
    assert bodies[-2:] == ["hi", "yo"]


def test_a_log_with_bracketed_tags_is_no_chat() -> None:
    assert not is_chat("[Pipeline] stage\n[Pipeline] sh\n<key>CFBundleVersion</key>")


# A bare value answering a message that names a credential, a message or three above.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "Ola Berg  09:14\njakie jest hasło do drukarki?\nPer Lund  09:15\nchwila\n"
            "Per Lund  09:16\nWq8r!nZe4k",
            "Wq8r!nZe4k",
        ),
        (
            "[10:02] <juma> nenosiri la ghala ni lipi?\n[10:03] <asha> `trombelusk` (edited)",
            "trombelusk",
        ),
        (
            "04/05/2026, 11:20 - 민수: 방금 NAS 비밀번호 바꿨어\n"
            "04/05/2026, 11:21 - 지은: 뭘로 변경했어?\n04/05/2026, 11:22 - 민수: Harnflodrik 🙏",
            "Harnflodrik",
        ),
        (
            "Thread in #infra\nSanne: wie stuurt me de sleutel van Mailgun?\n"
            "↳ Bram replied: > 9c41e0b7d2a65f38c0e1d94a7b26f5e3",
            "9c41e0b7d2a65f38c0e1d94a7b26f5e3",
        ),
        (
            "<@ana:chat.example.net> vaihdoin juuri wikin salasanan\n"
            "<@ana:chat.example.net> uusi: plomvar-stekkel-tarn-97",
            "plomvar-stekkel-tarn-97",
        ),
    ],
)
def test_bare_value_answering_a_credential_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        # A user name answers the question about a user.
        "[10:02] <juma> jina la mtumiaji ni lipi?\n[10:03] <asha> svc_backup",
        # Another question stands between: the value answers it, not the password's.
        "[10:02] <ola> what's the wiki password?\n[10:03] <per> in the vault\n"
        "[10:04] <ola> ok, which branch has the fix?\n[10:05] <per> Releasecandidate7",
        # Where the password is kept, a masked key, a key's variable, a port, thanks.
        "Ola Berg  09:14\njakie jest hasło do drukarki?\nPer Lund  09:15\nBitwarden",
        "[10:02] <juma> mtu anitumie ufunguo wa Mailgun?\n[10:03] <asha> `MAILGUN_API_KEY`",
        "[10:02] <juma> mtu anitumie ufunguo wa Mailgun?\n[10:03] <asha> key-****a81f 😅",
        "[10:02] <ola> what's the db password?\n[10:03] <per> 5432?\n[10:03] <per> thanks",
        # A change that is no credential's.
        "[12:15] <ola> changed `CACHE_MODE` this morning\n[12:16] <per> to what?\n"
        "[12:17] <ola> Stellarwind",
    ],
)
def test_ordinary_answer_in_a_chat_is_kept(text: str) -> None:
    assert_kept(text)


# A login pair answers "how do I log in?", or is written as a note under a label.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "[09:01] <ola> hur loggar jag in på wikin?\n[09:02] <per> ola.b / vindkast42",
            "vindkast42",
        ),
        (
            "ola — Today at 09:01\nbagaimana cara login ke sana?\nper — Today at 09:02\n"
            "qa_bot / kelpmarsh",
            "kelpmarsh",
        ),
        ("[09:01] <ola> 👋\n[09:02] <per> kibana: ops / vondrelmik58", "vondrelmik58"),
    ],
)
def test_login_pair_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "[09:01] <ola> hur loggar jag in på wikin?\n[09:02] <per> `aws sso login`",
        "[09:01] <ola> which branches?\n[09:02] <per> main / develop",
        "[09:02] <per> wiki: see docs / runbook",
    ],
)
def test_ordinary_pair_is_kept(text: str) -> None:
    assert_kept(text)


# A value told "now" after a change, in the message that says so.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "[08:10] <ola> nie mogę się zalogować do wiki\n"
            "[08:12] <per> zmieniłem rano, teraz to Brontavel88",
            "Brontavel88",
        ),
        (
            "[08:10] <ola> no puedo entrar al wiki\n"
            "[08:12] <per> lo cambié esta mañana, ahora es `Velkmorastin`",
            "Velkmorastin",
        ),
        ("Pinalitan ko kanina ang password ng wiki, Strambulin5 na ngayon.", "Strambulin5"),
    ],
)
def test_value_told_now_after_a_change_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "[08:10] <ola> nie mogę się zalogować do wiki\n[08:12] <per> zmieniłem, teraz port 8443",
        "[08:10] <ola> no puedo entrar al wiki\n[08:12] <per> lo cambié, ahora es wiki-node-7",
        "[08:10] <ola> no puedo entrar al wiki\n[08:12] <per> ahora es Velkmorastin",
    ],
)
def test_ordinary_now_is_kept(text: str) -> None:
    assert_kept(text)


# A password's value in the clause that names it: a secret's shape anywhere after it,
# letters only after a copula, or before the word with a word that calls it new.
@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Lozinka za wiki je bila promijenjena: `Vq3!kelmor9Z`", "Vq3!kelmor9Z"),
        ("Kata sandi untuk wiki adalah trombelusk, jangan dibagikan.", "trombelusk"),
        ("Parola pentru wiki este plomvarstek.", "plomvarstek"),
        ("Harnflodrik er det nye passordet til wikien.", "Harnflodrik"),
        ("Velkmorastin ndilo nenosiri jipya la wiki.", "Velkmorastin"),
        ("Brontavelisk is the new password for the wiki.", "Brontavelisk"),
    ],
)
def test_password_told_in_its_clause_is_gone(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        "Wczoraj zresetowałem hasło do Nextcloud.",
        "Kata sandi untuk wiki adalah rahasia tim, tanya Ola.",
        "The password field is now optional in MeadowLoginClient.",
        "auth failed user=svc_wiki reason=bad_password attempt=3",
        "Politica de parole cere cel puțin 14 caractere.",
        "c'est quoi le mot de passe de RabbitMQ ?",
        "Heslo k wiki je v trezoru.",
        "Vaihdoin wikin salasanan aamulla, nyt se toimii.",
    ],
)
def test_ordinary_password_talk_is_kept(text: str) -> None:
    assert_kept(text)
