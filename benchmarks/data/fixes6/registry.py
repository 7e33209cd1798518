"""The case registry: each case is a function rng -> (steps, expected, traps)."""

from __future__ import annotations

import random
from typing import Callable

CASES: list[dict] = []


def case(name: str, stack: str, shape: str, variation: str, lang: str, cwd: str) -> Callable:
    def deco(fn: Callable) -> Callable:
        CASES.append(
            {
                "name": name,
                "stack": stack,
                "shape": shape,
                "variation": variation,
                "lang": lang,
                "cwd": cwd,
                "fn": fn,
            }
        )
        return fn

    return deco


def rng_for(name: str) -> random.Random:
    return random.Random(f"fixes6/{name}")
