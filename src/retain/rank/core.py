"""The ranking core: the one scorer memory_search, the prompt hook, the SessionStart block
and the team block all call, each under its own `Profile` (its weights).

What a memory scores, from the evidence a moment has for it:

  words     how much of the query or prompt the memory covers, in [0, 1]; for
            memory_search a blend of BM25 (scaled by the query's best) and plain word
            coverage (`lexical`), trusted by how well the best match covers the query
            (`words_weight`: a paraphrase's words mean little);
  meaning   the MiniLM cosine, rescaled so that the profile's floor (unrelated text) is 0
            and 1 stays 1 (`rescaled`);
  date      memory_search's bonus for a memory recorded at a date the query names.

    relevance = words weight * words + meaning weight * meaning  (+ date weight * date)
    (a memory with no cosine is judged by its words alone: `fuse`)

Belief quality (retain.core.lifecycle.quality) then weighs it by the profile's share
(`weigh`): score = relevance * (1 - share + share * quality). Share 0 leaves a relevance
as it is (the prompt hook, which judges by evidence alone); share 1 with relevance 1
gives the quality itself, which is the SessionStart block's standing within a tier, plus
the git hint's lift and what earlier sessions did with the memory (`standing`). A cue a
query carries (it asks when, it names a speaker) multiplies a score (`cued`); a match
passes a share of its score to the memories recorded beside it (`part`, `raised`); a
memory lifted over another (a quoted one, a newer belief) rises just above it (`above`).
Every moment orders the same way, best first, the newest breaking ties (`best_first`).

What stays each moment's policy lives beside it: which candidates are gathered, which
memories are a match's siblings or its reply (the same sitting, a question), when a cue
or a lift applies, and the diversification (retain.rank.search, retain.rank.cues,
retain.rank.first, retain.rank.diversify); where the prompt hook draws
the line (retain.rank.bar.Bar); the SessionStart tiers (pinned, failure lessons, the
rest: retain.rank.block).

Floating point: each function keeps the order of the operations the moments wrote
before it, so every figure is the same to the last bit ((a + b) + c is not a + (b + c)).

Stdlib only, no typing or dataclasses at run time: the hooks import it.
"""

from __future__ import annotations

# A memory without a vector when the moment has meaning (memory_search with vectors):
# the lowest cosine there is, which every floor rescales to 0, i.e. no evidence by meaning.
NO_VECTOR = -1.0
ABOVE = 1e-6  # how far a lifted memory rises above the one it passes


class Profile:
    """One moment's weights in the core (read-only):

    words_weight    words' share of relevance (memory_search scales it by `trust`);
    meaning_weight  meaning's share of relevance;
    floor           the cosine at or below which text is unrelated (MiniLM: 0.2);
    date_weight     a named date's bonus (memory_search only);
    quality_share   how far belief quality moves a score: 0 not at all, 1 all of it;
    bm25_share      within memory_search's words: BM25 against plain coverage;
    doubt, sure     the best coverage at which words are not trusted at all, and fully.
    """

    __slots__ = (
        "name",
        "words_weight",
        "meaning_weight",
        "floor",
        "date_weight",
        "quality_share",
        "bm25_share",
        "doubt",
        "sure",
    )
    name: str
    words_weight: float
    meaning_weight: float
    floor: float
    date_weight: float
    quality_share: float
    bm25_share: float
    doubt: float
    sure: float

    def __init__(
        self,
        name: str,
        *,
        words_weight: float = 1.0,
        meaning_weight: float = 0.0,
        floor: float = 0.0,
        date_weight: float = 0.0,
        quality_share: float = 0.0,
        bm25_share: float = 0.0,
        doubt: float = 0.0,
        sure: float = 1.0,
    ) -> None:
        for key, value in (
            ("name", name),
            ("words_weight", words_weight),
            ("meaning_weight", meaning_weight),
            ("floor", floor),
            ("date_weight", date_weight),
            ("quality_share", quality_share),
            ("bm25_share", bm25_share),
            ("doubt", doubt),
            ("sure", sure),
        ):
            object.__setattr__(self, key, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Profile is read-only ({name})")

    def __repr__(self) -> str:
        return f"Profile({', '.join(f'{k}={getattr(self, k)!r}' for k in self.__slots__)})"


def rescaled(cosine: float, floor: float) -> float:
    """A cosine as evidence of meaning: 0 at or below `floor` (unrelated text), 1 at 1."""
    return max(0.0, (cosine - floor) / (1.0 - floor))


def lexical(profile: Profile, bm25: float, best_bm25: float, coverage: float) -> float:
    """memory_search's words: BM25 scaled by the query's best, blended with coverage."""
    return profile.bm25_share * bm25 / best_bm25 + (1 - profile.bm25_share) * coverage


def trust(profile: Profile, best_coverage: float) -> float:
    """The words' weight for a query whose best match covers `best_coverage` of it: none
    at `doubt` or less (a paraphrase, a symptom), the profile's whole at `sure` or more."""
    ramp = (best_coverage - profile.doubt) / (profile.sure - profile.doubt)
    return profile.words_weight * min(1.0, max(0.0, ramp))


def fuse(
    profile: Profile,
    words: float,
    cosine: float | None,
    *,
    words_weight: float | None = None,
    date: float | None = None,
) -> float:
    """Relevance from words and meaning (`cosine`; None: no meaning for this one, judged
    by its words alone), plus the date bonus when the moment has one (`date` not None).
    `words_weight`: this query's (memory_search's `trust`); default the profile's."""
    if cosine is None:
        rel = words
    else:
        weight = profile.words_weight if words_weight is None else words_weight
        rel = weight * words + profile.meaning_weight * rescaled(cosine, profile.floor)
    return rel if date is None else rel + profile.date_weight * date


def weigh(profile: Profile, relevance: float, quality: float) -> float:
    """A relevance weighed by belief quality, by the profile's share of it."""
    share = profile.quality_share
    return relevance * (1.0 - share + share * quality)


def standing(profile: Profile, quality: float, lift: float = 0.0, usage: float = 0.0) -> float:
    """The SessionStart block's standing within a tier: belief quality (weighed at the
    profile's share, all of it for the block), plus the git hint's lift, plus the usage
    adjustment (retain.core.lifecycle.usage_adjustment)."""
    return weigh(profile, 1.0, quality) + lift + usage


def cued(score: float, weight: float) -> float:
    """A score multiplied for a cue the query carries (asks when, names the speaker)."""
    return score * (1.0 + weight)


def part(score: float, share: float, decay: float = 1.0, steps: int = 1) -> float:
    """A share of a score, `decay` times less per step past the first: what a match passes
    to a memory recorded next to it, the cap it may raise that one to, what a question
    keeps of its own when its reply takes its place (retain.rank.search's siblings)."""
    return share * score * decay ** (steps - 1)


def raised(score: float, bonus: float, cap: float) -> float:
    """A score raised by `bonus`, no higher than `cap` unless it was already."""
    return min(score + bonus, max(score, cap))


def above(score: float) -> float:
    """A score just above `score`: a memory lifted over the one it passes."""
    return score + ABOVE


def best_first(score: float, memory_id: int) -> tuple[float, int]:
    """The sort key of every ranking: the best score first, the newest memory (the
    larger id) first among equals."""
    return (-score, -memory_id)
