"""Joining a user's sentences that go on from the one before: a reason, a condition or a
consequence said in its own sentence belongs to the statement it explains.

Part of transcript capture (`retain.sleep.capture`). Pure and stdlib-only.
"""

from __future__ import annotations

import re

from retain.sleep import capture_shape as shape
from retain.sleep.capture_lexicon import (
    _REASON,
    _REASON_LEAD,
    _REASON_TAIL,
    _probe,
)
from retain.sleep.capture_score import (
    STRONG_SIGNAL,
    _Scored,
)
from retain.sleep.offrecord import off_record
from retain.sleep.sentences import (
    MAX_TEXT_CHARS,
    _is_question,
    _mostly_code,
    _same_subject,
    _too_short,
)
from retain.sleep.shape_lexicon import _ACK_LEAD

_QUOTED = re.compile(r"[\"“”„«»「」『』]")  # someone else's words, or a title


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
