"""The whole store as a person sees it: list every memory, find one by its text, edit one
(history kept), restore an export, review what sessions were shown.

The Markdown export and import, the JSON Lines restore and the viewer (`retain ui`) call
these through `Memory` (`Memory.memories`, `Memory.edit`, ...). Each takes the facade's
MemoryContext; every read and write is a named operation on its store. Stdlib only.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from retain import text as textmod
from retain.core import lifecycle, validate
from retain.errors import InvalidInput
from retain.memory import history, history_rows, outcome_rows
from retain.memory import write as writes
from retain.models import (
    KINDS,
    SCOPES,
    STATUSES,
    EpisodeRecord,
    Injection,
    MemoryRecord,
    RestoreResult,
    SessionInjections,
    WriteResult,
)

if TYPE_CHECKING:
    from retain.memory.context import MemoryContext

MAX_SESSIONS = 500  # recent_sessions' bound

# Memory state a restore copies from an export as it is (the rest is set on insert).
_RESTORED_STATE = (
    "n_success",
    "n_failure",
    "n_used",
    "n_injected",
    "strength",
    "last_used_at",
    "valid_to",
    "status",
    "retired_kind",
    "retired_reason",
    "retired_at",
)
_OUTCOME_COUNTS = ("n_success", "n_failure", "n_inferred_success", "n_inferred_failure")
# ... and the memory's part of its history (the rest are rows: retain.memory.history.restore).
_RESTORED_HISTORY = (
    "n_inferred_success",
    "n_inferred_failure",
    "shown_used",
    "shown_unused",
    "stale_at",
    "stale_reason",
)


# The closing reason of a belief a person corrected (`edit`, a Markdown edit): its successor
# took over its outcomes, so the two must never be live together (belief_ops.revive).
REFINED_BY = "refined by"


def memories(
    ctx: MemoryContext,
    *,
    scope: str | None = None,
    project_id: str | None = None,
    kind: str | None = None,
    status: str | None = None,
    limit: int | None = None,
) -> list[MemoryRecord]:
    """Every memory, in every project and of any status unless filtered, oldest first.

    Unlike `search` this is not ranked and sees retired memories: it is for export and
    for a person browsing the store. `project_id` is an id (`git:...`), matched exactly."""
    for name, value, allowed in (
        ("scope", scope, SCOPES),
        ("kind", kind, KINDS),
        ("status", status, STATUSES),
    ):
        if value is not None:
            validate.choice(name, value, allowed)
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise InvalidInput(f"limit must be a whole number >= 1; got {limit!r}")
    return ctx.store.list_memories(
        scope=scope, project_id=project_id, kind=kind, status=status, limit=limit
    )


def evidence(ctx: MemoryContext, memory_ids: Iterable[int]) -> dict[int, list[EpisodeRecord]]:
    """The observations each memory cites, oldest first (what `explain` lists), for many
    memories at once."""
    return ctx.store.evidence_of([validate.memory_id(i) for i in memory_ids])


def find_same_text(
    ctx: MemoryContext, text: str, *, scope: str, project: str | None = None
) -> MemoryRecord | None:
    """The memory (any status) in exactly this scope whose text, once redacted, is the
    same as `text`; None when there is none. An importer uses it to bring nothing in
    twice, not even what the user has forgotten since."""
    validate.choice("scope", scope, SCOPES)
    clean = validate.text(text)[0]
    pid = ctx.project(project) if scope == "project" else None
    return ctx.store.same_text(clean, scope=scope, project_id=pid)


def edit(
    ctx: MemoryContext,
    memory_id: int,
    text: str,
    *,
    verdict: str = "refinement",
    source: str = "import",
    now: float | None = None,
) -> WriteResult:
    """A person corrects a live memory's text; its history is kept.

    The new text becomes a new memory and the old one is closed, superseded by it, so
    `explain` shows the chain. `refinement` (the same belief, said better) carries the
    old memory's outcome counts (explicit and inferred) and rows, usage counts, support,
    pin and evidence over (the old one keeps its anchors and stale mark; the next sleep
    pass anchors the new text afresh); `contradiction` (the belief changed) starts the
    new one afresh, as `write` with that verdict does. One transaction: either both
    changes happen or neither does."""
    if verdict not in ("refinement", "contradiction"):
        raise InvalidInput(f"verdict must be refinement or contradiction; got {verdict!r}")
    now = ctx.now(now)
    memory_id = validate.memory_id(memory_id)
    clean = validate.text(text)[0]
    store = ctx.store
    with store.transaction():
        old = store.get(memory_id)
        if old.status != "live":
            raise InvalidInput(
                f"memory [{old.id}] is {old.status}; only a live memory can be edited"
                + (" (revive it first)" if old.status == "archived" else "")
            )
        if textmod.content_hash(clean) == textmod.content_hash(old.text):
            raise InvalidInput(f"the new text is the same as [{old.id}]'s; nothing changed")
        result = writes.write(
            ctx,
            text,
            kind=old.kind,
            scope=old.scope,
            project=old.project_id,
            verdict=verdict,
            target=old.id,
            pinned=old.pinned,
            trust="user",
            actor="user",
            source=source,
            now=now,
        )
        if verdict == "contradiction":
            return result  # the write closed the old belief itself
        # A refinement `write` leaves its target live; an edit replaces it.
        new = result.memory_id
        store.retire(
            old.id,
            now,
            kind="superseded",
            reason=f"{REFINED_BY} [{new}]",
            valid_to=now,
            superseded_by=new,
        )
        counts = {f: getattr(old, f) for f in _OUTCOME_COUNTS}
        used, unused = store.usage_counts([old.id]).get(old.id, (0, 0))
        store.update(
            new,
            now,
            **counts,
            n_used=old.n_used,
            n_injected=old.n_injected,
            shown_used=used,
            shown_unused=unused,
            support=old.support,
            confidence=lifecycle.confidence_of("user", **counts),
        )
        store.link_sources(new, store.episode_ids_of(old.id))
        # The outcome rows too (with those of memories merged into it, which its counts
        # include), so `explain` on the new belief lists them and an inferred one can
        # still be taken back there. Anchors are not copied: the new text may name other
        # things, so the next sleep pass anchors it against the code as it is.
        rows = outcome_rows.with_merged(
            store.outcomes_of(old.id), outcome_rows.merged_outcomes(store, old.id)
        )
        outcome_rows.add_outcomes(store, new, outcome_rows.as_rows(rows))
    return dataclasses.replace(
        result, message=f"{result.message}; [{old.id}] is closed, superseded by [{new}]"
    )


def restore(
    ctx: MemoryContext,
    records: Iterable[Mapping[str, Any]],
    *,
    keep_to: str | None = None,
    source: str | None = None,
) -> RestoreResult:
    """Put memories exported by `retain export` (JSON Lines records) back, with their
    state, validity, supersession links and evidence, in one transaction. Not gated:
    these are beliefs already judged once. A record whose memory is already here (same
    text, scope and creation time) is skipped. Its outcome rows, anchors and stale mark
    (retain.memory.history) come back with it; every record is checked before anything is
    written, and a damaged history raises history.HistoryError with nothing restored.

    `keep_to` (a file nobody vouched for, retain.portable.jsonl): every record lands in
    that project, its episodes too, whatever scope and project it names; one already here
    as written (the same file imported before with --trust-file) is still skipped.
    Each restored memory's history rows come back marked as imported, then one row, op
    `import`, names `source` (the file) and the record (retain.memory.history_rows)."""
    rows = [restorable(r) for r in records]
    first: dict[int, int] = {}
    for number, r in enumerate(rows, start=1):
        if first.setdefault(r["id"], number) != number:  # its links would be ambiguous
            raise InvalidInput(
                f"record {number}: id {r['id']} is also record {first[r['id']]}; nothing restored"
            )
    mapping: dict[int, int] = {}
    store = ctx.store
    now = ctx.now()
    with store.transaction():
        fresh: list[tuple[dict[str, Any], int]] = []
        for r in rows:
            found = store.created_with_text(
                r["text"], r["created_at"], scope=r["scope"], project_id=r["project_id"]
            )
            if found is None and keep_to is not None:
                r["scope"], r["project_id"] = "project", keep_to
                for e in r["episodes"]:
                    e["project_id"] = keep_to
                found = store.created_with_text(
                    r["text"], r["created_at"], scope="project", project_id=keep_to
                )
            if found is not None:
                mapping[r["id"]] = found
                continue
            mid = store.add_memory(
                text=r["text"],
                kind=r["kind"],
                valence=r["valence"],
                scope=r["scope"],
                project_id=r["project_id"],
                trust=r["trust"],
                confidence=r["confidence"],
                now=r["created_at"],
                pinned=r["pinned"],
                expires_at=r["expires_at"],
                consolidated=r["consolidated"],
                support=r["support"],
                valid_from=r["valid_from"],
            )
            mapping[r["id"]] = mid
            fresh.append((r, mid))
            eids = [eid for e in r["episodes"] if (eid := store.add_episode(**e)) is not None]
            store.link_sources(mid, eids)
            history.restore(store, mid, r["history"])
            rows = r["history"]["memory_history"]
            store.import_history(
                mid, rows, history_rows.import_note(source, r["id"], len(rows)), now
            )
        for r, mid in fresh:
            h = r["history"]
            store.update(
                mid,
                r["updated_at"],
                **{f: r[f] for f in _RESTORED_STATE},
                **{f: h[f] for f in _RESTORED_HISTORY},
                superseded_by=mapping.get(r["superseded_by"] or 0),
            )
    return RestoreResult(mapping, len(fresh))


def restorable(r: Mapping[str, Any]) -> dict[str, Any]:
    """One export record checked (validate.restorable), with its history under
    `history` (retain.memory.history.restorable)."""
    row = validate.restorable(r)
    assert isinstance(r, Mapping)  # validate.restorable refuses anything else
    row["history"] = history.restorable(r)
    return row


def recent_sessions(ctx: MemoryContext, limit: int = 20) -> list[SessionInjections]:
    """The `limit` sessions most recently shown memories, newest first: what each was
    shown (SessionStart block, prompt-time injections) and what it reported using."""
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_SESSIONS:
        raise InvalidInput(f"limit must be between 1 and {MAX_SESSIONS}")
    store = ctx.store
    with store.session():
        rows = store.recent_injections(limit)
        order: dict[str, list[Injection]] = {}
        for sid, mid, at, src in rows:
            order.setdefault(sid, []).append(Injection(mid, at, src))
        outcomes: dict[str, list[tuple[int, str]]] = {}
        for sid, mid, outcome in store.session_outcomes(list(order)):
            outcomes.setdefault(sid, []).append((mid, outcome))
        recs = store.get_many(sorted({r[1] for r in rows}))
    return [
        SessionInjections(
            session_id=sid,
            shown=tuple(shown),
            outcomes=tuple(sorted(outcomes.get(sid, []))),
            memories=tuple(recs[i.memory_id] for i in shown if i.memory_id in recs),
        )
        for sid, shown in order.items()
    ]
