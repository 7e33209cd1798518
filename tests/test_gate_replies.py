"""Round 20 of the write gate: a reply that opens with "No," corrects what was said (it is
no negation of the statement), weekdays of ten more languages are one slot, "sprint
planning" is a meeting and not a plan, and the change verbs of Italian and Indonesian are
update cues. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import claims_lexicon, valueslot
from retain.core.gate import same_polarity


def test_a_reply_no_is_no_negation() -> None:
    assert same_polarity(
        "No, we moved the retro to Wednesdays at 15:00.", "The retro is on Tuesdays at 15:00"
    )
    assert not same_polarity("We do not hold a retro.", "We hold a retro")
    assert (
        closes(
            "No, we moved the retro to Wednesdays at 15:00.", "The retro is on Tuesdays at 15:00"
        )
        == 0
    )


@pytest.mark.parametrize(
    ("day", "key"),
    [
        ("giovedì", "3"),
        ("woensdag", "2"),
        ("fredagar", "4"),
        ("torstaisin", "3"),
        ("środę", "2"),
        ("pondělí", "0"),
        ("пятницу", "4"),
        ("salı", "1"),
        ("kamis", "3"),
    ],
)
def test_weekdays_of_more_languages(day: str, key: str) -> None:
    found = valueslot.values(f"x {day} y")
    assert [(v.kind, v.key) for v in found] == [("weekday", key)]


def test_sprint_planning_is_no_plan() -> None:
    assert not claims_lexicon.TENTATIVE.search("Sprint planning is on Mondays")
    assert claims_lexicon.TENTATIVE.search("We are planning to move CI to Buildkite")


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Bukan, sprint planning sudah dipindah ke Kamis pagi.",
            "Sprint planning setiap Rabu pagi",
        ),
        ("No, abbiamo spostato la retro al venerdì.", "La retro si fa il mercoledì"),
    ],
)
def test_a_moved_meeting_closes(text: str, belief: str) -> None:
    assert closes(text, belief) == 0
