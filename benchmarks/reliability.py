"""Reliability harnesses: concurrent load on one database, and kill -9 crash trials.

    python -m benchmarks.reliability load  --seconds 60          # every kind of client at once
    python -m benchmarks.reliability crash --trials 120          # kill -9 writers and sleep passes
    python -m benchmarks.reliability all                         # both, with the defaults above

Load: MCP servers (driven through the SDK's stdio client), CLI writers, SessionStart hooks,
in-process facade writers and a sleep-pass loop all write and search one SQLite file for a
bounded time. Every acknowledged write is counted; afterwards each must be present, the
file must pass `PRAGMA integrity_check`, and no error may have reached a caller.

Crash: a writer subprocess prints each id after the call returned; a sleep pass distils a
transcript. Each is killed with SIGKILL at a random moment, then the database must pass
the integrity check, hold every acknowledged write, and the next pass must finish the work.

The test suite runs short versions of both through these same functions
(tests/test_reliability_concurrency.py, tests/test_reliability_crash.py). Workers are this
file run as a script (`python reliability.py worker KIND ...`), so they need only `retain`.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve()
REPO = HERE.parents[1]
FAKE_PLUGIN = "tests.fakes:FakeEmbedder"  # the test embedder (tests/fakes.py), never shipped
PY = sys.executable
ID_RE = re.compile(r"\[(\d+)\]")
WORDS = (
    "orders billing ledger invoice cache queue worker nightly fixture migration schema index "
    "retry timeout webhook payment gateway session token rotation staging deploy rollback "
    "feature flag canary replica shard backup cron lint typecheck docker helm terraform"
).split()
PROJECT_SENTENCES = (
    "Remember: we always run the {a} migration before deploying the {b} service ({tag}).",
    "We decided to use {a} for the {b} pipeline instead of polling ({tag}).",
    "Never restart the {a} worker during a {b} backfill; it loses the cursor ({tag}).",
    "The {a} bug was caused by a stale {b} cache; clearing it on deploy fixed it ({tag}).",
)


def env_for(db: Path, project: Path) -> dict[str, str]:
    """Environment of every child: this database, fake embedder, retain importable."""
    env = dict(os.environ)
    env["RETAIN_DB"] = str(db)
    env.setdefault("RETAIN_HOME", str(db.parent))
    env["RETAIN_EMBEDDER"] = env.get("RETAIN_EMBEDDER", FAKE_PLUGIN)
    env["CLAUDE_PROJECT_DIR"] = str(project)
    env["PYTHONPATH"] = os.pathsep.join((str(REPO / "src"), str(REPO), env.get("PYTHONPATH", "")))
    env["PYTHONUNBUFFERED"] = "1"
    return env


def sentence(rng: random.Random, tag: str, templates: tuple[str, ...] = PROJECT_SENTENCES) -> str:
    return rng.choice(templates).format(a=rng.choice(WORDS), b=rng.choice(WORDS), tag=tag)


def write_transcript(
    path: Path, session_id: str, rng: random.Random, turns: int = 6, strong_only: bool = False
) -> None:
    """A small Claude Code transcript whose user turns carry capturable statements
    (with `strong_only`, only ones a single pass promotes: explicit or decisions)."""
    lines = []
    for i in range(turns):
        tag = f"{session_id[:8]}-t{i}"
        text = sentence(rng, tag, PROJECT_SENTENCES[:2] if strong_only else PROJECT_SENTENCES)
        lines.append(
            {
                "type": "user",
                "sessionId": session_id,
                "uuid": f"u{i}",
                "message": {"role": "user", "content": text},
            }
        )
        lines.append(
            {
                "type": "assistant",
                "sessionId": session_id,
                "uuid": f"a{i}",
                "message": {
                    "id": f"msg_{session_id[:8]}_{i}",
                    "role": "assistant",
                    "content": [{"type": "text", "text": "Understood, noted."}],
                },
            }
        )
    path.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")


# ---------------------------------------------------------------------------- workers
# Each prints JSON lines: {"ev": "ready"}, {"ev": "ack", "op", "mem", "ep", "ms"},
# {"ev": "op", "op", "ms"}, {"ev": "error", "op", "msg"}. An ack is printed only after
# the call returned, so every acked id is a write the caller was told succeeded.


def emit(**event: Any) -> None:
    sys.stdout.write(json.dumps(event) + "\n")
    sys.stdout.flush()


def wait_for_go(go: str | None) -> None:
    emit(ev="ready")
    while go and not os.path.exists(go):
        time.sleep(0.01)


def _timed(op: str, fn: Any, *args: Any, **kwargs: Any) -> Any:
    t0 = time.perf_counter()
    try:
        out = fn(*args, **kwargs)
    except Exception as e:  # noqa: BLE001 - every error is a finding, reported to the parent
        emit(ev="error", op=op, msg=f"{type(e).__name__}: {e}"[:500])
        return None
    emit(ev="op", op=op, ms=(time.perf_counter() - t0) * 1000)
    return out


def worker_facade(a: argparse.Namespace) -> None:
    """In-process writers (what benchmarks and importers do). Even seeds embed with the
    fake embedder, odd ones write lexical-only like the CLI."""
    from retain import Memory

    embedder = None
    if a.seed % 2 == 0:
        from tests.fakes import FakeEmbedder

        embedder = FakeEmbedder()
    mem = Memory(a.db, embedder=embedder, project=a.project)
    rng = random.Random(a.seed)
    wait_for_go(a.go)
    end = time.monotonic() + a.seconds
    acked: list[int] = []
    i = 0
    while time.monotonic() < end:
        i += 1
        r = rng.random()
        if r < 0.55:
            res = _timed(
                "facade.write", mem.write, sentence(rng, f"f{a.seed}-{i}"), kind="decision"
            )
            if res is not None:
                acked.append(res.memory_id)
                emit(ev="ack", op="facade.write", mem=res.memory_id, ep=res.episode_id)
        elif r < 0.9:
            _timed("facade.search", mem.search, f"{rng.choice(WORDS)} {rng.choice(WORDS)}")
        elif acked:
            _timed("facade.outcome", mem.outcome, rng.choice(acked), rng.choice(["ok", "fail"]))


def worker_crash_writer(a: argparse.Namespace) -> None:
    """Writes until killed; prints each id only after the write returned. Odd seeds skip
    the embedder (no numpy import: a faster start, and the lexical-only write path)."""
    from retain import Memory

    embedder = None
    if a.seed % 2 == 0:
        from tests.fakes import FakeEmbedder

        embedder = FakeEmbedder()
    mem = Memory(a.db, embedder=embedder, project=a.project)
    rng = random.Random(a.seed)
    emit(ev="ready")
    for i in range(a.max_ops):
        if i % 10 == 9:
            ids = mem.add_many(
                [sentence(rng, f"c{a.seed}-{i}-{j}") for j in range(5)], kind="decision"
            )
            for mid in ids:
                emit(ev="ack", op="add_many", mem=mid)
            continue
        res = mem.write(sentence(rng, f"c{a.seed}-{i}"), kind="decision", session_id=f"s{a.seed}")
        emit(ev="ack", op="write", mem=res.memory_id, ep=res.episode_id)


def worker_mcp(a: argparse.Namespace) -> None:
    """Drives `a.servers` MCP servers (`python -m retain serve`), each over its own stdio
    pipe, concurrently from one client process (one SDK import for several servers)."""
    import anyio

    async def all_servers() -> None:
        async with anyio.create_task_group() as tg:
            for n in range(a.servers):
                tg.start_soon(_mcp_session, a, a.seed * 100 + n)

    anyio.run(all_servers)


_ready_count = 0


async def _mcp_session(a: argparse.Namespace, seed: int) -> None:
    import anyio
    from mcp import Client
    from mcp.client.stdio import StdioServerParameters

    global _ready_count
    params = StdioServerParameters(
        command=PY,
        args=["-m", "retain", "serve"],
        env=env_for(Path(a.db), Path(a.project)),
        cwd=a.project,
    )
    rng = random.Random(seed)
    async with Client(params) as client:
        _ready_count += 1
        if _ready_count == a.servers:
            emit(ev="ready")
        while a.go and not os.path.exists(a.go):
            await anyio.sleep(0.01)
        end = time.monotonic() + a.seconds
        acked: list[int] = []
        i = 0
        while time.monotonic() < end:
            i += 1
            r = rng.random()
            if r < 0.5:
                op, name = "mcp.write", "memory_write"
                args: dict[str, Any] = {"text": sentence(rng, f"m{seed}-{i}"), "kind": "decision"}
            elif r < 0.9:
                op, name = "mcp.search", "memory_search"
                args = {"query": f"{rng.choice(WORDS)} {rng.choice(WORDS)}"}
            elif acked:
                op, name = "mcp.outcome", "memory_outcome"
                args = {"memory_id": rng.choice(acked), "outcome": rng.choice(["ok", "fail"])}
            else:
                continue
            t0 = time.perf_counter()
            try:
                result = await client.call_tool(name, args)
            except Exception as e:  # noqa: BLE001
                emit(ev="error", op=op, msg=f"{type(e).__name__}: {e}"[:500])
                continue
            ms = (time.perf_counter() - t0) * 1000
            body = " ".join(getattr(c, "text", "") for c in result.content)
            if result.is_error:
                emit(ev="error", op=op, msg=body[:500])
                continue
            emit(ev="op", op=op, ms=ms)
            if op == "mcp.write":
                m = ID_RE.search(body)
                if m is None:
                    emit(ev="error", op=op, msg=f"no id in reply: {body[:200]}")
                else:
                    acked.append(int(m.group(1)))
                    emit(ev="ack", op=op, mem=int(m.group(1)))


def _run_child(op: str, cmd: list[str], env: dict[str, str], stdin: str = "") -> str | None:
    t0 = time.perf_counter()
    p = subprocess.run(cmd, input=stdin.encode(), capture_output=True, env=env, timeout=120)
    ms = (time.perf_counter() - t0) * 1000
    err = p.stderr.decode("utf-8", "replace")
    if p.returncode != 0 or "Traceback" in err:
        emit(ev="error", op=op, msg=f"exit {p.returncode}: {err.strip()[-400:]}")
        return None
    emit(ev="op", op=op, ms=ms)
    return p.stdout.decode("utf-8", "replace")


def worker_cli(a: argparse.Namespace) -> None:
    """A person at a terminal: `retain write` and `retain search`, one process each."""
    env = env_for(Path(a.db), Path(a.project))
    rng = random.Random(a.seed)
    wait_for_go(a.go)
    end = time.monotonic() + a.seconds
    i = 0
    while time.monotonic() < end:
        i += 1
        if rng.random() < 0.6:
            text = sentence(rng, f"cli{a.seed}-{i}")
            out = _run_child(
                "cli.write", [PY, "-m", "retain", "write", "--kind", "decision", text], env
            )
            if out is not None:
                m = ID_RE.search(out)
                if m is None:
                    emit(ev="error", op="cli.write", msg=f"no id in output: {out[:200]}")
                else:
                    emit(ev="ack", op="cli.write", mem=int(m.group(1)))
        else:
            _run_child("cli.search", [PY, "-m", "retain", "search", rng.choice(WORDS)], env)


def worker_hook(a: argparse.Namespace) -> None:
    """SessionStart hooks, one process each, as Claude Code runs them."""
    env = env_for(Path(a.db), Path(a.project))
    wait_for_go(a.go)
    end = time.monotonic() + a.seconds
    i = 0
    while time.monotonic() < end:
        i += 1
        payload = {
            "session_id": f"hook-{a.seed}-{i}",
            "transcript_path": "/nonexistent.jsonl",
            "cwd": a.project,
            "hook_event_name": "SessionStart",
            "source": "startup",
        }
        out = _run_child(
            "hook.session-start",
            [PY, "-m", "retain.hooks.entry", "session-start"],
            env,
            json.dumps(payload),
        )
        if out is not None and out.strip() and out.count("<retain-memory") != 1:
            emit(ev="error", op="hook.session-start", msg=f"unexpected block: {out[:200]}")


def worker_sleep(a: argparse.Namespace) -> None:
    """Sleep passes back to back, each over a fresh session transcript, without an
    embedder, as the detached `python -m retain.sleep` runs."""
    from retain.sleep.run import run_sleep_pass

    rng = random.Random(a.seed)
    # Beside the database, inside the run's own directory, so nothing outlives the run.
    tdir = Path(a.db).parent / f"transcripts-{a.seed:04d}"
    tdir.mkdir(parents=True, exist_ok=True)
    wait_for_go(a.go)
    end = time.monotonic() + a.seconds
    i = 0
    while time.monotonic() < end:
        i += 1
        sid = f"{a.seed:04d}{i:04d}-sleep-session"
        path = tdir / f"{sid}.jsonl"
        write_transcript(path, sid, rng)
        _timed(
            "sleep.pass",
            run_sleep_pass,
            a.db,
            transcript_path=str(path),
            session_id=sid,
            project_dir=a.project,
        )


WORKERS = {
    "facade": worker_facade,
    "mcp": worker_mcp,
    "cli": worker_cli,
    "hook": worker_hook,
    "sleep": worker_sleep,
    "crash-writer": worker_crash_writer,
}


# ---------------------------------------------------------------------------- verification


def integrity(db: Path) -> str:
    conn = sqlite3.connect(str(db), timeout=30)
    try:
        rows = [r[0] for r in conn.execute("PRAGMA integrity_check")]
        fk = conn.execute("PRAGMA foreign_key_check").fetchall()
    finally:
        conn.close()
    out = "; ".join(rows)
    return out if not fk else f"{out}; {len(fk)} foreign-key violations"


def missing_ids(db: Path, table: str, ids: set[int]) -> set[int]:
    conn = sqlite3.connect(str(db), timeout=30)
    try:
        present = {r[0] for r in conn.execute(f"SELECT id FROM {table}")}
    finally:
        conn.close()
    return ids - present


def percentiles(values: list[float]) -> dict[str, float]:
    if not values:
        return {}
    s = sorted(values)

    def q(p: float) -> float:
        return round(s[min(len(s) - 1, int(p * len(s)))], 1)

    return {"n": len(s), "p50": q(0.50), "p95": q(0.95), "p99": q(0.99), "max": round(s[-1], 1)}


# ---------------------------------------------------------------------------- load


@dataclass
class LoadReport:
    processes: int
    seconds: float
    ops: int = 0
    acked_memories: int = 0
    acked_episodes: int = 0
    lost_memories: list[int] = field(default_factory=list)
    lost_episodes: list[int] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    integrity: str = ""
    latency: dict[str, dict[str, float]] = field(default_factory=dict)
    worker_failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (
            not self.errors
            and not self.lost_memories
            and not self.lost_episodes
            and self.integrity == "ok"
            and not self.worker_failures
        )


def spawn_worker(
    kind: str,
    db: Path,
    project: Path,
    seed: int,
    seconds: float,
    go: Path | None,
    extra: list[str] | None = None,
) -> subprocess.Popen[str]:
    cmd = [
        PY,
        str(HERE),
        "worker",
        kind,
        "--db",
        str(db),
        "--project",
        str(project),
        "--seed",
        str(seed),
        "--seconds",
        str(seconds),
        *(extra or []),
    ]
    if go is not None:
        cmd += ["--go", str(go)]
    return subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env_for(db, project)
    )


def run_load(
    workdir: Path,
    *,
    seconds: float = 3.0,
    mix: dict[str, int] | None = None,
    startup_timeout: float = 90.0,
) -> LoadReport:
    """All kinds of client on one database at once; returns what held and what did not."""
    mix = mix or {"mcp": 2, "cli": 2, "hook": 1, "facade": 2, "sleep": 1}
    workdir.mkdir(parents=True, exist_ok=True)
    db, project, go = workdir / "load.db", workdir / "project", workdir / "go"
    project.mkdir(exist_ok=True)
    from retain import Memory

    Memory(db, embedder=None, project=str(project))  # create and migrate once, up front
    procs: list[tuple[str, subprocess.Popen[str]]] = []
    seed = 0
    for kind, n in mix.items():
        if kind == "mcp":  # n servers, driven two per client process
            while n > 0:
                seed += 1
                per = min(2, n)
                procs.append(
                    (
                        kind,
                        spawn_worker(kind, db, project, seed, seconds, go, ["--servers", str(per)]),
                    )
                )
                n -= per
            continue
        for _ in range(n):
            seed += 1
            procs.append((kind, spawn_worker(kind, db, project, seed, seconds, go)))
    # Wait until every worker is ready (an MCP server needs ~1 s to start), then go at once.
    ready = _await_ready(procs, startup_timeout)
    go.touch()
    report = LoadReport(processes=sum(mix.values()), seconds=seconds)
    lines: dict[int, list[str]] = {}
    for idx, (kind, p) in enumerate(procs):
        try:
            out, err = p.communicate(timeout=seconds + 120)
        except subprocess.TimeoutExpired:
            p.kill()
            out, err = p.communicate()
            report.worker_failures.append(f"{kind}: did not finish")
        lines[idx] = ready.get(idx, []) + out.splitlines()
        if p.returncode != 0:
            report.worker_failures.append(f"{kind} exit {p.returncode}: {err.strip()[-600:]}")
    mems: set[int] = set()
    eps: set[int] = set()
    lat: dict[str, list[float]] = defaultdict(list)
    for idx, (kind, _) in enumerate(procs):
        for line in lines[idx]:
            try:
                ev = json.loads(line)
            except json.JSONDecodeError:
                report.worker_failures.append(f"{kind}: stray output {line[:200]!r}")
                continue
            if ev["ev"] == "op":
                report.ops += 1
                lat[ev["op"]].append(ev["ms"])
            elif ev["ev"] == "ack":
                mems.add(ev["mem"])
                if ev.get("ep"):
                    eps.add(ev["ep"])
            elif ev["ev"] == "error":
                report.errors.append(f"{ev['op']}: {ev['msg']}")
    report.acked_memories, report.acked_episodes = len(mems), len(eps)
    report.lost_memories = sorted(missing_ids(db, "memories", mems))
    report.lost_episodes = sorted(missing_ids(db, "episodes", eps))
    report.integrity = integrity(db)
    report.latency = {op: percentiles(v) for op, v in sorted(lat.items())}
    return report


def _await_ready(
    procs: list[tuple[str, subprocess.Popen[str]]], timeout: float
) -> dict[int, list[str]]:
    """Read each worker's first line ({"ev": "ready"}); keep anything else it printed."""
    seen: dict[int, list[str]] = {}
    deadline = time.monotonic() + timeout
    for idx, (_kind, p) in enumerate(procs):
        assert p.stdout is not None
        while time.monotonic() < deadline:
            line = p.stdout.readline()
            if not line:
                break  # died before ready; its exit code tells why
            if json.loads(line).get("ev") == "ready":
                break
            seen.setdefault(idx, []).append(line.rstrip("\n"))
    return seen


