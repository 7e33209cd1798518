"""Transcript capture: the few statements of a session a careful colleague would remember.

Pure and stdlib-only. `capture(path)` reads a Claude Code transcript (`retain.transcript`),
splits the prose into sentences, scores each on importance signals in several languages
(`retain.capture_lexicon`) and returns the strongest as `Candidate`s. It never touches the
database: the sleep pass stores them.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from os import PathLike
from typing import Any

from retain.sleep import capture_shape as shape
from retain.sleep import failures
from retain.sleep.capture_lexicon import (
    _ALL_STOPWORDS,
    _CAPS,
    _CONSEQUENCE,
    _CUE_ORDER,
    _EMPHASIS,
    _EMPHASIS_WORDS,
    _PROCEDURAL,
    _REASON,
    _REASON_LEAD,
    _REASON_TAIL,
    _SIGNALS,
    _SLIP,
    _probe,
)
from retain.sleep.offrecord import off_record
from retain.sleep.sentences import (
    MAX_TEXT_CHARS,
    _candidate_text,
    _is_question,
    _mostly_code,
    _repeated,
    _same_subject,
    _spoken_code,
    _tokens,
    _too_short,
    _visual_len,
    prose_sentences,
)
from retain.sleep.sentences import detect_language as detect_language
from retain.sleep.sentences import split_sentences as split_sentences
from retain.sleep.shape_lexicon import _ACK_LEAD, _CONVENTION, _NEGATION, _RETRACT

# Re-exported (`X as X`): these lived here before the split, and callers import them from here.
from retain.sleep.transcript import MAX_LINE_BYTES as MAX_LINE_BYTES
from retain.sleep.transcript import Turn, read_turns
from retain.sleep.transcript import is_own_tool as is_own_tool
from retain.text import set_jaccard

MAX_SENTENCES = 1500  # a session longer than this is read from its latest sentences
MAX_SENTENCE_CHARS = 4 * MAX_TEXT_CHARS  # longer "sentences" are pastes with no stop in them
MIN_SIGNAL = 0.45  # below this a sentence is conversation, not something to keep
MAX_PER_TURN = 3  # one long message must not crowd out the rest of the session
AGENT_WEIGHT = 0.45  # the agent restating a rule is weak evidence next to the user saying it
AGENT_DECISION_WEIGHT = 0.75  # a reasoned plan by the agent is still a project decision
QUESTION_WEIGHT = 0.35  # "should we always ...?" asks, it does not tell
HEDGE_WEIGHT = 0.6  # "we might move billing to Go": the user guessing, not telling
MOMENT_WEIGHT = 0.75  # a request for the change at hand, or the speaker's own doings
SLIP_WEIGHT = 0.5  # "that failed because I mistyped the path": a fix, not a lesson
LONG_ANSWER_CHARS = 800  # after an assistant answer this long (CJK counts double) ...
SHORT_REPLY_CHARS = 160  # ... a user reply this short is often a correction
ERROR_WINDOW = 12  # turns after a tool error in which a stated cause counts as its fix
DUPLICATE_SIMILARITY = 0.8  # above this two candidates are one memory

KINDS_FAILURE = ("bugfix", "lesson")

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


_PT_NO = re.compile(r", no \w+")
_QUOTED = re.compile(r"[\"“”„«»「」『』]")  # someone else's words, or a title


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
    if actor == "agent" and not any(_SIGNALS[n][1].search(probe) for n in _AGENT_CUE_WEIGHT):
        return None
    if actor == "agent" and (shape.hedged(text) or shape.narrates(text)):
        return None  # a guess ("maybe the issue is ...") or its next step: not a finding
    cues = _signals(probe)
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
    if _SLIP.search(probe):
        signal *= SLIP_WEIGHT
    signal = round(min(signal, 1.0), 3)
    # "ok, next time" has no content once its cues are gone; "no FactoryBot here" names one
    if signal < MIN_SIGNAL or (_too_short(_strip_cues(probe, primary)) and not shape.anchors(text)):
        return None
    kind, valence = _kind(set(cues), text, recent_error)
    return _Scored(0, 0, actor, text, signal, cues, kind, valence)


def capture_turns(turns: Sequence[Turn], *, max_candidates: int = 5) -> list[Candidate]:
    """The strongest `max_candidates` memorable statements of these turns, best first."""
    if max_candidates <= 0:
        return []
    windows = shape.failure_windows(turns)
    in_window = {p: w for w in windows for p in range(w.start, w.end)}
    error_positions = [p for p, t in enumerate(turns) if t.is_error or t.pasted_error]
    user_positions: list[int] = []
    # Read from the end, so a very long session costs bounded work: its latest
    # MAX_SENTENCES sentences.
    spoken = [(pos, t) for pos, t in enumerate(turns) if t.text and not t.is_tool_result]
    prose: list[tuple[int, Turn, list[str], bool]] = []
    total = 0
    for i in range(len(spoken) - 1, -1, -1):
        pos, turn = spoken[i]
        parts = prose_sentences(turn.text)
        total += len(parts)
        if total > MAX_SENTENCES:
            break
        previous = spoken[i - 1][1] if i > 0 else None
        short_reply = (
            turn.role == "user"
            and previous is not None
            and previous.role == "assistant"
            and _visual_len(previous.text) >= LONG_ANSWER_CHARS
            and _visual_len(turn.text) <= SHORT_REPLY_CHARS
        )
        prose.append((pos, turn, parts, short_reply))
    prose.reverse()
    user_sentences = [(pos, s) for pos, t, parts, _ in prose if t.role == "user" for s in parts]
    repeated = _repeated(user_sentences)
    retracted = shape.retracted(prose)

    whole = bool(prose) and bool(spoken) and prose[0][0] == spoken[0][0]
    opening = next((pos for pos, t, _, _ in prose if t.role == "user"), None) if whole else None
    scored: list[_Scored] = []
    for pos, turn, parts, short_reply in prose:
        actor = "user" if turn.role == "user" else "agent"
        # A tool error counts for this exchange and the next one, not for the whole session.
        since = max([pos - ERROR_WINDOW, *user_positions[-2:-1]])
        first_after = bisect.bisect_right(error_positions, since)
        recent_error = first_after < len(error_positions) and error_positions[first_after] < pos
        if actor == "user":
            user_positions.append(pos)
        elif pos in in_window:
            continue  # the agent's account of a failure is read whole, below
        answers = actor == "user" and shape.answers_agent(turns, pos)
        asked = answers and shape.asked_by_agent(turns, pos)
        # the user goes on without waiting for the agent: one more thing they mean to tell
        volunteered = actor == "user" and shape.follows_user(turns, pos)
        in_turn: list[_Scored] = []
        request = pos == opening  # the session's first words state its task
        for k, sentence in enumerate(parts):
            if len(sentence) > MAX_SENTENCE_CHARS:
                continue  # no sentence end in pages of text: a paste, not a statement
            if _too_short(sentence) or (pos, k) in retracted or shape.never_kept(sentence):
                continue
            if actor == "user" and (
                off_record(sentence) or shape.elliptical(sentence) or shape.withdrawal(sentence)
            ):
                continue  # "if we ever ...", "Marco thinks ...", "down today": said in passing
            if actor == "user":
                boosts = _shape_boosts(sentence, turn, answers, asked)
                if volunteered and boosts.get("anchor"):
                    boosts["volunteered"] = SHAPE_WEIGHTS["volunteered"]
            elif shape.anchors(sentence) and any(
                _SIGNALS[n][1].search(_probe(sentence)) for n in _AGENT_LESSON_CUES
            ):
                # a stated cause that names what broke (outside a failure seen in the tools),
                # or a rule for next time that names where it applies
                boosts = {"anchor": SHAPE_WEIGHTS["anchor"][min(shape.anchors(sentence), 3) - 1]}
            else:
                boosts = {}
            if request:
                request = False
                if not _signals(_probe(sentence)).keys() & STRONG_CUES:
                    boosts["task"] = 0.0
            if short_reply:
                boosts["short_after_long"] = 0.3
            if (pos, sentence) in repeated:
                boosts["repeated"] = 0.4
            item = _score(sentence, actor, boosts, recent_error)
            if item is None:
                continue
            if actor == "user":
                if _mostly_code(sentence, 0.8) and not _spoken_code(sentence):
                    continue
            elif _mostly_code(sentence, 0.6):
                continue
            if "task" in boosts:
                item.signal = round(item.signal * OPENING_FACTOR, 3)
                if item.signal < MIN_SIGNAL:
                    continue
            item.position, item.order, item.context = pos, k, turn.text
            item.text = _candidate_text(parts, k, item.cues)
            if "explicit" in item.cues:  # "don't forget: X" says nothing about X's kind
                own = set(_signals(_probe(item.text))) | (set(item.cues) - set(_SIGNALS))
                own.add("explicit")
                item.kind, item.valence = _kind(own, item.text, recent_error)
            in_turn.append(item)
        best = sorted(in_turn, key=lambda s: -s.signal)[:MAX_PER_TURN]
        if actor == "user":
            scored.extend(_join_adjacent(best, parts, pos, retracted, turn.rejected))
        else:
            scored.extend(_merge_failure_story(best))
    for w in windows:
        cause = failures.cause_of(turns, prose, w)
        if cause is not None:
            cues = {"fix": cause.signal, "after_error": 0.0}
            text = _candidate_text([cause.text], 0, {})
            item = _Scored(
                cause.position, cause.order, "agent", text, cause.signal, cues, "bugfix", "failure"
            )
            item.context, item.memory_context = turns[cause.position].text, cause.context
            scored.append(item)
    kept = _finalise(scored, max_candidates)
    return [  # the context is read only for what is kept
        c if c.context else replace(c, context=shape.context_for(turns, p)) for c, p in kept
    ]


def _join_adjacent(
    items: list[_Scored],
    parts: list[str],
    pos: int,
    retracted: set[tuple[int, int]],
    rejected: bool = False,
) -> list[_Scored]:
    """One user message says one thing in a few sentences: kept neighbours are one memory,
    a sentence that only gives the reason joins the one before it, and a reason kept alone
    takes the statement it explains."""
    items = sorted(items, key=lambda s: s.order)
    out: list[_Scored] = []
    first: dict[int, int] = {}  # id of a kept item -> its first sentence
    for item in items:
        last = out[-1] if out else None
        if (
            last is not None
            and item.order == last.order + 1
            and not _is_question(last.text)
            and len(last.text) + len(item.text) < MAX_TEXT_CHARS
            # "not X." then "we use Y.": a refusal and its alternative are one statement
            and (
                rejected
                or "negation" in last.cues
                or _same_subject(last.text, item.text)
                or _reason_only(parts[item.order])
                # a fragment that would wait alone is the rest of its neighbour
                or (
                    min(last.signal, item.signal) < STRONG_SIGNAL
                    and _continues(parts[item.order])
                    and _continues(parts[last.order])
                )
            )
        ):
            last.text = f"{last.text} {item.text}"
            # the stronger half says what kind of memory it is; any kind beats a plain fact
            if item.kind != "fact" and (last.kind == "fact" or item.signal > last.signal):
                last.kind, last.valence = item.kind, item.valence
            last.signal = max(last.signal, item.signal)
            last.cues = {**item.cues, **last.cues}
            last.order = item.order
            continue
        first[id(item)] = item.order
        out.append(item)
    taken = {k for o in out for k in range(first[id(o)], o.order + 1)}
    for item in out:
        k = first[id(item)]
        said = parts[k]
        if (
            k > 0
            # "because ..." kept alone takes the statement it explains; in a rejected call's
            # feedback the refusal before a kept instruction is half of it ("don't X. do Y")
            and (_reason_only(said) or (rejected and k == 1))
            and (pos, k - 1) not in retracted
            and k - 1 not in taken
            and _joinable(parts[k - 1])
            and len(item.text) + len(parts[k - 1]) < MAX_TEXT_CHARS
        ):
            item.text = f"{parts[k - 1]} {item.text}"
            taken.add(k - 1)
    for item in out:
        k = item.order + 1
        if k < len(parts) and (pos, k) not in retracted and k not in taken:
            nxt = parts[k]
            if (
                (_REASON.search(_probe(nxt)) or _REASON_LEAD.match(nxt))
                and _joinable(nxt)
                and len(item.text) + len(nxt) < MAX_TEXT_CHARS
                and not item.text.endswith(nxt)
            ):
                item.text = f"{item.text} {nxt}"
                taken.add(k)
    for item in out:
        _continue(item, first[id(item)], parts, pos, retracted, taken)
    return out


def _continue(
    item: _Scored,
    k: int,
    parts: list[str],
    pos: int,
    retracted: set[tuple[int, int]],
    taken: set[int],
) -> None:
    """One statement told in two sentences of a message: "the cluster is hpc-ipanema. the
    short queue takes jobs of up to 2 h, the long one needs a booking." The plain statement
    just before or after a kept sentence (not itself kept) is the rest of it. It adds words,
    not evidence: the signal stays the kept sentence's."""
    last = item.order
    for j in (k - 1, last + 1):
        if not 0 <= j < len(parts) or j in taken or (pos, j) in retracted:
            continue
        said = parts[j]
        if not _continues(said) or len(item.text) + len(said) >= MAX_TEXT_CHARS:
            continue
        if item.text.endswith(said) or item.text.startswith(said):
            continue
        if j < k:
            lead = _ACK_LEAD.sub("", said, count=1) or said
            item.text = f"{lead[:1].upper()}{lead[1:]} {item.text}"
        else:
            item.text = f"{item.text} {said}"
        taken.add(j)


