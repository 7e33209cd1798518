"""LLM-free retrieval metrics: any@k, all@k, frac@k and MRR over ranked ids."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from statistics import fmean
from typing import TypeVar

T = TypeVar("T")
K = TypeVar("K", bound=Hashable)

KS_ANY = (1, 5, 10)
KS_ALL = (5, 10)
METRICS = ("any@1", "any@5", "any@10", "all@5", "all@10", "frac@5", "frac@10", "MRR")


def score_ranking(ranked: Sequence[Hashable], gold: Iterable[Hashable]) -> dict[str, float]:
    """Every metric for one question. `ranked` is best first; `gold` must be non-empty."""
    gold_set = set(gold)
    out: dict[str, float] = {}
    for k in KS_ANY:
        out[f"any@{k}"] = float(bool(gold_set & set(ranked[:k])))
    for k in KS_ALL:
        found = len(gold_set & set(ranked[:k]))
        out[f"all@{k}"] = float(found == len(gold_set))
        out[f"frac@{k}"] = found / len(gold_set)
    out["MRR"] = next((1.0 / (i + 1) for i, r in enumerate(ranked) if r in gold_set), 0.0)
    return out


def dedupe(ranked: Iterable[T], key: Callable[[T], K]) -> list[K]:
    """Map ranked items through `key` (turn -> session), keeping the first occurrence."""
    seen: list[K] = []
    for item in ranked:
        k = key(item)
        if k not in seen:
            seen.append(k)
    return seen


def mean_table(rows: list[dict[str, float]]) -> dict[str, float]:
    if not rows:
        return {m: float("nan") for m in METRICS}
    return {m: fmean(r[m] for r in rows) for m in METRICS}
