"""Failure -> fix learning: a rerun spelled differently is the same command
(retain.sleep.fix_identity). A pass through a container, a path spelled otherwise, a
wrapper and the tool it runs, or a narrower run of exactly what failed closes the failure;
a retry that only adds an output option is a rerun, not a fix.

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_identity import same_step, step_words
from retain.sleep.fix_narrow import covers, narrower
from retain.sleep.fixes import find_fixes, program

IMPORT_FAIL = (
    "ImportError while importing test module 'tests/test_routes.py'.\n"
    "E   ModuleNotFoundError: No module named 'app.api.deps'\n"
    "1 error in 0.41s\n"
)
OLD, NEW = "from app.api.deps import session\n", "from app.deps import session\n"


def _edit(index: int) -> Call:
    return Call(index, path="/src/shop/app/api/routes.py", old=OLD, new=NEW)


def _fix_of(failed: str, passed: str, *, output: str = IMPORT_FAIL, ok_out: str = "") -> list:
    calls = [
        Call(0, command=failed, ok=False, output=output),
        _edit(1),
        Call(2, command=passed, ok=True, output=ok_out or "12 passed in 0.50s\n"),
    ]
    return find_fixes(calls)


def test_a_pass_inside_the_container_closes_the_failure_the_edit_fixed() -> None:
    fixes = _fix_of("python -m pytest tests", "docker compose exec -T web python -m pytest tests")
    assert [f.error for f in fixes] == ["ModuleNotFoundError: No module named 'app.api.deps'"]
    assert "app.api.deps" in fixes[0].names


def test_a_script_run_through_its_interpreter_is_the_script_run_by_path() -> None:
    fixes = _fix_of("./bin/check tests", "bb bin/check tests")
    assert len(fixes) == 1


def test_the_tool_a_wrapper_echoes_passing_closes_the_wrapper_failure() -> None:
    output = "pytest tests/\n" + IMPORT_FAIL + "make: *** [Makefile:4: test] Error 1\n"
    fixes = _fix_of("make test", "pytest tests/", output=output)
    assert len(fixes) == 1 and fixes[0].command == "make test"


def test_a_wrapper_that_runs_other_tools_closes_nothing() -> None:
    output = "ruff check .\n" + IMPORT_FAIL + "make: *** [Makefile:4: test] Error 1\n"
    assert _fix_of("make test", "pytest tests/", output=output) == []


def test_a_retry_adding_only_an_output_option_is_no_fix() -> None:
    timeout = "error: [28] Timeout was reached (Operation timed out after 30000 milliseconds)\n"
    for failed, retry in [
        ("cargo make ci", "cargo make --loglevel verbose ci"),
        ("npm test", "npm test -- --reporter dot"),
        ("npx cucumber-js", "npx cucumber-js --format=progress"),
    ]:
        calls = [
            Call(0, command=failed, ok=False, output=timeout),
            Call(1, command=retry, ok=True, output="all passed\n"),
        ]
        assert find_fixes(calls) == [], retry


def test_an_option_that_changes_the_run_is_still_a_lesson() -> None:
    heap = "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n"
    calls = [
        Call(0, command="npm run build", ok=False, output=heap),
        Call(1, command="NODE_OPTIONS=--max-old-space-size=4096 npm run build", ok=True),
    ]
    assert [f.kind for f in find_fixes(calls)] == ["lesson"]


def test_the_step_words_set_output_options_and_path_spellings_aside() -> None:
    one, two = program("k6 run ./scripts/smoke.js"), program("k6 run scripts/smoke.js --verbose")
    assert one is not None and two is not None
    assert step_words(one) == step_words(two)
    failed, run = Call(0, command="k6 run ./scripts/smoke.js"), Call(1, command="k6 run x.js")
    other = program("k6 run x.js")
    assert other is not None and not same_step(failed, one, run, other)


PYTEST_ONE = (
    "FAILED tests/test_reminders.py::test_due_today - AssertionError: naive datetime\n"
    "1 failed, 40 passed in 2.10s\n"
)
PYTEST_TWO = (
    "FAILED tests/test_reminders.py::test_due_today - AssertionError: naive datetime\n"
    "FAILED tests/test_export.py::test_csv_header - KeyError: 'name'\n"
    "2 failed, 39 passed in 2.10s\n"
)


def test_a_narrower_run_of_exactly_what_failed_covers_it() -> None:
    failed = Call(0, command="pytest", ok=False, output=PYTEST_ONE)
    part = Call(
        2, command="pytest tests/test_reminders.py::test_due_today", ok=True,
        output="1 passed in 0.20s\n",
    )  # fmt: skip
    assert covers(failed, part) and not narrower(failed, part)


def test_a_narrower_run_leaving_another_failure_out_covers_nothing() -> None:
    failed = Call(0, command="pytest", ok=False, output=PYTEST_TWO)
    part = Call(2, command="pytest -k due_today", ok=True, output="1 passed, 40 deselected\n")
    assert not covers(failed, part) and narrower(failed, part)
    other = Call(2, command="pytest tests/test_users.py", ok=True, output="5 passed in 0.1s\n")
    assert not covers(Call(0, command="pytest", ok=False, output=PYTEST_ONE), other)
