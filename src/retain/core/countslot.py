"""How many or how much of a thing: a count with the noun it counts, a share, a sum.

"Kafka topics get 6 partitions by default" against "Kafka topics have 12 partitions by
default", "Une seule approbation suffit" against "deux approbations", "the coverage gate
is 85%" against "coverage is 80%", "The budget alert threshold is $55k since the new
fiscal year" against "The monthly AWS budget alert fires at $40k": valueslot.py reads
values that carry their own kind (a port, a size, a duration); a bare number there is
nothing, since it could count anything. Here the counted noun (or the sign: %, $, €) says
what the number is of, and two statements that each state one such amount of the same
thing, with different numbers, put one value in place of the other.

Whether the two are about the same thing (`same_thing`), precision first: valueslot's
own test (slotsubject.same_subject), or, said in other words, the two share two content
words (the counted noun is one) and the statement adds none of its own, except words
that name the number's slot itself ("threshold", "limit", "max") and what it says after
a time or reason marker ("since the new fiscal year", "after the load test"). A word it
adds anywhere else is a qualifier ("staging", "the Enterprise plan", "new topics"): a
sibling, not the belief. A belief scoped to an environment the statement does not name
holds beside it.

Refused: a statement that is tentative, a question, conditional or future ("once the team
grows past eight, PRs will need two reviews"); either side stating more than one
amount or any other figure (a date, a version, a range); the two agreeing on any value.
Pure and stdlib only; the word lists live in retain/lexicon/counts.json.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from retain import lexicon
from retain import text as textmod
from retain.core import claims, slotsubject, valueslot
from retain.core import claims_lexicon as lex
from retain.core.valueslot import SlotChange

_FILE = "counts"
MIN_SHARED = 2  # content words two statements share to be about one amount said two ways
FORM_PREFIX = 5  # letters two words share at the start to be one ("rotates", "rotation")

_WORD_VALUE = {lexicon.fold(w): n for n, ws in lexicon.groups(_FILE, "numbers").items() for w in ws}
_NOT_COUNTED = frozenset(w.casefold() for w in lexicon.words(_FILE, "not_counted"))
# words that name a number's slot ("threshold") or attach an amount ("needs", "gets")
_MEASURE = frozenset(
    textmod.stem(w.casefold())
    for key in ("measure_words", "frame_verbs")
    for w in lexicon.words(_FILE, key)
)
_CURRENCY = {
    lexicon.fold(w): sign for sign, ws in lexicon.groups(_FILE, "currencies").items() for w in ws
}


def _words(forms: Iterable[str]) -> str:
    """An alternation of the forms, longest first, a space matching any run of spaces."""
    return "|".join(
        re.escape(w).replace(r"\ ", r"\s+") for w in sorted(forms, key=len, reverse=True)
    )


# "6 partitions", "two approvals", "une seule approbation": a number, then the noun it counts
_COUNT = re.compile(
    rf"(?<![\w.,:/#$€£+-])(?:({valueslot.SCALED}|\d+)|({_words(_WORD_VALUE)}))"
    r"\s+([^\W\d_]{3,})(?![\w-])"
    r"(?:\s+([^\W\d_]{3,})(?![\w-]))?",
    re.IGNORECASE,
)
_PERCENT = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?%")
_FIGURE = valueslot.FIGURE  # "$2,000": two thousand
# "$40k", "€ 500", "55k USD": a sum of money
_SIGNS = "".join(re.escape(s) for s in _CURRENCY if len(s) == 1)
_NAMES = _words([w for w in _CURRENCY if len(w) > 1])
_MONEY = re.compile(
    rf"(?:([{_SIGNS}])\s?({_FIGURE})\s?([kKmM])?(?!\w|[.,]\d)"
    rf"|(?<![\w.,])({_FIGURE})\s?([kKmM])?\s?({_NAMES})(?![\w-]))",
    re.IGNORECASE,
)
# "weekly", "every two weeks", "alle zwei Wochen", "a cada hora": how often, in seconds
_EVERY_PERIOD = {
    lexicon.fold(w): float(n)
    for n, ws in lexicon.groups(_FILE, "cadence_adverbs").items()
    for w in ws
}
_PERIOD_UNIT = {
    lexicon.fold(w): float(n)
    for n, ws in lexicon.groups(_FILE, "cadence_units").items()
    for w in ws
}
_CADENCE = re.compile(
    rf"(?<![\w-])(?:({_words(_EVERY_PERIOD)})"
    rf"|(?:{_words(lexicon.words(_FILE, 'cadence_every'))})\s+"
    rf"(?:(\d+|{_words(_WORD_VALUE)}|other|second|zweite|zweiten)\s+)?({_words(_PERIOD_UNIT)}))(?![\w-])",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"\d")
_CONDITIONAL = re.compile(
    rf"(?<![\w'])(?:{_words(lexicon.words(_FILE, 'conditional'))})(?![\w'])", re.IGNORECASE
)
_TAIL = re.compile(rf"(?:^|\s|,)(?:{_words(lexicon.words(_FILE, 'tail_markers'))})\s", re.I)
_CLAUSE_END = re.compile(
    r"[;；。！？!?:]|\.(?:\s|$)|\s[–—-]\s"
)  # not a comma: "On Enterprise, ..."


def count_change(statement: str, belief: str) -> SlotChange | None:
    """The amount the statement puts where the belief states another of the same thing
    (the tests in the module docstring), else None."""
    if lex.TENTATIVE.search(statement) or statement.rstrip().endswith(("?", "？")):
        return None
    if _CONDITIONAL.search(statement):
        return None  # "Once the team grows past eight, PRs will need two reviews": not yet
    mine, theirs = _amount(statement), _amount(belief)
    if mine is None or theirs is None:
        return None
    (what_a, value_a, span_a), (what_b, value_b, span_b) = mine, theirs
    if not _same_noun(what_a, what_b) or value_a == value_b:
        return None
    kinds_a = {(v.kind, v.key) for v in valueslot.values(statement)}
    if kinds_a & {(v.kind, v.key) for v in valueslot.values(belief)}:
        return None  # they agree on a value of a kind: a detail beside the amount
    old, new = belief[span_b[0] : span_b[1]], statement[span_a[0] : span_a[1]]
    found = SlotChange("count", old, new, (span_a,), (span_b,))
    return found if same_thing(statement, belief, found) else None


def same_thing(statement: str, belief: str, change: SlotChange) -> bool:
    """Are the two amounts of one thing (the test in the module docstring)?"""
    if slotsubject.same_subject(statement, belief, change):
        return True
    if slotsubject.environment_dropped(statement, belief):
        return False
    (start, end), (b_start, b_end) = change.spans[0], change.belief_spans[0]
    head = statement[:start]
    head = head[max((m.end() for m in _CLAUSE_END.finditer(head)), default=0) :]
    tail = statement[end:]
    cut = min(
        (m.start() for m in (_TAIL.search(tail), _CLAUSE_END.search(tail)) if m), default=None
    )
    said = _forms(head + " " + (tail if cut is None else tail[:cut]))
    theirs = _forms(belief[:b_start] + " " + belief[b_end:])
    said = {w: f for w, f in said.items() if w not in _MEASURE}
    shared = {w for w, f in said.items() if any(_one(w, f, v, g) for v, g in theirs.items())}
    return len(shared) >= MIN_SHARED and shared == set(said)


def _forms(text: str) -> dict[str, str]:
    """`slotsubject.words_about`'s stems, each with the word it came from, in lower case."""
    about = slotsubject.words_about(text)
    return {w: f.casefold() for w, f in claims.word_forms(text).items() if w in about}


