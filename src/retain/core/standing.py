"""A statement whose words leave the belief's value standing: the gate closes nothing.

Three ways a statement names a value the belief does not hold and still does not replace
it, each read by its frame, in every language the lexicon knows (lexicon/standing.json):

- A change taken back in the same statement: "`new_checkout` was raised to 50% at two and
  went back to 25% at four; it's at 25% again" against "`new_checkout` is at 25%". The
  value a clause with "back to", "again", "wieder", "de nuevo", "снова", "元に戻した" names
  (other than the one the change retires or first puts in place) is what holds now, and
  the belief holds it (`puts_back`).
- The same number said in words: "the backup runs at two every night" against "runs at
  02:00": "two" is 2, and 2 is what "02" says (`same_number`).
- The same time of day said in words: "stand-up: quarter to ten" against "stand-up is at
  09:45" (`same_clock`, on a twelve-hour clock).
- A reading, not a setting: "Redis memory usage is 3.1GB right now", "使用メモリは今 3.1GB"
  against "Redis has `maxmemory 4gb`": what a thing uses or shows is measured, what it is
  set to is configured, and one is not the other (`reads_only`). A belief that is itself
  a reading is restated by a newer one as usual, and a statement that says a change
  ("raised the limit to 6GB; usage peaked at 5GB") is read as one.

Pure and stdlib only.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import claims, clauses
from retain.core.slots_lexicon import NUMBER_WORDS
from retain.text import tokens

_BACK = re.compile(lexicon.pattern("standing", "back"), re.IGNORECASE)
_READING = re.compile(lexicon.pattern("standing", "reading"), re.IGNORECASE)


def puts_back(statement: str, belief: str, change: claims.Change | None) -> bool:
    """Does a clause of the statement that takes a change back name a number the belief
    holds (outside its asides), other than those the change retires or first puts in place?
    A colon ends the clause too: "X again: `--flag 0` was taken out" puts back no 0.
    Numbers only, standing alone: "x86", "ru-1", "release/3.2" and "#415" are names."""
    if not _BACK.search(statement):
        return False
    said = set()
    if change is not None:
        said = _numbers_in(change.old or "") | _numbers_in(change.new or "")
    parts = [p for c in clauses.clauses(statement) for p in _COLON.split(c)]
    back = {f for p in parts if _BACK.search(p) for f in _numbers_in(p)}
    return bool((back - said) & _numbers_in(clauses.without_asides(belief)))


def _numbers_in(text: str) -> set[str]:
    return {m.group().replace(",", "") for m in _NUMBER.finditer(text)}


# A number standing alone ("25", "1.5", "16:30", "5,000"), not a part of a name or version.
_NUMBER = re.compile(r"(?<![\w/#.:,-])\d+(?:[.,:]\d+)*(?![a-zA-Z]*[/_-]\w|[a-zA-Z]+\d)")
# "...again: `--max-warnings 0` was taken out": what follows a colon is said apart.
_COLON = re.compile(r":\s")


def same_number(old: str, new: str) -> bool:
    """Do two values name the same numbers, one side at least in words ("two" and "02")?"""
    worded = any(t in NUMBER_WORDS for t in tokens(old) + tokens(new))
    return worded and bool(_numbers(old)) and _numbers(old) == _numbers(new)


def _numbers(value: str) -> set[int]:
    out = set()
    for t in tokens(value):
        if t.isdigit():
            out.add(int(t))
        elif t in NUMBER_WORDS:
            out.add(int(NUMBER_WORDS[t]))
    return out


def same_clock(old: str, statement: str) -> bool:
    """Does the statement say in words ("quarter to ten", "half past two", "ten o'clock")
    the time of day the retired value gives as digits ("09:45")?"""
    digits = _CLOCK_DIGITS.search(old)
    if digits is None:
        return False
    hour, minute = int(digits.group(1)) % 12, int(digits.group(2))
    return any((h % 12, m) == (hour, minute) for h, m in _said_times(statement))


def _said_times(text: str) -> set[tuple[int, int]]:
    found = set()
    for m in _CLOCK_WORDS.finditer(text):
        before, after = m.group("before"), m.group("after")
        said = _hour(after) if before is not None else _hour(m.group("hour"))
        if said is None:
            continue
        offset = _CLOCK_OFFSETS[(before or m.group("suffix")).casefold()]
        minutes = said * 60 + offset
        found.add((minutes // 60 % 12, minutes % 60))
    return found


def _hour(word: str | None) -> int | None:
    if word is None:
        return None
    word = word.casefold()
    value = int(word) if word.isdigit() else NUMBER_WORDS.get(word)
    return int(value) if value is not None and 0 < int(value) <= 24 else None


_CLOCK_DIGITS = re.compile(r"(?<![\d:.])([01]?\d|2[0-3])[:h]([0-5]\d)(?![\d:])")
_CLOCK_OFFSETS = {
    phrase: int(minutes)
    for minutes, said in lexicon.groups("standing", "clock").items()
    for phrase in said
}
_BEFORE = "|".join(re.escape(p) for p, m in _CLOCK_OFFSETS.items() if m != 0)
_SUFFIX = "|".join(re.escape(p) for p, m in _CLOCK_OFFSETS.items() if m == 0)
# "quarter to ten", "half past 2", "ten o'clock": a phrase before the hour, or after it
_CLOCK_WORDS = re.compile(
    rf"\b(?:(?P<before>{_BEFORE})\s+(?P<after>\w+)|(?P<hour>\w+)\s+(?P<suffix>{_SUFFIX}))",
    re.IGNORECASE,
)


def reads_only(statement: str, belief: str) -> bool:
    """Is the statement a reading (what a thing uses or shows), said as no change, against
    a belief that is no reading itself? Each of its clauses that names a number reads it:
    "raised the limit to 16gb; usage peaked at 7.9GB" sets a value in its first clause."""
    if _READING.search(belief) or not _numbers_in(belief):
        return False  # a reading is an amount, read against a value set
    said = [c for c in _SENTENCE_END.split(statement) if _numbers_in(c)]
    if not said or not all(_READING.search(c) for c in said):
        return False
    return claims.parse_change(statement) is None


_SENTENCE_END = re.compile(r"[;；。！？!?]|\.(?:\s|$)")
