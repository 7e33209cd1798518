"""Issue 27, thirty-third round: a look-alike id is not a secret.

Services tag the ids they hand out with the object's type (`chatcmpl-`, `file-`,
`thread_`, an `AC` SID before a GUID's hex) and the body is as random as a key's, so the
rules that read a generated value by its shape alone took them. A value tagged as an
object's id now stays under those rules (retain.redact.objectids); a tag that names a
credential (`sk_`, `..._secret_`), a vendor's documented prefix, a value under a
credential's name and a value answering a question about a password are still taken.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

import pytest

from redact_checks import assert_gone, assert_kept
from retain.redact.objectids import names_an_object


@pytest.mark.parametrize(
    "text",
    [
        "the failing call was `chatcmpl-9XkQ2mZx7LpW3nRtYb` from the batch job",
        'it was "file-Wq2mZx7LpW3nRtYb9Vc" that got uploaded',
        "the assistant replied in thread_Ab3dEf9GhIjK2LmN after run-Xy7zQw2Er5Ty",
        "ok: AC7e1c0a5b9d3f2e8a6c4b0d9e7f1a3c52",
    ],
)
def test_an_id_tagged_with_its_type_stays(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("password: thread_Ab3dEf9GhIjK2LmN", "thread_Ab3dEf9GhIjK2LmN"),
        (
            "[10:02] ana: what's the db password?\n[10:03] ben: prod_Xk29Lm4nQ8rT2v",
            "prod_Xk29Lm4nQ8rT2v",
        ),
        ("vpn: slate_marble_copper26", "slate_marble_copper26"),  # words, not a random body
        ("sk_live_Xk29Lm4nQ8rT2vW5yZ7aB3cD", "sk_live_Xk29Lm4nQ8rT2vW5yZ7aB3cD"),
    ],
)
def test_a_credential_that_looks_like_an_id_is_still_taken(text: str, secret: str) -> None:
    assert_gone(text, secret)


def test_a_tag_that_names_a_credential_is_no_object() -> None:
    assert names_an_object("cus_Qw7RtYu2IoPaSd9")
    assert not names_an_object("whsec_Qw7RtYu2IoPaSd9xLm4nQ8rT2vW5")  # a vendor's prefix
    assert not names_an_object("app_secret_Qw7RtYu2IoPaSd9x")
    assert not names_an_object("copper_marble26x")  # no mixed-case random body
