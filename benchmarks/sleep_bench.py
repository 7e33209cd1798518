"""Sleep pass cost on large stores: a fresh bulk import, then a store whose backlog is done.

    python -m benchmarks.sleep_bench                          # 1k, 10k, 100k memories
    python -m benchmarks.sleep_bench --sizes 10000 --vectors  # with stored 384-d vectors
    python -m benchmarks.sleep_bench --cap 2000               # the default caps: prunes

Stores are filled with `Memory.add_many` in batches of 5,000 (no gate, no embedder unless
--vectors, which stores FakeEmbedder vectors of MiniLM's width), one project, created over
the past year, with one near-copy per 500 memories. Two cases per size:

- import: three passes in a row right after the import. Each pass checks its budget of
  the import for duplicates (retain.backlog) and leaves the rest to later passes.
- steady: the same store with its backlog already worked through (a finished pass whose
  cursor covers everything, as after enough passes): an idle pass, then a pass after a
  session (50 pending observations from 10 sessions and 5 gated writes), then one more.

Passes run in this process with RETAIN_MAX_LIVE raised (unless --cap) so pruning does
not hide the rest. Standalone: needs only `retain`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

DAY = 86_400.0
NOW = 1_767_225_600.0 + 400 * DAY  # a fixed clock: runs are comparable

NOUNS = (
    "parser cache router ledger scheduler mailer uploader indexer tokenizer gateway webhook "
    "renderer sampler throttle registry billing invoice checkout session profile search "
    "importer exporter notifier auditor planner resolver compiler linter formatter bundler"
).split()
THINGS = (
    "retries timeouts batching sharding logging metrics tracing pagination checksums "
    "compression encryption hashing caching locking migrations fixtures snapshots quotas "
    "backoff deduplication validation serialization streaming"
).split()
TOOLS = (
    "postgres redis kafka nginx celery grpc graphql protobuf sqlite duckdb rabbitmq sqs "
    "terraform docker kubernetes prometheus grafana sentry vault consul"
).split()
VERBS = "uses handles owns wraps delegates caches validates retries batches logs".split()


def texts(n: int, rng: random.Random) -> list[str]:
    out = [
        f"The {rng.choice(NOUNS)} {rng.choice(VERBS)} {rng.choice(THINGS)} through "
        f"{rng.choice(TOOLS)} for {rng.choice(NOUNS)}{i % 997} since release r{i}"
        for i in range(n)
    ]
    for j in range(0, n - 1, 500):  # near-copies: the same words and figures
        out[j + 1] = out[j] + "!"
    return out


def build(path: Path, n: int, project: Path, vectors: bool) -> None:
    from tests.fakes import FakeEmbedder

    from retain import Memory

    rng = random.Random(n)
    embedder = FakeEmbedder(384) if vectors else None
    mem = Memory(path, embedder=embedder, project=str(project))
    all_texts = texts(n, rng)
    stamps = [NOW - 365 * DAY * (1 - i / n) for i in range(n)]
    for start in range(0, n, 5000):
        mem.add_many(
            all_texts[start : start + 5000],
            kind="fact",
            created_at=stamps[start : start + 5000],
            embed=vectors,
        )


def add_session(path: Path, project: Path, k: int) -> None:
    """k pending observations (as the SessionEnd capture stores them) and 5 gated writes."""
    from retain import Memory
    from retain.store import db
    from retain.store import queries as store

    rng = random.Random(k)
    conn = db.connect(path)
    try:
        with db.transaction(conn):
            for i in range(k):
                store.insert_episode(
                    conn,
                    text=f"I prefer the {rng.choice(NOUNS)} tests to use "
                    f"{rng.choice(TOOLS)} seed {i}",
                    actor="transcript",
                    source="transcript",
                    now=NOW + 90,
                    session_id=f"bench-{i // 5}",
                    kind="preference",
                    signal=0.7 if i % 3 == 0 else 0.5,
                    distilled=False,
                )
    finally:
        conn.close()
    mem = Memory(path, embedder=None, project=str(project))
    for i in range(5):
        mem.write(f"Session note {i}: the build cache moved to bucket cache-{i}", now=NOW + 100)


def mark_done(path: Path, now: float) -> None:
    """Record a finished pass whose cursor covers everything up to `now`."""
    conn = sqlite3.connect(path)
    try:
        newest = conn.execute("SELECT COALESCE(MAX(id), 0) FROM memories").fetchone()[0]
        episode = conn.execute("SELECT COALESCE(MAX(id), 0) FROM episodes").fetchone()[0]
        cursor = {
            "started_at": now,
            "max_memory_id": newest,
            "episode_id": episode,
            "merge_at": now,
            "merge_id": 0,
            "merge_new_id": newest,
        }
        with conn:
            conn.execute(
                "INSERT INTO sleep_runs (started_at, finished_at, report) VALUES (?, ?, ?)",
                (now, now, json.dumps({"cursor": cursor})),
            )
    finally:
        conn.close()


def timed(path: Path, now: float) -> tuple[float, dict[str, Any]]:
    from retain.sleep.run import run_sleep_pass

    t0 = time.perf_counter()
    report = run_sleep_pass(path, now=now)
    return time.perf_counter() - t0, {k: v for k, v in report.as_dict().items() if v}


def fresh_copy(base: Path, work: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(str(work) + suffix).unlink(missing_ok=True)
    shutil.copy(base, work)


def run(
    root: Path, sizes: list[int], vectors: bool, pending: int, cases: set[str]
) -> list[dict[str, Any]]:
    project = root / "project"
    project.mkdir(parents=True, exist_ok=True)
    rows = []
    for n in sizes:
        base = root / f"base-{n}{'-vec' if vectors else ''}.db"
        if not base.exists():
            t0 = time.perf_counter()
            build(base, n, project, vectors)
            print(f"# built {n:,} memories in {time.perf_counter() - t0:.1f} s", flush=True)
        work = root / "work.db"
        if "import" in cases:
            fresh_copy(base, work)
            passes = [timed(work, NOW + 60 + i) for i in range(3)]
            rows.append({"n": n, "case": "import"})
            rows[-1].update({f"pass{i + 1}": p for i, p in enumerate(passes)})
            print(json.dumps({**rows[-1], "vectors": vectors}), flush=True)
        if "steady" in cases:
            fresh_copy(base, work)
            mark_done(work, NOW)
            idle = timed(work, NOW + 60)
            add_session(work, project, pending)
            rows.append(
                {
                    "n": n,
                    "case": "steady",
                    "pass1": idle,
                    "pass2": timed(work, NOW + 120),
                    "pass3": timed(work, NOW + 120),
                }
            )
            print(json.dumps({**rows[-1], "vectors": vectors}), flush=True)
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.sleep_bench", description=__doc__)
    p.add_argument("--sizes", default="1000,10000,100000")
    p.add_argument("--vectors", action="store_true", help="store 384-d (fake) vectors")
    p.add_argument("--pending", type=int, default=50, help="observations in the session")
    p.add_argument("--cap", type=int, help="RETAIN_MAX_LIVE (default: raised out of the way)")
    p.add_argument("--dir", help="keep the stores here (reused by later runs)")
    p.add_argument("--cases", default="import,steady", help="import, steady or both")
    a = p.parse_args(argv)
    sizes = [int(s) for s in a.sizes.split(",")]
    with tempfile.TemporaryDirectory(prefix="retain-sleep-bench-") as tmp:
        root = Path(a.dir) if a.dir else Path(tmp)
        os.environ["RETAIN_HOME"] = str(Path(tmp) / "home")
        os.environ["RETAIN_EMBEDDER"] = "tests.fakes:FakeEmbedder" if a.vectors else "none"
        os.environ["RETAIN_MAX_LIVE"] = str(a.cap or 10_000_000)
        rows = run(root, sizes, a.vectors, a.pending, set(a.cases.split(",")))
    print("\n| memories | case | pass 1 (s) | pass 2 (s) | pass 3 (s) |")
    print("|---|---|---|---|---|")
    for r in rows:
        secs = " | ".join(f"{r[k][0]:.2f}" for k in ("pass1", "pass2", "pass3"))
        print(f"| {r['n']:,} | {r['case']} | {secs} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
