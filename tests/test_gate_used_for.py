""" "Use Y for S instead of X": Y is the new value and S what it is used for (claims.py);
the gate then finds the belief that says X about S."""

from __future__ import annotations

import pytest

from retain.core.claims import parse_change
from retain.core.gate import Neighbour, judge


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("We use Vitest for unit tests instead of Jest now.", "Jest", "Vitest"),
        ("Use pnpm for the web app instead of npm", "npm", "pnpm"),
        ("The API uses Argon2 for password hashes instead of bcrypt", "bcrypt", "Argon2"),
        # no verb of use before "for": the words after it stay the value
        ("We now send alerts for the billing team to Slack instead of email", "email", "Slack"),
        ("Run migrations with alembic instead of raw SQL", "raw SQL", "alembic"),
    ],
)
def test_the_value_used_for_something_is_the_new_value(text, old, new) -> None:
    change = parse_change(text)
    assert change is not None
    assert (change.old, change.new) == (old, new)


def test_use_y_for_s_instead_of_x_closes_the_belief_that_says_x() -> None:
    belief = Neighbour(1, "Unit tests are written with Jest", 0.3, "neutral", "lexical")
    other = Neighbour(2, "End-to-end tests run in Playwright", 0.3, "neutral", "lexical")
    j = judge("We use Vitest for unit tests instead of Jest now.", "neutral", [belief, other])
    assert (j.verdict, j.target) == ("contradiction", 1)
