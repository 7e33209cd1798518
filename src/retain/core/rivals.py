"""A weak slot match loses to a belief nearer the statement: "all timestamps are stored in
UTC now" names only its new value, and a name for a name (swap.py) or a bag of words
(bagslot.py) matched "Timestamps are *shown* in the user's timezone in the UI" while
"Timestamps are *stored* in the server's local time" says more of what the statement says.
The one to close is then not clear: a belief another one outdoes on the statement's own
words (shares more of them) is not closed on that evidence; strong evidence (a retired
value named, a number restated) is not asked this.

Pure and stdlib only.
"""

from __future__ import annotations

from typing import TypeVar

from retain.core import claims
from retain.core.correction import Belief

B = TypeVar("B", bound=Belief)
U = TypeVar("U")


def unrivalled(text: str, found: list[tuple[B, U]], neighbours: list[B]) -> list[tuple[B, U]]:
    """The matches in `found` that no other neighbour of the same valence outdoes: one
    that shares more of the statement's words is a rival (a tie is not: two beliefs
    about one subject share its words alike)."""
    if len(found) != 1:
        return found  # two matches are unsure already: a rival must not settle which
    mine = claims.words_of(text)
    kept = []
    for belief, update in found:
        own = len(mine & claims.words_of(belief.text))
        if not any(
            n.id != belief.id
            and n.valence == belief.valence
            and len(mine & claims.words_of(n.text)) > own
            for n in neighbours
        ):
            kept.append((belief, update))
    return kept
