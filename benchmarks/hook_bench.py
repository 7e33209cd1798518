"""Wall time of the Claude Code hooks as whole processes, the way Claude Code runs them.

    python -m benchmarks.hook_bench                 # 1k, 10k, 100k memories, 11 runs each
    python -m benchmarks.hook_bench --sizes 1000 --runs 31

For each store size it builds a database (a third in this project, a third user-level, a
third spread over 20 other projects; mixed kinds, some pinned, some failure lessons). By
default each scope holds at most RETAIN_MAX_LIVE (2,000) live memories and the rest are
archived, the steady state the sleep pass keeps; `--uncapped` leaves every memory live (a
worst case the sleep pass never lets happen). It lives in a temporary RETAIN_HOME, next to
a git checkout with a branch and a few commits (so the git hint is read) and 300 source
files that this project's memories name: they are anchored as the sleep pass does, then 30
files are edited and 10 deleted, so SessionStart's anchor check has real work (the first
run re-checks the moved ones and records what it saw; later runs stat them). It then times
the hook from spawn to exit as Claude Code runs it: `hooks/retain-hook session-start` (the
launcher, from an install-like prefix whose venv is this interpreter's), fed a real Claude
Code SessionStart payload (tests/fixtures/claude-code/, its cwd and session id pointed at
the bench) on stdin; `python -m retain.hooks.entry session-start` (the command before the
launcher ran `python -S -c`) beside it; and `hook.session_start()` in-process (the part
that depends on the store). Each hook run is paired with a bare `python -c pass` run just
before it, so the ratio of the medians compares like with like on a loaded machine; the
CPU time of each child (user + system, from rusage) is reported beside the wall time,
since it moves far less with the load (printed at start and end). The prompt hook
(`retain-hook prompt`, UserPromptSubmit) is timed the same way, paired, with prompts made
of the store's own words (so candidates are found and scored) and with one nothing
matches. SessionEnd is timed the same way on a 1k store of its own (spawn to return; the
detached sleep pass it starts is waited for between runs, so passes never overlap).
Floors for comparison: a bare interpreter and `import retain`.

retain's modules are byte-compiled first, as pip does when it installs them: where
PYTHONDONTWRITEBYTECODE is set (as on the machine these figures come from) every run
would otherwise compile them from source, which is not what an installed hook does.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import random
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WORDS = (
    "order payment invoice retry queue worker cache redis postgres migration schema index "
    "timeout deploy staging release flag login session token cookie api endpoint handler "
    "test fixture ci pipeline docker image build lint format logging metrics alert nightly "
    "job batch import export csv json parser config env secret vault rate limit backoff "
    "lock version column transaction isolation replica shard tenant user admin role"
).split()
KINDS = [
    "decision",
    "constraint",
    "architecture",
    "bugfix",
    "preference",
    "procedure",
    "fact",
    "note",
    "lesson",
]


def build_store(db: Path, project: Path, n: int, *, cap: int | None, seed: int = 7) -> None:
    from retain.scope import project_id
    from retain.store import db as dbmod
    from retain.store import queries as store

    rng = random.Random(seed)
    here = project_id(str(project))
    others = [f"path:/srv/other-{i}" for i in range(20)]
    now = time.time()
    live: dict[str | None, int] = {}
    conn = dbmod.connect(db)
    with dbmod.transaction(conn):
        for i in range(n):
            kind = rng.choice(KINDS)
            where = i % 3
            scope = "user" if where == 1 else "project"
            pid = None if scope == "user" else here if where == 0 else rng.choice(others)
            live[pid] = live.get(pid, 0) + 1
            text = f"{kind} {i}: " + " ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 30)))
            if pid == here:  # this project's memories name its files, so they get anchors
                text += f" (see src/mod_{i % SOURCE_FILES}.py)"
            valence = "failure" if kind in ("bugfix", "lesson") or rng.random() < 0.03 else "fact"
            mid = store.insert_memory(
                conn,
                text=text,
                kind=kind,
                valence=valence,
                scope=scope,
                project_id=pid,
                trust=rng.choice(["user", "agent", "inferred"]),
                confidence=rng.random(),
                now=now - rng.random() * 200 * 86400,
                pinned=rng.random() < 0.001,
                consolidated=rng.random() < 0.8,
            )
            if rng.random() < 0.3:
                store.update_memory(
                    conn, mid, now, n_success=rng.randint(0, 5), n_failure=rng.randint(0, 2)
                )
            if cap is not None and live[pid] > cap:
                store.update_memory(
                    conn, mid, now, status="archived", retired_at=now, retired_reason="over cap"
                )
    conn.close()


SOURCE_FILES = 300  # files in the bench checkout that this project's memories name
CHANGED_FILES = 30  # edited after anchoring (unrelated lines): the check reads them again
DELETED_FILES = 10  # deleted after anchoring: their memories turn possibly stale


def anchor_store(db: Path, project: Path) -> int:
    """Anchor this project's memories as the sleep pass does, then edit and delete some
    files, so SessionStart's check has real work: stats, re-reads and gone anchors."""
    from retain.memory.facade import Memory

    mem = Memory(db, embedder=None, project=str(project))
    done = mem.check_code(anchor_new=1_000_000).anchored
    rng = random.Random(5)
    files = [project / "src" / f"mod_{k}.py" for k in range(SOURCE_FILES)]
    for f in rng.sample(files, CHANGED_FILES + DELETED_FILES)[:CHANGED_FILES]:
        f.write_text(f.read_text() + "\n\ndef added_later():\n    return None\n")
    for f in rng.sample(files, DELETED_FILES):
        f.unlink(missing_ok=True)
    return done


