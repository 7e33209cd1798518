"""Two statements of one shape about two named things ("alpha0", "node-02", "shard3")
are two beliefs: a new port for one node does not close the other node's. Found by
writing a run of per-service facts; figures with a suffix ("the 13th") are no names."""

from __future__ import annotations

import pytest

from retain.core.gate import Neighbour, judge


def verdict(statement: str, belief: str) -> str:
    return judge(statement, "neutral", [Neighbour(1, belief, 0.8, "neutral", "semantic")]).verdict


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        ("The service alpha1 listens on port 8001", "The service alpha0 listens on port 8000"),
        ("node-02 runs Redis on port 6380", "node-01 runs Redis on port 6379"),
        ("shard3 keeps 64 GB of data", "shard2 keeps 48 GB of data"),
    ],
)
def test_the_same_fact_of_another_named_thing_keeps_the_belief(statement, belief) -> None:
    assert verdict(statement, belief) != "contradiction"


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        ("The service alpha0 listens on port 8001", "The service alpha0 listens on port 8000"),
        (
            "2.4 code freeze is Tuesday the 13th",
            "Code freeze for the 2.4 release is Friday the 9th",
        ),
    ],
)
def test_the_same_named_thing_with_a_new_value_still_closes(statement, belief) -> None:
    assert verdict(statement, belief) == "contradiction"
