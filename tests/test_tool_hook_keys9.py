"""Which memories a tool call finds, ninth round (issue 29: proposal), through the real
hook (hooks/retain-hook pre-tool as a subprocess fed Claude Code's payloads) where a
memory names the thing the call touches the way people name it: a set of sibling files
by a pattern of their name (`Deploy.<region>.json`, `settings*.toml`), a tool's
subcommand named plainly as not to run ("never a blanket gleam update"). The memories
are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

import pytest

from retain.core import toolforms, toolglobs, toolkeys
from test_tool_hook_keys import bash, edit, store


def _files(text: str) -> set[str]:
    return {v for k, v, _ in toolkeys.memory_keys(text) if k == "file"}


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("Never hand-edit Deploy.<region>.json: the values are sealed.", {"Deploy.*.json"}),
        ("No credentials in settings*.toml, they are committed.", {"settings*.toml"}),
        ("Profiles live in conf/app-{profile}.ini; never add secrets there.",
         {"conf/app-*.ini"}),
        # an extension family is read as before, and a pattern's leftover (`.json`) is
        # no dotfile
        ("*.lock files are generated: never edit them.", {"*.lock"}),
        ("Keep x/<name>.json small.", set()),
    ],
)  # fmt: skip
def test_a_file_named_by_a_pattern_of_its_name_is_a_file_key(text, keys):
    assert _files(text) == keys


def test_the_folder_a_pattern_is_named_in_stays_a_folder_key():
    text = "Reports (reports/daily/rpt_*.sql) never join raw tables."
    keys = {(k, v) for k, v, _ in toolkeys.memory_keys(text)}
    assert ("dir", "reports/daily") in keys and ("file", "reports/daily/rpt_*.sql") in keys


def test_an_edited_name_is_looked_up_by_its_patterns():
    forms = toolglobs.glob_lookup("infra/Deploy.eu-west.json")
    assert {"Deploy.*.json", "Deploy*.json", "infra/Deploy.*.json"} <= set(forms)
    assert toolglobs.glob_lookup("settings.toml") == ["settings*.toml"]
    assert toolglobs.glob_lookup("Makefile") == []


def test_an_edit_of_a_file_named_by_a_pattern_brings_its_memory(project, tmp_path):
    (rule,) = store(
        project, "Never hand-edit Deploy.<region>.json: the values are sealed; use sealctl."
    )
    assert edit(project, tmp_path, "infra/Deploy.eu-west.json") == [rule]
    # the bare name is no region's file; another file of the folder is not named
    assert edit(project, tmp_path, "infra/Deploy.json", session="s-2") == []
    assert edit(project, tmp_path, "infra/regions.json", session="s-3") == []


@pytest.mark.parametrize(
    ("text", "runs"),
    [
        ("Bump one package at a time, never a blanket gleam update.", ["gleam update"]),
        ("Pins are on purpose: never a blanket swift package update.", ["swift package update"]),
        ("No stack upgrade or stack prune without asking first.", ["stack upgrade", "stack prune"]),
        ("No string routes and no plotting package in the manifest.", []),
        ("We don't use hex publish directly; the release workflow does.", ["hex publish"]),
        ("Never edit the lockfile by hand.", []),
        ("No globals in handlers, and never a float for money.", []),
        ("Run gleam update when the lockfile drifts.", []),
    ],
)  # fmt: skip
def test_a_command_named_plainly_as_not_to_run_is_forbidden(text, runs):
    assert toolforms.forbidden_commands(text) == runs


def test_a_run_of_a_subcommand_named_as_not_to_run_brings_the_memory(project, tmp_path):
    text = "The manifest pins are on purpose: no gleam update without reading the changelog."
    (rule,) = store(project, text)
    assert bash(project, tmp_path, "gleam update") == [rule]
    assert bash(project, tmp_path, "gleam build", session="s-2") == []


def test_a_version_17_store_is_keyed_again_with_patterns(tmp_path):
    """m018: a store keyed by m017's rules is keyed again: a file named by a pattern of
    its name becomes a file key, a subcommand named as not to run a forbidden run."""
    from retain.store import migrations
    from test_db import _old_store_with_rules

    db = tmp_path / "v17.db"
    conn, ids = _old_store_with_rules(
        db,
        17,
        (
            "Never hand-edit Deploy.<region>.json: the values are sealed.",
            "Bump one package at a time, never a blanket gleam update.",
        ),
    )
    conn.commit()
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    keys = set(conn.execute("SELECT kind, key, memory_id FROM tool_keys"))
    assert ("file", "Deploy.*.json", ids[0]) in keys
    assert ("cmd", "gleam update", ids[1]) in keys
    conn.close()


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("Releases: `gem push` ist tabu, the release job publishes.", "-gem push"),
        ("`fly deploy` で 本番に直接出さないこと。", "-fly deploy"),
        ("Nunca `terraform apply` desde tu máquina.", "-terraform apply"),
        ("Nobody runs `helm upgrade` by hand: CI deploys.", "-helm upgrade"),
        ("No `kubectl apply` into the managed namespaces.", "-kubectl apply"),
        ("Publish with `npm publish` from the release branch.", "+npm publish"),
        ("Replays go through `make replay`, nicht durch das Dashboard.", "+make replay"),
    ],
)  # fmt: skip
def test_a_command_warned_against_in_another_language_is_forbidden(text, target):
    assert target in {t for k, _, t in toolkeys.memory_keys(text) if k == "cmd"}


def test_a_command_in_another_language_not_to_run_brings_the_memory(project, tmp_path):
    """Said after the command (German, Japanese), the warning is one: a run of it is the
    mistake, not the step the memory prescribes."""
    (rule,) = store(project, "Releases: `gem push` ist tabu, the release job publishes the gem.")
    assert bash(project, tmp_path, "gem push pkg/kestrel-1.2.0.gem") == [rule]


def test_a_prescribed_command_under_a_condition_still_brings_the_memory(project, tmp_path):
    """`make seed`, only after the staging snapshot: running it as written does not
    meet the condition; a prescribed command with no condition says nothing new."""
    text = "Seed with `make seed`, and only after the nightly snapshot has finished."
    (rule,) = store(project, text)
    assert bash(project, tmp_path, "make seed") == [rule]
    (plain,) = store(project, "Reset the local database with `make db-reset`.")
    assert bash(project, tmp_path, "make db-reset", session="s-2") == []


@pytest.mark.parametrize(
    "text",
    ["lockfile.txt is pip-compile output; add packages to lockfile.in.",
     "site/ is Hugo output: edit content/ instead."],
)  # fmt: skip
def test_a_file_said_to_be_a_tools_output_is_said_generated(text):
    """People name generated files as the output of the tool that writes them."""
    assert toolkeys.says_generated(text)
    assert not toolkeys.says_generated("The output of the job is mailed every morning.")
    # what is said to be output is no file: the memory says nothing of the file it names
    assert not toolkeys.says_generated("The docs site is odoc output; doc/index.mld opens it.")


def test_a_fact_that_a_file_is_a_tools_output_reaches_its_edit(project, tmp_path):
    """A fact names what to keep in mind; one saying the file is a tool's output tells
    the edit of it to go to its source."""
    text = "deps.lock is lockgen output: add packages to deps.in and run make deps."
    (fact,) = store(project, text, kind="fact")
    assert edit(project, tmp_path, "deps.lock") == [fact]
    # a command reading the file writes none of it
    assert bash(project, tmp_path, "lockgen check deps.lock", session="s-2") == []
