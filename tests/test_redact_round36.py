"""Issue 27, thirty-sixth round: a JSON string's closing escape, a Pulumi URN, and the word
for "password" in more languages.

- `"DB_PASSWORD=V\\n"` inside a JSON string lost its `\\n` with the value: an unquoted
  value now ends before the escapes that close the string it stands in.
- A Pulumi URN (`...:index/randomPassword:RandomPassword::db`) names a resource by its
  type; its type's `randomPassword:` was read as a name with a value after it.
- The lexicon (credwords.json) gains the dictionary word for "password" in some thirty
  more languages, so a value told after it is read as one.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from cputime import assert_linear
from retain.redact import redact

SECRET = "Vx8kq2mZp7Lw"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '{"env": "DB_PASSWORD=' + SECRET + '\\n"}',
            '{"env": "DB_PASSWORD=[REDACTED:password]\\n"}',
        ),
        (
            '{"env": "DB_PASSWORD=' + SECRET + '\\r\\n"}',
            '{"env": "DB_PASSWORD=[REDACTED:password]\\r\\n"}',
        ),
        (
            '["SMTP_PASSWORD=' + SECRET + '\\n", "SMTP_HOST=mail.example"]',
            '["SMTP_PASSWORD=[REDACTED:password]\\n", "SMTP_HOST=mail.example"]',
        ),
    ],
)
def test_json_escape_after_a_value_stays(text: str, expected: str) -> None:
    assert redact(text)[0] == expected


def test_a_backslash_inside_a_bare_value_is_still_the_value() -> None:
    out = redact("DB_PASSWORD=ab\\cd" + SECRET)[0]
    assert SECRET not in out and out == "DB_PASSWORD=[REDACTED:password]"


@pytest.mark.parametrize(
    "text",
    [
        "urn:pulumi:dev::shop::random:index/randomPassword:RandomPassword::db-pass",
        "+ random:index/randomPassword:RandomPassword (create)\n"
        "  urn: urn:pulumi:prod::api::random:index/randomPassword:RandomPassword::dbPassword",
    ],
)
def test_pulumi_urn_is_kept(text: str) -> None:
    assert redact(text)[0] == text


def test_a_password_beside_a_pulumi_urn_is_replaced() -> None:
    text = "urn:pulumi:dev::shop::random:index/randomPassword:RandomPassword::db password=" + SECRET
    out = redact(text)[0]
    assert SECRET not in out
    assert out.startswith("urn:pulumi:dev::shop::random:index/randomPassword:")


@pytest.mark.parametrize(
    "text",
    [
        f'[09:00] emeka: યુઝર birch, પાસવર્ડ "{SECRET}"',  # Gujarati
        f"il pled-clav dal server è {SECRET}",  # Romansh
        f"wiki-യുടെ പാസ്‌വേഡ് {SECRET} ആണ്",  # Malayalam
    ],
)
def test_password_word_of_more_languages(text: str) -> None:
    assert SECRET not in redact(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "Newid dy gyfrinair bob tri mis.",  # Welsh: change your password every three months
        "Ang modpas la dwe gen omwen douz karaktè.",  # Haitian: at least twelve characters
        "Paswot i mas gat 12 leta.",  # Tok Pisin: must have 12 letters
    ],
)
def test_password_word_without_a_value_leaves_the_text(text: str) -> None:
    assert redact(text)[0] == text


def test_escaped_newlines_after_a_value_stay_linear() -> None:
    assert_linear(redact, lambda n: '{"e": "DB_PASSWORD=' + "a\\n" * n + '"}', 2_000)


def test_a_number_under_a_taken_value_is_no_second_piece() -> None:
    # a request's signature header, then its timestamp: two header lines, not a split value
    text = (
        "POST /hooks/notify HTTP/1.1\n"
        "X-Slack-Signature: v0=" + "3f" * 32 + "\n"
        "X-Slack-Request-Timestamp: 1780980473\n"
    )
    assert "X-Slack-Request-Timestamp: 1780980473\n" in redact(text)[0]


def test_a_value_sent_in_marked_pieces_is_still_replaced() -> None:
    text = "[17:14] rhys: Qm7vK2 (1/2)\n[17:15] rhys: 9xLp4w (2/2)"
    out = redact(text)[0]
    assert "Qm7vK2" not in out and "9xLp4w" not in out


@pytest.mark.parametrize("reply", ["Thanks!", "Perfect!", "Done."])
def test_a_short_word_ending_its_sentence_is_no_answer(reply: str) -> None:
    text = f"[10:01] ana: what is the grafana password?\n[10:02] bo: {reply}"
    assert redact(text)[0] == text


def test_a_word_with_a_digit_and_a_mark_is_still_an_answer() -> None:
    text = "[10:01] ana: what is the grafana password?\n[10:02] bo: Mosaic44422!"
    assert "Mosaic44422" not in redact(text)[0]


@pytest.mark.parametrize(
    "text",
    [
        "vik: @sre-alex the password for the registry is …",
        "vik: @sre-alex Modpas pou the registry se …",
        "@quentin Paswot bilong the CI runner em …",
    ],
)
def test_a_mention_before_a_password_word_is_no_value(text: str) -> None:
    assert redact(text)[0] == text


def test_a_value_with_capitals_after_an_at_sign_is_still_a_value() -> None:
    assert "@Qm7vK2.xLp4w" not in redact("@Qm7vK2.xLp4w is the new password")[0]