def _continues(sentence: str) -> bool:
    """A statement that may complete its neighbour: said plainly, as how things are, not a
    request of the moment, a symptom, a guess, a bare yes or no, or someone else's words."""
    return (
        _joinable(sentence)
        and not _too_short(shape.body(sentence))
        and not shape.elliptical(sentence)
        and not shape.of_the_moment(sentence)
        and not shape.symptom(sentence)
        and not shape.hedged(sentence)
        and not _QUOTED.search(sentence)
        and not _mostly_code(sentence, 0.8)
    )


def _reason_only(sentence: str) -> bool:
    """ "Because ...", "... 거라서요.": the reason for the sentence before it."""
    return bool(_REASON_LEAD.match(sentence) or _REASON_TAIL.search(sentence))


def _joinable(sentence: str) -> bool:
    """A neighbour that may join a kept sentence: no question, secret, rename, nor a remark
    said in passing."""
    return (
        not _is_question(sentence)
        and not shape.never_kept(sentence)
        and not off_record(sentence)
        and not shape.takes_itself_back(sentence)
        and not shape.withdrawal(sentence)
    )


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


def _merge_failure_story(items: list[_Scored]) -> list[_Scored]:
    """'The cause was X.' + 'Fixed by Y.' in one message is one lesson, not two."""
    items.sort(key=lambda s: s.order)
    out: list[_Scored] = []
    for item in items:
        last = out[-1] if out else None
        if (
            last is not None
            and last.kind in KINDS_FAILURE
            and item.kind in KINDS_FAILURE
            and item.order == last.order + 1
            and len(last.text) + len(item.text) < MAX_TEXT_CHARS
        ):
            last.text = f"{last.text} {item.text}"
            last.signal = max(last.signal, item.signal)
            last.cues = {**last.cues, **item.cues}
            last.order = item.order
            continue
        out.append(item)
    return out


