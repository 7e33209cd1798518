"""Which beliefs resemble a text: the similarity lookups of the sleep pass.

Lexical (token Jaccard over FTS5 candidates) unless vectors are at hand: an embedder
passed in, or stored vectors of the live model, through the one nearest-neighbour
finder (retain.vectors.finder, which the write gate uses too). numpy is imported only
in that case, so the usual detached pass stays on the standard library.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from retain import text as textmod
from retain.core import gate
from retain.core.gatechange import figures
from retain.models import REVIVABLE_KINDS, MemoryRecord

if TYPE_CHECKING:
    import numpy as np

    from retain.store.base import Store
    from retain.vectors.finder import Finder

# Rows a word lookup returns: all that pass a cut-off unless more than this many do, which
# only happens among near-copies of one text (the best by BM25 come first).
LEXICAL_LIMIT = 32
# How many memories use a word is counted only up to this (cheap): past it a word is so
# common that ANDing it into a probe reads a long doclist and filters almost nothing.
COMMON = 1000
# A probe group led by a word this rare is selective alone; one led by a commoner word
# gets up to PROBE_AND more (the rarest left, none common) to cut the rows it matches.
FEW = 20
PROBE_AND = 3


def revivable(m: MemoryRecord) -> bool:
    """Archived by the sleep pass (decay or a cap), so new evidence may revive it."""
    return m.status == "archived" and m.retired_kind in REVIVABLE_KINDS


@dataclass(frozen=True)
class Near:
    memory: MemoryRecord
    lexical: float
    semantic: float | None

    def reach(self, cut: dict[str, float]) -> float:
        """How far past the cut-off this pair is (>= 1 means it passes), best measure wins."""
        lex = self.lexical / cut["lexical"]
        sem = 0.0 if self.semantic is None else self.semantic / cut["semantic"]
        return max(lex, sem)


class Words:
    """How many memories use a word, counted once per pass (capped: past the cap a word
    is common, and how common no longer matters). Used to probe FTS5 with rare words."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._counts: dict[str, int] = {}

    def count(self, token: str) -> int:
        n = self._counts.get(token)
        if n is None:
            n = self.store.word_count(token, COMMON)
            self._counts[token] = n
        return n

    def forget(self, text: str) -> None:
        """Count these words afresh: a memory with them was just added. (One added by
        another process meanwhile may be missed by this pass; the next pass checks it.)"""
        for t in textmod.content_tokens(text):
            self._counts.pop(t, None)


def probe(
    words: Words, text: str, tokens: frozenset[str], cut: float, self_count: int = 0
) -> list[list[str]] | None:
    """Groups of words such that every memory sharing >= `cut` (Jaccard) of these tokens
    (the content tokens of `text`) contains all the words of at least one group: a word
    query "(a AND b) OR c ..." for store.word_groups_match.

    If B's overlap with A is at least `cut`, B contains at least ceil(cut * |A|) of A's
    tokens, so it misses at most m of them. Split A's tokens into m + 1 disjoint groups
    and B contains one whole group (pigeonhole): the query ORs the groups, each an AND of
    its words. The rarest words lead the groups and a few more narrow the groups led by
    commoner ones, so a probe matches a handful of rows instead of every row with "the"
    or "release".
    A word no other memory has (count <= `self_count`) is one of B's misses for sure:
    it is left out and lowers m; None when no memory can reach the cut. That holds when
    FTS5 splits the words as retain.text does, which is certain for ASCII text only:
    otherwise (NFKC and case folding: "straße" is "strasse" here, not in the index) a
    word the index lacks is just left out and the other words still probe.
    """
    if not tokens:
        return None
    misses = len(tokens) - math.ceil(cut * len(tokens) - 1e-9)
    counted = sorted((words.count(t), t) for t in tokens)
    if text.isascii():
        shared = [(n, t) for n, t in counted if n > self_count]
        misses -= len(counted) - len(shared)
        if misses < 0:
            return None
    else:
        shared = [(n, t) for n, t in counted if n > 0]
    if not shared:
        return None
    heads = shared[: misses + 1]
    groups = [[t] for _, t in heads]
    wide = [g for (n, _), g in zip(heads, groups) if n >= FEW]
    extra = [t for n, t in shared[misses + 1 :] if n < COMMON]
    for i, t in enumerate(extra[: PROBE_AND * len(wide)]):
        wide[i % len(wide)].append(t)
    return groups


