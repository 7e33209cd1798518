"""A good match's siblings and its reply: memory_search's weak evidence from the
memories recorded right next to a match.

Memories recorded just before or after a good match, in the same sitting (the same
scope and project, ids within the sitting's `width`, at most `gap` seconds apart), share
its situation: the turns around an answer in a conversation, the notes an agent wrote
during one task. Each receives a share of the match's relevance (`weight`, times `decay`
per step away) and may rise to just below that match (`below`), never above it: the
query-time counterpart of a stored context, for paths that store none. When the match
is a question, the memory recorded right after it is what answered it: that reply
receives `reply_weight` of the question's relevance and may rise to `reply_cap` times
it, and the question keeps `question_factor` of its own.

The weights are retain.rank.search's constants (SIBLING_*, REPLY_*, QUESTION_FACTOR),
read into a `Sitting` once per query, so the benchmarks' `--try NAME=V` reaches them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from retain.models import MemoryRecord
from retain.rank import core, when
from retain.rank.candidates import Candidate, Query, relevance, visible
from retain.rank.cues import is_question
from retain.vectors.index import VectorIndex

if TYPE_CHECKING:
    from retain.store.base import Store


@dataclass(frozen=True)
class Sitting:
    """memory_search's sibling and reply weights (see the module docstring)."""

    weight: float
    width: int
    decay: float
    gap: float
    sources: int
    below: float
    reply_weight: float
    reply_cap: float
    question_factor: float


def lift(
    store: Store,
    q: Query,
    cands: list[Candidate],
    spans: list[when.Span],
    lex_weight: float,
    vectors: tuple[VectorIndex | None, np.ndarray | None] | None,
    p: core.Profile,
    s: Sitting,
) -> list[Candidate]:
    """Raise the memories recorded around the best matches of `cands` (in place); returns
    the siblings that were not candidates yet, scored like any candidate under `p`."""
    sources = sorted(cands, key=lambda c: -c.score)[: s.sources]
    by_id = {c.memory.id: c for c in cands}
    steps = [d for d in range(-s.width, s.width + 1) if d]
    wanted = {src.memory.id + d for src in sources for d in steps} - set(by_id)
    fresh = visible(store, q, sorted(m for m in wanted if m > 0))
    cosines: dict[int, float] = {}
    if vectors is not None and fresh:
        index, query_vec = vectors
        assert index is not None and query_vec is not None
        ids, mat = index.vectors(list(fresh))
        cosines = dict(zip(ids, np.einsum("ij,j->i", mat, query_vec).tolist()))
    added: list[Candidate] = []
    for mid, m in fresh.items():
        date = when.date_match(spans, m.created_at) if spans else 0.0
        c = Candidate(m, None, cosines.get(mid), date)
        c.score = relevance(p, c, lex_weight, vectors is not None)
        by_id[mid] = c
        added.append(c)
    # sibling -> (bonus, match, the highest score the bonus may raise it to)
    bonus: dict[int, tuple[float, int, float]] = {}
    asked: list[Candidate] = []  # questions whose reply is a candidate
    for src in sources:
        if src.score <= 0:
            continue
        question = s.reply_weight > 0 and is_question(src.memory.text)
        for d in steps:
            sib = by_id.get(src.memory.id + d)
            if sib is None or not same_sitting(sib.memory, src.memory, s.gap):
                continue
            b = core.part(src.score, s.weight, s.decay, abs(d))
            cap = core.part(src.score, s.below)
            if question and d == 1:
                b = max(b, core.part(src.score, s.reply_weight))
                cap = core.part(src.score, s.reply_cap)
                asked.append(src)
            if b > bonus.get(sib.memory.id, (0.0, 0, 0.0))[0]:
                bonus[sib.memory.id] = (b, src.memory.id, cap)
    for mid, (b, match, cap) in bonus.items():
        c = by_id[mid]
        raised = core.raised(c.score, b, cap)
        if raised > 2 * c.score:  # the match next to it is the main reason it ranks
            c.sibling_of = match
        c.score = max(c.score, raised)
    for src in asked:
        src.score = core.part(src.score, s.question_factor)
    return [c for c in added if c.score > 0]


def same_sitting(a: MemoryRecord, b: MemoryRecord, gap: float) -> bool:
    """Recorded close together (at most `gap` seconds apart) in the same scope: a user
    preference noted during a project's task is not evidence about that task."""
    return (
        a.scope == b.scope
        and a.project_id == b.project_id
        and abs(a.created_at - b.created_at) <= gap
    )
