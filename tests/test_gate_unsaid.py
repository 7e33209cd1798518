"""A new value the statement does not say holds retires nothing (core/unsaid.py): a
version given to a hyphen-joined package that shares only a part of its name with the
belief's framework, a value only asked about or awaited ("until ..."), and a belief whose
part the statement says it left unchanged. Issue 29 (round 42)."""

from __future__ import annotations

import pytest

from cputime import assert_linear
from gate_checks import closes
from retain.core.unsaid import left_alone, unnamed_parts, unsaid


def test_a_joined_package_name_is_not_its_part() -> None:
    belief = "billing runs pydantic 1.10 with FastAPI."
    assert closes("Bumped `pydantic-settings` to 2.3 in billing.", belief) is None
    assert closes("Bumped pydantic to 2.7 in billing.", belief) == 0
    assert "pydantic" in unnamed_parts("Bumped `pydantic-settings` to 2.3", "2.3", belief)
    # a belief that names the joined package whole is about it
    assert not unnamed_parts(
        "Bumped `pydantic-settings` to 2.3", "2.3", "uses pydantic-settings 2.1"
    )


def test_a_value_asked_about_is_not_said() -> None:
    belief = "The worker pool is at 8 threads."
    assert (
        closes("Is the worker pool at 16 threads now? The dashboard shows twelve busy.", belief)
        is None
    )
    assert closes("The worker pool is at 16 threads now.", belief) == 0
    ja = "ツールチェーンは Rust 1.75 に固定している。"
    assert closes("Rust 1.78 への更新はいつ？ CI の警告が増えている。", ja) is None


def test_a_value_awaited_is_not_said() -> None:
    belief = "The queue is on RabbitMQ 3.12."
    assert closes("Hold the merge train until the queue is on RabbitMQ 3.13.", belief) is None
    assert closes("The queue is on RabbitMQ 3.13 now.", belief) == 0
    de = "Der Suchdienst läuft auf Elasticsearch 8.11."
    assert closes("Kein Release, bis der Suchdienst auf Elasticsearch 8.13 läuft.", de) is None
    assert unsaid("No despleguéis hasta que la api esté en Node 22.", "Node 22")
    assert not unsaid("La api está en Node 22.", "Node 22")
    assert unsaid("不要发布，直到 api 升级到 Node 22。", "Node 22")


def test_a_part_said_unchanged_keeps_its_belief() -> None:
    belief = "Tracing: OpenTelemetry SDK for Python 1.22, exported over OTLP."
    said = "The gateway now runs OpenTelemetry Java SDK 1.38; Python SDK untouched."
    assert closes(said, belief) is None
    es = "Trazas: OpenTelemetry SDK de Python 1.24, exportado por OTLP."
    assert (
        closes(
            "Para el servicio Go usamos OpenTelemetry Go SDK 1.28; el SDK de Python sin cambios.",
            es,
        )
        is None
    )
    # another part left alone says nothing of the belief's: "the schema" is not Postgres
    pg = "The database is Postgres 15; the schema lives in migrations/."
    assert closes("Upgraded Postgres to 16; the schema is unchanged.", pg) == 0
    assert not left_alone("Upgraded Postgres to 16; the schema is unchanged.", pg, "15")


def test_a_query_string_is_no_question_and_every_part_names_a_joined_name() -> None:
    # "?cursor=" is a URL's query, not a question
    assert not unsaid("search endpoints switched to keyset paging (?cursor=)", "keyset")
    # a belief that says every part of the joined name names it: "eslint-plugin-react"
    belief = "The web app lints React with an eslint plugin, version 7.33."
    assert not unnamed_parts("Bumped `eslint-plugin-react` to 7.34", "7.34", belief)


@pytest.mark.parametrize("text", ["until 4.9 ", "x 1 untouched, "])
def test_long_runs_are_read_in_linear_time(text: str) -> None:
    """A long text with no clause end: each place of the value, and each "unchanged", reads
    a bounded stretch around it (every place read the whole text again, so 32,000
    characters took 30x what 8,000 did, before round 42's second read bounded it)."""
    belief = "The Python SDK is on 1.24 for the api."
    assert_linear(
        lambda s: unsaid(s, "4.9") or left_alone(s, belief, "1.24"),
        lambda n: (text * (n // 8))[:n],
        8_000,
    )
