"""A folder and a file are two places, not one slot with a new value: a rule about one
("never edit completions.rs") does not replace a rule about the other ("never hand-edit
the files in snapshots/"). Found on the tool-call sets' memories written in a row: the
gate closed a true rule for a later note about another place (data loss)."""

from __future__ import annotations

import pytest

from retain.core.gate import Neighbour, judge


def _verdict(belief: str, statement: str) -> str:
    return judge(statement, "neutral", [Neighbour(1, belief, 0.3, "neutral", "lexical")]).verdict


@pytest.mark.parametrize(
    ("belief", "statement"),
    [
        (
            "Never hand-edit the snapshot files in tests/snapshots/; run cargo insta review.",
            "Never edit completions.rs; it is generated.",
        ),
        ("Type fixes go in nuxt.config.ts or types/.", "Use $fetch/useFetch from Nuxt."),
        ("Die Fixtures liegen in tests/fixtures/.", "Die Fixtures nie in conftest.py ändern."),
    ],
)
def test_a_file_does_not_replace_a_folder(belief: str, statement: str) -> None:
    assert _verdict(belief, statement) == "novel"


@pytest.mark.parametrize(
    ("belief", "statement"),
    [
        ("The deploy script is scripts/deploy.sh", "The deploy script is tools/deploy.py"),
        ("Fixtures live in tests/fixtures/", "Fixtures live in spec/data/"),
    ],
)
def test_a_place_of_the_same_shape_still_replaces(belief: str, statement: str) -> None:
    assert _verdict(belief, statement) == "contradiction"


@pytest.mark.parametrize(
    ("belief", "statement"),
    [
        (
            "Release branches: `release/<version>`, e.g. `release/spring-cleanup`.",
            "Hotfix branches use `hotfix/<ticket>`; `release/` is for releases only.",
        ),
        ("Generated clients live in src/gen/openapi/", "Nothing under src/gen/ is edited by hand"),
    ],
)
def test_a_folder_does_not_replace_what_it_holds(belief: str, statement: str) -> None:
    # pairs25 i014: "`feature/` is for features only" closed the branch rule for its example
    assert _verdict(belief, statement) == "novel"
