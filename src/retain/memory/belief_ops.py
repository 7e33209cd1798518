"""What a person or an agent says of one belief, behind `Memory.outcome`, `forget`,
`revive`, `pin` and `confine`: how it worked out (outcome: only this moves confidence),
archived (never deleted), believed again, pinned, confined to a branch. Each takes the
facade's MemoryContext and is one unit of work on its store.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from retain import limits
from retain.core import validate
from retain.core.informative import lacks_information
from retain.errors import InvalidInput
from retain.memory import credit
from retain.memory import write as writes
from retain.models import OUTCOMES, MemoryRecord, OutcomeResult

if TYPE_CHECKING:
    from retain.memory.context import MemoryContext


def outcome(
    ctx: MemoryContext,
    memory_id: int,
    outcome: str,
    *,
    note: str | None = None,
    session_id: str | None = None,
    now: float | None = None,
) -> OutcomeResult:
    """Credit a real outcome: only this moves confidence. A failure with a note also
    stores the note as a failure lesson, in the same transaction."""
    now = ctx.now(now)
    validate.choice("outcome", outcome, OUTCOMES)
    memory_id = validate.memory_id(memory_id)
    validate.session(session_id)
    clean_note = validate.text(note)[0] if note is not None else None
    lesson = None
    with ctx.store.transaction():
        m = ctx.store.get(memory_id)
        eid = ctx.store.add_episode(
            text=clean_note or f"outcome {outcome} for [{m.id}]: {m.text[:200]}",
            actor="agent",
            source="tool",
            now=now,
            session_id=session_id,
            project_id=m.project_id,
            outcome=outcome,
        )
        updated = credit.credit(
            ctx.store,
            m,
            outcome,
            inferred=False,
            source="tool",
            now=now,
            session_id=session_id,
        )
        assert updated is not None  # only inferred outcomes are credited once per session
        ctx.store.link_sources(m.id, [eid] if eid else [])
        updated = ctx.store.get(m.id)
        if outcome == "fail" and clean_note and lacks_information(clean_note) is None:
            lesson = writes.write(
                ctx,
                clean_note,
                kind="lesson",
                outcome="fail",
                session_id=session_id,
                scope=m.scope,
                project=m.project_id,
                now=now,
            )
    return OutcomeResult(memory=updated, lesson=lesson)


def forget(
    ctx: MemoryContext, memory_id: int, reason: str, *, now: float | None = None
) -> MemoryRecord:
    """Archive a memory (never deleted; `revive` brings it back)."""
    now = ctx.now(now)
    reason_text = validate.text(reason, field="reason", limit=limits.MAX_REASON_CHARS)[0]
    with ctx.store.transaction():
        m = ctx.store.get(validate.memory_id(memory_id))
        if m.status != "live":
            raise InvalidInput(f"memory [{m.id}] is already {m.status}: {m.retired_reason}")
        ctx.store.retire(m.id, now, kind="forgotten", reason=f"forgotten: {reason_text}")
        return ctx.store.get(m.id)


def revive(ctx: MemoryContext, memory_id: int, *, now: float | None = None) -> MemoryRecord:
    now = ctx.now(now)
    with ctx.store.transaction():
        m = ctx.store.get(validate.memory_id(memory_id))
        if m.status == "superseded":
            _refuse_a_corrected_belief(ctx, m)
            # A belief closed by a write that did not replace it (the gate or the agent
            # got it wrong): believed again from now, beside the write that closed it.
            ctx.store.restore(
                m.id, now, strength=1.0, last_used_at=now, valid_to=None, superseded_by=None
            )
            return ctx.store.get(m.id)
        if m.status != "archived":
            raise InvalidInput(
                f"memory [{m.id}] is {m.status}; only archived or superseded memories revive"
            )
        ctx.store.restore(m.id, now, strength=1.0, last_used_at=now)
        if m.retired_kind == "abandoned":
            # Its branch went away unmerged and a person says it holds: it holds where
            # they say so, everywhere, or the next pass would archive it again.
            ctx.store.update(m.id, now, branch=None)
        if m.retired_kind == "stale":
            # Archived because everything it named was gone, and a person says it
            # holds: fingerprint the code afresh (as an `ok` does), or the next check
            # would find the same anchors gone and archive it again.
            ctx.store.forget_anchors(m.id)
        return ctx.store.get(m.id)


def _refuse_a_corrected_belief(ctx: MemoryContext, m: MemoryRecord) -> None:
    """A belief a person corrected (`edit`, a Markdown edit) lives on in its successor,
    which took over its outcome counts and rows: both live would count each outcome
    twice, and the sleep pass would merge the correction back into the old wording.
    After a Markdown edit the file's id changes, so `retain revive OLD` is what a person
    tries when they think the memory was lost: say where it is instead."""
    from retain.memory.curate import REFINED_BY

    succ = m.superseded_by
    if succ is None or not (m.retired_reason or "").startswith(REFINED_BY):
        return
    current = ctx.store.get(succ)
    if current.status == "live":
        raise InvalidInput(
            f"memory [{m.id}] was corrected to [{succ}], which is live and carries its "
            f"outcomes; nothing revived (edit [{succ}] to change its wording)"
        )


def pin(
    ctx: MemoryContext, memory_id: int, pinned: bool = True, *, now: float | None = None
) -> MemoryRecord:
    now = ctx.now(now)
    with ctx.store.transaction():
        m = ctx.store.get(validate.memory_id(memory_id))
        ctx.store.update(m.id, now, pinned=int(pinned))
        return ctx.store.get(m.id)


def confine(
    ctx: MemoryContext, memory_id: int, branch: str | None, *, now: float | None = None
) -> MemoryRecord:
    """A person's say on where a project belief is true: on `branch` only, or (None) on
    every branch (the Markdown import's `branch:` field)."""
    now = ctx.now(now)
    with ctx.store.transaction():
        m = ctx.store.get(validate.memory_id(memory_id))
        if branch is not None and (not branch.strip() or not validate.encodable(branch)):
            raise InvalidInput(f"branch {branch!r} is not a branch name; nothing changed")
        if branch is not None and m.scope != "project":
            raise InvalidInput(
                f"memory [{m.id}] is user-scoped; only project memories take a branch"
            )
        fields: dict[str, str | None] = {"branch": branch}
        if branch is not None:
            fields["written_branch"] = branch
        ctx.store.update(m.id, now, **fields)
        return ctx.store.get(m.id)
