"""A list restated with an item added or removed: "ketch maintainers: Haruto, Lena and
Osei" against "ketch maintainers: Haruto and Lena".

Both statements name what the list is of before a colon (the *lead*) and list its items
after it, separated by commas (、，) and a last conjunction. When the leads say the same
thing (the same content words) and the items overlap but differ, the new list replaces
the old one. Bracketed asides are set aside first ("Osei (merge rights since 0.9)").
Precision first: the leads must be equal, not merely close ("CI steps for harbor" and "CI
steps for ketch" are two lists), and the lists must share at least MIN_SHARED items.
Pure and stdlib only.
"""

from __future__ import annotations

import re

from retain.core import claims

MIN_SHARED = 2  # items both lists name
MIN_ITEMS = 2  # items each side lists

# (No leading `\s*`: the spaces before an aside go with the rest once the text is split
# and joined, and read from every start of a 100 KB run of spaces they took minutes.)
_ASIDE = re.compile(r"[(（][^()（）]*[)）]")
_LEAD = re.compile(r"^([^:：;；.。]{2,80}?)\s*[:：]\s*([^;；。]+?)\s*[.。]?$")
# "Infra PR reviewers are now Ana, Chen and Dmitri": a copula in place of the colon.
_COPULA_LEAD = re.compile(
    r"^([^:：;；.。,，]{2,80}?)\s+(?:are|sind|son|sont|são)\s+(?:now\s+|jetzt\s+|ahora\s+|"
    r"maintenant\s+|agora\s+)?([^;；。]+?)\s*[.。]?$",
    re.IGNORECASE,
)
_SEPARATOR = re.compile(
    r"\s*[,，、]\s*(?:(?:and|und|y|e|et|or|oder|o|ou|plus)\s+)?"
    r"|\s+(?:and|und|y|e|et|plus)\s+|\s*(?:和|及|与|과|와|と)\s*"
)


def list_update(statement: str, belief: str) -> tuple[str, str] | None:
    """(what the belief lists, what the statement lists) when the statement restates the
    belief's list with other items, else None."""
    mine, theirs = _list(statement), _list(belief)
    if mine is None or theirs is None:
        return None
    (lead_a, items_a), (lead_b, items_b) = mine, theirs
    if not lead_a or not _same_lead(lead_a, lead_b):
        return None
    a, b = set(items_a), set(items_b)
    if a == b or len(a & b) < MIN_SHARED:
        return None
    return ", ".join(items_b.values()), ", ".join(items_a.values())


def _same_lead(a: frozenset[str], b: frozenset[str]) -> bool:
    """The same words, a plural aside: "infra PR reviewers" and "reviewers for infra PRs"."""
    return {_singular(w) for w in a} == {_singular(w) for w in b}


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 2 and word.endswith("s") else word


def _list(text: str) -> tuple[frozenset[str], dict[frozenset[str], str]] | None:
    flat = " ".join(_ASIDE.sub(" ", text).split())
    found = _LEAD.match(flat) or _COPULA_LEAD.match(flat)
    if found is None:
        return None
    parts = [p.strip() for p in _SEPARATOR.split(found.group(2)) if p.strip()]
    items = {claims.words_of(p): p for p in parts}
    if len(items) < MIN_ITEMS or len(items) != len(parts) or not all(items):
        return None
    return claims.words_of(found.group(1)), items
