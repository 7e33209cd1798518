"""A secret the rules replace in a text is replaced in the same text written with other
spaces and marks: a no-break or ideographic space, a right-to-left or zero-width mark, a
line ended by a lone \\r, fullwidth punctuation. Found by fuzzing the development sets'
secrets under those transforms (benchmarks/fuzz_bench.py)."""

from __future__ import annotations

import pytest

from retain import redact
from retain.redact.plainview import plain_view, replace_seen

TRACE = "retries = 4\napi_key = 'ncTQuIY+a22FNPton0H'\ntimeout = 30"
SECRET = "ncTQuIY+a22FNPton0H"
WRAPPED = (
    "Notes from `env | sort` (2026-03-28 06:01):\n"
    "```\nGITHUB_TOKEN=npm_WtwB8wxP3zZzzhsR↵\nTETYBHZ0IkkAHhiRSw9P\n```"
)


@pytest.mark.parametrize(
    "form",
    [
        TRACE.replace(" ", "\u00a0"),  # no-break spaces
        TRACE.replace(" ", "\u3000"),  # ideographic spaces
        TRACE.replace(" ", " \u200f"),  # a right-to-left mark after each space
        TRACE.replace(" = ", "\u200b=\u200b"),  # zero-width spaces
    ],
)
def test_a_secret_is_replaced_whatever_spaces_and_marks_surround_it(form: str) -> None:
    assert SECRET not in redact.redact(TRACE)[0]  # the plain text, for comparison
    out, count = redact.redact(form)
    assert SECRET not in out
    assert count >= 1


def test_a_wrapped_secret_is_joined_across_a_lone_cr() -> None:
    assert "TETYBHZ0IkkAHhiRSw9P" not in redact.redact(WRAPPED)[0]
    assert "TETYBHZ0IkkAHhiRSw9P" not in redact.redact(WRAPPED.replace("\n", "\r"))[0]


def test_the_view_is_the_text_itself_when_it_is_plain_ascii() -> None:
    assert plain_view(TRACE) is TRACE
    assert plain_view("a\u00a0b\u200dc\r\nd\re。") == "a bc\r\nd\ne."


def test_a_value_seen_in_the_view_is_replaced_only_where_it_stands_whole() -> None:
    text = "key\u00a0= abc123XYZ and abc123XYZ9 and [REDACTED:password] x"
    out, count = replace_seen(text, [("abc123XYZ", "password")])
    assert out == "key\u00a0= [REDACTED:password] and abc123XYZ9 and [REDACTED:password] x"
    assert count == 1


def test_ordinary_text_in_other_spaces_is_left_as_it_is() -> None:
    text = "timeout\u00a0=\u00a030 and retries\u3000=\u30004, see 「README」。"
    assert redact.redact(text) == (text, 0)
