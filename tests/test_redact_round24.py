"""Issue 27, twenty-fourth round: redaction runs on every way in, so no input may hold a
write for seconds. A long run of spaces after a placeholder, a line of thousands of quoted
values and a line of thousands of quoted generated passwords were read in quadratic time;
each is read in linear time now.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import random
import string
import time

import pytest

from retain.redact import redact

KEY = "Vb7" + "nQ2xLp9RtK4wMz8sHc3JdF6g"  # 28 base62 characters, generated


def _values(count: int, alphabet: str, tail: str) -> list[str]:
    rng = random.Random(24)
    return ["".join(rng.choice(alphabet) for _ in range(20)) + tail for _ in range(count)]


_BASE62 = string.ascii_letters + string.digits


# --- slow inputs ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (f"k: {KEY}" + " " * 50_000, 2.0),
        ("[REDACTED:password]" + " " * 50_000 + "x", 2.0),
        (" ".join(f'"{v}"' for v in _values(8_000, _BASE62, "")), 6.0),
        (" ".join(f'"{v}"' for v in _values(3_000, _BASE62 + "!#%^&*", "aZ9!")), 4.0),
    ],
    ids=["spaces-after-a-value", "spaces-after-a-placeholder", "quoted-values", "quoted-passwords"],
)
def test_long_lines_of_values_are_read_in_linear_time(text: str, bound: float) -> None:
    """Each took 7-13 s on the rules before (a quadratic rule), well under a second now."""
    start = time.process_time()
    redact(text)
    assert time.process_time() - start < bound
