"""The PreToolUse hook and two precision rules for what an edit takes away or which file a
bare name means (issue 29), through the real hook: a fact naming a retired thing says
nothing to an edit deleting its last mention, and a memory naming a file name only as the
root's, or owned by another folder, says nothing to the file of that name elsewhere. The
memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from pathlib import Path

from retain.rank.toolgone import says_gone
from retain.rank.toolowners import owned_names, root_only
from test_tool_hook import context_of, fixture, run
from test_tool_hook_keys import shown, store


def _edit(project: Path, tmp_path: Path, rel: str, old: str, new: str, session: str = "s-1"):
    path = project / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.touch()
    payload = fixture("PreToolUse", "Edit", project)
    payload["tool_input"] = {"file_path": str(path), "old_string": old, "new_string": new}
    payload["session_id"] = session
    return shown(context_of(run("pre-tool", payload, tmp_path), "PreToolUse"))


RETIRED = (
    "Until 2022 the docs were built by a Jenkins job on ci-legacy.heronfield.example; "
    "that server is gone and links to it are dead."
)


def test_an_edit_deleting_a_retired_host_follows_the_fact(project, tmp_path):
    (mid,) = store(project, RETIRED, kind="fact")
    old = "Docs: https://ci-legacy.heronfield.example/job/docs/\n"
    assert _edit(project, tmp_path, "docs/BUILDING.md", old, "") == []


def test_a_live_host_taken_away_still_speaks(project, tmp_path):
    live = "The docs are built by a Jenkins job on ci-legacy.heronfield.example."
    (mid,) = store(project, live, kind="fact")
    old = "Docs: https://ci-legacy.heronfield.example/job/docs/\n"
    assert _edit(project, tmp_path, "docs/BUILDING.md", old, "") == [mid]


def test_which_facts_say_a_thing_is_gone():
    assert says_gone(RETIRED)
    assert says_gone("Until v3.0 the gem shipped its own YAML parser; it was dropped for Psych.")
    assert says_gone("Até 2023 os builds rodavam num servidor próprio, que foi desativado.")
    assert says_gone("Jusqu'en 2024 on publiait sur un registre interne ; il n'existe plus.")
    # what is current, then what was retired: not history
    assert not says_gone("Build agents are labelled arm64; the old x86 agents were retired.")
    assert not says_gone("The docs are built by the `docs` job on every push to main.")
    assert not says_gone("Dead-letter queues keep failed messages for 14 days.")


ROOT_RULE = (
    "The `tiff` fork is wired in through `[patch.crates-io]` in the root Cargo.toml; "
    "drop the patch when upstream 0.10 ships the fix."
)
# the root's file as the one place for something: every member's file is its concern
CENTRAL_RULE = (
    "Shared crate versions are set once in `[workspace.dependencies]` of the root "
    "Cargo.toml; members use `{ workspace = true }`."
)


def test_a_name_said_of_the_root_is_not_a_member_crates_file(project, tmp_path):
    (mid,) = store(project, ROOT_RULE)
    old, new = "[dependencies]\n", '[dependencies]\ntiff = "0.9"\n'
    assert _edit(project, tmp_path, "crates/tally/Cargo.toml", old, new) == []
    assert _edit(project, tmp_path, "Cargo.toml", old, new, "s-2") == [mid]


def test_a_name_made_the_one_place_at_the_root_still_ties_a_member(project, tmp_path):
    (mid,) = store(project, CENTRAL_RULE)
    old, new = "[dependencies]\n", '[dependencies]\nserde = "1.0"\n'
    assert _edit(project, tmp_path, "crates/tally/Cargo.toml", old, new) == [mid]


OWNER = (
    "`plugins/exporter/` is a separate gem with its own gemspec, Gemfile and Gemfile.lock: "
    "run bundle inside it."
)
ROOT_GEMFILE = "The Gemfile holds development tools only; runtime gems go in the gemspec."


def test_a_folders_own_file_and_the_roots_file_of_that_name(project, tmp_path):
    owner, root = store(project, OWNER, ROOT_GEMFILE)
    old, new = "gemspec\n", 'gemspec\ngem "rake", "~> 13.0"\n'
    # the root's Gemfile: the memory about the folder's own copy does not speak
    assert _edit(project, tmp_path, "Gemfile", old, new) == [root]
    # the folder's own Gemfile: the memory about the bare name means the root's
    assert _edit(project, tmp_path, "plugins/exporter/Gemfile", old, new, "s-2") == [owner]


def test_what_names_the_root_and_what_a_folder_owns():
    assert root_only(ROOT_RULE, "Cargo.toml")
    assert not root_only(CENTRAL_RULE, "Cargo.toml")
    assert root_only("The `yarn.lock` at the repository root is CI's.", "yarn.lock")
    every = "Every Cargo.toml names its edition; the root Cargo.toml too."
    assert not root_only(every, "Cargo.toml")
    ((folder, names),) = owned_names(OWNER)
    assert folder == "plugins/exporter/"
    assert {"gemspec", "Gemfile", "Gemfile.lock"} <= names
