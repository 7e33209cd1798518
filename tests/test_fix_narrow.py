"""Failure -> fix learning: a narrower rerun is no fix (retain.sleep.fix_narrow). The failed
command run on a part of its tests (a file, a name filter, `TEST=...`) that passed, by
its own report on fewer tests, is neither the lesson nor a step before an unchanged rerun.

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_narrow import narrower
from retain.sleep.fixes import find_fixes
from retain.sleep.learn_fixes import left_open

SYSTEM = "bin/rails test:system"
SYSTEM_FAIL = (
    "Error:\nRoutesTest#test_sorts_by_distance:\n"
    'Capybara::ElementNotFound: Unable to find css ".route-card"\n\n'
    "12 runs, 35 assertions, 0 failures, 1 errors, 0 skips\n"
)


def test_a_part_of_the_run_passing_is_no_step_before_the_unchanged_rerun() -> None:
    calls = [
        Call(0, command=SYSTEM, ok=False, output=SYSTEM_FAIL),
        Call(1, command=f"{SYSTEM} TEST=test/system/routes_test.rb", ok=True,
             output="3 runs, 9 assertions, 0 failures, 0 errors, 0 skips\n"),
        Call(2, command=SYSTEM, ok=True,
             output="12 runs, 36 assertions, 0 failures, 0 errors, 0 skips\n"),
    ]  # fmt: skip
    assert find_fixes(calls) == []


JEST_FAIL = (
    " FAIL  apps/shop/src/tax/vat.test.ts\n  ● vat › rounds per line\n\n"
    "    TypeError: Cannot read properties of undefined (reading 'rate')\n\n"
    "Test Suites: 1 failed, 17 passed, 18 total\nTests:       1 failed, 80 passed, 81 total\n"
)
JEST_PART = "Test Suites: 6 passed, 6 total\nTests:       30 passed, 30 total\n"


def test_a_name_filter_that_ran_fewer_tests_is_no_lesson() -> None:
    calls = [
        Call(0, command="npx nx test shop", ok=False, output=JEST_FAIL),
        Call(1, command="npx nx test shop --testPathPattern=cart", ok=True, output=JEST_PART),
    ]
    assert find_fixes(calls) == []
    assert [c.index for c in left_open(calls)] == [0]  # its account is a diagnosis


def test_a_filter_the_runner_reports_as_leaving_tests_out_is_narrower() -> None:
    failed = Call(0, command="zig build test", ok=False, output="error: 1 of 9 tests failed")
    part = Call(1, command="zig build test -Dtest-filter=lexer", ok=True,
                output="All 2 tests passed (7 filtered out)")  # fmt: skip
    assert narrower(failed, part)


def test_a_flag_that_runs_as_many_tests_or_another_task_is_not_narrower() -> None:
    failed = Call(0, command="npx jest", ok=False, output=JEST_FAIL)
    all_of_it = "Test Suites: 18 passed, 18 total\nTests:       81 passed, 81 total\n"
    same = Call(1, command="npx jest --runInBand", ok=True, output=all_of_it)
    assert not narrower(failed, same)
    clean = Call(0, command="sbt clean test", ok=False, output="[error] Error fetching artifacts:")
    test = Call(1, command="sbt test", ok=True, output="[info] All tests passed.")
    assert not narrower(clean, test)  # a task dropped, and neither run counted tests
    other = Call(1, command="npx eslint --fix src", ok=True, output="2 files fixed")
    assert not narrower(failed, other)  # another program
