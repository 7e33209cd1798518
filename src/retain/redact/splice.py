"""Placeholders put in place of spans of a text: the one loop the passes that find
their spans apart from the rules (splits, parts, wraps, siblings, decoded) share, and
the spans a redacted reading of a text replaced (wraps, decoded)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from retain.redact.base import PLACEHOLDER_PREFIX

_PLACEHOLDER = re.compile(r"\[REDACTED:([\w-]{1,40})\]")


def splice(text: str, spans: Iterable[tuple[int, int, str]]) -> tuple[str, int]:
    """`text` with each span (start, end, label), taken in the order given, replaced by a
    placeholder of its label, and how many were placed. A span that starts before the one
    placed last ends is left out (the first of two overlapping spans wins)."""
    out: list[str] = []
    last = 0
    count = 0
    for start, end, label in spans:
        if start < last:
            continue
        out.append(f"{text[last:start]}{PLACEHOLDER_PREFIX}{label}]")
        last = end
        count += 1
    if not count:
        return text, 0
    out.append(text[last:])
    return "".join(out), count


def replaced_spans(before: str, after: str) -> list[tuple[int, int, str]] | None:
    """The spans of `before` that `after` shows as placeholders, with their labels
    (redaction only ever replaces spans); None when the two do not align."""
    spans: list[tuple[int, int, str]] = []
    pos = 0
    last = 0
    for m in _PLACEHOLDER.finditer(after):
        segment = after[last : m.start()]
        if not before.startswith(segment, pos):
            return None
        start = pos + len(segment)
        nxt = _PLACEHOLDER.search(after, m.end())
        following = after[m.end() : nxt.start() if nxt else len(after)]
        if nxt is None:
            end = len(before) - len(following)
            if end <= start or not before.endswith(following):
                return None
        elif not following:
            return None  # two placeholders side by side: where one ends is not known
        else:
            end = before.find(following, start + 1)
            if end < 0:
                return None
        if before[start:end] != m.group(0):  # a placeholder the text already held stays
            spans.append((start, end, m.group(1)))
        pos = end
        last = m.end()
    return spans
