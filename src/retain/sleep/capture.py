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
from dataclasses import dataclass
from os import PathLike

from retain.sleep.capture_lexicon import (
    _ABBREVIATION_END,
    _ACCENTS,
    _ALL_STOPWORDS,
    _CAPS,
    _CODE_FENCE,
    _CODE_TOKEN,
    _CUE_ORDER,
    _EMPHASIS,
    _EMPHASIS_WORDS,
    _EXPLICIT_LEAD,
    _INLINE_CODE,
    _MD_LEAD,
    _MD_LINK,
    _PROCEDURAL,
    _QUESTION,
    _REASON,
    _REASON_LEAD,
    _SENTENCE_END,
    _SIGNALS,
    _SLIP,
    _STOPWORDS,
    _probe,
)

# Re-exported (`X as X`): these lived here before the split, and callers import them from here.
from retain.sleep.transcript import MAX_LINE_BYTES as MAX_LINE_BYTES
from retain.sleep.transcript import Turn, read_turns
from retain.sleep.transcript import is_own_tool as is_own_tool
from retain.text import set_jaccard

MAX_TEXT_CHARS = 500  # a memory is one statement; longer sentences are cut at a word
MIN_SIGNAL = 0.45  # below this a sentence is conversation, not something to keep
MAX_PER_TURN = 3  # one long message must not crowd out the rest of the session
AGENT_WEIGHT = 0.45  # the agent restating a rule is weak evidence next to the user saying it
AGENT_DECISION_WEIGHT = 0.75  # a reasoned plan by the agent is still a project decision
QUESTION_WEIGHT = 0.35  # "should we always ...?" asks, it does not tell
SLIP_WEIGHT = 0.5  # "that failed because I mistyped the path": a fix, not a lesson
LONG_ANSWER_CHARS = 800  # after an assistant answer this long (CJK counts double) ...
SHORT_REPLY_CHARS = 160  # ... a user reply this short is often a correction
ERROR_WINDOW = 12  # turns after a tool error in which a stated cause counts as its fix
REPEAT_SIMILARITY = 0.5  # token overlap at which two user sentences say the same thing ...
REPEAT_MIN_SHARED = 4  # ... provided they share this many tokens ("run the tests" is no rule)
DUPLICATE_SIMILARITY = 0.8  # above this two candidates are one memory
MAX_REPEAT_SENTENCES = 400  # bound the quadratic repetition check on very long sessions

KINDS_FAILURE = ("bugfix", "lesson")

# The agent restating a rule counts little; its account of a failure counts in full.
_AGENT_CUE_WEIGHT = {"fix": 1.0, "fix_weak": 1.0, "lesson": 1.0, "decision": AGENT_DECISION_WEIGHT}


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


# ---------------------------------------------------------------- text helpers


def _strip_markdown(text: str) -> str:
    text = _CODE_FENCE.sub("\n", text)
    lines = []
    for line in text.splitlines():
        if line.lstrip().startswith("|"):  # table rows are data, not statements
            continue
        line = _MD_LEAD.sub("", line)
        line = _MD_LINK.sub(r"\1", line).replace("**", "").replace("__", "")
        lines.append(line.strip())
    return "\n".join(lines)


def split_sentences(text: str) -> list[str]:
    """Sentences of prose, markdown and code blocks removed; handles CJK punctuation."""
    out: list[str] = []
    for line in _strip_markdown(text).splitlines():
        pending = ""
        for part in _SENTENCE_END.split(line):
            pending = f"{pending} {part}".strip() if pending else part.strip()
            if pending and not _ABBREVIATION_END.search(pending):
                out.append(pending)
                pending = ""
        if pending:
            out.append(pending)
    return [s for s in out if s]


_WIDE = re.compile(r"[\u3040-\u9fff\uac00-\ud7af\uff00-\uffef]")


def _wide_count(text: str) -> int:
    """CJK characters (and full-width forms): each carries about a word's worth of meaning."""
    return len(_WIDE.findall(text))


def _visual_len(text: str) -> int:
    return len(text) + _wide_count(text)