def add_vectors(db: Path, model: str, dim: int, seed: int = 11) -> None:
    """A vector for every memory, of the serve's model and dimension, so the serve answers
    over the whole store (random unit vectors: the timing does not depend on them)."""
    import numpy as np

    from retain.store import db as dbmod
    from retain.store import queries

    rng = np.random.default_rng(seed)
    conn = dbmod.connect(db)
    rows = conn.execute("SELECT id, content_hash FROM memories").fetchall()
    vectors = rng.standard_normal((len(rows), dim)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    with dbmod.transaction(conn):
        for (mid, content_hash), vec in zip(rows, vectors):
            queries.upsert_embedding(
                conn, mid, model, vec.astype("<f4").tobytes(), dim, content_hash
            )
    conn.close()


class Serve:
    """A real `retain serve` (default ONNX embedder) on the bench's store, its stdin held
    open as Claude Code holds it."""

    def __init__(self, env: dict[str, str], cwd: Path, db: Path) -> None:
        from retain.hooks import meaning

        started = time.monotonic()
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "retain", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={k: v for k, v in env.items() if k != "RETAIN_EMBEDDER"},
            cwd=str(cwd),
        )
        self.socket_seconds = self.ready_seconds = 0.0
        while time.monotonic() - started < 120:
            if self.proc.poll() is not None:
                raise SystemExit("retain serve exited")
            ask = meaning.Ask.start(db, None, "ready?", k=1, timeout=2.0)
            if ask is not None:
                self.socket_seconds = self.socket_seconds or time.monotonic() - started
                if ask.finish([]) is not None:
                    self.ready_seconds = time.monotonic() - started
                    return
            time.sleep(0.01)
        raise SystemExit("retain serve never answered")

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


def round_trips(db: Path, project: Path, n: int, runs: int) -> list[float]:
    """Prompt sent to answer received, as the hook asks (no deadline): the serve's side."""
    from retain.hooks import meaning
    from retain.scope import project_id

    rng = random.Random(n + 2)
    here = project_id(str(project))
    out = []
    for _ in range(runs):
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 12)))
        started = time.perf_counter()
        ask = meaning.Ask.start(db, here, f"why does the {words} fail?", k=100, timeout=5.0)
        if ask is None or ask.finish(list(range(1, 31))) is None:
            raise SystemExit("the serve did not answer")
        out.append(time.perf_counter() - started)
    return out


def make_checkout(project: Path) -> None:
    (project / "src").mkdir()
    for k in range(SOURCE_FILES):
        (project / "src" / f"mod_{k}.py").write_text(
            f"def handler_{k}(order):\n    return retry(order, timeout={k})\n"
        )
    git = project / ".git"
    (git / "logs").mkdir(parents=True)
    (git / "HEAD").write_text("ref: refs/heads/fix/payment-retry-timeout\n")
    rng = random.Random(3)
    lines = [
        f"{i:040x} {i + 1:040x} Dev <dev@example.test> {1700000000 + i} +0000\tcommit: "
        f"{' '.join(rng.choice(WORDS) for _ in range(6))}"
        for i in range(200)
    ]
    (git / "logs" / "HEAD").write_text("\n".join(lines) + "\n")


