"""The sleep pass: capture -> consolidate -> merge -> expire -> decay -> prune.

This module runs the pass (the lock, the run record, the report) and the detached
entry; each stage is a named function in retain.sleep.stages, called here in order.

Run detached by the SessionEnd hook (`python -m retain.sleep --transcript P
--session-id S --project-dir D`) and by hand with `retain maintain`.

- Capture stores the transcript's memorable statements as pending episodes, before the
  lock and idempotently (a unique index on (session, text hash)), so a transcript is
  never lost even when another pass holds the lock.
- Everything after capture runs under an exclusive lock file next to the database, so
  two sessions ending together do not double-apply anything; the second pass waits,
  then finds only its own work left.
- Every step writes in short BEGIN IMMEDIATE transactions: a pass killed with -9 leaves
  a consistent store and the next pass finishes the work.
- Work is bounded whatever the store's size or backlog (retain.backlog): each pass
  checks a budgeted share of what changed, oldest first, and records a cursor; the next
  passes carry on from it. Expiry and decay pick their few candidates in SQL.
- Decisions depend only on the stored rows and `now`: the same input gives the same
  store, and once the backlog is worked through a second pass at the same `now`
  changes nothing.

Stdlib only unless vectors are in play (see retain.consolidate); never imports mcp.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retain import config, limits
from retain.logfile import one_line
from retain.scope import storable
from retain.sleep import backlog, stages, transcript

# Re-exported: these lived here before the stages had a module, and callers import them here.
from retain.sleep.stages import MAX_CANDIDATES as MAX_CANDIDATES
from retain.sleep.stages import Progress as Progress
from retain.sleep.stages import capture_transcript as capture_transcript
from retain.sleep.stages import log_line as log_line

if TYPE_CHECKING:
    from retain.store.base import Store
    from retain.vectors.embed import Embedder

LOCK_WAIT_SECONDS = 30.0  # a pass does bounded work (retain.backlog): waiting beats leaving work
LOCK_POLL_SECONDS = 0.05


@dataclasses.dataclass(frozen=True)
class SleepReport:
    """What one pass did. `archived` = decayed + expired + pruned."""

    captured: int = 0  # new episodes from the transcript
    fixes: int = 0  # failures kept with what fixed them (retain.sleep.fixes)
    promoted: int = 0  # new inferred beliefs
    reinforced: int = 0  # known beliefs backed by a new session
    consolidated: int = 0  # inferred beliefs that became long-term (injected at start)
    superseded: int = 0  # older beliefs closed by a promoted change ("switched to ...")
    merged: int = 0  # near-duplicates folded into a keeper
    revived: int = 0  # archived-by-decay beliefs brought back by new evidence
    decayed: int = 0
    expired: int = 0
    pruned: int = 0
    archived: int = 0
    dropped: int = 0  # weak observations that waited too long for a repetition
    pending: int = 0  # observations still waiting
    embedded: int = 0  # vectors back-filled
    shown_used: int = 0  # memories the session was shown and used (retain.sleep.usage)
    shown_unused: int = 0  # ... shown and not used
    found_elsewhere: int = 0  # ... used, though no block had shown them
    inferred: int = 0  # outcomes inferred from the session's test and build runs
    anchored: int = 0  # memories whose anchors in the code were looked for
    stale: int = 0  # memories newly marked possibly stale
    unstale: int = 0  # memories whose anchors hold again
    archived_stale: int = 0  # everything they named was gone for several sessions
    scrubbed: int = 0  # rows re-redacted by a scrub a migration asked for (retain.sleep.scrub)
    branch_lifted: int = 0  # branch-only memories whose branch merged: now everyone's
    branch_followed: int = 0  # ... whose branch was renamed or rebased: they follow it
    branch_archived: int = 0  # ... whose branch was deleted or abandoned unmerged
    skipped: str | None = None  # "locked" when another pass held the lock

    def as_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def run_sleep_pass(
    store: Store | str | Path | None = None,
    *,
    now: float | None = None,
    transcript_path: str | Path | None = None,
    session_id: str | None = None,
    project_dir: str | Path | None = None,
    embedder: Embedder | None = None,
    progress: Progress | None = None,
    lock_wait: float = LOCK_WAIT_SECONDS,
) -> SleepReport:
    """Capture a session's transcript (optional), then consolidate, decay and prune.

    `now` fixes the clock (tests, replays). `embedder`, when given, back-fills vectors
    and lets merging compare meanings; without it the pass uses stored vectors if any,
    else words. `progress` receives one line per step (`retain maintain` prints them).
    Raises StoreError when the database cannot be used; the detached entry logs it.
    """
    now = time.time() if now is None else limits.real("now", now, 0, limits.MAX_TIMESTAMP)
    if store is None or isinstance(store, (str, Path)):
        from retain.store.open import open_store

        store = open_store(store)
    say: Progress = progress or (lambda _line: None)
    started = time.monotonic()
    tally: Counter[str] = Counter()
    if transcript_path is not None and project_dir is not None:
        transcript_path = _own_transcript(transcript_path, project_dir, say)
    with store.session(), transcript.read_once():  # one reading of the transcript a pass
        if transcript_path is not None:
            stages.capture(
                store,
                transcript_path,
                session_id=session_id,
                project_dir=project_dir,
                embedder=embedder,
                now=now,
                tally=tally,
                say=say,
            )
        with store.exclusive("sleep", lock_wait) as held:
            if not held:
                say("another sleep pass holds the lock; the captured observations wait for it")
                report = _report(store, tally, skipped="locked")
                _record_run(store, now, now + time.monotonic() - started, report, None, None)
            else:
                stages.scrub_owed(store, embedder, tally, say)
                since = backlog.last_cursor(store)
                run_id = _record_run(store, now, None, None, None, None)
                cursor = _steps(store, now, since, embedder, tally, say)
                stages.outcomes(store, now, transcript_path, session_id, project_dir, tally, say)
                stages.branches(store, now, project_dir, tally, say)
                report = _report(store, tally)
                finished = now + time.monotonic() - started
                _record_run(store, now, finished, report, cursor, run_id)
    log_line(json.dumps(report.as_dict(), sort_keys=True))
    return report


def _own_transcript(
    transcript: str | Path, project_dir: str | Path, say: Progress
) -> str | Path | None:
    """`transcript`, unless its records were all made in another project: then None, and
    the log says why (retain.sleep.transcript_owner)."""
    from retain.sleep.transcript_owner import foreign_folder

    elsewhere = foreign_folder(transcript, project_dir)
    if elsewhere is None:
        return transcript
    line = f"transcript not read: {transcript}: recorded in another project ({elsewhere})"
    log_line(line)
    say(line)
    return None


def _steps(
    store: Store,
    now: float,
    since: backlog.Cursor,
    embedder: Embedder | None,
    tally: Counter[str],
    say: Progress,
) -> backlog.Cursor:
    """The pass proper, stage by stage; returns the cursor to record once it has finished."""
    newest = store.max_memory_id()
    vectors, words = stages.compare(store, embedder, tally, say)
    seen = stages.consolidate_pending(store, now, since, vectors, words, tally, say)
    batch = stages.merge_duplicates(store, now, since, vectors, words, tally, say)
    stages.expire_and_decay(store, now, tally, say)
    stages.prune(store, now, tally, say)
    return backlog.Cursor(
        started_at=now,
        max_memory_id=newest,
        episode_id=seen,
        merge_at=batch.merge_at,
        merge_id=batch.merge_id,
        merge_new_id=batch.merge_new_id,
    )


def _record_run(
    store: Store,
    started: float,
    finished: float | None,
    report: SleepReport | None,
    cursor: backlog.Cursor | None,
    run_id: int | None,
) -> int:
    body = None
    if report is not None:
        data: dict[str, Any] = report.as_dict()
        if cursor is not None:  # a nested object: `retain status` shows only the counts
            data["cursor"] = dataclasses.asdict(cursor)
        body = json.dumps(data, sort_keys=True)
    with store.transaction():
        return store.record_run(run_id, started, finished, body)


def _report(store: Store, tally: Counter[str], skipped: str | None = None) -> SleepReport:
    pending = store.pending_count()
    counts = {
        f.name: int(tally[f.name])
        for f in dataclasses.fields(SleepReport)
        if f.name not in ("pending", "archived", "skipped")
    }
    archived = counts["decayed"] + counts["expired"] + counts["pruned"]
    return SleepReport(**counts, pending=int(pending), archived=archived, skipped=skipped)


def _pass_embedder() -> Embedder | None:
    """The configured embedder, when it loads in a few seconds (the ONNX export or a
    plugin): the detached pass then gives what it captured a vector at once, so it is
    found by meaning in the next session, and compares beliefs by meaning. Without one
    (RETAIN_EMBEDDER=none, only sentence-transformers, a broken install) the pass compares
    by words and a later command back-fills the vectors."""
    try:
        # Inside: a Python without numpy (a plugin checkout's system python3) still runs
        # the pass, by words, instead of failing it before anything is captured.
        from retain.vectors.embed import create, loads_quickly

        return create() if config.embedder_name() != "none" and loads_quickly() else None
    except Exception as e:  # a missing model file or package: the pass still runs, by words
        log_line(f"embedder unavailable, comparing by words: {type(e).__name__}: {e}")
        return None


def main(argv: list[str] | None = None) -> int:
    """Entry for `python -m retain.sleep`: always exits 0; errors go to the log."""
    from retain.store.sqlite_history import acting

    with acting("sleep"):  # who a memory's history names for this pass's changes
        return _main(argv)


def _main(argv: list[str] | None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m retain.sleep",
        description="Run retain's sleep pass: capture a session transcript, then "
        "consolidate, decay and prune memories. The SessionEnd hook starts it detached.",
    )
    parser.add_argument("--transcript", metavar="P", help="Claude Code transcript (JSONL)")
    parser.add_argument("--session-id", metavar="S", help="session id (default: file name)")
    parser.add_argument("--project-dir", metavar="D", help="project directory of the session")
    parser.add_argument("--db", metavar="PATH", help="database (default: $RETAIN_DB or ~/.retain)")
    parser.add_argument("--now", type=float, help="pretend it is this Unix time (tests, replays)")
    parser.add_argument("-v", "--verbose", action="store_true", help="progress on stderr")
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:
        if e.code in (0, None):  # --help
            raise
        log_line("error: bad arguments (see `python -m retain.sleep --help`)")
        return 0

    def progress(line: str) -> None:  # printable: a path in it came from a payload
        print(one_line(line), file=sys.stderr, flush=True)

    try:
        from retain.memory.facade import Memory

        mem = Memory(args.db, embedder=_pass_embedder(), project=args.project_dir)
        if hasattr(mem.store, "claim_delivery"):  # a team store: deliver offline writes
            from retain.errors import StoreUnavailable
            from retain.scope import resolve_project
            from retain.team.refresh import deliver_only

            try:
                mem.flush_outbox()
                # what the hooks showed from the local mirror, so usage is decided on it
                deliver_only(
                    mem.store,
                    str(getattr(mem.store, "url", "")),
                    resolve_project(args.project_dir or ""),
                )
            except StoreUnavailable as e:
                log_line(f"outbox: team store unreachable, writes stay queued: {e}")
        report = mem.sleep(
            now=args.now,
            transcript_path=args.transcript,
            # undecodable argv bytes: the pass failed whole, on every retry (storable)
            session_id=storable(args.session_id) if args.session_id else None,
            project_dir=args.project_dir,
            progress=progress if args.verbose else None,
        )
    except Exception as e:  # fail open: a detached process has nobody to tell but the log
        log_line(f"error: {type(e).__name__}: {e}")
        if args.verbose:
            progress(f"sleep pass failed: {e}")
        return 0
    if not report.skipped and hasattr(mem.store, "claim_delivery"):
        _clean_team_copies(mem.store, progress if args.verbose else None)
    if args.verbose:
        progress(json.dumps(report.as_dict(), sort_keys=True))
    return 0


def _clean_team_copies(store: Store, progress: Progress | None) -> None:
    """A scrub paid on a team store reaches this machine's copies of it (the hooks'
    mirrors, the outbox, the cached block), as `retain scrub`'s does."""
    from retain.team.scrub_files import after_pass

    try:
        notes = after_pass(store)
    except Exception as e:  # the mark stays old: the next pass tries again
        log_line(f"local team copies not scrubbed, left for the next pass: {type(e).__name__}: {e}")
        return
    if notes is not None:
        log_line("local team copies scrubbed" + "".join(f"; {n}" for n in notes))
        if progress is not None:
            progress("scrub: the local copies of the team store cleaned")


if __name__ == "__main__":
    sys.exit(main())
