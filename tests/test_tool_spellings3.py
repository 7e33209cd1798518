"""A command a memory names, run under another spelling, part 3 (issue 29, round 38): a
package run at a pinned version, `uvx` and `pipx run`, a local environment's runner
(`ddev wp ...`), a tool's own valued option before its subcommand (`helmfile -e prod
apply`), a hyphenated subcommand that is another one (`dbt run-operation`), a wrapper
the memory warns against, and "never" said after the command. Through the real pre-tool
hook; the memories are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core import toolcode, toolkeys
from retain.core.toolcommand import command_key
from test_tool_hook_keys import bash, store


def test_a_package_run_at_a_pinned_version_is_the_package(project, tmp_path):
    assert command_key("npx astro@4.2.1 build --site x") == "astro build"
    assert command_key("npx @scope/astro@latest build") == "astro build"
    assert command_key("uvx ruff@0.4.4 check src") == "ruff check"
    assert command_key("ssh deploy@host uptime") == "ssh"  # a user at a host: no version
    (mid,) = store(project, "Never `astro build` with the preview adapter: it drops routes.")
    assert bash(project, tmp_path, "npx astro@4.2.1 build") == [mid]
    assert bash(project, tmp_path, "npx astro@4.2.1 dev", "s-2") == []


def test_uvx_and_pipx_run_run_the_tool_after_them(project, tmp_path):
    assert command_key("uvx black app/") == "black"
    assert command_key("pipx run twine upload dist/*") == "twine upload"
    assert command_key("pipx install twine") == "pipx install"
    (mid,) = store(project, "Never `twine upload` from a laptop: releases go through the CI job.")
    assert bash(project, tmp_path, "pipx run twine upload dist/*") == [mid]
    assert bash(project, tmp_path, "pipx run twine check dist/*", "s-2") == []


def test_a_local_environment_runs_the_tool_by_its_name(project, tmp_path):
    assert command_key("ddev wp plugin update --all") == "wp plugin"
    assert command_key("lando composer require x/y") == "composer require"
    assert command_key("ddev exec wp search-replace a b") == "wp search-replace"
    assert command_key("ddev start") == "ddev start"  # its own command: nothing inside
    (mid,) = store(project, "Never `wp plugin update`: plugins come from Composer only.")
    assert bash(project, tmp_path, "ddev wp plugin update --all") == [mid]
    assert bash(project, tmp_path, "ddev wp plugin list", "s-2") == []
    assert bash(project, tmp_path, "ddev pull prod -y", "s-3") == []


def test_a_tools_own_valued_option_before_its_subcommand(project, tmp_path):
    assert command_key("helmfile -e prod apply -l name=api") == "helmfile apply"
    assert command_key("helmfile --environment prod sync") == "helmfile sync"
    assert command_key("make -e proto") == "make proto"  # make's -e takes no value
    (mid,) = store(project, "Never `helmfile apply` to prod from a laptop: CI applies prod.")
    assert bash(project, tmp_path, "helmfile -e prod apply -l name=api") == [mid]
    assert bash(project, tmp_path, "helmfile -e prod diff", "s-2") == []


def test_a_hyphenated_subcommand_is_not_the_forbidden_one(project, tmp_path):
    """`dbt run-operation` runs no `dbt run`: a memory forbidding `dbt run` is not tied
    to it (nor does its being shown earlier hide the memory about the operation)."""
    run, operation = store(
        project,
        "Never a bare `dbt run` in this repo: a full run takes an hour, select models.",
        "Never `dbt run-operation drop_schemas` outside the dev target.",
    )
    assert bash(project, tmp_path, "dbt run") == [run]
    assert bash(project, tmp_path, "uv run dbt run-operation drop_schemas", "s-2") == [operation]
    assert toolcode.writes("dbt run", "dbt run --select x", command=True)
    assert not toolcode.writes("dbt run", "dbt run-operation x", command=True)
    assert toolcode.writes("no-op", "no-op-x")  # in an edit, a hyphen joins no words


def test_a_wrapper_the_memory_warns_against_is_not_the_step(project, tmp_path):
    (mid,) = store(
        project,
        "`mix dialyzer`: the first run builds the PLT for ten minutes; never run it under "
        "timeout, a killed run corrupts the PLT.",
    )
    assert bash(project, tmp_path, "timeout 300 mix dialyzer") == [mid]
    assert bash(project, tmp_path, "mix dialyzer", "s-2") == []  # the step itself
    assert bash(project, tmp_path, "nice mix dialyzer", "s-3") == []  # a wrapper not named


def test_never_said_right_after_the_command():
    text = "`kamal accessory reboot db` (or remove) never on production: tablets drop."
    assert ("cmd", "kamal accessory", "-kamal accessory reboot db") in toolkeys.memory_keys(text)
    # what a command never does is said of it, not against running it
    text = "`cargo fmt` never touches generated code."
    assert ("cmd", "cargo fmt", "+cargo fmt") in toolkeys.memory_keys(text)
    # a command named after "never" is the one warned against, not the first
    text = "Run `make test` first, never `git push` directly."
    assert ("cmd", "make test", "+make test") in toolkeys.memory_keys(text)


def test_a_command_warned_against_without_an_option_run_with_it(project, tmp_path):
    (mid,) = store(project, "Never run `wrangler deploy` without --env from a laptop: CI deploys.")
    assert bash(project, tmp_path, "npx wrangler deploy") == [mid]
    assert bash(project, tmp_path, "npx wrangler deploy --env staging", "s-2") == []
