"""A statement that tells the past: the belief about the present holds.

"Secrets used to rotate every 90 days", "Until 2024 transactional email went through
Postmark", "Back in 2023 the on-call handover was on Mondays", "Früher haben wir Celery
benutzt", "예전에는 금요일에도 배포했었다": each says what held then, in its own language,
and nothing of now. The belief that secrets rotate every 30 days is still true; the gate
closes nothing for it. Counted over every development pairs set (round 29): 41 statements
tell the past this way, none replaces a belief, and the gate closed two beliefs for them.

Read by the frame, not the value: a state said with "used to", "originally", "was ...
until", a past year or season ("back in 2022", "two years ago", "last spring"), or their
words in the other languages (retain/lexicon/history.json). Two things keep a statement
about the present: a word for "now" or a change verb (the gate's update cues: "X used to be
A; it is B now"), and a change said outright ("We switched from jest to vitest back in
March" dates the switch; vitest is what holds now). A change said in the past tense without
such a frame ("Pingdom was replaced by Better Stack") is how changes are told, and stays one.

A belief can tell the past too: "Root cause of the duplicate SMS on 2024-10-02: Celery
visibility_timeout (1h) shorter than the batch run" records what happened, and "After the
duplicate SMS we raised the visibility_timeout to 6h" is the fix told after it, not the
record restated with a new value (`records_incident`). A statement that says the record
was wrong ("it was not the pool after all") is read by correction.py, not here. Pure and
stdlib only.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.core import claims
from retain.core.slots_lexicon import UPDATE_CUES

_PAST = re.compile(lexicon.pattern("history", "past"), re.IGNORECASE)
_RECORD = re.compile(lexicon.pattern("history", "record"), re.IGNORECASE)


def tells_past(statement: str) -> bool:
    """Does the statement say only what held in the past (nothing now, no change)?"""
    if not _PAST.search(statement) or UPDATE_CUES.search(statement):
        return False
    change = claims.parse_change(statement)
    return change is None or change.tentative


def records_incident(belief: str) -> bool:
    """Does the belief open as the record of an incident ("Root cause of ...", "Incident
    2024-09-14 ...", "Postmortem ...")? Its values are what held then."""
    return bool(_RECORD.search(belief))
