"""Where a pattern matches in a text, found once per text and asked many times.

A rule's `spare` test often asks "is there a credential's name (a verb, a noun) within
so many characters of this value?". Searching the value's surroundings for each value
costs a 100 KB line of words (thousands of candidate values) thousands of searches of
the same characters; here the pattern runs once over the text and each question is a
binary search. `sub()` hands every match of one pass the same string object, so the
last text's spans are kept per pattern and found again by identity.
"""

from __future__ import annotations

import re
from bisect import bisect_left


class _Found:
    __slots__ = ("ends", "starts", "text")

    def __init__(self, pattern: re.Pattern[str], text: str) -> None:
        self.text = text
        spans = [m.span() for m in pattern.finditer(text)]
        self.starts = [a for a, _ in spans]
        self.ends = [b for _, b in spans]


_LAST: dict[int, _Found] = {}  # id of a pattern -> its spans in the last text it read


_ASKED: dict[int, tuple[str, int]] = {}  # id of a pattern -> the text asked about, how often
_DIRECT = 16  # questions per text answered by searching the window itself


def match_within(pattern: re.Pattern[str], text: str, lo: int, hi: int) -> bool:
    """True when a match of `pattern` in `text[lo:hi]` exists. The first _DIRECT
    questions about a text search the window itself (a memory holds a value or two);
    after that, the matches in the whole text (leftmost, not overlapping, as `finditer`
    finds them) are found once and looked up."""
    key = id(pattern)
    asked = _ASKED.get(key)
    count = asked[1] + 1 if asked is not None and asked[0] is text else 1
    _ASKED[key] = (text, count)
    if count <= _DIRECT:
        return pattern.search(text[lo:hi]) is not None
    found = _LAST.get(key)
    if found is None or found.text is not text:
        found = _Found(pattern, text)
        _LAST[key] = found
    i = bisect_left(found.starts, lo)
    return i < len(found.starts) and found.ends[i] <= hi
