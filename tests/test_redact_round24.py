"""Issue 27, twenty-fourth round: redaction runs on every way in, so no input may hold a
write for seconds. A long run of spaces after a placeholder, a line of thousands of quoted
values and a line of thousands of quoted generated passwords were read in quadratic time;
each is read in linear time now.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

import pytest

from cputime import assert_linear
from retain.redact import redact

KEY = "Vb7" + "nQ2xLp9RtK4wMz8sHc3JdF6g"  # 28 base62 characters, generated


def _values(count: int, alphabet: str, tail: str) -> list[str]:
    rng = random.Random(24)
    return ["".join(rng.choice(alphabet) for _ in range(20)) + tail for _ in range(count)]


_BASE62 = string.ascii_letters + string.digits


# --- slow inputs ----------------------------------------------------------------------------


def _quoted(count: int, alphabet: str, tail: str) -> Callable[[int], str]:
    """`blocks` copies of one line of `count` quoted values: the same values in each block,
    so the rules take as many passes over the long text as over the short one."""
    block = " ".join(f'"{v}"' for v in _values(count, alphabet, tail))
    return lambda blocks: " ".join([block] * blocks)


@pytest.mark.parametrize(
    ("make", "size"),
    [
        (lambda n: f"k: {KEY}" + " " * n, 12_500),
        (lambda n: "[REDACTED:password]" + " " * n + "x", 12_500),
        (_quoted(2_000, _BASE62, ""), 1),
        (_quoted(750, _BASE62 + "!#%^&*", "aZ9!"), 1),
    ],
    ids=["spaces-after-a-value", "spaces-after-a-placeholder", "quoted-values", "quoted-passwords"],
)
def test_long_lines_of_values_are_read_in_linear_time(
    make: Callable[[int], str], size: int
) -> None:
    """Each took 7-13 s at the long size on the rules before (a quadratic rule)."""
    assert_linear(redact, make, size)
