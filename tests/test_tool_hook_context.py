"""What a memory says of a command is read in its context before a Bash call (issue 29,
precision), through the real hook (hooks/retain-hook as a subprocess fed Claude Code's
payloads): a command a memory only describes, an option joined to another option or
named after a command or after `without`, and the program a runner subcommand runs
(`carton exec tidyall`). The memories are invented for each rule, not taken from a
benchmark."""

from __future__ import annotations

import pytest

from retain.core import toolspans
from retain.rank import toolquiet
from test_tool_hook_keys import bash, edit, store

# -- a command a memory only describes -------------------------------------------------


@pytest.mark.parametrize(
    ("text", "only"),
    [
        ("`mix docs` writes the HTML into doc/ for the hex package.", True),
        ("`mix docs` writes the HTML into doc/; never commit doc/.", False),
        ("`mix docs` wipes doc/ first, which broke the hand-written pages.", False),
        ("Run against `mix phx.server` and the browser tests are flaky.", False),
        # another command beside it: the two are contrasted
        ("`mix docs` writes doc/ locally; CI publishes with `mix hex.publish docs`.", False),
    ],
)  # fmt: skip
def test_a_memory_only_describes_when_it_states_no_rule_no_harm_no_other_command(text, only):
    assert toolquiet.describes_only(text, "mix docs") is only


def test_a_command_a_memory_only_describes_is_no_reminder_for_a_run_of_it(project, tmp_path):
    store(project, "`mix docs` writes the HTML into doc/ for the hex package.", kind="procedure")
    assert bash(project, tmp_path, "mix docs") == []


def test_a_described_command_with_a_warning_still_ties(project, tmp_path):
    (mid,) = store(
        project,
        "`mix ecto.reset` drops the dev database, including the 30-minute fixture import.",
        kind="lesson",
    )
    assert bash(project, tmp_path, "mix ecto.reset") == [mid]


def test_a_command_described_in_prose_is_no_reminder_for_a_run_of_it(project, tmp_path):
    store(project, "make check runs the linters and the unit tests in one go.", kind="procedure")
    assert bash(project, tmp_path, "make check") == []


# -- an option read in its context -----------------------------------------------------


def test_an_option_joined_to_another_ties_a_run_passing_both(project, tmp_path):
    (mid,) = store(
        project,
        "Headless runs: never add -nosplash to -batchtests, the runner exits before the "
        "first test.",
        kind="lesson",
    )
    assert bash(project, tmp_path, "godot4 -nosplash --export-release Web") == []
    assert bash(project, tmp_path, "godot4 -nosplash -batchtests", "s-2") == [mid]


def test_an_option_named_after_a_command_ties_a_run_of_that_command(project, tmp_path):
    (mid,) = store(
        project,
        "Never run cdk destroy --force on the shared account; it took the VPC with it.",
        kind="lesson",
    )
    assert bash(project, tmp_path, "cdk synth --force") == []
    assert bash(project, tmp_path, "cdk destroy --force", "s-2") == [mid]


def test_an_option_a_memory_asks_for_is_no_warning_to_a_run_passing_it(project, tmp_path):
    store(project, "Never cut a release without --signed; unsigned builds reach users.")
    assert bash(project, tmp_path, "./scripts/release.sh --signed") == []


@pytest.mark.parametrize(
    ("text", "option", "command", "out"),
    [
        ("Never use --forceall / -F on the cluster.", "--forceall", "snakemake --forceall",
         False),
        ("Never run dbt against --target prod from a laptop.", "--target",
         "dbt build --target prod", False),
        ("Never run electron-builder with --publish always.", "--publish",
         "npx electron-builder --publish always", False),
        ("Do not add -quit to -runTests.", "-quit", "unity -quit -runTests", False),
        ("Do not add -quit to -runTests.", "-quit", "unity -quit -build", True),
    ],
)  # fmt: skip
def test_an_option_alone_or_with_its_command_still_ties(text, option, command, out):
    tokens = toolspans.call_tokens(command)
    assert toolquiet.option_out_of_context(text, option, command, tokens) is out


# -- the program a runner subcommand runs ----------------------------------------------


def test_a_runner_running_another_program_is_another_command(project, tmp_path):
    (mid,) = store(
        project,
        "Before committing Perl, fix style with `carton exec tidyall -a`.",
        kind="procedure",
    )
    assert bash(project, tmp_path, "carton exec ./script/app minion worker") == []
    assert bash(project, tmp_path, "carton exec tidyall", "s-2") == [mid]


# -- a folder named with a pattern of its files ----------------------------------------


def test_a_folder_named_by_a_pattern_of_its_files_is_about_those_files(project, tmp_path):
    (mid,) = store(
        project,
        "maps/regions/*.tmj are exported from the editor: change art/*.tmx and re-export.",
    )
    assert edit(project, tmp_path, "maps/regions/harbour.lua", "spawn = 3\n") == []
    assert edit(project, tmp_path, "maps/regions/harbour.tmj", "{}\n", "s-2") == [mid]


def test_a_folder_named_plainly_once_still_ties_every_file_in_it(project, tmp_path):
    (mid,) = store(
        project,
        "maps/regions/*.tmj are exported; nothing else in maps/regions is edited by hand.",
    )
    assert edit(project, tmp_path, "maps/regions/harbour.lua", "spawn = 3\n") == [mid]


# -- the code a rule is for: tests or not ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "rel", "away"),
    [
        ("No `panic!` in non-test code; return an error.", "crates/core/tests/load.rs", True),
        ("No `panic!` in non-test code; return an error.", "crates/core/src/load.rs", False),
        ("Jest files use `it()`, not `test()`.", "src/orders.ts", True),
        ("Jest files use `it()`, not `test()`.", "src/orders.test.ts", False),
        ("Never call `time.sleep` inside a test body.", "app/worker.py", True),
        ("Never call `time.sleep` inside a test body.", "tests/test_worker.py", False),
        # a path under a tests folder is where a fix goes, not the rule's scope
        ("The fix is `db.close()` in tests/setup/db.ts.", "src/db.ts", False),
    ],
)  # fmt: skip
def test_a_rule_kept_to_tests_or_to_other_code_is_scoped_by_the_file(text, rel, away):
    assert toolquiet.scoped_away(text, rel) is away


def test_what_an_edit_writes_does_not_tie_a_rule_for_the_other_side_of_the_tests(project, tmp_path):
    (mid,) = store(project, "No `panic_now()` in non-test code: return an error instead.")
    assert edit(project, tmp_path, "tests/test_load.py", "panic_now()\n") == []
    assert edit(project, tmp_path, "src/load.py", "panic_now()\n", "s-2") == [mid]
