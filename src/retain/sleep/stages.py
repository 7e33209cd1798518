"""The sleep pass's stages, in the order retain.sleep.run calls them.

capture (with the failures it learns fixes from and the usage of what was shown) ->
scrub (when a migration left one owed) -> compare (vectors or words) -> consolidate ->
merge -> decay -> prune -> outcomes (inferred from the session's runs) -> branches.
Each stage is one function: it does its work in its own short transactions, adds its
counts to the pass's tally and says one line of progress. Capture runs before the pass's
lock; the rest under it (retain.sleep.run).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from retain import config
from retain.logfile import append_line
from retain.models import KINDS
from retain.sleep import backlog, consolidate, decay, merge, settle
from retain.vectors import finder, similar

if TYPE_CHECKING:
    from retain.sleep.capture import Candidate
    from retain.store.base import Store
    from retain.vectors.embed import Embedder
    from retain.vectors.finder import Vectors

MAX_CANDIDATES = 6  # statements kept per session: a session teaches a few things, not fifty
BACKFILL_LIMIT = 2000  # vectors computed per pass when an embedder is at hand

Progress = Callable[[str], None]


def capture(
    store: Store,
    transcript_path: str | Path,
    *,
    session_id: str | None,
    project_dir: str | Path | None,
    embedder: Embedder | None,
    now: float,
    tally: Counter[str],
    say: Progress,
) -> None:
    """The session's failures with what fixed them, its memorable statements as pending
    episodes, and which of the memories it was shown it used."""
    from retain.sleep.capture import capture as capture_candidates
    from retain.sleep.learn_fixes import learn_fixes

    problem = unreadable(transcript_path)
    if problem is not None:  # the rest of the pass still runs; the user learns why from the log
        log_line(f"transcript not read: {transcript_path}: {problem}")
        say(f"transcript not read: {transcript_path}: {problem}")
        return
    tally["fixes"], left = learn_fixes(
        store,
        transcript_path,
        session_id=session_id or Path(transcript_path).stem,
        project_dir=project_dir,
        embedder=embedder,
        now=now,
        candidates=capture_candidates(transcript_path, max_candidates=MAX_CANDIDATES),
    )
    say(f"kept {tally['fixes']} failures with what fixed them")
    tally["captured"] = capture_transcript(
        store,
        transcript_path,
        session_id=session_id,
        project_dir=project_dir,
        now=now,
        candidates=left,
    )
    say(f"captured {tally['captured']} new observations from {transcript_path}")
    from retain.sleep.usage import record_usage

    sid = session_id or Path(transcript_path).stem
    used, unused, found = record_usage(store, transcript_path, sid, now=now)
    tally.update(shown_used=used, shown_unused=unused, found_elsewhere=found)
    say(f"shown and used {used}, shown and not used {unused}, used unshown {found}")


def capture_transcript(
    store: Store,
    transcript_path: str | Path,
    *,
    session_id: str | None,
    project_dir: str | Path | None,
    now: float,
    candidates: Sequence[Candidate] | None = None,
) -> int:
    """Store the transcript's candidates as pending episodes; returns how many were new.

    Redacted before storage, with the turns each was said in (its context). Re-running on
    the same transcript adds nothing. On a branch, each is marked with the branch its
    belief is confined to when the rule says so (retain.memory.branch_scope; the branch
    is the checkout's at the session's end). `candidates`: what capture found, less the
    accounts of fixes already kept (retain.sleep.learn_fixes); by default, capture runs
    here.
    """
    from retain.memory.branch_scope import episode_mark, where_of
    from retain.models import inferred_scope
    from retain.redact import redact
    from retain.scope import default_project_dir
    from retain.scope import project_id as project_of
    from retain.sleep.capture import capture

    sid = session_id or Path(transcript_path).stem  # Claude Code names the file by session
    pid = project_of(project_dir if project_dir is not None else default_project_dir())
    if candidates is None:
        candidates = capture(transcript_path, max_candidates=MAX_CANDIDATES)
    where = where_of(str(project_dir)) if project_dir is not None and pid else None
    added = 0
    with store.transaction():
        for c in candidates:
            text = redact(c.text)[0].strip()
            if not text:
                continue
            signal = (
                consolidate.EXPLICIT_SIGNAL
                if c.explicit
                else min(float(c.signal), consolidate.CAPTURED_SIGNAL_CAP)
            )
            kind = c.kind if c.kind in KINDS else "fact"
            context = redact(c.context)[0].strip() or None
            eid = store.add_episode(
                text=text,
                actor="transcript",
                source="transcript",
                now=now,
                session_id=sid,
                project_id=pid,
                kind=kind,
                outcome="fail" if c.valence == "failure" else None,
                signal=signal,
                distilled=False,
                context=context,
                branch_seen=episode_mark(text, kind, inferred_scope(kind, pid), where, context),
            )
            added += eid is not None
    return added


def scrub_owed(store: Store, embedder: Embedder | None, tally: Counter[str], say: Progress) -> None:
    """The scrub a migration marked the store as owing (m010), done here, detached, under
    the pass's lock: never on a hook's path. A failure is logged and the pass goes on;
    the mark stays, so the next pass (or `retain scrub`) tries again."""
    if not store.scrub_pending():
        return
    from retain.sleep import scrub

    try:
        report = scrub.scrub_locked(store, embedder=embedder, progress=say)
    except Exception as e:
        log_line(f"scrub failed, left for the next pass: {type(e).__name__}: {e}")
        say(f"scrub failed, left for the next pass: {e}")
        return
    tally["scrubbed"] = report.changed
    say(scrub.summary(report).replace("\n", "; "))


def compare(
    store: Store, embedder: Embedder | None, tally: Counter[str], say: Progress
) -> tuple[Vectors | None, similar.Words]:
    """How this pass compares beliefs: by meaning (after back-filling vectors when an
    embedder is at hand) and words, or by words alone."""
    if embedder is not None:
        from retain.vectors.backfill import backfill

        tally["embedded"] = backfill(store, embedder, BACKFILL_LIMIT)
        say(f"embedded {tally['embedded']} memories")
    vectors = finder.open_vectors(store, embedder)
    words = similar.Words(store)
    say("comparing by " + ("meaning and words" if vectors is not None else "words"))
    return vectors, words


def consolidate_pending(
    store: Store,
    now: float,
    since: backlog.Cursor,
    vectors: Vectors | None,
    words: similar.Words,
    tally: Counter[str],
    say: Progress,
) -> int:
    """Pending episodes promoted to beliefs or reinforcing one, supported beliefs
    consolidated, updates settled; returns the last episode seen (the cursor's)."""
    seen = consolidate.promote_pending(
        store,
        now=now,
        since=since.started_at,
        after_id=since.max_memory_id,
        seen=since.episode_id,
        vectors=vectors,
        words=words,
        tally=tally,
        budget=backlog.PENDING_BUDGET,
        recent_max=backlog.RECENT_MAX,
    )
    consolidate.consolidate_supported(store, now=now, tally=tally)
    settle.settle_updates(store, now=now, tally=tally)
    say(
        f"promoted {tally['promoted']}, reinforced {tally['reinforced']}, "
        f"consolidated {tally['consolidated']}, dropped {tally['dropped']}"
    )
    waiting = store.pending_count()
    if waiting:
        say(
            f"{waiting} observations said once without a strong signal wait for a second "
            "session before they become beliefs (not searchable until then)"
        )
    return seen


def merge_duplicates(
    store: Store,
    now: float,
    since: backlog.Cursor,
    vectors: Vectors | None,
    words: similar.Words,
    tally: Counter[str],
    say: Progress,
) -> backlog.MergeBatch:
    """Near-duplicate beliefs merged, over this pass's budgeted batch (returned, for the
    cursor)."""
    batch = backlog.merge_batch(store, since, now, budget=backlog.MERGE_BUDGET)
    merge.merge_duplicates(store, now=now, ids=batch.ids, vectors=vectors, words=words, tally=tally)
    say(
        f"merged {tally['merged']} near-duplicates, revived {tally['revived']} "
        f"({len(batch.ids)} checked)"
    )
    return batch


def expire_and_decay(store: Store, now: float, tally: Counter[str], say: Progress) -> None:
    """Beliefs past their expiry archived; unused ones lose strength."""
    decay.expire(store, now=now, tally=tally)
    decay.decay(store, now=now, tally=tally)
    say(f"expired {tally['expired']}, decayed {tally['decayed']}")


def prune(store: Store, now: float, tally: Counter[str], say: Progress) -> None:
    """The weakest archived when the store is over its caps."""
    decay.prune(
        store, now=now, max_live=config.max_live(), max_lessons=config.max_lessons(), tally=tally
    )
    say(f"pruned {tally['pruned']} over the caps")


def outcomes(
    store: Store,
    now: float,
    transcript_path: str | Path | None,
    session_id: str | None,
    project_dir: str | Path | None,
    tally: Counter[str],
    say: Progress,
) -> None:
    """Inferred outcomes from the transcript's runs; anchors and staleness of the project."""
    from retain.scope import project_id as project_of
    from retain.sleep import outcomes

    sid = session_id or (Path(transcript_path).stem if transcript_path is not None else None)
    outcomes.run_step(
        store,
        transcript_path=transcript_path,
        session_id=sid,
        project_dir=project_dir,
        project_id=project_of(project_dir) if project_dir is not None else None,
        now=now,
        tally=tally,
    )
    say(
        f"inferred {tally['inferred']} outcomes; anchored {tally['anchored']}, possibly stale "
        f"{tally['stale']}, holding again {tally['unstale']}, archived {tally['archived_stale']}"
    )


def branches(
    store: Store,
    now: float,
    project_dir: str | Path | None,
    tally: Counter[str],
    say: Progress,
) -> None:
    """Branch-only memories whose branch merged, moved or was abandoned
    (retain.sleep.branches)."""
    if project_dir is None:
        return
    from retain.scope import project_id as project_of
    from retain.sleep.branches import settle_branches

    pid = project_of(project_dir)
    if pid is None:
        return
    settle_branches(store, project_dir=str(project_dir), project_id=pid, now=now, tally=tally)
    say(
        f"branch-only memories: lifted {tally['branch_lifted']}, followed "
        f"{tally['branch_followed']}, archived {tally['branch_archived']}"
    )


def unreadable(path: str | Path) -> str | None:
    """Why the transcript at `path` cannot be read (missing, a folder, a FIFO, no
    permission, another user's file or a link to one), or None when it is a readable
    regular file of this user's."""
    from retain.files import NotOwned, NotRegular, open_regular

    try:
        open_regular(path, mine=True).close()
    except NotRegular as e:
        return f"not a regular file ({e.kind})"
    except NotOwned as e:
        return f"owned by another user (uid {e.uid})"
    except OSError as e:
        return e.strerror or str(e)
    except (TypeError, ValueError) as e:  # a NUL byte in the path
        return str(e)
    return None


def log_line(message: str) -> None:
    """Append one line to the retain log (0600). Logging never fails the pass."""
    stamp = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    append_line(config.log_path(), f"{stamp} sleep {message}")
