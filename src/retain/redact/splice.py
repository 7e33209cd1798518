"""Placeholders put in place of spans of a text: the one loop the passes that find
their spans apart from the rules (splits, parts, wraps, siblings) share."""

from __future__ import annotations

from collections.abc import Iterable

from retain.redact.base import PLACEHOLDER_PREFIX


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
