# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""The failure hook, round 43: a memory naming a gate by its option and value (`--min-lines
90`, `--cov-fail-under=85`) when a failed run's output reports that value unmet on a line
naming what the option measures (retain.rank.tool_failgate), through the launcher."""

from __future__ import annotations

from pathlib import Path

from retain.rank import tool_failgate
from test_tool_hook import (  # noqa: F401
    failure_context,
    memory_lines,
    project,
)

GATE = (
    "The nightly job runs `cov-check --min-lines 90 src/`; never lower the number to get "
    "it green, write the missing tests."
)
CONFIG_GATE = "Coverage is gated by `--cov-fail-under=85` in tox.ini. Do not relax it."
UNMET = "Exit code 1\nsummary: 412 files read\nLine coverage 87.31% is below the required 90.00%\n"
UNMET_CONFIG = "Exit code 2\n340 passed in 12.0s\nFAIL Required test coverage of 85% not reached."


def add(project: Path, text: str, kind: str = "constraint") -> int:
    from retain import Memory

    return Memory(embedder=None, project=str(project)).add(text, kind=kind, embed=False)


def test_gates_read_the_measure_not_the_gate_words():
    assert tool_failgate.gates(GATE) == [(frozenset({"lines"}), 90.0)]
    assert tool_failgate.gates(CONFIG_GATE) == [(frozenset({"cov"}), 85.0)]
    # a count of anything, and an option named by gate words alone, are no gate
    assert tool_failgate.gates("run `lint --max-warnings 0` and `x --fail-under 70`") == []


def test_the_gate_memory_when_its_value_is_reported_unmet(project, tmp_path):
    mid = add(project, GATE)
    (line,) = memory_lines(
        failure_context(project, tmp_path, "cov-check --min-lines 90 src/", UNMET)
    )
    assert f"[{mid}] seen before:" in line


def test_a_gate_set_in_a_config_file(project, tmp_path):
    mid = add(project, CONFIG_GATE)
    (line,) = memory_lines(failure_context(project, tmp_path, "pytest --cov=app", UNMET_CONFIG))
    assert f"[{mid}] seen before:" in line


def test_no_tie_without_the_value_or_the_measure(project, tmp_path):
    add(project, GATE)
    other = UNMET.replace("90.00%", "80.00%")
    assert failure_context(project, tmp_path, "cov-check --min-lines 80 src/", other) == ""
    # the value on a line naming another measure
    speed = "Exit code 1\nbranch hits 90 of 120, no report written\n"
    assert failure_context(project, tmp_path, "cov-check src/", speed) == ""


def test_an_option_echoed_with_its_value_is_the_command_not_the_report(project, tmp_path):
    add(project, "Keep `--speed 1000` in the flasher config: the long lead fails at 4000.")
    echoed = "Exit code 1\nRunning `flasher --speed 1000 fw.bin`\nError: no probe found\n"
    assert failure_context(project, tmp_path, "make flash", echoed) == ""


def test_a_fact_or_preference_naming_the_gate_is_silent(project, tmp_path):
    add(project, GATE, kind="fact")
    assert failure_context(project, tmp_path, "cov-check --min-lines 90 src/", UNMET) == ""
