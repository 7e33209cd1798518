"""Which rules may match a text, found once per text instead of once per rule.

Every rule names the lower-case substrings one of which any of its matches must contain
(its gate). Asking each rule in turn whether one of its strings is in the text made
about 1,400 substring scans per text, half of `redact()`'s time on a short memory. Here
the ~800 distinct strings are indexed by their first two characters: a text's own
character pairs (one pass over it) pick the few strings worth looking for, and each
string found switches on every rule it gates. The answer is exactly the per-rule one:
a string in the text starts with a pair that is in the text.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from retain.redact.base import Rule

# Strings shorter than a pair are looked for directly (a few punctuation marks and CJK
# characters).
_PAIR = 2


class GateIndex:
    """The rules of `rules` (by position) whose gate a text meets, or that have none."""

    __slots__ = ("_by_pair", "_pairs", "_short", "_ungated")

    def __init__(self, rules: Sequence[Rule]) -> None:
        owners: dict[str, set[int]] = defaultdict(set)
        for position, rule in enumerate(rules):
            for literal in rule.gate:
                owners[literal].add(position)
        by_pair: dict[str, list[tuple[str, frozenset[int]]]] = defaultdict(list)
        short: list[tuple[str, frozenset[int]]] = []
        for literal, positions in sorted(owners.items()):
            entry = (literal, frozenset(positions))
            (short if len(literal) < _PAIR else by_pair[literal[:_PAIR]]).append(entry)
        self._by_pair = {pair: tuple(entries) for pair, entries in by_pair.items()}
        self._pairs = frozenset(self._by_pair)
        self._short = tuple(short)
        self._ungated = frozenset(i for i, rule in enumerate(rules) if not rule.gate)

    def open_rules(self, folded: str) -> set[int]:
        """Positions of the rules to run on `folded` (the case-folded text)."""
        found = set(self._ungated)
        for literal, positions in self._short:
            if literal in folded:
                found |= positions
        pairs = {folded[i : i + _PAIR] for i in range(len(folded) - 1)}
        for pair in self._pairs.intersection(pairs):
            for literal, positions in self._by_pair[pair]:
                if literal in folded:
                    found |= positions
        return found
