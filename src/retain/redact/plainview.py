"""The text as the rules expect to read it, for a second look.

The rules are written for ASCII spaces, ASCII punctuation and lines ended by \\n. A no-break
or ideographic space, a right-to-left or zero-width mark, fullwidth or ideographic
punctuation, or a line ended by a lone \\r changes nothing a reader sees, but a rule reading
`password: X` did not match `password\\u00a0: X`, and X was kept. plain_view() maps the text to
the form the rules read (NFKC, every space separator to a space, format marks dropped,
ideographic marks to their ASCII forms, a lone \\r to \\n); a value the rules replace there
is replaced wherever it stands whole in the text itself (replace_seen).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

from retain.redact.base import PLACEHOLDER_PREFIX

# Marks NFKC keeps as they are; their ASCII forms are what the rules read.
_MARKS = str.maketrans({"。": ".", "、": ",", "「": '"', "」": '"', "『": '"', "』": '"'})
_LONE_CR = re.compile(r"\r(?!\n)")


def plain_view(text: str) -> str:
    """`text` as the rules expect it; `text` itself when it is already so."""
    if text.isascii() and "\r" not in text:
        return text
    view = unicodedata.normalize("NFKC", text).translate(_MARKS)
    view = "".join(
        " " if c != " " and unicodedata.category(c) == "Zs" else c
        for c in view
        if unicodedata.category(c) != "Cf"
    )
    return _LONE_CR.sub("\n", view)


def replace_seen(text: str, seen: list[tuple[str, str]]) -> tuple[str, int]:
    """Replace each value of `seen` (value, label) where it stands whole in `text`: not
    inside a longer word, not inside a placeholder."""
    count = 0
    for value, label in sorted(set(seen), key=lambda s: -len(s[0])):
        if value not in text:
            continue
        pattern = re.compile(rf"(?<![\w\-+/=]){re.escape(value)}(?![\w\-+/=])")

        def swap(m: re.Match[str], label: str = label) -> str:
            nonlocal count
            before = m.string[max(0, m.start() - 40) : m.start()]
            opening = before.rfind(PLACEHOLDER_PREFIX)
            if opening >= 0 and "]" not in before[opening:]:
                return m.group(0)
            count += 1
            return f"{PLACEHOLDER_PREFIX}{label}]"

        text = pattern.sub(swap, text)
    return text, count


def second_look(
    text: str, passes: Callable[[str, list[tuple[str, str]]], tuple[str, int]]
) -> tuple[str, int]:
    """Replace in `text` what `passes` (the rules' passes) replace in its plain view."""
    view = plain_view(text)
    if view == text:
        return text, 0
    seen: list[tuple[str, str]] = []
    passes(view, seen)
    return replace_seen(text, seen) if seen else (text, 0)
