"""Possibly stale: deciding, from its anchors, whether a memory still matches the code.

`judge` turns the checks of one memory's anchors (retain.anchors) into what to store:

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

from retain.anchors import Anchor, Project, check_anchor

ARCHIVE_AFTER_SESSIONS = 3  # one missing session may be a branch or a stash; three is a pattern


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
