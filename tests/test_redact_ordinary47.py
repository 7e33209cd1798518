"""Issue 27, rules 47: ordinary text rules 46 altered in long memories (retain.redact.convo,
formats, kept): a document's structure read as a chat's answer, an OpenSSH key fingerprint,
a throwaway database's password that repeats its field's name."""

from __future__ import annotations

import pytest

from cputime import assert_linear
from retain.redact import redact

# A GitHub issue's comments are a chat (`**lena** commented`): a line under one that names a
# credential is an answer only when it reads as a value.
_THREAD = "**lena** commented (2024-03-27):\nWhere is the API token for staging kept?\n\n"

ORDINARY_CASES = [
    _THREAD + "| Key | Value |\n|---|---|\n| trace id | d189e52c |\n\n**priya** commented:\nok",
    _THREAD + "**Next:**\n\nrotate it on Friday.",
    _THREAD + "```\nAPP_ENV=local\nLOG_LEVEL=debug\nFEATURE_new_search_ranker=false\n```",
    "My key fingerprint is SHA256:CtW0QRgdbU9YQWFhecGvkAuWDkafuum7hAqpijHlCqA if someone "
    "needs to verify it on the bastion.",
    "services:\n  db:\n    image: postgres:16\n    environment:\n"
    "      POSTGRES_PASSWORD: postgres   # throwaway test database, never deployed",
    "docker run -e MYSQL_ROOT_PASSWORD=root mysql:8",
]

SECRET_CASES = [
    # an answer that is a value still is one
    (_THREAD + "Hazeltul1p#67", "Hazeltul1p#67"),
    (_THREAD + "**Xk29!abQ7**", "Xk29!abQ7"),
    # the field's name holds the word, but the value is no default
    ("POSTGRES_PASSWORD: postgresX81q", "postgresX81q"),
    ("DB_PASSWORD: postgres", "postgres"),
    # a fingerprint's prefix before a value of another length is no fingerprint
    ("use the key SHA256:k3Y9bQ2xV7mN1pL4sT8wZ0cR6 to log in", "k3Y9bQ2xV7mN1pL4sT8wZ0cR6"),
]


@pytest.mark.parametrize("text", ORDINARY_CASES)
def test_ordinary_text_is_kept(text: str) -> None:
    assert redact(text) == (text, 0)


@pytest.mark.parametrize(("text", "secret"), SECRET_CASES)
def test_secret_is_still_redacted(text: str, secret: str) -> None:
    out, count = redact(text)
    assert count >= 1 and secret not in out


def test_new_shapes_are_linear() -> None:
    unit = "POSTGRES_PASSWORD_"
    assert_linear(redact, lambda n: unit * n + ": postgres", 20_000 // len(unit))
    unit2 = "|--"
    assert_linear(redact, lambda n: _THREAD + unit2 * n + "|", 20_000 // len(unit2))
