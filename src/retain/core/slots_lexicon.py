"""The words of slots.py: update cues, number words and function words, in eight languages.

Data, not logic: the lists live in `retain/lexicon/slots.json`, read once. Stdlib only.
"""

from __future__ import annotations

import re

from retain import lexicon

_FILE = "slots"  # retain/lexicon/slots.json

# A statement that says it is an update. Removed before the two statements
# are aligned (so "now" does not count as a difference) and noted: a new *name* in the
# same place closes a belief only with one of these.
UPDATE_CUES = re.compile(lexicon.pattern(_FILE, "update_cues"), re.IGNORECASE)
# Words that may differ between two statements of the same frame without changing what
# they say: copulas and auxiliaries of the seven languages (English's are stopwords).
ALIGN_FUNCTION = lexicon.words(_FILE, "align_function")
# Number words: "one approval" and "two approvals" name numbers as "1" and "2" do; each
# language's list counts from zero.
NUMBER_WORDS = {
    w: str(n)
    for words in lexicon.groups(_FILE, "number_words").values()
    for n, w in enumerate(words)
} | lexicon.strings(_FILE, "number_word_extras")
# Those that are also articles: two of them alone are not a change of number.
ARTICLE_NUMBERS = lexicon.words(_FILE, "article_numbers")
# Characters of scripts without spaces that are particles or endings, not content:
# every hiragana, and the commonest Chinese and Korean function characters.
CJK_FUNCTION = frozenset(
    [chr(c) for c in range(0x3040, 0x30A0)]
    + [ch for chars in lexicon.phrases(_FILE, "cjk_function") for ch in chars]
)
# A statement that adds to what a belief says ("CI now caches pip too"): a second value
# beside the one the belief names, not one in its place.
ADDITIVE_CUES = re.compile(lexicon.pattern(_FILE, "additive_cues"), re.IGNORECASE)
# Said right before a value that ends a statement, these name the one value of a thing
# ("the default branch is main", "owned by Tomasz"), not one of several ("uses Redis").
COPULAS = lexicon.words(_FILE, "copulas")
# Words that say how a thing is, not which value it has: "the build is slow" against
# "the build is broken" names no value.
STATES = lexicon.words(_FILE, "states")
