"""One redact() takes what a second would: inputs the idempotence property test found,
rebuilt with invented values."""

from __future__ import annotations

import pytest

from retain.redact import redact

# An invented AWS access key id.
KEY_ID = "AKIAPF91DHODZDOC9IS0"


@pytest.mark.parametrize(
    "text",
    [
        pytest.param(f"password={KEY_ID}: \n{KEY_ID}password", id="colon-space-then-glued"),
        pytest.param(f"db_password={KEY_ID}:\n{KEY_ID}backup", id="colon-then-glued"),
    ],
)
def test_value_after_a_label_line_whose_value_was_replaced(text):
    # The label line held a value (the key id), so it is no bare label: the value on the
    # next line is read as told after the break in the first pass, not only in a second.
    once, _ = redact(text)
    assert KEY_ID not in once
    assert redact(once) == (once, 0)
