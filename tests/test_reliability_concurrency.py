"""Many clients on one database at once: nothing fails, nothing acknowledged is lost.

The load runs through benchmarks/reliability.py (the same harness the long benchmark
uses), here for a few seconds: MCP servers over stdio, CLI writers, SessionStart hooks,
in-process writers and a sleep-pass loop, all on one SQLite file.
"""

from __future__ import annotations

import importlib.util
import sys
import tempfile
import threading
from pathlib import Path
from types import ModuleType

import pytest

from fakes import FakeEmbedder
from retain import Memory

HARNESS = Path(__file__).resolve().parents[1] / "benchmarks" / "reliability.py"


def load_harness() -> ModuleType:
    name = "retain_reliability_harness"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, HARNESS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


def test_eight_processes_write_and_search_one_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    harness = load_harness()
    mix = {"mcp": 2, "cli": 2, "hook": 1, "facade": 2, "sleep": 1}
    system_tmp = tmp_path / "system-tmp"  # what every worker takes for the system's temp
    system_tmp.mkdir()
    monkeypatch.setenv("TMPDIR", str(system_tmp))
    monkeypatch.setattr(tempfile, "tempdir", None)
    report = harness.run_load(tmp_path / "load", seconds=2.5, mix=mix)
    # The sleep worker's transcripts stay in the run's directory: nothing is left behind.
    assert sorted(p.name for p in system_tmp.iterdir()) == []
    assert list((tmp_path / "load").glob("transcripts-*/*.jsonl"))

    assert report.processes >= 8
    assert report.worker_failures == []
    assert report.errors == [], report.errors[:5]
    assert report.integrity == "ok"
    assert report.lost_memories == [] and report.lost_episodes == []
    # Every kind of client really took part.
    for op in (
        "mcp.write",
        "mcp.search",
        "cli.write",
        "hook.session-start",
        "facade.write",
        "facade.search",
        "sleep.pass",
    ):
        assert report.latency.get(op, {}).get("n", 0) > 0, (op, report.latency)
    # Six writer processes (2 MCP, 2 CLI, 2 in-process) each had a write acknowledged. A
    # fixed throughput figure would fail on a loaded machine without anything being wrong.
    assert report.acked_memories >= 6


def test_threads_sharing_one_memory_like_the_server_does(tmp_path: Path) -> None:
    """The MCP SDK runs sync tools in worker threads over one Memory instance."""
    mem = Memory(tmp_path / "t.db", embedder=FakeEmbedder(), project=str(tmp_path))
    errors: list[BaseException] = []
    acked: list[int] = []
    lock = threading.Lock()

    def work(n: int) -> None:
        try:
            for i in range(8):
                r = mem.write(
                    f"thread {n} decided to use queue {i} for job batch {n * 100 + i}",
                    kind="decision",
                )
                with lock:
                    acked.append(r.memory_id)
                mem.search(f"queue {i} job")
                if i % 4 == 3:
                    mem.outcome(r.memory_id, "ok")
        except BaseException as e:  # noqa: BLE001 - collected and asserted below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    with mem.store.connect() as conn:
        present = {r[0] for r in conn.execute("SELECT id FROM memories")}
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert set(acked) <= present


def test_two_sleep_passes_at_once_apply_the_work_once(tmp_path: Path) -> None:
    """Two sessions ending together: the lock serialises them; nothing is doubled."""
    import random

    from retain.sleep.run import run_sleep_pass

    harness = load_harness()
    db, project = tmp_path / "s.db", tmp_path / "proj"
    project.mkdir()
    transcript = tmp_path / "session-a.jsonl"
    harness.write_transcript(transcript, "session-a", random.Random(5), turns=8, strong_only=True)
    reports: list[object] = []
    errors: list[BaseException] = []

    def one() -> None:
        try:
            reports.append(
                run_sleep_pass(
                    db,
                    transcript_path=transcript,
                    session_id="session-a",
                    project_dir=project,
                    now=1_800_000_000.0,
                )
            )
        except BaseException as e:  # noqa: BLE001
            errors.append(e)

    Memory(db, embedder=None, project=str(project))
    threads = [threading.Thread(target=one) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    captured = sum(r.captured for r in reports)  # type: ignore[attr-defined]
    with Memory(db, embedder=None, project=str(project)).store.connect() as conn:
        episodes = conn.execute("SELECT COUNT(*) FROM episodes WHERE source = 'transcript'")
        assert episodes.fetchone()[0] == captured > 0
        dupes = conn.execute(
            "SELECT content_hash, COUNT(*) FROM memories WHERE status = 'live' "
            "GROUP BY content_hash HAVING COUNT(*) > 1"
        ).fetchall()
        assert dupes == []
        assert (
            conn.execute("SELECT COUNT(*) FROM episodes WHERE distilled_at IS NULL").fetchone()[0]
            == 0
        )
