"""The prompt-time block's bar: a candidate with its evidence (`Scored`), the scored
pool (`Pool`), and where the line is drawn (`Bar`, the prompt moment's selection
policy: the bars chosen on the tune half of the session set, benchmarks/inject_bench.py).
retain.rank.prompt scores the candidates and chooses with a `Bar`; its docstring tells
the rules.

A candidate's relevance is the ranking core's (retain.rank.core.fuse) under the prompt's
`Profile` (PROMPT: words and meaning at MEANING_WEIGHT, no date, no belief quality).

Stdlib only: the prompt hook imports this module.
"""

from __future__ import annotations

from retain.rank import core

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.rank.prompt import Line, Near

# The bars, chosen on the tune half only (BENCHMARKS.md, "What the model sees"):
WORDS_BAR = 0.45  # IDF-weighted share of the prompt a memory must cover (words only)
RELATIVE_BAR = 0.6  # a second or third line must score this share of the first's
FUSED_BAR = 0.30  # relevance from words and meaning together
MEANING_WEIGHT = 0.4  # meaning's share of that relevance
FUSED_RELATIVE = 0.8  # with meaning, a second or third line must score this share of the first's
MEANING_FLOOR = 0.2  # a MiniLM cosine at or below this is unrelated text (as in retrieve.py)
# A clear winner by words: when nothing clears the bar, the one memory that shares at
# least WINNER_TERMS of the prompt's words, covers WINNER_BAR of its information and
# covers well ahead of every other candidate (the next covers at most WINNER_RATIO of
# it) is shown alone. A prompt that retells an incident or names a task in its own words
# ("two pickers got sent to the same shelf") meets its memory in several rare words but
# also carries many words no memory uses, so its share stays under WORDS_BAR; a prompt
# memory cannot help with rarely shares three words with one memory and not with others.
WINNER_BAR = 0.20
WINNER_TERMS = 4
WINNER_RATIO = 0.7
# A clear winner by meaning: when nothing clears the bar and there is no clear winner by
# words, the memory the server names nearest the prompt is shown alone if its cosine is
# at least LEADER_COSINE and at least LEADER_LEAD above the next nearest memory in scope.
# An incident retold in the user's own words ("low water shows 14:10, the board says
# 16:10") shares one or two words with its memory but sits well apart from every other
# memory by meaning; a general question near a topic the store knows sits close to
# several. Chosen on the three session sets, both halves (BENCHMARKS.md, round 6).
LEADER_COSINE = 0.45
LEADER_LEAD = 0.15
# Meaning's veto: with the server's answer in, a memory at or under this cosine with the
# prompt is unrelated to it, whatever words it shares ("explain what a p-value is" and a
# note naming TreeExplainer), and is not shown.
MEANING_VETO = 0.1
# By words alone (no answer from the server), at most this many lines: memories that
# share the same prompt words cannot be told apart by them ("where is the terraform state
# stored" and three memories naming terraform state), so only the one the FTS index ranks
# first (BM25: term frequency and length) is shown.
WORDS_MAX_LINES = 1
# A general question (retain.rank.asks: "whats the difference between X and Y", "explain
# Z") asks for knowledge, not for memory, though it names a topic the store knows: for
# one, only a line meaning puts at least this close is shown (an error pasted into
# "explain this" and the memory quoting it sit at 0.7-0.8; a memory on the question's
# topic at 0.45-0.6), and none by words alone. Any value from 0.6 up is the same on the
# tune halves (no general question's line reaches 0.6); 0.65 keeps the pasted error.
GENERAL_COSINE = 0.65


_PROFILES: dict[float, core.Profile] = {}  # one per meaning weight, not one per candidate


def profile(meaning_weight: float = MEANING_WEIGHT) -> core.Profile:
    """The prompt moment's profile in the ranking core, with meaning at `meaning_weight`
    (a Bar's; the benchmark sweeps it): words and meaning only, no date, and no belief
    quality (share 0: the bar judges evidence, not belief)."""
    known = _PROFILES.get(meaning_weight)
    if known is None:
        known = _PROFILES[meaning_weight] = core.Profile(
            "prompt",
            words_weight=1.0 - meaning_weight,
            meaning_weight=meaning_weight,
            floor=MEANING_FLOOR,
        )
    return known


PROMPT = profile()  # the shipped one


class Pool(list["Scored"]):
    """The scored candidates, best first (a list of Scored), `near`: the two memories
    the server named nearest the prompt with their cosines (empty without an answer),
    `general`: whether the prompt is a general question, and `edit`: whether it is a
    mechanical edit (both retain.rank.asks)."""

    near: list[Near]
    general: bool
    edit: bool

    def __init__(
        self,
        items: Sequence[Scored] = (),
        near: Sequence[Near] = (),
        general: bool = False,
        edit: bool = False,
    ) -> None:
        super().__init__(items)
        self.near = list(near[:2])
        self.general = general
        self.edit = edit


