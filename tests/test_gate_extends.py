"""Issue 29: a statement that adds a value beside the one a belief holds ("also covers
B, not only A", "nicht nur", "不仅", "A だけでなく") retires nothing, in every language the
gate reads; "B, not A" still does. Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import claims, nochange

BACKUP = "The nightly job backs up the `orders` database to `s3://vault-backups/`."


@pytest.mark.parametrize(
    "text",
    [
        "The nightly job also backs up `billing` now, not only `orders`.",
        "The nightly job backs up `billing` as well, not just `orders`.",
        "Der nächtliche Job sichert jetzt auch `billing`, nicht nur `orders`.",
        "Le job de nuit sauvegarde aussi `billing`, pas seulement `orders`.",
        "El job nocturno también respalda `billing`, no solo `orders`.",
        "O job noturno também faz backup de `billing`, não só `orders`.",
        "Il job notturno salva anche `billing`, non solo `orders`.",
        "Ночной джоб теперь сохраняет и `billing`, не только `orders`.",
        "Nocny job zapisuje też `billing`, nie tylko `orders`.",
    ],
)
def test_a_value_added_beside_the_belief_closes_nothing(text: str) -> None:
    assert claims.parse_change(text) is None
    assert closes(text, BACKUP) is None


def test_a_value_said_instead_still_closes() -> None:
    assert closes("The nightly job backs up `billing`, not `orders`.", BACKUP) == 0


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("covers `b/`, not only `a/`", "only `a/`"),  # the cue's last word opens the span
        ("deckt `b/` ab, nicht nur `a/`", "`a/`"),
        ("覆盖了不仅 `a/`", "`a/`"),
        ("`a/` だけでなく `b/` も", "`a/`"),
        ("`a/`뿐만 아니라 `b/`도", "`a/`"),
    ],
)
def test_where_an_added_value_is_read(text: str, value: str) -> None:
    start = text.index(value)
    assert nochange.extends(text, start, start + len(value))


def test_a_value_said_only_elsewhere_is_not_kept() -> None:
    text = "Not only is the dashboard slow: we moved it from Grafana to Metabase."
    start = text.index("Grafana")
    assert not nochange.extends(text, start, start + len("Grafana"))
    assert claims.parse_change(text) is not None
