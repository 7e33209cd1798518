"""Issue 27: redaction's false positives counted per rule (retain.redact.rules_hit), pooled
over the tuning sets, and the rule with the worst pooled precision tightened.

The colon rule of retain.redact.told ("changed it this morning: X") read a colon inside
one token as the colon that closes a sentence: a MAC address after "Connected to", an ARN
after "writes", a DSN's scheme or a JDBC URL after "connect". A told value follows a colon
with a space (or a full-width colon in CJK prose); a colon glued on both sides separates a
token's parts.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from retain.redact import redact, rules_hit

PW = "Qv7rLm2Tx9WdPz3"  # invented, generated-looking


@pytest.mark.parametrize(
    "text",
    [
        "$ iw dev wlan0 link\nConnected to 5b:20:dc:7e:d3:af (on wlan0)\n\tSSID: depot",
        "$ iw dev wlan0 link\nConnected to 5b:7e:fa:d1:4c:b9 (on wlan0)",
        "my $dbh = DBI->connect(\"dbi:Pg:dbname=shop;host=203.0.113.40\", 'etl', $ENV{DB_PASS});",
        'pool init failed: cannot connect url="jdbc:oracle:thin:/@//db-k2x9.test:1521/ORDERS"',
    ],
)
def test_a_colon_inside_one_token_is_not_a_told_value(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(
    "text",
    [
        f"Vaihdoin sen tänä aamuna: {PW}",
        f"I changed it this morning: {PW}",
    ],
)
def test_a_value_after_a_sentence_colon_is_still_told(text: str) -> None:
    out, count = redact(text)
    assert PW not in out and count >= 1


def test_rules_hit_names_each_replacement_without_changing_the_output() -> None:
    text = f"I changed it this morning: {PW}\nsee AKIA0000 and the docs"
    hits = rules_hit(text)
    assert [(label, value) for _, label, value in hits] == [("password", PW)]
    out, count = redact(text)
    assert PW not in out and count == len(hits)
    assert rules_hit("the token bucket refills every second") == []
