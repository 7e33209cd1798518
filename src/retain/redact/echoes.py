"""A near copy of a secret the rules replaced, elsewhere in the same text.

People correct a password they mistyped in the next message ("sorry, typo, it's X'"),
paste it again with one character changed, or give the old and the new value of a
rotation side by side. The corrected value sits in a sentence no rule reads as a
credential ("pardon, yanlış yazdım, doğrusu X'", "すみません、正しくは X' です"), but it
is one or two edits away from a value a rule has just replaced in the same text: that
closeness, not the words around it, says what it is, in any language.

Only values long enough to be chosen at random count (MIN_LENGTH): two short words one
letter apart (`staging` / `staging2`) are ordinary. The copy must be a whole token of
printable ASCII, and the same length as the value or one character longer or shorter.

An exact copy counts inside a longer token too, between the marks that set off a value
(`key='V'>` in an object's repr a notebook printed after the line that set it, `token=V&`):
the value was already judged a secret where it was named.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from retain.redact.base import PLACEHOLDER_PREFIX

# A replaced value shorter than this has no near copy worth looking for: a short word
# one letter from another is chance, a long random string one letter from another is not.
MIN_LENGTH = 10
# Edits (insertions, deletions, substitutions) a corrected copy may differ by.
MAX_EDITS = 2
# A token: printable ASCII between spaces or characters of other scripts; the quotes,
# brackets and sentence marks around it are not part of it.
_TOKEN = re.compile(r"[!-~]+")
_LEAD = "\"'`([{<*"
_TRAIL = "\"'`)]}>*.,;:!?"
# What sets a value off inside a token: quotes, brackets, `=`, `:`, `,`, `;`, `&`.
_SETS_OFF = re.compile(r"[^\"'`=:,;&()<>\[\]{}]+")


def _within(a: str, b: str, limit: int) -> bool:
    """Levenshtein distance of a and b at most `limit` (banded, early exit)."""
    if abs(len(a) - len(b)) > limit:
        return False
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
        if min(current) > limit:
            return False
        previous = current
    return previous[-1] <= limit


def _pieces(value: str) -> tuple[str, ...]:
    """`value` cut into MAX_EDITS + 1 pieces: MAX_EDITS edits change at most MAX_EDITS of
    them, so a near copy holds one of them whole."""
    n = MAX_EDITS + 1
    cuts = [len(value) * i // n for i in range(n + 1)]
    return tuple(value[cuts[i] : cuts[i + 1]] for i in range(n))


class _PieceIndex:
    """The values by their pieces: the only ones a token can be a near copy of are those
    with a piece inside it, found by looking its substrings up (each token against each
    value made thousands of replaced values over 100 KB take seconds)."""

    def __init__(self, values: list[str]) -> None:
        self.by_piece: dict[str, list[int]] = {}
        for k, value in enumerate(values):
            for piece in set(_pieces(value)):
                self.by_piece.setdefault(piece, []).append(k)
        self.lengths = sorted({len(p) for p in self.by_piece})
        self.sizes = {len(v) for v in values}

    def candidates(self, word: str) -> list[int]:
        """Indices of the values holding a piece `word` holds, in the values' order."""
        found: set[int] = set()
        if not any(len(word) + d in self.sizes for d in range(-MAX_EDITS, MAX_EDITS + 1)):
            return []  # no value is as long, give or take MAX_EDITS
        for n in self.lengths:
            for i in range(len(word) - n + 1):
                found.update(self.by_piece.get(word[i : i + n], ()))
        return sorted(found)


def _random_enough(value: str) -> bool:
    """Mixed kinds of character: a chosen or generated secret, not a word or a name."""
    kinds = (
        any(c.islower() for c in value),
        any(c.isupper() for c in value),
        any(c.isdigit() for c in value),
        any(not c.isalnum() for c in value),
    )
    return sum(kinds) >= 3


def _copyable(value: str) -> bool:
    """A value whose exact copy is that secret: random enough, or letters with digits."""
    if any(c.isspace() for c in value):
        return False
    return _random_enough(value) or (
        any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    )


def replace_echoes(text: str, replaced: Iterable[tuple[str, str]]) -> tuple[str, int]:
    """Replace each token of `text` within MAX_EDITS of a value a rule replaced
    (`replaced`: value and its label), a copy left whole included, by that value's
    placeholder."""
    replaced = [(v, label) for v, label in replaced if len(v) >= MIN_LENGTH]
    values = [(v, label) for v, label in replaced if _random_enough(v)]
    # An exact copy needs less: letters and digits (a hex key), no space.
    exact = {v: label for v, label in reversed(replaced) if _copyable(v)}
    if not values and not exact:
        return text, 0
    index = _PieceIndex([v for v, _ in values])
    out: list[str] = []
    last, count = 0, 0
    for token in _TOKEN.finditer(text):
        start, end = token.span()
        while start < end and text[start] in _LEAD:
            start += 1
        while end > start and text[end - 1] in _TRAIL:
            end -= 1
        word = text[start:end]
        if len(word) < MIN_LENGTH or PLACEHOLDER_PREFIX in text[token.start() : token.end()]:
            continue
        for k in index.candidates(word):
            value, label = values[k]
            if _within(word, value, MAX_EDITS):
                out.append(f"{text[last:start]}{PLACEHOLDER_PREFIX}{label}]")
                last, count = end, count + 1
                break
        else:
            for piece in _SETS_OFF.finditer(word):
                copied = exact.get(piece.group())
                if copied is not None:
                    out.append(f"{text[last : start + piece.start()]}{PLACEHOLDER_PREFIX}{copied}]")
                    last, count = start + piece.end(), count + 1
    if not count:
        return text, 0
    out.append(text[last:])
    return "".join(out), count
