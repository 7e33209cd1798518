"""A change said for a while only ("this week only", "temporarily") or only proposed ("not
approved yet", "suggests") closes nothing: the standing belief still holds (core/underway.py,
round 24; found by the blind pairs11 after its measure, so these are not blind). The same
change said done still closes. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import underway

OTHER = "Deploys go out on Tuesdays"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "This week only the search on-call hands over on Friday, because of the offsite.",
            "The search on-call hands over on Mondays at 09:00.",
        ),
        (
            "Just for this sprint the mobile release train leaves on Wednesdays.",
            "The mobile release train leaves on Thursdays.",
        ),
        (
            "The nightly export temporarily runs at 04:00 while the warehouse is resized.",
            "The nightly export runs at 02:00.",
        ),
        (
            "RFC-12 proposes a monthly patch window instead of weekly; not approved yet.",
            "The patch window is weekly, on Sundays.",
        ),
        (
            "Ops suggested moving the status page to Instatus, nothing decided.",
            "The status page is on Statuspage.",
        ),
    ],
)
def test_a_change_for_a_while_or_only_proposed_closes_nothing(text: str, belief: str) -> None:
    assert underway.under_way(text)
    assert closes(text, OTHER, belief) is None


@pytest.mark.parametrize(
    "text",
    [
        "The mobile release train leaves on Wednesdays now.",
        "The status page moved to Instatus last week.",
        "We approved the monthly patch window.",
    ],
)
def test_the_same_change_said_done_is_not_held_back(text: str) -> None:
    assert not underway.under_way(text)
