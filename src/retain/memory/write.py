"""The gated write (`Memory.write`): takes the facade's MemoryContext
(retain.memory.context); every statement goes through its store. Bulk import
(`Memory.add_many`) is retain.memory.bulk, which makes its rows with `NewBelief`.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from retain.core import lifecycle, validate
from retain.core.gate import Judgement, Neighbour, judge
from retain.errors import InvalidInput
from retain.models import (
    ACTORS,
    KINDS,
    OUTCOMES,
    SCOPES,
    SOURCES,
    TRUSTS,
    VERDICTS,
    MemoryRecord,
    WriteResult,
    default_scope,
    valence_of,
)

if TYPE_CHECKING:
    from retain.memory.branch_scope import Decision, Where
    from retain.memory.context import MemoryContext
    from retain.store.base import Store

GATE_NEIGHBOURS = 8  # nearest live memories the write gate compares against

log = logging.getLogger("retain.memory")


def write(
    ctx: MemoryContext,
    text: str,
    *,
    kind: str = "fact",
    scope: str | None = None,
    outcome: str | None = None,
    verdict: str | None = None,
    target: int | None = None,
    pinned: bool = False,
    ttl_days: float | None = None,
    trust: str = "agent",
    actor: str = "agent",
    source: str = "tool",
    session_id: str | None = None,
    project: str | None = None,
    now: float | None = None,
    context: str | None = None,
    where: Mapping[str, Any] | None = None,
) -> WriteResult:
    """Record an observation and, unless it is already known, a belief.

    `where`: the branch the write was made on, as retain.memory.branch_scope.Where's
    to_json ({} for none), when it was decided earlier (a write queued in the team
    outbox); None reads it from the context's checkout now.

    `context` (optional) is the situation it was learned in (the task, the symptom,
    the surrounding conversation): searchable at a lower weight, never the belief.

    The gate compares the (redacted) text with the nearest live memories in the same
    scope: redundant strengthens the existing memory; contradiction closes the old
    belief and links its successor; refinement and novel store a new memory.
    """
    now = ctx.now(now)
    clean, n_redacted = validate.text(text)
    validate.informative(clean)
    clean_context, n_context_redacted = validate.context_counted(context)
    n_redacted += n_context_redacted  # the reply counts every secret kept out of the store
    validate.choice("kind", kind, KINDS)
    validate.choice("trust", trust, TRUSTS)
    validate.choice("actor", actor, ACTORS)
    validate.choice("source", source, SOURCES)
    if outcome is not None:
        validate.choice("outcome", outcome, OUTCOMES)
    if verdict is not None:
        validate.choice("verdict", verdict, VERDICTS)
    scope = scope or default_scope(kind)
    validate.choice("scope", scope, SCOPES)
    validate.ttl_days(ttl_days)
    if target is not None and verdict is None:
        raise InvalidInput("target needs a verdict (refinement, redundant or contradiction)")
    if target is not None:
        target = validate.memory_id(target)
    validate.session(session_id)
    project_id = ctx.project(project)
    if scope == "project" and project_id is None:
        raise InvalidInput(
            "no project here (not a directory retain can identify); use scope='user'"
        )
    valence = valence_of(kind, outcome)
    confined = _confinement(ctx, clean, kind, scope, project_id, clean_context, where)
    embedder = ctx.embedder()
    vec = embedder.embed([clean])[0] if embedder is not None else None
    store = ctx.store

    with store.transaction():
        target_rec = store.get(target) if target is not None else None
        confirmed = None
        if verdict == "contradiction" and target_rec is not None:
            confirmed = _confirmed_update(store, clean, target_rec)
        if confirmed is None:
            judgement = _judge(
                ctx, clean, valence, scope, project_id, verdict, target_rec, vec, confined
            )
            imported = source == "import" and trust != "user"
            judgement = _spare(store, judgement, confined, imported)
        episode_id = store.add_episode(
            text=clean,
            actor=actor,
            source=source,
            now=now,
            session_id=session_id,
            project_id=project_id,
            outcome=outcome,
            kind=kind,
        )
        assert episode_id is not None
        if confirmed is not None and target_rec is not None:
            return _close_confirmed(store, confirmed, target_rec, episode_id, n_redacted, now)
        if judgement.verdict == "redundant" and judgement.target is not None:
            old = store.get(judgement.target)
            store.update(
                old.id,
                now,
                support=old.support + 1,
                strength=1.0,
                last_used_at=now,
                pinned=int(old.pinned or pinned),
            )
            store.link_sources(old.id, [episode_id])
            return WriteResult(
                verdict="redundant",
                stored=False,
                memory_id=old.id,
                episode_id=episode_id,
                related_id=old.id,
                redactions=n_redacted,
                message=f"already known as [{old.id}]; its support is now {old.support + 1}",
            )
        belief = NewBelief(kind, valence, scope, project_id, trust, trust != "inferred")
        mid = belief.add(
            store,
            clean,
            episode_id,
            now=now,
            context=clean_context,
            pinned=pinned,
            expires_at=None if ttl_days is None else now + ttl_days * lifecycle.DAY,
        )
        if confined is not None:
            made_at, decision = confined
            store.update(
                mid,
                now,
                branch=decision.branch,
                written_branch=decision.branch,
                branch_seen=made_at.seen(now),
            )
        if vec is not None and embedder is not None:
            from retain.vectors.backfill import save

            save(store, embedder, mid, clean, vec)
        message = f"stored as [{mid}]"
        if confined is not None:
            message += f" on branch {confined[1].branch} only ({confined[1].reason})"
        if judgement.verdict == "contradiction" and judgement.target is not None:
            store.supersede(judgement.target, mid, now)
            message += f"; it replaces [{judgement.target}], which is now closed"
        elif judgement.verdict == "refinement" and judgement.target is not None:
            message += f"; it refines [{judgement.target}]"
        elif judgement.outcome_differs:
            message += f"; [{judgement.target}] said the same with a different outcome"
        if judgement.confirms:
            message += "; it agrees with " + ", ".join(f"[{i}]" for i in judgement.confirms)
        for other in judgement.may_update:
            store.add_link(mid, other, "may_update", now, judgement.why)
        if judgement.may_update:
            olds = store.get_many(list(judgement.may_update))
            message += (
                "; it may update "
                + ", ".join(f"[{i}] {_preview(olds[i].text)!r}" for i in judgement.may_update)
                + " (both kept live)"
            )
    return WriteResult(
        verdict=judgement.verdict,
        stored=True,
        memory_id=mid,
        episode_id=episode_id,
        related_id=judgement.target,
        redactions=n_redacted,
        message=message,
        may_update=judgement.may_update,
        confirms=judgement.confirms,
    )


@dataclass(frozen=True)
class NewBelief:
    """What a new memory row is besides its text, time and context, built once per call
    (`add_many`: once for all its texts); `add` stores one with its evidence, the one
    place `write` and `add_many` make a memory row."""

    kind: str
    valence: str
    scope: str
    project_id: str | None
    trust: str
    consolidated: bool

    def add(
        self,
        store: Store,
        text: str,
        episode_id: int | None,
        *,
        now: float,
        context: str | None,
        pinned: bool = False,
        expires_at: float | None = None,
    ) -> int:
        mid = store.add_memory(
            text=text,
            kind=self.kind,
            valence=self.valence,
            scope=self.scope,
            project_id=self.project_id,
            trust=self.trust,
            confidence=lifecycle.confidence(self.trust, 0, 0),  # no outcome yet
            now=now,
            pinned=pinned,
            expires_at=expires_at,
            consolidated=self.consolidated,
            context=context,
        )
        store.link_sources(mid, [episode_id] if episode_id else [])
        return mid


def _confirmed_update(store: Store, text: str, target: MemoryRecord) -> MemoryRecord | None:
    """The agent confirms a "may update" hint by writing the same text again with
    verdict='contradiction' and the target: the live memory already stored with that
    text and a link to the target, if there is one."""
    from retain.text import content_hash

    digest = content_hash(text)
    for newer_id, other_id, kind, *_ in store.links_of(target.id):
        if other_id != target.id or kind != "may_update":
            continue
        newer = store.get(newer_id)
        if newer.status == "live" and content_hash(newer.text) == digest:
            return newer
    return None


def _close_confirmed(
    store: Store,
    newer: MemoryRecord,
    target: MemoryRecord,
    episode_id: int,
    n_redacted: int,
    now: float,
) -> WriteResult:
    """Close the confirmed target in favour of the memory already stored (no duplicate)."""
    if target.status != "live":
        raise InvalidInput(
            f"memory [{target.id}] is {target.status}, not live; "
            "search again for the current belief"
        )
    store.link_sources(newer.id, [episode_id])
    store.supersede(target.id, newer.id, now)
    store.settle_link(newer.id, target.id, "may_update", now)
    return WriteResult(
        verdict="contradiction",
        stored=False,
        memory_id=newer.id,
        episode_id=episode_id,
        related_id=target.id,
        redactions=n_redacted,
        message=f"[{newer.id}] now replaces [{target.id}], which is closed",
    )


def _preview(text: str, limit: int = 80) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _judge(
    ctx: MemoryContext,
    text: str,
    valence: str,
    scope: str,
    project_id: str | None,
    verdict: str | None,
    target_rec: MemoryRecord | None,
    vec: Any,
    confined: tuple[Where, Decision] | None = None,
) -> Judgement:
    branch = confined[1].branch if confined is not None else None
    if verdict is not None:
        if verdict in ("redundant", "contradiction", "refinement") and target_rec is None:
            near = neighbours(ctx, text, scope, project_id, vec, branch)
            if not near:
                return Judgement("novel", None, f"no memory to be {verdict} with")
            target_rec = ctx.store.get(max(near, key=lambda n: n.similarity).id)
        if target_rec is not None and target_rec.status != "live" and verdict != "refinement":
            raise InvalidInput(
                f"memory [{target_rec.id}] is {target_rec.status}, not live; "
                "search again for the current belief"
            )
        return Judgement(verdict, target_rec.id if target_rec else None, "the agent said so")
    near = neighbours(ctx, text, scope, project_id, vec, branch)
    try:
        return judge(text, valence, near)
    except Exception as e:  # the gate is a heuristic: its bug must not lose the memory
        log.warning("write gate failed on a write, kept as new: %s: %s", type(e).__name__, e)
        return Judgement("novel", None, f"the write gate failed ({type(e).__name__}); kept as new")


def _confinement(
    ctx: MemoryContext,
    text: str,
    kind: str,
    scope: str,
    project_id: str | None,
    context: str | None,
    given: Mapping[str, Any] | None = None,
) -> tuple[Where, Decision] | None:
    """(where, decision) when this write is confined to the checkout's branch
    (retain.memory.branch_scope), else None. Only for the context's own checkout."""
    if scope != "project" or project_id is None or project_id != ctx.project_id:
        return None
    from retain.memory.branch_scope import Where, decide, where_of

    where = where_of(ctx.project_dir) if given is None else Where.from_json(given)
    if where is None:
        return None
    decision = decide(text, kind, scope, where, context)
    return (where, decision) if decision.branch is not None else None


