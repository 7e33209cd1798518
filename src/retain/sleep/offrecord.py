"""Sentences said in passing and not meant as a standing fact of the project.

Pure data and `re` (the lists in `retain/lexicon/offrecord.json`), for transcript capture
(`capture_shape.never_kept`). A careful colleague does not write these down, however much
of the project they name:

- a hypothetical ("if we ever went multi-region we'd have to shard it", "si algún día
  migramos", "要是以后上 TiDB"): an imagined future, not how things are;
- someone else's opinion ("Marco thinks we should move to Dramatiq", "o Thiago acha que",
  "田中さんは...と言ってる"): reported, not adopted by the speaker;
- a state of the moment ("staging is down today", "ich bin heute im Zug", "今日は回線が
  遅い"): true this afternoon, wrong tomorrow;
- quoted words ("the designer wrote "make it pop"", a customer review in quotes);
- a joke, marked by laughter ("haha", "jaja", "kkkk", "哈哈", "ㅋㅋ", "(笑)");
- something set aside ("ignore that", "这个你别管", "не обращай внимания"):
  the speaker says it is not to be acted on.

`off_record(sentence)` names which, or returns None. The lists cover the nine languages of
`retain.sleep.capture_lexicon` and Italian, Dutch, Polish and Turkish; each needs a marker
of the kind, not a topic, so a rule that happens to mention a colleague or a day still
counts ("deploys wait for Tuesday").
"""

from __future__ import annotations

import re

from retain import lexicon
from retain.sleep.capture_lexicon import _Matcher, _probe

_FILE = "offrecord"  # retain/lexicon/offrecord.json

# An imagined future: "if we ever", "someday", and the conditional that follows one.
_HYPOTHETICAL = _Matcher(*lexicon.phrases(_FILE, "hypothetical"))
# Someone else's view, reported: "<Name> thinks", "o Thiago acha que", "田中さんは...と".
# Matched on the original text: the name's capital tells a person from a thing.
_REPORTED = re.compile(lexicon.pattern(_FILE, "reported"))
# A state of the moment: today, right now, this week, until three o'clock.
_TEMPORARY = _Matcher(*lexicon.phrases(_FILE, "temporary"))
# Set aside by the speaker: "ignore that", "这个你别管", "не обращай внимания". Not "for now":
# "bump it to 4Gi for now, but the real fix is streaming" still states the real fix.
_DISMISSED = _Matcher(*lexicon.phrases(_FILE, "dismissed"))
# Said in confidence: "between us, not for the minutes", "unter uns", "entre nous": the
# speaker marks it as not meant to be written down.
_CONFIDENTIAL = _Matcher(*lexicon.phrases(_FILE, "confidential"))
# A quotation that makes up most of the sentence is someone else's words, said or not.
QUOTED_SHARE = 0.6
# Quoted prose (three words or more, not code) with a verb of saying or writing.
_QUOTE = re.compile(r"[\"“„«「『]([^\"“”„«»「」『』`]{4,200})[\"”“»」』]")
_SAID = _Matcher(*lexicon.phrases(_FILE, "said"))
_LAUGH = re.compile(lexicon.pattern(_FILE, "laugh"), re.IGNORECASE)


def off_record(sentence: str) -> str | None:
    """Which kind of passing remark this is ("hypothetical", "reported", "temporary",
    "confidential", "quoted", "joke", "dismissed"), or None for a sentence that may state
    how things are."""
    probe = _probe(sentence)
    if _HYPOTHETICAL.search(probe):
        return "hypothetical"
    if _REPORTED.search(sentence):
        return "reported"
    if _TEMPORARY.search(probe):
        return "temporary"
    if _CONFIDENTIAL.search(probe):
        return "confidential"
    letters = len(re.findall(r"[^\W\d_]", sentence))
    for m in _QUOTE.finditer(sentence):
        words = re.findall(r"[^\W\d_]{2,}", m.group(1))
        wide = len(re.findall(r"[\u3040-\u9fff\uac00-\ud7af]", m.group(1)))
        if (len(words) >= 3 or wide >= 4) and (
            _SAID.search(probe)
            or len(re.findall(r"[^\W\d_]", m.group(1))) >= QUOTED_SHARE * letters
        ):
            return "quoted"
    if _LAUGH.search(sentence):
        return "joke"
    if _DISMISSED.search(probe):
        return "dismissed"
    return None
