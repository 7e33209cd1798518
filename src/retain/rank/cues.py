"""Cues in a query or a memory that memory_search weighs: a query asking when, a memory
mentioning a time, a memory that asks a question, a memory opening with a speaker's
label that the query names, a query asking the agent to do something or asking how it
is done. English only for times and requests, like retain.rank.when; see the weights
that use them in retain.rank.search (WHEN_WEIGHT, REPLY_WEIGHT, SPEAKER_WEIGHT) and
retain.rank.first (`by_kind`).
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


# An action request: the prompt asks the agent to change something ("add posthog",
# "run site.yml on production", "just force push it", "can I reuse the prod group?",
# "ok if I paste ..."), as opposed to a report of what went wrong or a question about
# how things are. Verbs of changing code, data, packages and systems, English only.
_ACT_VERBS = (
    r"add|apply|attach|bump|change|commit|convert|copy|create|cut|delete|deploy|destroy"
    r"|disable|downgrade|drop|edit|enable|flash|force[- ]push|grab|install|merge|move|open"
    r"|paste|publish|pull|push|put|rebase|regenerate|release|remove|rename|replace|rerun"
    r"|reset|restart|retrain|reuse|revert|rewrite|round|run|scp|set|ship|store|switch"
    r"|truncate|update|upgrade|upload|use|wrap|write"
)
# A state-changing command typed as the request ("pip install openpyxl real quick").
_ACT_COMMANDS = (
    r"(?:pip|pip3|npm|pnpm|yarn|cargo|composer|gem|go|poetry|uv) (?:install|add|require|get)"
    r"|kubectl (?:apply|delete|edit|patch|scale)|terraform (?:apply|destroy)"
    r"|git (?:commit|push|rebase|reset)"
)
_FILLER = r"(?:(?:ok|okay|so|hey|pls|please|quick one|now|also)\W+)*"
_ACT = re.compile(
    rf"^\W*{_FILLER}(?:{_ACT_VERBS}|{_ACT_COMMANDS})\b"  # an imperative opening
    rf"|\b(?:can|could|may|should|shall) (?:i|we|you)(?: just)? (?:{_ACT_VERBS})\b"
    r"|\b(?:ok|okay|fine|safe|alright) (?:if i|to)\b"  # asking leave
    r"|\b(?:i'?ll|ill|let me|i'?m going to|im gonna) just\b"
    rf"|\bjust (?:{_ACT_VERBS})\b"
    rf"|(?:{_ACT_COMMANDS})\b",
    re.IGNORECASE,
)
# Asking for the steps of a task: "how do I ...", "what do we need to do", "walk me
# through", "where do I start", "what needs doing".
_ASKS_HOW = re.compile(
    r"\bhow (?:do|can|should|would) (?:i|we)\b|\bwhat do (?:i|we) (?:need|have) to\b"
    r"|\bwalk me through\b|\bwhere do (?:i|we) start\b|\bwhat needs doing\b",
    re.IGNORECASE,
)


def asks_to_act(query: str) -> bool:
    """Whether a query asks the agent to change something (an imperative, leave asked,
    a "just ..."), read in its first line: a pasted log below it is not the request."""
    return bool(_ACT.search(_first_line(query)))


def asks_how(query: str) -> bool:
    """Whether a query asks for the steps of a task ("how do I ...", "walk me through")."""
    return bool(_ASKS_HOW.search(_first_line(query)))


def _first_line(text: str) -> str:
    return text.strip().split("\n", 1)[0]
