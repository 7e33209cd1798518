"""Failure -> fix learning, round 38: a failing test among passing ones, fixed by a change
to the code (retain.sleep.fix_code). The suite ran, one test failed, the agent replaced a
line or two, and the same command passed: that edit is the fix, kept with the test's
telling line. A build error fixed in the project's own code (no suite ran), an edit beside
an install, a rewrite and a test marked skipped keep no memory.

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_code import among_passes
from retain.sleep.fixes import find_fixes

TEST = "pytest -v tests/"
ONE_OF_MANY = (
    "tests/test_fees.py::test_fee_for_zero PASSED [ 33%]\n"
    "tests/test_fees.py::test_fee_for_refund PASSED [ 66%]\n"
    "tests/test_fees.py::test_fee_rounding FAILED [100%]\n"
    "=================================== FAILURES ===================================\n"
    "    def test_fee_rounding():\n"
    ">       assert fee(Decimal('3.345')) == Decimal('3.35')\n"
    "E       AssertionError: assert Decimal('3.34') == Decimal('3.35')\n"
    "FAILED tests/test_fees.py::test_fee_rounding - AssertionError\n"
    "========================= 1 failed, 2 passed in 0.21s ==========================\n"
)
PASSED = "========================= 3 passed in 0.20s ==========================\n"
ROUNDING = Call(
    1,
    path="/home/dev/kelp/kelp/fees.py",
    old="return amount.quantize(CENT, rounding=ROUND_DOWN)",
    new="return amount.quantize(CENT, rounding=ROUND_HALF_UP)",
)


def test_a_test_failing_among_passes_fixed_by_a_code_edit_is_the_fix() -> None:
    calls = [
        Call(0, command=TEST, ok=False, output=ONE_OF_MANY),
        ROUNDING,
        Call(2, command=TEST, ok=True, output=PASSED),
    ]
    [fix] = find_fixes(calls)
    assert fix.error == "AssertionError: assert Decimal('3.34') == Decimal('3.35')"
    assert fix.remedies == (
        "editing `fees.py` (`return amount.quantize(CENT, rounding=ROUND_HALF_UP)`)",
    )
    assert fix.kind == "bugfix"


def test_an_rspec_run_counting_examples_is_a_suite_with_passes() -> None:
    failed = (
        "Invoice\n  sets the due date\n  totals the lines (FAILED - 1)\n\nFailures:\n\n"
        "  1) Invoice totals the lines\n"
        "     Failure/Error: expect(invoice.total).to eq(1200)\n\n"
        "       expected: 1200\n            got: 1000\n\n"
        "Finished in 0.4 seconds (files took 1.2 seconds to load)\n"
        "46 examples, 1 failure\n"
    )
    calls = [
        Call(0, command="bundle exec rspec", ok=False, output=failed),
        Call(1, path="/home/dev/ledger/app/models/invoice.rb",
             old="    lines.sum(&:net)\n", new="    lines.sum(&:gross)\n"),
        Call(2, command="bundle exec rspec", ok=True, output="46 examples, 0 failures\n"),
    ]  # fmt: skip
    [fix] = find_fixes(calls)
    assert fix.remedies == ("editing `invoice.rb` (`lines.sum(&:gross)`)",)


def test_lines_only_moved_are_quoted_in_their_new_order() -> None:
    failed = (
        "=== RUN   TestTotals/plain\n--- PASS: TestTotals/plain (0.00s)\n"
        "=== RUN   TestTotals/discount\n"
        "    totals_test.go:31: Total() = 900, want 950\n"
        "--- FAIL: TestTotals/discount (0.00s)\nFAIL\n"
    )
    calls = [
        Call(0, command="go test -v ./...", ok=False, output=failed),
        Call(1, path="/home/dev/till/totals.go",
             old="\tsum = tax(sum)\n\tsum = discount(sum)\n",
             new="\tsum = discount(sum)\n\tsum = tax(sum)\n"),
        Call(2, command="go test -v ./...", ok=True, output="ok  \ttill\t0.01s\n"),
    ]  # fmt: skip
    [fix] = find_fixes(calls)
    assert fix.remedies == ("editing `totals.go` (`sum = discount(sum); sum = tax(sum)`)",)


def test_a_build_error_fixed_in_the_own_code_is_no_fix() -> None:
    failed = "src/Cart.res:12:5: error: This has type: int\n  But it's expected: string\n"
    calls = [
        Call(0, command="npx rescript", ok=False, output=failed),
        Call(1, path="/home/dev/shop/src/Cart.res",
             old="let label = count", new="let label = Int.toString(count)"),
        Call(2, command="npx rescript", ok=True, output=">>>> Finish compiling 41 mseconds"),
    ]  # fmt: skip
    assert find_fixes(calls) == []


def test_a_code_edit_beside_an_install_or_a_rewrite_is_no_fix() -> None:
    beside = [
        Call(0, command=TEST, ok=False, output=ONE_OF_MANY),
        ROUNDING,
        Call(2, command="pip install -e .", ok=True, output="Successfully installed kelp-0.2"),
        Call(3, command=TEST, ok=True, output=PASSED),
    ]
    assert find_fixes(beside) == []
    rewrite = Call(1, path="/home/dev/kelp/kelp/fees.py", old="def fee(a):\n    return a\n",
                   new="\n".join(f"    line_{i} = {i}" for i in range(8)))  # fmt: skip
    rewritten = [
        Call(0, command=TEST, ok=False, output=ONE_OF_MANY),
        rewrite,
        Call(2, command=TEST, ok=True, output=PASSED),
    ]
    assert find_fixes(rewritten) == []


def test_a_test_marked_skipped_among_passes_is_no_fix() -> None:
    calls = [
        Call(0, command=TEST, ok=False, output=ONE_OF_MANY),
        Call(1, path="/home/dev/kelp/tests/test_fees.py", old="def test_fee_rounding():",
             new='@pytest.mark.skip(reason="later")\ndef test_fee_rounding():'),
        Call(2, command=TEST, ok=True, output="2 passed, 1 skipped in 0.2s\n"),
    ]  # fmt: skip
    assert find_fixes(calls) == []


def test_among_passes_reads_the_runners_totals() -> None:
    assert among_passes("Tests run: 96, Failures: 1, Errors: 0, Skipped: 0")
    assert not among_passes("Tests run: 1, Failures: 1, Errors: 0, Skipped: 0")
    assert among_passes("46 examples, 1 failure")
    assert not among_passes("1 example, 1 failure")
    assert among_passes("Tests:       1 failed, 73 passed, 74 total")
    assert not among_passes("error[E0308]: mismatched types")