def _finalise(scored: list[_Scored], limit: int) -> list[tuple[Candidate, int]]:
    scored.sort(key=lambda s: (-s.signal, s.position, s.order))
    kept: list[tuple[_Scored, set[str], str]] = []
    for item in scored:
        if len(kept) >= limit:
            break
        key = " ".join(re.findall(r"[^\W_]+", item.text.casefold()))
        toks = _tokens(item.text) - _ALL_STOPWORDS
        dup = next(
            (k for k in kept if k[2] == key or set_jaccard(k[1], toks) >= DUPLICATE_SIMILARITY),
            None,
        )
        if dup is not None:
            dup[0].cues = {**item.cues, **dup[0].cues}
            continue
        kept.append((item, toks, key))
    out = []
    for item, _, _ in kept[:limit]:
        names = [c for c in _CUE_ORDER if c in item.cues]
        lang = detect_language(item.text) or detect_language(item.context)
        if lang:
            names.append(f"lang:{lang}")
        out.append(
            (
                Candidate(
                    text=item.text,
                    kind=item.kind,
                    valence=item.valence,
                    signal=item.signal,
                    actor=item.actor,
                    cues=tuple(names),
                    explicit=item.actor == "user" and "explicit" in item.cues,
                    context=item.memory_context,
                ),
                item.position,
            )
        )
    return out


def capture(path: str | PathLike[str], *, max_candidates: int = 5) -> list[Candidate]:
    """Read a Claude Code transcript and return what is worth remembering, best first."""
    return capture_turns(read_turns(path), max_candidates=max_candidates)
