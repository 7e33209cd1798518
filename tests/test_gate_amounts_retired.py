"""Round 25 of the write gate: two causes of missed supersessions that recur across the
development sets. An amount (a count with the noun it counts, a share in percent, a sum
of money) said again with another number replaces the belief stating it about the same
thing (core/countslot.py); a retirement said with the verbs of French, Portuguese,
Spanish, Chinese and Korean closes the belief naming what was retired. Their negatives:
a qualifier of the statement's own (another environment, a plan, "new" things), another
counted noun, a second figure, a plan. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import bagslot, countslot

OTHER = "Deploys go out on Tuesdays"

# --- an amount said again with another number ----------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Two approvals are required on every merge now.",
            "Every merge needs one approving review.",
        ),
        (
            "The payroll alert threshold is $15k since Q3.",
            "The monthly payroll alert fires at $9k.",
        ),
        ("disk usage alert threshold is 75%", "Disk usage alert fires at 85% usage"),
        (
            "invoices topic has 24 partitions after the repartition",
            "Kafka topic `invoices` has 12 partitions",
        ),
        (
            "Le dépôt mobile exige maintenant deux approbations",
            "Une seule approbation suffit sur le dépôt mobile",
        ),
        ("Support rotates every two weeks now", "The support rotation is weekly"),
        (
            "Die Support-Rotation wechselt jetzt wöchentlich",
            "Die Support-Rotation wechselt alle zwei Wochen",
        ),
        (
            "The search API limit is now 100 requests per minute per key.",
            "Search API rate limit: 1000 requests per hour per key",
        ),
    ],
)
def test_an_amount_of_the_same_thing_replaces_the_old(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # a qualifier of the statement's own: a sibling, not the belief
        ("The staging payroll alert fires at $15k.", "The payroll alert fires at $9k."),
        ("New search indexes get 4 shards", "Search indexes have 8 shards"),
        ("The staging support rota rotates every two weeks", "The support rota is weekly"),
        ("Backups run hourly", "Backups run nightly at 02:00"),
        # one plan or one customer only, said before or after the amount
        (
            "On Enterprise, the search rate limit is 300 requests",
            "The search rate limit is 100 requests",
        ),
        (
            "The search rate limit is 300 requests, for Enterprise only",
            "The search rate limit is 100 requests",
        ),
        ("Acme gets 50 seats on the Team plan", "The Team plan allows 25 seats"),
        # conditional or future
        (
            "Once the team grows past eight, merges will need two approvals",
            "Merges need one approval",
        ),
        # another counted noun
        ("Search indexes have 4 replicas", "Search indexes have 8 shards"),
        # a second figure beside the amount
        ("Search indexes get 4 shards with 2 replicas each", "Search indexes have 8 shards"),
        # planned, asked
        ("We plan to give search indexes 4 shards", "Search indexes have 8 shards"),
        ("Should search indexes get 4 shards?", "Search indexes have 8 shards"),
        # a belief scoped to an environment the statement does not name
        ("Coverage alert threshold: 85%", "Production coverage alert threshold: 80%"),
    ],
)
def test_an_amount_of_something_else_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None


def test_an_amount_is_read_with_what_it_counts() -> None:
    assert countslot.count_change("Indexes get 4 shards now", "Indexes have 8 shards") is not None
    assert countslot.count_change("Indexes get 8 shards", "Indexes have 8 shards") is None
    assert countslot.count_change("Indexes get 4 shards", "Indexes have 8 replicas") is None
    assert countslot.count_change("Alerts fire at 55k USD", "Alerts fire at $40k") is not None
    assert countslot.count_change("Retries wait 5 minutes", "Retries wait 2 minutes") is None
    assert countslot.count_change("Builds run every 2 weeks", "Builds run fortnightly") is None


def test_a_sum_with_its_slots_name_is_no_name_in_place_of_another() -> None:
    # "threshold $55k" for "#finops": an amount does not fill a channel's slot
    statement = "The payroll alert threshold is $15k since Q3."
    assert bagslot.bag_update(statement, "Payroll alerts go to #payroll-ops.") is None
    beliefs = ("Payroll alerts go to #payroll-ops.", "The payroll alert fires at $9k.")
    assert closes(statement, OTHER, *beliefs) == 2


# --- a retirement said in other languages ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "On a abandonné Safari 15 ; Chrome et Firefox restent.",
            "Navigateurs : Chrome, Firefox, Safari 15.",
        ),
        ("Nous avons supprimé Memcached du cache HTTP.", "Le cache HTTP passe par Memcached"),
        ("Desligamos o Sentry; os erros vão para o Rollbar.", "Os erros do app vão para o Sentry"),
        ("A fila agora é SQS, o Beanstalkd foi desligado", "A fila de tarefas é Beanstalkd"),
        ("Eliminamos Jenkins del flujo de despliegue", "El flujo de despliegue corre en Jenkins"),
        ("监控的 Datadog 已经下线了", "监控用 Datadog"),
        ("이제 Jenkins 는 안 쓴다. 빌드는 GitHub Actions 에서 돈다", "CI 는 Jenkins"),
    ],
)
def test_a_retirement_in_other_languages_closes_the_belief(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # what was retired is not what the belief names
        ("On a abandonné Safari 15", "Navigateurs : Chrome, Firefox"),
        ("Desligamos o Sentry do app móvel", "Os erros do site vão para o Rollbar"),
        # planned, not done
        (
            "On va abandonner Memcached du cache HTTP le mois prochain",
            "Le cache HTTP passe par Memcached",
        ),
        # a standing rule, not a change ("we don't use snapshot tests")
        ("스냅샷 테스트는 쓰지 않는다", "테스트는 Vitest로 실행한다"),
        # the retired thing named, but in another subject
        ("监控的 Datadog 已经下线了", "日志用 Loki"),
    ],
)
def test_a_retirement_of_something_else_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None


# --- a status code and an error body fill two slots -------------------------------------


def test_an_error_body_format_does_not_replace_a_status_code() -> None:
    # the pairs10 wrong closure's shape, in other words: a body format is no status code
    assert closes("errors are RFC 9457 problem+json now", OTHER, "Auth errors use HTTP 401") is None
    assert closes("Auth failures use HTTP 403 now", OTHER, "Auth failures use HTTP 401") == 1
