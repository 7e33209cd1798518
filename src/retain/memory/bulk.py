"""Bulk import (`Memory.add_many`): memories stored without the write gate, in one
transaction and one embedding batch, still redacted. Takes the facade's MemoryContext.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from retain import limits
from retain.core import validate
from retain.errors import InvalidInput
from retain.memory.write import NewBelief
from retain.models import KINDS, SCOPES, TRUSTS, VALENCES, default_scope

if TYPE_CHECKING:
    from retain.memory.context import MemoryContext


def add_many(
    ctx: MemoryContext,
    texts: list[str],
    *,
    kind: str = "fact",
    scope: str | None = None,
    project: str | None = None,
    trust: str = "user",
    valence: str = "fact",
    created_at: list[float] | None = None,
    embed: bool = True,
    contexts: list[str | None] | None = None,
    skip_too_long: bool = True,
) -> list[int | None]:
    """Store memories without the write gate: one transaction, one embedding batch.
    `contexts`, when given, has one optional context per text (see
    retain.memory.write.write).

    Returns one entry per text, in order: its new id, or None for a text over
    limits.MAX_TEXT_CHARS, which is skipped while the rest is stored (the None is the
    report: the caller knows which texts they were); with
    `skip_too_long=False` such a text refuses the whole batch instead. Skipped, not
    split: a memory is one belief, and a cut at a character count makes fragments that
    are none (mid-sentence, mid-list), each then competing in search; `write` refuses
    the same text alone, so bulk and gated writes agree on what is stored. A caller
    that wants the content can summarise or split those texts by meaning and add them.
    """
    validate.choice("kind", kind, KINDS)
    validate.choice("trust", trust, TRUSTS)
    validate.choice("valence", valence, VALENCES)
    scope = scope or default_scope(kind)
    validate.choice("scope", scope, SCOPES)
    project_id = ctx.project(project)
    if scope == "project" and project_id is None:
        raise InvalidInput("no project here; use scope='user'")
    keep = [
        i for i, t in enumerate(texts) if not (skip_too_long and _too_long(t))
    ]  # validate.text refuses the other kinds of bad text, for the whole batch as before
    now = ctx.clock()
    stamps = [ctx.now(t) for t in created_at] if created_at else [now] * len(texts)
    if len(stamps) != len(texts):
        raise InvalidInput("created_at must have one time per text")
    all_ctxs = contexts if contexts else [None] * len(texts)
    if len(all_ctxs) != len(texts):
        raise InvalidInput("contexts must have one entry per text")
    cleaned = [validate.text(texts[i])[0] for i in keep]
    stamps = [stamps[i] for i in keep]
    ctxs = [validate.context(all_ctxs[i]) for i in keep]
    embedder = ctx.embedder() if embed else None
    vecs = embedder.embed(cleaned) if embedder is not None and cleaned else None
    ids: list[int] = []
    store = ctx.store
    belief = NewBelief(kind, valence, scope, project_id, trust, consolidated=True)
    with store.transaction():
        for i, (t, ts) in enumerate(zip(cleaned, stamps)):
            eid = store.add_episode(
                text=t, actor="user", source="import", now=ts, project_id=project_id
            )
            ids.append(belief.add(store, t, eid, now=ts, context=ctxs[i]))
        if vecs is not None and embedder is not None:
            from retain.vectors.backfill import save_many

            save_many(store, embedder, list(zip(ids, cleaned)), vecs)
    out: list[int | None] = [None] * len(texts)
    for i, mid in zip(keep, ids):
        out[i] = mid
    return out


def _too_long(text: object) -> bool:
    """Over the limit once stripped, as validate.text measures it."""
    return isinstance(text, str) and len(text.replace("\x00", "").strip()) > limits.MAX_TEXT_CHARS
