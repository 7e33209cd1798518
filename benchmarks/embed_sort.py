"""Bulk embedding, texts sorted by length before batching vs in their given order.

The ONNX embedder pads each batch of 32 to its longest text; a bulk import mixes one-line
facts with paragraph-long conversation turns, so unsorted nearly every batch runs at the
longest length. This times both paths on the same texts in one process (alternating, so
load on the machine hits both alike) and prints the median of each and the speedup.

    python -m benchmarks.embed_sort            # 512 texts, 5 runs each
    python -m benchmarks.embed_sort --texts 1024 --runs 3
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

SEED = 7
SHORT_SHARE = 0.7  # most memories are a line or two; the rest are long turns or notes

WORDS = (
    "orders deploy cache retry billing ledger schema migration version lock queue worker "
    "test fixture timeout config token session prompt index vector search build release "
    "branch review merge rollback flag metric alert budget latency invoice customer"
).split()


def mixed_texts(n: int, rng: random.Random) -> list[str]:
    """70% short (6-20 words), 30% long (80-220 words), shuffled: a bulk import's mix."""
    out = []
    for _ in range(n):
        words = rng.randint(6, 20) if rng.random() < SHORT_SHARE else rng.randint(80, 220)
        out.append(" ".join(rng.choice(WORDS) for _ in range(words)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--texts", type=int, default=512)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    from retain.vectors.embed import OnnxMiniLMEmbedder

    e = OnnxMiniLMEmbedder()
    texts = mixed_texts(a.texts, random.Random(SEED))
    e.embed(texts[:8])  # onnxruntime sets itself up on the first run
    times: dict[str, list[float]] = {"unsorted": [], "sorted": []}
    for _ in range(a.runs):
        for label, run in (("unsorted", e.embed_batches), ("sorted", e.embed)):
            t0 = time.perf_counter()
            run(texts)
            times[label].append(time.perf_counter() - t0)
    med = {k: statistics.median(v) for k, v in times.items()}
    print(f"{a.texts} texts ({SHORT_SHARE:.0%} short), median of {a.runs} runs:")
    for k in ("unsorted", "sorted"):
        print(f"  {k:8} {med[k]:.2f} s  ({a.texts / med[k]:.0f} texts/s)")
    print(f"  speedup  {med['unsorted'] / med['sorted']:.2f}x")


if __name__ == "__main__":
    main()
