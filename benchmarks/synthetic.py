"""Deterministic synthetic memories and queries for the speed harness.

Text: 12-28 words drawn Zipf-like from a fixed vocabulary: English function words at
the head (as in real text, where they are the most frequent and the query drops them),
then coding words, then generated pseudo-words, so BM25 sees realistic document
frequencies (the most common content words appear in a few percent of memories).
Vectors: a seeded random 384-d unit vector per text (`SeededEmbedder`), because model
quality is not what the speed harness measures; the real model's per-query cost is
measured separately.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from itertools import accumulate

import numpy as np

FUNCTION_WORDS = (
    "the a to of and is in for on it that with we when be by this as are not after before "
    "from at so if or must never always because only then was it's our should do"
).split()
CODING_WORDS = (
    "order payment invoice retry queue worker cache redis postgres migration schema index "
    "timeout deploy staging release flag login session token cookie api endpoint handler "
    "test fixture ci pipeline docker image build lint format logging metrics alert nightly "
    "job batch import export csv json parser config env secret vault rate limit backoff "
    "lock version column transaction isolation replica shard tenant user admin role uses "
    "fails runs"
).split()
SYLLABLES = "ka lo mi ne ru ta shi vo ze pa qui dor fen gal hux jor lem nix pry sol tev"


def vocabulary(size: int = 6000, seed: int = 11) -> list[str]:
    rng = random.Random(seed)
    syl = SYLLABLES.split()
    words = list(dict.fromkeys(FUNCTION_WORDS + CODING_WORDS))
    seen = set(words)
    while len(words) < size:
        w = "".join(rng.choice(syl) for _ in range(rng.randint(2, 4)))
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words


class TextGen:
    """Zipf-distributed sentences; the same seed gives the same texts."""

    def __init__(self, seed: int = 7, vocab_size: int = 6000) -> None:
        self.words = vocabulary(vocab_size)
        self._cum = list(accumulate(1.0 / (r + 1) ** 1.05 for r in range(len(self.words))))
        self.rng = random.Random(seed)

    def sentence(self, lo: int = 12, hi: int = 28) -> str:
        n = self.rng.randint(lo, hi)
        picked = self.rng.choices(self.words, cum_weights=self._cum, k=n)
        return " ".join(picked).capitalize() + "."

    def texts(self, n: int) -> list[str]:
        return [f"{self.sentence()} [{i}]" for i in range(n)]  # the tag keeps texts unique

    def queries(self, n: int) -> list[str]:
        return [self.sentence(3, 8).rstrip(".") + "?" for _ in range(n)]


class SeededEmbedder:
    """A seeded random unit vector per text: free to compute, stable across processes."""

    def __init__(self, dim: int = 384) -> None:
        self.dim = dim
        self.name = f"bench-random-{dim}"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for i, t in enumerate(texts):
            seed = int.from_bytes(hashlib.blake2b(t.encode(), digest_size=8).digest(), "little")
            out[i] = np.random.default_rng(seed).standard_normal(self.dim)
        out /= np.linalg.norm(out, axis=1, keepdims=True)
        return out


def random_unit_vectors(n: int, dim: int = 384, seed: int = 3) -> np.ndarray:
    """n seeded random unit vectors, generated in chunks to bound peak memory."""
    rng = np.random.default_rng(seed)
    out = np.empty((n, dim), dtype=np.float32)
    for start in range(0, n, 100_000):
        chunk = rng.standard_normal((min(100_000, n - start), dim), dtype=np.float32)
        chunk /= np.linalg.norm(chunk, axis=1, keepdims=True)
        out[start : start + len(chunk)] = chunk
    return out
