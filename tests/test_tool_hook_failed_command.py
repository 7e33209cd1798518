# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""A failed run of the check a memory prescribes, whose error no memory describes: the
memory that also names the run answering it (retain.rank.tool_failed), through the
launcher Claude Code runs, fed the captured PostToolUseFailure payload's shape."""

from __future__ import annotations

from pathlib import Path

import pytest

from retain.rank.tool_failed import answers_failure
from test_tool_hook import context_of, failed_bash, fixture, memory_lines, project, run  # noqa: F401

CHECK = (
    "Gas: `forge snapshot --check` must pass in CI; when a change is meant to alter gas, "
    "regenerate with `forge snapshot` and commit .gas-snapshot in the same PR."
)
ONE_RUN = "Run `forge test -vvv` before pushing; CI runs it on every PR."
WARNED = "Never `forge snapshot` on a release branch: the snapshot is frozen there."
A_FACT = "`forge snapshot --check` runs in CI, and `forge snapshot` writes .gas-snapshot."
GAS_DIFF = (
    'Exit code 1\nDiff in "DepositTest::test_depositMintsShares()": consumed "(gas: 118311)" '
    'gas, expected "(gas: 117904)" gas'
)


def _failed(project: Path, command: str, error: str = GAS_DIFF) -> dict:
    return failed_bash(project, command, error)


@pytest.fixture
def stored(project: Path) -> dict[str, int]:
    from retain import Memory

    mem = Memory(embedder=None, project=str(project))
    return {
        "check": mem.add(CHECK, kind="procedure", embed=False),
        "one_run": mem.add(ONE_RUN, kind="procedure", embed=False),
    }


def test_a_failed_check_shows_the_memory_naming_its_answer(stored, project, tmp_path):
    result = run("tool-failure", _failed(project, "forge snapshot --check"), tmp_path)
    text = context_of(result, "PostToolUseFailure")
    (line,) = memory_lines(text)
    assert f"[{stored['check']}]" in line
    assert "the command that just failed" in text


def test_a_failed_run_that_is_no_check_says_nothing(stored, project, tmp_path):
    # `forge test` failed: the memory prescribing it knows nothing of why.
    payload = _failed(project, "forge test -vvv", "Exit code 1\n[FAIL] testWithdraw() (gas: 1)")
    assert context_of(run("tool-failure", payload, tmp_path), "PostToolUseFailure") == ""


def test_the_answer_itself_failing_and_a_repeat_are_silent(stored, project, tmp_path):
    # The run the memory answers with failed: the memory has nothing more to say.
    payload = _failed(project, "forge snapshot", "Exit code 1\ncompilation failed")
    assert context_of(run("tool-failure", payload, tmp_path), "PostToolUseFailure") == ""
    check = _failed(project, "forge snapshot --check")
    assert memory_lines(context_of(run("tool-failure", check, tmp_path), "PostToolUseFailure"))
    assert context_of(run("tool-failure", check, tmp_path), "PostToolUseFailure") == ""


def test_an_error_a_lesson_describes_keeps_its_seen_before_line(project, tmp_path):
    from retain import Memory

    mem = Memory(embedder=None, project=str(project))
    mem.add(CHECK, kind="procedure", embed=False)
    lesson = mem.add(
        'After a solc bump `forge snapshot --check` says Diff in "DepositTest::'
        'test_depositMintsShares()": consumed gas, expected gas: the optimizer changed.',
        kind="lesson",
        embed=False,
    )
    text = context_of(
        run("tool-failure", _failed(project, "forge snapshot --check"), tmp_path),
        "PostToolUseFailure",
    )
    assert f"[{lesson}] seen before:" in memory_lines(text)[0]


def test_which_memories_answer_a_failed_run():
    assert answers_failure(CHECK, "forge snapshot", "forge snapshot --check")
    assert not answers_failure(CHECK, "forge snapshot", "forge snapshot")  # the answer
    assert not answers_failure(ONE_RUN, "forge test", "forge test -vvv")  # no check mode
    assert answers_failure(
        "Run `ruff format` before committing.", "ruff format", "ruff format --check src"
    )
    assert answers_failure(
        "CI runs `dotnet format --verify-no-changes`; run `dotnet format` locally to fix.",
        "dotnet format",
        "dotnet format --verify-no-changes",
    )
    assert not answers_failure(WARNED, "forge snapshot", "forge snapshot --check")
    assert not answers_failure(CHECK, "forge snapshot", "forge snapshot --diff")  # another


def test_a_fact_and_a_reading_command_are_silent(project, tmp_path):
    from retain import Memory

    Memory(embedder=None, project=str(project)).add(A_FACT, kind="fact", embed=False)
    payload = _failed(project, "forge snapshot --check")
    assert context_of(run("tool-failure", payload, tmp_path), "PostToolUseFailure") == ""


def test_mix_format_check_formatted_is_a_check_mode(project, tmp_path):
    from retain import Memory

    mem = Memory(embedder=None, project=str(project))
    mid = mem.add(
        "Run `mix format` before committing; CI runs `mix format --check-formatted`.",
        kind="procedure",
        embed=False,
    )
    error = "Exit code 1\n** (Mix) mix format failed due to --check-formatted."
    payload = _failed(project, "mix format --check-formatted", error)
    (line,) = memory_lines(context_of(run("tool-failure", payload, tmp_path), "PostToolUseFailure"))
    assert f"[{mid}]" in line
