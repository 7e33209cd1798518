"""What a statement of change leaves in place: a part that keeps the retired value, or an
item the belief does not list.

"CI unit tests hit a mock instead of the sandbox; staging still uses the sandbox" against
"Tests and staging use the sandbox": the statement says, in a clause of its own, that the
retired value is still used, so it changes that value for a part of what the belief is
about (`keeps_old`). "The Sentry contract is held by the CTO, not Henrik" against "Henrik
holds the vendor contracts for Twilio, Postmark and Algolia": the belief lists the names
it covers and the statement is about another name, none of the listed ones
(`another_listed_name`). "Staff at two clinics use TOTP codes instead of push; everyone
else approves a push" says the rest keep the retired value (`rest_keeps_old`): the change
is an exception for a part. "Dashboard logins are recorded in Okta's log, not in
`audit_events`" against "Every view of a medical record writes a row to `audit_events`"
names the retired value only as a place its own subject is not in, and that subject is
not the belief's (`excluded_from_another_subject`). Either way the belief may hold; the
gate hints it, and closes nothing. Pure and stdlib only; the words that say "still",
"everyone else" and "not in" live in lexicon/claims.json.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import claims, clauses

_KEPT = re.compile(lexicon.pattern("claims", "kept_cues"), re.IGNORECASE)
_REST = re.compile(lexicon.pattern("claims", "rest_cues"), re.IGNORECASE)
# Searched on the text just before a value: "..., not in `", "..., nicht im ".
_NOT_IN = re.compile(lexicon.pattern("claims", "not_in"), re.IGNORECASE)
_PLACE_BEFORE = re.compile(lexicon.pattern("claims", "place_before"), re.IGNORECASE)
_QUOTES = "`'\"“”‘’«» \t"
# A name as a list writes it: a capital, then more of a word ("Twilio", "GitHub", "S3").
_NAME = r"[A-Z][\w.+-]*"
# The word before a list's last item: "and", "or", "und", "y", "et", "e", "i", "и", "a".
_LAST = r"(?:and|or|&|und|oder|y|o|et|ou|e|i|и|или|a|nebo)"
# Three or more names in one list: "Twilio, Postmark and Algolia", "A, B, C or D".
_LISTED = re.compile(
    rf"(?<![\w-])({_NAME}(?:,[ \t]+{_NAME})+,?[ \t]+{_LAST}[ \t]+{_NAME})(?![\w-])"
)
# A name in running text: a capital followed by a lower-case letter, not at a sentence's
# start ("Sentry", "Honeybadger"); an acronym ("CTO", "API") is a role or a kind, no name.
_RUNNING_NAME = re.compile(r"(?<=[\w,;:)`'\"]\s)([A-Z][a-z][\w.+-]*)")


def keeps_old(text: str, change: claims.Change, belief: str) -> bool:
    """Does a clause other than the change's say the retired value is still in use, by a
    part the belief names as using it? "staging still uses the sandbox" against "Tests and
    staging use the sandbox" keeps it; "doctests still run via cargo test --doc" against
    "tests run with cargo test", or "the Stripe account stays open" against "card payments
    go through Stripe", name a part the belief does not: the belief is retired."""
    if not change.old:
        return False
    old = re.compile(rf"(?<![\w-]){re.escape(change.old)}(?![\w-])", re.IGNORECASE)
    said = old.search(belief)
    if said is None:
        return False
    theirs = claims.words_of(belief[: said.start()])  # what the belief says uses it
    values = claims.keys(change.old)
    new = change.new.lower() if change.new else None
    parts = clauses.clauses(text)
    for part in parts if len(parts) > 1 else []:
        kept = _KEPT.search(part)
        if kept is None or not old.search(part) or (new and new in part.lower()):
            continue
        mine = claims.words_of(part[: kept.start()]) - values - claims.SUBJECT_NOISE
        if mine and mine <= theirs:
            return True
    return False


def another_listed_name(text: str, belief: str, change: claims.Change | None) -> bool:
    """Does the belief list the names it covers, and the statement name another one (not a
    value it changes), and none of the listed?"""
    lists = [m.group(1) for m in _LISTED.finditer(belief)]
    if not lists:
        return False
    listed = {w.lower() for found in lists for w in re.findall(_NAME, found)}
    if any(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", text, re.I) for w in listed):
        return False
    values = " ".join(v for v in (change.old, change.new) if v) if change else ""
    theirs = claims.words_of(belief)
    for m in _RUNNING_NAME.finditer(text):
        name = m.group(1)
        if name.lower() in values.lower() or claims.words_of(name) & theirs:
            continue
        return True
    return False


def rest_keeps_old(text: str, change: claims.Change) -> bool:
    """Does a clause open on everyone or everything else ("everyone else", "the rest",
    "alle anderen", "los demás") and name the retired value but not the new one? Then the
    rest keep it: the change is an exception for the part the statement names."""
    if not change.old:
        return False
    both = claims.keys(change.new) if change.new else frozenset()
    old, new = claims.keys(change.old) - both, both - claims.keys(change.old)  # "per X", "per Y"
    parts = clauses.clauses(text)
    for part in parts if len(parts) > 1 else []:
        rest = _REST.search(part)
        if rest is None or any(w.isupper() for w in rest.group(0).split()):
            continue  # "the REST endpoints": an acronym is a name, not "the rest"
        said = claims.words_of(part)
        if old and old <= said and not (new & said):
            return True
    return False


def excluded_from_another_subject(text: str, change: claims.Change, belief: str) -> bool:
    """Does the statement put its own subject in a new place and say it is not in the
    retired one ("A are recorded in Y, not in X"), and is that subject (the words before
    the new place, less the verb right before it) none of the belief's? Then it says
    nothing of what the belief puts in X."""
    if not (change.old and change.new):
        return False
    old = _at(text, change.old)
    new = _at(text, change.new)
    if old is None or new is None or new > old:
        return False
    if _NOT_IN.search(text[:old].rstrip(_QUOTES) + " ") is None:
        return False
    place = _PLACE_BEFORE.search(text[:new].rstrip(_QUOTES) + " ")
    if place is None:
        return False
    lead = " ".join(text[: place.start()].split()[:-1])  # less the verb before the place
    mine = _parted(lead) - claims.SUBJECT_NOISE - claims.keys(change.old)
    return bool(mine) and not mine & _parted(belief)


def _parted(text: str) -> frozenset[str]:
    """claims.words_of with a hyphen-joined word read as its parts too ("Unleash-Adresse"
    names Unleash)."""
    return claims.words_of(text) | claims.words_of(text.replace("-", " "))


def _at(text: str, value: str) -> int | None:
    """Where the value is first written in the text, or None."""
    found = re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", text, re.IGNORECASE)
    return found.start() if found is not None else None
