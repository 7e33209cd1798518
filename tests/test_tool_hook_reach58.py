"""PreToolUse reach, round 44 follow-up (issue 29): modules named the way their build tool
names them. sbt's task in a project (`sbt web/test`) is the command `sbt test`, the
project no path it runs on; a Gradle project path (`:core`) is that folder's build
script. The memories are invented for the rules, not taken from a benchmark."""

from __future__ import annotations

from retain.core.toolbuild import gradle_build_scripts
from retain.core.toolcommand import command_key
from retain.core.toolkeys import memory_keys
from retain.core.toolspans import call_tokens, span_verdict
from test_tool_hook_keys import bash, edit, store


def test_an_sbt_task_in_a_project_is_the_task():
    assert command_key("sbt web/test", strict=False) == "sbt test"
    assert command_key("sbt store/IntegrationTest/compile") == "sbt compile"
    text = "Start sbt at the top of the checkout (`sbt web/test`), never inside a module."
    keys = memory_keys(text)
    assert ("cmd", "sbt test", "+sbt web/test") in keys
    assert not [k for k in keys if k[:2] == ("dir", "web/test")]  # no folder of that name


def test_an_sbt_task_prescribed_for_a_project_fires_for_a_run_from_a_module_folder():
    text = "Start sbt at the top of the checkout (`sbt web/test`), never inside a module."
    target = "+sbt web/test"
    for call, said in (
        ("cd modules/store && sbt test", "fire"),
        ("sbt web/test", "silent"),
        ("sbt test", "silent"),
        ("sbt store/test", "silent"),
    ):
        assert span_verdict(target, call_tokens(call), call, text) == said, call


def test_an_sbt_run_from_a_module_folder_gets_the_memory(project, tmp_path):
    text = "Start sbt at the top of the checkout (`sbt web/test`), never inside a module."
    (mid,) = store(project, text)
    assert bash(project, tmp_path, "cd modules/store && sbt test") == [mid]
    assert bash(project, tmp_path, "sbt store/test", "s-2") == []


def test_a_gradle_project_path_keys_its_build_script():
    text = "Module rule: `:billing:core` never depends on `:web`; `:web:test` runs it."
    assert gradle_build_scripts(text) == [
        "billing/core/build.gradle.kts", "billing/core/build.gradle",
        "web/build.gradle.kts", "web/build.gradle",
    ]  # fmt: skip
    # a Ruby symbol or a Clojure keyword, in a memory naming no module, is no project
    assert gradle_build_scripts("Tag slow specs `:slow` and never use `:focus`.") == []


def test_a_module_boundary_ties_an_edit_of_the_module_build_script(project, tmp_path):
    text = "Module boundaries: `:core` must not depend on `:web` or any HTTP library."
    (mid,) = store(project, text)
    added = "    implementation(libs.http.client)\n"
    assert edit(project, tmp_path, "core/build.gradle.kts", added) == [mid]
