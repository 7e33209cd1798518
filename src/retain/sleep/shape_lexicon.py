"""Words for the shape of what is said, for transcript capture (retain.sleep.capture_shape).

Hedges ("maybe", "vielleicht", "かもしれ"), house conventions ("we don't", "aquí usamos",
"chez nous"), soft negations, retractions ("scratch that", "me equivoqué"), renames,
credential words, offers, commands and causal links, in the nine languages of
`retain.sleep.capture_lexicon`, read from `retain/lexicon/shape.json` and compiled once at
import. Pure data and `re`.
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.sleep.capture_lexicon import _Matcher

_FILE = "shape"  # retain/lexicon/shape.json

# ---------------------------------------------------------------- the shape of what is said
# A guess, not a finding: "maybe it's the cache". The agent's first reaction to a failure.
_HEDGE = _Matcher(*lexicon.phrases(_FILE, "hedge"))
# How things are done here: "we don't mock", "aquí usamos", "chez nous", "うちの".
_CONVENTION = _Matcher(*lexicon.phrases(_FILE, "convention"))
# Not this, only that: a soft constraint or correction.
_NEGATION = _Matcher(*lexicon.phrases(_FILE, "negation"))
# Taking back what was just said: the statement it points at is not a belief.
_RETRACT = _Matcher(*lexicon.phrases(_FILE, "retract"))
# Taking back what the same sentence just said ("make the sidebar auto-generated... never
# mind, leave it"): unlike "I meant", these replace nothing said earlier.
_TAKE_BACK = re.compile(lexicon.pattern(_FILE, "take_back"), re.I)
# A request about the change at hand (a name, a rename): true today, useless tomorrow.
_TASK_LOCAL = _Matcher(*lexicon.phrases(_FILE, "task_local"))
# Words that announce a credential; with a secret-shaped token the sentence is never kept.
_SECRET_WORD = _Matcher(*lexicon.phrases(_FILE, "secret_word"))
# An agent's turn that offers or asks before acting: the user's reply answers it.
_OFFER = _Matcher(*lexicon.phrases(_FILE, "offer"))
# The agent narrating what it does next ("Let me check ...", "I'll run ...", "Plan: ...",
# "Voy a revisar ...", "確認してみます"): its next step, never a finding.
_NARRATION = _Matcher(*lexicon.phrases(_FILE, "narration"))
# Commands and tools a project is run with: a sentence naming one is about this project.
_COMMAND = re.compile(lexicon.pattern(_FILE, "command"))
# How a finding explains a failure: "X, so Y", "when", "which means".
_CAUSAL = _Matcher(*lexicon.phrases(_FILE, "causal"))
# Acknowledgements that open a reply ("nice, thanks", "好嘞", "Boa!"): not part of a statement.
_ACK_LEAD = re.compile(lexicon.pattern(_FILE, "ack_lead"), re.I)

# A request for the change at hand ("add a test for ...", "please update the README",
# "let's try bumping ...", "kannst du ...", "帮我看一下"): work to do now, not how things are.
# A house rule said as an imperative carries a cue ("always", "don't") or a procedure's order.
_REQUEST = _Matcher(*lexicon.phrases(_FILE, "request"))
# The speaker about themselves ("I pushed the fix", "I'm going to lunch", "ich bin ..."):
# an event or a situation; a taste ("I prefer", "I don't want") has its own cue.
_ABOUT_ME = _Matcher(*lexicon.phrases(_FILE, "about_me"))
# A symptom seen now ("the login page shows a blank screen", "no funciona", "動かない"):
# a report, unless said as what happens when ("if you skip the seed, half of them fail").
_SYMPTOM = _Matcher(*lexicon.phrases(_FILE, "symptom"))
_CONDITION = _Matcher(*lexicon.phrases(_FILE, "condition"))
# Said for the time being ("leave it on net8.0 for now", "por ahora", "とりあえず"): a
# decision of the moment, not how things are to stay.
_TEMPORARY = _Matcher(*lexicon.phrases(_FILE, "temporary"))
# ... unless what follows sets the lasting part against it ("for now, but the real fix is").
_CONTRAST = _Matcher(*lexicon.phrases(_FILE, "contrast"))
