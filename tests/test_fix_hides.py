"""Failure -> fix learning, round 46: a step that hides a failing test run (a test's time
limit raised, every snapshot accepted at once, a run with no tests allowed to pass) is no
fix, though the run after it passes (retain.sleep.fix_hides).

The projects, outputs and files are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_hides import hides_run, raises_limit
from retain.sleep.fix_refusals import answers_narrowing
from retain.sleep.fix_silence import deletes_test, hid_last
from retain.sleep.fixes import find_fixes

SLOW = (
    "  1 passing (3s)\n  1 failing\n\n  1) orders\n       syncs the ledger:\n"
    "     Error: Timeout of 2000ms exceeded. For async tests and hooks, ensure done() is called\n"
)
SLOW_HOOK = (
    " FAIL  src/ledger.test.ts > ledger > balances\n"
    "Error: Hook timed out in 10000ms.\n"
    " Test Files  1 failed (1)\n      Tests  1 failed | 5 passed (6)\n"
)
MANY_SNAPSHOTS = (
    " FAIL  src/cards/Title.test.tsx > Title > renders\n"
    "Error: Snapshot `Title > renders 1` mismatched\n"
    " FAIL  src/cards/Badge.test.tsx > Badge > renders\n"
    "Error: Snapshot `Badge > renders 1` mismatched\n"
    " Test Files  6 failed | 12 passed (18)\n      Tests  7 failed | 80 passed (87)\n"
)
ONE_SNAPSHOT = (
    " FAIL  src/cards/Title.test.tsx > Title > renders\n"
    "Error: Snapshot `Title > renders 1` mismatched\n"
    '- Expected\n+ Received\n\n- "Total: 4"\n+ "Total: 4 items"\n'
    " Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)\n"
)
NONE_FOUND = "No tests found, exiting with code 1\nPattern: src/billing - 0 matches\n"


def _run(at: int, command: str, ok: bool, output: str) -> Call:
    return Call(at, command=command, ok=ok, output=output)


def test_a_rerun_with_a_raised_test_timeout_is_no_fix() -> None:
    calls = [
        _run(0, "npx mocha test/orders.spec.js", False, SLOW),
        _run(1, "npx mocha test/orders.spec.js --timeout 60000", True, "  2 passing (41s)\n"),
    ]
    assert find_fixes(calls) == []


def test_an_edit_that_only_raises_the_test_timeout_is_no_fix() -> None:
    calls = [
        _run(0, "npx vitest run src/ledger.test.ts", False, SLOW_HOOK),
        Call(
            1,
            path="/home/dev/ledger/vitest.config.ts",
            old="  test: {\n",
            new="  test: {\n    hookTimeout: 120_000,\n",
        ),  # fmt: skip
        _run(2, "npx vitest run src/ledger.test.ts", True, " Tests  6 passed (6)\n"),
    ]
    assert find_fixes(calls) == []


def test_every_snapshot_accepted_at_once_is_no_fix_nor_a_step() -> None:
    accept = _run(1, "npx vitest run -u", True, " Snapshots  7 updated\n Tests  87 passed (87)\n")
    assert find_fixes([_run(0, "npx vitest run", False, MANY_SNAPSHOTS), accept]) == []
    calls = [
        _run(0, "npx vitest run", False, MANY_SNAPSHOTS),
        accept,
        _run(2, "npx vitest run", True, " Tests  87 passed (87)\n"),
    ]
    assert find_fixes(calls) == []


def test_a_run_allowed_to_find_no_tests_is_no_fix() -> None:
    allowed = "No tests found, exiting with code 0"
    calls = [
        _run(0, "npx jest src/billing", False, NONE_FOUND),
        _run(1, "npx jest src/billing --passWithNoTests", True, allowed),
    ]
    assert find_fixes(calls) == []


def test_what_is_no_hiding() -> None:
    # the one failing snapshot updated: the change the session made, accepted
    assert not hides_run({"-u"}, ONE_SNAPSHOT)
    # a network time limit raised is no test's: the install waited for a slow mirror
    assert not hides_run({"--default-timeout=120"}, "ReadTimeoutError: Read timed out.\n")
    # a timeout written beside another change is not only a limit raised
    edit = Call(1, path="/home/dev/app/playwright.config.ts", old="  url: 'http://localhost:8080',\n",
                new="  url: 'http://localhost:5173',\n  timeout: 120_000,\n")  # fmt: skip
    assert not raises_limit(edit, "Error: Test timeout of 30000ms exceeded.\n")
    # baselines written where none existed: nothing was different, nothing accepted
    absent = "Error: A snapshot doesn't exist at e2e/home.spec.ts-snapshots/hero.png\n  3 failed\n"
    assert not hides_run({"--update-snapshots"}, absent)
    assert hides_run({"--timeout=0"}, SLOW)
    assert hides_run({"--update-snapshots"}, MANY_SNAPSHOTS)


class _Said:
    def __init__(self, actor: str, text: str, cues: tuple[str, ...] = ()) -> None:
        self.actor, self.text, self.cues = actor, text, cues


MISSING_FIXTURE = "E       fixture 'respx_mock' not found\n1 error in 0.04s\n"


def test_words_after_a_test_skipped_or_deleted_are_about_that_step() -> None:
    remark = "Green now, but only because the test is skipped; respx is still not installed."
    skip = Call(1, path="/home/dev/shop/tests/test_rates.py", old="def test_rates(respx_mock):",
                new="@pytest.mark.skip\ndef test_rates(respx_mock):")  # fmt: skip
    calls = [
        _run(0, "pytest tests/test_rates.py", False, MISSING_FIXTURE),
        skip,
        _run(2, "pytest tests/test_rates.py", True, "1 skipped in 0.01s"),
    ]
    words = [(3, remark)]
    assert hid_last(3, calls)
    assert answers_narrowing(_Said("agent", remark), calls, words)  # type: ignore[arg-type]
    gone = _run(1, "git rm tests/test_rates.py", True, "rm 'tests/test_rates.py'")
    assert deletes_test(gone)
    assert hid_last(3, [calls[0], gone, calls[2]])
    # a real change after the skip was taken back: the words are the fix's account
    dep = Call(3, path="/home/dev/shop/pyproject.toml", old="[dev]\n", new="[dev]\nrespx = 1\n")
    fixed = [*calls, dep, _run(4, "pytest", True, "1 passed")]
    assert not hid_last(5, fixed)
    assert not deletes_test(_run(1, "rm -rf build/", True, ""))
