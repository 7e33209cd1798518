"""Round 20 of the write gate: a change said for another team, region, operating system,
environment or customer, or under a condition, leaves the belief about the rest alone; one
value written two ways ("localhost:5173", "port 5173") replaces nothing. Every example is
invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import scopes, valueslot

# --- another scope: a hint, never a closure -------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # another team's practice
        ("The mobile team deploys with Fastlane, not Bitrise.", "We deploy with Bitrise"),
        (
            "L'équipe Paiements stocke les secrets dans Vault au lieu de SOPS.",
            "Les secrets sont stockés dans SOPS",
        ),
        ("モバイルチームのテストは Jest ではなく Vitest", "テストは Jest"),
        # another region
        ("The US cluster backups run at 05:00 UTC now.", "The EU cluster backups run at 01:00 UTC"),
        ("Log retention in us-west-2 is 90 days now.", "Log retention is 30 days"),
        # another operating system
        ("On macOS use make mac instead of make build.", "Build the app with make build"),
        ("Unter Windows bauen wir mit nmake statt make.", "Wir bauen mit make"),
        # a condition
        (
            "If the cache is cold, run make warm instead of make bench.",
            "Run the benchmarks with make bench",
        ),
        (
            "Si la caché está fría, usa make warm en lugar de make bench.",
            "Los benchmarks se ejecutan con make bench",
        ),
        # another environment, another customer
        ("Staging caches sessions in Memcached instead of Redis.", "We cache sessions in Redis"),
        ("Storage quota for customer Globex: 50 GB.", "Storage quota: 10 GB"),
    ],
)
def test_a_change_for_another_scope_is_a_hint(text: str, belief: str) -> None:
    found = judged(text, belief)
    assert found.verdict != "contradiction", found.why
    assert scopes.other_scope(text, belief) is not None


def test_a_condition_in_italian_word_order_is_none() -> None:
    # "Si usa ..." is Italian's impersonal "one uses", not "if": no comma closes a clause
    assert scopes.other_scope("Si usa pnpm invece di npm.", "Si usa npm") is None


def test_a_scope_both_name_still_closes() -> None:
    # the belief is about the same team, region or system: the change is for all of it
    assert (
        closes(
            "The mobile team ships builds with Fastlane now, not Bitrise.",
            "The mobile team ships builds with Bitrise",
        )
        == 0
    )
    assert (
        closes("EU cluster backups run at 03:00 UTC now.", "EU cluster backups run at 02:00 UTC")
        == 0
    )
    assert (
        closes(
            "On Windows use make test-win instead of nmake test.",
            "On Windows run the tests with nmake test",
        )
        == 0
    )


def test_a_team_that_is_the_value_still_closes() -> None:
    # who owns it is the value changed, not a scope of the change
    belief = "The auth service is owned by the Backend team"
    assert (
        closes("Auth service ownership moved from the Backend team to the Identity team.", belief)
        == 0
    )
    assert closes("The auth service is now owned by the Identity team.", belief) == 0
    assert (
        closes(
            "Der Auth-Dienst gehört jetzt dem Identity-Team.",
            "Der Auth-Dienst gehört dem Backend-Team",
        )
        == 0
    )


def test_what_is_not_a_scope() -> None:
    # "every tenant" names no customer; "moved teams" no team; "prod" is production;
    # a region in brackets details the new value; a reason after a dash is no scope
    assert scopes.other_scope("Every tenant now gets 25 GB.", "Each tenant gets 10 GB") is None
    assert (
        scopes.other_scope(
            "Billing is owned by Marcus now that Priya moved teams.", "The billing owner is Priya"
        )
        is None
    )
    assert (
        scopes.other_scope("Images now go to ECR (us-east-1).", "Images go to Docker Hub") is None
    )
    assert (
        scopes.other_scope(
            "The nightly shutdown is off - the QA team needs it.",
            "Staging is shut down every night",
        )
        is None
    )
    assert (
        scopes.other_scope(
            "Production deploys no longer need approval.", "Deploys require approval"
        )
        is None
    )
    assert (
        scopes.other_scope(
            "Lowered the sample rate in staging from 1.0 to 0.2.",
            "The sample rate is 1.0 in Staging",
        )
        is None
    )


# --- one value written two ways -------------------------------------------------------


def test_one_value_written_two_ways() -> None:
    assert valueslot.same_value("localhost:5173", "port 5173")
    assert valueslot.same_value("1024Mi", "1Gi")
    assert not valueslot.same_value("512Mi", "1Gi")
    assert not valueslot.same_value("Redis", "Valkey")  # no value of a kind: not the same


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("API server: localhost:8000.", "The API server runs on port 8000"),
        ("Worker memory request: 2048Mi.", "The worker memory request is 2Gi"),
        ("The API server listens on localhost:8000.", "The API server listens on port 8000"),
        ("The worker memory request is 2048Mi.", "The worker memory request is 2Gi"),
        ("Der Dev-Server läuft jetzt auf localhost:5173.", "Der Dev-Server läuft auf Port 5173"),
        ("開発サーバーは localhost:5173 で動く", "開発サーバーはポート 5173 で動く"),
    ],
)
def test_a_restatement_in_other_words_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, belief) is None


def test_a_new_value_in_those_words_still_closes() -> None:
    assert closes("API server: localhost:8001.", "The API server runs on port 8000") == 0
    assert closes("Worker memory request: 1024Mi.", "The worker memory request is 2Gi") == 0
    assert closes("開発サーバーは localhost:5174 で動く", "開発サーバーはポート 5173 で動く") == 0


# --- round 23: another component of the same kind -------------------------------------
# Written after the blind pairs10 showed four wrong closures of this shape (a true belief
# about one SDK, service, site or database retired by a change to another); the examples
# here are new ones, not that set's rows.


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("The Ruby SDK paginates with cursors now.", "The Java SDK paginates with page numbers"),
        (
            "bumped the retry limit in the ledger service to 8",
            "The invoice service retries 3 times",
        ),
        (
            "moved the admin site's e2e tests from Cypress to Playwright",
            "The shop app's e2e tests run on Cypress",
        ),
        (
            "the reporting warehouse keeps 400 days of events now",
            "The main database keeps 90 days of events",
        ),
    ],
)
def test_a_change_to_another_component_is_a_hint(text: str, belief: str) -> None:
    found = judged(text, belief)
    assert found.verdict != "contradiction", found.why
    assert (scopes.other_scope(text, belief) or "").startswith("component")


def test_the_component_the_belief_names_still_closes() -> None:
    assert (
        closes(
            "The orders service stores data in MySQL now.",
            "The orders service stores data in PostgreSQL",
        )
        == 0
    )
    assert (
        closes(
            "The Java SDK paginates with cursors now, not page numbers.",
            "The Java SDK paginates with page numbers",
        )
        == 0
    )
    # the component named inside the values changed is the change itself, not a scope
    assert (
        scopes.other_scope(
            "We moved from the legacy app to the new app",
            "We use the legacy app",
            ["legacy app", "new app"],
        )
        is None
    )
