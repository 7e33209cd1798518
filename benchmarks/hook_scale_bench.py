"""The SessionStart and prompt hooks as whole processes on large SQLite stores.

    python -m benchmarks.hook_scale_bench --work W --sizes 10000 100000 1000000 --rounds 7
    python -m benchmarks.hook_scale_bench --work W --sizes 1000000 --baseline-src OTHER/src

Reads the stores `benchmarks.pg_bench fill` left in W (W/sN.db: benchmarks/speed.py's
fill, 70% this project, 20% user scope, 10% another project). Point --work at a copy:
the hooks record what they show in the store's injections table, as in production.

Each round runs, in turn and as Claude Code runs them (hooks/retain-hook, through an
install-like prefix whose venv is this interpreter's; a JSON payload on stdin; no
`retain serve` running, so the prompt hook matches words only):

- `python -S -c pass`, the floor of the launcher's interpreter;
- `retain-hook session-start` (source startup, a new session id each run);
- `retain-hook prompt` with each of PROMPTS in turn (a new session id each run, so no
  memory is left out as already shown).

With --baseline-src, the two hooks also run with that directory first on PYTHONPATH
(another checkout's src, e.g. the code before a change), in the same rounds, so both
are measured under the same load. Medians of wall time (spawn to exit) and of the
child's CPU time, each as a ratio to the bare interpreter's in the same run; the load
average at start and end.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from pathlib import Path

from .hook_bench import launcher_prefix, load, run_process
from .speed import PROJECT
from .synthetic import TextGen

REPO = Path(__file__).resolve().parents[1]


def prompts() -> list[str]:
    """Round 6's prompt (a stored memory's words: benchmarks/team_hook_bench.py) and two
    written here in the words of the synthetic vocabulary, as a user would type them:
    the everyday words of the work (deploy, staging, queue, timeout) each match a few
    percent of the store, so together they match about a third of it."""
    return [
        TextGen(7).texts(3)[1],
        "why does the staging deploy fail when the metrics exporter restarts, the nightly "
        "job got killed again and the logs show a timeout in the queue worker",
        "add a retry with backoff to the payments webhook handler and keep the cache warm",
    ]


def cases(launcher: Path, srcs: dict[str, Path]) -> dict[str, tuple[list[str], str, Path | None]]:
    """name -> (command, event, src first on PYTHONPATH)."""
    out: dict[str, tuple[list[str], str, Path | None]] = {
        "bare python -S": ([sys.executable, "-S", "-c", "pass"], "", None)
    }
    for tag, src in srcs.items():
        for event in ("session-start", "prompt"):
            out[f"{tag} {event}"] = ([str(launcher), event], event, src)
    return out


def run(work: Path, size: int, rounds: int, srcs: dict[str, Path]) -> dict:
    db = work / f"s{size}.db"
    if not db.exists():
        raise SystemExit(f"{db} is missing: `python -m benchmarks.pg_bench fill` makes it")
    texts = prompts()
    out: dict = {"size": size, "rounds": rounds, "load_start": load(), "prompts": texts}
    with tempfile.TemporaryDirectory(prefix="retain-hookscale-") as tmp:
        launcher = launcher_prefix(Path(tmp))
        home = Path(tmp) / "home"
        home.mkdir(mode=0o700)
        base = dict(os.environ, RETAIN_DB=str(db), RETAIN_HOME=str(home), HOME=tmp)
        base.update(RETAIN_EMBEDDER="none", CLAUDE_PROJECT_DIR="")
        base.pop("PYTHONDONTWRITEBYTECODE", None)  # an install has its bytecode written
        todo = cases(launcher, srcs)
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name in todo}
        per_prompt: dict[str, list[list[float]]] = {
            name: [[] for _ in texts] for name in todo if name.endswith("prompt")
        }
        for r in range(rounds + 1):  # round 0 warms the page cache and writes bytecode
            for name, (cmd, event, src) in todo.items():
                env = dict(base)
                if src is not None:
                    env["PYTHONPATH"] = str(src) + os.pathsep + base.get("PYTHONPATH", "")
                k = r % len(texts)
                sid = f"scale-{name.replace(' ', '-')}-{r}"
                if event == "prompt":
                    payload = {"session_id": sid, "cwd": PROJECT, "prompt": texts[k]}
                else:
                    payload = {"session_id": sid, "cwd": PROJECT, "source": "startup"}
                took = run_process(cmd, json.dumps(payload).encode(), env)
                if r == 0:
                    continue
                samples[name].append(took)
                if name in per_prompt:
                    per_prompt[name][k].append(took[0])
    out["load_end"] = load()
    medians = {
        name: (statistics.median(w for w, _ in s), statistics.median(c for _, c in s))
        for name, s in samples.items()
    }
    bare_wall, bare_cpu = medians["bare python -S"]
    out["results"] = {}
    for name, (wall, cpu) in medians.items():
        row = {
            "wall_ms": round(wall * 1000, 1),
            "cpu_ms": round(cpu * 1000, 1),
            "wall_x_bare": round(wall / bare_wall, 2),
            "cpu_x_bare": round(cpu / max(bare_cpu, 1e-9), 2),
        }
        if name in per_prompt:
            row["wall_ms_per_prompt"] = [
                round(statistics.median(p) * 1000, 1) if p else None for p in per_prompt[name]
            ]
        out["results"][name] = row
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--work", type=Path, required=True, help="where W/sN.db are (a copy)")
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000, 1_000_000])
    ap.add_argument("--rounds", type=int, default=7, help="runs of each case (a multiple of 3)")
    ap.add_argument("--baseline-src", type=Path, help="also run the hooks with this src first")
    ap.add_argument("--out", type=Path, help="append each size's results (JSON lines)")
    args = ap.parse_args(argv)
    srcs = {"this": REPO / "src"}
    if args.baseline_src is not None:
        srcs = {"baseline": args.baseline_src.resolve(), **srcs}
    for size in args.sizes:
        row = run(args.work, size, args.rounds, srcs)
        print(json.dumps(row), flush=True)
        if args.out is not None:
            with args.out.open("a") as f:
                f.write(json.dumps(row) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
