"""When a fact about a retired thing meets an edit taking it away: the PreToolUse hook's
precision rule for a memory that names something only as history (issue 29).

A fact told as history that says a thing is gone ("Until 2023 artifacts went to an Artifactory at
`artifactory.example`; that server is gone", "the gem vendored http-parser until v2.0;
it was dropped") is tied to an edit by a value or a name the edit takes away
(retain.rank.toolvalue, retain.rank.toolcontent). An edit that deletes the last mention
of the retired thing from a file (a stale README snippet, an old section of a guide)
does what the fact implies: a teammate has nothing to add. An edit that writes the thing
again (the key still in its new text) is the one the fact is for, and keeps it; so does
any tie by the file's path or a command.

Stdlib only (re): the tool hook imports it.
"""

from __future__ import annotations

import re

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from retain.core.candidate import Tie

# A thing said to be gone: "that server is gone", "it was dropped for Faraday", "no
# longer exists", "foi removido", "n'existe plus", "gibt es nicht mehr".
_GONE = lazy(
    r"\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+|long\s+)?"
    r"(?:gone|dead|retired|decommissioned|dropped|removed|deleted|shut\s+down)\b"
    r"|\bno\s+longer\s+exists?\b"
    r"|\b(?:foi|foram)\s+(?:removid|descontinuad|desativad)[oa]s?\b"
    r"|\bn[aã]o\s+existe(?:m)?\s+mais\b"
    r"|\bya\s+no\s+existen?\b|\b(?:fue|fueron)\s+(?:eliminad|retirad)[oa]s?\b"
    r"|\bn'existe(?:nt)?\s+plus\b|\b(?:a|ont)\s+été\s+(?:supprimée?s?|retirée?s?)"
    r"|\bgibt\s+es\s+nicht\s+mehr\b|\b(?:wurde|wurden)\s+entfernt\b",
    re.I,
)
# A memory told as history from its first words: "Until 2023 ...", "Before v2.0 ...",
# "Formerly ...", "Até 2023 ...", "Jusqu'en 2022 ...", "Bis 2024 ...". A fact stating
# what is current and then what was retired ("agents are labelled node20; the node16
# agents were retired") is not one: an edit taking the current value away is its case.
_PAST_OPENING = lazy(
    r"^\W*(?:(?:until|before|up\s+to|prior\s+to|at[eé]|antes\s+de|hasta|jusqu'(?:en|à)"
    r"|avant|bis|vor)\s+(?:\d{4}|v?\d+(?:\.\d+)+|v\d+)\b"
    r"|formerly|originally|in\s+the\s+past|historically|antigamente|autrefois|fr[üu]her)",
    re.I,
)
# Ties by what an edit writes or takes away (the only ones this rule reads).
_CONTENT_KINDS = ("value", "names")


def says_gone(text: str) -> bool:
    """Does a memory tell of something past that is gone (retired, removed, no longer
    there), from its first words on (_PAST_OPENING)?"""
    return _PAST_OPENING.search(text) is not None and _GONE.search(text) is not None


def past_taken_away(found: Sequence[Tie], new: str, old: str) -> list[Tie]:
    """The ties an edit keeps once a fact naming a retired thing is read: one tied only by
    a value or name the edit takes away (in its old text, not in its new) follows it."""
    new_l, old_l = new.lower(), old.lower()

    def removes(r: Tie) -> bool:
        key = r.key.lower()
        return (
            r.kind in _CONTENT_KINDS
            and r.memory.kind == "fact"
            and bool(key)
            and key in old_l
            and key not in new_l
            and says_gone(r.memory.text)
        )

    dropped = {r.memory.id for r in found if removes(r)}
    # a fact tied another way as well (its path, a value the edit writes) still speaks
    kept_other = {r.memory.id for r in found if r.memory.id in dropped and not removes(r)}
    return [r for r in found if r.memory.id not in dropped or r.memory.id in kept_other]
