"""A new value a belief names only as an exception: "Package manager is yarn; pnpm only in
the docs site", "The job queue is RabbitMQ; Kafka only for analytics events".

A change "from yarn to pnpm" retires yarn; a belief that already says pnpm would be
confirmed by it, not replaced, and the gate never closes one that names the new value.
But a belief that says the old value holds, and the new one only in a clause of its own
marked as an exception ("only", "except", "nur", "solo", "仅"), says the old value is
the rule: the change puts the exception in its place, so that belief is the one it
replaces. Pure and stdlib only. The markers live in retain/lexicon/claims.json.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import claims, clauses

_ONLY = re.compile(lexicon.pattern("claims", "exception_markers"), re.IGNORECASE)


def holds_new(belief: str, old: str | None, new: str) -> bool:
    """Does the belief say `new` holds as the rule, not only as an exception beside `old`?"""
    if not claims.asserts(belief, new):
        return False
    if old is None or not claims.asserts(belief, old):
        return True
    parts = clauses.clauses(belief)
    with_new = [p for p in parts if claims.asserts(p, new)]
    with_old = [p for p in parts if claims.asserts(p, old)]
    if not with_new or not with_old or any(p in with_old for p in with_new):
        return True  # one clause says both: "yarn and pnpm", "pnpm, not yarn"
    return not all(_ONLY.search(p) for p in with_new)
