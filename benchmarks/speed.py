"""Speed and scale: search latency, write throughput, size on disk, sleep pass, server start.

    python -m benchmarks.speed                          # 1k, 10k, 100k stores; 1M vectors
    python -m benchmarks.speed --sizes 1000 --vector-sizes 100000 --no-server

Stores are filled through `Memory.add_many` with deterministic synthetic text and seeded
random 384-d vectors (benchmarks/synthetic.py): the ranking code, SQL and vector index do
the same work as with MiniLM vectors, without spending minutes embedding. The model's own
cost (one query embedding, one write) is measured separately with the real MiniLM.
Every figure is a median (and p95) of repeated runs in one process.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from retain import Memory
from retain.vectors.index import VectorIndex

from .synthetic import SeededEmbedder, TextGen, random_unit_vectors

REPO = Path(__file__).resolve().parents[1]
PROJECT = "path:/bench/project"
OTHER = "path:/bench/other"
CHUNK = 5000  # memories per add_many transaction when filling


def pct(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def ms(samples: list[float]) -> dict[str, float]:
    return {"median_ms": statistics.median(samples) * 1000, "p95_ms": pct(samples, 0.95) * 1000}


def fill(path: Path, n: int, embedder: object, project: str = PROJECT, seed: int = 7) -> Memory:
    """n memories: 70% this project, 20% user scope, 10% another project."""
    mem = Memory(path, embedder=embedder, project=project)
    gen = TextGen(seed)
    texts = gen.texts(n)
    for start in range(0, n, CHUNK):
        chunk = texts[start : start + CHUNK]
        cut_user, cut_other = int(len(chunk) * 0.7), int(len(chunk) * 0.9)
        mem.add_many(chunk[:cut_user], scope="project", kind="fact")
        mem.add_many(chunk[cut_user:cut_other], scope="user", kind="preference")
        mem.add_many(chunk[cut_other:], scope="project", project=OTHER, kind="decision")
    return mem


def disk_bytes(path: Path) -> int:
    import sqlite3

    conn = sqlite3.connect(str(path))
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return sum(p.stat().st_size for p in path.parent.glob(path.name + "*"))


def bench_search(path: Path, queries: list[str], *, record_use: bool = True) -> dict[str, float]:
    """A fresh facade (like a new server process): the first search loads the vector index,
    the rest are warm."""
    mem = Memory(path, embedder=SeededEmbedder(), project=PROJECT, keep_open=True)
    t0 = time.perf_counter()
    mem.search(queries[0], k=5, record_use=record_use)
    first = time.perf_counter() - t0
    samples = []
    for q in queries[1:]:
        t0 = time.perf_counter()
        mem.search(q, k=5, record_use=record_use)
        samples.append(time.perf_counter() - t0)
    return {"first_ms": first * 1000, **ms(samples)}


def bench_writes(path: Path, embedder: object, n: int, seed: int) -> dict[str, float]:
    """Memory.write through the gate (redaction, episode, neighbours, verdict, insert)."""
    mem = Memory(path, embedder=embedder, project=PROJECT, keep_open=True)
    texts = TextGen(seed).texts(n)
    mem.write(texts[0])  # warm the vector index
    samples = []
    for t in texts[1:]:
        t0 = time.perf_counter()
        mem.write(t)
        samples.append(time.perf_counter() - t0)
    return {"per_s": 1.0 / statistics.median(samples), **ms(samples)}


def bench_vectors(n: int, queries: int = 50) -> dict[str, float]:
    """VectorIndex.nearest alone (numpy brute force), scoped to one project."""
    index = VectorIndex("bench", 384)
    vecs = random_unit_vectors(n)
    projects: list[str | None] = [PROJECT if i % 10 < 7 else None for i in range(n)]
    index.add(list(range(1, n + 1)), vecs, projects)
    qs = random_unit_vectors(queries, seed=99)
    samples = []
    for q in qs:
        t0 = time.perf_counter()
        index.nearest(q, PROJECT, 100)
        samples.append(time.perf_counter() - t0)
    return ms(samples)


def bench_sleep(path: Path) -> float | None:
    try:
        from retain.sleep.run import run_sleep_pass
    except ImportError:
        return None
    t0 = time.perf_counter()
    run_sleep_pass(path, now=time.time())
    return time.perf_counter() - t0


def bench_model(samples: int = 30) -> dict[str, float] | None:
    """The real MiniLM as retain builds it by default (retain.vectors.embed.create): one query
    embedding (what every search adds) and its import + load time."""
    try:
        from retain.vectors.embed import create

        t0 = time.perf_counter()
        model = create("minilm")
        load = time.perf_counter() - t0
        assert model is not None
    except Exception as e:  # not installed: report and carry on
        print(f"(MiniLM unavailable: {e})", file=sys.stderr)
        return None
    gen = TextGen(5)
    times = []
    for q in gen.queries(samples):
        t0 = time.perf_counter()
        model.embed([q])
        times.append(time.perf_counter() - t0)
    return {"import_and_load_s": load, "class": type(model).__name__, **ms(times), "model": model}


async def _server_once(db: Path, project_dir: Path, embedder: str) -> tuple[float, float]:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    env = dict(os.environ)
    env.update(RETAIN_DB=str(db), RETAIN_EMBEDDER=embedder, CLAUDE_PROJECT_DIR=str(project_dir))
    env["PYTHONPATH"] = str(REPO / "src") + os.pathsep + env.get("PYTHONPATH", "")
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "retain", "serve"], env=env, cwd=str(project_dir)
    )
    t0 = time.perf_counter()
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        t_init = time.perf_counter() - t0
        await session.call_tool("memory_search", {"query": "retry queue timeout"})
        t_search = time.perf_counter() - t0
    return t_init, t_search


def bench_server(db: Path, project_dir: Path, runs: int, embedder: str) -> dict[str, float]:
    inits, searches = [], []
    for _ in range(runs):
        a, b = asyncio.run(_server_once(db, project_dir, embedder))
        inits.append(a)
        searches.append(b)
    return {
        "initialize_ms": statistics.median(inits) * 1000,
        "first_search_ms": statistics.median(searches) * 1000,
    }


def run(
    sizes: list[int],
    vector_sizes: list[int],
    *,
    queries: int = 200,
    writes: int = 100,
    server_runs: int = 5,
    model: bool = True,
    server: bool = True,
    sleep: bool = True,
    sleep_max: int = 10_000,
    workdir: Path | None = None,
) -> dict:
    results: dict = {"stores": {}, "vectors": {}}
    with tempfile.TemporaryDirectory(prefix="retain-speed-") as tmp:
        base = workdir or Path(tmp)
        project_dir = base / "project"
        project_dir.mkdir(exist_ok=True)
        from retain.scope import project_id

        real_project = project_id(str(project_dir))
        for n in sizes:
            path = base / f"store-{n}.db"
            t0 = time.perf_counter()
            fill(path, n, SeededEmbedder(), project=PROJECT)
            fill_s = time.perf_counter() - t0
            row: dict = {"fill_per_s": n / fill_s, "bytes_per_memory": disk_bytes(path) / n}
            qs = TextGen(seed=n + 1).queries(queries + 1)
            row["search"] = bench_search(path, qs)
            row["write_fake_vectors"] = bench_writes(path, SeededEmbedder(), writes, seed=n + 2)
            row["write_no_vectors"] = bench_writes(path, None, writes, seed=n + 3)
            if sleep and n <= sleep_max:
                row["sleep_pass_s"] = bench_sleep(path)
            results["stores"][n] = row
            print(f"  {n:>7} memories: {json.dumps(row)}", file=sys.stderr, flush=True)
        if model:
            m = bench_model()
            if m is not None:
                embedder = m.pop("model")
                results["model"] = m
                path = base / "store-model.db"
                fill(path, 1000, SeededEmbedder())
                mem = Memory(path, embedder=embedder, project=PROJECT)
                texts = TextGen(21).texts(writes)
                samples = []
                for t in texts:
                    t0 = time.perf_counter()
                    mem.write(t)
                    samples.append(time.perf_counter() - t0)
                results["write_minilm"] = {"per_s": 1 / statistics.median(samples), **ms(samples)}
        if server:
            path = base / "store-server.db"
            fill(path, 10_000, SeededEmbedder(), project=real_project)
            results["server_10k"] = {
                emb: bench_server(path, project_dir, server_runs, emb) for emb in ("none", "minilm")
            }
        for n in vector_sizes:
            results["vectors"][n] = bench_vectors(n)
            print(f"  vectors {n}: {results['vectors'][n]}", file=sys.stderr, flush=True)
    return results


def render(r: dict) -> str:
    lines = [
        "| memories | search median / p95 (ms) | first search (ms) | write, no vectors "
        "(per s) | write, vectors (per s) | bytes / memory | bulk fill (per s) | sleep pass (s) |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for n, row in r["stores"].items():
        s = row["search"]
        sleep = row.get("sleep_pass_s")
        lines.append(
            f"| {int(n):,} | {s['median_ms']:.1f} / {s['p95_ms']:.1f} | {s['first_ms']:.0f} | "
            f"{row['write_no_vectors']['per_s']:.0f} | {row['write_fake_vectors']['per_s']:.0f} | "
            f"{row['bytes_per_memory']:.0f} | {row['fill_per_s']:.0f} | "
            f"{'n/a' if sleep is None else f'{sleep:.2f}'} |"
        )
    if r.get("vectors"):
        lines += ["", "| vectors (384-d) | nearest median / p95 (ms) |", "|---|---|"]
        for n, v in r["vectors"].items():
            lines.append(f"| {int(n):,} | {v['median_ms']:.1f} / {v['p95_ms']:.1f} |")
    if "model" in r:
        m = r["model"]
        lines += [
            "",
            f"MiniLM ({m['class']}): import + load {m['import_and_load_s']:.1f} s; "
            f"one query embedding {m['median_ms']:.1f} ms median ({m['p95_ms']:.1f} p95); "
            f"memory_write with MiniLM {r['write_minilm']['per_s']:.0f}/s "
            f"({r['write_minilm']['median_ms']:.1f} ms median).",
        ]
    if "server_10k" in r:
        for emb, v in r["server_10k"].items():
            lines.append(
                f"MCP server (10k store, RETAIN_EMBEDDER={emb}): spawn -> initialize "
                f"{v['initialize_ms']:.0f} ms, spawn -> first search answered "
                f"{v['first_search_ms']:.0f} ms (median of runs)."
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.speed")
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--vector-sizes", default="10000,100000,1000000")
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--writes", type=int, default=100)
    ap.add_argument("--server-runs", type=int, default=5)
    ap.add_argument("--no-model", action="store_true")
    ap.add_argument("--no-server", action="store_true")
    ap.add_argument("--no-sleep", action="store_true")
    ap.add_argument("--sleep-max", type=int, default=10_000, help="largest store to sleep-pass")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    parse = lambda s: [int(x) for x in s.split(",") if x]  # noqa: E731
    r = run(
        parse(args.sizes),
        parse(args.vector_sizes),
        queries=args.queries,
        writes=args.writes,
        server_runs=args.server_runs,
        model=not args.no_model,
        server=not args.no_server,
        sleep=not args.no_sleep,
        sleep_max=args.sleep_max,
    )
    print(render(r))
    if args.json:
        args.json.write_text(json.dumps(r, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
