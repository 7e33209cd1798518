"""Transcript capture: the few statements of a session a careful colleague would remember.

Pure and stdlib-only. `capture(path)` reads a Claude Code transcript (`retain.transcript`),
splits the prose into sentences, scores each on importance signals in several languages
(`retain.capture_lexicon`) and returns the strongest as `Candidate`s. It never touches the
database: the sleep pass stores them.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from os import PathLike

from retain.core import danger
from retain.sleep import capture_shape as shape
from retain.sleep import failures
from retain.sleep.capture_join import _join_adjacent
from retain.sleep.capture_lexicon import (
    _ALL_STOPWORDS,
    _CUE_ORDER,
    _LESSON_LABEL,
    _SIGNALS,
    _probe,
)
from retain.sleep.capture_score import (
    _AGENT_LESSON_CUES,
    MIN_SIGNAL,
    OPENING_FACTOR,
    SHAPE_WEIGHTS,
    STRONG_CUES,
    _kind,
    _score,
    _Scored,
    _shape_boosts,
    _signals,
)

# Re-exported: these lived here before the split, and callers import them from here.
from retain.sleep.capture_score import Candidate as Candidate
from retain.sleep.offrecord import off_record
from retain.sleep.sentences import (
    MAX_TEXT_CHARS,
    _candidate_text,
    _is_question,
    _mostly_code,
    _repeated,
    _spoken_code,
    _tokens,
    _too_short,
    _visual_len,
    prose_sentences,
)
from retain.sleep.sentences import detect_language as detect_language
from retain.sleep.sentences import split_sentences as split_sentences

# Re-exported (`X as X`): these lived here before the split, and callers import them from here.
from retain.sleep.transcript import MAX_LINE_BYTES as MAX_LINE_BYTES
from retain.sleep.transcript import Turn, read_turns
from retain.sleep.transcript import is_own_tool as is_own_tool
from retain.text import set_jaccard

MAX_SENTENCES = 1500  # a session longer than this is read from its latest sentences
MAX_SENTENCE_CHARS = 4 * MAX_TEXT_CHARS  # longer "sentences" are pastes with no stop in them
MAX_PER_TURN = 3  # one long message must not crowd out the rest of the session
LONG_ANSWER_CHARS = 800  # after an assistant answer this long (CJK counts double) ...
SHORT_REPLY_CHARS = 160  # ... a user reply this short is often a correction
ERROR_WINDOW = 12  # turns after a tool error in which a stated cause counts as its fix
DUPLICATE_SIMILARITY = 0.8  # above this two candidates are one memory
KINDS_FAILURE = ("bugfix", "lesson")


_Prose = list[tuple[int, Turn, list[str], bool]]  # (position, turn, sentences, short reply)


def capture_turns(turns: Sequence[Turn], *, max_candidates: int = 5) -> list[Candidate]:
    """The strongest `max_candidates` memorable statements of these turns, best first.

    Four steps: read the prose (the latest sentences of a long session), score each turn's
    sentences, add the causes the agent found for failures seen in the tools, and keep the
    best distinct ones."""
    if max_candidates <= 0:
        return []
    windows = shape.failure_windows(turns)
    prose, whole = _read_prose(turns)
    scored = _score_prose(turns, prose, windows, whole)
    scored.extend(_failure_causes(turns, prose, windows))
    kept = _finalise(scored, max_candidates)
    return [  # the context is read only for what is kept
        c if c.context else replace(c, context=shape.context_for(turns, p)) for c, p in kept
    ]


def _read_prose(turns: Sequence[Turn]) -> tuple[_Prose, bool]:
    """The spoken turns split into sentences, and whether the session was read whole.

    Read from the end, so a very long session costs bounded work: its latest MAX_SENTENCES
    sentences."""
    spoken = [(pos, t) for pos, t in enumerate(turns) if t.text and not t.is_tool_result]
    prose: _Prose = []
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
    whole = bool(prose) and bool(spoken) and prose[0][0] == spoken[0][0]
    return prose, whole


def _score_prose(
    turns: Sequence[Turn], prose: _Prose, windows: Sequence[shape.Window], whole: bool
) -> list[_Scored]:
    """Every turn's best sentences, scored; the user's joined where one goes on from the
    last, the agent's failure accounts merged."""
    in_window = {p: w for w in windows for p in range(w.start, w.end)}
    error_positions = [p for p, t in enumerate(turns) if t.is_error or t.pasted_error]
    user_positions: list[int] = []
    user_sentences = [(pos, s) for pos, t, parts, _ in prose if t.role == "user" for s in parts]
    repeated = _repeated(user_sentences)
    retracted = shape.retracted(prose)
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
            # the agent's account of a failure is read whole, below; a lesson it labels
            # ("Lesson: ...") is read as any other turn's
            parts = _from_lesson_label(parts)
            if not parts:
                continue
        answers = actor == "user" and shape.answers_agent(turns, pos)
        turn_ctx = _TurnContext(
            pos=pos,
            turn=turn,
            parts=parts,
            actor=actor,
            answers=answers,
            asked=answers and shape.asked_by_agent(turns, pos),
            # the user goes on without waiting for the agent: one more thing they mean to tell
            volunteered=actor == "user" and shape.follows_user(turns, pos),
            short_reply=short_reply,
            recent_error=recent_error,
        )
        in_turn = _score_turn(turn_ctx, pos == opening, retracted, repeated)
        best = sorted(in_turn, key=lambda s: -s.signal)[:MAX_PER_TURN]
        if actor == "user":
            scored.extend(_join_adjacent(best, parts, pos, retracted, turn.rejected))
        else:
            scored.extend(_merge_failure_story(best))
    return scored


