"""A change asked is not made: "Should web/ move from eslint to biome? Dana is keen on it."
is a question in the change's own sentence, though the statement's last sentence is not
one. Found on pairs25 (i050): such a question closed the structlog belief."""

from __future__ import annotations

from gate_checks import closes


def test_a_change_asked_as_a_question_closes_nothing() -> None:
    # the question is the change's own sentence, not the statement's last one (pairs25 i050)
    belief = "web/ is linted with eslint, max warnings 0."
    assert closes("Should web/ move from eslint to biome? Dana is keen on it.", belief) is None
    assert closes("We moved web/ from eslint to biome. Dana is keen on it.", belief) == 0
