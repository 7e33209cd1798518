"""The lesson of a failure, for transcript capture: the cause the agent found, made whole.

Pure and stdlib-only. Given a failure window (retain.sleep.capture_shape.failure_windows:
a failing run, a crash in a command that exited 0, or an error the user pasted, up to the
run that passed again), pick the agent's sentence that explains it: not hedged (a guess
such as "maybe it's the cache" is the first reaction, not the finding), stating a cause,
naming the project's particulars, and best said just before the edit that made the run
pass. The next sentence is added when it names the fix, and the file the fix edited when
the cause does not name it.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass

from retain.sleep import capture_shape as shape
from retain.sleep.capture_lexicon import _ALL_STOPWORDS, _REASON, _SIGNALS, _SLIP, _probe
from retain.sleep.sentences import (
    MAX_TEXT_CHARS,
    _is_question,
    _mostly_code,
    _tokens,
    _too_short,
)
from retain.sleep.shape_lexicon import _CAUSAL
from retain.sleep.transcript import Turn

ANCHOR_WEIGHTS = (0.25, 0.35, 0.45)  # one, two, three or more particulars of the project
# Chosen on the tune/ half of the capture set (benchmarks/data/capture).
CAUSE_WEIGHTS = {
    "after_error": 0.3,
    "fix": 0.5,
    "reason": 0.25,
    "before_fix": 0.35,
    "before_edit": 0.25,  # just before an edit that no passing run followed
    "fixed": 0.1,
}
CAUSE_MIN = 0.65


@dataclass(frozen=True)
class Cause:
    position: int  # the agent turn it was said in
    order: int  # its sentence number there
    text: str
    signal: float
    context: str  # the request and the error it explains, trimmed
    stated: bool = True  # said as a cause or a fix, or with its reason; else only placed


def cause_of(
    turns: Sequence[Turn], prose: Sequence[tuple[int, Turn, list[str], bool]], w: shape.Window
) -> Cause | None:
    """The agent's account of a failure: the finding just before the fix, made whole. A
    failure that passed on a plain rerun had no fix: only a cause stated as one counts
    there, not the last remark before the rerun ("adb stopped responding. Trying again.")."""
    fixed = None if w.unchanged else w.fixed
    lo = bisect.bisect_right([p for p, *_ in prose], w.start)
    agent = [(p, t, parts) for p, t, parts, _ in prose[lo:] if p < w.end and t.role == "assistant"]
    if not agent:
        return None
    before_fix = w.edit if w.edit is not None else fixed if fixed is not None else w.end
    last_before = max((p for p, _, _ in agent if p <= before_fix), default=None)
    best: tuple[float, int, int, list[str], bool] | None = None
    for p, _t, parts in agent:
        announced = -1  # "Found the cause." / "原因が分かりました。" labels the next sentence
        for k, sentence in enumerate(parts):
            if _too_short(sentence) or _is_question(sentence) or _mostly_code(sentence):
                continue
            probe = _probe(sentence)
            fix_cue = _SIGNALS["fix"][1]
            if fix_cue.search(probe) and _too_short(fix_cue.sub(" ", probe)):
                announced = k + 1  # the label alone says nothing: what follows is the cause
                continue
            # The agent's account is no request: a rename it reports ("renamed blog to posts",
            # "appelle une méthode") is part of the cause, so only a secret rules it out.
            if shape.hedged(sentence) or shape.secretive(sentence) or _SLIP.search(probe):
                continue  # a guess, a secret, or the agent's own typo: not the lesson
            if shape.narrates(sentence):
                continue  # "Let me look at the scope ...": its next step, not a finding
            weights = [CAUSE_WEIGHTS["after_error"]]
            n = shape.anchors(sentence)
            if n:
                weights.append(ANCHOR_WEIGHTS[min(n, 3) - 1])
            stated = fix_cue.search(probe) or k == announced
            reasoned = _REASON.search(probe) or _CAUSAL.search(probe)
            if stated:
                weights.append(CAUSE_WEIGHTS["fix"])
            if reasoned:
                weights.append(CAUSE_WEIGHTS["reason"])
            if p == last_before and fixed is not None:
                weights.append(CAUSE_WEIGHTS["before_fix"])
            elif p == w.edit and fixed is None and reasoned and n:
                # no run passed after the edit (none was made): the reasoned explanation
                # said with the edit, in the same message, is still the account of it
                weights.append(CAUSE_WEIGHTS["before_edit"])
            elif not stated:
                continue  # with no fix to point at, only a stated cause counts
            score = shape.noisy_or(weights)
            if best is None or score > best[0]:
                best = (score, p, k, parts, bool(stated or reasoned))
    if best is None or best[0] < CAUSE_MIN:
        return None
    score, p, k, parts, stated = best
    text = parts[k]
    if k > 0 and (
        _explains(parts[k - 1], text)
        or _names_the_failure(parts[k - 1], text, shape.error_line_before(turns, w.start))
    ):
        text = f"{parts[k - 1]} {text}"  # the cause, then the fix; or what failed, then why
    if k + 1 < len(parts) and _completes(text, parts[k + 1]):
        text = f"{text} {parts[k + 1]}"
    fixed_in = _edited_file(turns, w)
    if fixed_in and fixed_in.split(".")[0].casefold() not in text.casefold():
        text = f"{text} ({fixed_in})"
    signal = min(0.99, score + (CAUSE_WEIGHTS["fixed"] if fixed is not None else 0.0))
    context = shape.context_for(turns, p, failure=w)
    return Cause(p, k, text, round(signal, 3), context, stated=stated)


def _edited_file(turns: Sequence[Turn], w: shape.Window) -> str:
    """The file the fix changed, by name: it tells where a lesson applies."""
    if w.edit is None or w.fixed is None:
        return ""
    for action in turns[w.edit].actions:
        name, _, path = action.partition(" ")
        if name in shape.EDIT_TOOLS and path:
            return path.rstrip("/").rsplit("/", 1)[-1]
    return ""


def _explains(before: str, chosen: str) -> bool:
    """The sentence before the chosen one states why, and the chosen one only what was done
    ("... so the browser drops the cookie." then "The fix is to tie `secure` to `dev`."):
    the lesson is both. A guess, a question or a sentence naming nothing is not added."""
    probe, low = _probe(chosen), _probe(before)
    if _REASON.search(probe) or _CAUSAL.search(probe) or _too_short(before):
        return False
    if _is_question(before) or shape.hedged(before) or shape.secretive(before):
        return False
    if len(before) + len(chosen) >= MAX_TEXT_CHARS or _mostly_code(before):
        return False
    return shape.anchors(before) > 0 and bool(_REASON.search(low) or _CAUSAL.search(low))


def _names_the_failure(before: str, cause: str, error_line: str) -> bool:
    """The sentence before the cause names what failed (a word of the error line) and the
    cause does not ("... lo mata por memoria (OOMKilled)." then the limits): without it the
    lesson does not say which failure it explains."""
    if not error_line or _is_question(before) or shape.hedged(before) or shape.secretive(before):
        return False
    if len(before) + len(cause) >= MAX_TEXT_CHARS or _too_short(before):
        return False
    named = {t for t in _tokens(error_line) - _ALL_STOPWORDS if len(t) >= 4 and not t.isdigit()}
    return bool(named & _tokens(before)) and not named & _tokens(cause)


def _completes(cause: str, following: str) -> bool:
    """The next sentence names the fix or the identifier the cause leaves unnamed."""
    if _is_question(following) or shape.hedged(following) or shape.secretive(following):
        return False
    if len(cause) + len(following) >= MAX_TEXT_CHARS:
        return False
    new = _tokens(following) - _tokens(cause) - _ALL_STOPWORDS
    return shape.anchors(following) > 0 and bool(new)
