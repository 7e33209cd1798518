"""Round 30 of the write gate: a change said for one occasion ("just this once", "this
week's release", "ausnahmsweise", "solo esta vez", "今回だけ") closes nothing: the rule it
departs from still holds (core/underway.py `one_off`). A belief about that same occasion,
and a change dated from an occasion on ("from this month's payroll"), still close. Every
example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import underway

OTHER = "Deploys go out on Tuesdays"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "For the vendored parser use a merge commit instead of a squash, just this once,"
            " to keep its history",
            "We squash-merge PRs on heronctl",
        ),
        ("This week's deploy is on Wednesday because Tuesday is a holiday", OTHER),
        (
            "Tonight's backup runs at 04:00 instead of 02:00 because of the maintenance window",
            "The nightly backup runs at 02:00",
        ),
        (
            "Ausnahmsweise nehmen wir für den Parser-Fork einen Merge-Commit statt Squash",
            "Wir squash-mergen PRs in heronctl",
        ),
        (
            "Solo esta vez, el despliegue es el viernes en lugar del jueves",
            "El despliegue es los jueves",
        ),
        ("今回だけ、リリースは木曜ではなく金曜です", "リリースは木曜です"),
    ],
)
def test_a_change_for_one_occasion_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, "Standup is at 10:00", belief) is None


def test_a_change_for_one_occasion_is_a_hint_to_confirm() -> None:
    found = judged("This week's deploy is on Wednesday because Tuesday is a holiday", "x", OTHER)
    assert found.verdict == "novel" and found.may_update == (1,)
    assert "for once" in found.why


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # the belief is about that same occasion: this month's lead is replaced
        (
            "Sorry, I had it wrong: this month's on-call lead is Priya, Tom is next month",
            "The on-call lead this month is Tom",
        ),
        # an occasion a change dates from, not the one it holds for
        (
            "The on-call stipend went up to 400 euros from this month's payroll",
            "The on-call stipend is 300 euros",
        ),
        ("We use rebase instead of squash from now on", "We squash-merge PRs on heronctl"),
    ],
)
def test_a_change_from_an_occasion_on_still_closes(text: str, belief: str) -> None:
    assert closes(text, "Standup is at 10:00", belief) == 1


def test_one_off_reads_the_occasion_against_the_belief() -> None:
    assert underway.one_off("Bu seferlik ekran görüntüsü istemiyoruz", "PR'larda ekran görüntüsü")
    assert underway.one_off("this week's release is on Friday", "Releases are cut on Thursdays")
    assert not underway.one_off("this week's release is on Friday", "This week we release Thursday")
    assert not underway.one_off("Attachment cap went up in today's release", "The cap is 50 MB")
