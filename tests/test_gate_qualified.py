"""Round 26 of the write gate (issue 29): the retired value is the thing retired, not the
words that say which one ("SMS codes *for 2FA*"), and a file name is one word. Every
example is invented for this file."""

from __future__ import annotations

from pathlib import Path

import pytest

from fakes import FakeEmbedder
from retain import Memory
from retain.core.claims import asserts, parse_change

NOW = 1_900_000_000.0


def _store(tmp_path: Path, project_dir: Path, embedder: object, beliefs: list[str]):
    mem = Memory(tmp_path / "m.db", embedder=embedder, project=str(project_dir))
    ids = [
        mem.add(text, kind="fact", trust="agent", created_at=NOW + i)
        for i, text in enumerate(beliefs)
    ]
    return mem, ids


@pytest.mark.parametrize(
    "text, old",
    [
        ("Push codes for login were switched off; hardware keys only now", "Push codes"),
        ("The broken fan in rack-7 was replaced by a quieter one", "broken fan"),
        ("Verbose tracing in staging is gone after the cost review", "Verbose tracing"),
        # a relation names no thing: what it is for is the value
        ("Support for Ruby 2.7 was dropped", "Ruby 2.7"),
    ],
)
def test_a_retired_thing_is_its_head_not_its_qualifier(text: str, old: str) -> None:
    c = parse_change(text)
    assert c is not None and c.old == old, c


def test_a_qualifier_head_stops_at_the_clause_before() -> None:
    c = parse_change("Builds are green again; flaky retries on CI were removed")
    assert c is not None and c.old == "flaky retries", c


def test_a_file_name_is_said_only_as_written() -> None:
    assert asserts("The nightly report is written to report.csv", "report.csv")
    assert not asserts("Reports are exported as CSV files", "report.csv")
    assert asserts("Docs live at docs.acme.dev.", "docs.acme.dev")
    assert not asserts("The pin is numpy 2 for pandas", "pandas 2.1")


@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
def test_retiring_a_qualified_thing_closes_the_belief_about_that_thing(
    tmp_path: Path, project_dir: Path, embedder: object
) -> None:
    """ "Push codes for login were switched off" retires the push codes, not the belief
    that says "login" about other codes."""
    mem, (recovery, methods) = _store(
        tmp_path,
        project_dir,
        embedder,
        [
            "Recovery codes are printed once at login setup",
            "Sign-in codes can be sent by push or by email",
        ],
    )
    r = mem.write(
        "Push codes for login were switched off; email codes only.", kind="fact", now=NOW + 10
    )
    assert r.verdict == "contradiction" and r.related_id == methods, r
    assert mem.get(recovery).status == "live"


@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
def test_a_new_file_name_does_not_close_the_file_format(
    tmp_path: Path, project_dir: Path, embedder: object
) -> None:
    """ "named acme-report.csv instead of report.csv" says nothing against "exported as
    CSV files"; a belief naming report.csv is the one it replaces."""
    mem, (fmt,) = _store(tmp_path, project_dir, embedder, ["Reports are exported as CSV files"])
    r = mem.write(
        "Report files are named acme-report.csv instead of report.csv now.",
        kind="fact",
        now=NOW + 10,
    )
    assert r.verdict != "contradiction", r
    assert mem.get(fmt).status == "live"
    mem2, (named,) = _store(
        tmp_path / "b", project_dir, embedder, ["The nightly report is written to report.csv"]
    )
    r2 = mem2.write(
        "The nightly report is written to acme-report.csv instead of report.csv now.",
        kind="fact",
        now=NOW + 10,
    )
    assert r2.verdict == "contradiction" and r2.related_id == named, r2


@pytest.mark.parametrize("embedder", [FakeEmbedder(), None], ids=["vectors", "words"])
@pytest.mark.parametrize(
    "belief, statement",
    [
        (
            "The Free plan allows 10 members per workspace",
            "The Pro plan allows 50 members per workspace.",
        ),
        ("Acme Free keeps up to 1,000 files", "Acme Pro keeps up to 100,000 files."),
    ],
)
def test_a_pro_tier_is_another_thing_than_the_free_one(
    tmp_path: Path, project_dir: Path, embedder: object, belief: str, statement: str
) -> None:
    """ "Pro" names a tier (it was read as the Portuguese "pro", a function word, and the
    statement seemed to add nothing to the Free plan's belief)."""
    mem, (free,) = _store(tmp_path, project_dir, embedder, [belief])
    r = mem.write(statement, kind="fact", now=NOW + 10)
    assert r.verdict != "contradiction", r
    assert mem.get(free).status == "live"
