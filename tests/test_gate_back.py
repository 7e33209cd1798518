"""Round 20 of the write gate: "back to X after Y" retires Y and puts X in its place (a
revert after a trial). Every example is invented for these tests."""

from __future__ import annotations

from gate_checks import closes
from retain.core import claims


def test_back_to_after_names_both_values() -> None:
    change = claims.parse_change("Back to Jest for the API tests after Vitest broke the mocks.")
    assert change is not None and (change.old, change.new) == ("Vitest", "Jest")
    change = claims.parse_change("Back to Gradle after the Bazel trial.")
    assert change is not None and (change.old, change.new) == ("Bazel", "Gradle")


def test_back_to_after_closes_the_trial() -> None:
    beliefs = ("The API tests use Jest snapshots", "The API tests run on Vitest")
    assert closes("Back to Jest for the API tests after Vitest broke the mocks.", *beliefs) == 1


def test_after_a_while_names_no_value() -> None:
    # "after a week" says when, not what was left
    change = claims.parse_change("We went back to Jest after a week on Vitest.")
    assert change is None or change.old is None
