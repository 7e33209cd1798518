"""Places a memory names aside: a file it rules nothing about.

A handover note or a note to self names more files than it rules. Two ways of naming one
say outright that no rule of the memory is about it, and an edit of it is no moment to
show the memory:

- looked at and found fine: "I looked at `rtl/top.sv` for the reset glitch; it was fine",
  "I went through `R/mod_stock.R`; nothing wrong there", a handover table's row
  "| `app/src/sensor/` | refactored in September, works; nothing to watch |", or free to
  edit: "`boards/dk.overlay` is hand-written", "| `src/components/ui/` | edit freely |".
  The unit is the sentence (a table's row is its line), and it must hold no rule word
  (toolkeys.states_rule) and say nothing is generated: "`a.py` is fine to read, never
  edit it" still rules `a.py`;
- another team's: in a memory about another team's repository ("Handover from the kiosk
  team (their iOS repo truffle-kiosk, not this API)"), a place named as theirs ("their
  `Resources/`") or as there ("`assets/models/` there holds ...") is that repository's,
  even when a folder of the same name exists here.

A file or folder key every mention of which is aside is dropped (`aside`); a key named
elsewhere in the memory too stays. Commands are not read here: a command a memory
describes is keyed without a sign and does not fire by itself. Stdlib only (re): the
write path and the re-key import it.
"""

from __future__ import annotations

import re

# The sentence a mention is judged in: a line (a table's row, a list item), cut after a
# sentence's stop. A file name's own dots are not followed by a space.
_UNIT = re.compile(r"(?<=[.!?])\s+|\n+")
# Said of what was looked at: fine, nothing wrong, works; or free to edit.
_FINE = re.compile(
    r"\b(?:it|that|they|all|everything)\s+(?:was|were|is|are|looked|looks|seemed)\s+"
    r"(?:fine|ok(?:ay)?|correct)\b"
    r"|\bnothing\s+(?:wrong|special|to\s+(?:watch|change|fix))\b"
    r"|(?:^|[;,:|])\s*(?:fine|works|ok)\s*(?:[.;|]|$)"
    r"|\b(?:is|are)\s+hand-?written\s*(?:[.;|]|$)|\bedit\s+(?:it\s+|them\s+)?freely\b",
    re.I,
)
# A memory about another team's repository: "their Rust repo chanter-host", "their repo".
_ELSEWHERE = re.compile(r"\btheir\s+(?:[\w.+-]+\s+){0,2}(?:repo|repository)\b", re.I)
# A place of theirs: "their `patches/`", "their data-raw/", "`assets/models/` there".
_THEIRS = re.compile(r"\btheir\s+`?([^`\s]+)`?|`([^`\n]+)`\s+there\b", re.I)


def aside_spans(text: str) -> list[tuple[int, int]]:
    """Where `text` names a place aside: the sentences that find what they name fine or
    free to edit, and, in a memory about another team's repository, the places named as
    theirs (module docstring)."""
    from retain.core.toolkeys import says_generated, states_rule

    spans = []
    start = 0
    for cut in [*_UNIT.finditer(text), None]:
        end = cut.start() if cut is not None else len(text)
        unit = text[start:end]
        if _FINE.search(unit) and not states_rule(unit) and not says_generated(unit):
            spans.append((start, end))
        start = cut.end() if cut is not None else end
    if _ELSEWHERE.search(text):
        spans += [m.span() for m in _THEIRS.finditer(text)]
    return spans


def aside(text: str, key: str, spans: list[tuple[int, int]]) -> bool:
    """Is every mention of the path `key` in `text` inside one of `spans`? False when the
    memory never spells it as written (a key read another way: a role, a loose name)."""
    found = [m.start() for m in re.finditer(re.escape(key), text)]
    return bool(found) and all(any(a <= i < b for a, b in spans) for i in found)
