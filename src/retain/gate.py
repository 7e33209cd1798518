"""The write gate: is a new statement redundant, a refinement, a contradiction or novel?

Pure: it judges a candidate against its nearest live neighbours (already found by the
caller, with a similarity in [0, 1]). The agent's own verdict wins when it gives one;
these heuristics are the fallback.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from retain.text import content_hash

# Similarity cut-offs. Semantic (cosine of MiniLM vectors) and lexical (token Jaccard)
# live on different scales, so each has its own.
REDUNDANT = {"semantic": 0.92, "lexical": 0.8}
REFINEMENT = {"semantic": 0.78, "lexical": 0.5}
RELATED = {"semantic": 0.55, "lexical": 0.25}  # close enough that a change cue means contradiction

# Words that announce a change of belief. Kept conservative: a false contradiction closes
# a true belief, which is worse than storing a near-duplicate.
_CHANGE_CUES = re.compile(
    r"\b(instead of|instead|no longer|not anymore|any ?more|switched|switching|moved (?:from|to)|"
    r"migrated|replaced|replacing|deprecated|now use[sd]?|we now|changed (?:to|from)|"
    r"from now on|stopped using|drop(?:ped)? )\b"
    r"|不再|改为|改用|换成|もう使わない|に変更|대신|더 이상|en lugar de|ya no|au lieu de|"
    r"ne plus|statt|nicht mehr|вместо|больше не|em vez de|não mais",
    re.IGNORECASE,
)
_NEGATION = re.compile(
    r"\b(not|never|no|don't|doesn't|isn't|aren't|won't|cannot|can't|avoid)\b", re.I
)


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


def judge(text: str, valence: str, neighbours: list[Neighbour]) -> Judgement:
    """Classify `text` against its neighbours, most similar first."""
    if not neighbours:
        return Judgement("novel", None, "nothing similar in memory")
    best = max(neighbours, key=lambda n: n.similarity)
    same_text = content_hash(best.text) == content_hash(text)
    if same_text or best.similarity >= REDUNDANT[best.measure]:
        if best.valence != valence:
            return Judgement(
                "novel",
                best.id,
                f"close to [{best.id}] but with a different outcome",
                outcome_differs=True,
            )
        if not same_text and _polarity(text) != _polarity(best.text):
            return Judgement("contradiction", best.id, f"negates [{best.id}]")
        return Judgement("redundant", best.id, f"same as [{best.id}]")
    for n in sorted(neighbours, key=lambda n: -n.similarity):
        if n.similarity < RELATED[n.measure]:
            break
        if _CHANGE_CUES.search(text) and not _CHANGE_CUES.search(n.text):
            return Judgement("contradiction", n.id, f"announces a change to [{n.id}]")
        if n.similarity >= REFINEMENT[n.measure] and _polarity(text) != _polarity(n.text):
            return Judgement("contradiction", n.id, f"negates [{n.id}]")
    if best.similarity >= REFINEMENT[best.measure]:
        return Judgement("refinement", best.id, f"refines [{best.id}]")
    return Judgement("novel", None, "no close match in memory")


def announces_change(text: str) -> bool:
    """Does the text say a belief changed ("switched to", "no longer", "statt", ...)?"""
    return bool(_CHANGE_CUES.search(text))


def same_polarity(a: str, b: str) -> bool:
    """False when exactly one of the two statements is negated."""
    return _polarity(a) == _polarity(b)


def _polarity(text: str) -> bool:
    return len(_NEGATION.findall(text)) % 2 == 1
