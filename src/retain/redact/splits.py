"""A value sent in pieces, one chat message each.

People cut a password or a token in two to keep it from a chat's scanner or a shoulder:
`[17:14] rhys: npm_c1C` then `[18:25] rhys: ptBeUCbq... (2/2)`, or "first half: X" and
"…Y" on the next line. No word around the pieces names them, in any language; the layout
does: consecutive lines each holding a single token and nothing else, the split marked
on a piece (`(1/2)`, `...` or `…` or `+` before or after it, `↑ join`, "first half:") or
one piece already taken by a rule (a vendor's prefix seen in the first). The speaker may
change between the pieces (a reply quoting the rest). Every piece is replaced, since each
leaks part of the value.

The pieces joined must read as a credential (mixed kinds of character, a symbol among
letters and digits), and no piece may be an ordinary value (slots.ordinary_value: a
state, a version, a ticket id, a path, a host); `ok` / `thanks` / `lgtm` stay.
"""

from __future__ import annotations

import re

from retain.redact.base import PLACEHOLDER_PREFIX, looks_opaque
from retain.redact.chatgrammar import INLINE_SPEAKER
from retain.redact.slots import ordinary_value
from retain.redact.splice import splice

# What marks a piece as one of several: a count `(1/2)`, an ellipsis or a `+` before or
# after it, an arrow pointing at the other piece, "join" / "cont", a "first half:" label.
_MARK = r"(?:\(\d/\d\)|\.\.\.|…|\+|(?:↑|⬆️?|👆|\^)?[ \t]*(?:join|cont\.?)?)"
_LEAD = (
    r"(?:(?:first|second|other|last)[ \t]+(?:half|part|bit)[ \t]*:|part[ \t]*\d[ \t]*:"
    r"|\.\.\.|…|\+)?"
)
_LINE = re.compile(
    rf"^(?P<speaker>{INLINE_SPEAKER})(?P<lead>{_LEAD}(?:[ \t]*\+)?)[ \t]*"
    rf"(?P<piece>[^\s.…+][^\s]{{3,119}})[ \t]*(?P<mark>{_MARK})[ \t]*$",
    re.MULTILINE | re.IGNORECASE,
)
_LABEL = "password"


def _is_piece(value: str) -> bool:
    return value.startswith(PLACEHOLDER_PREFIX) or not ordinary_value(value)


def _secret_run(run: list[re.Match[str]]) -> bool:
    pieces = [m.group("piece") for m in run]
    if not all(_is_piece(p) for p in pieces):
        return False
    taken = any(p.startswith(PLACEHOLDER_PREFIX) for p in pieces)
    marked = any(m.group("mark").strip() or m.group("lead").strip() for m in run)
    if not (taken or marked):
        return False
    rest = "".join(p for p in pieces if not p.startswith(PLACEHOLDER_PREFIX))
    if not marked and rest.isdigit():
        return False  # a number under a taken value: the next field (a timestamp, a port)
    return looks_opaque(rest, min_len=6)


def replace_splits(text: str) -> tuple[str, int]:
    """Replace every piece of a value sent over consecutive messages (see above)."""
    if "\n" not in text:
        return text, 0
    runs: list[list[re.Match[str]]] = []
    for m in _LINE.finditer(text):
        last = runs[-1][-1] if runs else None
        if last is not None and text[last.end() : m.start()] == "\n":
            runs[-1].append(m)
        else:
            runs.append([m])
    spans = [
        m.span("piece")
        for run in runs
        if len(run) >= 2 and _secret_run(run)
        for m in run
        if not m.group("piece").startswith(PLACEHOLDER_PREFIX)
    ]
    return splice(text, ((start, end, _LABEL) for start, end in spans))
