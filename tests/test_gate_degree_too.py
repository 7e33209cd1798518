""" "Too" before a word of degree ("too short", "too few") says a value was too much or too
little, not that the new value is one more beside the old: "The request timeout is 60 s
now; 30 s was too short" retires the 30 s. "Too" closing a clause or followed by a
joining word ("too.", "too, ", "too now that", "too since") still adds a value."""

from __future__ import annotations

from gate_checks import closes
from retain.core.slots import adds_to


def test_a_reason_saying_too_short_does_not_make_the_new_value_additive() -> None:
    text = "The request timeout is 60 s now; 30 s was too short for the bulk export."
    assert closes(text, "The API request timeout is 30 s.") == 0


def test_too_few_in_the_reason_does_not_keep_the_old_value() -> None:
    text = "The DB connection pool size is 50 now; 20 gave too few connections at peak."
    assert closes(text, "The DB connection pool size is 20.") == 0


def test_too_closing_a_clause_or_before_a_joining_word_still_adds() -> None:
    belief = "CI caches node_modules."
    assert adds_to("CI now caches the pip folder too.", belief)
    assert adds_to("CI now caches the pip folder too, with its own key.", belief)
    assert adds_to("CI now caches the pip folder too now that the lockfile is stable.", belief)
    assert adds_to("Mobile PRs need two approvals too since the outage.", belief)
    assert (
        closes("The DB connection pool size is 50 too.", "The DB connection pool size is 20.")
        is None
    )


def test_too_before_a_word_of_degree_adds_nothing() -> None:
    belief = "CI caches node_modules."
    assert not adds_to("Caching node_modules took too long; CI restores a tarball now.", belief)
    assert not adds_to("The old runner had too many flaky jobs.", belief)
