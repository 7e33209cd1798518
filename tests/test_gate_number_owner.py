"""A bare number a statement changes closes a belief only when the belief names what the
number is a value of: "their precision fell to 0.2" says nothing about a crash whose
config had 12 classes, however many other words the two long statements share."""

from __future__ import annotations

from retain.core import clauses
from retain.core.gate import Neighbour, judge

CRASH = (
    "`CUDA error: device-side assert triggered` when training began on the new species set: "
    "label ids went past num_classes (the config said 12, the set had 14). num_classes is "
    "read from the species config now."
)
OVERCORRECTED = (
    "A class-weighted loss and a balanced sampler together over-corrected: rare-species "
    "recall went up and their precision fell to 0.2. Use one of them; the current config "
    "uses the weighted loss only."
)


def test_the_owner_of_a_number_is_the_stretch_before_it() -> None:
    assert clauses.owner_of(OVERCORRECTED, "0.2") == {"precision", "fell"}
    assert clauses.owner_of("We switched Node to 22", "22") >= {"node"}
    assert clauses.owner_of("nothing here", "7") == frozenset()


def test_a_number_of_something_else_keeps_the_long_belief() -> None:
    for valence in ("failure", "neutral"):
        found = judge(OVERCORRECTED, valence, [Neighbour(1, CRASH, 0.5, valence, "semantic")])
        assert found.verdict != "contradiction", found


def test_a_number_of_the_same_thing_still_closes() -> None:
    belief = "The API rate limit for partners is 600 requests per minute"
    found = judge(
        "The partner rate limit was raised to 1200",
        "neutral",
        [Neighbour(1, belief, 0.6, "neutral", "semantic")],
    )
    assert found.verdict == "contradiction" and found.target == 1, found
