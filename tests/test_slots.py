"""slots.py: a statement that restates a belief with another value, in several languages,
and the look-alikes that must not count (another subject, a scope, an addition)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from retain.core import slots
from retain.core.slots import update_of, version_update


@pytest.mark.parametrize(
    ("new", "old", "kind", "cued"),
    [
        (
            "The API rate limit is 300 requests per minute",
            "The API rate limit is 100 requests per minute",
            "number",
            False,
        ),
        (
            "The API server now listens on port 9000",
            "The API server listens on port 8080",
            "number",
            True,
        ),
        (
            "The coverage threshold was raised to 90%",
            "The coverage threshold is 85%",
            "number",
            True,
        ),
        ("O limite de conexões do pool é 50", "O limite de conexões do pool é 20", "number", False),
        (
            "Les builds de nuit tournent maintenant à 4h",
            "Les builds de nuit tournent à 2h",
            "number",
            True,
        ),
        ("APIのタイムアウトは10秒です", "APIのタイムアウトは30秒です", "number", False),
        ("接口超时时间改为 10 秒", "接口超时时间是 5 秒", "number", True),
        ("세션 만료 시간은 2시간이다", "세션 만료 시간은 30분이다", "number", False),
        ("Reviews need two approvals", "Reviews need one approval", "number", False),
        ("이제 테스트는 Vitest로 실행한다", "테스트는 Jest로 실행한다", "name", True),
        ("Die Logs gehen jetzt an Loki", "Die Logs gehen an Graylog", "name", True),
    ],
)
def test_a_new_value_in_the_same_place(new: str, old: str, kind: str, cued: bool) -> None:
    found = update_of(new, old)
    assert found is not None and (found.kind, found.cued) == (kind, cued)
    assert found.strong


def test_a_new_name_without_a_cue_is_weak() -> None:
    # both can be true: a cache beside a database
    found = update_of("The orders service uses Redis", "The orders service uses PostgreSQL")
    assert found is not None and found.kind == "name" and not found.strong


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("Admin session tokens expire after 1 hour", "Session tokens expire after 24 hours"),
        ("The admin server listens on port 8081", "The API server listens on port 8080"),
        ("Log level in staging is DEBUG", "Log level in production is INFO"),
        ("The worker pool size is 16 in production and 4 locally", "The worker pool size is 16"),
        (
            "Requests to the billing API are retried 5 times",
            "Requests to the search API are retried 3 times",
        ),
        ("管理画面はポート9091で動いています", "APIサーバーはポート9090で動いています"),
        (
            "The upgrade to PostgreSQL 16 is planned for Q3",
            "We use PostgreSQL 15 for the main database",
        ),
        ("The API server listens on port 8080", "The API server listens on port 8080"),
        ("Zwei Leute reviewen jede Migration", "Eine Migration braucht ein Review"),
    ],
)
def test_another_subject_a_scope_or_a_plan_is_not_an_update(new: str, old: str) -> None:
    assert update_of(new, old) is None


def test_a_version_bump_said_to_be_one() -> None:
    found = version_update("MSRV raised to Rust 1.74", "MSRV is Rust 1.70, checked in CI")
    assert found is not None and (found.old, found.new) == ("1.70", "1.74")
    # the statement is about something the belief does not mention
    assert version_update("Staging is on Postgres 16 now", "Production runs Postgres 15") is None
    # no cue: a second fact, not an update
    assert version_update("The build image runs Rust 1.74", "MSRV is Rust 1.70") is None
    # two versions in the belief: which one would it replace?
    assert version_update("Postgres 17 now", "Postgres 15 in prod and 16 in staging") is None


def test_latin_words_are_names_in_cjk_text_only() -> None:
    from retain.core.slots import _is_cjk_text, tokens

    assert not _is_cjk_text("We deploy with helm")
    assert not _is_cjk_text("Café façade, naïve résumé")  # not ASCII, not CJK either
    assert _is_cjk_text("我们用 helm 部署")
    assert _is_cjk_text("데이터베이스는 postgres")
    # "helm" in Chinese text is a name; in an English sentence after its first word, a
    # lower-case word is not
    assert [t.cls for t in tokens("我们用 helm 部署") if t.raw == "helm"] == ["name"]
    assert [t.cls for t in tokens("We deploy with helm") if t.raw == "helm"] == ["word"]


def test_a_long_run_of_one_word_is_aligned_in_linear_work(monkeypatch):
    """Round 30: difflib weighs every pair of equal tokens, so two 4,000-character runs of
    one word were quadratic (a memory_write took 4 s in the gate). Past MAX_PAIRS the
    common head and tail are taken as equal and only the middle is aligned; the update in
    the middle is still found, and two places apart on a long run are no one place."""
    import difflib

    weighed: list[int] = []

    class Counting(difflib.SequenceMatcher):  # type: ignore[type-arg]
        def __init__(self, isjunk: None, a: Any, b: Any, autojunk: bool = True) -> None:
            count = Counter(b)
            weighed.append(sum(n * count[key] for key, n in Counter(a).items()))
            super().__init__(isjunk, a, b, autojunk=autojunk)

    monkeypatch.setattr(slots.difflib, "SequenceMatcher", Counting)
    run = " ".join(["deploy"] * 280)
    new = f"{run} the rate limit is 300 requests per minute {run}"
    old = f"{run} the rate limit is 100 requests per minute {run}"
    assert len(new) > 3900
    u = slots.update_of(new, old)
    assert u is not None and (u.kind, u.old, u.new) == ("number", "100", "300")
    assert weighed and max(weighed) <= slots.MAX_PAIRS
    weighed.clear()
    assert slots.update_of("canary " + new, old + " canary") is None
    assert all(n <= slots.MAX_PAIRS for n in weighed)