def _tokens(text: str) -> set[str]:
    """Words for spaced scripts, character bigrams for CJK: enough to compare statements."""
    low = text.casefold()
    words = set(re.findall(r"[^\W_]+", low))
    out = {w for w in words if len(w) > 1 and not _WIDE.search(w)}
    for run in re.findall(r"[\u3040-\u9fff\uac00-\ud7af]+", low):
        out.update(run[i : i + 2] for i in range(max(1, len(run) - 1)))
    return out


def _overlap(a: set[str], b: set[str]) -> float:
    """Share of the smaller set found in the larger: a rephrased repeat keeps its key words."""
    shared = len(a & b)
    return shared / min(len(a), len(b)) if shared >= REPEAT_MIN_SHARED else 0.0


def _too_short(text: str) -> bool:
    return _wide_count(text) < 4 and len(re.findall(r"[^\W\d_]{2,}", text)) < 3


def _mostly_code(text: str) -> bool:
    spans = sum(len(m) for m in _INLINE_CODE.findall(text))
    if spans > 0.6 * len(text):
        return True
    words = text.split()
    codeish = sum(1 for w in words if not _WIDE.search(w) and _CODE_TOKEN.search(w))
    return not words or codeish / len(words) > 0.5


def _is_question(text: str) -> bool:
    return bool(_QUESTION.search(text.strip()))


def detect_language(text: str) -> str | None:
    """A two-letter code from the script, else from common function words; None if unsure."""
    if re.search(r"[\u3040-\u30ff]", text):
        return "ja"
    if re.search(r"[\uac00-\ud7af]", text):
        return "ko"
    if re.search(r"[\u4e00-\u9fff]", text):
        return "zh"
    if re.search(r"[\u0400-\u04ff]", text):
        return "ru"
    words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text.casefold().replace("’", "'"))
    scores = {lang: sum(1 for w in words if w in stop) for lang, stop in _STOPWORDS.items()}
    for lang, marks in _ACCENTS.items():
        scores[lang] += sum(1 for ch in text.casefold() if ch in marks)
    scores["fr"] += sum(1 for w in words if re.match(r"(?:[cdjlmnst]|qu)'", w))  # French elision
    best = max(scores, key=lambda k: scores[k])
    return best if scores[best] > 0 else None


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


def _noisy_or(weights: Sequence[float]) -> float:
    keep = 1.0
    for w in weights:
        keep *= 1.0 - max(0.0, min(1.0, w))
    return 1.0 - keep


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
    if cues & {"constraint", "must", "future"}:
        return ("procedure" if procedural else "constraint"), "fact"
    if procedural and "explicit" in cues:
        return "procedure", "fact"
    return "fact", "fact"


def _score(text: str, actor: str, boosts: dict[str, float], recent_error: bool) -> _Scored | None:
    probe = _probe(text)
    # The agent's prose counts only for failure accounts and decisions; checking those
    # first skips most of its (long) text cheaply.
    if actor == "agent" and not any(_SIGNALS[n][1].search(probe) for n in _AGENT_CUE_WEIGHT):
        return None
    cues = _signals(probe)
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
    signal = _noisy_or(list(cues.values()))
    if actor == "agent":
        factors = [_AGENT_CUE_WEIGHT.get(name, AGENT_WEIGHT) for name in primary] or [0]
        signal *= max(factors)
    if _is_question(text) and "explicit" not in primary:
        signal *= QUESTION_WEIGHT
    if _SLIP.search(probe):
        signal *= SLIP_WEIGHT
    signal = round(min(signal, 1.0), 3)
    if signal < MIN_SIGNAL or _too_short(
        _strip_cues(probe, primary)
    ):  # "ok, next time": no content
        return None
    kind, valence = _kind(set(cues), text, recent_error)
    return _Scored(0, 0, actor, text, signal, cues, kind, valence)


def _candidate_text(parts: list[str], k: int, cues: dict[str, float]) -> str:
    text = parts[k]
    if "explicit" in cues:
        rest = _EXPLICIT_LEAD.sub("", text, count=1).strip()
        if _too_short(rest) and k + 1 < len(parts):
            rest = f"{rest} {parts[k + 1]}".strip()
        text = rest or text
    if k + 1 < len(parts) and _REASON_LEAD.match(parts[k + 1]):
        text = f"{text} {parts[k + 1]}"
    text = re.sub(r"\s+", " ", text.replace("\ufffd", " ")).strip(" :：-—")
    if text[:1].islower():
        text = text[0].upper() + text[1:]
    if len(text) > MAX_TEXT_CHARS:
        cut = text[: MAX_TEXT_CHARS - 1]
        text = (cut.rsplit(" ", 1)[0] if " " in cut[-60:] else cut) + "…"
    return text


