"""Which of memory_search's ranked candidates is read first: the rules of retain.rank.first
(a quote, the words covered, the kind asked for) and retain.rank.current (the current
state of what the first describes), applied in that order to the candidates
retain.rank.search has scored and sorted. Each rule that names a candidate moves it to
the front, just above the score of the one it passes; a later rule sees the order the
earlier left. The rules themselves are pure (texts and figures in, an index out); this
module hands them the candidates' parts and, for rank.current, the cosine between two
memories read from the vector index.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from retain.rank import core, current, first
from retain.rank.candidates import Candidate
from retain.vectors.index import VectorIndex


def reorder(
    cands: list[Candidate],
    query: str,
    q_text: str,
    coverage: Mapping[int, float],
    index: VectorIndex | None,
) -> None:
    """Move the candidate to read first to the front of `cands` (sorted best first), in
    place. `query`: as asked; `q_text`: without the dates it names (what `coverage`, each
    memory's share of the query's words, was measured on); `index`: the vectors, or None."""
    top = [c.memory.text for c in cands[: first.FIRST_POOL]]
    lead = first.lead(query, top) or first.covering(
        q_text, top, [coverage.get(c.memory.id, 0.0) for c in cands], [c.score for c in cands]
    )
    _to_front(cands, lead)  # it quotes, or says more of, the query
    best = cands[: first.FIRST_POOL]
    # the kind of memory the query asks for: a rule for an action, the steps
    kinds = [c.memory.kind for c in best]
    covered = [coverage.get(c.memory.id, 0.0) for c in best]
    _to_front(cands, first.by_kind(query, kinds, [c.score for c in best], covered))
    best = cands[: first.FIRST_POOL]
    now = current.lead(
        [c.memory.text for c in best],
        [c.score for c in best],
        [c.memory.created_at for c in best],
        _similar(index, [c.memory.id for c in best]),
    )
    _to_front(cands, now)  # the current state of what the first describes


def _to_front(cands: list[Candidate], i: int | None) -> None:
    if i:
        cands[i].score = core.above(cands[0].score)
        cands.insert(0, cands.pop(i))


def _similar(index: VectorIndex | None, ids: list[int]) -> Callable[[int, int], float | None]:
    """The cosine between the memories `ids[i]` and `ids[j]`, read from the index when
    asked (None without vectors, or when either memory has none)."""

    def cosine(i: int, j: int) -> float | None:
        if index is None:
            return None
        found, mat = index.vectors([ids[j], ids[i]])
        if list(found) != [ids[j], ids[i]]:
            return None
        return float(mat[0] @ mat[1])

    return cosine