@dataclass(frozen=True)
class _TurnContext:
    """One turn as its sentences are scored: who said it and what came before it."""

    pos: int
    turn: Turn
    parts: list[str]
    actor: str
    answers: bool  # the user replies to what the agent did or offered
    asked: bool  # ... or to a question it asked
    volunteered: bool
    short_reply: bool
    recent_error: bool


def _score_turn(
    t: _TurnContext, request: bool, retracted: set[tuple[int, int]], repeated: set[tuple[int, str]]
) -> list[_Scored]:
    """The sentences of one turn worth keeping, scored (`request`: the session's first
    words, which state its task)."""
    in_turn: list[_Scored] = []
    told_until = -1  # the sentences an announced lesson took in
    for k, sentence in enumerate(t.parts):
        if k <= told_until:
            continue
        if t.actor == "agent" and _label_alone(sentence):
            # "Two rules for this repo:" then a list: the label and its items are one lesson
            sentence, told_until = _announced_lesson(t.parts, k, sentence)
            if told_until == k:
                continue
        if _passed_over(t, k, sentence, retracted):
            continue
        boosts = _sentence_boosts(t, sentence)
        if request:
            request = False
            if not _signals(_probe(sentence)).keys() & STRONG_CUES:
                boosts["task"] = 0.0
        if t.short_reply:
            boosts["short_after_long"] = 0.3
        if (t.pos, sentence) in repeated:
            boosts["repeated"] = 0.4
        item = _score(sentence, t.actor, boosts, t.recent_error)
        if item is None or _code_not_prose(t.actor, sentence):
            continue
        if "task" in boosts:
            item.signal = round(item.signal * OPENING_FACTOR, 3)
            if item.signal < MIN_SIGNAL:
                continue
        item.position, item.order, item.context = t.pos, k, t.turn.text
        if told_until > k:  # the label and its list, joined above
            item.text = _candidate_text([sentence], 0, item.cues)
        else:
            item.text = _candidate_text(t.parts, k, item.cues)
        if told_until < k and t.actor == "agent" and _LESSON_LABEL.match(sentence.strip()):
            item.text, told_until = _announced_lesson(t.parts, k, item.text)
        if "explicit" in item.cues:  # "don't forget: X" says nothing about X's kind
            own = set(_signals(_probe(item.text))) | (set(item.cues) - set(_SIGNALS))
            own.add("explicit")
            item.kind, item.valence = _kind(own, item.text, t.recent_error)
        in_turn.append(item)
    return in_turn


def _from_lesson_label(parts: list[str]) -> list[str]:
    """The sentences from the agent's first labelled lesson on; [] without one."""
    k = next((k for k, p in enumerate(parts) if _LESSON_LABEL.match(p.strip())), None)
    return [] if k is None else parts[k:]


def _label_alone(sentence: str) -> bool:
    """The agent's lesson label with nothing after it ("For this repo:"): its items follow."""
    m = _LESSON_LABEL.match(sentence.strip())
    return m is not None and not sentence.strip()[m.end() :].strip()


def _announced_lesson(parts: list[str], k: int, text: str) -> tuple[str, int]:
    """A lesson the agent announces ("Lesson: X is slow in GHCi. Start it with ...") goes
    on to the end of its message: the sentences after the label are one lesson, while
    they state (no question, no guess) and fit in one memory. The text, and the last
    sentence it took."""
    last = k
    for following in parts[k + 1 :]:
        if _is_question(following) or shape.hedged(following) or shape.narrates(following):
            break
        if len(text) + len(following) + 1 > MAX_TEXT_CHARS:
            break
        text, last = f"{text} {following}", last + 1
    return text, last


