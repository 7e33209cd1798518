"""Write-gate closures read from words that do not name a belief's value (issue 29): a
common noun the statement points back to ("that folder is gone") and a part of a path a
belief gives an owner ("the backend" for `backend/app/billing/`). Every example is
invented for this file."""

from __future__ import annotations

import pytest

from gate_checks import closes


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Until 2024 deploys were Capistrano scripts in `deploy/`; that folder is gone.",
            "New handlers go in `api/handlers/<area>/`, with a test beside them in that folder.",
        ),
        (
            "Before the rewrite the docs were a wiki export in `wiki/`; this directory was removed",
            "Docs pages are written in the docs directory as Markdown.",
        ),
    ],
)
def test_a_noun_pointed_back_to_retires_no_belief(text: str, belief: str) -> None:
    assert closes(text, belief) is None


def test_a_named_thing_retired_still_closes_its_belief() -> None:
    assert closes("Jenkins is gone", "CI runs on Jenkins at ci.example.org") == 0


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "Ines owns the frontend; Tarik leads the billing team.",
            "`frontend/app/billing/` is owned by @acme/billing in CODEOWNERS.",
        ),
        ("Ines owns the services now", "services/ledger/ is owned by the ledger team"),
    ],
)
def test_the_owner_of_a_whole_is_not_the_owner_of_a_folder_in_it(text: str, belief: str) -> None:
    assert closes(text, belief) is None


def test_the_same_path_with_a_new_owner_still_closes() -> None:
    found = closes(
        "`frontend/app/billing/` is owned by @acme/payments now",
        "`frontend/app/billing/` is owned by @acme/billing in CODEOWNERS.",
    )
    assert found == 0


def test_a_memory_saying_which_decision_it_replaces_closes_that_decision() -> None:
    found = closes(
        "Replaces the Gulp decision (May 2025): assets are built by esbuild in `tools/build.mjs`.",
        "Releases are tagged from main",
        "Assets are built with Gulp tasks in `gulpfile.js`.",
    )
    assert found == 1


@pytest.mark.parametrize(
    "text",
    [
        # asked, not said
        "Replaces the Gulp decision? Nobody has decided on esbuild yet.",
        # a plan, not a decision taken
        "We might replace the Gulp decision next quarter: esbuild is faster.",
    ],
)
def test_a_replacement_not_announced_up_front_closes_nothing(text: str) -> None:
    assert closes(text, "Assets are built with Gulp tasks in `gulpfile.js`.") is None
