"""Round 39 of the write gate: a statement told in the same shape as a belief, about another
package or an older release, is no news about that belief (core/items.py); a change said as
only to be tried ("let's try", "vamos testar") or not made ("we haven't migrated") retires
nothing (lexicon/claims.json, lexicon/underway.json). Every example is invented here."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import history, items

OTHER = "Standup is at 10:00"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # another package pinned, in the same shape
        (
            "`httpx` is pinned to 0.26.x because 0.27 changed the proxy argument.",
            "`urllib3` is pinned to 1.26.x because 2.0 dropped the old TLS defaults.",
        ),
        # one owner's other repository
        ("ci-bot can push to main in kestrel/docs.", "ci-bot can push to main in kestrel/api."),
        # an older release of the same product, named by a bare number
        (
            "Pixel phones on Android 12 show the share sheet fine.",
            "The app freezes on Pixel Android 14 when opening the share sheet.",
        ),
        # a newer release that works, against one that does not
        (
            "Safari 18 supports container queries, so the grid works there.",
            "Web: Safari 16 can't render the invoice grid (no container queries); those users "
            "get the list view.",
        ),
        # a change only to be tried
        (
            "Vamos testar long polling em vez de websocket para esses clientes com firewall.",
            "The websocket gateway drops connections behind the Beta Ltd firewall; the app "
            "falls back to SSE for them.",
        ),
        ("Let's try Valkey instead of Redis for the session cache.", "The session cache is Redis."),
        # a change the statement says was not made
        (
            "Mapbox deprecated the Directions v4 API in favour of v5; we haven't migrated.",
            "Route previews call the Mapbox Directions v4 API.",
        ),
    ],
)
def test_the_same_shape_about_another_thing_closes_nothing(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) is None


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        # the same package, a new pin
        ("`httpx` is pinned to 0.27.x now", "`httpx` is pinned to 0.26.x"),
        # a newer release of what we run, said as a change
        ("The fleet was upgraded to Android 15", "The kiosk fleet runs Android 14"),
        # a change made
        ("We use Valkey instead of Redis for sessions now.", "The session cache is Redis."),
    ],
)
def test_the_same_thing_changed_still_closes(text: str, belief: str) -> None:
    assert closes(text, OTHER, belief) == 1


def test_another_subject_and_release_shapes() -> None:
    assert items.another_item("`httpx` is pinned to 0.26.x", "`urllib3` is pinned to 1.26.x")
    # the names are the values, not subjects: no number in either
    assert items.another_item("`uv` installs our packages", "`pip` installs our packages") is None
    # one text names both packages: it says how they relate
    assert items.another_item("`httpx` 0.27 replaced `urllib3` 2.0", "`urllib3` is 1.26") is None
    assert items.another_item("Works on One UI 5", "Crashes on One UI 6") == "release ui"
    # a newer release where neither fails, or a change said, is the belief's value replaced
    assert items.another_item("Works on One UI 7", "Crashes on One UI 6") == "release ui"
    assert items.another_item("Runs One UI 7", "Runs One UI 6") is None
    assert items.another_item("Now on One UI 5", "Crashes on One UI 6") is None
    assert items.another_item("Reads kestrel/docs.", "Reads kestrel/api") == "repository kestrel"
    # a path moved, or a file, is a value replaced
    assert items.another_item("Types moved to packages/contracts", "Types: packages/types") is None
    assert items.another_item("Config is in api/settings.py", "Config is in api/config") is None


@pytest.mark.parametrize(
    "belief",
    [
        "Root cause of the stuck invoices on 2025-03-04: the PDF worker's memory limit (512Mi) "
        "was below the peak of the batch, so pods were OOM-killed.",
        "Incident 2025-02-11 (nightly export failed): the S3 upload timeout (30s) was shorter "
        "than the largest file.",
    ],
)
def test_a_fix_told_after_an_incident_record_keeps_the_record(belief: str) -> None:
    text = (
        "After the stuck invoices we raised the PDF worker's memory limit to 2Gi."
        if "invoices" in belief
        else "After the failed export we raised the S3 upload timeout to 300s."
    )
    assert closes(text, OTHER, belief) is None


def test_a_record_of_an_incident_is_read_by_its_opening() -> None:
    assert history.records_incident("Root cause of the outage on 2025-01-02: DNS TTL")
    assert history.records_incident("Incident 2025-05-20 (500s): the pool ran out")
    assert history.records_incident("Postmortem INC-88: the cron ran twice")
    # a rule about incidents, a runbook: not a record of one
    assert not history.records_incident("Incidents are triaged by the on-call engineer")
    assert not history.records_incident("Outage runbook lives in ops/runbooks")
    # the same value restated outside a record still closes
    assert closes("The Redis max_connections is 200 now", OTHER, "Redis max_connections is 50") == 1
