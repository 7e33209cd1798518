"""Scoring one sentence of a transcript: which cues it carries, what it names, how strong.

Part of transcript capture (`retain.sleep.capture` reads the session and keeps the best):
the weights of the cue words and of the sentence's shape, combined by noisy-or, and the
kind of memory a sentence would be. Pure and stdlib-only.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from retain.sleep import capture_shape as shape
from retain.sleep import failures
from retain.sleep.capture_lexicon import (
    _CAPS,
    _CONSEQUENCE,
    _EMPHASIS,
    _EMPHASIS_WORDS,
    _LESSON_LABEL,
    _PROCEDURAL,
    _REASON,
    _SIGNALS,
    _SLIP,
    _probe,
)
from retain.sleep.sentences import _is_question, _too_short, detect_language
from retain.sleep.shape_lexicon import _CONVENTION, _NEGATION, _RETRACT
from retain.sleep.transcript import Turn

MIN_SIGNAL = 0.45  # below this a sentence is conversation, not something to keep
AGENT_WEIGHT = 0.45  # the agent restating a rule is weak evidence next to the user saying it
AGENT_DECISION_WEIGHT = 0.75  # a reasoned plan by the agent is still a project decision
QUESTION_WEIGHT = 0.35  # "should we always ...?" asks, it does not tell
HEDGE_WEIGHT = 0.6  # "we might move billing to Go": the user guessing, not telling
MOMENT_WEIGHT = 0.75  # a request for the change at hand, or the speaker's own doings
TEMPORARY_WEIGHT = 0.5  # said for the time being ("for now"): a decision of the moment
SLIP_WEIGHT = 0.5  # "that failed because I mistyped the path": a fix, not a lesson

# What a user sentence names and when it was said (retain.sleep.capture_shape), as weights
# combined with the cue words' by noisy-or. Chosen on the tune/ half of the capture set.
SHAPE_WEIGHTS: dict[str, Any] = {
    "anchor": failures.ANCHOR_WEIGHTS,
    "rejected": 0.55,  # typed while rejecting a tool call: the most direct correction there is
    "answer": 0.2,  # right after the agent did or offered something
    "asked": 0.3,  # ... or asked what it could not know: "which cluster do I use?"
    # said right after the user's own message, naming a particular: one more thing to tell
    "volunteered": 0.2,
    "convention": 0.3,  # "we don't ...", "aquí usamos", "chez nous"
    "negation": 0.2,  # "not that, this", "nada de", "only from CI"
    "reason": 0.3,  # with a particular: why it is so, or what follows from it
    "procedural": 0.2,
    "announced": 0.2,  # "one more thing for whoever touches the DB: ..."
    # a long statement naming several particulars: how things are here, told in detail
    "detailed": 0.15,
    "retracts": 0.4,  # "scratch that", "me equivoqué": what follows replaces what was said
}
NO_ANCHOR_FACTOR = 0.5
DETAIL_ANCHORS = 2  # a statement naming this many particulars ...
DETAIL_WORDS = 10  # ... in this many words of content is told in detail
OPENING_FACTOR = 0.6  # the first thing a user says is usually the task, not a rule ...
STRONG_SIGNAL = 0.62  # consolidate.STRONG_SIGNAL: a candidate below it waits as an episode
STRONG_CUES = frozenset(  # ... unless it is said as one
    {"explicit", "constraint", "decision", "preference", "correction", "fix", "lesson", "future"}
)  # a sentence naming nothing of the project is mostly conversation


# The agent restating a rule counts little; its account of a failure counts in full.
_AGENT_LESSON_CUES = ("fix", "future", "lesson")  # with a particular named: the agent's lesson
# A rule for next time counts in full too when it names something of the project ("next
# time, run `make gen` before `make test`"): the agent's lesson, as readily as the user's.
_AGENT_CUE_WEIGHT = {
    "fix": 1.0,
    "fix_weak": 1.0,
    "lesson": 1.0,
    "future": 1.0,
    "decision": AGENT_DECISION_WEIGHT,
}


@dataclass(frozen=True)
class Candidate:
    """A statement worth remembering, ready for the sleep pass to gate and store."""

    text: str
    kind: str
    valence: str
    signal: float
    actor: str
    cues: tuple[str, ...]
    explicit: bool
    context: str = ""  # the surrounding turns (request, error), trimmed; not yet redacted
    # the account of a failure chosen only by where it was said (just before the run that
    # passed), stating no cause: it is a fix's account only when that fix is kept
    placed: bool = False


# ---------------------------------------------------------------- scoring


@dataclass
class _Scored:
    position: int  # turn position in the list
    order: int  # sentence number within the turn
    actor: str
    text: str
    signal: float
    cues: dict[str, float]
    kind: str
    valence: str
    context: str = ""  # the whole message, to tell the language of a terse sentence
    memory_context: str = ""  # the turns around it, stored as the memory's context
    placed: bool = False  # Candidate.placed


_PT_NO = re.compile(r", no \w+")


def _signals(probe: str) -> dict[str, float]:
    return {name: w for name, (w, rx) in _SIGNALS.items() if rx.search(probe)}


def _strip_cues(probe: str, names: Iterable[str]) -> str:
    for name in names:
        if name in _SIGNALS:
            probe = _SIGNALS[name][1].sub(" ", probe)
    return probe


def _kind(cues: set[str], text: str, recent_error: bool) -> tuple[str, str]:
    if "fix" in cues or ("fix_weak" in cues and "after_error" in cues):
        return "bugfix", "failure"
    if "lesson" in cues or ("future" in cues and recent_error):
        return "lesson", "failure"
    if cues & {"preference", "dislike"}:
        return "preference", "fact"
    if "decision" in cues:
        return "decision", "fact"
    procedural = _PROCEDURAL.search(_probe(text))
    if cues & {"constraint", "must", "future", "rejected"}:
        return ("procedure" if procedural else "constraint"), "fact"
    if procedural and cues & {"explicit", "anchor"}:
        return "procedure", "fact"
    return "fact", "fact"


def _score(text: str, actor: str, boosts: dict[str, float], recent_error: bool) -> _Scored | None:
    probe = _probe(text)
    # The agent's prose counts only for failure accounts and decisions; checking those
    # first skips most of its (long) text cheaply.
    labelled = actor == "agent" and bool(_LESSON_LABEL.match(text.strip()))
    if (
        actor == "agent"
        and not labelled
        and not any(_SIGNALS[n][1].search(probe) for n in _AGENT_CUE_WEIGHT)
    ):
        return None
    if actor == "agent" and (shape.hedged(text) or shape.narrates(text)):
        return None  # a guess ("maybe the issue is ...") or its next step: not a finding
    cues = _signals(probe)
    if labelled:  # "Note to self: ...", "Worth remembering: ...": announced as its lesson
        cues.setdefault("lesson", _SIGNALS["lesson"][0])
    # Portuguese "no" is "in the" ("no Android não faz nada, no iOS funciona"): ", no X"
    # corrects only in Spanish
    if (
        "correction" in cues
        and _PT_NO.search(probe)
        and detect_language(text) == "pt"
        and not _SIGNALS["correction"][1].search(_PT_NO.sub(" ", probe))
    ):
        del cues["correction"]
    primary = dict(cues)
    cues.update(boosts)
    if _EMPHASIS.search(text) or any(w in _EMPHASIS_WORDS for w in _CAPS.findall(text)):
        cues["emphasis"] = 0.3
    if primary:
        if _REASON.search(probe):
            cues["reason"] = 0.2
        if recent_error and primary.keys() & {"fix", "fix_weak", "lesson", "future"}:
            cues["after_error"] = 0.3
    if not cues:
        return None
    signal = shape.noisy_or(list(cues.values()))
    if actor == "agent":
        if primary.keys() <= {"future"} and not shape.anchors(text):
            return None  # "next time it will be quicker": no rule without what it is about
        factors = [_AGENT_CUE_WEIGHT.get(name, AGENT_WEIGHT) for name in primary] or [0]
        signal *= max(factors)
    if _is_question(text) and "explicit" not in primary:
        signal *= QUESTION_WEIGHT
    if actor == "user" and not primary.keys() & STRONG_CUES:
        if shape.hedged(text):
            signal *= HEDGE_WEIGHT  # "I think the cache-warmer is stale, so ...": a guess
        elif "rejected" not in cues and (
            shape.symptom(text)
            # "run `make gen` before `make test`" is a procedure, said as an imperative
            or (not (_PROCEDURAL.search(probe) and "anchor" in cues) and shape.of_the_moment(text))
        ):
            signal *= MOMENT_WEIGHT  # "add a test for X, so we cover Y": today's work
    if actor == "user" and shape.temporary(text):
        signal *= TEMPORARY_WEIGHT  # "no, leave it on net8.0 for now": whatever its cues
    if _SLIP.search(probe):
        signal *= SLIP_WEIGHT
    signal = round(min(signal, 1.0), 3)
    # "ok, next time" has no content once its cues are gone; "no FactoryBot here" names one
    if signal < MIN_SIGNAL or (_too_short(_strip_cues(probe, primary)) and not shape.anchors(text)):
        return None
    kind, valence = _kind(set(cues), text, recent_error)
    return _Scored(0, 0, actor, text, signal, cues, kind, valence)


def _shape_boosts(
    sentence: str, turn: Turn, answers: bool, asked: bool = False
) -> dict[str, float]:
    """Evidence from what the sentence names and when it was said, not from cue words."""
    probe = _probe(sentence)
    boosts: dict[str, float] = {}
    n = shape.anchors(sentence)
    if n:
        boosts["anchor"] = SHAPE_WEIGHTS["anchor"][min(n, 3) - 1]
    if turn.rejected:
        boosts["rejected"] = SHAPE_WEIGHTS["rejected"]
    elif asked:
        boosts["asked"] = SHAPE_WEIGHTS["asked"]
    elif answers:
        boosts["answer"] = SHAPE_WEIGHTS["answer"]
    for name, rx in (("convention", _CONVENTION), ("negation", _NEGATION)):
        if rx.search(probe):
            boosts[name] = SHAPE_WEIGHTS[name]
    if n and (_REASON.search(probe) or _CONSEQUENCE.search(probe)):
        boosts["reason"] = SHAPE_WEIGHTS["reason"]
    if (
        n >= DETAIL_ANCHORS
        and shape.content_words(sentence) >= DETAIL_WORDS
        # a detailed report of what was done or seen is still a report
        and not (shape.of_the_moment(sentence) or shape.symptom(sentence))
        and not shape.hedged(sentence)
    ):
        boosts["detailed"] = SHAPE_WEIGHTS["detailed"]
    if shape.announced(sentence):
        boosts["announced"] = SHAPE_WEIGHTS["announced"]
    if _RETRACT.search(probe):  # "I was wrong: it is X" corrects the record
        boosts["retracts"] = SHAPE_WEIGHTS["retracts"]
    if n and _PROCEDURAL.search(probe):
        boosts["procedural"] = SHAPE_WEIGHTS["procedural"]
    if not n and not turn.rejected:  # no particular of the project: conversation
        boosts = {k: v * NO_ANCHOR_FACTOR for k, v in boosts.items()}
    return boosts
