"""The one loop that puts placeholders in place of spans (retain.redact.splice), shared by
the passes that find their spans apart from the rules: splits, parts, wraps, siblings."""

from __future__ import annotations

from retain.redact.splice import splice


def test_splice_places_placeholders_in_order_and_skips_an_overlap() -> None:
    text = "a=SECRET1 b=SECRET2"
    spans = [(2, 9, "password"), (5, 12, "token"), (12, 19, "token")]
    assert splice(text, spans) == ("a=[REDACTED:password] b=[REDACTED:token]", 2)


def test_splice_of_no_span_is_the_text_itself() -> None:
    text = "nothing here"
    out, count = splice(text, iter(()))
    assert out is text and count == 0
