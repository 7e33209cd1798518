"""kill -9 during writes and during the sleep pass: the store survives and catches up.

Short version of `python -m benchmarks.reliability crash` (same functions, fewer trials).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from retain import Memory
from test_reliability_concurrency import load_harness


def test_kill_minus_nine_during_writes_and_sleep_passes(tmp_path: Path) -> None:
    harness = load_harness()
    report = harness.run_crash(tmp_path / "crash", trials=10, seed=11)

    assert report.trials == 10
    assert report.integrity_failures == []
    assert report.lost == []  # every id printed after its call returned is in the file
    assert report.unfinished == []  # the next pass distilled what the killed one left
    assert report.acked > 0
    # The store is still fully usable afterwards.
    db = tmp_path / "crash" / "crash.db"
    mem = Memory(db, embedder=None, project=str(tmp_path / "crash" / "project"))
    assert mem.write("after the crashes we still write", kind="decision").stored
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()
