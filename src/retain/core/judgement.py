"""What the write gate is given and gives back: a live neighbour the caller found, with a
similarity in [0, 1] by one measure; the judgement; and the cut-offs that read a similarity
on each measure's scale (the gate's, the sleep pass's merge and consolidation)."""

from __future__ import annotations

from dataclasses import dataclass

# Similarity cut-offs. Semantic (cosine of MiniLM vectors) and lexical (token Jaccard)
# live on different scales, so each has its own.
REDUNDANT = {"semantic": 0.92, "lexical": 0.8}
REFINEMENT = {"semantic": 0.78, "lexical": 0.5}
RELATED = {"semantic": 0.55, "lexical": 0.25}  # a change not on the subject: hint this close
HINT = {"semantic": 0.4, "lexical": 0.2}  # a change on the same subject: hint this close
MAX_HINTS = 2  # "may update" links per write: more would be noise to the agent


@dataclass(frozen=True)
class Neighbour:
    id: int
    text: str
    similarity: float
    valence: str
    measure: str  # "semantic" or "lexical"


@dataclass(frozen=True)
class Judgement:
    verdict: str  # novel | refinement | redundant | contradiction
    target: int | None
    why: str
    outcome_differs: bool = False
    # Weaker evidence that the statement updates these beliefs: recorded as links the
    # agent is asked to confirm, never closed by the gate itself.
    may_update: tuple[int, ...] = ()
    # Beliefs that already say what the statement says is now true (not replaced).
    confirms: tuple[int, ...] = ()
