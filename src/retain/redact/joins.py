"""A value cut in two by the layout, read whole: the pieces on two lines joined.

People and tools cut a token across lines: two chat messages ("first bit: glpat-vucNoa"
... "and the rest: -_iH784BTE2CUQ", with the speaker's name and time between them, in any
language), a quoted reply whose quoting wrapped it (`│ glrt-ZCaeL` / `│ JXVIYTChZd...`),
a line ending in a value and the next holding only the rest. Neither piece is a
vendor's token alone (the first is too short, the second has no prefix), so no rule
takes them; joined, they are one. The layout is read, not the words: a piece is the last
run of a token's characters on a line, and the next piece the whole content of one of
the next few lines after a label's colon, a quote's or a list's marks (`>`, `│`, `-`,
`2)`) and emphasis (`**`, backticks, quotes). When the rules take the pieces joined,
and neither piece alone, each piece is replaced: each leaks part of the value.

Only the pieces are read joined, without their surroundings, so only a rule that knows
a credential by its shape (a vendor's prefix, a JWT's form) can take them: two words on
two lines never join into a name and its value.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from retain.redact.base import PLACEHOLDER_PREFIX, is_placeholder
from retain.redact.splice import splice

_LABEL = "secret"
# The next piece stands within this many lines of the first (a speaker's name and the
# time of the message between them).
_GAP = 6
# At most this many joins are read per text: each costs one reading of the rules on a
# short string.
_MAX_JOINS = 24
_MIN_PIECE = 4
# Only a vendor's format is read in the pieces joined: the labels of the rules that know a
# credential by a name or by a generic shape (an unknown vendor's prefix and 30+ mixed
# characters) take two ordinary values joined (`ConfigMap` + `web-config-7f9c...`).
_GENERIC_LABELS = frozenset({"token", "secret", "password", "api-key"})
_PLACEHOLDER = re.compile(re.escape(PLACEHOLDER_PREFIX) + r"([\w-]+)\]")
_MIN_JOINED = 16
_TOKEN = r"[A-Za-z0-9_+/=.~!@#$%^&*-]"
# The first piece: a run of a token's characters ending its line (after any emphasis).
_TAIL = re.compile(
    rf"(?<![^\s:：>│┃*`'\"«“(])(?P<piece>[A-Za-z0-9]{_TOKEN}{{3,200}}?)[*`'\"»”]*[ \t]*$"
)
# The next piece: a line's whole content after a label's colon, quote or list marks.
_WHOLE = re.compile(
    r"^(?:[ \t]*(?:[>│┃|]+|[-*•](?=[ \t])|\d{1,2}[.)])[ \t]*)*(?:[^\n]{0,60}?[:：][ \t]+)?"
    rf"[*`'\"«“]*(?P<piece>{_TOKEN}{{{_MIN_PIECE},200}}?)[*`'\"»”]*[ \t]*$"
)
# A first piece opens as a vendor's token does: a short prefix and its separator
# (`glpat-`, `xoxb-`, `npm_`, `sk_live_`); only such a piece is read joined.
_VENDOR_HEAD = re.compile(r"[A-Za-z]{2,10}[_-]")


_Pieces = tuple[int, re.Match[str] | None, re.Match[str] | None]


def _pieces(lines: list[str]) -> list[_Pieces]:
    """Per line: its first-piece match (a tail) and its next-piece match (whole content)."""
    out: list[_Pieces] = []
    for i, line in enumerate(lines):
        if PLACEHOLDER_PREFIX in line or not line.strip():
            out.append((i, None, None))
            continue
        out.append((i, _TAIL.search(line), _WHOLE.match(line)))
    return out


def replace_joined(text: str, rules: Callable[[str], str]) -> tuple[str, int]:
    """Replace both pieces of a value cut across lines whose joining the rules take (see
    above). `rules` is the rules' reading of a short string."""
    if "\n" not in text:
        return text, 0
    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    found = _pieces(lines)
    spans: list[tuple[int, int]] = []
    joins = 0
    for i, tail, _ in found:
        if tail is None or not _VENDOR_HEAD.match(tail.group("piece")):
            continue
        if is_placeholder(tail.group("piece")):
            continue  # `ghp_xxxx...xxxx`: a mask is shown whole, not cut
        for j in range(i + 1, min(len(lines), i + 1 + _GAP)):
            whole = found[j][2]
            if whole is None:
                continue
            first, rest = tail.group("piece"), whole.group("piece")
            joined = first + rest
            if len(joined) >= _MIN_JOINED and joins < _MAX_JOINS:
                joins += 1
                if _taken_whole(joined, first, rest, rules):
                    spans.append((starts[i] + tail.start("piece"), starts[i] + tail.end("piece")))
                    spans.append((starts[j] + whole.start("piece"), starts[j] + whole.end("piece")))
                    break
    if not spans:
        return text, 0
    return splice(text, ((start, end, _LABEL) for start, end in sorted(set(spans))))


def _taken_whole(joined: str, first: str, rest: str, rules: Callable[[str], str]) -> bool:
    """A vendor's rule takes the joined value across its joint, and neither piece alone."""
    out = rules(joined)
    labels = _PLACEHOLDER.findall(out)
    if not labels or _GENERIC_LABELS.issuperset(labels) or first in out or rest in out:
        return False
    return rules(first) == first and rules(rest) == rest
