"""Round 22 of the write gate: a statement that says it is new puts one name in place of
the one a belief about the same thing names (core/swap.py), in any language; and what
it must not close: a qualifier of its own, a plan, a state that ends, an addition, the
old value kept, a question. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import claims, clauses, swap


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Für CI sind wir auf Buildkite umgestiegen.", "Wir benutzen Jenkins für CI."),
        (
            "La recherche utilise maintenant Meilisearch auto-hébergé",
            "Le service de recherche utilise Algolia",
        ),
        (
            "Feature flags now live in Unleash (self-hosted, see `infra/unleash`)",
            "Feature flags are served by Flagsmith",
        ),
        (
            "Terraform state moved to the Terraform Cloud workspace `orbit-prod`",
            "Terraform state is in the S3 bucket `orbit-tf-state`",
        ),
        ("Feature flags now live in Unleash", "Feature flags are served by Flagsmith"),
        ("A busca agora usa Typesense", "A busca usa Elasticsearch"),
    ],
)
def test_a_name_put_in_place_of_the_belief_s_closes_it(text: str, belief: str) -> None:
    assert closes(text, "Deploys go out on Tuesdays", belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # a qualifier of its own: another part of the thing
        ("The admin dashboard now uses Tailwind", "The dashboard uses Bootstrap"),
        ("Staging search now uses Typesense", "Search uses Elasticsearch"),
        # a plan, a question, a state that ends
        ("We might switch search to Typesense", "Search uses Elasticsearch"),
        ("Does search now use Typesense?", "Search uses Elasticsearch"),
        ("Search moved to Typesense until the migration is done", "Search uses Elasticsearch"),
        ("Search now uses Typesense for now", "Search uses Elasticsearch"),
        ("La búsqueda usa Typesense por ahora", "La búsqueda usa Elasticsearch"),
        # an addition, the old value kept
        ("CI now also runs on Buildkite", "CI runs on Jenkins"),
        ("Search now uses Typesense alongside Elasticsearch", "Search uses Elasticsearch"),
        # history
        ("We used to run search on Typesense", "Search uses Elasticsearch"),
        # no change said at all: two tools can be true side by side
        ("Search uses Typesense", "Search uses Elasticsearch"),
    ],
)
def test_what_keeps_the_belief_true_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, belief) is None


def test_a_value_of_a_kind_is_left_to_valueslot() -> None:
    # a weekday for a name: not one slot (the belief's name is a day, not a product)
    assert swap.swap_update("Staging DB moved to Postgres", "Staging is reset every Sunday") is None


def test_the_values_are_given_as_written() -> None:
    found = swap.swap_update(
        "Terraform state moved to the Terraform Cloud workspace `orbit-prod`",
        "Terraform state is in the S3 bucket `orbit-tf-state`",
    )
    assert found is not None
    assert (found.old, found.new) == ("`orbit-tf-state`", "Cloud workspace `orbit-prod`")


# --- a measure the statement names, the belief says with a verb ---------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Backup retention went down to 14 days", "Nightly backups are kept 30 days"),
        ("La retención de los backups bajó a 14 días", "Los backups se guardan 30 días"),
    ],
)
def test_a_measure_said_changed_closes_the_belief_it_names(text: str, belief: str) -> None:
    assert closes(text, "Deploys go out on Tuesdays", belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # another measure of the same thing, far from the belief's value
        ("Backup job timeout raised to 2 hours", "Backups are kept for 30 days"),
        ("Backup interval now 12 hours", "Backups are kept for 30 days"),
        # another thing
        ("Log retention went to 35 days", "Database backups are kept 7 days"),
        # no change said
        ("Backup retention is 14 days", "Backups are kept for 30 days"),
    ],
)
def test_a_measure_of_something_else_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, belief) is None


# --- a new value the belief names only as an exception ------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "We moved the orders queue from RabbitMQ to SQS",
            "The orders queue is RabbitMQ; SQS only for the audit events",
        ),
        (
            "Wir haben die Warteschlange von RabbitMQ auf SQS umgestellt",
            "Die Warteschlange ist RabbitMQ; SQS nur für Audit-Events",
        ),
    ],
)
def test_the_rule_is_replaced_by_what_was_its_exception(text: str, belief: str) -> None:
    assert closes(text, "Deploys go out on Tuesdays", belief) == 1


@pytest.mark.parametrize(
    "belief",
    [
        "The orders queue uses RabbitMQ and SQS",  # both, in one clause
        "The orders queue is SQS, not RabbitMQ",  # the new value already
        "The orders queue is SQS; RabbitMQ only for the audit events",
    ],
)
def test_a_belief_that_holds_the_new_value_is_not_replaced(belief: str) -> None:
    assert closes("We moved the orders queue from RabbitMQ to SQS", belief) is None


def test_a_value_named_in_a_question_is_no_value_of_anything() -> None:
    # a checklist's condition ("touched app/frontend?") against a rule about another folder
    checklist = (
        "before a release: (1) bin/lint -a; (2) touched app/frontend? run bin/storybook "
        "check. New files in config/lint.ignore need a reason."
    )
    rule = "dont touch the retry settings on anything in app/jobs/billing/ without asking Ana"
    assert closes(checklist, rule) is None
    assert clauses.stated("Does the API listen on 8080? yes") == ["yes"]


# --- news beside a change, a person who left, a product with its version ------------------


def test_a_plan_in_a_later_clause_leaves_the_change_made() -> None:
    belief = "Sessions are stored in Memcached"
    made = (
        "Replaced Memcached with Redis for sessions; the Memcached boxes get shut down next month"
    )
    assert closes(made, "Deploys go out on Tuesdays", belief) == 1
    assert closes("We plan to replace Memcached with Redis for sessions next month", belief) is None
    asked = "Replaced Memcached with Redis for sessions; should we also move the cache?"
    assert closes(asked, belief) is None
    assert claims.parse_change("Switched the cache to Redis; we might drop Memcached later")
    planned = claims.parse_change("We might switch the cache to Redis")
    assert planned is not None and planned.tentative


def test_a_person_who_left_is_retired_from_what_they_were_asked_about() -> None:
    belief = "Ask Marek about anything in the billing repo"
    assert (
        closes("Marek left; billing questions go to Ola", "Deploys go out on Tuesdays", belief) == 1
    )
    assert closes("Turn left after the lobby, the billing team sits there", belief) is None
    assert claims.parse_change("Marek left the meeting early, notes in the doc") is None


def test_a_product_with_its_version_for_another() -> None:
    belief = "Search is backed by Elasticsearch 7"
    assert (
        closes(
            "Search now runs on OpenSearch 2.11 after the cutover",
            "Deploys go out on Tuesdays",
            belief,
        )
        == 1
    )
    assert closes("The admin search now runs on OpenSearch 2.11", belief) is None


def test_a_question_mark_inside_a_value_asks_nothing() -> None:
    text = "/v1/orders/find is deprecated and replaced by `GET /v2/orders?q=`"
    belief = "The `/v1/orders/find` endpoint is how the app finds orders"
    assert closes(text, "Order search is backed by trigram indexes", belief) == 1


def test_a_name_with_a_number_is_no_version_for_a_name_without_one() -> None:
    text = "The billing service runs on MySQL now"
    beliefs = (
        "The billing service stores its data in PostgreSQL",
        "The billing service exposes gRPC on 50052",
    )
    assert closes(text, *beliefs) == 0


def test_a_short_word_is_only_itself_when_a_name_is_swapped(tmp_path):
    """Round 22, found on the conversational set written through memory_write: "even"
    matched "evening" (one stem), so a chat line about an on-call rota closed one about a
    cat asleep on the sofa as a name put for a name ("Asleep" -> "on-call rota")."""
    from retain import Memory

    mem = Memory(tmp_path / "s.db", embedder=None, project=str(tmp_path))
    cat = mem.write("Omar: Asleep on the sofa as we speak. He steals my spot every evening.")
    rota = mem.write("Leah: It feels like one. We even have an on-call rota now.")
    assert rota.verdict != "contradiction" and mem.get(cat.memory_id).status == "live"
    mem.close()