# ---------------------------------------------------------------------------- crash


@dataclass
class CrashReport:
    trials: int = 0
    writer_trials: int = 0
    sleep_trials: int = 0
    acked: int = 0
    lost: list[str] = field(default_factory=list)
    integrity_failures: list[str] = field(default_factory=list)
    unfinished: list[str] = field(default_factory=list)
    fresh_trials: int = 0
    killed_mid_pass: int = 0
    kill_phases: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.lost and not self.integrity_failures and not self.unfinished


def crash_writer_trial(db: Path, project: Path, rng: random.Random, report: CrashReport) -> None:
    """Start a writer, SIGKILL it after a random number of acknowledged writes (or between
    them), then check the file and every acknowledged id."""
    p = spawn_worker(
        "crash-writer", db, project, rng.randrange(1 << 30), 0, None, ["--max-ops", "100000"]
    )
    assert p.stdout is not None
    acked_mem: set[int] = set()
    acked_ep: set[int] = set()
    first = p.stdout.readline()
    if '"ready"' not in first:
        p.kill()
        p.wait()
        report.unfinished.append(f"writer did not start: {first!r} {p.stderr.read()[-400:]}")
        return
    target = rng.randrange(0, 40)
    # Kill somewhere inside the next write: after `target` acks plus a random fraction of
    # one more write's time.
    while len(acked_mem) < target:
        line = p.stdout.readline()
        if not line:
            break
        ev = json.loads(line)
        acked_mem.add(ev["mem"])
        if ev.get("ep"):
            acked_ep.add(ev["ep"])
    time.sleep(rng.random() * 0.02)
    os.kill(p.pid, signal.SIGKILL)
    rest, _ = p.communicate()
    for line in rest.splitlines():
        try:
            ev = json.loads(line)
        except json.JSONDecodeError:
            continue  # the line being printed when the kill landed; not acknowledged
        acked_mem.add(ev["mem"])
        if ev.get("ep"):
            acked_ep.add(ev["ep"])
    report.trials += 1
    report.writer_trials += 1
    report.acked += len(acked_mem)
    check = integrity(db)
    if check != "ok":
        report.integrity_failures.append(f"writer trial {report.trials}: {check}")
    for mid in missing_ids(db, "memories", acked_mem):
        report.lost.append(f"memory {mid} (writer trial {report.trials})")
    for eid in missing_ids(db, "episodes", acked_ep):
        report.lost.append(f"episode {eid} (writer trial {report.trials})")


