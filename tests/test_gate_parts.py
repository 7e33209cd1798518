"""Rounds 33 and 34 of the write gate: a part said beside the whole. A change said of one named
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


# Round 34: named events, RPCs, endpoints, webhooks, tables, queues and topics are parts
# too (their names may hold dots, slashes or backticks). Written after the blind pairs20
# showed two wrong closures of this shape; every example here is invented for these tests.
@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("The invoice.paid event is Protobuf, not JSON.", "The order.shipped event is JSON"),
        (
            "The billing.Charge RPC uses a 5 s deadline instead of 30 s.",
            "The ledger.Post RPC has a 30 s deadline",
        ),
        (
            "The emails queue runs on SQS now instead of RabbitMQ.",
            "The webhooks queue runs on RabbitMQ",
        ),
        ("The clicks topic keeps 3 days now instead of 7 days.", "The orders topic keeps 7 days"),
        ("The /v2/export endpoint streams NDJSON, not CSV.", "The /v1/report endpoint streams CSV"),
        (
            "kestrel's sync webhook is signed with Ed25519 instead of HMAC.",
            "kestrel signs payloads with HMAC",
        ),
    ],
)
def test_a_change_to_another_named_part_of_a_kind_is_a_hint(text: str, belief: str) -> None:
    found = judged(text, belief)
    assert found.verdict != "contradiction", found.why
    assert found.may_update == (0,)


def test_a_change_to_the_same_named_part_still_closes() -> None:
    assert (
        closes(
            "The invoice.paid event is Protobuf now, not JSON.", "The invoice.paid event is JSON"
        )
        == 0
    )
    assert (
        closes(
            "The clicks topic keeps 3 days now instead of 7 days.", "The clicks topic keeps 7 days"
        )
        == 0
    )
    assert (
        closes(
            "The `refunds` table is keyed on ULIDs now, not UUIDs.",
            "The `refunds` table is keyed on UUIDs",
        )
        == 0
    )
    # a version before the kind is the value, not a part: "the v3 endpoint"
    assert (
        closes(
            "Actually it's the v3 endpoint: the mobile app calls /api/v3/feed.",
            "The mobile app calls /api/v2/feed",
        )
        == 0
    )
    assert (
        scopes.other_scope("the v3 endpoint is /api/v3/feed", "The app calls /api/v2/feed") is None
    )
