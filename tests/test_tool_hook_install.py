"""A package a rule forbids by its plain name, added by a command (issue 29, round 40;
retain.rank.toolinstall), through the real hook. The memories are invented for each
rule, not taken from a benchmark."""

from __future__ import annotations

from retain.rank.toolinstall import added_names
from test_tool_hook_keys import bash, store


def test_a_package_a_decision_rules_out_ties_the_command_adding_it(project, tmp_path):
    (mid,) = store(project, "Charts are drawn with Vega-Lite specs; no Plotly (bundle size).",
                   kind="decision")  # fmt: skip
    assert bash(project, tmp_path, "yarn add plotly.js-dist@2") == [mid]
    # adding what the decision asks for, or taking the package away, is no sign of it
    assert bash(project, tmp_path, "yarn add vega-lite", session="s-2") == []
    assert bash(project, tmp_path, "yarn remove plotly.js-dist", session="s-3") == []


def test_a_wrapped_run_of_the_package_manager_adds_it_too(project, tmp_path):
    (mid,) = store(project, "Caching stays on Redis; no memcache.", kind="decision")
    assert bash(project, tmp_path, "ddev composer require drupal/memcache_admin") == [mid]


def test_a_package_named_in_a_step_to_take_is_no_thing_forbidden(project, tmp_path):
    store(project, "Dates: use dayjs everywhere, never moment.", kind="preference")
    assert bash(project, tmp_path, "npm install dayjs") == []


def test_the_names_a_command_adds_are_its_packages_without_version_or_scope():
    assert added_names([["npm", "install", "-D", "@types/node@20", "left-pad"]]) == (
        "types node left pad"
    )
    assert added_names([["lando", "drush", "en", "layout_builder", "-y"]]) == "layout builder"
    assert added_names([["pip", "install", "polars==1.2"]]) == "polars"
    assert added_names([["npm", "install"], ["npm", "run", "build"]]) == ""