def neighbours(
    store: Store,
    text: str,
    vec: np.ndarray | None,
    *,
    scope: str,
    project_id: str | None,
    vectors: Finder | None,
    words: Words,
    cut: dict[str, float],
    exclude: int | None = None,
    nearest: list[tuple[int, float]] | None = None,
) -> list[Near]:
    """Live (or revivable) memories in exactly this scope that may pass `cut`: all that
    share enough of its words (up to LEXICAL_LIMIT, most alike first), and, when vectors
    are at hand, the nearest by meaning that are close enough (`nearest`: the nearest,
    if already computed). Nothing that fails the cut on both measures is returned."""
    pid = project_id if scope == "project" else None
    tokens = frozenset(textmod.content_tokens(text))
    lexical: dict[int, float] = {}  # words first: most rows fail, and a full row costs more
    groups = probe(words, text, tokens, cut["lexical"], self_count=0 if exclude is None else 1)
    if groups is not None:
        rows = store.word_groups_match(groups, scope=scope, project_id=pid, limit=LEXICAL_LIMIT)
        lexical = {mid: overlap(tokens, frozenset(textmod.content_tokens(t))) for mid, t in rows}
    cosines: dict[int, float] = {}
    if vectors is not None and vec is not None:
        near = nearest if nearest is not None else vectors.nearest(store, vec, pid)
        cosines = {i: c for i, c in near if c >= cut["semantic"]}
        for mid in lexical:
            v = vectors.vector(mid)
            if mid not in cosines and v is not None:
                cosines[mid] = float(v @ vec)
    keep = {i for i, x in lexical.items() if x >= cut["lexical"]}
    keep |= {i for i, c in cosines.items() if c >= cut["semantic"]}
    keep.discard(exclude)
    if not keep:
        return []
    out = []
    for m in store.revivable_in_scope(sorted(keep), scope=scope, project_id=pid):
        lex = lexical.get(m.id)
        if lex is None:
            lex = overlap(tokens, frozenset(textmod.content_tokens(m.text)))
        out.append(Near(m, lex, cosines.get(m.id)))
    return out


def near_one(
    tokens: frozenset[str],
    vec: np.ndarray | None,
    m: MemoryRecord,
    m_tokens: frozenset[str],
    vectors: Finder | None,
) -> Near:
    """One comparison with tokens already split (textmod.jaccard without re-tokenising)."""
    cos = None
    if vectors is not None and vec is not None:
        v = vectors.vector(m.id)
        cos = None if v is None else float(v @ vec)
    return Near(m, overlap(tokens, m_tokens), cos)


def overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """Jaccard of two content-token sets: the same number as textmod.jaccard."""
    return textmod.set_jaccard(a, b)


def agrees(text: str, valence: str, other_text: str, other_valence: str) -> bool:
    """Could these be the same belief? Same outcome, same polarity, no one-sided change
    cue, and the same numbers and versions: "port 8080" never backs "port 9090"."""
    return (
        valence == other_valence
        and gate.same_polarity(text, other_text)
        and gate.announces_change(text) == gate.announces_change(other_text)
        and figures(text) == figures(other_text)
    )


def best(
    near: Sequence[Near], cut: dict[str, float], ok: Callable[[Near], bool] | None = None
) -> Near | None:
    """The closest neighbour past the cut-off (ties: lower id), optionally filtered."""
    passing = [n for n in near if n.reach(cut) >= 1.0 and (ok is None or ok(n))]
    return max(passing, key=lambda n: (n.reach(cut), -n.memory.id), default=None)
