# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""A command a memory says is enough is the step it prescribes: a call running it as
written already follows the memory and hears nothing (issue 29, round 41)."""

from __future__ import annotations

from pathlib import Path

from retain.core.toolkeys import memory_keys
from test_tool_hook import (  # noqa: F401
    context_of,
    fixture,
    memory_lines,
    project,
    run,
)


def _add(project: Path, text: str, kind: str = "lesson") -> int:
    from retain import Memory

    return Memory(embedder=None, project=str(project)).add(text, kind=kind, embed=False)


def test_a_command_said_to_be_enough_is_prescribed():
    keys = memory_keys(
        "Never wipe ~/.gradle for a stale build: `gradle clean --refresh` is enough."
    )
    assert ("cmd", "gradle clean", "+gradle clean --refresh") in keys
    # what a command does is still a description, and "not enough" asks for more
    assert ("cmd", "cargo fmt", "~cargo fmt") in memory_keys("`cargo fmt` silently ignores x")
    keys = memory_keys("`git pull` is not enough here: run `git submodule update` too.")
    assert ("cmd", "git pull", "~git pull") in keys


def test_a_run_of_the_command_said_to_be_enough_is_silent(project, tmp_path):
    _add(
        project, "Note to self: after a pull `lando drush updb` is enough, no full site reinstall."
    )
    payload = fixture("PreToolUse", "Bash", project)
    payload["tool_input"]["command"] = "lando drush updb"
    assert context_of(run("pre-tool", payload, tmp_path), "PreToolUse") == ""
