"""The tool-time hooks as whole processes, on stores of 1k, 10k and 100k memories.

    python -m benchmarks.tool_hook_bench --sizes 1000 10000 100000 --rounds 15 \
        --work /tmp/retain-toolbench --out benchmarks/results/tool_hook_bench.json

Each store is built through the product's write path (retain.store.queries.insert_memory,
which writes each memory's tool-time keys: benchmarks/hook_bench.py's build_store, the
same mix of kinds, scopes and projects, this project's memories naming its files), plus
the few memories the payloads below are about. A store in --work is kept and reused (the
100k one takes a while to build); the hooks write what they show into it, as in
production, with a new session id each run so nothing is left out as already shown.

Each round runs, in turn, as Claude Code runs them (hooks/retain-hook through an
install-like prefix whose venv is this interpreter's; a payload shaped like
tests/fixtures/claude-code/tool-payloads-2.1.197.jsonl on stdin):

- `python -c pass` and `python -S -c pass`: the bare interpreter, with and without site;
- pre-tool, an Edit of a file a memory names (it answers), and of one none names (silent);
- pre-tool, Bash `kubectl apply -f ...` (a memory names it) and `ls -la` (silent);
- tool-failure, a PostToolUseFailure whose error a stored lesson describes, and a
  PostToolUse of a Bash call that succeeded (silent: what every Bash call pays when
  PostToolUse is registered).

Reported: median and p95 wall time (spawn to exit) per case, and each median's ratio to
the bare `python -c pass` of the same run (the budget: 4x at 10k memories).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from .hook_bench import build_store, launcher_prefix, load, run_process

TIED = (
    ("proto/gen/ledger_pb2.py is generated from proto/ledger.proto: edit the .proto and run "
     "`make proto`", "constraint"),
    ("Never `kubectl apply` to prod by hand; use `make release`.", "constraint"),
    ("command failed with `missing go.sum entry for module providing package` -> fixed by "
     "`go mod tidy` in the module root", "lesson"),
)  # fmt: skip
GO_ERROR = (
    "Exit code 1\ncmd/ledger/main.go:9:2: missing go.sum entry for module providing package "
    "github.com/acme/ledgerpb (imported by github.com/acme/ledger/cmd/ledger); to add:\n"
    "\tgo get github.com/acme/ledger/cmd/ledger"
)


# A Write of a new module: about 120 distinct words, the most the content rules count.
MODULE = "\n".join(
    f"def step_{i}(order_total, currency_code, retry_budget_{i}):\n"
    f"    return settle_invoice_{i}(order_total * {i}, currency_code, retry_budget_{i})"
    for i in range(30)
)


def make_project(project: Path) -> None:
    for rel in ("proto/gen/ledger_pb2.py", "proto/ledger.proto", "docs/notes.md", ".git/HEAD"):
        (project / rel).parent.mkdir(parents=True, exist_ok=True)
        (project / rel).write_text("ref: refs/heads/main\n" if rel == ".git/HEAD" else "x\n")


def build(db: Path, project: Path, n: int) -> float:
    """The store of `n` memories (the mix, then TIED); seconds taken."""
    from retain.scope import project_id
    from retain.store import db as dbmod
    from retain.store import queries

    started = time.perf_counter()
    build_store(db, project, n - len(TIED), cap=None)
    conn = dbmod.connect(db)
    with dbmod.transaction(conn):
        for text, kind in TIED:
            queries.insert_memory(
                conn, text=text, kind=kind, valence="failure" if kind == "lesson" else "fact",
                scope="project", project_id=project_id(str(project)), trust="user",
                confidence=0.9, now=time.time(), consolidated=True,
            )  # fmt: skip
    conn.close()
    return time.perf_counter() - started


def payloads(project: Path, sid: str) -> dict[str, tuple[str, dict]]:
    common = {
        "session_id": sid,
        "transcript_path": f"{project}/.transcript.jsonl",
        "cwd": str(project),
        "permission_mode": "default",
    }

    def pre(tool: str, tool_input: dict) -> tuple[str, dict]:
        return "pre-tool", {
            **common, "hook_event_name": "PreToolUse", "tool_name": tool,
            "tool_input": tool_input, "tool_use_id": "toolu_bench",
        }  # fmt: skip

    return {
        "pre-tool Edit, named file": pre(
            "Edit",
            {
                "file_path": f"{project}/proto/gen/ledger_pb2.py",
                "old_string": "a",
                "new_string": "b",
            },
        ),  # fmt: skip
        "pre-tool Edit, unnamed file": pre(
            "Edit", {"file_path": f"{project}/docs/notes.md", "old_string": "a", "new_string": "b"}
        ),
        # what the content rules read (retain.rank.toolcontent): every word of a
        # 60-line module counted in the store, the rare ones searched
        "pre-tool Write, a 60-line module": pre(
            "Write", {"file_path": f"{project}/docs/report.py", "content": MODULE}
        ),
        # what the edit rules read (retain.rank.toolabout): the same module replaced by
        # another, every word and line it takes away looked up
        "pre-tool Edit, a 60-line block replaced": pre(
            "Edit",
            {
                "file_path": f"{project}/docs/report.py",
                "old_string": MODULE,
                "new_string": MODULE.replace("settle_invoice_", "close_invoice_"),
            },
        ),  # fmt: skip
        "pre-tool Bash kubectl apply": pre(
            "Bash", {"command": "kubectl apply -f deploy/prod.yaml"}
        ),
        "pre-tool Bash ls -la": pre("Bash", {"command": "ls -la"}),
        "PostToolUse Bash, succeeded": (
            "tool-failure",
            {
                **common,
                "hook_event_name": "PostToolUse",
                "tool_name": "Bash",
                "tool_input": {"command": "git status --short"},
                "tool_response": {
                    "stdout": " M a.py",
                    "stderr": "",
                    "interrupted": False,
                    "isImage": False,
                },
                "tool_use_id": "toolu_bench",
                "duration_ms": 40,
            },
        ),  # fmt: skip
        "tool-failure go.sum": (
            "tool-failure",
            {
                **common,
                "hook_event_name": "PostToolUseFailure",
                "tool_name": "Bash",
                "tool_input": {"command": "go build ./..."},
                "tool_use_id": "toolu_bench",
                "error": GO_ERROR,
                "is_interrupt": False,
                "duration_ms": 1800,
            },
        ),  # fmt: skip
    }


def p95(xs: list[float]) -> float:
    ordered = sorted(xs)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def run(work: Path, size: int, rounds: int) -> dict:
    project = work / "project"
    if not project.exists():
        make_project(project)
    db = work / f"tool{size}.db"
    built = None
    if not db.exists():
        built = round(build(db, project, size), 1)
    out: dict = {"size": size, "rounds": rounds, "build_s": built, "load_start": load()}
    with tempfile.TemporaryDirectory(prefix="retain-toolbench-") as tmp:
        launcher = launcher_prefix(Path(tmp))
        home = Path(tmp) / "home"
        home.mkdir(mode=0o700)
        env = dict(os.environ, RETAIN_DB=str(db), RETAIN_HOME=str(home), HOME=tmp)
        env.update(RETAIN_EMBEDDER="none", CLAUDE_PROJECT_DIR="")
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # an install has its bytecode written
        bare = {
            "bare python -c pass": [sys.executable, "-c", "pass"],
            "bare python -S -c pass": [sys.executable, "-S", "-c", "pass"],
        }
        samples: dict[str, list[float]] = {}
        answered: dict[str, bool] = {}
        for r in range(rounds + 1):  # round 0 warms the page cache and writes bytecode
            # a session id never used before: a reused store must not find it shown already
            cases = payloads(project, f"toolbench-{size}-{r}-{os.getpid()}-{time.time_ns()}")
            for name, cmd in bare.items():
                wall = run_process(cmd, b"", env)[0]
                if r:
                    samples.setdefault(name, []).append(wall)
                for case, (event, payload) in cases.items():
                    if name != "bare python -c pass":
                        continue  # each hook runs once a round, after the bare interpreter
                    data = json.dumps(payload).encode()
                    import subprocess

                    started = time.perf_counter()
                    result = subprocess.run(
                        [str(launcher), event], input=data, env=env, capture_output=True
                    )
                    wall = time.perf_counter() - started
                    said = bool(result.stdout.strip())
                    answered[case] = answered.get(case, said) and said if r else said
                    if r:
                        samples.setdefault(case, []).append(wall)
    out["load_end"] = load()
    base = statistics.median(samples["bare python -c pass"])
    out["results"] = {
        name: {
            "median_ms": round(statistics.median(xs) * 1000, 1),
            "p95_ms": round(p95(xs) * 1000, 1),
            "x_bare": round(statistics.median(xs) / base, 2),
            **({"answered": answered[name]} if name in answered else {}),
        }
        for name, xs in samples.items()
    }
    return out


def table(results: list[dict]) -> str:
    names = list(results[0]["results"])
    head = "| case | " + " | ".join(f"{r['size']:,} memories" for r in results) + " |"
    lines = [head, "|---" * (len(results) + 1) + "|"]
    for name in names:
        cells = []
        for r in results:
            x = r["results"][name]
            cells.append(f"{x['median_ms']} ms (p95 {x['p95_ms']}, {x['x_bare']}x)")
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--work", type=Path, help="where the stores are built and kept")
    ap.add_argument("--out", type=Path, help="write the results here as JSON")
    args = ap.parse_args(argv)
    work = args.work or Path(tempfile.gettempdir()) / "retain-toolbench"
    work.mkdir(parents=True, exist_ok=True)
    results = [run(work, size, args.rounds) for size in args.sizes]
    print(table(results))
    for r in results:
        print(f"{r['size']}: built in {r['build_s']} s; {r['load_start']} -> {r['load_end']}")
        said = [n for n, x in r["results"].items() if x.get("answered")]
        print(f"   answered in every round: {', '.join(said) or 'none'}")
    if args.out:
        args.out.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
