"""PreToolUse reach, round 43 (issue 29), through the real hook: a package manager's run
adding a package writes its manifest (retain.rank.toolinstall.WRITES, read by
retain.rank.toolmanifest.command_ties); commands in brackets after a clause opening with
"never" are what it rules out (retain.core.toolspans); a folder a memory names, held by a
command only at the head of a longer path, is where the command runs
(retain.rank.toolwrites.inside_folder). The memories are invented for each rule, not
taken from a benchmark."""

from __future__ import annotations

from retain.core.toolkeys import memory_keys
from retain.rank.toolinstall import manifests_written
from retain.rank.toolmanifest import about_new_dependencies
from retain.rank.toolwrites import inside_folder
from test_tool_hook_keys import bash, store


def test_a_run_adding_a_package_brings_the_ask_first_memory_on_its_manifest(project, tmp_path):
    (mid,) = store(project, "Ask me before adding new dependencies to composer.json.",
                   kind="preference")  # fmt: skip
    assert bash(project, tmp_path, "composer require --dev mockery/mockery") == [mid]
    # a run adding nothing (an install of what the manifest holds) is not one
    assert bash(project, tmp_path, "composer install", session="s-2") == []


def test_only_a_memory_about_new_dependencies_is_tied_by_the_manifest(project, tmp_path):
    store(project, "Keep the keys of composer.json sorted; CI runs `composer normalize`.")
    assert bash(project, tmp_path, "composer require monolog/monolog") == []


def test_the_manifests_an_adding_run_writes():
    assert manifests_written([["flutter", "pub", "add", "dev:mocktail"]]) == ["pubspec.yaml"]
    assert manifests_written([["vcpkg", "add", "port", "fmt"]]) == ["vcpkg.json"]
    assert manifests_written([["bundle", "add", "rack-attack"]]) == ["Gemfile"]
    # fetching what is listed, or installing into an environment, writes no manifest
    assert manifests_written([["flutter", "pub", "get"]]) == []
    assert manifests_written([["pip", "install", "rich"]]) == []
    assert manifests_written([["npm", "install"]]) == []


def test_asking_before_new_dependencies_in_other_words_and_languages():
    assert about_new_dependencies("Ask before adding anything to dev_dependencies here.")
    assert about_new_dependencies("Ask me before adding a port to the vcpkg manifest.")
    assert about_new_dependencies("No añadas librerías nuevas sin preguntarme antes.")
    assert about_new_dependencies("Keine neuen Pakete, ohne mich vorher zu fragen.")
    assert not about_new_dependencies("The dev server listens on port 8080.")


def test_commands_in_brackets_after_never_are_what_it_rules_out():
    text = "Build one app at a time. Never build every project at once (`nx run-many -t build`)."
    assert [t for k, _, t in memory_keys(text) if k == "cmd"] == ["-nx run-many -t build"]
    # a clause opening with a weaker word (`no`) names a step to take in its bracket
    text = "No network is needed when the suite runs offline (`make test-offline`)."
    assert [t for k, _, t in memory_keys(text) if k == "cmd"] == ["+make test-offline"]


def test_a_run_of_the_command_in_brackets_after_never_shows_the_memory(project, tmp_path):
    (mid,) = store(project, "Build one app with `nx build web`. Never rebuild every "
                   "project at once (`nx run-many -t build`): it takes an hour.")  # fmt: skip
    assert bash(project, tmp_path, "nx run-many -t build --parallel=4") == [mid]


def test_a_folder_at_the_head_of_a_longer_path_is_where_a_command_runs():
    assert inside_folder("src/widgets/", "vitest run src/widgets/button")
    assert inside_folder("src/widgets/", "vitest run ./src/widgets/a.test.ts")
    # the folder itself as the command's argument is what it acts on
    assert not inside_folder("public/", "vite build --outDir public/")
    assert not inside_folder("src/widgets", "vitest run src/widgets/button")


def test_a_test_run_inside_a_folder_is_not_tied_by_a_rule_on_code_there(project, tmp_path):
    store(project, "Widgets read the theme from context. No `useTheme()` calls inside "
          "`src/widgets/`: they break the storybook.")  # fmt: skip
    assert bash(project, tmp_path, "vitest run src/widgets/button") == []
