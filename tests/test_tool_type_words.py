"""The type words an edit writes, counted in one reading of its text (retain.rank.toolabout,
issue 29 round 23): the same counts as one search per word, any case, each as a word of
its own."""

from __future__ import annotations

import re

import pytest

from retain.rank import toolabout


@pytest.mark.parametrize(
    "text",
    [
        "price: float = 0.0  # Float, FLOAT, floats, float_x, x-float, any-thing",
        "amount DECIMAL(10, 2), total real, Any other; dynamic x = 1; double d;",
        "decımal and ſ are not ascii; reals real_ _real any any any",
        "",
    ],
)
def test_type_words_are_counted_as_one_search_per_word_counts_them(text):
    counts = toolabout._type_counts(text)
    for word in toolabout.TYPE_WORDS:
        alone = len(re.findall(rf"(?<![\w-]){word}(?![\w-])", text, re.I))
        assert counts.get(word, 0) == alone
    assert set(counts) <= toolabout.TYPE_WORDS
