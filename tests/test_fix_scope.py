"""Failure -> fix learning, round 45: an edit that makes a failing check look at less
(the failing folder excluded, its strictness or level lowered, a whole failing file
silenced) is no fix, though the run after it passes; and what is said right after such a
step is about it, not a lesson (retain.sleep.fix_scope).

The projects, checkers' outputs and files are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_refusals import answers_narrowing
from retain.sleep.fix_scope import narrowed_last, narrows
from retain.sleep.fixes import find_fixes

TYPES = (
    "pkg/harbor/old/ledger.py:8: error: Function is missing a return type annotation\n"
    "Found 14 errors in 3 files (checked 40 source files)\n"
)
TSC = "src/net/fetcher.ts(9,4): error TS2532: Object is possibly 'undefined'.\n"
LINT = "/home/ana/dock/web/old/chart.js\n  3:1  error  Unexpected var  no-var\n"


def _edit(path: str, old: str, new: str, at: int = 1) -> Call:
    return Call(at, path=path, old=old, new=new)


def test_leaving_the_failing_folder_out_narrows_the_check() -> None:
    cfg = "/home/ana/harbor/setup.cfg"
    assert narrows(_edit(cfg, "[mypy]\n", "[mypy]\nexclude = pkg/harbor/old/\n"), TYPES)
    assert narrows(_edit(cfg, "{\n", '{\n  "ignorePatterns": ["web/old/**"],\n'), LINT)


def test_leaving_out_what_the_errors_do_not_name_is_no_narrowing() -> None:
    cfg = "/home/ana/harbor/setup.cfg"
    assert not narrows(_edit(cfg, "[flake8]\n", "[flake8]\nextend-exclude = .tox,dist\n"), TYPES)
    pattern = "  transformIgnorePatterns: ['/pkg/(?!harbor/)'],\n"
    assert not narrows(_edit(cfg, "module.exports = {\n", f"module.exports = {{\n{pattern}"), TYPES)


def test_lowering_strictness_or_a_level_narrows_the_check() -> None:
    ts = "/home/ana/net/tsconfig.json"
    assert narrows(_edit(ts, '    "strict": true,', '    "strict": false,'), TSC)
    assert narrows(_edit("/home/ana/q/analysis.neon", "  level: 9\n", "  level: 6\n"), TSC)
    assert not narrows(_edit("/home/ana/q/analysis.neon", "  level: 6\n", "  level: 9\n"), TSC)
    assert not narrows(_edit(ts, '    "target": "es2019",', '    "target": "es2022",'), TSC)


def test_silencing_the_whole_failing_file_narrows_the_check() -> None:
    js = "/home/ana/dock/web/old/chart.js"
    assert narrows(
        _edit(js, "import x from 'x';\n", "/* eslint-disable */\nimport x from 'x';\n"), LINT
    )
    assert narrows(_edit(js, "import x from 'x';\n", "// @ts-nocheck\nimport x from 'x';\n"), LINT)
    # a directive naming the rule it turns off, or a file the failure does not name: not this
    named = "/* eslint-disable no-var */\nimport x from 'x';\n"
    assert not narrows(_edit(js, "import x from 'x';\n", named), LINT)
    other = "/home/ana/dock/web/new/table.js"
    assert not narrows(_edit(other, "a\n", "/* eslint-disable */\na\n"), LINT)


def test_a_pass_after_the_check_was_narrowed_is_no_fix() -> None:
    calls = [
        Call(0, command="mypy", ok=False, output=TYPES),
        _edit("/home/ana/harbor/setup.cfg", "[mypy]\n", "[mypy]\nexclude = pkg/harbor/old/\n"),
        Call(2, command="mypy", ok=True, output="Success: no issues found in 31 source files"),
    ]
    assert find_fixes(calls) == []


class _Said:
    def __init__(self, actor: str, text: str, cues: tuple[str, ...] = ()) -> None:
        self.actor, self.text, self.cues = actor, text, cues


def test_words_right_after_a_narrowing_are_about_that_step() -> None:
    ts = "/home/ana/net/tsconfig.json"
    remark = "It compiles now, but only because strict is off for the whole project."
    reply = "No, keep strict on and undo that; I will add the guards myself."
    calls = [
        Call(0, command="npx tsc --noEmit", ok=False, output=TSC),
        _edit(ts, '    "strict": true,', '    "strict": false,'),
        Call(2, command="npx tsc --noEmit", ok=True, output=""),
        Call(3, said=reply),
    ]
    words = [(3, remark)]
    assert narrowed_last(3, calls)
    assert answers_narrowing(_Said("agent", remark), calls, words)  # type: ignore[arg-type]
    assert answers_narrowing(_Said("user", reply), calls, words)  # type: ignore[arg-type]
    # a user's announced rule is kept; after a real change, the words are the fix's account
    announced = _Said("user", reply, ("announced",))
    assert not answers_narrowing(announced, calls, words)  # type: ignore[arg-type]
    fixed = [*calls[:1], _edit("/home/ana/net/src/net/fetcher.ts", "a.b", "a?.b"), *calls[2:]]
    assert not answers_narrowing(_Said("user", reply), fixed, words)  # type: ignore[arg-type]