def unfinished_episodes(db: Path) -> int:
    """Episodes a completed pass would have distilled: strong or explicit ones still pending.
    (Weak observations legitimately wait for a repetition in a later session.)"""
    from retain.sleep.consolidate import STRONG_SIGNAL

    conn = sqlite3.connect(str(db), timeout=30)
    try:
        return int(
            conn.execute(
                "SELECT COUNT(*) FROM episodes WHERE distilled_at IS NULL AND signal >= ?",
                (STRONG_SIGNAL,),
            ).fetchone()[0]
        )
    finally:
        conn.close()


def sleep_cmd(db: Path, project: Path, transcript: Path, sid: str) -> list[str]:
    return [
        PY,
        "-m",
        "retain.sleep",
        "-v",
        "--db",
        str(db),
        "--transcript",
        str(transcript),
        "--session-id",
        sid,
        "--project-dir",
        str(project),
    ]


def crash_sleep_trial(
    db: Path, project: Path, rng: random.Random, report: CrashReport, full_run_s: float
) -> None:
    """SIGKILL `python -m retain.sleep` at a random moment, then let the next pass finish.

    Kill points: a random time after the start (mostly during start-up and capture), or
    just after the pass reports its k-th step (inside promotion, merging, decay, pruning).
    """
    from retain.sleep.run import run_sleep_pass

    sid = f"crash-{rng.randrange(1 << 40):010x}"
    transcript = db.parent / f"{sid}.jsonl"
    write_transcript(transcript, sid, rng, turns=rng.randrange(3, 12), strong_only=True)
    env = env_for(db, project)
    p = subprocess.Popen(
        sleep_cmd(db, project, transcript, sid),
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert p.stderr is not None
    if rng.random() < 0.3:
        phase = "timed"
        time.sleep(rng.random() * full_run_s)
    else:
        steps = rng.randrange(1, 6)
        phase = f"after step {steps}"
        for _ in range(steps):
            if not p.stderr.readline():
                break
        time.sleep(rng.random() * 0.02)
    killed = p.poll() is None
    if killed:
        os.kill(p.pid, signal.SIGKILL)
        report.kill_phases[phase] = report.kill_phases.get(phase, 0) + 1
    p.communicate()
    report.killed_mid_pass += killed
    report.trials += 1
    report.sleep_trials += 1
    check = integrity(db)
    if check != "ok":
        report.integrity_failures.append(f"sleep trial {report.trials}: {check}")
    # The next pass, over the same transcript, must complete the work (as the next
    # SessionEnd would: the same transcript may be offered again).
    try:
        run_sleep_pass(
            db, transcript_path=transcript, session_id=sid, project_dir=project, lock_wait=60
        )
    except Exception as e:  # noqa: BLE001
        report.unfinished.append(f"sleep trial {report.trials}: rerun raised {e!r}")
    left = unfinished_episodes(db)
    if left:
        report.unfinished.append(f"sleep trial {report.trials}: {left} episodes left pending")
    if integrity(db) != "ok":
        report.integrity_failures.append(f"sleep trial {report.trials} after rerun")


def time_sleep_pass(db: Path, project: Path, rng: random.Random) -> float:
    sid = f"warmup-{rng.randrange(1 << 40):010x}"
    transcript = db.parent / f"{sid}.jsonl"
    write_transcript(transcript, sid, rng, turns=8)
    t0 = time.perf_counter()
    subprocess.run(
        sleep_cmd(db, project, transcript, sid),
        env=env_for(db, project),
        capture_output=True,
        timeout=120,
        check=True,
    )
    return time.perf_counter() - t0


def run_crash(workdir: Path, *, trials: int = 10, seed: int = 7) -> CrashReport:
    """Alternate writer and sleep-pass kills on one accumulating database."""
    workdir.mkdir(parents=True, exist_ok=True)
    db, project = workdir / "crash.db", workdir / "project"
    project.mkdir(exist_ok=True)
    rng = random.Random(seed)
    from retain import Memory

    Memory(db, embedder=None, project=str(project))
    full = time_sleep_pass(db, project, rng)
    report = CrashReport()
    for t in range(trials):
        if t % 10 == 9:
            crash_fresh_trial(workdir / f"fresh-{t}.db", project, rng, report)
        elif t % 2 == 0:
            crash_writer_trial(db, project, rng, report)
        else:
            crash_sleep_trial(db, project, rng, report, full)
    return report


def crash_fresh_trial(db: Path, project: Path, rng: random.Random, report: CrashReport) -> None:
    """SIGKILL a writer on a brand-new database early: before, during or just after the
    file is created and migrated. The next open must migrate and work."""
    from retain import Memory

    p = spawn_worker("crash-writer", db, project, rng.randrange(1 << 30), 0, None)
    time.sleep(rng.random() * 0.5)  # start-up takes ~0.25-0.6 s: anywhere in it
    if p.poll() is None:
        os.kill(p.pid, signal.SIGKILL)
    out, _ = p.communicate()
    acked = set()
    for line in out.splitlines():
        with contextlib.suppress(json.JSONDecodeError, KeyError):
            ev = json.loads(line)
            if ev["ev"] == "ack":
                acked.add(ev["mem"])
    report.trials += 1
    report.fresh_trials += 1
    report.acked += len(acked)
    try:
        Memory(db, embedder=None, project=str(project)).write("after the crash", kind="note")
    except Exception as e:  # noqa: BLE001
        report.unfinished.append(f"fresh trial {report.trials}: reopen failed: {e!r}")
        return
    check = integrity(db)
    if check != "ok":
        report.integrity_failures.append(f"fresh trial {report.trials}: {check}")
    for mid in missing_ids(db, "memories", acked):
        report.lost.append(f"memory {mid} (fresh trial {report.trials})")


# ---------------------------------------------------------------------------- CLI


def _print_load(r: LoadReport) -> None:
    print(f"load: {r.processes} processes x {r.seconds:.0f} s, {r.ops} operations")
    print(f"  acknowledged writes: {r.acked_memories} memory ids, {r.acked_episodes} episode ids")
    print(f"  lost: {len(r.lost_memories)} memories, {len(r.lost_episodes)} episodes")
    print(f"  errors reaching a caller: {len(r.errors)}")
    for e in r.errors[:10]:
        print(f"    {e}")
    for e in r.worker_failures[:10]:
        print(f"  worker failure: {e}")
    print(f"  integrity_check: {r.integrity}")
    print(f"  {'operation':22} {'n':>6} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for op, s in r.latency.items():
        print(f"  {op:22} {s['n']:>6} {s['p50']:>8} {s['p95']:>8} {s['p99']:>8} {s['max']:>8}")


def _print_crash(r: CrashReport) -> None:
    print(
        f"crash: {r.trials} kill -9 trials ({r.writer_trials} writers, {r.sleep_trials} sleep "
        f"passes, {r.killed_mid_pass} of them killed mid-pass, {r.fresh_trials} new databases)"
    )
    print(f"  acknowledged writes checked: {r.acked}; lost: {len(r.lost)}")
    print(f"  kill points: {dict(sorted(r.kill_phases.items()))}")
    print(
        f"  integrity failures: {len(r.integrity_failures)}; unfinished reruns: {len(r.unfinished)}"
    )
    for e in (r.lost + r.integrity_failures + r.unfinished)[:10]:
        print(f"    {e}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.reliability")
    sub = ap.add_subparsers(dest="cmd", required=True)
    w = sub.add_parser("worker")
    w.add_argument("kind", choices=sorted(WORKERS))
    w.add_argument("--db", required=True)
    w.add_argument("--project", required=True)
    w.add_argument("--seed", type=int, default=0)
    w.add_argument("--seconds", type=float, default=3.0)
    w.add_argument("--go")
    w.add_argument("--max-ops", type=int, default=100_000)
    w.add_argument("--servers", type=int, default=1)
    for name in ("load", "all"):
        p = sub.add_parser(name)
        p.add_argument("--seconds", type=float, default=60.0)
        p.add_argument("--mcp", type=int, default=3)
        p.add_argument("--cli", type=int, default=2)
        p.add_argument("--hook", type=int, default=2)
        p.add_argument("--facade", type=int, default=2)
        p.add_argument("--sleep", type=int, default=1)
        p.add_argument("--trials", type=int, default=120)
    c = sub.add_parser("crash")
    c.add_argument("--trials", type=int, default=120)
    c.add_argument("--seed", type=int, default=7)
    a = ap.parse_args(argv)
    if a.cmd == "worker":
        WORKERS[a.kind](a)
        return 0
    ok = True
    with tempfile.TemporaryDirectory(prefix="retain-reliability-") as tmp:
        os.environ.setdefault("RETAIN_HOME", str(Path(tmp) / "home"))
        os.environ.setdefault("RETAIN_EMBEDDER", FAKE_PLUGIN)
        if a.cmd in ("load", "all"):
            mix = {"mcp": a.mcp, "cli": a.cli, "hook": a.hook, "facade": a.facade, "sleep": a.sleep}
            r = run_load(Path(tmp) / "load", seconds=a.seconds, mix=mix)
            _print_load(r)
            ok &= r.ok
        if a.cmd in ("crash", "all"):
            cr = run_crash(Path(tmp) / "crash", trials=a.trials, seed=getattr(a, "seed", 7))
            _print_crash(cr)
            ok &= cr.ok
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
