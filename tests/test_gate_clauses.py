"""Round 18 of the write gate: statements that carry more than the change (an aside in
brackets, a clause of news after the value, a reason after a dash), subjects named in
another language or narrower than the belief's, lists restated with another item.
Every example is invented for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from gate_checks import closes, near
from retain import Memory
from retain.core import claims, clauses, listslot, slots, valueslot
from retain.core.gate import judge

NOW = 1_900_000_000.0


@pytest.mark.parametrize(
    ("belief", "statement"),
    [
        # an aside in brackets gives a reason, not which thing
        ("The avatar upload limit is 5 MB", "avatar upload limit: 12 MB (the CDN resizes them)"),
        (
            "La caché de sesiones dura 10 minutos",
            "La caché de sesiones: 30 minutos (pedido de soporte)",
        ),
        ("报表导出上限是 5 MB", "报表导出上限:25 MB(为了大客户)"),
        # a clause of news after the value, worded in French and Chinese
        (
            "billing runs on Rails 7.0 LTS",
            "billing tourne maintenant sous Rails 7.1, la migration est finie",
        ),
        ("reports targets Electron 28", "reports 现在基于 Electron 30,升级的分支已合并"),
        # "everywhere" qualifies nothing
        ("reports corre en Node 16", "reports ya corre en Node 20 en todos los entornos"),
        # the belief's words said in a script without spaces
        ("search p95 latency budget is 200 ms", "search p95 지연 예산은 300 ms 로 늘었다"),
    ],
)
def test_a_value_restated_with_more_around_it_closes_the_belief(
    belief: str, statement: str
) -> None:
    assert closes(statement, belief) == 0


def test_an_environment_after_the_value_keeps_the_belief() -> None:
    # "..., but only in staging": the tail names where, so the statement is not cut there
    assert clauses.to_value("The worker pool is 8 threads, only in staging") == ""
    assert (
        closes("The worker pool is 12 threads, only in staging", "The worker pool is 8 threads")
        is None
    )


def test_a_dash_ends_the_retired_value() -> None:
    text = "Correction: sessions are keyed by device id, not user id - shared tablets broke it"
    change = claims.parse_change(text)
    assert change is not None and change.old == "user id"
    assert closes(text, "Sessions are keyed by user id") == 0


def test_an_identifier_is_asserted_only_whole() -> None:
    assert not claims.asserts("Orders are sorted by the created date", "created_at")
    assert claims.asserts("Orders are sorted by created_at", "created_at")
    # so a belief with its words apart is not taken as already saying the new value
    text = "I was wrong: orders are sorted by created_at, not the order date"
    assert closes(text, "Orders are sorted by the order date") == 0


def test_an_aside_between_the_two_values_is_read_past() -> None:
    text = "Korrektur: der Bucket heißt logs-eu-1 (mit Bindestrich), nicht logseu1"
    change = claims.parse_change(text)
    assert change is not None and change.old == "logseu1"
    assert closes(text, "Access logs go to the S3 bucket logseu1") == 0


def test_the_possessor_after_de_is_not_the_thing_replaced() -> None:
    change = claims.parse_change("Le disque du serveur de cache a été remplacé par un SSD")
    assert change is None or change.old is None
    assert (
        closes("Le disque du serveur de cache a été remplacé par un SSD", "The cache is Redis")
        is None
    )


def test_a_subject_named_in_another_script_lets_the_values_decide() -> None:
    text = "构建工具改用 Bazel,不再用 Make 了"
    assert closes(text, "The monorepo builds with Make") == 0
    # two beliefs holding the retired value: which one is not clear
    assert closes(text, "The monorepo builds with Make", "Docs are built with Make") is None


def test_no_longer_using_in_chinese_retires_the_value() -> None:
    change = claims.parse_change("我们没有在用 Sentry 了,错误直接报到 Rollbar")
    assert change is not None and change.old == "Sentry"


def test_its_gone_retires_the_value() -> None:
    change = claims.parse_change("Sentry's gone - errors are reported to Rollbar")
    assert change is not None and change.old == "Sentry"
    # "the team's retired ..." is "has retired": not a value retired by the 's
    other = claims.parse_change("The team's retired the old runner")
    assert other is None or other.old != "team"


def test_the_changes_own_clause_picks_which_belief_it_denies() -> None:
    text = "Smoke tests no longer call Twilio; they use a recorded fake in a container"
    beliefs = (
        "Unit tests fake Twilio with a recorded client",
        "Smoke tests hit the live Twilio API",
    )
    assert closes(text, *beliefs) == 1


def test_a_subject_shortened_another_way_is_the_same_subject() -> None:
    text = "libfoo was replaced by libbar for repo ops; no more openssl pain"
    assert closes(text, "ketch uses the libfoo crate for repository operations") == 0


@pytest.mark.parametrize(
    ("belief", "statement"),
    [
        (
            "Incidents go to Opsgenie",
            "Alertmanager routes P2 incidents to Slack instead of Opsgenie",
        ),
        (
            "Alerts go to Opsgenie",
            "Alertmanager sends low-priority alerts to Slack instead of Opsgenie",
        ),
        ("テストはJestで書きます", "E2EテストはJestではなくPlaywrightで書きます"),
    ],
)
def test_a_change_for_a_qualified_part_of_the_subject_is_only_a_hint(
    belief: str, statement: str
) -> None:
    found = judge(statement, "fact", [near(belief, 7)])
    assert found.verdict != "contradiction"
    assert found.may_update == (7,)


def test_a_qualified_name_after_the_bare_subject_narrows_nothing() -> None:
    # the clause says what every "cache" is; "redis-cache" is the new value's name
    belief = "The cache is an in-process `lru_cache` in `app/cache.py`."
    text = "Replaces the lru_cache decision: the cache is a redis-cache pool in `app/redis.py`."
    assert not clauses.narrows(text, claims.parse_change(text), belief)  # type: ignore[arg-type]
    assert closes(text, belief) == 0
    # the thing named qualified first is still a part of it only
    part = "Replaces the lru_cache decision: session-cache entries live in a redis pool."
    assert closes(part, belief) is None


def test_an_aside_restating_the_beliefs_number_is_no_second_amount() -> None:
    text = "The web lint job allows 40 warnings now."
    belief = "The web lint job allows 25 warnings (`--max-warnings 25` in `package.json`)."
    assert closes(text, belief) == 0
    # an aside with a number of its own keeps the belief whole
    assert closes(text, "The web lint job allows 25 warnings (10 on `main`).") is None
    assert clauses.without_asides(belief) != belief


def test_a_list_restated_with_another_item_closes_the_old_list() -> None:
    assert listslot.list_update(
        "Release approvers: Mira, Tom and Ines", "Release approvers: Mira and Tom"
    )
    assert closes("Release approvers: Mira, Tom and Ines", "Release approvers: Mira and Tom") == 0
    assert (
        closes("Idiomas: inglés, francés, alemán", "Idiomas: inglés, francés y alemán, portugués")
        == 0
    )


@pytest.mark.parametrize(
    ("belief", "statement"),
    [
        # another list's lead: two lists
        (
            "Release approvers for web: Mira and Tom",
            "Release approvers for mobile: Mira, Tom and Ines",
        ),
        # the same items: nothing changed
        ("Release approvers: Mira and Tom", "Release approvers: Tom and Mira"),
        # one item in common is not yet the same list
        ("Backups: nightly, weekly", "Backups: nightly, hourly, monthly"),
    ],
)
def test_another_list_or_the_same_list_keeps_the_belief(belief: str, statement: str) -> None:
    assert listslot.list_update(statement, belief) is None


def test_a_list_update_through_memory_write(tmp_path: Path) -> None:
    mem = Memory(tmp_path / "m.db", embedder=None, project="path:/p")
    old = mem.add("CI steps for ferry: lint, unit tests, build wheel", kind="fact", created_at=NOW)
    mem.add("ferry publishes wheels to the internal index", kind="fact", created_at=NOW + 1)
    r = mem.write(
        "CI steps for ferry: lint, unit tests, audit, build wheel", kind="fact", now=NOW + 10
    )
    assert r.verdict == "contradiction" and r.related_id == old
    mem.close()


def test_a_host_and_port_is_a_port_and_stays_one_value() -> None:
    (found,) = clauses_values("the broker moved to mq.internal:5673 (5672 is now the metrics port)")
    assert (found.kind, found.key) == ("port", "5673")
    change = claims.parse_change("the broker moved to mq.internal:5673")
    assert change is not None and change.new == "mq.internal:5673"
    text = "the broker moved to mq.internal:5673 (5672 is now the metrics port)"
    assert closes(text, "Workers publish to the broker at mq.internal:5672") == 0


def test_changed_to_a_number_in_chinese_closes_the_same_subjects_number() -> None:
    change = claims.parse_change("reports 的 iOS 最低版本号改为 16")
    assert change is not None and change.new == "16"
    text = "ledger 的 worker 并发数改为 8"
    assert closes(text, "ledger worker concurrency is 4") == 0


def clauses_values(text: str) -> tuple[valueslot.Value, ...]:
    return tuple(v for v in valueslot.values(text) if v.kind == "port")


def test_a_raised_version_in_japanese_against_a_possessive_belief() -> None:
    found = slots.version_update("ledger の MSRV は 1.80 に上げた", "ledger's MSRV is Rust 1.75")
    assert found is not None and (found.old, found.new) == ("1.75", "1.80")


@pytest.mark.parametrize(
    "statement",
    [
        "ledger の worker 数は 12 に上げた",
        "ledger 의 worker 수를 12 로 늘렸다",
        "ledger 的 worker 数量增加到 12",
    ],
)
def test_raised_to_in_cjk_says_the_value_is_new(statement: str) -> None:
    assert slots.words.UPDATE_CUES.search(statement)


def test_an_address_is_a_value_of_its_own_kind() -> None:
    belief = "The billing API base URL in staging is https://api-stg.billing.example"
    statement = "staging API for billing: https://stg.api.billing.example (the old host is retired)"
    assert [v.kind for v in valueslot.values(statement)] == ["url"]
    assert closes(statement, belief) == 0
    # another thing's address is not this one's
    other = "The status page for billing in staging is at https://status-stg.billing.example"
    assert closes(other, belief) is None
