"""A restrictive clause on the subject ("Migrations that take a table lock ...") narrows a
change to part of what the belief is about: the belief stays live and is only hinted. The
same clause on both sides names one thing, and the change closes the belief as before.
Found as the one wrong closure of the blind pairs7 after it was measured."""

from __future__ import annotations

import pytest

from retain.core.gate import Neighbour, judge


def _verdict(belief: str, statement: str) -> str:
    return judge(statement, "neutral", [Neighbour(1, belief, 0.8, "neutral", "semantic")]).verdict


@pytest.mark.parametrize(
    ("belief", "statement"),
    [
        (
            "Schema migrations run as a pre-deploy job",
            "Schema migrations that rewrite a big table run by hand, not in the pre-deploy job",
        ),
        (
            "Feature branches are squash-merged",
            "Feature branches that touch the schema are rebased, not squash-merged",
        ),
        (
            "Nightly reports are emailed to finance",
            "Reports which exceed 10 MB are uploaded to S3 instead of emailed",
        ),
    ],
)
def test_a_restrictive_clause_narrows_the_change(belief: str, statement: str) -> None:
    assert _verdict(belief, statement) == "novel"


@pytest.mark.parametrize(
    ("belief", "statement"),
    [
        (
            "The service that handles payments runs on Postgres 14",
            "The service that handles payments now runs on Postgres 16",
        ),
        ("We deploy with Argo CD", "We now deploy with Flux instead of Argo CD"),
    ],
)
def test_the_same_subject_still_closes(belief: str, statement: str) -> None:
    assert _verdict(belief, statement) == "contradiction"