def time_process(cmd: list[str], stdin: bytes, env: dict[str, str]) -> float:
    return run_process(cmd, stdin, env)[0]


def run_process(cmd: list[str], stdin: bytes, env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds from spawn to exit, CPU seconds the child used)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(cmd, input=stdin, env=env, stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall, cpu


def launcher_prefix(tmp: Path) -> Path:
    """An install-like prefix: bin/retain-hook (the repository's launcher) and a venv
    whose Python is this interpreter (its venv linked when it runs in one)."""
    root = Path(__file__).resolve().parents[1]
    prefix = tmp / "prefix"
    (prefix / "bin").mkdir(parents=True)
    launcher = prefix / "bin" / "retain-hook"
    launcher.write_bytes((root / "hooks" / "retain-hook").read_bytes())
    launcher.chmod(0o755)
    if sys.prefix != sys.base_prefix:
        (prefix / "venv").symlink_to(sys.prefix, target_is_directory=True)
        if not (prefix / "venv" / "bin" / "python").exists():
            raise SystemExit(f"{sys.prefix}/bin/python is missing: run the bench from a venv")
    else:
        (prefix / "venv" / "bin").mkdir(parents=True)
        (prefix / "venv" / "bin" / "python").symlink_to(sys.executable)
    return launcher


def fixture_payload() -> dict[str, object]:
    """A SessionStart payload as Claude Code sent it (the repository's fixture)."""
    root = Path(__file__).resolve().parents[1]
    path = root / "tests" / "fixtures" / "claude-code" / "hook-payloads-retain.jsonl"
    for line in path.read_text().splitlines():
        if line.strip():
            stdin = json.loads(line)["stdin"]
            if stdin.get("hook_event_name") == "SessionStart" and stdin.get("source") == "startup":
                return dict(stdin)
    raise SystemExit(f"no SessionStart startup payload in {path}")


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def in_process(project: Path, n: int, runs: int) -> list[float]:
    """The part that depends on the store: hook.session_start() after imports are done."""
    from retain.hooks import entry as hook

    samples = []
    for i in range(runs):
        payload = {"session_id": f"warm-{n}-{i}", "cwd": str(project), "source": "startup"}
        started = time.perf_counter()
        hook.session_start(payload)
        samples.append(time.perf_counter() - started)
    return samples


def in_process_prompt(project: Path, n: int, runs: int) -> list[float]:
    """hook.prompt() after imports are done: the part that depends on the store."""
    from retain.hooks import entry as hook

    rng = random.Random(n + 1)
    samples = []
    for i in range(runs):
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 12)))
        prompt = f"{words} {rng.randrange(n)}"
        payload = {"session_id": f"warm-prompt-{n}-{i}", "cwd": str(project), "prompt": prompt}
        started = time.perf_counter()
        hook.prompt(payload)
        samples.append(time.perf_counter() - started)
    return samples


def time_prompts(
    py: str, launcher: str, env: dict[str, str], project: Path, n: int, runs: int, tag: str
) -> tuple[list[float], list[float]]:
    """Whole prompt-hook processes started the way hooks.json starts them (`launcher`),
    each paired with a bare `python -c pass` just before it. A memory's own number makes
    one rare word: candidates to score and, often, a block; every third prompt matches
    nothing."""
    prompts, bare = [], []
    rng = random.Random(n)
    for i in range(runs):
        words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 12)))
        text = f"{words} {rng.randrange(n)}" if i % 3 else "thanks, that is all for today"
        payload = json.dumps(
            {
                "session_id": f"bench-{tag}-{n}-{i}",
                "cwd": str(project),
                "hook_event_name": "UserPromptSubmit",
                "prompt": f"why does the {text} fail again?",
            }
        )
        bare.append(time_process([py, "-c", "pass"], b"", env))
        prompts.append(time_process([launcher, "prompt"], payload.encode(), env))
    return prompts, bare


def finished_runs(db: Path) -> int:
    with sqlite3.connect(db) as conn:
        return conn.execute(
            "SELECT COUNT(*) FROM sleep_runs WHERE finished_at IS NOT NULL"
        ).fetchone()[0]


