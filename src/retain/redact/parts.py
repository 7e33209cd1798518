"""A value told in parts on lines labelled alike.

People cut a credential in two to keep it from a scanner or a shoulder and label each
part by its place: "first half: npm_EO5T" ... "second half: ZoMrkqq2...", "a prima metà:
X" / "a seconda metà: Y", "part 1: X" / "part 2: Y". No lexicon of "half" in every
language is needed: the labels say it by their form. Two lines a few lines apart whose
labels (the words before the colon, after any speaker) have as many words and differ in
one, where that word is not a credential's name (`user:` / `password:` are two fields, not
two parts), give two parts of one value:

- when the rules took one part, the other goes too (it leaks part of the same value);
- when they took neither, the parts are joined and read again by the rules, and both go
  when the whole is a secret (`dop_v1_da86...` + `08d7...` is a DigitalOcean token).

A part must still read as a credential (base.looks_opaque) and not as what ordinary talk
puts after a colon (slots.ordinary_value: a state, a path, a host, a version).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from retain.redact.base import PLACEHOLDER_PREFIX, looks_opaque
from retain.redact.names import secret_word
from retain.redact.public import known_public
from retain.redact.slots import ordinary_value
from retain.redact.splice import splice

# The parts of one value stand this many lines apart at most (a reply between them).
REACH = 4
_MAX_WORDS = 5
_LABEL = "password"

# A line ending in a labelled value: the head up to the last colon that a space follows
# (or a full-width colon), then one run, maybe quoted, backticked or bold.
_LINE = re.compile(
    r"^(?P<head>[^\n]{1,160}?)(?:[ \t]*:[ \t]+|[ \t]*：[ \t]*)"
    r"[`'\"«“*]{0,2}(?P<value>[^\s`'\"«»“”*]{3,200}?)[`'\"»”*]{0,2}[.!]?"
    r"(?:[ \t]*\(\d/\d\))?[ \t]*\r?$",
    re.MULTILINE,
)
_MARKS = "*_`'\"()[]«»“”.,-"
_DIGITS = re.compile(r"\d+")
_WORDS = re.compile(r"\w+")

Holds = Callable[[str], bool]


def _label_words(head: str) -> list[str]:
    """The words of a part's label: the head after its speaker (the last colon in it),
    split at spaces (`x-amz-request-id` is one word)."""
    cut = max(head.rfind(": "), head.rfind("："), head.rfind("]"), head.rfind(">"))
    words = (w.strip(_MARKS) for w in head[cut + 1 :].casefold().split())
    return [w for w in words if _WORDS.search(w)]  # a quote's `<` or `>` is no word


def _alike(a: list[str], b: list[str]) -> bool:
    """Labels of two parts of one thing: as many words, one different, and that one no
    credential's name (a field's name, not a place)."""
    if len(a) != len(b) or not 0 < len(a) <= _MAX_WORDS:
        return False
    differ = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    if len(differ) != 1:
        return False
    x, y = differ[0]
    if len(a) == 1 and _DIGITS.sub("", x) != _DIGITS.sub("", y):
        return False  # one word each: only a count tells parts (`part1:` / `part2:`)
    return all(secret_word(w) is None for w in _WORDS.findall(f"{x} {y}"))


def _is_part(value: str, m: re.Match[str]) -> bool:
    start, end = m.span("value")
    return (
        looks_opaque(value, min_len=4)
        and not ordinary_value(value)
        and not known_public(m.string, start, end)
    )


def replace_parts(text: str, holds: Holds) -> tuple[str, int]:
    """Replace the parts of a value told on lines labelled alike (see above); `holds`
    says whether the rules would replace anything in a text."""
    if "\n" not in text or ":" not in text and "：" not in text:
        return text, 0
    lines = [(text.count("\n", 0, m.start()), m) for m in _LINE.finditer(text)]
    spans: set[tuple[int, int]] = set()
    for i, (row_a, a) in enumerate(lines):
        words_a = _label_words(a.group("head"))
        for row_b, b in lines[i + 1 :]:
            if row_b - row_a > REACH:
                break
            if not _alike(words_a, _label_words(b.group("head"))):
                continue
            spans.update(_pair(a, b, holds))
    return splice(text, ((start, end, _LABEL) for start, end in sorted(spans)))


def _pair(a: re.Match[str], b: re.Match[str], holds: Holds) -> list[tuple[int, int]]:
    values = (a.group("value"), b.group("value"))
    taken = [v.startswith(PLACEHOLDER_PREFIX) for v in values]
    if all(taken):
        return []
    if any(taken):
        m = b if taken[0] else a
        return [m.span("value")] if _is_part(m.group("value"), m) else []
    if not all(_is_part(v, m) for v, m in zip(values, (a, b), strict=True)):
        return []
    return [a.span("value"), b.span("value")] if holds("".join(values)) else []
