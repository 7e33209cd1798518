"""One redact() takes what a second would: inputs the idempotence property test found,
rebuilt with invented values."""

from __future__ import annotations

import pytest

from retain.redact import redact

# An invented AWS access key id, and an invented value told on the line after it.
KEY_ID = "AKIAPF91DHODZDOC9IS0"
TOLD = "sunrise42"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        pytest.param(f"password={KEY_ID}: \n{KEY_ID}password", KEY_ID, id="colon-space-glued"),
        pytest.param(f"db_password={KEY_ID}:\n{KEY_ID}backup", KEY_ID, id="colon-glued"),
        pytest.param(f'"{KEY_ID}=Bearer \n{TOLD}-----BEGIN', TOLD, id="bearer-broken"),
        pytest.param(f"{KEY_ID}://Authorization: Basic \n{TOLD}@host", TOLD, id="basic-broken"),
    ],
)
def test_value_after_a_line_whose_value_was_replaced(text, value):
    # The line before the break held a value the rules replaced, so it is no bare label:
    # the value on the next line is read as told after the break in the first pass, not
    # only by a second redact() that finds the placeholder there.
    once, _ = redact(text)
    assert value not in once
    assert redact(once) == (once, 0)


def test_value_brought_within_reach_of_a_break_by_a_placeholder():
    # A long key replaced at the next line's start leaves a short placeholder, which brings
    # the second token within the reach of the break: the first pass reads that too.
    openai = "sk-" + "Wq4Lr8Tn2Vx6Zb0Hc3Jd7Kf1Mg5Np9Qs2Ut6Yw0Ae4Ri8Eo3Pa"
    github = "ghp_" + "Qm7Rx2Vt9Lw4Kp8Zn3Hs6Jd1Fb5Gc0Ya2Xe"
    text = f"the token`Authorization: Basic \n{openai}{github}Tiger*771{github}\n"
    once, _ = redact(text)
    assert github not in once
    assert redact(once) == (once, 0)