def summary(samples: list[float]) -> str:
    ms = sorted(s * 1000 for s in samples)
    p90 = ms[min(len(ms) - 1, int(round(0.9 * (len(ms) - 1))))]
    return f"median {statistics.median(ms):6.1f} ms   p90 {p90:6.1f} ms   (n={len(ms)})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10_000, 100_000])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument(
        "--uncapped", action="store_true", help="every memory live: a worst case, see above"
    )
    parser.add_argument(
        "--serve",
        action="store_true",
        help="also time the prompt hook with a real `retain serve` answering on its socket",
    )
    args = parser.parse_args(argv)
    src = Path(__file__).resolve().parents[1] / "src"
    results: dict[str, object] = {}
    compileall.compile_dir(str(src / "retain"), quiet=1)  # as pip does; see the docstring
    # /tmp: the serve's socket path must stay under ~100 bytes (macOS's TMPDIR is long)
    short = "/tmp" if os.path.isdir("/tmp") else None
    with tempfile.TemporaryDirectory(prefix="retain-hook-bench-", dir=short) as tmp:
        base_env = dict(os.environ)
        base_env["PYTHONPATH"] = str(src) + os.pathsep + base_env.get("PYTHONPATH", "")
        base_env["RETAIN_EMBEDDER"] = "none"
        base_env.pop("RETAIN_DB", None)
        base_env.pop("CLAUDE_PROJECT_DIR", None)
        py = sys.executable
        hook = [str(launcher_prefix(Path(tmp))), "session-start"]
        print(load())
        results["load_start"] = os.getloadavg()[0]
        floor = [time_process([py, "-c", "pass"], b"", base_env) for _ in range(args.runs)]
        imp = [time_process([py, "-c", "import retain"], b"", base_env) for _ in range(args.runs)]
        print(f"bare python            {summary(floor)}")
        print(f"import retain          {summary(imp)}")
        results["floor_ms"] = statistics.median(floor) * 1000
        results["import_retain_ms"] = statistics.median(imp) * 1000
        template = fixture_payload()
        for n in args.sizes:
            home = Path(tmp) / f"home-{n}"
            project = Path(tmp) / f"project-{n}"
            project.mkdir()
            make_checkout(project)
            env = {**base_env, "RETAIN_HOME": str(home), "HOME": str(Path(tmp))}
            os.environ["RETAIN_HOME"] = str(home)
            db = home / "retain.db"
            t = time.perf_counter()
            build_store(db, project, n, cap=None if args.uncapped else 2000)
            anchored = anchor_store(db, project)
            built = time.perf_counter() - t
            print(f"  {anchored:,} memories of this project anchored to its files")
            starts, bare, start_cpu, bare_cpu, old, old_cpu = [], [], [], [], [], []
            for i in range(args.runs):
                payload = {
                    **template,
                    "session_id": f"bench-{n}-{i}",
                    "cwd": str(project),
                    "transcript_path": str(Path(tmp) / f"transcript-{n}-{i}.jsonl"),
                }
                wall, cpu = run_process([py, "-c", "pass"], b"", env)
                bare.append(wall)
                bare_cpu.append(cpu)
                wall, cpu = run_process(hook, json.dumps(payload).encode(), env)
                starts.append(wall)
                start_cpu.append(cpu)
                payload["session_id"] = f"bench-m-{n}-{i}"
                wall, cpu = run_process(
                    [py, "-m", "retain.hooks.entry", "session-start"],
                    json.dumps(payload).encode(),
                    env,
                )
                old.append(wall)
                old_cpu.append(cpu)
            ratio = statistics.median(starts) / statistics.median(bare)
            cpu_ratio = statistics.median(start_cpu) / statistics.median(bare_cpu)
            old_ratio = statistics.median(old) / statistics.median(bare)
            print(f"session-start {n:>7,}  {summary(starts)}   (store built in {built:.1f} s)")
            print(
                f"  paired bare   {n:>7,}  {summary(bare)}   -> hook/bare {ratio:.2f}x wall; "
                f"CPU {statistics.median(start_cpu) * 1000:.1f} vs "
                f"{statistics.median(bare_cpu) * 1000:.1f} ms, {cpu_ratio:.2f}x"
            )
            print(f"  first run     {n:>7,}  {starts[0] * 1000:.1f} ms   (re-checks what moved)")
            results[f"session_start_{n}_first_ms"] = starts[0] * 1000
            print(
                f"  python -m     {n:>7,}  {summary(old)}   -> {old_ratio:.2f}x wall; "
                f"CPU {statistics.median(old_cpu) * 1000:.1f} ms"
            )
            results[f"session_start_{n}_python_m_ms"] = statistics.median(old) * 1000
            results[f"session_start_{n}_python_m_ratio"] = old_ratio
            results[f"session_start_{n}_bare_ms"] = statistics.median(bare) * 1000
            results[f"session_start_{n}_ratio"] = ratio
            results[f"session_start_{n}_cpu_ms"] = statistics.median(start_cpu) * 1000
            results[f"session_start_{n}_cpu_ratio"] = cpu_ratio
            work = in_process(project, n, args.runs)
            print(f"  in-process    {n:>7,}  {summary(work)}   (session_start() alone, warm)")
            results[f"session_start_{n}_in_process_ms"] = statistics.median(work) * 1000
            results[f"session_start_{n}_ms"] = statistics.median(starts) * 1000
            prompts, bare_p = time_prompts(py, hook[0], env, project, n, args.runs, "words")
            ratio = statistics.median(prompts) / statistics.median(bare_p)
            print(f"prompt        {n:>7,}  {summary(prompts)}   (no serve: words only)")
            print(f"  paired bare   {n:>7,}  {summary(bare_p)}   -> hook/bare {ratio:.2f}x wall")
            warm = in_process_prompt(project, n, args.runs)
            print(f"  in-process    {n:>7,}  {summary(warm)}   (prompt() alone, warm)")
            results[f"prompt_{n}_ms"] = statistics.median(prompts) * 1000
            results[f"prompt_{n}_ratio_to_bare"] = ratio
            results[f"prompt_{n}_in_process_ms"] = statistics.median(warm) * 1000
            if args.serve:
                from retain.vectors import embed

                add_vectors(db, embed.MINILM_NAME, 384)
                serve = Serve(env, project, db)
                try:
                    print(
                        f"  serve: socket after {serve.socket_seconds:.2f} s, answering with "
                        f"meaning after {serve.ready_seconds:.2f} s (spawn to answer)"
                    )
                    trips = round_trips(db, project, n, args.runs)
                    print(
                        f"  round trip    {n:>7,}  {summary(trips)}   (ask to answer, no deadline)"
                    )
                    served, bare_s = time_prompts(py, hook[0], env, project, n, args.runs, "served")
                finally:
                    serve.close()
                ratio = statistics.median(served) / statistics.median(bare_s)
                print(f"prompt+serve  {n:>7,}  {summary(served)}   (a serve answering)")
                print(
                    f"  paired bare   {n:>7,}  {summary(bare_s)}   -> hook/bare {ratio:.2f}x wall"
                )
                results[f"prompt_serve_{n}_ms"] = statistics.median(served) * 1000
                results[f"prompt_serve_{n}_ratio_to_bare"] = ratio
                results[f"serve_round_trip_{n}_ms"] = statistics.median(trips) * 1000
                results["serve_ready_s"] = serve.ready_seconds
        # SessionEnd: spawn-to-return only, which does not depend on the store, so on a
        # small store of its own whose detached passes finish quickly and never overlap.
        home = Path(tmp) / "home-end"
        project = Path(tmp) / "project-end"
        project.mkdir()
        env = {**base_env, "RETAIN_HOME": str(home), "HOME": str(Path(tmp))}
        os.environ["RETAIN_HOME"] = str(home)
        db = home / "retain.db"
        build_store(db, project, 1000, cap=2000)
        ends = []
        unfinished = 0
        for i in range(min(args.runs, 11)):
            before = finished_runs(db)
            payload = json.dumps(
                {
                    "session_id": f"end-{i}",
                    "cwd": str(project),
                    "hook_event_name": "SessionEnd",
                    "reason": "other",
                }
            )
            ends.append(time_process([hook[0], "session-end"], payload.encode(), env))
            deadline = time.monotonic() + 120
            while finished_runs(db) <= before and time.monotonic() < deadline:
                time.sleep(0.1)
            unfinished += finished_runs(db) <= before
        note = f"; {unfinished} passes unfinished after 120 s" if unfinished else ""
        print(f"session-end     1,000  {summary(ends)}   (return only; pass detached{note})")
        results["session_end_ms"] = statistics.median(ends) * 1000
    print(load())
    results["load_end"] = os.getloadavg()[0]
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
