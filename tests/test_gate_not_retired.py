"""Statements that name a belief's value without retiring it: one name said twice, a
part named by its owner, an absence for one day ahead. Each is kept live
(a hint at most); the controls beside them still close."""

from __future__ import annotations

import pytest

from retain.core.gate import Judgement, Neighbour, judge


def _judge(statement: str, belief: str) -> Judgement:
    return judge(statement, "neutral", [Neighbour(1, belief, 0.5, "neutral", "lexical")])


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        # "called" and "named": verbs a name is given with, not two values
        (
            "The desktop app is now called `inkwell`.",
            "Our desktop app is named `inkwell` (formerly `ink`)",
        ),
        # a part named only by its owner ("quarry's internal RPC") is the owner's
        (
            "quarry's internal RPC sends a traceparent header instead of X-Correlation-Id.",
            "Correlation ids travel in the X-Correlation-Id header.",
        ),
        # away tomorrow: not true yet, and for that day only
        ("Priya is away tomorrow; Tomas covers the pager for her.", "Priya is on call for ledger."),
        ("Priya er borte i morgen; Tomas tar vakten.", "Priya har vakt for ledger denne uken."),
    ],
)
def test_a_named_value_is_not_retired(statement: str, belief: str) -> None:
    assert _judge(statement, belief).verdict != "contradiction"


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        ("The desktop app is now called `quill`.", "Our desktop app is named `inkwell`"),
        ("No, release branches are rel-X.Y now.", "Release branches are named release/X.Y"),
        (
            "Internal RPC sends a traceparent header instead of X-Correlation-Id.",
            "Correlation ids travel in the X-Correlation-Id header.",
        ),
        # an owner that is a common noun names no other part
        (
            "Dropped Python 3.9 from the test matrix, it was only kept for one user's old SDK",
            "The test matrix runs Python 3.9, 3.10 and 3.11",
        ),
        ("Priya is no longer on call for ledger; Tomas took over.", "Priya is on call for ledger."),
        (
            "pyright runs on the api package in basic mode, not in strict mode.",
            "Type checking runs pyright in strict mode on the api package.",
        ),
    ],
)
def test_the_same_shapes_still_close_what_they_retire(statement: str, belief: str) -> None:
    found = _judge(statement, belief)
    assert (found.verdict, found.target) == ("contradiction", 1)
