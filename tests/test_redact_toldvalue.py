"""Issue 27, twenty-sixth round: a value told in a sentence, found by its own shape in any
language or script (retain.redact.toldvalue), taken; the ids, digests, data and names
nearest that shape in a line of talk, kept.

Every value and sentence here is invented for the test; none is a row of any labelled
set. Each "gone" case was stored before this round (no rule knew the language's word for
a password, or the value had no symbol the older shape rules ask for).
"""

from __future__ import annotations

import time

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact import redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        # a generated token after a password's name in a language no lexicon holds
        ("[09:14] tala: upu lilo o le dashboard o Rk7vQm2TzXw9Lp", "Rk7vQm2TzXw9Lp"),
        ("<mose> ko te kupu o te box ko «Hq3.WnZ8rTvK2m»", "Hq3.WnZ8rTvK2m"),
        ("user: rmz-e staging-ka ahi `bN4_xQ7kZwR2tY` hawa", "bN4_xQ7kZwR2tY"),
        # no keyword at all, English prose
        ("Heads up, the ledger api now takes pX8kW3nRt7ZqLm for ops.", "pX8kW3nRt7ZqLm"),
        # a run no word or name holds (`drmm`, `VqDM`) makes up for few case changes
        ("the box still accepts uwaTT4odrmmiKa7 for admin, sadly", "uwaTT4odrmmiKa7"),
        # the value alone on its line beside an emoji, the chat line above naming the box
        ("[10:02] ana: the billing box 🙏\n🔑 Wc8hJ2q+Lz5Tn4\n👍 thanks", "Wc8hJ2q+Lz5Tn4"),
        # a value that ends in a symbol, in a ticket's reply
        ("Agent reply: ithi entsha yakho hpQ7zRp2KxW8vL+ kusukela namhlanje", "hpQ7zRp2KxW8vL+"),
        # a diceware passphrase joined by a mark, a number stuck to its last word
        (
            "ang password sa wiki kay quartz.pebble.lagoon.tinsel47 ha",
            "quartz.pebble.lagoon.tinsel47",
        ),
        (
            "pasiwedhi ye the box ndi «cobalt_meadow_thimble_orchard31»",
            "cobalt_meadow_thimble_orchard31",
        ),
        ("the vpn one is 'willow-gravel-sprocket-52' now", "willow-gravel-sprocket-52"),
    ],
)
def test_a_value_told_in_talk_goes_by_its_shape(text: str, secret: str) -> None:
    assert_gone(text, secret)


@pytest.mark.parametrize(
    "text",
    [
        # ids named by the words before them
        "ksuid 2Lq8VtXm4RkP9wZn3Hc7JdYb5Fs shows up in both tables",
        "YouTube video id 7kQv2Bx9TzL is the onboarding walkthrough.",
        "WARN JWT verification failed: kid Pq4N_x8ZrT2wLm6B not found",
        "the GraphQL node id PR_kwHOx7Zq2Lm9Tn is the PR we reopened",
        # data the line says is base64, and base64 of text
        "protobuf from the bug report: Tz8qLm2RxW4vNk9P decodes to an empty list",
        "fixture anVuaXBlciBtZWFkb3c2 in the test folder",
        # a digest's padding, a slug with a suffix, a sha after a tag
        "we pinned it to vt7JgRFcm4YGtS88xrYd1+w4Z= last week",
        "the pod ridge-exporter-4gMX7U restarted twice today",
        "deployed image ZOX-5b6f6c2 to the staging cluster",
        # names of code: words and acronyms, however they are cased
        "the signature algorithm SHA256withRSA is what the app expects",
        # a table, a lockfile line: not talk
        "| db3 | svc | Xq7LmT2vRk9WpZ | ok |",
        # joined words: a platform, a host, ordinary words, no number
        "[15:36] mina: self-hosted-arm64 🙏 (edited)",
        "we moved the docs to lantern.harbor.velvet.example this week",
        "the branch fix-user-login-page12 is merged now",
    ],
)
def test_an_id_digest_or_name_in_talk_is_kept(text: str) -> None:
    assert_kept(text)


def test_told_values_stay_linear_on_long_input() -> None:
    """A megabyte of talk full of ids, and a 50,000-word line of token-shaped words: each
    candidate reads a bounded stretch of its line, never the whole line (a line read
    whole from its start made the long line quadratic)."""
    talk = "the trace shows kid Pq4N_x8ZrT2wLm6B again, see you then.\n" * 17_000
    line = " ".join(["pX8kW3nRt7ZqLm", "quartz.pebble.lagoon99", "Ab1"] * 16_700)
    for text in (talk, line):
        start = time.process_time()
        assert redact(text) == (text, 0)
        assert time.process_time() - start < 10.0
