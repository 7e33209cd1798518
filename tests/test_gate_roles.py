"""Round 27 of the write gate: a change said by naming only the new holder of a duty or the
new place of a thing (core/roleslot.py), active where the belief is passive or the other
way round; and what it must not close: a part of the duty, a holder added beside the
belief's, a stand-in, a plan, a question. Every example is invented for these tests."""

from __future__ import annotations

import time

import pytest

from gate_checks import closes
from retain.core import roleslot


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Sunniva owns the cost review now", "Weekly cost review is owned by Ravi"),
        ("Maja owns billing on-call", "Billing on-call is owned by Tomasz"),
        ("The gateway is owned by Platform since the reorg", "The Edge team owns the gateway"),
        (
            "Beatriz runs the service design reviews",
            "The design review for services is run by Oskar",
        ),
        ("Marit approves schema migrations now", "Schema migrations are approved by Jonas"),
        (
            "Release captain for 3.1 is Ilse, Bram moved to mobile",
            "Release captain for 3.1 is Bram",
        ),
        (
            "Cache warm-ups are owned by @search-core after the reorg",
            "Owner of the cache warm-ups: @edge-sre",
        ),
        (
            "After the move, nightly exports sit in Paris (eu-west-3)",
            "Nightly exports are stored in Frankfurt (eu-central-1)",
        ),
    ],
)
def test_a_new_holder_or_place_alone_closes_the_belief(text: str, belief: str) -> None:
    assert closes(text, "Deploys go out on Tuesdays", belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # a part of the duty: the statement's own qualifier
        ("Sunniva owns the EU cost review now", "Weekly cost review is owned by Ravi"),
        # a holder beside the belief's, or for a while
        ("Sunniva co-owns the cost review now", "The cost review is owned by Ravi"),
        ("Sunniva also owns the cost review", "The cost review is owned by Ravi"),
        ("Sunniva runs the cost review while Ravi is on leave", "The cost review is run by Ravi"),
        ("Sunniva is shadowing the cost review", "The cost review is run by Ravi"),
        # a plan, a question
        ("Sunniva might own the cost review next quarter", "The cost review is owned by Ravi"),
        ("Does Sunniva own the cost review now?", "The cost review is owned by Ravi"),
        # the same holder, said more fully
        ("The cost review is owned by Ravi's team now", "The cost review is owned by Ravi"),
        # another duty of the same holder
        ("Ravi owns the budget review now", "The cost review is owned by Ravi"),
    ],
)
def test_what_keeps_the_holder_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, belief) is None


def test_the_holders_are_given_as_written() -> None:
    found = roleslot.role_update(
        "reorg is live: Edge is folded into Platform, so Platform owns the gateway",
        "The gateway is owned by the Edge team.",
    )
    assert found is not None
    assert (found.old, found.new) == ("the Edge team", "Platform")


def test_one_duty_per_clause() -> None:
    found = roleslot.duties(
        "With the reorg, Jonas approves infra changes and Mira owns the calendar"
    )
    assert [(d.relation, sorted(d.duty), d.holder) for d in found] == [
        ("approve", ["chang", "infra"], "Jonas"),
        ("own", ["calendar"], "Mira"),
    ]


@pytest.mark.parametrize("text", ["x " * 4000, "is owned by " * 400, "goes to " * 600])
def test_long_runs_read_in_linear_time(text: str) -> None:
    started = time.perf_counter()
    roleslot.role_update(text, text)
    assert time.perf_counter() - started < 1.0
