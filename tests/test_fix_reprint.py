"""Failure -> fix learning, round 33: a failure printed again before it is fixed (another
line, temporary directory or port; a more verbose run) stays one failure, held by its
latest printing, so the fix after it is learned with the error as last printed
(retain.sleep.fix_reprint, retain.sleep.fixes.every_fix).

The tool, its outputs and the files are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_reprint import same_failure
from retain.sleep.fixes import find_fixes

FIRST = "src/quill/app.ql:41:9: error: unknown name 'totl' in /tmp/quill-a81f/build\n"
AGAIN = (
    "[debug] reading quill.yaml\n"
    "src/quill/app.ql:43:9: error: unknown name 'totl' in /tmp/quill-7c02/build\n"
    "[debug] 1 error\n"
)
OTHER = "src/quill/app.ql:43:9: error: type mismatch: expected Int, got Str\n"


def test_a_reprint_is_the_same_failure_once_what_varies_is_out() -> None:
    assert same_failure(FIRST, AGAIN)
    assert same_failure(AGAIN, "\x1b[31m" + FIRST + "\x1b[0m")  # colour codes
    assert not same_failure(FIRST, OTHER)
    fmt = 'Could not find a package configuration file provided by "fmt"\n'
    assert not same_failure(fmt, fmt.replace("fmt", "spdlog"))  # another name: another failure


def test_the_fix_after_a_reprint_is_learned_with_the_error_as_last_printed() -> None:
    """`quill build --verbose` printed the failure again (another line, another temporary
    directory); the edit after it is the fix, stored with that printing."""
    calls = [
        Call(0, command="quill build", ok=False, output=FIRST),
        Call(1, command="quill build --verbose", ok=False, output=AGAIN),
        Call(2, path="/home/dev/tern/src/quill/app.ql", old="print(totl)", new="print(total)"),
        Call(3, command="quill build", ok=True, output="built 4 modules"),
    ]
    [fix] = find_fixes(calls)
    assert fix.error == AGAIN.splitlines()[1].split(": ", 1)[1]
    assert (fix.failed_at, fix.fixed_at) == (1, 3)
    assert fix.remedies == ("editing `app.ql` (`print(total)`)",)


def test_another_error_of_another_command_still_waits_aside() -> None:
    """Not a reprint: the type error of `quill check` is its own failure, and the pass of
    `quill build` closes the build's."""
    calls = [
        Call(0, command="quill build", ok=False, output=FIRST),
        Call(1, command="quill build --verbose", ok=False, output=OTHER),
        Call(2, path="/home/dev/tern/src/quill/app.ql", old="print(totl)", new="print(total)"),
        Call(3, command="quill build", ok=True, output="built 4 modules"),
    ]
    [fix] = find_fixes(calls)
    assert (fix.failed_at, fix.fixed_at) == (0, 3)
