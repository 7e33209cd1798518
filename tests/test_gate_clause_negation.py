"""A negation in one clause of a statement does not stop another clause from restating a
belief with a new value (gate._update_in_another_clause)."""

from __future__ import annotations

import pytest

from retain.core.gate import Neighbour, judge


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        (
            "The nightly export runs at 03:00 UTC now; it does not wait for the backup.",
            "The nightly export runs at 01:00 UTC",
        ),
        (
            "The worker listens on port 9090; it does not share the API port.",
            "The worker listens on port 8081",
        ),
    ],
)
def test_a_negation_in_another_clause_does_not_hide_a_new_value(statement, belief) -> None:
    j = judge(statement, "neutral", [Neighbour(1, belief, 0.5, "neutral", "lexical")])
    assert (j.verdict, j.target) == ("contradiction", 1)


def test_a_negated_clause_alone_still_restates_nothing() -> None:
    # one clause, negated: "not 03:00" says no new value
    belief = Neighbour(1, "The nightly export runs at 01:00 UTC", 0.5, "neutral", "lexical")
    j = judge("The nightly export does not run at 03:00 UTC", "neutral", [belief])
    assert j.verdict != "contradiction"