class Scored:
    """A candidate with the evidence for it: the prompt's words it has, their weight, and
    the prompt's cosine with it when the server gave one. A plain value with slots, not a
    dataclass: the prompt hook imports this module."""

    __slots__ = (
        "memory",
        "words",
        "matched_idf",
        "matched",
        "cosine",
        "lexical_rank",
        "profile",
    )

    def __init__(
        self,
        memory: Line,
        words: float,  # IDF-weighted share of the prompt's terms found in the memory
        matched_idf: float,  # total weight of those terms
        matched: tuple[str, ...],
        cosine: float | None = None,  # None: no meaning for this one (no server, no vector)
        meaning_weight: float = MEANING_WEIGHT,
        lexical_rank: int | None = None,  # its place in the FTS (BM25) ranking; None: meaning
    ) -> None:
        self.memory = memory
        self.words = words
        self.matched_idf = matched_idf
        self.matched = matched
        self.cosine = cosine
        self.lexical_rank = lexical_rank
        self.profile = profile(meaning_weight)

    @property
    def meaning_weight(self) -> float:
        return self.profile.meaning_weight

    @property
    def relevance(self) -> float:
        """Words and meaning fused by the ranking core; words alone without a cosine."""
        return core.fuse(self.profile, self.words, self.cosine)

    def __repr__(self) -> str:
        return (
            f"Scored(id={self.memory.id}, words={self.words:.3f}, cosine={self.cosine!r}, "
            f"relevance={self.relevance:.3f})"
        )


class Bar:
    """Where the line is drawn: the defaults are the tuned ones; the benchmark sweeps them."""

    __slots__ = (
        "words",
        "relative",
        "fused",
        "meaning_weight",
        "fused_relative",
        "winner",
        "winner_terms",
        "winner_ratio",
        "leader",
        "leader_lead",
        "veto",
        "words_lines",
        "general",
    )

    def __init__(
        self,
        words: float = WORDS_BAR,
        relative: float = RELATIVE_BAR,
        fused: float = FUSED_BAR,
        meaning_weight: float = MEANING_WEIGHT,
        fused_relative: float = FUSED_RELATIVE,
        winner: float | None = WINNER_BAR,  # None: no clear-winner rule
        winner_terms: int = WINNER_TERMS,
        winner_ratio: float = WINNER_RATIO,
        leader: float | None = LEADER_COSINE,  # None: no clear winner by meaning
        leader_lead: float = LEADER_LEAD,
        veto: float | None = MEANING_VETO,  # None: meaning never vetoes a line
        words_lines: int = WORDS_MAX_LINES,
        general: float | None = GENERAL_COSINE,  # None: a general question is like any
    ) -> None:
        self.words = words
        self.relative = relative
        self.fused = fused
        self.meaning_weight = meaning_weight
        self.fused_relative = fused_relative
        self.winner = winner
        self.winner_terms = winner_terms
        self.winner_ratio = winner_ratio
        self.leader = leader
        self.leader_lead = leader_lead
        self.veto = veto
        self.words_lines = words_lines
        self.general = general

    def vetoed(self, s: Scored) -> bool:
        """The server's cosine says the memory is unrelated to the prompt."""
        return self.veto is not None and s.cosine is not None and s.cosine <= self.veto

    def answers_general(self, s: Scored) -> bool:
        """For a general question: meaning puts the memory close enough (GENERAL_COSINE)
        to show it; never by words alone."""
        return self.general is None or (s.cosine is not None and s.cosine >= self.general)

    def clears(self, s: Scored) -> bool:
        return s.relevance >= (self.words if s.cosine is None else self.fused)

    def share_of(self, first: Scored) -> float:
        """The share of the first passing line's relevance the others must reach: the
        words-only one, or the fused one when meaning scored that line."""
        return self.relative if first.cosine is None else self.fused_relative

    def clear_winner(self, scored: Sequence[Scored]) -> Scored | None:
        """The candidate far ahead of the others by words (WINNER_BAR), or None."""
        if self.winner is None or not scored:
            return None
        by_words = sorted(scored, key=lambda s: core.best_first(s.words, s.memory.id))
        best = by_words[0]
        runner_up = by_words[1].words if len(by_words) > 1 else 0.0
        if (
            best.words >= self.winner
            and len(best.matched) >= self.winner_terms
            and runner_up <= self.winner_ratio * best.words
        ):
            return best
        return None

    def meaning_leader(self, scored: Sequence[Scored], near: Sequence[Near]) -> Scored | None:
        """The candidate the server named nearest the prompt, if it is near enough
        (LEADER_COSINE) and well ahead of the next nearest memory (LEADER_LEAD); None
        otherwise, or with no answer (`near` empty)."""
        if self.leader is None or not near:
            return None
        first, cosine = near[0]
        runner_up = near[1][1] if len(near) > 1 else 0.0
        if cosine < self.leader or cosine - runner_up < self.leader_lead:
            return None
        return next((s for s in scored if s.memory.id == first), None)

    def __repr__(self) -> str:
        return (
            f"Bar(words={self.words}, relative={self.relative}, fused={self.fused}, "
            f"meaning_weight={self.meaning_weight}, fused_relative={self.fused_relative}, "
            f"winner={self.winner}, winner_terms={self.winner_terms}, "
            f"winner_ratio={self.winner_ratio}, leader={self.leader}, "
            f"leader_lead={self.leader_lead}, veto={self.veto}, words_lines={self.words_lines}, "
            f"general={self.general})"
        )
