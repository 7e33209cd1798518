"""Round 46 of the write gate (issue 29): an exception for a part, with the rest kept on
the retired value ("...; everyone else approves a push"), and a statement that puts its own
subject elsewhere and names the belief's place only to exclude it ("A are kept in Y, not in
X"). Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import claims
from retain.core.keptpart import excluded_from_another_subject, rest_keeps_old

OTHER = "Deploys go out on Tuesdays"

# --- the rest keep the retired value ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Contractors sign commits with SSH keys instead of GPG; everyone else keeps GPG.",
            "Commits to the release branch are signed with GPG.",
        ),
        (
            "The two kiosks in the lobby log in with a badge instead of a password; "
            "the rest of the terminals use a password.",
            "Warehouse terminals log in with a password.",
        ),
        (
            "Die Lagerrechner melden sich per Badge statt per Passwort an; "
            "alle anderen nutzen weiter das Passwort.",
            "Alle Rechner melden sich mit Passwort an.",
        ),
        (
            "Los portátiles de soporte usan WireGuard en lugar de OpenVPN; "
            "los demás equipos siguen con OpenVPN.",
            "Todos los equipos se conectan por OpenVPN.",
        ),
    ],
)
def test_an_exception_with_the_rest_on_the_old_value_closes_nothing(text: str, belief: str) -> None:
    change = claims.parse_change(text)
    assert change is not None and rest_keeps_old(text, change)
    found = judged(text, OTHER, belief)
    assert found.verdict != "contradiction"
    assert 1 in found.may_update


@pytest.mark.parametrize(
    "text",
    [
        # the rest move to the new value: the change is everyone's
        "Contractors sign commits with SSH keys instead of GPG; everyone else moves to SSH keys.",
        # "the REST API" is a name, not "the rest"
        "Commits are signed with SSH keys instead of GPG; the REST API checks GPG no more.",
    ],
)
def test_a_rest_clause_that_does_not_keep_the_old_value_still_closes(text: str) -> None:
    assert closes(text, OTHER, "Commits to the release branch are signed with GPG.") == 1


# --- the retired value named only as a place another subject is not in ---------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Webhook deliveries are logged in Loki, not in `event_log`.",
            "Every invoice payment inserts a row into the `event_log` table.",
        ),
        (
            "Die Sitzungsdaten liegen in Memcached, nicht in `kv_store`.",
            "Feature-Schalter werden in `kv_store` abgelegt.",
        ),
        (
            "Les miniatures sont stockées dans Cloudinary, pas dans `media-bucket`.",
            "Les factures PDF sont archivées dans `media-bucket`.",
        ),
    ],
)
def test_another_subject_kept_out_of_the_place_closes_nothing(text: str, belief: str) -> None:
    change = claims.parse_change(text)
    assert change is not None and excluded_from_another_subject(text, change, belief)
    assert closes(text, OTHER, belief) is None


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Webhook deliveries are logged in Loki, not in `event_log`.",
            "Webhook deliveries are logged in the `event_log` table.",
        ),
        (
            "Die Session-Daten liegen in Memcached, nicht in `kv_store`.",
            "Sessions werden in `kv_store` abgelegt.",
        ),
    ],
)
def test_the_same_subject_moved_out_of_the_place_still_closes(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


# --- durations in weeks, months and years ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        ("Audit logs are kept for 2 years now.", "Audit logs are kept for 18 months."),
        (
            "Die Rechnungen werden jetzt 10 Jahre archiviert.",
            "Die Rechnungen werden 90 Tage archiviert.",
        ),
        (
            "Les sauvegardes sont gardées 6 mois maintenant.",
            "Les sauvegardes sont gardées 8 semaines.",
        ),
    ],
)
def test_a_duration_in_other_units_said_new_closes(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # the same length said in other units
        ("Audit logs are kept for 1 year now.", "Audit logs are kept for 12 months."),
        # another environment's logs
        ("Staging logs are kept for 2 years now.", "Audit logs are kept for 18 months."),
    ],
)
def test_the_same_duration_or_another_scope_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None
