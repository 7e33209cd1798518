"""`python -m retain.team.refresh --project-id=P`: bring one local mirror up to date.

Started detached by a team hook (retain.team.mirror), and run before a sleep pass so
the pass sees what the session was shown. One refresher per mirror at a time (a lock
file); the others exit at once. Steps, each safe to repeat:
1. send the injections the hooks recorded in the mirror since the last delivery
   (pg_mirror.deliver_injections: the server keeps one per session and memory);
2. bring the mirror's memories to the live ones visible here (the project's, the user's
   own), in one transaction: a new mirror copies them all, an existing one only the
   rows written since the last refresh's mark (retain.store.pg_mirror: PostgreSQL's row
   versions), and drops those no longer live. Only when this user's memberships changed,
   or every FULL_EVERY refreshes / FULL_SECONDS, does it list every visible id, fetch
   those it lacks and drop what is not listed (what else could hide a memory: an
   administrator's hand on the server's rows); a new mirror also
   gets the injections the server holds for the last day, so a session started before
   it existed is not shown a memory twice;
3. note when, and the mark (the mirror's .json). A failure notes the attempt and leaves
   the mirror.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import os
import sys
import time
import uuid
from collections.abc import Iterator
from typing import Any

from retain import config
from retain.store import pg_mirror, sqlite_compact, sqlite_mirror
from retain.team.mirror import Mirror

# A mark further back than this many transactions is not compared (xmin is 32-bit and
# wraps): the refresh copies everything again.
MAX_XID_SPAN = 1 << 30
SEED_SECONDS = 86400.0  # a new mirror copies this user's server injections of the last day
# The safety net: a full listing at least this often, though nothing seemed to ask for it.
FULL_EVERY = 200
FULL_SECONDS = 6 * 3600.0
CONNECT_TIMEOUT_S = 5  # off the prompt's path: a slow server may take its time, not forever


@contextlib.contextmanager
def locked(m: Mirror, wait: float = 0.0) -> Iterator[bool]:
    """The mirror's lock, waiting up to `wait` seconds; yields whether it was taken."""
    config.ensure_private_dir(m.db.parent)
    fd = os.open(str(m.lock_path), os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    yield False
                    return
                time.sleep(0.05)
        yield True
    finally:
        os.close(fd)  # closing releases the lock


def _open(url: str) -> Any:
    from retain.store.postgres import PostgresStore

    return PostgresStore(url, connect_timeout=CONNECT_TIMEOUT_S, reconnect_seconds=0, check=False)


def deliver(store: Any, m: Mirror, meta: dict) -> int:
    """Step 1; updates meta["delivered"] (the last mirror rowid sent). Hold the lock."""
    if not m.db.exists():
        return 0
    done = int(meta.get("delivered", 0))
    rows = sqlite_mirror.injections_after(m.db, done)
    new = pg_mirror.deliver_injections(store, rows)
    if rows:
        meta["delivered"] = rows[-1][0]
        m.save_meta(meta)
    return new


def refresh(url: str, project_id: str | None, *, now: float | None = None) -> dict:
    """Steps 1-3 for one mirror; what was done (for the log and the tests)."""
    m = Mirror(url, project_id)
    at = time.time() if now is None else now
    started = time.monotonic()
    with locked(m) as got:
        if not got:
            return {"skipped": "another refresh is running"}
        meta = m.meta()
        fresh = not m.db.exists() or "mirror_id" not in meta
        if fresh:  # a new mirror file: built aside, then renamed into place
            meta = {"mirror_id": uuid.uuid4().hex, "target": m.target, "project": project_id}
        since = None if fresh else meta.get("xmin")
        try:
            store = _open(url)
            try:
                with store.session():
                    sent = 0 if fresh else deliver(store, m, meta)
                    build = m.db.with_name(m.db.name + ".new") if fresh else m.db
                    if fresh:
                        sqlite_compact.remove(build)
                    columns = sqlite_mirror.memory_columns(build)
                    mark = pg_mirror.watermark(store)
                    if not isinstance(since, int) or not 0 <= mark - since < MAX_XID_SPAN:
                        since = None  # no mark yet, or too old to compare: copy everything
                    if meta.get("seat") != pg_mirror.SEAT:
                        since = None  # copied before teammates' trust was read as theirs
                    members = pg_mirror.memberships(store)
                    whole = (
                        since is None
                        or members != meta.get("members")
                        or int(meta.get("since_full", FULL_EVERY)) + 1 >= FULL_EVERY
                        or not at - float(meta.get("full_at", 0.0)) < FULL_SECONDS
                    )
                    fetched: set[int] = set()
                    if whole or since is None:  # every visible id: what is not listed goes
                        listed = pg_mirror.visible_ids(store, project_id, since)
                        have = set() if fresh else sqlite_mirror.memory_ids(build)
                        need = [i for i, changed in listed if changed or i not in have]
                    else:  # only the rows written since the mark: those not live go
                        listed = pg_mirror.changed_rows(store, project_id, since)
                        need = [i for i, live in listed if live]

                    def batches() -> Iterator[list[tuple]]:
                        for rows in pg_mirror.rows_by_id(store, need, columns):
                            fetched.update(int(r[0]) for r in rows)
                            yield rows

                    def keep() -> list[int]:  # what is listed, unless it left meanwhile
                        wanted = set(need)
                        return [i for i, _ in listed if i not in wanted or i in fetched]

                    def drop() -> list[int]:  # closed, or closed since it was listed
                        return [i for i, live in listed if not live or i not in fetched]

                    seed = pg_mirror.recent_injections(store, at - SEED_SECONDS) if fresh else []
                    # Written while the rows stream in: no more than a chunk in memory.
                    held = sqlite_mirror.apply_memories(
                        build,
                        columns,
                        batches(),
                        keep if whole else None,
                        drop=None if whole else drop,
                        seed_injections=seed,
                    )
            finally:
                store.close()
        except Exception as e:  # noqa: BLE001 - noted; the mirror stays as it was
            meta["attempted_at"] = at
            meta["error"] = f"{type(e).__name__}: {e}"
            if not fresh:
                m.save_meta(meta)
            raise
        if fresh:
            meta["delivered"] = sqlite_mirror.last_injection(build)  # the seed came from there
            for s in ("-wal", "-shm"):
                build.with_name(build.name + s).unlink(missing_ok=True)
            os.replace(build, m.db)
        took = round(time.monotonic() - started, 3)  # paces the next one (Mirror.refresh_due)
        if whole:
            meta.update(full_at=at, since_full=0, full_took=took)
            safety_net = since is not None and members == meta.get("members")
            if safety_net and "took" in meta:
                took = meta["took"]  # the safety net's listing does not slow the next ones
        else:
            meta["since_full"] = int(meta.get("since_full", 0)) + 1
        meta.update(
            refreshed_at=at,
            attempted_at=at,
            error=None,
            memories=held,
            took=took,
            xmin=mark,
            members=members,
            seat=pg_mirror.SEAT,
        )
        m.save_meta(meta)
    return {
        "memories": held,
        "copied": len(fetched),
        "full": since is None,
        "listing": "every visible id" if whole else "changed rows",
        "listed": len(listed),
        "injections_sent": sent,
        "new": fresh,
    }


def deliver_only(store: Any, url: str, project_id: str | None, wait: float = 10.0) -> int:
    """Step 1 alone, on an open store (the sleep pass, before it reads the injections)."""
    m = Mirror(url, project_id)
    if not m.db.exists():
        return 0
    with locked(m, wait) as got:
        if not got:
            return 0
        return deliver(store, m, m.meta())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m retain.team.refresh", description=__doc__)
    ap.add_argument("--project-id", default="", help="the project's id ('' for none)")
    args = ap.parse_args(argv)
    url = config.db_url()
    stamp = time.strftime("%Y-%m-%dT%H:%M:%S")
    if not url:
        print(f"{stamp} team refresh: RETAIN_DB names no team store", file=sys.stderr)
        return 0
    try:
        report = refresh(url, args.project_id or None)
    except Exception as e:  # noqa: BLE001 - detached: the log is the only reader
        print(f"{stamp} team refresh failed: {type(e).__name__}: {e}", file=sys.stderr)
        return 0
    print(f"{stamp} team refresh: {report}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