def _repeated(sentences: list[tuple[int, str]]) -> set[tuple[int, str]]:
    """User sentences said again in a later turn, in other words or the same ones."""
    recent = sentences[-MAX_REPEAT_SENTENCES:]
    toks = [_tokens(s) - _ALL_STOPWORDS for _, s in recent]
    hits: set[tuple[int, str]] = set()
    for i in range(len(recent)):
        if len(toks[i]) < 3:
            continue
        for j in range(i + 1, len(recent)):
            if recent[i][0] != recent[j][0] and _overlap(toks[i], toks[j]) >= REPEAT_SIMILARITY:
                hits.update((recent[i], recent[j]))
    return hits


def capture_turns(turns: Sequence[Turn], *, max_candidates: int = 5) -> list[Candidate]:
    """The strongest `max_candidates` memorable statements of these turns, best first."""
    if max_candidates <= 0:
        return []
    error_positions = [p for p, t in enumerate(turns) if t.is_error]
    user_positions: list[int] = []
    prose: list[tuple[int, Turn, list[str], bool]] = []
    previous: Turn | None = None
    for pos, turn in enumerate(turns):
        if turn.is_tool_result or not turn.text:
            continue
        short_reply = (
            turn.role == "user"
            and previous is not None
            and previous.role == "assistant"
            and _visual_len(previous.text) >= LONG_ANSWER_CHARS
            and _visual_len(turn.text) <= SHORT_REPLY_CHARS
        )
        prose.append((pos, turn, split_sentences(turn.text), short_reply))
        previous = turn
    user_sentences = [(pos, s) for pos, t, parts, _ in prose if t.role == "user" for s in parts]
    repeated = _repeated(user_sentences)

    scored: list[_Scored] = []
    for pos, turn, parts, short_reply in prose:
        actor = "user" if turn.role == "user" else "agent"
        # A tool error counts for this exchange and the next one, not for the whole session.
        since = max([pos - ERROR_WINDOW, *user_positions[-2:-1]])
        first_after = bisect.bisect_right(error_positions, since)
        recent_error = first_after < len(error_positions) and error_positions[first_after] < pos
        if actor == "user":
            user_positions.append(pos)
        in_turn: list[_Scored] = []
        for k, sentence in enumerate(parts):
            if _too_short(sentence):
                continue
            boosts: dict[str, float] = {}
            if short_reply:
                boosts["short_after_long"] = 0.3
            if (pos, sentence) in repeated:
                boosts["repeated"] = 0.4
            item = _score(sentence, actor, boosts, recent_error)
            if item is None or _mostly_code(sentence):
                continue
            item.position, item.order, item.context = pos, k, turn.text
            item.text = _candidate_text(parts, k, item.cues)
            if "explicit" in item.cues:  # "don't forget: X" says nothing about X's kind
                own = set(_signals(_probe(item.text))) | (set(item.cues) - set(_SIGNALS))
                own.add("explicit")
                item.kind, item.valence = _kind(own, item.text, recent_error)
            in_turn.append(item)
        scored.extend(_merge_failure_story(sorted(in_turn, key=lambda s: -s.signal)[:MAX_PER_TURN]))
    return _finalise(scored, max_candidates)


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


def _finalise(scored: list[_Scored], limit: int) -> list[Candidate]:
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
            Candidate(
                text=item.text,
                kind=item.kind,
                valence=item.valence,
                signal=item.signal,
                actor=item.actor,
                cues=tuple(names),
                explicit=item.actor == "user" and "explicit" in item.cues,
            )
        )
    return out


def capture(path: str | PathLike[str], *, max_candidates: int = 5) -> list[Candidate]:
    """Read a Claude Code transcript and return what is worth remembering, best first."""
    return capture_turns(read_turns(path), max_candidates=max_candidates)
