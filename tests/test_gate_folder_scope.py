"""Round 46 of the write gate: a statement that opens with a folder of the repository
("`docs-site/` has its own package.json: ... not with npm") is about that folder; it does
not close a belief that does not name it (the root's, or another folder's), whichever of
the two the gate found first (issue 29: which one it closed depended on whether the
embedder was ready). Every example is invented for these tests."""

from __future__ import annotations

import pytest

from gate_checks import closes, judged
from retain.core import scopes


@pytest.mark.parametrize(
    ("text", "belief"),
    [
        (
            "`harbor-cli/` is a separate crate with its own Cargo.toml and Cargo.lock: its clap"
            " dependency goes in `harbor-cli/Cargo.toml` with `>= 4.4` bounds, not in its"
            " workspace Cargo.toml.",
            "Shared dependency versions are declared once in the workspace Cargo.toml under"
            " [workspace.dependencies].",
        ),
        (
            "`docs-site/` has its own package.json: install its packages with pnpm there, not"
            " with npm.",
            "Install the frontend packages with npm install.",
        ),
        (
            "`tools/loadgen/` runs its tests with pytest-xdist instead of plain pytest.",
            "Run the test suite with plain pytest",
        ),
        ("mobile/ lints with Biome instead of ESLint.", "The frontend lints with ESLint"),
    ],
)
def test_a_change_said_of_another_folder_is_a_hint(text: str, belief: str) -> None:
    found = judged(text, belief)
    assert found.verdict != "contradiction", found.why
    assert found.may_update == (0,)
    assert (scopes.other_folder(text, belief) or "").startswith("folder ")


def test_the_folder_the_belief_names_still_closes() -> None:
    assert (
        closes("`web/` formats with Biome now instead of Prettier.", "web/ formats with Prettier")
        == 0
    )
    assert (
        closes("api/ moved from Poetry to uv.", "The api service manages its packages with Poetry")
        == 0
    )


def test_what_is_not_a_folder_the_statement_is_about() -> None:
    # a folder named later is a place or a detail, not the subject
    assert scopes.other_folder("Tests now live in spec/ after the move to RSpec.", "x") is None
    assert scopes.other_folder("Code in `lib/` uses no Ruby 3.2 syntax.", "x") is None
    # a URL, a home folder or an absolute path is a place on a machine, not a folder of the repo
    for text in (
        "https://pkgs.example.org/ serves the wheels now",
        "~/.cache/heron/ holds the models now",
        "/etc/heron/ holds the config now",
        "`https://pkgs.example.org/` serves the wheels now",
    ):
        assert scopes.other_folder(text, "x") is None, text
    # the folder that is itself the value changed qualifies nothing
    assert scopes.other_folder("build/ is replaced by dist/", "x", ["build/", "dist/"]) is None
