"""The user's last words on a failure the session leaves unresolved: not kept.

"Don't wipe deps, the network here is slow.", "Not now, I'll build it on CI", "No sudo on
this box, I'll ask IT.": the user stops the agent's step on a failure, and the session
ends without anything fixing it. Such a reply is about the step of the moment (why not
this, who takes over); read alone at the next failure it is noise. Pooled over the
failure -> fix sets (round 25) these were the most frequent wrong memory on sessions that
should leave none (five sets).

Kept all the same: a statement the user made detailed or announced (a standing rule
with its particulars: "Non : ne lance jamais --refresh-dependencies sur ce dépôt, le proxy
Nexus ..."), one the user said twice in the session, the user's words in any message but
the last, and anything said when a later run fixed the failure (the user's words are then
the fix's account). The capture sets hold no keeper of this shape.

Pure and stdlib-only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from retain.sleep.fix_calls import Call
from retain.sleep.fix_programs import programs
from retain.sleep.fix_reverts import asked_back, edit_undone

if TYPE_CHECKING:
    from retain.sleep.capture import Candidate
    from retain.sleep.fixes import Fix

PROBE_CHARS = 40  # of the candidate's text looked for in the message it came from
_KEPT_CUES = frozenset({"detailed", "announced", "repeated"})


def stops_unresolved(c: Candidate, calls: Sequence[Call], found: Sequence[Fix]) -> bool:
    """`c` is the user's reply in the session's last message, said after a run that failed
    (or was interrupted) and that nothing after it made pass, with no fix after it."""
    if c.actor != "user" or _KEPT_CUES & set(c.cues):
        return False
    said = [x for x in calls if x.said]
    if not said or c.text[:PROBE_CHARS].casefold() not in said[-1].said.casefold():
        return False
    last = said[-1].index
    if any(fix.fixed_at > last for fix in found):
        return False
    return _unresolved_before(calls, last)


def _unresolved_before(calls: Sequence[Call], last: int) -> bool:
    """Some run before `last` failed or was stopped, and no later run of the same program
    passed. One pass from the end, each command read once (a session holds hundreds)."""
    passed: set[tuple[str, str, str]] = set()  # programs a run after the one at hand passed with
    for f in reversed(calls):
        if f.is_edit or f.said:
            continue
        keys = {p.key for p in programs(f.command)}
        if f.ok is True:
            passed |= keys
        elif f.index < last and keys and not keys & passed:
            return True
    return False


def retracted(c: Candidate, calls: Sequence[Call]) -> bool:
    """`c` is about a change the session took back: the user's reply asking for it ("No,
    revert that config change — ...", followed by the edit put back), or the agent's
    sentence naming a file whose every edit was put back as it was ("With Mem_Buf_Limit at
    50MB the tail input no longer pauses. (fluent-bit.conf)")."""
    if c.actor == "user" and not _KEPT_CUES & set(c.cues):
        probe = c.text[:PROBE_CHARS].casefold()
        at = next((x.index for x in calls if x.said and probe in x.said.casefold()), None)
        return at is not None and asked_back(at, calls)
    if c.actor != "agent":
        return False
    low = c.text.casefold()
    names = {x.path.rstrip("/").rsplit("/", 1)[-1] for x in calls if x.is_edit}
    return any(n.casefold() in low and edit_undone(n, calls) for n in names if len(n) >= 3)
