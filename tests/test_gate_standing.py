"""Round 43 of the write gate: a statement that leaves the belief's value standing closes
nothing (core/standing.py): a change taken back in the same statement, the same number
said in words, and a reading of what a thing uses against the value it is set to. Real
changes of the same beliefs still close. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import claims, standing

FLAG = "`fast_search` is enabled for 10% of tenants, Oslo only (gradual rollout)"
VACUUM = "The nightly vacuum job runs at 01:00 UTC."
LIMIT = "The queue Redis has `maxmemory 8gb` with `noeviction`."


@pytest.mark.parametrize(
    "text",
    [
        "`fast_search` was bumped to 40% at 09:00 and went back to 10% at 11:00 when errors"
        " rose; it's at 10% again.",
        "`fast_search` wurde kurz auf 40% gestellt und steht jetzt wieder auf 10%.",
        "`fast_search` 先改到了 40%，下午又改回 10%。",
    ],
)
def test_a_change_taken_back_in_the_same_statement_closes_nothing(text: str) -> None:
    assert closes(text, "Standup is at 10:00", FLAG) is None


def test_a_change_taken_back_to_another_value_still_closes() -> None:
    assert closes("Raised `fast_search` to 40% of tenants; staging is back to normal.", FLAG) == 0
    assert not standing.puts_back(
        "Rolled `fast_search` back to 0% after the timeouts on build 12.", FLAG, None
    )


def test_a_number_in_a_name_or_after_a_colon_is_not_put_back() -> None:
    # "x86" and "ru-1" are names; what follows a colon is said apart from "again"
    assert not standing.puts_back("we are back to x86 nodes", "indexer runs on arm64", None)
    text = "CI allows lint warnings again: `--max-warnings 0` was removed"
    assert not standing.puts_back(text, "CI fails on warnings (`--max-warnings 0`)", None)


@pytest.mark.parametrize(
    "text",
    [
        "Reminder: vacuum runs at one UTC, every night.",
        "Reminder: the nightly vacuum job runs at one o'clock UTC.",
    ],
)
def test_the_same_number_in_words_closes_nothing(text: str) -> None:
    assert closes(text, VACUUM) is None


def test_a_number_in_words_is_that_number() -> None:
    assert standing.same_number("03", "three UTC")
    assert not standing.same_number("03", "four UTC")


def test_another_number_in_words_still_differs() -> None:
    assert not standing.same_number("3", "two")
    assert not standing.same_number("3", "3")  # no word: not this rule's to say


@pytest.mark.parametrize(
    "text",
    [
        "The queue Redis memory usage is 5.2GB right now (Grafana).",
        "Laut Grafana liegt die Speicherauslastung der Queue-Redis jetzt bei 5,2 GB.",
        "キューの Redis の使用メモリは現在 5.2GB です。",
        "队列 Redis 目前占用 5.2GB 内存。",
    ],
)
def test_a_reading_does_not_replace_the_value_set(text: str) -> None:
    assert closes(text, "Standup is at 10:00", LIMIT) is None
    assert claims.parse_change(text) is None


def test_a_reading_restates_an_older_reading_and_a_change_is_read_as_one() -> None:
    older = "Memory usage of the queue Redis is at 3GB."
    assert not standing.reads_only("Memory usage of the queue Redis is at 5GB now.", older)
    text = "We raised `maxmemory` on the queue Redis to 16gb; usage peaked at 7.9GB."
    assert not standing.reads_only(text, LIMIT)
    assert not standing.reads_only("Exit codes: 0 ok, 2 usage error", "Exit code 1 is an error")
