"""Failure -> fix learning, round 34: a step taken out of the chain the failed command runs
(a Makefile recipe line or prerequisite deleted, a pre-commit hook removed, a `&&` segment
cut from a package.json script, a script line commented out) is no fix, though the chain
passes after it (retain.sleep.fix_silence.drops_step); an edit that changes the step is.

The projects, tools, their outputs and the files are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_silence import drops_step
from retain.sleep.fixes import find_fixes

AUDIT = (
    "quill fmt --check src\nquill audit --deny high\n"
    "error: advisory QA-2026-0131 in tinyparse 0.4.2: heap overflow in parse_header\n"
    "make: *** [Makefile:7: ci] Error 1\n"
)


def _edit(path: str, old: str, new: str, at: int = 1) -> Call:
    return Call(at, path=f"/home/dev/tern/{path}", old=old, new=new)


def test_a_step_taken_out_of_the_chain_is_dropped() -> None:
    recipe = "ci:\n\tquill fmt --check src\n\tquill audit --deny high\n"
    assert drops_step(_edit("Makefile", recipe, "ci:\n\tquill fmt --check src\n"), "make ci")
    assert drops_step(_edit("Makefile", "ci: fmt audit test", "ci: fmt test"), "make ci")
    hook = "  - id: quill-fmt\n  - id: quill-audit\n    args: [--deny, high]\n"
    config = _edit(".pre-commit-config.yaml", hook, "  - id: quill-fmt\n")
    assert drops_step(config, "pre-commit run --all-files")
    script = _edit(
        "package.json", '"verify": "tsup && quill audit && attw",', '"verify": "tsup && attw",'
    )
    assert drops_step(script, "npm run verify")
    commented = _edit("scripts/check.sh", "quill audit --deny high", "# quill audit --deny high")
    assert drops_step(commented, "./scripts/check.sh")


def test_a_changed_step_or_another_file_is_no_step_dropped() -> None:
    line = _edit(
        "Makefile", "\tquill audit --deny high", "\tquill audit --deny high --db .advisories"
    )
    assert not drops_step(line, "make ci")  # the step changed, not taken out
    dep = _edit("package.json", '"tinyparse": "^0.4.2",\n"tsup": "^8.0.0",', '"tsup": "^8.0.0",')
    assert not drops_step(dep, "npm run verify")  # a dependency removed, not a script step
    flag = _edit("package.json", '"verify": "tsup && attw --pack",', '"verify": "tsup && attw",')
    assert not drops_step(flag, "npm run verify")  # an option, not a segment
    recipe = "ci:\n\tquill fmt --check src\n\tquill audit --deny high\n"
    assert not drops_step(_edit("Makefile", recipe, "ci:\n\tquill fmt --check src\n"), "pytest")
    other = _edit("lint.sh", "quill audit --deny high", "# quill audit --deny high")
    assert not drops_step(other, "./scripts/check.sh")  # not the script the command runs


def test_a_chain_passing_once_its_failing_step_is_removed_is_no_fix() -> None:
    calls = [
        Call(0, command="make ci", ok=False, output=AUDIT),
        _edit("Makefile", "ci: fmt audit test", "ci: fmt test"),
        Call(2, command="make ci", ok=True, output="quill fmt --check src\n41 tests passed\n"),
    ]
    assert find_fixes(calls) == []


def test_a_chain_passing_once_its_failing_step_is_changed_is_a_fix() -> None:
    calls = [
        Call(0, command="make ci", ok=False, output=AUDIT),
        _edit(
            "Makefile",
            "\tquill audit --deny high",
            "\tquill audit --deny high --ignore QA-2026-0131",
        ),
        Call(2, command="make ci", ok=True, output="quill fmt --check src\n41 tests passed\n"),
    ]
    [fix] = find_fixes(calls)
    assert "QA-2026-0131" in fix.error
    assert "Makefile" in fix.remedies[0]
