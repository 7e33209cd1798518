"""PreToolUse reach, round 44 (issue 29): the repository's house rules. A rule for every
file of a kind under a folder (`every Rust file in engine/ starts with ...`) holds however
deep the file lies; a folder said to be generated ties an edit there even when the same
memory also forbids some code; a folder option (`--project-dir`) is where a command runs,
not its subcommand; a step prescribed as `cd X && cmd` keys `cmd` too. The memories are
invented for the rules, not taken from a benchmark."""

from __future__ import annotations

from retain.core.toolfolders import says_whole_tree
from retain.core.toolkeys import memory_keys
from retain.core.toolspans import call_tokens, span_verdict
from test_tool_hook_keys import bash, edit, store, write


def test_every_file_of_a_kind_in_a_folder_is_the_whole_tree():
    assert says_whole_tree("Every Rust file in `engine/` starts with the MPL-2.0 notice.", "engine")
    text = "Every .vue and .ts file under `web/` begins with `// SPDX-License-Identifier: MIT`."
    assert says_whole_tree(text, "web")
    # a description of what each file has beside it, or of what files hold, is no rule
    assert not says_whole_tree("Every file under `assets/` has a .meta beside it.", "assets")
    assert not says_whole_tree("every public function in `jobs/` logs its input", "jobs")


def test_a_header_rule_for_a_folder_ties_a_file_deep_inside_it(project, tmp_path):
    text = "Every Rust file in `engine/` starts with `// SPDX-License-Identifier: MPL-2.0`."
    (mid,) = store(project, text)
    new = "pub fn step() {}\n"
    assert write(project, tmp_path, "engine/physics/solver/step.rs", new) == [mid]


def test_a_generated_folder_ties_an_edit_whatever_else_the_memory_forbids(project, tmp_path):
    (mid,) = store(
        project,
        "`site/` is the docs site: its pages in `src/pages/demos/` are generated from the "
        "widgets' stories by `make demos`, and the site may import the widgets only through "
        "the package name, never `../../lib/src`.",
    )
    assert edit(project, tmp_path, "site/src/pages/demos/slider/index.html", "<b>x</b>\n") == [mid]


def test_a_folder_option_is_where_the_command_runs():
    text = "dbt runs from `analytics/` or with `--project-dir analytics`."
    target = "+dbt --project-dir analytics"
    for call, said in (
        ("dbt build --select orders", "fire"),
        ("dbt build --project-dir analytics --select orders", "silent"),
        ("cd analytics && dbt build --select orders", "silent"),
        ("cd docs && dbt build", "fire"),
    ):
        assert span_verdict(target, call_tokens(call), call, text) == said, call


def test_a_folder_option_ties_a_run_from_elsewhere(project, tmp_path):
    (mid,) = store(project, "dbt runs from `analytics/` or with `--project-dir analytics`.")
    assert bash(project, tmp_path, "dbt build --select orders") == [mid]
    assert bash(project, tmp_path, "cd analytics && dbt build", "s-2") == []


def test_a_step_run_in_a_folder_keys_its_command():
    text = "Migrations are made in `api/`: `cd api && knex migrate:make add_orders`."
    keys = {key: target for kind, key, target in memory_keys(text) if kind == "cmd"}
    assert keys.get("knex migrate:make") == "+cd api && knex migrate:make add_orders"


def test_the_step_run_from_the_root_is_tied(project, tmp_path):
    (mid,) = store(project, "Sequelize runs from `server/`: `cd server && sequelize db:migrate`.")
    assert bash(project, tmp_path, "sequelize db:migrate") == [mid]
    assert bash(project, tmp_path, "cd server && sequelize db:migrate", "s-2") == []