def _one(a: str, form_a: str, b: str, form_b: str) -> bool:
    """One word: one stem two ways, or the two words share their first FORM_PREFIX letters
    ("rotates", "rotation": the stemmer cuts them to "rotat" and "rot")."""
    if slotsubject.one_stem(a, b):
        return True
    return (
        min(len(form_a), len(form_b)) >= FORM_PREFIX
        and form_a[:FORM_PREFIX] == form_b[:FORM_PREFIX]
    )


@functools.lru_cache(maxsize=valueslot.VALUES_CACHE)
def _amount(text: str) -> tuple[frozenset[str], str, tuple[int, int]] | None:
    """The one amount the text states: (what it is of: the stems of the one or two words
    after the number, "two *approving reviews*", or "%" or a currency; the number; where
    the number is), or None when it states none, several, or another figure beside it."""
    taken = [(v.start, v.end) for v in valueslot.values(text)]
    found: list[tuple[frozenset[str], str, tuple[int, int]]] = []
    for m in _PERCENT.finditer(text):
        found.append((frozenset("%"), _number(m.group(1)), (m.start(), m.end())))
    for m in _MONEY.finditer(text):
        sign = m.group(1) or _CURRENCY[" ".join(lexicon.fold(m.group(6)).split())]
        scale = (m.group(3) or m.group(5) or "").casefold()
        amount = float(_number(m.group(2) or m.group(4))) * {"k": 1e3, "m": 1e6}.get(scale, 1)
        found.append((frozenset([sign]), f"{amount:g}", (m.start(), m.end())))
    for m in _CADENCE.finditer(text):
        if m.group(1) and _attributive(text, m.end()):
            continue  # "the monthly AWS budget": which budget, not how often something is
        found.append((frozenset(["every"]), f"{_period(m):g}", (m.start(), m.end())))
        taken.append((m.start(), m.end()))
    for m in _COUNT.finditer(text):
        nouns = [w for w in (m.group(3), m.group(4)) if w is not None and _counted(w)]
        if not nouns or nouns[0] != m.group(3):
            continue
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue  # "5 minutes", "Python 3 workers": another kind's value
        number = m.group(1) or _WORD_VALUE[" ".join(lexicon.fold(m.group(2)).split())]
        number = f"{valueslot.figure(number):g}"  # "2,000 records", "5k calls"
        # the number alone is the value: the noun stays a word both statements share
        at = (m.start(), m.end(1) if m.group(1) else m.end(2))
        found.append((frozenset(textmod.stem(w.casefold()) for w in nouns), number, at))
    if len(found) != 1:
        return None
    start, end = found[0][2]
    if _DIGITS.search(text[:start] + " " + text[end:]):
        return None  # another figure: a date, a version, a second amount
    return found[0]


