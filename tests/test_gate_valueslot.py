"""The same slot recognised by the kind of its value (retain.core.valueslot and
slotsubject, through gate.judge and Memory.write): a statement that names another port,
time, size, duration, version or path for the same thing closes the belief, worded
however; one about another thing of the same kind (a qualifier added) leaves it live.
Every example is invented for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from retain import Memory
from retain.core import slots, valueslot
from retain.core.gate import Neighbour, judge

NOW = 1_900_000_000.0


def near(text: str, sim: float = 0.7, i: int = 1, measure: str = "semantic") -> Neighbour:
    return Neighbour(i, text, sim, "fact", measure)


# (belief, a statement replacing its value, a statement about another thing of that kind)
CASES = [
    (
        "The billing API listens on port 5000 in local dev.",
        "The billing backend listens on port 5100 in local dev.",
        "The billing admin API listens on port 5100 in local dev.",
    ),
    (
        "The nightly export job runs at 01:00 UTC.",
        "Nightly exports start at 03:15 UTC.",
        "Nightly imports start at 03:15 UTC.",
    ),
    (
        "The session lifetime for the web app is 2 hours.",
        "Web app sessions expire after 45 minutes.",
        "Mobile app sessions expire after 45 minutes.",
    ),
    (
        "Avatar uploads are limited to 2 MB.",
        "Avatar uploads are capped at 8 MB.",
        "Avatar uploads from partners are capped at 8 MB.",
    ),
    (
        "Lint settings live in tools/lint/ruff.toml.",
        "The lint settings are read from ruff.toml.",
        "The lint settings of the docs site are read from ruff.toml.",
    ),
    (
        "Dependency updates are merged every other Thursday.",
        "Dependency updates get merged weekly on Tuesdays.",
        "Security updates get merged weekly on Tuesdays.",
    ),
    (
        "The reports service on staging runs Redis 6.2.",
        "Staging reports run on Redis 7.2.",
        "Production reports run on Redis 7.2.",
    ),
]


@pytest.mark.parametrize(("belief", "update", "other"), CASES, ids=lambda c: c[:24])
def test_a_value_of_the_same_kind_for_the_same_thing_closes_the_belief(
    belief: str, update: str, other: str
) -> None:
    j = judge(update, "fact", [near(belief)])
    assert (j.verdict, j.target) == ("contradiction", 1), j.why


@pytest.mark.parametrize(("belief", "update", "other"), CASES, ids=lambda c: c[:24])
def test_a_value_of_that_kind_for_another_thing_leaves_the_belief_live(
    belief: str, update: str, other: str
) -> None:
    j = judge(other, "fact", [near(belief)])
    assert j.verdict != "contradiction", j.why


def test_a_belief_scoped_to_an_environment_the_statement_does_not_name_stays_live() -> None:
    belief = "Search listens on port 7700 in production."
    assert judge("Search listens on port 7711.", "fact", [near(belief)]).verdict != "contradiction"
    j = judge("Search listens on port 7711 in prod.", "fact", [near(belief)])
    assert (j.verdict, j.target) == ("contradiction", 1), j.why


def test_from_to_naming_the_belief_value_closes_it_whatever_the_kind() -> None:
    belief = "The mailer retries a failed send 5 times."
    j = judge("Lowered the mailer's retries from 5 to 2.", "fact", [near(belief)])
    assert (j.verdict, j.target) == ("contradiction", 1), j.why
    # the value left is not the one the belief states: another setting, or already stale
    j = judge("Lowered the mailer's retries from 3 to 2.", "fact", [near(belief)])
    assert j.verdict != "contradiction", j.why


def test_from_to_in_a_script_without_spaces() -> None:
    belief = "ワーカーの数は4。"
    j = judge("ワーカーの数を4から8に上げた。", "fact", [near(belief)])
    assert (j.verdict, j.target) == ("contradiction", 1), j.why
    j = judge("キューの数を4から8に上げた。", "fact", [near(belief)])
    assert j.verdict != "contradiction", j.why


def test_a_role_in_common_is_not_yet_one_thing() -> None:
    # "the API" and "the backend" name one role, but of which service? Nothing else shared.
    belief = "The Stripe API times out after 30 s."
    assert judge("The backend times out after 10 s.", "fact", [near(belief)]).verdict != (
        "contradiction"
    )
    # "back" as an adverb is no alias of "API"
    belief = "The API listens on port 3000 in local dev."
    j = judge("We are back on port 8080 in local dev.", "fact", [near(belief)])
    assert j.verdict != "contradiction", j.why


def test_a_korean_particle_ends_a_word_and_is_not_part_of_it() -> None:
    belief = "API 서버는 로컬에서 8080 포트를 쓴다"
    j = judge("백엔드는 로컬에서 9090 포트로 뜬다", "fact", [near(belief)])
    assert (j.verdict, j.target) == ("contradiction", 1), j.why


def test_two_beliefs_with_that_slot_are_hinted_not_closed() -> None:
    a = near("The API listens on port 8080 in local dev.", 0.7, 1)
    b = near("The API listens on port 8081 in local dev.", 0.69, 2)
    j = judge("The backend listens on port 9000 in local dev.", "fact", [a, b])
    assert j.verdict != "contradiction" and set(j.may_update) == {1, 2}


def test_a_value_the_belief_shares_or_a_second_kind_differing_is_no_slot() -> None:
    # the same port: they agree there, the rest is detail
    assert valueslot.slot_change("Admin runs on port 8080 with TLS", "Admin: port 8080") is None
    # a port and a path both differ: not one slot
    assert (
        valueslot.slot_change(
            "The proxy listens on port 8443 and reads conf/proxy.toml",
            "The proxy listens on port 8080 and reads etc/proxy.yaml",
        )
        is None
    )
    assert valueslot.slot_change("Should we move standup to 10:15?", "Standup is at 9:30") is None


def test_a_belief_too_far_to_be_on_the_subject_is_not_compared() -> None:
    belief = "The billing API listens on port 5000 in local dev."
    j = judge("The billing backend listens on port 5100 in local dev.", "fact", [near(belief, 0.2)])
    assert j.verdict != "contradiction"


def test_values_are_read_by_kind_across_units_and_scripts() -> None:
    kinds = {
        v.kind: v.key for v in valueslot.values("ポート: 8080番ポート, 90 秒, 1 GB, Node 20.11")
    }
    assert kinds == {"port": "8080", "duration": "90", "size": str(1 << 30), "version": "20.11"}
    # one duration written two ways is one value
    assert valueslot.values("60 seconds")[0].key == valueslot.values("1 min")[0].key


@pytest.mark.parametrize("embedder", [None], ids=["words"])
def test_memory_write_closes_the_paraphrased_port(
    tmp_path: Path, project_dir: Path, embedder: object
) -> None:
    mem = Memory(tmp_path / "m.db", embedder=embedder, project=str(project_dir))
    old = mem.write("The search API listens on port 7700 in local dev.", kind="fact", now=NOW)
    other = mem.write(
        "The search admin UI listens on port 7800 in local dev.", kind="fact", now=NOW + 1
    )
    r = mem.write("The search backend listens on port 7711 in local dev.", kind="fact", now=NOW + 2)
    assert r.verdict == "contradiction" and r.related_id == old.memory_id, r
    assert mem.get(old.memory_id).status == "superseded"
    assert mem.get(other.memory_id).status == "live"
    mem.close()


# slots: a number beside another counted thing is not the same slot


def test_numbers_counting_two_different_things_are_not_one_slot() -> None:
    belief = "Staging runs 2 cron pods."
    assert slots.update_of("Staging runs 4 web pods.", belief) is None
    j = judge("Staging runs 4 web pods.", "fact", [near(belief, 0.8)])
    assert j.verdict != "contradiction", j.why


def test_numbers_counting_one_thing_or_with_units_still_update() -> None:
    found = slots.update_of("Staging runs 4 cron pods.", "Staging runs 2 cron pods.")
    assert found is not None and (found.old, found.new) == ("2", "4")
    found = slots.update_of("The lock is held for 30 seconds", "The lock is held for 2 minutes")
    assert found is not None and found.kind == "number"
