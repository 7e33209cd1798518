"""Round 25's precision rules of the pre-tool hook, through the real hook (hooks/retain-hook
pre-tool as a subprocess fed Claude Code's payloads). The memories are invented for each
rule, not taken from a benchmark."""

from __future__ import annotations

from test_tool_hook_keys import bash, store


def test_a_bugfix_memorys_remedy_command_does_not_tie_a_run_of_it(project, tmp_path):
    """A bugfix names the command run once its failure is seen: a run of that command is
    not the failure. The same text stored as a procedure still ties the run."""
    text = (
        "Lock file out of date after a plugin bump: run `quarry sync --refresh` in that "
        "module, then commit the lock."
    )
    (fix,) = store(project, text, kind="bugfix")
    assert bash(project, tmp_path, "quarry sync") == []
    (how,) = store(project, text.replace("quarry", "flint"), kind="procedure")
    assert bash(project, tmp_path, "flint sync", "s-2") == [how]
    assert fix != how
