"""Round 21 of the write gate: a statement that says it corrects an earlier note closes
the one belief it is about (correction.py). Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes
from retain.core import correction
from retain.core.gate import Neighbour

DISTRACTOR = "Deploys go out from the release branch on Tuesdays"


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Correction to the test_invoice_rounding lesson: the locale was fine, the flakiness "
            "came from two workers sharing one temp dir",
            "Learned: test_invoice_rounding is flaky because of the locale on the CI runners",
        ),
        (
            "Scratch the --force-install lesson: the conflict came from an old lint plugin, "
            "removed; plain install works",
            "Learned: run the install with --force-install or it fails on the lint plugin",
        ),
        (
            "I was wrong earlier: the reporting job reads its credentials from Vault",
            "The reporting job reads its credentials from a dotenv file",
        ),
        (
            "Korrektur: der Export bricht wegen eines fehlenden Index ab, nicht wegen Speicher",
            "Der Export bricht wegen zu wenig Speicher ab",
        ),
        (
            "En realidad el timeout del export venía del proxy, no de la base de datos",
            "El timeout del export venía de la base de datos",
        ),
        (
            "訂正：エクスポートの失敗の原因はプロキシだった",
            "エクスポートの失敗の原因はデータベースだった",
        ),
    ],
)
def test_a_correction_closes_the_note_it_is_about(text: str, belief: str) -> None:
    assert closes(text, DISTRACTOR, belief) == 1


def test_a_correction_of_nothing_in_particular_closes_nothing() -> None:
    # no belief shares enough of its words
    assert closes("Correction: the cache warms on boot", DISTRACTOR) is None
    # two beliefs share as much: which one is not clear
    assert (
        correction.corrected(
            "Actually the export job runs nightly",
            "fact",
            [
                Neighbour(0, "The export job runs hourly", 0.6, "fact", "semantic"),
                Neighbour(1, "The export job runs weekly", 0.6, "fact", "semantic"),
            ],
        )
        is None
    )


def test_what_is_no_correction_marker() -> None:
    assert correction.marker("The export job runs nightly; actually quite fast") is None
    assert correction.marker("Correction: the export job runs nightly") is not None
    assert correction.marker("Поправка: экспорт запускается ночью") is not None


def test_a_correction_of_an_identifier_closes_only_a_belief_that_said_it() -> None:
    # the handle was wrong, not who owns the pipeline: another attribute of Omar
    assert (
        closes(
            "Small correction to the wiki: Rosa's handle is @rosa-k, not @rosak",
            "Rosa owns the release pipeline",
            DISTRACTOR,
        )
        is None
    )
    # the belief that said the identifier is the one corrected
    assert (
        closes(
            "Small correction to the wiki: Rosa's handle is @rosa-k, not @rosak",
            DISTRACTOR,
            "Rosa's handle in the release channel is @rosak",
        )
        == 1
    )
