from retain.gate import Neighbour, judge


def n(i, text, sim, valence="fact", measure="semantic"):
    return Neighbour(i, text, sim, valence, measure)


def test_nothing_near_is_novel():
    assert judge("use uv for installs", "fact", []).verdict == "novel"
    assert judge("use uv", "fact", [n(1, "the office is in Berlin", 0.1)]).verdict == "novel"


def test_same_meaning_same_outcome_is_redundant():
    j = judge("we deploy with helm", "fact", [n(3, "deploys use helm charts", 0.95)])
    assert (j.verdict, j.target) == ("redundant", 3)


def test_same_meaning_different_outcome_is_stored():
    j = judge("bumping pydantic works", "failure", [n(3, "bumping pydantic works", 0.99)])
    assert j.verdict == "novel" and j.outcome_differs and j.target == 3


def test_change_cue_on_a_related_belief_is_a_contradiction():
    j = judge(
        "we switched the queue from RabbitMQ to SQS",
        "fact",
        [n(4, "the job queue is RabbitMQ", 0.62)],
    )
    assert (j.verdict, j.target) == ("contradiction", 4)


def test_negated_near_duplicate_is_a_contradiction():
    j = judge("do not run migrations on deploy", "fact", [n(5, "run migrations on deploy", 0.96)])
    assert j.verdict == "contradiction"


def test_close_but_not_same_is_a_refinement():
    j = judge(
        "the API rate limit is 100/min per token, 1000/min per org",
        "fact",
        [n(6, "the API rate limit is 100/min per token", 0.85)],
    )
    assert (j.verdict, j.target) == ("refinement", 6)


def test_lexical_thresholds_are_separate():
    assert judge("x", "fact", [n(1, "y", 0.85, measure="lexical")]).verdict == "redundant"
    assert judge("x", "fact", [n(1, "y", 0.85, measure="semantic")]).verdict == "refinement"


def test_unrelated_change_cue_does_not_close_anything():
    j = judge(
        "we switched to dark mode in the editor",
        "fact",
        [n(7, "the payment service retries twice", 0.2)],
    )
    assert j.verdict == "novel"
