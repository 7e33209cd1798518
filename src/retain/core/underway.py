"""A change said as under way, planned or only begun: the belief it would replace holds.

"The orders service is moving to MySQL", "Der Bestelldienst wird gerade auf MySQL
umgestellt", "Estamos migrando la base de datos a MySQL", "订单服务正在迁移到 MySQL",
"検索を Meilisearch に移行中です": each names the new value and says, in its own
language, that the move is not done. The belief that the orders service stores its data
in PostgreSQL is still true; the gate asks the agent to confirm instead of closing it.

Read by aspect, not by the value: a verb of change in a progressive, a future or an
intention ("is moving", "will migrate", "about to replace", "wird umgestellt",
"vamos a migrar", "正在迁移", "移行中", "전환하는 중"), or words that say the work is
open ("in progress", "under way", "on hold", "en train de"), or that it holds only for a
while or is only proposed ("this week only", "temporarily", "not approved yet", "suggests a
..."), or that the old value still works: a deprecation notice ("get_config() is
deprecated in favour of Settings; the old call still works", "...; both keys are read":
the old name kept working beside the new one) retires nothing yet. A progressive of a
verb of use is a state ("We're using pnpm now", "正在使用"), so only verbs of change count.
A statement that also says, in a clause of its own, that something is already done ("no
longer", "is gone", "已") keeps that clause's change.

A change said for one occasion is no change of the rule either: "For the vendored fork use
a merge commit instead of a squash, just this once", "This week's release is on Friday
because Thursday is a holiday", "Ausnahmsweise ...", "Solo esta vez ...", "今回だけ ...":
the belief that PRs are squash-merged, or that releases are cut on Thursdays, still holds
(`one_off`). A belief about that same occasion ("The release captain this month is Kofi"
against "this month's release captain is Beatriz") is replaced as usual. Pure and stdlib
only; the words live in retain/lexicon/underway.json.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import clauses

_UNDER_WAY = re.compile(lexicon.pattern("underway", "under_way"), re.IGNORECASE)
_DONE = re.compile(lexicon.pattern("underway", "done"), re.IGNORECASE)
_ONE_OFF = re.compile(lexicon.pattern("underway", "one_off"), re.IGNORECASE)


def under_way(statement: str) -> bool:
    """Does the statement say its change is under way or planned, and nothing done?"""
    parts = clauses.clauses(statement) or [statement]
    open_ = [p for p in parts if _UNDER_WAY.search(p)]
    if not open_:
        return False
    return not any(_DONE.search(p) for p in parts if p not in open_)


def one_off(statement: str, belief: str) -> bool:
    """Does the statement say its change holds for one occasion the belief does not name?"""
    for m in _ONE_OFF.finditer(statement):
        when = next((w for w in m.groups() if w), None)
        named = when is not None and re.search(rf"\b{re.escape(when)}\b", belief, re.I)
        if not named:
            return True
    return False
