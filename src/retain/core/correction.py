"""A statement that says it corrects an earlier one: which belief it corrects.

"Correction to the test_checkout_timeout lesson: the clock was fine, ...", "Scratch the
--legacy-peer-deps lesson: ...", "I was wrong earlier: the staging database password
lives in Vault", "Korrektur: Der Importer stürzte wegen eines BOM ab", "訂正：...": the
writer says a note of theirs was wrong, and names what it was about. The belief it
corrects is the one neighbour that shares the most of its words (at least MIN_SHARED),
clearly more than any other: a correction of nothing in particular closes nothing. A
correction that names the identifier it retires ("Omar's handle is @omar-h, not @omarh")
is about a belief that says that identifier; one that does not (that Omar owns the deploy
pipeline) is another attribute of the same subject, and stays.
Pure and stdlib only. The markers live in retain/lexicon/correction.json.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from retain import lexicon
from retain.core import claims, clauses

MIN_SHARED = 2  # content words the correction and the belief it corrects share
LEAD = 60  # characters from the start where the marker must begin

_MARKER = re.compile(lexicon.pattern("correction", "markers"), re.IGNORECASE)


class Belief(Protocol):
    """What the gate's readers of stored beliefs need of one (a Memory or a test's stand-in)."""

    @property
    def id(self) -> int: ...
    @property
    def text(self) -> str: ...
    @property
    def valence(self) -> str: ...


def marker(text: str) -> re.Match[str] | None:
    """Where the statement says it corrects an earlier note, if it opens by saying so."""
    found = _MARKER.search(text[: LEAD + 40])
    return found if found is not None and found.start() <= LEAD else None


def corrected(text: str, valence: str, beliefs: Sequence[Belief]) -> int | None:
    """The id of the one belief the correction is about, or None."""
    said = marker(text)
    if said is None:
        return None
    rest = text[: said.start()] + " " + text[said.end() :]
    mine = claims.words_of(rest) - claims.words_of(said.group(0)) - _NOISE
    if not mine:
        return None
    ranked = sorted(
        (
            (clauses.shared(mine, claims.words_of(b.text)), b.id)
            for b in beliefs
            if b.valence == valence
        ),
        reverse=True,
    )
    if not ranked or ranked[0][0] < MIN_SHARED:
        return None
    if len(ranked) > 1 and ranked[1][0] >= ranked[0][0]:
        return None  # two beliefs share as much: which one is not clear
    retired = _retired_identifier(rest)
    belief = next(b.text for b in beliefs if b.id == ranked[0][1])
    if retired is not None and not claims.asserts(belief, retired):
        return None  # "@omarh" was wrong, and this belief never said "@omarh"
    return ranked[0][1]


def _retired_identifier(text: str) -> str | None:
    """The value a correction retires, when it is one identifier (a handle, a host, a file,
    a snake_case or kebab-case name): one the corrected belief must have said."""
    change = claims.parse_change(text)
    old = change.old.strip("`'\"") if change is not None and change.old else ""
    return old if _IDENTIFIER.fullmatch(old) else None


# one word, an @handle or joined by _ - . / : ("@omarh", "cache-01", "core/utils.py")
_IDENTIFIER = re.compile(r"@[\w.-]+|[^\W_]+(?:[_.\-/:][^\W_]+)+")


# "lesson", "note", "learned": what a correction calls the belief, not what it is about
_NOISE = claims.words_of(" ".join(lexicon.phrases("correction", "noise")))
