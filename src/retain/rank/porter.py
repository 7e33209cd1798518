"""The Porter (1980) English stemmer, the one SQLite's FTS5 `porter` tokenizer applies.

Prompt-time recall compares the prompt's words with a memory's by stem. The light
suffix stripper in retain.text leaves inflections of one verb apart (`migrate`,
`migrating`, `migrations` give three different stems) and gives stems the FTS index,
stemmed by Porter, does not hold (`staging` -> `stag`, `cluster` -> `clust`), so those
prompt words were searched for in vain and weighed as words no memory uses. Porter's
rules reduce such families to one stem, the same one the index holds (it keeps its
known quirks: `add` and `adds` stay `add`, `adding` and `added` become `ad`). This is
an implementation of the published algorithm (steps 1a-5b), written for retain; ASCII
words only, anything else is returned as it is.

Stdlib only and lean: the prompt hook imports it.
"""

from __future__ import annotations

import functools

_VOWELS = frozenset("aeiou")


def _consonant(w: str, i: int) -> bool:
    ch = w[i]
    if ch in _VOWELS:
        return False
    if ch == "y":
        return i == 0 or not _consonant(w, i - 1)
    return True


def _measure(w: str) -> int:
    """m in [C](VC)^m[V]: how many vowel-consonant sequences the word has."""
    m = 0
    i, n = 0, len(w)
    while i < n and _consonant(w, i):
        i += 1
    while i < n:
        while i < n and not _consonant(w, i):
            i += 1
        if i >= n:
            break
        while i < n and _consonant(w, i):
            i += 1
        m += 1
    return m


def _has_vowel(w: str) -> bool:
    return any(not _consonant(w, i) for i in range(len(w)))


def _double_consonant(w: str) -> bool:
    return len(w) >= 2 and w[-1] == w[-2] and _consonant(w, len(w) - 1)


def _cvc(w: str) -> bool:
    """Ends consonant-vowel-consonant, the last not w, x or y (`hop`, not `how`)."""
    n = len(w)
    return (
        n >= 3
        and _consonant(w, n - 1)
        and not _consonant(w, n - 2)
        and _consonant(w, n - 3)
        and w[-1] not in "wxy"
    )


def _swap(w: str, rules: tuple[tuple[str, str], ...], min_m: int) -> str:
    """The first rule whose suffix the word has applies, if the rest measures > min_m."""
    for suffix, repl in rules:
        if w.endswith(suffix):
            base = w[: len(w) - len(suffix)]
            return base + repl if _measure(base) > min_m else w
    return w


_STEP2 = (
    ("ational", "ate"),
    ("tional", "tion"),
    ("enci", "ence"),
    ("anci", "ance"),
    ("izer", "ize"),
    ("bli", "ble"),
    ("alli", "al"),
    ("entli", "ent"),
    ("eli", "e"),
    ("ousli", "ous"),
    ("ization", "ize"),
    ("ation", "ate"),
    ("ator", "ate"),
    ("alism", "al"),
    ("iveness", "ive"),
    ("fulness", "ful"),
    ("ousness", "ous"),
    ("aliti", "al"),
    ("iviti", "ive"),
    ("biliti", "ble"),
    ("logi", "log"),
)
_STEP3 = (
    ("icate", "ic"),
    ("ative", ""),
    ("alize", "al"),
    ("iciti", "ic"),
    ("ical", "ic"),
    ("ful", ""),
    ("ness", ""),
)
_STEP4 = "al ance ence er ic able ible ant ement ment ent ion ou ism ate iti ous ive ize".split()


def _step1(w: str) -> str:
    if w.endswith(("sses", "ies")):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith("ss"):
        w = w[:-1]
    again = False
    if w.endswith("eed"):
        if _measure(w[:-3]) > 0:
            w = w[:-1]
    elif w.endswith("ed") and _has_vowel(w[:-2]):
        w, again = w[:-2], True
    elif w.endswith("ing") and _has_vowel(w[:-3]):
        w, again = w[:-3], True
    if again:
        if w.endswith(("at", "bl", "iz")):
            w += "e"
        elif _double_consonant(w) and w[-1] not in "lsz":
            w = w[:-1]
        elif _measure(w) == 1 and _cvc(w):
            w += "e"
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    return w


def _step4(w: str) -> str:
    for suffix in sorted(_STEP4, key=len, reverse=True):
        if w.endswith(suffix):
            base = w[: len(w) - len(suffix)]
            if suffix == "ion" and not base.endswith(("s", "t")):
                return w
            return base if _measure(base) > 1 else w
    return w


def _step5(w: str) -> str:
    if w.endswith("e"):
        base = w[:-1]
        m = _measure(base)
        if m > 1 or (m == 1 and not _cvc(base)):
            w = base
    if w.endswith("ll") and _measure(w) > 1:
        w = w[:-1]
    return w


@functools.lru_cache(maxsize=65536)  # recall stems every candidate's words on each prompt
def stem(word: str) -> str:
    """The Porter stem of a lower-case word (`migrations`, `migrating` -> `migrat`)."""
    if len(word) <= 2 or not word.isascii() or not word.isalpha():
        return word
    w = _step1(word)
    w = _swap(w, _STEP2, 0)
    w = _swap(w, _STEP3, 0)
    w = _step4(w)
    return _step5(w)
