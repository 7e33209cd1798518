"""Round 41 of the write gate (issue 29): what a statement of change leaves in place.
A part that still uses the retired value, a name the belief's list does not hold, two
beliefs the statement cannot tell apart, a "from X to Y" read as one value; and a change
said "from X to Y" in Russian, Czech or Polish. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import claims
from retain.core.keptpart import another_listed_name, keeps_old

OTHER = "Deploys go out on Tuesdays"

# --- a part keeps the retired value -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Unit tests run against a local fake of the Mollie API instead of the test mode; "
            "the preview environment still uses the test mode.",
            "Tests and the preview environment use the Mollie test mode, with its own key.",
        ),
        (
            "The mobile app reads flags from Unleash instead of LaunchDarkly; "
            "the web app stays on LaunchDarkly.",
            "The mobile and web apps read feature flags from LaunchDarkly.",
        ),
    ],
)
def test_a_part_still_on_the_retired_value_closes_nothing(text: str, belief: str) -> None:
    change = claims.parse_change(text)
    assert change is not None and keeps_old(text, change, belief)
    found = judged(text, OTHER, belief)
    assert found.verdict != "contradiction"
    assert 1 in found.may_update


def test_a_change_with_no_part_kept_still_closes() -> None:
    text = "Feature flags come from Unleash instead of LaunchDarkly; the SDK key is in Vault."
    assert closes(text, OTHER, "Feature flags come from LaunchDarkly, project `harbor`.") == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "We moved the API's tests from pytest to ward; smoke tests still run with pytest.",
            "The API's tests run with pytest.",
        ),
        (
            "Invoices moved from Xero to Exact; the Xero login stays open for the old years.",
            "Invoices for the shops are made in Xero.",
        ),
    ],
)
def test_a_part_the_belief_does_not_name_kept_on_the_old_value_closes(
    text: str, belief: str
) -> None:
    change = claims.parse_change(text)
    assert change is not None and not keeps_old(text, change, belief)
    assert closes(text, OTHER, belief) == 1


# --- a name the belief's list does not hold ---------------------------------------------


def test_another_name_than_a_belief_lists_closes_nothing() -> None:
    belief = "Marta (legal) signs the contracts for Mailgun, Pusher and Mapbox; ask her first."
    text = "The Datadog contract is signed by the COO, not Marta."
    assert another_listed_name(text, belief, claims.parse_change(text))
    found = judged(text, OTHER, belief)
    assert found.verdict != "contradiction"
    assert 1 in found.may_update


def test_a_name_from_the_list_still_closes() -> None:
    belief = "Marta (legal) signs the contracts for Mailgun, Pusher and Mapbox."
    text = "Contracts for Mailgun, Pusher and Mapbox are signed by Ruth now, not Marta."
    assert not another_listed_name(text, belief, claims.parse_change(text))
    assert closes(text, OTHER, belief) == 1


# --- two beliefs hold the retired value alike ----------------------------------------------


def test_two_beliefs_holding_the_retired_value_alike_close_neither() -> None:
    found = judged(
        "Fixer was replaced by the ECB feed for rates.",
        "The Fixer key for rates is stored in Vault.",
        "Rates for invoices come from Fixer hourly.",
    )
    assert found.verdict != "contradiction"
    assert set(found.may_update) >= {0, 1}


# --- "from X to Y" is no single new value ---------------------------------------------------


def test_a_switch_read_as_a_value_closes_no_unrelated_belief() -> None:
    found = judged(
        "Перешли с Fixer на курсы ЕЦБ через API Frankfurter; ключ больше не нужен.",
        "Ключ Fixer хранится в Vault как `FIXER_KEY`.",
        "Курсы валют для счетов берём из Fixer, обновление раз в час.",
        "Курсы кэшируются в Memcached на 1 час.",
    )
    assert not (found.verdict == "contradiction" and found.target == 2)


# --- "from X to Y" in Slavic languages ------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("Перешли с Jenkins на Drone CI.", "Jenkins", "Drone CI."),
        ("Fakturace přešla z Pohody na Money S3.", "Pohody", "Money S3."),
        ("Przeszliśmy z Jiry na Linear w marcu.", "Jiry", "Linear w marcu."),
    ],
)
def test_a_slavic_switch_names_both_values(text: str, old: str, new: str) -> None:
    change = claims.parse_change(text)
    assert change is not None and change.kind == "pair"
    assert change.old == old
    assert change.new is not None and change.new.startswith(new.split()[0])


def test_a_slavic_switch_closes_the_belief_holding_the_old_value() -> None:
    assert closes("Перешли с Jenkins на Drone CI.", OTHER, "Сборки идут в Jenkins.") == 1
