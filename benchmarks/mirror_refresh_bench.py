"""The team mirror's routine refresh on pg_bench's filled stores: with nothing changed and
after 100 changes, listing every visible id (what every refresh did before round 6's
incremental refresh, and still the safety net's) against asking only for the rows
written since the mark. Also where a full listing's time goes: the server's listing
under row-level security, the mirror's own ids, and the local delete/compare.

    python -m benchmarks.pg_bench fill --work $W --sizes 100000   (once)
    python -m benchmarks.pg_bench mirror --work $W --sizes 100000 (once: the mirror)
    python -m benchmarks.mirror_refresh_bench --work $W --sizes 100000 --runs 5

The kept mirror (WORK/home-N) is copied aside and refreshed there; the server's data is
kept (100 project facts are pinned and unpinned per round, through the product)."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks.pg_bench import PASSWORD, PROJECT, ROLE, kept_server, pgdata, touch_facts
from retain.store import pg_mirror, sqlite_mirror
from retain.store.postgres import url_with
from retain.team import refresh
from retain.team.mirror import Mirror


def _timed(fn):  # type: ignore[no-untyped-def]
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def _refresh(member: str, whole: bool) -> tuple[float, dict]:
    m = Mirror(member, PROJECT)
    meta = m.meta()
    if whole:  # the safety net's turn: every visible id listed, as every refresh before
        meta["since_full"] = refresh.FULL_EVERY
    else:
        meta["since_full"], meta["full_at"] = 0, time.time()
    m.save_meta(meta)
    return _timed(lambda: refresh.refresh(member, PROJECT))


def _parts(member: str) -> dict:
    """A full listing's pieces, each on its own (the mirror left as it is)."""
    from retain.team.refresh import _open

    m = Mirror(member, PROJECT)
    store = _open(member)
    try:
        with store.session():
            since = int(m.meta()["xmin"])
            server, listed = _timed(lambda: pg_mirror.visible_ids(store, PROJECT, since))
            mine, have = _timed(lambda: sqlite_mirror.memory_ids(m.db))
            changed, rows = _timed(lambda: pg_mirror.changed_rows(store, PROJECT, since))
    finally:
        store.close()
    # the local delete/compare alone: nothing fetched, every listed id kept
    local, _ = _timed(
        lambda: sqlite_mirror.apply_memories(
            m.db, sqlite_mirror.memory_columns(m.db), iter(()), lambda: [i for i, _ in listed]
        )
    )
    return {
        "server_listing_s": server,
        "listed": len(listed),
        "mirror_ids_s": mine,
        "held": len(have),
        "local_keep_and_delete_s": local,
        "changed_rows_s": changed,
        "changed_rows": len(rows),
    }


def run(work: Path, n: int, runs: int) -> dict:
    admin = kept_server(pgdata(work))
    member = url_with(url_with(admin, db=f"retain_bench_{n}"), user=ROLE, password=PASSWORD)
    home = Path(tempfile.mkdtemp(prefix=f"mirror-refresh-{n}-"))
    try:
        shutil.copytree(work / f"home-{n}" / "team-cache", home / "team-cache")
        os.environ["RETAIN_HOME"] = str(home)
        _refresh(member, whole=True)  # catch up with what earlier benches changed
        out: dict = {"n": n, "runs": runs, "parts": _parts(member)}
        for how, whole in (("every_visible_id", True), ("changed_rows", False)):
            quiet, after = [], []
            for _ in range(runs):
                quiet.append(_refresh(member, whole)[0])
                changes = touch_facts(member, 100)
                took, report = _refresh(member, whole)
                after.append(took)
            out[how] = {
                "nothing_changed_s": statistics.median(quiet),
                "after_100_changes_s": statistics.median(after),
                "changes": changes,
                "last_report": report,
            }
        out["load"] = os.getloadavg()
        return out
    finally:
        shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.mirror_refresh_bench")
    ap.add_argument("--work", type=Path, required=True)
    ap.add_argument("--sizes", type=int, nargs="+", default=[100000])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args()
    for n in args.sizes:
        row = run(args.work, n, args.runs)
        print(json.dumps(row), flush=True)
        if args.out:
            with args.out.open("a") as f:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
