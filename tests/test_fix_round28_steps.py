"""Failure -> fix learning, round 28: a run of the failed program that passed but is
another action of it (`terrain fetch` after `terrain check` failed, `docker buildx create`
after `docker buildx build`, `spark-submit --version`) is a step towards the fix, not the
pass: the failure stays open for the run that passes (retain.sleep.fixes.every_fix).

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fixes import find_fixes

DRIVER_FAIL = (
    '#0 building with "default" instance using docker driver\n'
    "ERROR: Multi-platform build is not supported for the docker driver.\n"
)
BUILD = "docker buildx build --platform linux/amd64,linux/arm64 -t tern/api:dev ."
CREATE = "docker buildx create --name tern --driver docker-container --use"


def test_a_step_of_the_same_program_is_the_fix_of_its_unchanged_rerun() -> None:
    calls = [
        Call(0, command=BUILD, ok=False, output=DRIVER_FAIL),
        Call(1, command=CREATE, ok=True),
        Call(2, command=BUILD, ok=True),
    ]
    [fix] = find_fixes(calls)
    assert fix.error == "ERROR: Multi-platform build is not supported for the docker driver."
    assert fix.remedies == (f"running `{CREATE}`",)
    assert fix.fixed_at == 2


PLUGIN_FAIL = "Error: The following plugins are required, but not installed:\n  kiln ~> 2\n"


def test_a_step_of_the_same_program_with_no_pass_after_it_is_no_fix() -> None:
    calls = [
        Call(0, command="terrain check base.trn", ok=False, output=PLUGIN_FAIL),
        Call(1, command="terrain fetch base.trn", ok=True),
    ]
    assert find_fixes(calls) == []


def test_a_source_edit_before_the_rerun_is_still_a_code_fix() -> None:
    calls = [
        Call(0, command="terrain check base.trn", ok=False, output=PLUGIN_FAIL),
        Call(1, command="terrain fetch base.trn", ok=True),
        Call(2, path="/srv/tern/src/main.rs", old="kiln::v1", new="kiln::v2"),
        Call(3, command="terrain check base.trn", ok=True),
    ]
    assert find_fixes(calls) == []


SOURCE_FAIL = (
    "AnalysisException: [DATA_SOURCE_NOT_FOUND] Failed to find data source: kinesis. "
    "Please deploy the application with its connector package.\n"
)


def test_a_look_at_the_programs_version_leaves_the_failure_open() -> None:
    calls = [
        Call(0, command="spark-submit jobs/roll.py --stream orders", ok=False, output=SOURCE_FAIL),
        Call(1, command="spark-submit --version", ok=True, output="version 3.5.3"),
        Call(
            2,
            command="spark-submit --packages org.example:spark-kinesis_2.12:1.4 jobs/roll.py "
            "--stream orders",
            ok=True,
        ),
    ]
    [fix] = find_fixes(calls)
    assert fix.kind == "lesson"
    assert "--packages org.example:spark-kinesis_2.12:1.4" in fix.text()
