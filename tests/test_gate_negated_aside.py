"""A negation the belief does not say of its value denies nothing: one in a bracketed
aside that does not name the value ("formatted with Black (`pyproject.toml`: no string
normalization)"), one inside a quoted command (`pytest -m 'not slow'`), and one in another
part whose words about the statement's subject the asserting part shares too ("builds with
Sphinx; no Markdown build plugins"). A change that retires the value closes the belief."""

from __future__ import annotations

from gate_checks import closes


def test_a_negation_in_an_aside_about_settings_keeps_the_value_asserted() -> None:
    belief = (
        "Python in `svc/` is formatted with Black "
        "(`svc/pyproject.toml`: no string normalization, line length 88)."
    )
    text = "Ruff format replaced Black for formatting in `svc/`; settings: `svc/ruff.toml`."
    assert closes(text, belief) == 0


def test_an_aside_denying_another_tool_keeps_the_value_asserted() -> None:
    belief = "Python in `svc/` is formatted with Black (not autopep8)."
    assert closes("Ruff format replaced Black for formatting in `svc/`.", belief) == 0


def test_an_aside_denying_the_retired_value_still_denies_it() -> None:
    # the aside names autopep8 and says "not": the belief does not hold what is retired
    belief = "Python in `svc/` is formatted with Black (not autopep8)."
    assert closes("We switched from autopep8 to Ruff format in `svc/`.", belief) is None


def test_a_negation_inside_a_quoted_command_is_the_commands_own() -> None:
    belief = "A nightly smoke job runs the API suite (`pytest -m 'not slow'`) against staging."
    text = "The nightly smoke job was replaced by a canary check; see `ops/canary.md`."
    assert closes(text, belief) == 0


def test_a_negated_part_sharing_only_the_asserting_parts_words_does_not_hold_it_open() -> None:
    # "build" is in both parts: it does not say the statement speaks to the negated one
    belief = "The docs site builds with Sphinx 7; plain reStructuredText, no Markdown build tools."
    text = "The docs site builds with MkDocs now; the Sphinx files were removed in PR #88."
    assert closes(text, belief) == 0


def test_a_negated_part_about_the_statements_own_subject_still_holds_it_open() -> None:
    # the negated part's own words ("moment") are what the statement is about
    belief = "web/ handles dates with date-fns; don't add `moment`."
    assert closes("`moment` is fine in the admin scripts, not in web/.", belief) is None
