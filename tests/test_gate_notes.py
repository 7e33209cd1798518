"""Round 21 of the write gate: one fact of a note restated with a new value. A clause of
the statement against a clause of the belief, a plain word as the one value of a thing
("... is main" against "... is master"), one word of frame when both end on their value
after a copula, and a scope named only where the old value still holds. Every example is
invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import noteslot, scopes
from retain.core.gate import same_polarity


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # one clause of a note of several changes
        (
            "The billing worker listens on port 7100 now",
            "The billing worker listens on port 7000; its tests run with `make test-billing`",
        ),
        (
            "Der Export-Job startet jetzt um 05:30; die Mails gehen danach raus",
            "Der Export-Job startet um 04:00; Fehler landen im Kanal #ops",
        ),
        (
            "Serviciul de facturare ascultă acum pe portul 7100",
            "Serviciul de facturare ascultă pe portul 7000; testele se rulează cu `make test`",
        ),
        ("Το staging API ακούει τώρα στη θύρα 8443", "Το staging API ακούει στη θύρα 8080"),
        ("Локальний Redis тепер слухає на порту 6380", "Локальний Redis слухає на порту 6379"),
        # a plain word as the one value of a thing
        ("Default branch of the docs repo is main", "Default branch of the docs repo is master"),
        ("Default branch is `trunk`", "Default branch is `develop`"),
        ("The owner is Priya", "The owner is Marek"),
        # the old value said to hold elsewhere is no scope of the change
        (
            "Log level in production is ERROR; WARNING in staging, DEBUG in dev",
            "Log level in production is WARNING; DEBUG only in dev",
        ),
    ],
)
def test_one_fact_of_a_note_restated(text: str, belief: str) -> None:
    assert closes(text, belief) == 0


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # a word that describes is no value
        ("The nightly export pipeline is slow", "The nightly export pipeline is broken"),
        ("The docs repo is public", "The docs repo is private"),
        ("Tests are flaky", "Tests are fast"),
        # the scope is in the clause of the change
        ("Log level is DEBUG in staging", "Log level is INFO; DEBUG only in dev"),
    ],
)
def test_what_is_not_one_fact_restated(text: str, belief: str) -> None:
    assert closes(text, belief) is None


def test_clause_update_needs_one_change() -> None:
    found = noteslot.clause_update(
        "The billing worker listens on port 7100",
        "The billing worker listens on port 7000; its tests run with `make test`",
        lambda s: not same_polarity(s, "x"),
    )
    assert found is not None and (found.old, found.new) == ("7000", "7100")
    # a belief of one clause is the caller's to align
    assert noteslot.clause_update("a listens on port 2", "a listens on port 1", bool) is None


def test_the_scope_of_the_clause_with_the_new_value() -> None:
    text = "Log level in production is ERROR; WARNING in staging"
    assert scopes.other_scope(text, "Log level is WARNING", ("WARNING", "ERROR")) is None
    assert (
        scopes.other_scope(
            "Log level in staging is ERROR", "Log level is WARNING", ("WARNING", "ERROR")
        )
        == "environment staging"
    )


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # "from X to Y" naming the belief's own value, with one word the belief lacks
        (
            "Scaled the billing worker pool from 4 to 6 replicas in production",
            "The billing worker runs 4 replicas in production",
        ),
        ("Raised the upload gateway timeout from 45s to 90s", "The upload gateway timeout is 45s"),
        (
            "Raised the media service upload limit from 20 MB to 50 MB",
            "Max upload size on the media service is 20 MB",
        ),
        # a URL is one value; a purpose after "so the ... can" is no part of the subject
        (
            "The billing API moved to https://billing-api.example.dev/v2",
            "Billing API base URL: https://api.billing.example.dev/v2",
        ),
        (
            "The GraphQL schema moved to api/schema.graphql.json so the generator can find it",
            "The GraphQL schema is at docs/schema.graphql.json",
        ),
    ],
)
def test_a_named_old_value_or_a_whole_url(text: str, belief: str) -> None:
    assert closes(text, belief) == 0


def test_from_to_still_needs_the_subject() -> None:
    # the old value named, but only one word in common: another thing's timeout
    assert (
        closes("Raised the admin timeout from 45s to 90s", "The upload gateway timeout is 45s")
        is None
    )
    # no longer a prohibition: "don't ... anymore" still retires
    assert (
        closes(
            "The e2e tests don't call the Twilio sandbox anymore, they use a fake",
            "The e2e tests call the Twilio sandbox",
        )
        == 0
    )
