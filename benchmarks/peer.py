"""retain against a peer, brainmem 0.3.0, on the same LoCoMo protocol and the same latency
workloads, in one run, reported as ratios.

    python -m venv ../peer-venv && ../peer-venv/bin/pip install brainmem==0.3.0 mcp==2.3.0
    python -m benchmarks.peer [--python ../peer-venv/bin/python] [--sizes 1000,10000,100000]

brainmem is never imported here: benchmarks/peer_brainmem.py runs under the peer's own
interpreter and talks JSON over a pipe. Both systems get the same all-MiniLM-L6-v2
vectors on LoCoMo (brainmem also with its default HashEmbedder) and the same synthetic
texts and seeded random vectors in the latency runs. Skips cleanly when the peer's
interpreter or the LoCoMo data is missing.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from . import locomo_data as data
from .locomo import DEPTH, Scored, summarise
from .locomo import run as run_locomo
from .speed import bench_server, fill
from .speed import run as run_speed
from .synthetic import SeededEmbedder

REPO = Path(__file__).resolve().parents[1]
DEFAULT_PEER = REPO.parent / "peer-venv" / "bin" / "python"
PEER_DEPTH = 20  # brainmem's MMR is quadratic in k in pure Python; both are scored at 20


def call_peer(python: Path, job: dict, timeout: float = 7200) -> dict:
    proc = subprocess.run(
        [str(python), str(REPO / "benchmarks" / "peer_brainmem.py")],
        input=json.dumps(job),
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"peer driver failed:\n{proc.stderr[-3000:]}")
    sys.stderr.write(proc.stderr)
    return json.loads(proc.stdout)


def locomo_tables(python: Path, data_path: Path) -> dict:
    from .embed_cache import minilm

    convs = data.load(data_path)
    texts = sorted(
        {t.text for c in convs for t in c.turns} | {q.text for c in convs for q in c.questions}
    )
    emb = minilm()
    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="retain-peer-") as tmp:
        np.save(Path(tmp) / "vectors.npy", emb.embed(texts))
        (Path(tmp) / "texts.json").write_text(json.dumps(texts))
        for name in ("minilm", "hash"):
            t0 = time.perf_counter()
            out = call_peer(
                python,
                {
                    "kind": "locomo",
                    "data": str(data_path),
                    "embedder": name,
                    "depth": PEER_DEPTH,
                    "vectors": str(Path(tmp) / "vectors.npy"),
                    "texts": str(Path(tmp) / "texts.json"),
                },
            )
            rows = [
                Scored(r["sample_id"], r["category"], r["turn"], r["session"]) for r in out["rows"]
            ]
            results[f"brainmem ({name})"] = (rows, time.perf_counter() - t0)
    t0 = time.perf_counter()
    ours, _ = run_locomo(data_path, emb, rankers=("default",), depth=PEER_DEPTH)
    results["retain (default)"] = (ours["default"], time.perf_counter() - t0)
    return results


async def _peer_server_once(python: Path, db: Path) -> tuple[float, float]:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client

    env = dict(os.environ, BRAINMEM_DB=str(db))
    params = StdioServerParameters(command=str(python), args=["-m", "brainmem_mcp"], env=env)
    t0 = time.perf_counter()
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        t_init = time.perf_counter() - t0
        await session.call_tool("memory_search", {"query": "retry queue timeout"})
        return t_init, time.perf_counter() - t0


def server_times(python: Path, runs: int) -> dict:
    out = {}
    with tempfile.TemporaryDirectory(prefix="retain-peer-srv-") as tmp:
        db = Path(tmp) / "brainmem.db"
        call_peer(python, {"kind": "server_store", "path": str(db), "n": 10_000})
        inits, searches = [], []
        for _ in range(runs):
            a, b = asyncio.run(_peer_server_once(python, db))
            inits.append(a)
            searches.append(b)
        out["brainmem"] = {
            "initialize_ms": statistics.median(inits) * 1000,
            "first_search_ms": statistics.median(searches) * 1000,
        }
        project_dir = Path(tmp) / "project"
        project_dir.mkdir()
        from retain.scope import project_id

        ours = Path(tmp) / "retain.db"
        fill(ours, 10_000, SeededEmbedder(), project=project_id(str(project_dir)))
        out["retain"] = bench_server(ours, project_dir, runs, "none")
    return out


def render(loc: dict | None, speed: dict | None, servers: dict | None) -> str:
    lines: list[str] = []
    if loc:
        lines += [
            f"LoCoMo, categories 1-4 (n=1,536), rankings {PEER_DEPTH} deep; any@5 turn / session",
            "",
            "| system | multi-hop | temporal | open-domain | single-hop | cat 1-4 turn | "
            "cat 1-4 session | MRR (turn) | wall time (s) |",
            "|" + "---|" * 9,
        ]
        for name, (rows, secs) in loc.items():
            t, s = summarise(rows, "turn"), summarise(rows, "session")
            cats = [
                f"{t[c]['any@5']:.3f}"
                for c in ("multi-hop", "temporal", "open-domain", "single-hop")
            ]
            lines.append(
                f"| {name} | " + " | ".join(cats) + f" | {t['cat 1-4']['any@5']:.3f} | "
                f"{s['cat 1-4']['any@5']:.3f} | {t['cat 1-4']['MRR']:.3f} | {secs:.0f} |"
            )
        ours = summarise(loc["retain (default)"][0], "turn")["cat 1-4"]["any@5"]
        for name, (rows, _) in loc.items():
            if name.startswith("brainmem"):
                theirs = summarise(rows, "turn")["cat 1-4"]["any@5"]
                lines.append(f"\nretain / {name}, turn any@5: {ours / theirs:.2f}x")
    if speed:
        lines += [
            "",
            "| memories | search median ms (retain / brainmem; brainmem takes) | first search ms | "
            "write per s (retain gated / brainmem gated) | bytes per memory |",
            "|---|---|---|---|---|",
        ]
        for n, p in speed["brainmem"].items():
            stores = speed["retain"]["stores"]
            r = stores[int(n)] if int(n) in stores else stores[str(n)]
            rs, ps = r["search"], p["search"]
            lines.append(
                f"| {int(n):,} | {rs['median_ms']:.1f} / {ps['median_ms']:.1f} ("
                f"{ps['median_ms'] / rs['median_ms']:.1f}x as long) | "
                f"{rs['first_ms']:.0f} / {ps['first_ms']:.0f} | "
                f"{r['write_fake_vectors']['per_s']:.0f} / {p['write_per_s']:.0f} | "
                f"{r['bytes_per_memory']:.0f} / {p['bytes_per_memory']:.0f} |"
            )
    if servers:
        for name, v in servers.items():
            lines.append(
                f"\n{name} MCP server (10k store): spawn -> initialize "
                f"{v['initialize_ms']:.0f} ms, "
                f"-> first search answered {v['first_search_ms']:.0f} ms"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.peer")
    ap.add_argument(
        "--python", type=Path, default=Path(os.environ.get("RETAIN_PEER_PYTHON", DEFAULT_PEER))
    )
    ap.add_argument("--data", type=Path, default=data.DEFAULT_DATA)
    ap.add_argument("--sizes", default="1000,10000,100000")
    ap.add_argument("--queries", type=int, default=100)
    ap.add_argument("--writes", type=int, default=50)
    ap.add_argument("--server-runs", type=int, default=5)
    ap.add_argument("--skip", default="", help="comma list of: locomo, speed, server")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    if not args.python.exists():
        print(f"peer interpreter not found at {args.python}; skipping (see the module docstring).")
        return 0
    skip = set(filter(None, args.skip.split(",")))
    loc = speed = servers = None
    if "locomo" not in skip and args.data.exists():
        loc = locomo_tables(args.python, args.data)
    sizes = [int(x) for x in args.sizes.split(",") if x]
    if "speed" not in skip:
        theirs = call_peer(
            args.python,
            {"kind": "speed", "sizes": sizes, "queries": args.queries, "writes": args.writes},
        )
        ours = run_speed(
            sizes,
            [],
            queries=args.queries,
            writes=args.writes,
            model=False,
            server=False,
            sleep=False,
        )
        speed = {"brainmem": theirs, "retain": ours}
    if "server" not in skip:
        servers = server_times(args.python, args.server_runs)
    print(render(loc, speed, servers))
    if args.json:
        summary = {
            "locomo": {
                k: {
                    "turn": summarise(v[0], "turn"),
                    "session": summarise(v[0], "session"),
                    "seconds": v[1],
                }
                for k, v in (loc or {}).items()
            },
            "speed": speed,
            "servers": servers,
            "depth": PEER_DEPTH,
            "retain_depth": DEPTH,
        }
        args.json.write_text(json.dumps(summary, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
