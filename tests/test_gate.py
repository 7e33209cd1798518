import pytest

from retain.core.gate import Neighbour, judge


def n(i, text, sim, valence="fact", measure="semantic"):
    return Neighbour(i, text, sim, valence, measure)


def test_nothing_near_is_novel():
    assert judge("use uv for installs", "fact", []).verdict == "novel"
    assert judge("use uv", "fact", [n(1, "the office is in Berlin", 0.1)]).verdict == "novel"


def test_same_meaning_same_outcome_is_redundant():
    j = judge("we deploy with helm", "fact", [n(3, "deploys use helm charts", 0.95)])
    assert (j.verdict, j.target) == ("redundant", 3)


def test_same_meaning_different_outcome_is_stored():
    j = judge("bumping pydantic works", "failure", [n(3, "bumping pydantic works", 0.99)])
    assert j.verdict == "novel" and j.outcome_differs and j.target == 3


def test_change_cue_on_a_related_belief_is_a_contradiction():
    j = judge(
        "we switched the queue from RabbitMQ to SQS",
        "fact",
        [n(4, "the job queue is RabbitMQ", 0.62)],
    )
    assert (j.verdict, j.target) == ("contradiction", 4)


def test_negated_near_duplicate_is_a_contradiction():
    j = judge("do not run migrations on deploy", "fact", [n(5, "run migrations on deploy", 0.96)])
    assert j.verdict == "contradiction"


def test_close_but_not_same_is_a_refinement():
    j = judge(
        "the API rate limit is 100/min per token, 1000/min per org",
        "fact",
        [n(6, "the API rate limit is 100/min per token", 0.85)],
    )
    assert (j.verdict, j.target) == ("refinement", 6)


def test_lexical_thresholds_are_separate():
    assert judge("x", "fact", [n(1, "y", 0.85, measure="lexical")]).verdict == "redundant"
    assert judge("x", "fact", [n(1, "y", 0.85, measure="semantic")]).verdict == "refinement"


def test_unrelated_change_cue_does_not_close_anything():
    j = judge(
        "we switched to dark mode in the editor",
        "fact",
        [n(7, "the payment service retries twice", 0.2)],
    )
    assert j.verdict == "novel"


# -- a contradiction targets the belief the statement denies -------------------------

ORDERS_PG = "We use PostgreSQL 16 for the orders service; SQLite only in unit tests"
ORDERS_MYSQL = "We use MySQL for the orders service"
SWITCH = "We switched the orders service from PostgreSQL to MySQL"


def test_the_denied_belief_is_closed_not_the_most_similar_one():
    j = judge(SWITCH, "fact", [n(2, ORDERS_MYSQL, 0.8), n(1, ORDERS_PG, 0.6)])
    assert (j.verdict, j.target) == ("contradiction", 1)
    assert j.confirms == (2,)


def test_a_change_about_another_subject_closes_nothing():
    j = judge(
        "For the docs site we use mkdocs instead of sphinx",
        "fact",
        [n(1, "The orders service uses PostgreSQL", 0.6), n(2, "The API is written in Go", 0.58)],
    )
    assert j.verdict == "novel" and j.target is None


def test_instead_of_a_value_no_belief_asserts_closes_nothing():
    j = judge(
        "Use httpx instead of requests in new code",
        "fact",
        [n(1, "The HTTP client in new code is aiohttp", 0.7)],
    )
    assert j.verdict != "contradiction"


def test_only_the_new_value_named_is_a_hint_not_a_closure():
    j = judge(
        "We moved the orders service to MySQL",
        "fact",
        [n(1, ORDERS_PG, 0.7)],
    )
    assert j.verdict == "novel" and j.target is None
    assert j.may_update == (1,)


def test_a_negation_with_other_words_is_a_hint():
    j = judge(
        "never run the migrations by hand on staging",
        "fact",
        [n(1, "run the migrations on staging before the deploy", 0.8)],
    )
    assert j.verdict != "contradiction" and j.may_update == (1,)


def test_the_same_statement_with_another_number_replaces_it():
    j = judge("the API listens on port 9090", "fact", [n(1, "the API listens on port 8080", 0.95)])
    assert (j.verdict, j.target) == ("contradiction", 1)
    assert "9090" in j.why and "8080" in j.why


def test_other_figures_with_other_words_are_a_hint_not_redundant():
    # "admin" scopes the new figure: both can be true
    j = judge(
        "the admin API listens on port 9090 in staging",
        "fact",
        [n(1, "the API listens on port 8080", 0.93)],
    )
    assert j.verdict != "contradiction" and j.may_update == (1,)


def test_a_belief_that_already_retired_the_value_is_not_its_target():
    j = judge(
        "we no longer use Redis for sessions",
        "fact",
        [n(1, "we dropped Redis for sessions last year", 0.8), n(2, "sessions live in Redis", 0.7)],
    )
    assert (j.verdict, j.target) == ("contradiction", 2)


def test_a_negated_belief_is_not_denied_again():
    j = judge(
        "we switched sessions from Redis to Postgres",
        "fact",
        [n(1, "sessions are not stored in Redis", 0.7)],
    )
    assert j.verdict != "contradiction"


@pytest.mark.parametrize(
    "new, old",
    [
        (
            "Wir haben den Orders-Service von PostgreSQL auf MySQL umgestellt",
            "Der Orders-Service nutzt PostgreSQL",
        ),
        (
            "Cambiamos el servicio de pedidos de PostgreSQL a MySQL",
            "El servicio de pedidos usa PostgreSQL",
        ),
        (
            "Le service commandes utilise MySQL au lieu de PostgreSQL",
            "Le service commandes utilise PostgreSQL",
        ),
        (
            "Migramos o serviço de pedidos de PostgreSQL para MySQL",
            "O serviço de pedidos usa PostgreSQL",
        ),
        ("ordersサービスはPostgreSQLからMySQLに移行した", "ordersサービスはPostgreSQLを使う"),
        ("orders服务从PostgreSQL改为MySQL了", "orders服务使用PostgreSQL"),
    ],
)
def test_changes_in_other_languages_find_their_target(new, old):
    j = judge(new, "fact", [n(7, "Der Build läuft auf Jenkins", 0.6), n(3, old, 0.6)])
    assert (j.verdict, j.target) == ("contradiction", 3)


def test_a_clause_that_negates_a_belief_closes_it():
    j = judge(
        "Staging does not use the production Auth0 tenant; it has its own tenant",
        "fact",
        [n(1, "Staging uses the production Auth0 tenant", 0.7)],
    )
    assert (j.verdict, j.target) == ("contradiction", 1)


def test_a_negation_in_a_clause_about_something_else_is_not_a_closure():
    j = judge(
        "Data backfills are not run in the deploy job; run them with the backfill CLI",
        "fact",
        [n(1, "Migrations run automatically in the deploy job", 0.6)],
    )
    assert j.verdict != "contradiction"


def test_a_new_name_said_to_be_new_closes_but_a_bare_one_only_hints():
    belief = [n(1, "The search service uses Elasticsearch", 0.8, measure="semantic")]
    j = judge("The search service now uses OpenSearch", "fact", belief)
    assert (j.verdict, j.target) == ("contradiction", 1)
    j = judge("The search service uses OpenSearch", "fact", belief)
    assert j.verdict != "contradiction" and j.may_update == (1,)