def _spare(
    store: Store,
    judgement: Judgement,
    confined: tuple[Where, Decision] | None,
    imported: bool,
) -> Judgement:
    """A contradiction that must not close its target becomes a novel write, both kept live:
    - a branch-only belief never closes a belief true elsewhere: the default branch keeps
      its own until the branch merges (retain.sleep.branches lifts it then);
    - a file nobody vouched for (`imported`: a project's CLAUDE.md, a tree's new file) never
      closes what the user said: it is linked as one that may update it (round 30: a cloned
      repository's "we switched from argo to flux" closed the user's own belief)."""
    if judgement.verdict != "contradiction" or judgement.target is None:
        return judgement
    old = store.get(judgement.target)
    if confined is not None and old.branch != confined[1].branch:
        why = f"differs from [{old.id}], which stays live off branch {confined[1].branch}"
        may_update = judgement.may_update
    elif imported and old.trust == "user":
        why = f"may update [{old.id}], which the user wrote; an imported file does not close it"
        may_update = (old.id, *(i for i in judgement.may_update if i != old.id))
    else:
        return judgement
    return Judgement("novel", None, why, may_update=may_update, confirms=judgement.confirms)


def neighbours(
    ctx: MemoryContext,
    text: str,
    scope: str,
    project_id: str | None,
    vec: Any,
    branch: str | None = None,
) -> list[Neighbour]:
    """Nearest live memories in exactly this scope, by meaning when we can, else words;
    of those confined to a branch, only the ones confined to `branch` (a belief on one
    branch neither answers for nor is closed by a write made elsewhere)."""
    from retain import text as textmod

    pid = project_id if scope == "project" else None
    found: dict[int, Neighbour] = {}
    for mid, other, other_valence in ctx.store.lexical_in_scope(
        text, scope=scope, project_id=pid, limit=GATE_NEIGHBOURS
    ):
        found[mid] = Neighbour(mid, other, textmod.jaccard(text, other), other_valence, "lexical")
    finder = ctx.finder() if vec is not None else None
    if finder is not None and vec is not None:
        near = finder.nearest(ctx.store, vec, project_id, GATE_NEIGHBOURS * 3)
        recs = ctx.store.get_many([mid for mid, _ in near])
        for mid, cos in near:
            m = recs.get(mid)
            if m and m.status == "live" and m.scope == scope and m.project_id == pid:
                found[mid] = Neighbour(mid, m.text, cos, m.valence, "semantic")
    if found:
        records = ctx.store.get_many(list(found))
        found = {
            mid: n
            for mid, n in found.items()
            if mid in records and records[mid].branch in (None, branch)
        }
    return list(found.values())
