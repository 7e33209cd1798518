"""When a freshly spawned `retain serve` can answer the prompt hook, and how fast it answers.

    python -m benchmarks.serve_bench --spawns 5            # readiness, small store
    python -m benchmarks.serve_bench --spawns 0 --size 10000 --answers 41 --threads 1 2

Readiness: `python -m retain serve` is spawned as Claude Code spawns it (stdin and stdout
pipes, the MCP `initialize` request written at once) on a store with a vector per memory
(random unit vectors of the model's dimension: the timing does not depend on them), and
three moments are taken from spawn: the `initialize` reply on stdout, the serve's meaning
socket appearing in RETAIN_HOME/run, and the first answer *with meaning* to the question
the prompt hook asks (retain.hooks.meaning.Ask, asked every 100 ms once the socket is there).
In a real `claude -p` run the first UserPromptSubmit hook fires 1.1-1.6 s after the
spawn on an idle machine, 2.4-2.9 s at load ~10 (BENCHMARKS.md); RETAIN_EARLY_MEANING=0
measures the serve without its early-meaning helper.

Answers: on a warm serve (first answer in), the prompt hook's question as the hook asks it
(prompt, then 30 candidate ids; ask to last byte, no deadline) and `memory_search` as the
model calls it (an MCP `tools/call` over the same stdio, request to reply), for each ONNX
intra-op thread count given (RETAIN_EMBED_THREADS), alternating serves so both see the
same load. The load average is printed at start and end: the machine is shared.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from benchmarks.hook_bench import WORDS, add_vectors, build_store, load, make_checkout, summary

ASK_EVERY_S = 0.1  # how often readiness asks the serve once its socket is there


class Serve:
    """One `python -m retain serve`, spoken to over stdio by hand (newline-delimited
    JSON-RPC, as the SDK's stdio transport frames it)."""

    def __init__(self, env: dict[str, str], cwd: Path) -> None:
        self.started = time.monotonic()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "retain", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            cwd=str(cwd),
        )
        self._replies: dict[int, tuple[float, dict[str, object]]] = {}
        self._cond = threading.Condition()
        self._next = 1
        threading.Thread(target=self._read, daemon=True).start()
        self.initialized = self.request(
            "initialize",
            {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "serve-bench", "version": "0"},
            },
            wait=False,
        )

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            at = time.monotonic()
            try:
                msg = json.loads(line)
            except ValueError:
                continue
            if isinstance(msg, dict) and isinstance(msg.get("id"), int):
                with self._cond:
                    self._replies[msg["id"]] = (at, msg)
                    self._cond.notify_all()

    def _send(self, msg: dict[str, object]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(msg).encode() + b"\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict[str, object], *, wait: bool = True) -> int:
        rid, self._next = self._next, self._next + 1
        self._send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        if wait:
            self.reply(rid)
        return rid

    def reply(self, rid: int, timeout: float = 120.0) -> tuple[float, dict[str, object]]:
        deadline = time.monotonic() + timeout
        with self._cond:
            while rid not in self._replies:
                left = deadline - time.monotonic()
                if left <= 0 or self.proc.poll() is not None:
                    raise SystemExit(f"no reply to request {rid}")
                self._cond.wait(min(left, 0.5))
            return self._replies[rid]

    def notify(self, method: str) -> None:
        self._send({"jsonrpc": "2.0", "method": method})

    def socket(self, run_dir: Path) -> Path | None:
        try:
            names = os.listdir(run_dir)
        except OSError:
            return None
        mine = [n for n in names if n.endswith(f"-{self.proc.pid}.sock")]
        return run_dir / mine[0] if mine else None

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


def readiness(env: dict[str, str], cwd: Path, db: Path, run_dir: Path) -> dict[str, float]:
    """Seconds from spawn to the initialize reply, the socket, the first meaning answer."""
    from retain.hooks import meaning

    serve = Serve(env, cwd)
    out: dict[str, float] = {}
    next_ask = 0.0
    try:
        while time.monotonic() - serve.started < 120:
            if serve.proc.poll() is not None:
                raise SystemExit("retain serve exited")
            if "socket" not in out and serve.socket(run_dir) is not None:
                out["socket"] = time.monotonic() - serve.started
            if "socket" in out and time.monotonic() >= next_ask:
                # not every 10 ms: each question is work the serve does instead of starting
                next_ask = time.monotonic() + ASK_EVERY_S
                ask = meaning.Ask.start(db, None, "why does the nightly job fail", k=5, timeout=2.0)
                if ask is not None and ask.finish([1, 2, 3]) is not None:
                    out["answer"] = time.monotonic() - serve.started
                    break
            time.sleep(0.01)
        else:
            raise SystemExit("retain serve never answered with meaning")
        at, _ = serve.reply(serve.initialized)
        out["initialize"] = at - serve.started
    finally:
        serve.close()
    return out


def prompts(n: int, runs: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return [
        "why does the "
        + " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 12)))
        + f" {rng.randrange(n)} fail again?"
        for _ in range(runs)
    ]


def answers(
    env: dict[str, str], cwd: Path, db: Path, project_id: str | None, n: int, runs: int
) -> tuple[list[float], list[float]]:
    """(prompt-hook question round trips, memory_search round trips) on one warm serve."""
    from retain.hooks import meaning

    serve = Serve(env, cwd)
    try:
        serve.reply(serve.initialized)
        serve.notify("notifications/initialized")
        while True:  # warm: the model loaded and the vectors read
            ask = meaning.Ask.start(db, project_id, "ready?", k=5, timeout=5.0)
            if ask is not None and ask.finish([1]) is not None:
                break
            if serve.proc.poll() is not None or time.monotonic() - serve.started > 120:
                raise SystemExit("retain serve never answered with meaning")
            time.sleep(0.05)
        trips, searches = [], []
        for i, text in enumerate(prompts(n, runs, seed=n + 3)):
            started = time.perf_counter()
            ask = meaning.Ask.start(db, project_id, text, k=100, timeout=10.0)
            if ask is None or ask.finish(list(range(1 + i, 31 + i))) is None:
                raise SystemExit("the serve did not answer")
            trips.append(time.perf_counter() - started)
            started = time.perf_counter()
            rid = serve.request(
                "tools/call",
                {"name": "memory_search", "arguments": {"query": text, "k": 5}},
                wait=False,
            )
            at, reply = serve.reply(rid)
            if "result" not in reply:
                raise SystemExit(f"memory_search failed: {reply}")
            searches.append(at - started)
    finally:
        serve.close()
    return trips, searches


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--spawns", type=int, default=5, help="readiness runs (0: none)")
    parser.add_argument("--size", type=int, default=2, help="memories in the store")
    parser.add_argument("--answers", type=int, default=0, help="questions per serve (0: none)")
    parser.add_argument("--threads", type=int, nargs="+", default=[], help="RETAIN_EMBED_THREADS")
    parser.add_argument("--rounds", type=int, default=1, help="serves per thread count")
    args = parser.parse_args(argv)
    src = Path(__file__).resolve().parents[1] / "src"
    results: dict[str, object] = {"load_start": os.getloadavg()[0]}
    print(load())
    with tempfile.TemporaryDirectory(prefix="retain-serve-bench-", dir="/tmp") as tmp:
        home, project = Path(tmp) / "home", Path(tmp) / "project"
        project.mkdir()
        make_checkout(project)
        env = dict(os.environ)
        env["PYTHONPATH"] = str(src) + os.pathsep + env.get("PYTHONPATH", "")
        env.update(RETAIN_HOME=str(home), HOME=tmp)
        for key in ("RETAIN_DB", "RETAIN_EMBEDDER", "CLAUDE_PROJECT_DIR", "CLAUDE_PID"):
            env.pop(key, None)
        os.environ["RETAIN_HOME"] = str(home)
        db = home / "retain.db"
        build_store(db, project, args.size, cap=2000)
        from retain.scope import project_id
        from retain.vectors import embed

        add_vectors(db, embed.MINILM_NAME, 384)
        if args.spawns:
            runs = [readiness(env, project, db, home / "run") for _ in range(args.spawns)]
            for key in ("initialize", "socket", "answer"):
                values = sorted(r[key] for r in runs)
                print(
                    f"spawn -> {key:<10} median {statistics.median(values):5.2f} s   "
                    f"range {values[0]:.2f}-{values[-1]:.2f} s   (n={len(values)})"
                )
                results[f"ready_{key}_s"] = [round(v, 3) for v in values]
        here = project_id(str(project))
        trips: dict[int, list[float]] = {t: [] for t in args.threads}
        searches: dict[int, list[float]] = {t: [] for t in args.threads}
        for _ in range(args.rounds if args.answers else 0):
            for t in args.threads:
                a, s = answers(
                    {**env, "RETAIN_EMBED_THREADS": str(t)},
                    project,
                    db,
                    here,
                    args.size,
                    args.answers,
                )
                trips[t] += a
                searches[t] += s
        for t in args.threads if args.answers else []:
            print(f"threads {t}: prompt question  {summary(trips[t])}")
            print(f"threads {t}: memory_search    {summary(searches[t])}")
            results[f"threads_{t}_question_ms"] = statistics.median(trips[t]) * 1000
            results[f"threads_{t}_search_ms"] = statistics.median(searches[t]) * 1000
    print(load())
    results["load_end"] = os.getloadavg()[0]
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
