"""Failure -> fix learning, round 31: two failures of one program open at once (`quill
build` and `quill test`, or `quill compile` and `quill fmt-check`) are each tracked by their
own command, so a pass closes only the failure of the same command
(retain.sleep.fixes.every_fix).

The tool, its outputs and the files are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fixes import find_fixes

UNRESOLVED = "error: unresolved module `quill/net` in src/app.ql:3\n"
FORMAT = "[error] 2 files must be formatted\n"
ASSERT = "FAIL route_test: expected 200, got 404\n"


def test_another_action_failing_beside_an_open_failure_gets_its_own_fix() -> None:
    calls = [
        Call(0, command="quill compile", ok=False, output=UNRESOLVED),
        Call(1, command="quill fmt-check", ok=False, output=FORMAT),
        Call(2, command="quill fmt", ok=True, output="Formatted 2 files"),
        Call(3, command="quill fmt-check", ok=True, output="ok"),
    ]
    [fix] = find_fixes(calls)
    assert (fix.command, fix.error) == ("quill fmt-check", FORMAT.strip())
    assert fix.remedies == ("running `quill fmt`",)
    assert (fix.failed_at, fix.fixed_at) == (1, 3)


def test_a_pass_closes_the_failure_of_its_own_command_not_the_latest() -> None:
    """`quill build test` failed on a test after `quill build` failed to build: the fix of
    the build is paired with the build's error, not the test's."""
    calls = [
        Call(0, command="quill build", ok=False, output=UNRESOLVED),
        Call(1, command="quill build test", ok=False, output=ASSERT),
        Call(2, path="/home/dev/tern/quill.yaml", old="modules: []", new="modules: [net]"),
        Call(3, command="quill build", ok=True, output="built 4 modules"),
    ]
    [fix] = find_fixes(calls)
    assert (fix.command, fix.error) == ("quill build", UNRESOLVED.strip())
    assert (fix.failed_at, fix.fixed_at) == (0, 3)
    assert fix.remedies == ("editing `quill.yaml` (`modules: [net]`)",)


def test_the_failure_left_open_keeps_waiting_for_its_own_pass() -> None:
    """The test failure stays open past the build's pass and is fixed by its own step."""
    calls = [
        Call(0, command="quill build", ok=False, output=UNRESOLVED),
        Call(1, command="quill build test", ok=False, output=ASSERT),
        Call(2, path="/home/dev/tern/quill.yaml", old="modules: []", new="modules: [net]"),
        Call(3, command="quill build", ok=True, output="built 4 modules"),
        Call(4, command="quill build test", ok=True, output="12 passed"),
    ]
    fixes = find_fixes(calls)
    assert [(f.error, f.failed_at, f.fixed_at) for f in fixes] == [(UNRESOLVED.strip(), 0, 3)]
