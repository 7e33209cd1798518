"""Failure -> fix learning, round 33: an edit that only silences the failing step (its
exit status ignored, the test told to skip, the bar moved past what was measured) is no
fix, though the run after it passes (retain.sleep.fix_silence).

The tool, its outputs and the files are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_silence import silences
from retain.sleep.fixes import find_fixes

SCORE = "Mutation score 71%\n[ERROR] The minimum required score should be 80%, but actual is 71%.\n"
SUITE = "==== parse-date-1.3 FAILED\nFAIL: wanted 1733437200, got 1733440800\n"


def _edit(old: str, new: str, at: int = 1) -> Call:
    return Call(at, path="/home/dev/tern/Makefile", old=old, new=new)


def test_an_edit_that_hides_the_failure_silences_it() -> None:
    assert silences(_edit("\tquill test t/", "\tquill test t/ || true"), SUITE)
    assert silences(_edit("runAll", "configure -skip parse-date-1.3\nrunAll"), SUITE)
    assert silences(_edit("def test_parse():", "@pytest.mark.xfail\ndef test_parse():"), SUITE)
    assert silences(_edit("TEST(Dates, Parse)", "TEST(Dates, DISABLED_Parse)"), SUITE)
    assert silences(_edit("--min-score=80", "--min-score=70"), SCORE)


def test_an_edit_that_changes_what_was_found_is_no_silencing() -> None:
    assert not silences(_edit("--min-score=80", "--min-score=85"), SCORE)  # the bar raised
    assert not silences(_edit("--min-score=80", "--min-score=71"), SCORE)  # the value printed
    assert not silences(_edit("port = 5432", "port = 5433"), "bind: port 5432 in use\n")
    assert not silences(_edit("tz = local", "tz = utc"), SUITE)


def test_a_pass_after_the_threshold_is_lowered_is_no_fix() -> None:
    calls = [
        Call(0, command="quill mutate --min-score=80", ok=False, output=SCORE),
        _edit("--min-score=80", "--min-score=70"),
        Call(2, command="quill mutate --min-score=80", ok=True, output="Mutation score 72%"),
    ]
    assert find_fixes(calls) == []


def test_a_pass_after_the_exit_status_is_ignored_is_no_fix() -> None:
    calls = [
        Call(
            0,
            command="make test",
            ok=False,
            output=SUITE + "make: *** [Makefile:9: test] Error 1\n",
        ),
        _edit("\tquill test t/", "\tquill test t/ || true"),
        Call(2, command="make test", ok=True, output="Result: FAIL"),
    ]
    assert find_fixes(calls) == []
