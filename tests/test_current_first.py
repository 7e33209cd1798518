"""memory_search reads a note that says since when its state holds before the older
description of the same thing (retain.rank.current)."""

from __future__ import annotations

import pytest

from fakes import FakeEmbedder
from retain import Memory
from retain.rank import current

PROJECT = "path:/current-first-tests"

OLD = "The nightly dbt build is the dbt Cloud job nightly; it runs at 04:00 UTC every night."
NEW = (
    "Since May 2026 the nightly dbt build runs in Dagster: the job nightly_dbt at 03:30 "
    "every night."
)
OTHER = "Warehouses: TRANSFORM_XS for dev and CI, auto-suspend after 60 s."
ASKED = "where do i change when the nightly dbt cloud job runs"


def test_the_note_dating_its_state_is_read_before_the_older_one(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(store_target, embedder=FakeEmbedder(), project=PROJECT)
    old = mem.add(OLD, kind="fact")
    new = mem.add(NEW, kind="fact")
    mem.add(OTHER, kind="fact")
    hits = mem.search(ASKED, k=5, record_use=False)
    assert [h.memory.id for h in hits[:2]] == [new, old]


def test_without_vectors_the_order_stands(store_target) -> None:  # type: ignore[no-untyped-def]
    mem = Memory(store_target, embedder=None, project=PROJECT)
    old = mem.add(OLD, kind="fact")
    mem.add(NEW, kind="fact")
    hits = mem.search(ASKED, k=5, record_use=False)
    assert hits[0].memory.id == old


@pytest.mark.parametrize(
    "text",
    [
        "Since May 2026 dbt runs in Dagster.",
        "Deploys go through Colmena (since January 2026): colmena apply.",
        "Since v3 (spring 2026) the database layer is hasql.",
        "Since the spring 2026 rewrite, queries are Caqti 2 requests.",
        "Since firmware 2.0 OTA is pushed over MQTT.",
        "As of release 5.0 there are no hot code upgrades.",
        "Seit März 2026 laufen die Jobs in Airflow.",
    ],
)
def test_a_state_with_its_start_is_read_as_dated(text: str) -> None:
    assert current.dates_state(text)


@pytest.mark.parametrize(
    "text",
    [
        "The backfill runs at 03:30 UTC with a 2Gi memory limit.",
        "Model time is seconds since the case's start_date.",
        "No `use mpi`, since the typed interfaces catch wrong buffer arguments.",
        "--since accepts durations like 2h; naive timestamps are local.",
        "Ask me before deleting anything. Since then nothing was lost.",
        "Change freeze on prod from 15 November to 5 January.",
    ],
)
def test_a_note_without_a_start_is_not_dated(text: str) -> None:
    assert not current.dates_state(text)


def test_lead_needs_a_dated_later_note_on_the_same_thing_scoring_near() -> None:
    texts = [
        "The site is deployed on Vercel.",
        "A fact.",
        "Since March 2026 the site runs on Workers.",
    ]
    scores = [1.0, 0.9, 0.7]
    recorded = [1.0, 2.0, 3.0]

    def similar(i: int, j: int) -> float:
        return 0.7

    assert current.lead(texts, scores, recorded, similar) == 2
    # far below the first: its score decides
    assert current.lead(texts, [1.0, 0.9, 0.5], recorded, similar) is None
    # about something else
    assert current.lead(texts, scores, recorded, lambda i, j: 0.3) is None
    # no vectors to tell
    assert current.lead(texts, scores, recorded, lambda i, j: None) is None
    # recorded before the first: not the newer state
    assert current.lead(texts, scores, [3.0, 2.0, 1.0], similar) is None
    # the first already dates its own state
    dated_first = ["Since 2025 the site is on Vercel.", *texts[1:]]
    assert current.lead(dated_first, scores, recorded, similar) is None


@pytest.mark.parametrize(
    "text",
    [
        "Since the cookie-consent change of January 2026 pageviews come from the CDN logs.",
        "Seit der Umstellung im Januar 2026 laufen die Berichte auf Abruf.",
    ],
)
def test_a_start_named_after_an_event_dates_the_state(text: str) -> None:
    assert current.dates_state(text)


def test_a_note_on_the_same_subject_at_a_lower_cosine_still_yields() -> None:
    texts = [
        "Where I stopped on the settlement slip: the layout is done, the QR is not.",
        "Since January 2026 each fisherman chooses cash or bank transfer per sale.",
    ]
    assert current.lead(texts, [1.0, 0.86], [1.0, 2.0], lambda i, j: 0.43) == 1
    assert current.lead(texts, [1.0, 0.86], [1.0, 2.0], lambda i, j: 0.3) is None


def _pairs(same: dict[tuple[int, int], float]):  # type: ignore[no-untyped-def]
    """A `similar` reading the cosine of (i, j) from `same`, 0.1 for any other pair."""
    return lambda i, j=0: same.get((i, j), 0.1)


def test_the_current_state_leads_over_its_old_note_ranked_between() -> None:
    # The first is another memory; the old description of the same thing is second, its
    # current state third: the current state is read first, as when the old note is first.
    texts = [
        "New service: declare it in infra/ecs.ts, its secrets in secrets.ts.",
        "Service secrets are set in Pulumi config with pulumi config set --secret.",
        "Since February 2026 service secrets live in AWS Secrets Manager.",
    ]
    scores, recorded = [1.0, 0.91, 0.9], [1.0, 2.0, 3.0]
    assert current.lead(texts, scores, recorded, _pairs({(2, 1): 0.6})) == 2
    # about neither memory above it: the order stands
    assert current.lead(texts, scores, recorded, _pairs({})) is None
    # the old note recorded after it: not its newer state
    assert current.lead(texts, scores, [1.0, 4.0, 3.0], _pairs({(2, 1): 0.6})) is None
    # a note between that dates its own state is no old note
    dated = [texts[0], "Since 2025 service secrets are in Pulumi config.", texts[2]]
    assert current.lead(dated, scores, recorded, _pairs({(2, 1): 0.6})) is None


def test_an_old_note_between_in_another_language() -> None:
    texts = [
        "Die Kamera liest die Tickets mit ML Kit.",
        "Die Edge-Instanz nutzt den CUDAExecutionProvider in fp32.",
        "Seit Juni 2026 laeuft das Modell mit dem TensorrtExecutionProvider in fp16.",
    ]
    scores, recorded = [1.0, 0.95, 0.95], [1.0, 2.0, 3.0]
    assert current.lead(texts, scores, recorded, _pairs({(2, 1): 0.55})) == 2
