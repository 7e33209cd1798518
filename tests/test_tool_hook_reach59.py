"""PreToolUse reach, round 45 (issue 29): a Gradle task is camelCase by convention
(`./gradlew bootRun`, `flywayClean`): it is the command's subcommand, as `gradle build`
is, on the memory's side and the call's; a run named in prose through the launcher
(`./gradlew a b`) is read as the prescribed run, so a call running it whole follows the
memory. The memories are invented for the rule, not taken from a benchmark."""

from __future__ import annotations

from retain.core.toolcommand import command_key
from retain.core.toolkeys import command_lookup, memory_keys
from test_tool_hook_keys import bash, store


def test_a_camel_case_gradle_task_is_the_subcommand():
    assert command_key("./gradlew bootRun") == "gradle bootRun"
    assert command_key("gradle spotlessApply --offline", strict=False) == "gradle spotlessApply"
    assert command_lookup("./gradlew flywayInfo")[0][0] == "gradle flywayInfo"
    keys = memory_keys("Never run `./gradlew flywayClean` outside the local database.")
    assert ("cmd", "gradle flywayClean", "-./gradlew flywayClean") in keys
    # another tool's camelCase word is no subcommand of it (`make fooBar`: a make target
    # is lowercase by convention; a value is not a subcommand)
    assert command_key("make fooBar") == "make"


def test_a_gradle_task_warned_against_reaches_its_run(project, tmp_path):
    (mid,) = store(project, "Never run `./gradlew flywayClean` outside the local database.")
    assert bash(project, tmp_path, "./gradlew flywayClean") == [mid]
    assert bash(project, tmp_path, "./gradlew flywayInfo", "s-2") == []


def test_a_gradle_run_named_in_prose_is_read_through_its_launcher(project, tmp_path):
    from retain.rank.toolfollow import prose_spans

    text = "before pushing: ./gradlew lintCheck detekt unitTest - CI runs the same three"
    assert ("cmd", "gradle lintCheck", "") in memory_keys(text)
    assert prose_spans(text, "gradle lintCheck") == [
        ("./gradlew lintCheck detekt unitTest", 16, 51, True)
    ]
    (mid,) = store(project, text, kind="procedure")
    # the whole line the memory prescribes: it is followed already
    assert bash(project, tmp_path, "./gradlew lintCheck detekt unitTest") == []