def _passed_over(t: _TurnContext, k: int, sentence: str, retracted: set[tuple[int, int]]) -> bool:
    """A sentence not even scored: a paste, too short, taken back, never worth keeping, or
    (the user's) said in passing."""
    if len(sentence) > MAX_SENTENCE_CHARS:
        return True  # no sentence end in pages of text: a paste, not a statement
    if _too_short(sentence) or (t.pos, k) in retracted or shape.never_kept(sentence):
        return True
    # "if we ever ...", "Marco thinks ...", "down today": said in passing
    return t.actor == "user" and bool(
        off_record(sentence) or shape.elliptical(sentence) or shape.withdrawal(sentence)
    )


def _code_not_prose(actor: str, sentence: str) -> bool:
    """Mostly code: the user's counts as spoken when it reads as words around a name."""
    if actor == "user":
        return _mostly_code(sentence, 0.8) and not _spoken_code(sentence)
    return _mostly_code(sentence, 0.6)


def _sentence_boosts(t: _TurnContext, sentence: str) -> dict[str, float]:
    """What the sentence's shape adds to its cue words: for the user, what it names and
    when it was said; for the agent, only a named cause or rule for next time."""
    if t.actor == "user":
        boosts = _shape_boosts(sentence, t.turn, t.answers, t.asked)
        if t.volunteered and boosts.get("anchor"):
            boosts["volunteered"] = SHAPE_WEIGHTS["volunteered"]
        return boosts
    labelled = bool(_LESSON_LABEL.match(sentence.strip()))  # "Rules for this repo: ..."
    if shape.anchors(sentence) and (
        labelled or any(_SIGNALS[n][1].search(_probe(sentence)) for n in _AGENT_LESSON_CUES)
    ):
        # a stated cause that names what broke (outside a failure seen in the tools),
        # or a rule for next time that names where it applies
        return {"anchor": SHAPE_WEIGHTS["anchor"][min(shape.anchors(sentence), 3) - 1]}
    return {}


def _failure_causes(
    turns: Sequence[Turn], prose: _Prose, windows: Sequence[shape.Window]
) -> list[_Scored]:
    """For each failure seen in the tools, the cause the agent found, as one bugfix."""
    out: list[_Scored] = []
    for w in windows:
        cause = failures.cause_of(turns, prose, w)
        if cause is not None:
            cues = {"fix": cause.signal, "after_error": 0.0}
            text = _candidate_text([cause.text], 0, {})
            item = _Scored(
                cause.position, cause.order, "agent", text, cause.signal, cues, "bugfix", "failure"
            )
            item.context, item.memory_context = turns[cause.position].text, cause.context
            item.placed = not cause.stated
            out.append(item)
    return out


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
    # (item, its tokens, its key, its retain.core.danger.advice: read once per item)
    kept: list[tuple[_Scored, set[str], str, str | None]] = []
    for item in scored:
        if len(kept) >= limit:
            break
        verdict = danger.advice(item.text) if item.actor == "agent" else None
        if verdict == "refused":
            continue  # the agent advising fetched code run, a check off, chmod 777: not taught
        key = " ".join(re.findall(r"[^\W_]+", item.text.casefold()))
        toks = _tokens(item.text) - _ALL_STOPWORDS
        dup = next(
            (k for k in kept if k[2] == key or set_jaccard(k[1], toks) >= DUPLICATE_SIMILARITY),
            None,
        )
        if dup is not None:
            dup[0].cues = {**item.cues, **dup[0].cues}
            continue
        kept.append((item, toks, key, verdict))
    out = []
    for item, _, _, verdict in kept[:limit]:
        names = [c for c in _CUE_ORDER if c in item.cues]
        lang = detect_language(item.text) or detect_language(item.context)
        if lang:
            names.append(f"lang:{lang}")
        out.append(
            (
                Candidate(
                    text=_marked(item, verdict),
                    kind=item.kind,
                    valence=item.valence,
                    signal=item.signal,
                    actor=item.actor,
                    cues=tuple(names),
                    explicit=item.actor == "user" and "explicit" in item.cues,
                    context=item.memory_context,
                    placed=item.placed,
                ),
                item.position,
            )
        )
    return out


def _marked(item: _Scored, verdict: str | None) -> str:
    """The text kept: an agent's sentence telling the reader to run a step as root
    (`verdict`, its retain.core.danger.advice) says to ask first (danger.ROOT_MARK, as a
    learned fix does)."""
    if verdict == "root":
        return item.text.rstrip() + danger.ROOT_MARK
    return item.text


def capture(path: str | PathLike[str], *, max_candidates: int = 5) -> list[Candidate]:
    """Read a Claude Code transcript and return what is worth remembering, best first."""
    return capture_turns(read_turns(path), max_candidates=max_candidates)
