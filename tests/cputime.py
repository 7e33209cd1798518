"""CPU time for the tests that hold a reader to linear time.

A bound in seconds says as much about the machine as about the code: round 34's CI failed a
6-second bound on a line of 8,000 quoted values (9.7 s) on code whose time grows linearly,
and the same test passed the round before on a faster moment. These tests hold the growth
instead, which the machine cannot change: the same kind of text four times as long may take
at most `most` times as long. Linear is 4 and quadratic 16, so the default of 8 leaves room
for a busy moment and still fails a quadratic reader. The small text is timed as the least
of a few runs, since a slow small run is what would hide a quadratic big one, and the big
one as the least of two; the collector is held off while a call is timed (a full collection
in a long test session costs a tenth of a second whatever was called).

The big text must be long enough for a quadratic term to show: the sizes in each test are
the ones at which the reader it guards was seconds before its fix.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Any


def cpu_min(fn: Callable[..., Any], *args: Any, runs: int = 3) -> float:
    """The least CPU time of `runs` calls of fn(*args), in seconds."""
    best = float("inf")
    for _ in range(runs):
        gc.collect()
        gc.disable()  # a full collection's time grows with the whole test process's heap
        try:
            start = time.process_time()
            fn(*args)
            best = min(best, time.process_time() - start)
        finally:
            gc.enable()
    return best


def assert_linear(
    fn: Callable[[str], Any],
    make: Callable[[int], str],
    size: int,
    *,
    most: float = 8.0,
    floor: float = 0.02,
) -> None:
    """fn on make(4 * size) takes under `most` times what it takes on make(size).

    `floor` keeps a small text read in a few milliseconds from making the bound too
    tight to hold on a scheduler's tick."""
    small_text, big_text = make(size), make(4 * size)
    assert len(big_text) > 3 * len(small_text), "make(n) must grow with n"
    fn(small_text)  # the first call compiles what the reader compiles lazily
    small = cpu_min(fn, small_text, runs=3)
    big = cpu_min(fn, big_text, runs=2)
    assert big < most * max(small, floor), (
        f"{len(big_text):,} characters took {big:.2f} s, "
        f"{len(small_text):,} took {small:.2f} s (at most {most}x allowed)"
    )
