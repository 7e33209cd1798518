"""Round 43 of the write gate: a note on who does what closes no rule that only happens to
share a word with it. A command a CI job runs is not a duty someone holds (core/roleslot.py);
a handover replaces a holder only of a duty the belief names outside an aside, and not one a
holder the belief names is still said to hold (core/handover.py); a module path joined by
`::` is one name (core/claims.py). With the positive cases each rule must keep. Every
example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import claims, handover, roleslot, standing

OTHER = "Deploys go out on Tuesdays"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Noor owns the app; Lars coordinates the partner clinics.",
            "CI runs `npm run check --max-warnings 0` in app/; don't raise the budget and "
            "don't add files to the lint ignore list to pass it.",
        ),
        (
            "Ines took over the gateway in May; Tomas handles DNS.",
            "Notes from the mobile team (their repo, not this gateway): `make icons` rebuilds "
            "the catalog in `Icons/Set.xcassets`; never remove a Realm schema version.",
        ),
        (
            "Lea took over from Piotr in March; Ruth owns billing and the audit.",
            "Die `billing/rules.yaml` bleibt bis zum Abschluss des Audits gesperrt: keine "
            "Änderung ohne Ruth.",
        ),
        (
            "Write new specs with Spec2::Core, not Spec::Old.",
            "Der Testserver ist spec-box.example; Zugang haben nur Vera und Olga.",
        ),
    ],
)
def test_a_people_note_closes_no_rule(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None


def test_a_command_run_is_no_duty() -> None:
    assert roleslot.duties("CI runs `pytest -x --cov` in api/") == []
    assert roleslot.role_update("Ana owns the api", "CI runs `pytest -x --cov` in api/") is None


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Dana owns the release checklist now.", "Kim owns the release checklist"),
        ("Dana runs the release checklist now.", "The release checklist is run by Kim"),
    ],
)
def test_a_duty_held_by_someone_new_still_closes(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


def test_a_duty_handed_over_in_another_sentence_still_closes() -> None:
    text = "Ada is leading the billing_v3 migration from here; Olaf handed it over on Friday."
    assert handover.handover_update(text, "Olaf owns the billing_v3 migration") is not None


def test_a_holder_still_named_keeps_the_duty() -> None:
    text = "Lea took over from Piotr in March; Ruth owns the audit."
    belief = "Until the audit ends, Ruth signs off on Billing changes."
    assert handover.handover_update(text, belief) is None


def test_a_module_path_is_one_name() -> None:
    change = claims.parse_change("Use Spec2::Core in new specs, not Spec::Old.")
    assert change is not None and change.old == "Spec::Old"
    assert not claims.asserts("spec-box.example holds the specs", "Spec::Old")
    assert claims.asserts("Specs still use Spec::Old", "Spec::Old")


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Design sync: quarter to eleven.", "Design sync is at 10:45."),
        ("Nightly export runs at half past three.", "Nightly export runs at 03:30."),
    ],
)
def test_the_same_time_in_words_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None


def test_another_time_in_words_is_read() -> None:
    assert standing.same_clock("10:45", "Design sync: quarter to eleven.")
    assert not standing.same_clock("10:15", "Design sync: quarter to eleven.")
    assert standing.same_clock("22:00", "Deploy freeze starts at ten o'clock.")
