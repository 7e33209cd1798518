"""The belief a change retires is the one about the same thing, even when another of its
parts says "don't": "web/ is linted with eslint; run `eslint web/` ..., don't disable rules
inline" asserts eslint, and a switch away from eslint closes it, not a belief that names
eslint only as a setting. Found on pairs25 (i001): the gate closed the import-sorting
belief for a new formatter (data loss) because the formatter's belief had a "don't"."""

from __future__ import annotations

from gate_checks import closes, near
from retain.core.gate import judge


def test_a_negation_in_another_part_keeps_the_value_asserted() -> None:
    linter = (
        "web/ is linted with eslint, max warnings 0; run `eslint web/` first, "
        "don't disable rules inline."
    )
    styles = 'Stylesheets in web/ are checked by stylelint (`extends: "eslint"`, `max: 3`).'
    text = "We switched web/ from eslint to biome (same rule set); eslint is out of the dev deps."
    found = judge(text, "fact", [near(styles, 0, 0.5), near(linter, 1, 0.7)])
    assert (found.verdict, found.target) == ("contradiction", 1)


def test_a_value_in_the_negated_part_is_not_asserted() -> None:
    # "don't use moment" denies moment: a switch away from moment closes nothing there
    belief = "Dates in web/ are handled with date-fns, don't use moment."
    assert closes("We switched web/ from moment to dayjs.", belief) is None


def test_a_negated_part_about_the_statements_subject_keeps_the_belief_open() -> None:
    # the belief's "don't" is about `moment`, the statement's subject: "not in web/" agrees
    # with it, and web/ is no value the statement retires (pairs25 i081 in another form)
    belief = "web/ handles dates with date-fns; don't add `moment`."
    assert closes("`moment` is fine in the admin scripts, not in web/.", belief) is None


def test_a_negated_part_naming_the_field_keeps_the_belief_open() -> None:
    # the belief's negated part is about the email field the statement speaks of; its other
    # part's value is not read as asserted on that statement (pairs20 a038 in another form)
    belief = "accounts.email is NOT NULL and indexed, compared case-insensitively (citext)."
    assert closes("admin_accounts.email is a plain varchar, not citext.", belief) is None
