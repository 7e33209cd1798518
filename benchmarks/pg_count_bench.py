"""Where a team-store search with vectors spends its time, and what counting the vectors
cost it: on the databases `benchmarks.pg_bench fill` left (HNSW index built).

    python -m benchmarks.pg_count_bench --work W --sizes 100000 1000000 --queries 21
    python -m benchmarks.pg_count_bench --work W --sizes 1000000 --no-search  # counts only

Per size, as the member role (row-level security in every query), in one run:
- the count alone, three ways: every vector of the model (what ServerIndex.refresh ran
  on each search, and Memory ran once to choose the index), counting up to
  SERVER_INDEX_FROM (what Memory runs now) and up to 1 (what refresh runs now);
- search with vectors, the way before (a ServerIndex whose refresh counts every vector)
  and now, interleaved query by query (the order alternating), on two Memory objects of
  the same store; each query must return the same ids and scores both ways;
- the store's calls of one search now, by name: time and calls per search (medians).
Medians and p95 in ms; results in benchmarks/results/pg_count_bench.json.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from retain import Memory
from retain.vectors.server_index import SERVER_INDEX_FROM, ServerIndex

from .pg_bench import PASSWORD, ROLE, kept_server, pgdata
from .speed import PROJECT, ms
from .synthetic import SeededEmbedder, TextGen

NOW = 1_800_000_000.0  # one clock for every search: both ways rank alike


class CountingServerIndex(ServerIndex):
    """ServerIndex as it was: every search counted every visible vector of the model."""

    def refresh(self, store: Any) -> None:
        self._store = store
        self._size = store.count_vectors(self.model)


def timed(fn: Callable[[], object], runs: int) -> dict[str, float]:
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return ms(samples)


def store_calls(mem: Memory, queries: list[str]) -> dict[str, dict[str, float]]:
    """Each public store method one search calls: median ms and calls per search."""
    store = mem.store
    spent: dict[str, list[float]] = defaultdict(list)
    calls: dict[str, list[int]] = defaultdict(list)
    now: dict[str, float] = defaultdict(float)
    count: dict[str, int] = defaultdict(int)
    wrapped = []
    for name in dir(type(store)):
        fn = getattr(store, name, None)
        if name.startswith("_") or name in ("session", "transaction") or not callable(fn):
            continue

        def wrap(*a: Any, _fn: Any = fn, _name: str = name, **k: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return _fn(*a, **k)
            finally:
                now[_name] += time.perf_counter() - t0
                count[_name] += 1

        setattr(store, name, wrap)
        wrapped.append(name)
    try:
        for q in queries:
            now.clear()
            count.clear()
            mem.search(q, k=5, record_use=False, now=NOW)
            for name in set(spent) | set(now):
                spent[name].append(now.get(name, 0.0))
                calls[name].append(count.get(name, 0))
    finally:
        for name in wrapped:
            delattr(store, name)
    return {
        name: {
            "median_ms": statistics.median(v) * 1000,
            "calls": statistics.median(calls[name]),
        }
        for name, v in sorted(spent.items(), key=lambda kv: -statistics.median(kv[1]))
    }


def measure_size(member: str, queries: list[str], runs: int, search: bool = True) -> dict:
    embedder = SeededEmbedder()
    now_mem = Memory(member, embedder=embedder, project=PROJECT, keep_open=True)
    store, model = now_mem.store, embedder.name
    row: dict = {"load_start": os.getloadavg(), "runs": runs, "queries": len(queries) - 1}
    row["vectors"] = store.count_vectors(model)
    row["count"] = {
        "every": timed(lambda: store.count_vectors(model), runs),
        f"upto_{SERVER_INDEX_FROM}": timed(
            lambda: store.count_vectors(model, upto=SERVER_INDEX_FROM), runs
        ),
        "upto_1": timed(lambda: store.count_vectors(model, upto=1), runs),
    }
    print(json.dumps(row["count"]), flush=True)
    if search:
        row.update(compare_search(now_mem, member, queries))
    row["load_end"] = os.getloadavg()
    now_mem.close()
    return row


def compare_search(now_mem: Memory, member: str, queries: list[str]) -> dict:
    """Search before and now, interleaved, the same answers asserted; the store's calls."""
    embedder = SeededEmbedder()
    index = now_mem.vector_index()
    assert isinstance(index, ServerIndex), "the store is below SERVER_INDEX_FROM vectors"
    before = Memory(member, embedder=embedder, project=PROJECT, keep_open=True)
    warm = before.context.vectors()
    assert warm is not None
    warm.index = CountingServerIndex(embedder.name, embedder.dim)
    row: dict = {}
    for mem in (now_mem, before):  # one search each first: connections and caches warm
        mem.search(queries[0], k=5, record_use=False, now=NOW)
    took: dict[str, list[float]] = {"before": [], "now": []}
    differing = 0
    for i, q in enumerate(queries[1:]):
        answers = {}
        ways = [("before", before), ("now", now_mem)]
        for name, mem in ways if i % 2 else ways[::-1]:
            t0 = time.perf_counter()
            hits = mem.search(q, k=5, record_use=False, now=NOW)
            took[name].append(time.perf_counter() - t0)
            answers[name] = [(h.memory.id, round(h.score, 9)) for h in hits]
        differing += answers["before"] != answers["now"]
    assert not differing, f"{differing} queries answered differently"
    row["search"] = {name: ms(v) for name, v in took.items()}
    row["search"]["before_over_now"] = (
        row["search"]["before"]["median_ms"] / row["search"]["now"]["median_ms"]
    )
    row["same_answers"] = len(queries) - 1 - differing
    print(json.dumps(row["search"]), flush=True)
    row["store_calls_now"] = store_calls(now_mem, queries[1:])
    before.close()
    return row


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--work", type=Path, required=True, help="pg_bench's staged directory")
    ap.add_argument("--sizes", type=int, nargs="+", default=[100_000])
    ap.add_argument("--queries", type=int, default=21)
    ap.add_argument("--runs", type=int, default=21, help="timings of each count")
    ap.add_argument("--no-search", action="store_true", help="the counts only (no HNSW yet)")
    ap.add_argument("--out", type=Path, default=Path("benchmarks/results/pg_count_bench.json"))
    args = ap.parse_args(argv)
    from retain.store.postgres import url_with

    os.environ["RETAIN_HOME"] = str(args.work / "home")
    admin = kept_server(pgdata(args.work))
    queries = TextGen(11).queries(args.queries + 1)
    out: dict = {"sizes": {}}
    for n in args.sizes:
        member = url_with(url_with(admin, db=f"retain_bench_{n}"), user=ROLE, password=PASSWORD)
        out["sizes"][str(n)] = measure_size(member, queries, args.runs, not args.no_search)
        print(n, json.dumps(out["sizes"][str(n)]), flush=True)
    args.out.write_text(json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
