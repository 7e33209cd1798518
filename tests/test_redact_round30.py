"""Issue 27, thirtieth round: a token the layout cut in two, and a mask that is none.

A token told in two chat messages (the speaker and the time between them), or wrapped by
a quoted reply, left both pieces as they were: neither is a vendor's token alone, joined
they are one (retain.redact.joins).

A run of x inside a value that goes on for more (`xxxxxxQm7Rt2Kp9Zw`) read as a mask, so
the whole value stayed; a mask is now a run of mask characters with at most a vendor's
prefix or a dashboard's last few characters beside it in its field (base.masked), the one
test is_placeholder and references share.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from retain.redact import redact
from retain.redact.base import is_placeholder, masked

# Invented pieces of GitLab-shaped tokens: neither piece is one alone.
PIECES = [("glpat-wkqRte", "-_pX482MNQ7RZY"), ("glrt-PqWmZ", "LTXKRQWNbZdqhVm")]
LAYOUTS = [
    "tomas\n9:12 AM\nprima parte: {head}\n\nines\n9:20 AM\nseconda parte: {tail}",
    "**ana** quoted ben:\n> ben wrote: the value\n> {head}\n> {tail}\n\nworks",
    "[09:14] kai: {head}\n[09:16] lee: ok\n[09:17] kai: {tail}",
]


@pytest.mark.parametrize(("head", "tail"), PIECES)
@pytest.mark.parametrize("layout", LAYOUTS)
def test_both_pieces_of_a_token_cut_across_lines_go(layout: str, head: str, tail: str) -> None:
    out = redact(layout.format(head=head, tail=tail))[0]
    assert head not in out and tail not in out
    assert out.count("[REDACTED:") == 2


@pytest.mark.parametrize(
    "text",
    [
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web-config-7f9c2d41b8",
        'HTTP/1.1 302 Found\nLocation: https://example.test/dashboard\netag: "5f3a9c1e77"',
        "kind: Secret\n\nname: glpat-docs-example",
        '  token: "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"\n'
        "  checksum: 9c2e41d0b7a35f68e1c4d2a9b0f7e3c5d6a8b1f2",
    ],
)
def test_lines_that_join_into_no_vendor_token_stay(text: str) -> None:
    assert redact(text)[0] == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("DB_PASSWORD=xxxxxxQm7Rt2Kp9Zw", "xxxxxxQm7Rt2Kp9Zw"),
        ("api_key: Hq2dKp9Z7mTw****", "Hq2dKp9Z7mTw****"),
        ('"password": "Zw4Rt7Qm2Kp9xxxxLp3Vn8"', "Zw4Rt7Qm2Kp9xxxxLp3Vn8"),
    ],
)
def test_a_value_with_a_run_of_x_or_stars_inside_is_replaced(text: str, secret: str) -> None:
    assert secret not in redact(text)[0]


@pytest.mark.parametrize(
    "value",
    [
        "ghp_••••••••Wq7Z",
        "sk_live_****8kPz",
        "xxxxxxxxxxxx",
        "AKIA****WXYZ",
        "****",
        "npm_xxxxHq2d",
    ],
)
def test_a_mask_with_a_prefix_or_the_last_characters_is_a_placeholder(value: str) -> None:
    assert masked(value) or is_placeholder(value)
    assert redact(f"TOKEN={value}")[0] == f"TOKEN={value}"
