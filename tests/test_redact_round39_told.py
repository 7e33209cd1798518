"""Redaction rules 44: a credential told in a Latin-script chat sentence. A password
announced ahead of its value ("on the next line", "below") and then given alone on a
later line; a password changed "to" a value that is only lower case and digits.

Every value here is invented for the test; none is a row of any labelled set.
"""

from __future__ import annotations

from cputime import assert_linear
from retain.redact import redact


def _kept(text: str) -> bool:
    return redact(text) == (text, 0)


def test_a_password_announced_for_the_next_line_is_taken() -> None:
    for text, value in (
        (
            "Ana: I'll paste the password for the build box on the next line.\n"
            "Ana: one sec\nAna: Qe7=vLm2_pX9sR",
            "Qe7=vLm2_pX9sR",
        ),
        (
            "- Lio: la contraseña del NAS va en la línea siguiente, no la compartas.\n"
            "Lio: 7c1e9a3b5d2f4e6a8b0c9d1e3f5a7b9c",
            "7c1e9a3b5d2f4e6a8b0c9d1e3f5a7b9c",
        ),
        (
            "> Ka tuhia e au te kupuhipa mō the wiki ki te rārangi e whai ake nei.\n"
            "agent: ok\nMere: tuna_kai_2291",
            "tuna_kai_2291",
        ),
        ("bob: wifi password below\nbob: kettle-moss-41", "kettle-moss-41"),
    ):
        out, _ = redact(text)
        assert value not in out, text  # each of these is stored on rules 43


def test_a_next_line_with_no_value_is_kept() -> None:
    for text in (
        "Ana: the password policy is on the next line.\nAna: passwords need 12 characters",
        "bob: password below\nbob: thanks",
        "I'll put the password in 1Password, link on the next line:\nhttps://vault.example/x",
        "Ravi: password on the next line\nRavi: ask Ravi for it",
        "the password was wrong, see the line below\nERROR invalid password",
        "password: kept in vault; the user on the next line\nsvc_reports01",
    ):
        assert _kept(text), text


def test_a_password_changed_to_a_lower_case_value_is_taken() -> None:
    for text, value in (
        ("I changed the password for the wiki to lantern4471 this morning.", "lantern4471"),
        ("Esta mañana cambié la contraseña del NAS a gatoazul77.", "gatoazul77"),
        ("Hoje mudei a senha do Grafana para pedra_9031.", "pedra_9031"),
        ("Ik heb het wachtwoord van Jenkins veranderd in molen5521.", "molen5521"),
        ("Saya ganti kata sandi Redis jadi kopi8842 tadi.", "kopi8842"),
    ):
        out, _ = redact(text)
        assert value not in out, text  # each of these is stored on rules 43


def test_a_change_of_something_else_is_kept() -> None:
    for text in (
        "we changed the password hashing to argon2id",
        "changed the password policy to require 12 characters",
        "reset the password to the default and sent the link",
        "rotated the password for web01 to v2.3.1",
        "changed the password in config.py to env2 vars",
        "the password for web01 to use is in 1Password",
        "passphrase support landed in 2.3",
    ):
        assert _kept(text), text


def test_the_new_rules_stay_linear_on_long_lines() -> None:
    assert_linear(redact, lambda n: "password next line " * n + "\nx: aB3-9x", 2_000)
    assert_linear(redact, lambda n: "changed the password " + "to a1 " * n, 2_000)
