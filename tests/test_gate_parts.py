"""Round 33 of the write gate: a part said beside the whole. A change said of one named
part of a thing ("tallow's migrate command", "the deploy script") leaves the belief about
the whole alone: it is a hint, not a closure. Written after the blind pairs19 showed two
wrong closures of this shape; every example here is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import scopes


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # a command of the service the belief is about
        ("heron's backfill command prints plain text, not JSON.", "heron logs JSON"),
        ("kestrel's seed subcommand talks to SQLite instead of Postgres.", "kestrel uses Postgres"),
        # a folder or a script of the repository
        ("the docs folder is formatted with mdformat, not Prettier.", "We format with Prettier"),
        ("the release script pins Node 18 instead of Node 20.", "The repo builds with Node 20"),
    ],
)
def test_a_change_to_a_named_part_is_a_hint(text: str, belief: str) -> None:
    found = judged(text, belief)
    assert found.verdict != "contradiction", found.why
    assert (scopes.other_scope(text, belief) or "").startswith("component")


def test_a_possessive_change_of_the_whole_still_closes() -> None:
    # the part the belief itself names is the same part: its change closes the belief
    assert (
        closes(
            "heron's backfill command prints JSON now, not plain text.",
            "heron's backfill command prints plain text",
        )
        == 0
    )
    # the possessive names the whole, with no part of a named kind: the whole changed
    assert closes("We moved heron's logging from zerolog to slog.", "heron logs with zerolog") == 0
    assert closes("heron's tests run with pytest now, not nose.", "heron's tests use nose") == 0
    # "it's ...": a contraction names no whole, so no part of one
    assert scopes.other_scope("it's Kotlin services now, not Java", "Our services are Java") is None
