"""The sleep pass's outcome step: credit the memories a session relied on with what its
test and build runs showed (retain.sleep.inference), then anchor new memories and check
the project's anchors (retain.anchors.staleness).

Relied on = shown at SessionStart (the `injections` rows of this session) or returned by
a `memory_search` call in the transcript. Idempotent: a second pass over the same
transcript credits nothing twice (one inferred outcome per memory and session).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from retain.anchors import staleness
from retain.memory import credit
from retain.sleep.commands import read_session
from retain.sleep.inference import Relied, infer

if TYPE_CHECKING:
    from retain.store.base import Store

ANCHOR_BUDGET = 500  # memories anchored per pass: each may scan the project's files once
SOURCE = "transcript"


def infer_outcomes(
    store: Store,
    transcript_path: str | Path,
    *,
    session_id: str,
    now: float,
) -> int:
    """Credit this session's inferred outcomes; returns how many were new."""
    log = read_session(transcript_path)
    if not log.runs:
        return 0
    since: dict[int, tuple[int, str]] = {
        mid: (0, "injected") for mid in store.injected_ids(session_id)
    }
    for r in log.retrievals:
        for mid in r.memory_ids:
            since.setdefault(mid, (r.index, "retrieved"))
    records = store.get_many(list(since))
    relied = [
        Relied(m.id, m.text, m.kind, since[m.id][0], since[m.id][1])
        for m in records.values()
        if m.status == "live"
    ]
    found = infer(log, relied)
    added = 0
    if found:
        with store.transaction():
            for f in found:
                m = store.get(f.memory_id)
                done = credit.credit(
                    store,
                    m,
                    f.outcome,
                    inferred=True,
                    source=SOURCE,
                    now=now,
                    session_id=session_id,
                    command=f.command,
                    detail=f.detail,
                )
                added += done is not None
    return added


def run_step(
    store: Store,
    *,
    transcript_path: str | Path | None,
    session_id: str | None,
    project_dir: str | Path | None,
    project_id: str | None,
    now: float,
    tally: Counter[str],
) -> None:
    """Inferred outcomes from the transcript, then anchors and staleness for the project."""
    if transcript_path is not None and session_id:
        tally["inferred"] += infer_outcomes(store, transcript_path, session_id=session_id, now=now)
    if project_dir is None:
        return
    r = staleness.refresh(
        store, project_dir, project_id, now=now, session_id=session_id, anchor_new=ANCHOR_BUDGET
    )
    tally["anchored"] += r.anchored
    tally["stale"] += r.marked
    tally["unstale"] += r.cleared
    tally["archived_stale"] += r.archived
