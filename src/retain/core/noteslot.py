"""One fact of a note changed: a clause of the statement restates a clause of the belief.

"Log level in production is WARNING; INFO in staging, DEBUG in dev" against "Log level in
production is INFO; DEBUG only in dev", "Serviciul de notificări ascultă acum pe portul
7100" against "Serviciul de notificări ascultă pe portul 7000; testele se rulează cu
`make test-notif`": agents write notes of several facts, and a later note restates one
of them with a new value. slots.update_of aligns whole statements (or a clause of the
statement against the whole belief); here each clause of the statement is aligned with
each clause of the belief, and the one strong update found (a new number, or a new name
said to be new or said as the one value of a thing) is the change. Two different
updates in two clauses: which fact changed is not clear, none is returned.
Pure and stdlib only.
"""

from __future__ import annotations

from collections.abc import Callable

from retain.core import clauses, slots

MAX_CLAUSES = 16  # clauses on either side (with reasons cut): a note, not a document


def clause_update(
    statement: str, belief: str, polarity: Callable[[str], bool]
) -> slots.Update | None:
    """The strong update one clause of `statement` makes to one clause of `belief`."""
    theirs = clauses.clauses(belief)
    if len(theirs) < 2:
        return None  # the belief is one clause: the caller aligned it whole already
    ours = clauses.clauses(statement)
    if len(ours) > MAX_CLAUSES or len(theirs) > MAX_CLAUSES:
        return None  # a document, not a note: pairs of clauses would be too many to align
    found: dict[tuple[str, str], slots.Update] = {}
    for mine in dict.fromkeys(ours):
        for other in dict.fromkeys(theirs):
            if polarity(mine) != polarity(other):
                continue
            update = slots.update_of(mine, other)
            if update is not None and update.strong:
                found.setdefault((update.old, update.new), update)
    return next(iter(found.values())) if len(found) == 1 else None
