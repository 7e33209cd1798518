"""Round 16 of the write gate (issue 29): supersessions it now recognises by itself, each
beside a near negative that must stay live. Every example is invented for this file."""

from __future__ import annotations

from pathlib import Path

import pytest

from fakes import FakeEmbedder
from retain import Memory
from retain.core import claims

NOW = 1_900_000_000.0


def _store(tmp_path: Path, project_dir: Path, embedder: object, beliefs: list[str]):
    mem = Memory(tmp_path / "m.db", embedder=embedder, project=str(project_dir))
    ids = [
        mem.add(text, kind="fact", trust="agent", created_at=NOW + i)
        for i, text in enumerate(beliefs)
    ]
    return mem, ids


@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
def test_a_product_retired_with_its_artefact_closes_the_belief_naming_the_product(
    tmp_path: Path, project_dir: Path, embedder: object
) -> None:
    """ "the Sentry project is archived" retires Sentry, though the belief never says
    "Sentry project"; a belief naming Sentry about something else stays live."""
    mem, (reports, alerts) = _store(
        tmp_path,
        project_dir,
        embedder,
        [
            "Error reports from the web app go to Sentry",
            "On-call pages come from Opsgenie, not Sentry",
        ],
    )
    r = mem.write(
        "The web app's crashes are reported through Honeybadger; the Sentry project is archived",
        kind="fact",
        now=NOW + 10,
    )
    assert r.verdict == "contradiction" and r.related_id == reports, r
    assert mem.get(alerts).status == "live"


def test_a_name_is_not_taken_from_the_start_of_a_sentence() -> None:
    """ "Build caches were removed" names no product: "Build" only starts the sentence."""
    assert claims.named_in("Staging keeps sessions in Redis", "Redis cache cluster")
    assert not claims.named_in("Build caches expire after a week", "Build caches")
    assert not claims.named_in("Staging keeps sessions in Redis", "Redis Sentinel")


@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
def test_nobody_does_it_anymore_retires_the_practice(
    tmp_path: Path, project_dir: Path, embedder: object
) -> None:
    mem, (tags, changelog) = _store(
        tmp_path,
        project_dir,
        embedder,
        [
            "Release tags are created by hand after QA signs off",
            "Changelog entries are written by hand",
        ],
    )
    r = mem.write(
        "Release tags are created by the pipeline; nobody creates them by hand anymore",
        kind="fact",
        now=NOW + 10,
    )
    assert r.verdict == "contradiction" and r.related_id == tags, r
    assert mem.get(changelog).status == "live"


@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
def test_a_product_version_said_to_be_new_closes_the_same_subjects_old_version(
    tmp_path: Path, project_dir: Path, embedder: object
) -> None:
    mem, (workers, docs) = _store(
        tmp_path,
        project_dir,
        embedder,
        ["The worker services run Python 3.11", "The docs site builds with Python 3.10"],
    )
    r = mem.write(
        "pyproject now pins python 3.12 for the worker services", kind="fact", now=NOW + 10
    )
    assert r.verdict == "contradiction" and r.related_id == workers, r
    assert mem.get(docs).status == "live"


@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
def test_a_new_version_for_one_app_leaves_another_apps_version_live(
    tmp_path: Path, project_dir: Path, embedder: object
) -> None:
    """Before round 16 "The admin tool now uses Node 20" closed "The web app uses Node
    18": the words before the change say whose version it is."""
    mem, (web,) = _store(tmp_path, project_dir, embedder, ["The web app builds with Node 18"])
    r = mem.write("The admin tool now uses Node 20", kind="fact", now=NOW + 10)
    assert r.verdict != "contradiction", r
    assert mem.get(web).status == "live"
    same = mem.write("The web app is on Node 20 now", kind="fact", now=NOW + 20)
    assert same.verdict == "contradiction" and same.related_id == web, same


@pytest.mark.parametrize(
    ("statement", "closes"),
    [
        ("Ab sofort behält die Staging-Datenbank Snapshots drei Tage", True),
        ("Ab sofort behält die Prod-Datenbank Snapshots drei Tage", False),
    ],
    ids=["same-database", "other-database"],
)
@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
def test_a_number_change_with_the_verb_moved_before_the_subject_closes_the_belief(
    tmp_path: Path, project_dir: Path, embedder: object, statement: str, closes: bool
) -> None:
    """German puts the verb second after "Ab sofort": the verb moved, the number changed.
    Another database's number is another subject and leaves the belief live."""
    mem, (staging,) = _store(
        tmp_path, project_dir, embedder, ["Die Staging-Datenbank behält Snapshots sieben Tage"]
    )
    r = mem.write(statement, kind="fact", now=NOW + 10)
    if closes:
        assert r.verdict == "contradiction" and r.related_id == staging, r
    else:
        assert r.verdict != "contradiction", r
        assert mem.get(staging).status == "live"


@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
@pytest.mark.parametrize(
    ("belief", "statement"),
    [
        (
            "Ab sofort sichert der Nachtjob die Prod-Datenbank 14 Tage",
            "Ab sofort sichert der Nachtjob die Staging-Datenbank 14 Tage",
        ),
        (
            "From now on the ingest queue retries failed jobs three times",
            "From now on the export queue retries failed jobs three times",
        ),
    ],
)
def test_a_cue_both_statements_open_with_announces_no_update_between_them(
    tmp_path: Path, project_dir: Path, embedder: object, belief: str, statement: str
) -> None:
    """Two statements opening with the same "from now on" differ only in whose rule it
    is: the second is about another database or queue, and the first stays live (it
    was closed before, a true belief lost)."""
    mem, (first,) = _store(tmp_path, project_dir, embedder, [belief])
    r = mem.write(statement, kind="fact", now=NOW + 10)
    assert r.verdict != "contradiction", r
    assert mem.get(first).status == "live"
    changed = mem.write(
        statement.replace("14 Tage", "30 Tage").replace("three", "five"), kind="fact", now=NOW + 20
    )
    assert changed.verdict == "contradiction" and changed.related_id != first, changed
