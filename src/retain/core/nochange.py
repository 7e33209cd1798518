"""A change word that changes nothing: a rule that forbids it, or a process it describes.

"fix the warning; never switch them off in a csproj or props file" names `csproj` after
"switch ... off", but retires nothing: it forbids a change. "do not bump builtin-baseline",
"nunca cambies el puerto", "不要改成 MySQL" alike. "Timestamps are converted from UTC to
Europe/Amsterdam only in the display layer" says what the code does to every value, not
that a belief about UTC stopped holding; "raw events are deleted after 30 days" is a
lifetime every value has, not the end of raw events. "The data line also covers models/,
not only migrations/" keeps migrations/ beside the value it adds. claims.py asks here
before it reads a change cue as a change. Pure and stdlib only.
"""

from __future__ import annotations

import re

from retain import lexicon

LOOKBACK = 80  # characters before a change word where a prohibition of it is looked for

# A prohibition right before the change word, in its own clause, with at most two words
# between ("never manually switch", "do not ever move"). Words that end a negated
# sentence's verb are not enough ("nicht mehr" is itself a change cue), so only words
# that forbid or deny the act are listed.
_PROHIBITION = re.compile(
    r"(?:^|[^\w'’])(?:never|don'?t|dont|do not|does not|doesn'?t|did not|didn'?t|must not|"
    r"mustn'?t|should not|shouldn'?t|cannot|can'?t|may not|avoid|no need to|"
    r"nunca|jamais|niemals|nie|nigdy|nooit|никогда(?:\s+не)?)"
    r"(?:[ \t]+[^\s.;:!?]+){0,2}[ \t]+$"
    # "no cambies", "не переходите": a bare negation only right before the verb
    r"|(?:^|[^\w'’])(?:no|não|не)[ \t]+$",
    re.IGNORECASE,
)
# A change said on the left of its cue ("Y instead of X") may hold the prohibition itself.
_LEAD = re.compile(
    r"\s*(?:never|don'?t|dont|do not|must not|mustn'?t|should not|shouldn'?t|nunca|jamais|"
    r"niemals|nie|nigdy|nooit|никогда)\b",
    re.IGNORECASE,
)
# Written before the verb without a space: 不要, 禁止, 切勿, 不得, 절대 ("别" is also the
# last character of 级别, "level").
_CJK_PROHIBITION = re.compile(r"(?:不要|不能|禁止|切勿|不得|절대)\s*\S{0,4}$")
# A clause ends here: the prohibition must be in the change's own clause.
_CLAUSE_END = re.compile(r"[.;:!?。；！？\n]|\s[–—-]\s")
_REACH = 400  # a sentence is read this far either side of a change
# "are converted from UTC to ...", "converts it from ... to": what is done to each value.
_PROCESS = re.compile(
    r"\b(?:(?:is|are|gets?|get|being)\s+(?:\w+\s+)?convert(?:ed)?|converts|converting)\b",
    re.IGNORECASE,
)
# "No," that opens a reply corrects what was said before; it forbids nothing.
_REPLY_NO = re.compile(r"^\s*(?:no|nope)\s*[,:]", re.IGNORECASE)


def changes_nothing(text: str, found: re.Match[str], kind: str, lead: str = "") -> bool:
    """Does the change a rule of claims.py found (`found`, a rule of `kind`, said as `lead`
    when its new value is on the left) change nothing: forbidden, a process, a lifetime,
    or a retired value that is kept beside the new one?"""
    at = found.start()
    return (
        forbids(text, at, lead)
        or describes_process(text, at)
        or (kind != "new" and sets_lifetime(text, at))
        or (found.groupdict().get("x") is not None and extends(text, *found.span("x")))
    )


def forbids(text: str, at: int, said: str = "") -> bool:
    """Is the change said at `at` (as `said`) forbidden or denied in its own clause
    ("never switch them off in ...", "don't bump Z", "不要改成 MySQL"), or does what it
    says open with the prohibition ("Niemals Memcached statt Redis nehmen")?"""
    if _LEAD.match(said):
        return True
    before = text[max(0, at - LOOKBACK) : at]  # a few words: a long text costs no more
    cut = max((m.end() for m in _CLAUSE_END.finditer(before)), default=0)
    clause = before[cut:]
    if _REPLY_NO.match(clause):
        return False
    return bool(_PROHIBITION.search(clause) or _CJK_PROHIBITION.search(clause))


def describes_process(text: str, at: int) -> bool:
    """Is the change at `at` a conversion the code does each time ("timestamps are
    converted from UTC to Europe/Amsterdam in the display layer") rather than a
    change of what holds?"""
    found = _PROCESS.search(text, max(0, at - 24), at + 40)
    return found is not None and found.start() <= at + 12


# "are deleted after 30 days", "get purged nightly", "is removed when older than 90 days":
# a retire verb in the present (what happens to each item) with a lifetime beside it.
_POLICY_VERB = re.compile(
    r"\b(?:is|are|gets?|get)\s+(?:\w+\s+)?(?:deleted|removed|purged|dropped|expired|"
    r"archived|rotated|cleaned up|wiped|discarded|evicted|pruned)\b",
    re.IGNORECASE,
)
_LIFETIME = re.compile(
    r"\b(?:after|older than|every|within|once)\s+(?:\d+|an?|one|two|three|seven|thirty)"
    r"[\s-]*(?:seconds?|secs?|minutes?|mins?|hours?|h|days?|d|weeks?|months?|years?|nights?)\b"
    r"|\b(?:daily|nightly|weekly|monthly|hourly)\b",
    re.IGNORECASE,
)


def sets_lifetime(text: str, at: int) -> bool:
    """Is the change at `at` a lifetime each item has ("raw events are deleted after 30
    days", "after 30 days raw events are deleted") rather than the end of a thing? Read in
    the change's sentence: a retire verb in the present with a lifetime beside it. The
    sentence is read at most _REACH characters either side of the change, so a long run of
    changes with no clause end between them costs linear time, not quadratic."""
    low, high = max(0, at - _REACH), min(len(text), at + _REACH)
    start = max((m.end() for m in _CLAUSE_END.finditer(text, low, at)), default=low)
    end = _CLAUSE_END.search(text, at, high)
    sentence = text[start : end.start() if end is not None else high]
    return bool(_POLICY_VERB.search(sentence) and _LIFETIME.search(sentence))


# "..., not only X", "nicht nur X", "不仅 X" right before the value; "X だけでなく" after it.
_EXTENDS_BEFORE = re.compile(lexicon.pattern("claims", "extends_before"), re.IGNORECASE)
_EXTENDS_AFTER = re.compile(lexicon.pattern("claims", "extends_after"))
_EXTENDS_REACH = 24  # characters before a value where its "not only" is looked for
_FIRST_WORD = re.compile(r"\S+[ \t]*")


def extends(text: str, start: int, end: int) -> bool:
    """Is the value at text[start:end], read as retired, said as kept beside another ("The
    data line also covers `models/`, not only `migrations/`", "nicht nur", "不仅",
    "X だけでなく")? Then the statement adds a value and retires none. The cue's last word
    may open the span itself ("Y, not" + "only X")."""
    before = text[max(0, start - _EXTENDS_REACH) : start]
    first = _FIRST_WORD.match(text, start, end)
    if _EXTENDS_BEFORE.search(before) or (
        first is not None and _EXTENDS_BEFORE.search(before + first.group(0))
    ):
        return True
    return _EXTENDS_AFTER.match(text, end, min(len(text), end + 12)) is not None
