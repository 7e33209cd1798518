"""Round 41 of the write gate (issue 29): Czech and Slovak write "no longer" as "už" (or
"již") before a verb that carries its negation as a prefix ("už není", "už nepoužíváme"),
not as a separate "ne". Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import claims

OTHER = "Deploys go out on Tuesdays"


@pytest.mark.parametrize(
    ("text", "old"),
    [
        ("Token už není v Bitwardenu, je v 1Passwordu.", "Bitwardenu"),
        ("Build už nepoužíváme na Travisu, běží v GitHub Actions.", "Travisu"),
        ("Záloha již neběží přes Restic; máme Borg.", "Restic"),
        ("Revize už nemusí schvalovať Ondrej; stačí ktokoľvek z tímu.", "Ondrej"),
    ],
)
def test_a_negated_verb_after_uz_names_the_retired_value(text: str, old: str) -> None:
    change = claims.parse_change(text)
    assert change is not None and change.kind == "old"
    assert change.old == old


def test_a_czech_no_longer_closes_the_belief_that_holds_the_value() -> None:
    found = closes(
        "Deploy token už není v Bitwardenu, je v 1Password vaultu `ops`.",
        OTHER,
        "The deploy token is kept in Bitwardenu, collection `ops`.",
    )
    assert found == 1


def test_uz_without_a_negation_is_no_change() -> None:
    assert claims.parse_change("Token je už v Bitwardenu, kolekce `ops`.") is None
    assert claims.parse_change("Build už nasazujeme na Travis každý den.") is None
