"""A write near the size bound is compared with its neighbours in time linear in its length
(round 29, issue 29: `memory_write` of a text near 4,000 characters took 1-2 s, and tens of
seconds for a text of many short clauses).

The gate compares the whole statement, then each of its clauses, with the same belief
(retain.core.gate._update_in_a_clause): the belief was tokenized again for every clause,
and a word moved between the two sides was counted against every other word of both."""

from __future__ import annotations

import pytest

from retain.core import gate, slots

BELIEF = "; ".join(f"step {i} of the nightly build runs in container c{i}" for i in range(60))


def test_the_belief_is_tokenized_once_for_all_the_statement_s_clauses(monkeypatch):
    statement = BELIEF.replace("container c7", "container d7").replace("step 9", "stage 9")
    seen: list[str] = []
    real = slots.tokens

    def counted(text: str) -> list[slots.Tok]:
        seen.append(text)
        return real(text)

    monkeypatch.setattr(slots, "tokens", counted)
    gate._update_in_a_clause(statement, BELIEF)
    assert sum(len(t) > 1000 for t in seen) == 2  # the whole belief once, and the statement
    assert len(seen) <= 2 + 60  # and each of the statement's 60 clauses once (r29base: 122)


@pytest.mark.parametrize(
    ("statement", "belief"),
    [
        ("Ab sofort brauchen Code-Reviews zwei Freigaben", "Code-Reviews brauchen eine Freigabe"),
        ("The rate limit is 300 requests a minute", "The rate limit is 100 requests a minute"),
        ("Default branch is `main`", "Default branch is `master`"),
    ],
)  # fmt: skip
def test_what_a_cached_side_finds_is_what_a_fresh_one_finds(statement, belief):
    first = slots.update_of(statement, belief)
    assert first is not None and slots.update_of(statement, belief) == first