def _same_noun(a: frozenset[str], b: frozenset[str]) -> bool:
    """ "approvals" and "approving review": one of the words after each number is one
    word stemmed two ways."""
    return any(slotsubject.one_stem(x, y) for x in a for y in b)


def _counted(word: str) -> bool:
    """A word that can be what a number counts: no unit, function word, currency or name."""
    low = word.casefold()
    if low in _NOT_COUNTED or low in lex.FUNCTION or low in _CURRENCY:
        return False
    return word.islower() and not valueslot.is_unit(word)


def names_a_measure(word: str) -> bool:
    """ "threshold", "limit", "max": a word that names a number's slot, not a value."""
    return textmod.stem(word.casefold()) in _MEASURE


def _attributive(text: str, end: int) -> bool:
    """The word after a cadence adverb is a content word: it says which thing ("the
    *nightly backup* job"), not how often ("rotates weekly now", "ships weekly on")."""
    following = _NEXT_WORD.match(text, end)
    return following is not None and bool(
        claims.words_of(following.group(1)) - claims.SUBJECT_NOISE
    )


_NEXT_WORD = re.compile(r"[ \t]+([^\W\d_][\w-]*)")


def _period(m: re.Match[str]) -> float:
    """How many seconds apart a cadence `_CADENCE` matched comes round."""
    if m.group(1):
        return _EVERY_PERIOD[" ".join(lexicon.fold(m.group(1)).split())]
    times = lexicon.fold(m.group(2) or "1")
    if times in ("other", "second", "zweite", "zweiten"):
        times = "2"
    times = _WORD_VALUE.get(times, times)
    return float(times) * _PERIOD_UNIT[lexicon.fold(m.group(3))]


def _number(raw: str) -> str:
    return f"{valueslot.figure(raw):g}"


def slot_of(statement: str, belief: str) -> SlotChange | None:
    """valueslot's slot change when the two are about one thing, else an amount's."""
    found = valueslot.slot_change(statement, belief)
    if found is not None:
        return found if slotsubject.same_subject(statement, belief, found) else None
    return count_change(statement, belief)
