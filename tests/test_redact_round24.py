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

from redact_checks import assert_gone, assert_kept
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


# --- a Sentry DSN's key is public -----------------------------------------------------------

DSN_KEY = "52f0" + "6805b22fcf4e9f960e8a46d62fdd"  # 32 hex digits, a DSN's public key
DSN_SECRET = "e17c" + "40d93b5a8f26c1d7e04b9a3f6c58"  # a legacy DSN's secret key


@pytest.mark.parametrize(
    "text",
    [
        f"SENTRY_DSN=https://{DSN_KEY}@o864252.ingest.sentry.io/7019152",
        f'Sentry.init({{ dsn: "https://{DSN_KEY}@o307338.ingest.us.sentry.io/8188305" }});',
        f'sentry_sdk.init(dsn="https://{DSN_KEY}@sentry.internal.example/59")',
        f"SENTRY_DSN=https://{DSN_KEY}@errors.example.com/21",
    ],
    ids=["env", "browser", "self-hosted", "named"],
)
def test_a_sentry_dsn_key_is_kept(text: str) -> None:
    """Sentry: DSNs "only allow submission of new events"; they read nothing."""
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f"https://{DSN_KEY}:{DSN_SECRET}@sentry.example.io/12", DSN_SECRET),
        (f"git clone https://{DSN_KEY}@gitlab.example.com/team/app.git", DSN_KEY),
        (f"curl https://{DSN_KEY}@api.example.com/v1/123", DSN_KEY),
    ],
    ids=["legacy-secret", "git-remote", "api-user"],
)
def test_a_token_as_a_urls_user_still_goes(text: str, secret: str) -> None:
    assert_gone(text, secret)
