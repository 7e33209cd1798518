"""Redaction rules 45: a rotated credential's old value told in a language the word lists
do not read. The note keeps its shape: a clause naming the key, a semicolon, a few words,
the value closing the sentence.

Every value and sentence here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_rotated_key_told_after_a_semicolon_in_any_language_is_taken() -> None:
    for text, value in (
        (
            "- Sione: Ua ou suia le key mo the wiki box; o le mea tuai o Wq7Lm2pX9sRv+Tz.",
            "Wq7Lm2pX9sRv+Tz",
        ),
        (
            "> Kua hurihia e au te kī mō the mail relay; ko te mea tawhito ko 'Hn4vQz8Kp1Rw'.",
            "Hn4vQz8Kp1Rw",
        ),
        (
            "the build cache llaveta tikrarqani; ñawpaq llaveqa «pT6.xVq9LmZ2aB» karqan",
            "pT6.xVq9LmZ2aB",
        ),
        (
            "ናይ the wiki box key ቀይረዮ፤ እቲ ናይ ቀደም `3f1e9a7c5b2d4e6f8a0b1c2d3e4f5a6b` ነይሩ",
            "3f1e9a7c5b2d4e6f8a0b1c2d3e4f5a6b",
        ),
        (
            "[09:12] <Kojo> agbanwere m key maka the mail relay; nke ochie bụ Zr8_QwLp2MnV5x",
            "Zr8_QwLp2MnV5x",
        ),
        ('  "Iar ukōt key eo an the wiki box; eo etto ej **c9Fh2Lq.Vx7Tz**\\n"', "c9Fh2Lq.Vx7Tz"),
    ):
        out, _ = redact(text)
        assert value not in out, text  # each of these is stored on rules 44


def test_a_semicolon_after_a_key_word_with_no_secret_after_it_stays() -> None:
    for text in (
        "the CI cache key is the sha256 of uv.lock; today it's "
        "5e0c9a1b2d3f4e5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a",
        "Token caducado; traza 0a1b2c3d4e5f60718293a4b5c6d7e8f9.",
        "password reset broke in 1a2b3c4; the token table migration is "
        "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a291807",
        "signed by key 4C1D2E3F4A5B6C7D; provenance sha256:"
        "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0",
        "rotated the token; see docs/Rotation.md",
        "set the key; then run make build2",
        "the api key; is stored in vault now",
        ".key { color: #3b5a50; background: #ffffff; }",
    ):
        assert _kept(text), text


def test_the_rotated_clause_reads_a_long_line_in_linear_time() -> None:
    assert_linear(redact, lambda n: "the key was set; o le mea tuai o " * n, 800)
    assert_linear(redact, lambda n: "key " + "a;" * n, 4_000)
