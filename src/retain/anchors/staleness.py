"""Possibly stale: deciding, from its anchors, whether a memory still matches the code.

`judge` turns the checks of one memory's anchors (retain.anchors.refs) into what to store:

- an anchor found `ok` is stored as ok, on the current branch (a memory learned on a
  feature branch and merged adopts the branch it is now seen on);
- on another branch than the one it was recorded on, a `changed` or `gone` anchor is
  no alarm: the code may simply not be checked out; it keeps its state;
- `changed` or `gone` on the same branch marks the memory *possibly stale*, with the
  reason; a `gone` anchor counts the distinct sessions it has been missing in;
- a memory whose every anchor has been gone for ARCHIVE_AFTER_SESSIONS sessions is
  archived (revivable: `retain revive`).

Stdlib only: the SessionStart hook runs it over the memories it is about to show.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from retain.anchors.checks import check_anchor
from retain.anchors.gitfiles import find_checkout
from retain.anchors.refs import Anchor, Project, find_anchors, with_seen

if TYPE_CHECKING:
    from retain.store.base import Store

ARCHIVE_AFTER_SESSIONS = 3  # one missing session may be a branch or a stash; three is a pattern
CHECK_LIMIT = 5_000  # memories checked per sleep pass: one stat per anchor when nothing moved


@dataclass(frozen=True)
class Verdict:
    memory_id: int
    anchors: tuple[Anchor, ...]  # as they should now be stored
    dirty: tuple[Anchor, ...]  # the ones that differ from what is stored
    stale_reason: str | None  # None: nothing the memory names has moved on
    archive: bool


def judge(
    memory_id: int,
    anchors: Sequence[Anchor],
    project: Project,
    *,
    branch: str | None,
    session_id: str | None,
    now: float,
) -> Verdict:
    """Check a memory's anchors against the project as it is now."""
    out: list[Anchor] = []
    dirty: list[Anchor] = []
    reasons: list[str] = []
    for a in anchors:
        c = check_anchor(a, project)
        if c.state == "ok" and c.anchor is a and a.state == "ok" and a.branch in (branch, None):
            seen = with_seen(a, project)
            if seen is a:
                out.append(a)  # unchanged since the last look (one stat): nothing to write
                continue
            dirty.append(replace(seen, checked_at=now))
            out.append(dirty[-1])
            continue
        if c.state == "ok":
            new = replace(c.anchor, state="ok", gone_sessions=0, branch=branch or a.branch)
        elif a.branch and branch and a.branch != branch:
            new = a  # not checked out here: no alarm, no change
        elif c.state == "changed":
            new = replace(c.anchor, state="changed", gone_sessions=0)
        else:
            counted = bool(session_id) and session_id != a.last_session
            new = replace(
                c.anchor,
                state="gone",
                gone_sessions=a.gone_sessions + (1 if counted else 0),
                last_session=session_id if counted else a.last_session,
            )
        if new.state != "ok":
            reasons.append(f"{new.label()}: {c.note or new.state}")
        new = with_seen(new, project)
        if new != a:
            dirty.append(replace(new, checked_at=now))
            new = dirty[-1]
        out.append(new)
    archive = bool(out) and all(
        a.state == "gone" and a.gone_sessions >= ARCHIVE_AFTER_SESSIONS for a in out
    )
    return Verdict(
        memory_id=memory_id,
        anchors=tuple(out),
        dirty=tuple(dirty),
        stale_reason="; ".join(reasons) if reasons else None,
        archive=archive,
    )


@dataclass(frozen=True)
class Refresh:
    """What one refresh did."""

    anchored: int = 0  # memories whose anchors were looked for
    checked: int = 0  # memories whose anchors were checked
    marked: int = 0  # newly possibly stale (or with a new reason)
    cleared: int = 0  # no longer stale
    archived: int = 0  # every anchor gone for ARCHIVE_AFTER_SESSIONS sessions
    written: tuple[int, ...] = ()  # the memories whose rows were written


def refresh(
    store: Store,
    project_dir: str | Path,
    project_id: str | None,
    *,
    now: float,
    ids: Sequence[int] | None = None,
    session_id: str | None = None,
    anchor_new: int = 0,
    check_limit: int = CHECK_LIMIT,
    current: dict[int, str | None] | None = None,
) -> Refresh:
    """Anchor up to `anchor_new` not-yet-anchored memories of the project, then check the
    anchors of `ids` (default: the project's anchored live memories, up to `check_limit`)
    and store what changed. Writes only when something did. `current`: the stale reasons
    the caller already holds for `ids` (saves reading them again)."""
    checkout = find_checkout(project_dir)
    if checkout is None or project_id is None:
        return Refresh()
    project = Project(checkout)
    branch = checkout.branch()
    anchored = 0
    if anchor_new > 0:
        todo = store.unanchored(project_id, anchor_new)
        found = [(mid, find_anchors(text, project, branch)) for mid, text in todo]
        if found:
            with store.transaction():
                for mid, anchors in found:
                    store.save_anchors(mid, anchors, now)
            anchored = len(found)
    if ids is None:
        ids = store.anchored_live(project_id, 0, check_limit)
    by_memory = store.anchors_of(list(ids)) if ids else {}
    verdicts = [
        judge(mid, anchors, project, branch=branch, session_id=session_id, now=now)
        for mid, anchors in by_memory.items()
    ]
    marked = cleared = archived = 0
    stale_now = current
    if stale_now is None:
        held = store.get_many([v.memory_id for v in verdicts])
        stale_now = {m.id: m.stale_reason for m in held.values()}
    todo_writes = [
        v for v in verdicts if v.dirty or v.archive or v.stale_reason != stale_now.get(v.memory_id)
    ]
    if todo_writes:
        with store.transaction():
            for v in todo_writes:
                if v.dirty:
                    store.update_anchors(v.dirty)
                if store.set_stale(v.memory_id, now, v.stale_reason):
                    if v.stale_reason is None:
                        cleared += 1
                    else:
                        marked += 1
                if v.archive:
                    store.retire(
                        v.memory_id,
                        now,
                        kind="stale",
                        reason=f"stale: for {ARCHIVE_AFTER_SESSIONS} sessions everything it "
                        f"names was gone ({v.stale_reason})",
                    )
                    archived += 1
    changed = tuple(v.memory_id for v in todo_writes)
    return Refresh(anchored, len(verdicts), marked, cleared, archived, changed)
