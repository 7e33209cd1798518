"""The redaction benchmark on a slice, so a rule change that lets a labelled secret
through (or starts altering ordinary memories) fails here before it ships.

The figures asserted are the tune half's as measured when the rules were tuned
(benchmarks/results/redact.json): no secret row stored, no ordinary row altered. The
held-out half is never asserted on: it is measured, not tuned against.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from benchmarks import redact_bench

DATA = redact_bench.DATA
pytestmark = pytest.mark.skipif(
    not (DATA / "secrets.jsonl").exists(), reason="the labelled set is not in this checkout"
)
# Measured on the whole tune half when the rules were tuned.
TUNE_SECRETS_STORED = 0
TUNE_ORDINARY_ALTERED = 0


def test_the_write_path_on_a_slice_of_the_tune_half(tmp_path: Path) -> None:
    secrets = redact_bench.load(DATA, "secrets.jsonl", "tune")[::12]
    ordinary = redact_bench.load(DATA, "ordinary.jsonl", "tune")[::24]
    r = redact_bench.score(secrets, ordinary, tmp_path, detail=True)
    assert r["secret_rows"] >= 25 and r["ordinary_rows"] >= 25
    assert r["secrets_stored"] == 0, r["stored_ids"]
    assert r["ordinary_altered"] == 0, r["altered_ids"]


def test_the_whole_tune_half_stays_at_its_measured_level() -> None:
    r = redact_bench.redact_only(DATA, "tune")
    assert r == {
        "secrets_stored": TUNE_SECRETS_STORED,
        "ordinary_altered": TUNE_ORDINARY_ALTERED,
    }


def test_the_bench_finds_a_secret_that_is_stored(tmp_path: Path) -> None:
    """The detector itself: a row whose 'secret' redaction cannot see is reported."""
    row = {"id": "x1", "text": "the build number is 4471829 today", "secrets": ["4471829"]}
    row.update(family="probe", lang="en", split="tune")
    r = redact_bench.score([row], [], tmp_path, detail=True)
    assert (r["secrets_stored"], r["stored_ids"]) == (1, ["x1"])
