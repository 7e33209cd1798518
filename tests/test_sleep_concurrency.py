"""Two sessions ending at the same moment: two detached passes on one database.

Whatever the interleaving (one waits for the lock, or captures while the other
consolidates), the store must end as if both transcripts had gone through one pass.
Row ids may differ with the interleaving, so stores are compared by content.

One order effect is inherent and allowed: when two sessions state the same belief
strongly in different words, the belief keeps the wording of the pass that saw it
first. The sessions here avoid that case so the comparison can be exact.
"""

from __future__ import annotations

import re
import sqlite3
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env
from retain import Memory
from retain.config import log_path
from retain.sleep.run import capture_transcript, run_sleep_pass
from retain.store.sqlite import SqliteStore
from test_sleep import EXPLICIT, STRONG, WEAK, WEAK_AGAIN, write_transcript

T0 = 1_767_225_600.0
NOW = T0 + 86_400.0

SESSION_A = (EXPLICIT, WEAK, STRONG)
SESSION_B = (
    WEAK_AGAIN,  # repeats A's weak statement: promoted only across the two sessions
    "The reports module must use UTC timestamps.",  # weakly backs A's strong statement
    "Remember that we switched the job queue from RabbitMQ to SQS.",  # closes a seeded belief
)


def seed(db: Path, project_dir: Path) -> None:
    mem = Memory(db, embedder=None, project=str(project_dir))
    mem.write("The job queue is RabbitMQ", kind="fact", session_id="s0", now=T0)
    mem.write("The ledger is append-only by design", kind="decision", session_id="s0", now=T0)
    mem.add_many(
        [
            "Deploys run through make release on the build host",
            "deploys run through make release on the build host!",
        ],
        kind="procedure",
        created_at=[T0, T0 + 1],
    )


def canonical(db: Path) -> dict[str, list]:
    """The store without surrogate ids: memories named by content, links by those names."""
    conn = sqlite3.connect(db)
    conn.row_factory = sqlite3.Row
    try:
        mems = [dict(r) for r in conn.execute("SELECT * FROM memories")]
        name = {m["id"]: (m["text"], m["created_at"], m["scope"], m["kind"]) for m in mems}
        eps = [dict(r) for r in conn.execute("SELECT * FROM episodes")]
        ep_name = {e["id"]: (e["session_id"], e["content_hash"], e["created_at"]) for e in eps}

        def rename(m: dict) -> tuple:
            m = dict(m)
            mid = m.pop("id")
            if m["superseded_by"] is not None:
                m["superseded_by"] = name[m["superseded_by"]]
            if m["retired_reason"]:
                m["retired_reason"] = re.sub(
                    r"\[(\d+)\]", lambda g: repr(name[int(g.group(1))]), m["retired_reason"]
                )
            return (name[mid], tuple(sorted(m.items(), key=lambda kv: kv[0])))

        return {
            "memories": sorted(rename(m) for m in mems),
            "episodes": sorted(
                tuple(sorted((k, v) for k, v in e.items() if k != "id")) for e in eps
            ),
            "sources": sorted(
                (name[r[0]], ep_name[r[1]])
                for r in conn.execute("SELECT memory_id, episode_id FROM memory_sources")
            ),
        }
    finally:
        conn.close()


def sequential(db: Path, project_dir: Path, runs: list[tuple[Path, str]]) -> dict[str, list]:
    seed(db, project_dir)
    for transcript, sid in runs:
        run_sleep_pass(
            db, now=NOW, transcript_path=transcript, session_id=sid, project_dir=project_dir
        )
    return canonical(db)


def single_pass(db: Path, project_dir: Path, runs: list[tuple[Path, str]]) -> dict[str, list]:
    """Every transcript captured first, then one pass over all of it."""
    seed(db, project_dir)
    store = SqliteStore(db)
    with store.session():
        for transcript, sid in runs:
            capture_transcript(store, transcript, session_id=sid, project_dir=project_dir, now=NOW)
    # The same project as the per-session passes: a pass that knows it also anchors its
    # memories to the project's code (anchored_at).
    run_sleep_pass(db, now=NOW, project_dir=project_dir)
    return canonical(db)


def concurrent(db: Path, project_dir: Path, runs: list[tuple[Path, str]]) -> dict[str, list]:
    seed(db, project_dir)
    env = subprocess_env(RETAIN_EMBEDDER="none")
    procs = [
        subprocess.Popen(
            [
                PYTHON,
                "-m",
                "retain.sleep",
                "--transcript",
                str(t),
                "--session-id",
                sid,
                "--project-dir",
                str(project_dir),
                "--db",
                str(db),
                "--now",
                str(NOW),
            ],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for t, sid in runs
    ]
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0 and err == "" and out == ""
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        reports = [r[0] for r in conn.execute("SELECT report FROM sleep_runs ORDER BY id")]
    finally:
        conn.close()
    assert len(reports) == len(runs) and all('"skipped": null' in r for r in reports)
    assert "error" not in log_path().read_text()
    return canonical(db)


@pytest.fixture
def transcripts(tmp_path: Path) -> dict[str, Path]:
    return {
        "a": write_transcript(tmp_path / "a.jsonl", *SESSION_A, session="sa"),
        "b": write_transcript(tmp_path / "b.jsonl", *SESSION_B, session="sb"),
    }


def test_the_same_session_twice_at_once_equals_one_pass(tmp_path, project_dir, transcripts):
    runs = [(transcripts["a"], "sa"), (transcripts["a"], "sa")]
    once = single_pass(tmp_path / "once.db", project_dir, runs[:1])
    assert sequential(tmp_path / "twice.db", project_dir, runs) == once
    assert concurrent(tmp_path / "both.db", project_dir, runs) == once


def test_two_sessions_at_once_equal_the_two_passes_in_sequence(tmp_path, project_dir, transcripts):
    runs = [(transcripts["a"], "sa"), (transcripts["b"], "sb")]
    one = single_pass(tmp_path / "one.db", project_dir, runs)
    # whichever pass wins the lock, the result is the same
    assert sequential(tmp_path / "ab.db", project_dir, runs) == one
    assert sequential(tmp_path / "ba.db", project_dir, runs[::-1]) == one
    memories = {m[0][0]: dict(m[1]) for m in one["memories"]}
    (tabs,) = [m for text, m in memories.items() if text.startswith("I prefer tabs")]
    assert (tabs["support"], tabs["consolidated"]) == (2, 1)  # repeated across sessions
    assert memories["The reports module must ALWAYS use UTC timestamps."]["consolidated"] == 1
    assert memories["The job queue is RabbitMQ"]["status"] == "superseded"
    assert concurrent(tmp_path / "both.db", project_dir, runs) == one
