"""Redaction rules 43: a secret told in a sentence by what it opens, with no credential's
word ("prod redis now takes V for admin", "try **V**", "V works for the seed user now").

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_value_handed_to_what_it_opens_is_taken() -> None:
    for text, value in (
        ("got it in DM, the uploader takes kwpaNoei+BQRZ_31", "kwpaNoei+BQRZ_31"),
        ("The box still accepts Hn4-pW8sKe2q for ops_ro; fix it next sprint.", "Hn4-pW8sKe2q"),
        ("I get in with copper-fennel-walnut-orbit and my email.", "copper-fennel-walnut-orbit"),
        (
            "use «5b1e0c9d7a3f4e2b8c6d1a0f9e7b3c5d» for the stats proxy",
            "5b1e0c9d7a3f4e2b8c6d1a0f9e7b3c5d",
        ),
        (
            "'9c3e7a1b5d2f4e6a8b0c9d1e3f5a7b9c2d4e6f80' works for the fixture user",
            "9c3e7a1b5d2f4e6a8b0c9d1e3f5a7b9c2d4e6f80",
        ),
        (
            "if the seed user complains, try **0d4f6a8c2e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f**",
            "0d4f6a8c2e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f",
        ),
    ):
        out, _ = redact(text)
        assert value not in out, text  # each of these is stored on rules 42


def test_the_same_verbs_with_ordinary_values_are_kept() -> None:
    for text in (
        "use pytest-xdist to run them",
        "try v2.4.1 first, then 2.5.0",
        "the build takes 30s on main",
        "use PAY-1234 as the ref",
        "try main.py again",
        "use --force-with-lease when you push",
        "this works for me",
        "that gets you into the settings page",
        "use snake_case here",
        "the password is in 1Password, ask Ravi for it",
        "passwords need 12 characters",
        "npm warn deprecated old@1.2.3: use @acme/newpkg instead",
        "Sam said sk-live-**** works for the other box too",
        "if it hangs again try sha512-Zq9r+Lk3Wm7TpX2vB8nQ4cJ6hF1dS5gA0eY== first",
    ):
        assert _kept(text), text


def test_the_new_rules_stay_linear_on_long_lines() -> None:
    assert_linear(redact, lambda n: "use " + "aB3-" * n, 2_000)
    assert_linear(redact, lambda n: "aB3-x " * n + "works for", 2_000)
