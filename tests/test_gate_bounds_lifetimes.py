"""Round 21, after pairs8 was measured (so not blind figures): two more shapes of a
statement that sits beside a belief instead of replacing it. A value that bounds the same
thing from the other side ("capped at 5 s" against "backoff from 200 ms") and a lifetime
every item has ("raw events are deleted after 30 days") close nothing, while the same
subjects changed outright still close. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import judged
from retain.core import bounds, claims, nochange


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("backoff is capped at 5 s", "Retries: 4 attempts, exponential backoff from 250 ms"),
        ("the pool holds at most 40 connections", "the pool starts at 8 connections"),
        ("uploads: minimum 1 KB", "uploads are limited to 25 MB"),
    ],
)
def test_another_bound_of_the_same_thing_closes_nothing(text: str, belief: str) -> None:
    assert judged(text, belief).verdict != "contradiction"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Raised the gateway timeout from 30s to 90s", "The gateway timeout is 30s"),
        ("The upload limit is now 50 MB", "The upload limit is 25 MB"),
        ("backoff is now capped at 8 s", "backoff is capped at 5 s"),
    ],
)
def test_the_same_bound_changed_still_closes(text: str, belief: str) -> None:
    assert judged(text, belief).verdict == "contradiction"


def test_bound_words_are_read_right_before_the_value() -> None:
    assert bounds.bound_of("backoff is capped at 5 s", "5 s") == "upper"
    assert bounds.bound_of("backoff from 200 ms", "200 ms") == "lower"
    assert bounds.bound_of("the timeout is 30s", "30s") is None
    assert bounds.bound_of("the timeout is 30s", "45s") is None  # not in the text
    assert not bounds.other_bound("the timeout is 60s", "the timeout is 30s", "30s", "60s")


@pytest.mark.parametrize(
    "text",
    [
        "after 30 days raw events are deleted, not archived",
        "Raw clickstream rows are purged after 14 days",
        "Preview environments get removed nightly",
        "Build caches are evicted when older than 7 days",
    ],
)
def test_a_lifetime_is_no_change(text: str) -> None:
    assert claims.parse_change(text) is None
    assert nochange.sets_lifetime(text, 0)


@pytest.mark.parametrize(
    "text",
    [
        "The legacy queue is deleted",  # the thing itself is gone
        "The legacy queue was deleted after 3 days of testing",  # an event, past tense
        "We dropped Redis; sessions live in Postgres now",
    ],
)
def test_a_thing_removed_is_still_a_change(text: str) -> None:
    assert claims.parse_change(text) is not None


def test_a_lifetime_keeps_the_belief_it_sits_beside() -> None:
    found = judged(
        "after 30 days raw events are deleted, not archived", "Raw events are kept 30 days in S3"
    )
    assert found.verdict != "contradiction"
