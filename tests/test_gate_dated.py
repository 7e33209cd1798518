"""Round 20 of the write gate: an update said from a date or a version on ("Since 3 June",
"Dalla versione 2.8", "Od wersji 3.4") without a comma after it, and the word for "now"
of ten more languages, are update cues: they say when, not of what. Every example is
invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core.slots_lexicon import UPDATE_CUES


@pytest.mark.parametrize(
    ("text", "cue"),
    [
        ("Since 12 March the cleanup job runs at 03:15 UTC.", "Since 12 March"),
        ("As of SDK 4.1 uploads are retried 4 times.", "As of SDK 4.1"),
        ("Dalla versione 3.1 il timeout è 40 secondi.", "Dalla versione 3.1"),
        ("Od wersji 2.0 wymagamy Javy 21.", "Od wersji 2.0"),
        ("Vanaf release 7.2 draait de build op Java 21.", "Vanaf release 7.2"),
    ],
)
def test_a_dated_start_is_a_cue(text: str, cue: str) -> None:
    assert [m.group(0) for m in UPDATE_CUES.finditer(text)] == [cue]


def test_from_a_value_is_no_cue() -> None:
    # "from Node 18" names the value left, not when: it stays in the comparison
    assert [m.group(0) for m in UPDATE_CUES.finditer("We went from Node 18 to Node 20")] == []


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Since 12 March the cleanup job runs at 03:15 UTC.", "The cleanup job runs at 01:00 UTC"),
        (
            "As of SDK 4.1 uploads are retried 4 times by default.",
            "The SDK retries uploads 2 times",
        ),
        (
            "Dalla versione 3.1 il timeout di upload è 40 secondi.",
            "Il timeout di upload è 20 secondi",
        ),
        # "now" in Finnish, Russian, Turkish
        ("Raportit ajetaan nykyään klo 06:00 UTC.", "Raportit ajetaan klo 05:00 UTC"),
        ("Отчёты теперь отправляются в 07:00.", "Отчёты отправляются в 06:00"),
        ("Rapor artık 08:00'de gönderiliyor.", "Rapor 06:00'de gönderiliyor"),
    ],
)
def test_a_dated_or_now_update_closes(text: str, belief: str) -> None:
    assert closes(text, belief) == 0


def test_a_dated_update_of_another_thing_closes_nothing() -> None:
    assert (
        closes(
            "Since 12 March the billing job runs at 03:15 UTC.", "The cleanup job runs at 01:00 UTC"
        )
        is None
    )


# Round 34: "we're on X since ...", "... as of ...", "... these days" name the value now in
# place as "we're on X now" does (claims.json). Built from the development rows pairs8
# w226 and pairs11 m108; every example here is invented for these tests.
@pytest.mark.parametrize(
    "text",
    [
        "We're on Redis 7.2 since the maintenance window.",
        "We're on Redis 7.2 as of the maintenance window.",
        "We're on Redis 7.2 these days.",
    ],
)
def test_on_a_version_since_a_time_closes_the_other_version(text: str) -> None:
    assert closes(text, "The cache runs Redis 6.2", "Sessions are stored in Redis") == 0


def test_on_a_value_since_a_time_closes_no_belief_without_another_version() -> None:
    assert (
        closes("We're on Redis 7.2 since the maintenance window.", "Sessions are stored in Redis")
        is None
    )
