"""Cues in a query or a memory that memory_search weighs: a query asking when, a memory
mentioning a time, a memory that asks a question, a memory opening with a speaker's
label that the query names. English only for times, like retain.rank.when; see the
weights that use them in retain.rank.search (WHEN_WEIGHT, REPLY_WEIGHT, SPEAKER_WEIGHT).
"""

from __future__ import annotations

import re

from retain import text as textmod

_QUESTION_MARKS = ("?", "\uff1f", "\u061f")  # ASCII, full-width (CJK), Arabic


_ASKS_WHEN = re.compile(
    r"^\s*when\b|\bwhen (?:did|do|does|is|was|were|will|are|has|have)\b|\bhow long\b"
    r"|\bwhat (?:day|date|time|year|month|week)\b",
    re.IGNORECASE,
)
_TIME_WORDS = re.compile(
    r"\b(?:today|tonight|yesterday|tomorrow|ago|recently|lately|since|weekend"
    r"|(?:last|next|this|past|coming) (?:week|month|year|night|summer|winter|spring|fall|autumn)"
    r"|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|january|february|march|april|june|july|august|september|october|november|december"
    r"|(?:19|20)\d\d|\d+ (?:days?|weeks?|months?|years?))\b",
    re.IGNORECASE,
)


def asks_when(text: str) -> bool:
    """Whether a query asks for a time: "when did ...", "how long ...", "what date ..."."""
    return bool(_ASKS_WHEN.search(text))


def mentions_time(text: str) -> bool:
    """Whether a memory says when: a weekday, a month, a year, a relative time."""
    return bool(_TIME_WORDS.search(text))


def is_question(text: str) -> bool:
    """Whether a memory asks rather than tells: its last sentence is a question."""
    return text.rstrip().endswith(_QUESTION_MARKS)


# A speaker's label: up to three words starting with a letter, then a colon (ASCII or
# full-width) and a space, at the very start of the memory.
_LABEL = re.compile(r"^\s*([^\W\d_][\w'.-]*(?: [^\W\d_][\w'.-]*){0,2})(?::\s|：)")
_WORD = re.compile(r"[^\W_]+")
_LABEL_SPAN = 80  # a label's colon comes within this many characters (three words)


def speaker_of(text: str) -> str | None:
    """The label a memory opens with ("Melanie" in "Melanie: I painted a lake"), if any."""
    m = _LABEL.match(text)
    return m.group(1) if m else None


def speaker_named(text: str, query: str, words: set[str] | None = None) -> bool:
    """Whether the query names the speaker whose label the memory opens with: one of the
    label's words (two letters or more) is a word of the query, in any case; a CJK label
    must occur in the query. `words`: the query's `query_words`, when already known."""
    head = text[:_LABEL_SPAN]
    if ":" not in head and "\uff1a" not in head:  # most memories have no label
        return False
    label = speaker_of(head)
    if label is None:
        return False
    if textmod.is_cjk_text(label):
        return label in query
    if words is None:
        words = query_words(query)
    return any(len(w) > 1 and w.casefold() in words for w in _WORD.findall(label))


def query_words(query: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(query)}
