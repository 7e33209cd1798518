"""Round 26 of the write gate (issue 29): "2,000" is two thousand, "20k" twenty thousand.
A number written with a thousands separator or a k is one number: an amount changed from
it is read, and the same amount written two ways is not a change. Every example is
invented for this file."""

from __future__ import annotations

from pathlib import Path

import pytest

from fakes import FakeEmbedder
from retain import Memory
from retain.core import countslot, slots, valueslot

NOW = 1_900_000_000.0


@pytest.mark.parametrize(
    "raw, value",
    [("2,000", 2000.0), ("1,250,000", 1_250_000.0), ("2,5", 2.5), ("20k", 20_000.0), ("7", 7.0)],
)
def test_a_figure_is_read_as_written(raw: str, value: float) -> None:
    assert valueslot.figure(raw) == value


def test_a_grouped_amount_is_one_amount() -> None:
    found = countslot.count_change(
        "Batch export takes up to 5,000 rows per file now.",
        "Batch export takes up to 800 rows per file",
    )
    assert found is not None and (found.old, found.new) == ("800", "5,000")
    # the same amount written two ways: no change
    assert (
        countslot.count_change(
            "Each file holds at most 20k events.", "Each file holds at most 20,000 events"
        )
        is None
    )


def test_a_grouped_duration_or_sum_is_read_whole() -> None:
    assert [v.key for v in valueslot.values("The proxy waits 10,000 ms for an answer")] == ["10"]
    assert (
        slots.update_of("The ops budget is $2,000 a month", "The ops budget is $2k a month") is None
    )


@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
@pytest.mark.parametrize(
    "belief, statement",
    [
        ("The proxy waits 10 seconds for an answer", "The proxy waits 10,000 ms for an answer."),
        (
            "Each batch file holds at most 20,000 events",
            "Each batch file holds at most 20k events.",
        ),
    ],
)
def test_one_amount_written_two_ways_closes_nothing(
    tmp_path: Path, project_dir: Path, embedder: object, belief: str, statement: str
) -> None:
    mem = Memory(tmp_path / "m.db", embedder=embedder, project=str(project_dir))
    old = mem.add(belief, kind="fact", trust="agent", created_at=NOW)
    r = mem.write(statement, kind="fact", now=NOW + 10)
    assert r.verdict != "contradiction", r
    assert mem.get(old).status == "live"
