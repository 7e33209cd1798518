"""Round 28 of the write gate: a deprecation notice that says the old value still works
retires nothing yet (core/underway.py): the belief holds and becomes a hint to confirm;
the same deprecation said without it, or with the old one gone, still closes. Every
example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import underway

OTHER = "Deploys go out on Tuesdays"
BELIEF = "Feature flags are read with flags.lookup()"


@pytest.mark.parametrize(
    "text",
    [
        "flags.lookup() is deprecated in favour of Flags.get(); the old call still works",
        "flags.lookup() is deprecated, replaced by Flags.get(); it still works for now",
        "flags.lookup() is deprecated in favour of Flags.get(); the legacy helper keeps working",
        "flags.lookup() ist veraltet, ersetzt durch Flags.get(); funktioniert aber noch",
    ],
)
def test_a_deprecation_whose_old_value_still_works_closes_nothing(text: str) -> None:
    assert closes(text, OTHER, BELIEF) is None


def test_it_is_a_hint_to_confirm() -> None:
    found = judged(
        "flags.lookup() is deprecated in favour of Flags.get(); the old call still works",
        OTHER,
        BELIEF,
    )
    assert found.verdict == "novel" and 1 in found.may_update


@pytest.mark.parametrize(
    "text",
    [
        "flags.lookup() is deprecated in favour of Flags.get()",
        "flags.lookup() is deprecated; use Flags.get() instead",
    ],
)
def test_the_deprecation_said_alone_still_closes(text: str) -> None:
    assert closes(text, OTHER, BELIEF) == 1


def test_still_said_of_something_else_is_no_deprecation() -> None:
    assert not underway.under_way("Moved the runner to nextest; doctests still run via cargo")
    assert underway.under_way("v1 of the API is deprecated but still supported")
