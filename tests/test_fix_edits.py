"""Failure -> fix learning, round 30: a failure fixed by an edit, read from the session's
structure (retain.sleep.fix_edits). The failed command, an edit that takes out what its
error line quotes or prints (or writes a new file where the error looked), nothing else
between that changes state, and the same command passing: that edit is the fix. A test
marked skipped, an assertion loosened or a line only deleted keeps no memory.

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_calls import Call
from retain.sleep.fix_edits import error_names, rule_names
from retain.sleep.fixes import find_fixes

TEST = "pytest -q tests/test_rates.py"
MOVED = (
    "ImportError while importing test module '/home/dev/tarn/tests/test_rates.py'.\n"
    "E   ModuleNotFoundError: No module named 'tarn.api.rates'\n"
)


def test_an_edit_taking_out_the_module_the_error_names_is_the_fix() -> None:
    calls = [
        Call(0, command=TEST, ok=False, output=MOVED),
        Call(1, command="grep -rn 'def convert' src", ok=True, output="src/tarn/fx/rates.py:4"),
        Call(2, path="/home/dev/tarn/tests/test_rates.py",
             old="from tarn.api.rates import convert", new="from tarn.fx.rates import convert"),
        Call(3, command=TEST, ok=True, output="3 passed in 0.12s"),
    ]  # fmt: skip
    [fix] = find_fixes(calls)
    assert fix.error == "ModuleNotFoundError: No module named 'tarn.api.rates'"
    assert fix.remedies == ("editing `test_rates.py` (`from tarn.fx.rates import convert`)",)
    assert "tarn.api.rates" in fix.names  # the agent's account naming it joins the memory


def test_a_new_file_where_the_error_looked_is_the_fix() -> None:
    failed = "error[E0583]: file not found for module `ledger`\n --> src/main.rs:3:1\n"
    calls = [
        Call(0, command="cargo build", ok=False, output=failed),
        Call(1, path="/home/dev/tally/src/ledger/mod.rs", old="", new="pub mod entry;\n"),
        Call(2, command="cargo build", ok=True, output="Finished `dev` profile"),
    ]
    [fix] = find_fixes(calls)
    assert fix.remedies == ("editing `mod.rs` (`pub mod entry;`)",)


def test_a_path_kept_inside_a_longer_one_was_taken_out() -> None:
    failed = 'error: includes("rules/board.lua"): cannot find /home/dev/fw/app/rules/board.lua\n'
    calls = [
        Call(0, command="xmake -y", ok=False, output=failed),
        Call(1, path="/home/dev/fw/app/xmake.lua",
             old='includes("rules/board.lua")', new='includes("../rules/board.lua")'),
        Call(2, command="xmake -y", ok=True, output="[100%]: build ok"),
    ]  # fmt: skip
    [fix] = find_fixes(calls)
    assert fix.remedies == ('editing `xmake.lua` (`includes("../rules/board.lua")`)',)


def test_a_test_marked_skipped_keeps_what_the_error_names_and_is_no_fix() -> None:
    failed = "FAILED tests/test_fees.py::test_rounding - AssertionError: assert '1,50' == '1.50'\n"
    calls = [
        Call(0, command="pytest -q", ok=False, output=failed),
        Call(1, path="/home/dev/tarn/tests/test_fees.py", old="def test_rounding():",
             new='@pytest.mark.skip(reason="later")\ndef test_rounding():'),
        Call(2, command="pytest -q", ok=True, output="11 passed, 1 skipped"),
    ]  # fmt: skip
    assert find_fixes(calls) == []


def test_a_line_only_deleted_is_no_fix() -> None:
    failed = "error: unused variable: `tries`\n  --> src/poll.rs:12:9\n"
    calls = [
        Call(0, command="cargo clippy -- -D warnings", ok=False, output=failed),
        Call(1, path="/home/dev/tally/src/poll.rs", old="    let tries = cfg.tries;\n", new=""),
        Call(2, command="cargo clippy -- -D warnings", ok=True, output="Finished"),
    ]
    assert find_fixes(calls) == []


def test_an_edit_beside_a_step_that_changes_state_is_not_read_as_the_fix() -> None:
    calls = [
        Call(0, command=TEST, ok=False, output=MOVED),
        Call(1, path="/home/dev/tarn/tests/test_rates.py",
             old="from tarn.api.rates import convert", new="from tarn.fx.rates import convert"),
        Call(2, command="pip install -e .", ok=True, output="Successfully installed tarn-0.3"),
        Call(3, command=TEST, ok=True, output="3 passed in 0.12s"),
    ]  # fmt: skip
    assert find_fixes(calls) == []


def test_an_edit_that_keeps_the_quoted_name_is_no_fix() -> None:
    failed = 'error: Item "None" of "Order | None" has no attribute "total"  [union-attr]\n'
    calls = [
        Call(0, command="mypy src", ok=False, output=failed),
        Call(1, path="/home/dev/tarn/src/tarn/bill.py", old="return order.total",
             new="if order is None:\n    raise ValueError\nreturn order.total"),
        Call(2, command="mypy src", ok=True, output="Success: no issues found in 9 source files"),
    ]  # fmt: skip
    assert find_fixes(calls) == []


def test_error_names_are_the_quoted_names_and_printed_paths() -> None:
    line = "open ../../testdata/day.json: no such file; Cannot find module '@app/bill' (`x`)"
    assert error_names(line) == {"../../testdata/day.json", "@app/bill"}


LINT = "stylo check src"
WIDE = (
    "src/app/routes.py:40:1: Line wider than 100 columns (core:max-line-width)\n"
    "src/app/views.py:12:1: Line wider than 100 columns (core:max-line-width)\n"
    "Found 2 problems.\n"
)


def _lint_session(old: str, new: str) -> list[Call]:
    return [
        Call(0, command=LINT, ok=False, output=WIDE),
        Call(1, path="/home/dev/tarn/.editorconfig", old=old, new=new),
        Call(2, command=LINT, ok=True, output=""),
    ]


def test_a_rule_already_off_rewritten_in_the_form_the_tool_reads_is_the_fix() -> None:
    # a version of the checker stopped reading the old key: the project's choice moved
    calls = _lint_session("skip_rules = max-line-width", "rule.core.max-line-width = off")
    [fix] = find_fixes(calls)
    assert fix.error == "Line wider than 100 columns (core:max-line-width)"
    assert fix.remedies == ("editing `.editorconfig` (`rule.core.max-line-width = off`)",)


def test_a_rule_turned_off_only_by_the_edit_is_no_restated_setting() -> None:
    calls = _lint_session("rule.core.max-line-width = error", "rule.core.max-line-width = off")
    assert find_fixes(calls) == []


def test_a_rule_kept_off_elsewhere_and_turned_off_once_more_is_no_restated_setting() -> None:
    old = "[legacy]\nrule.core.max-line-width = off\n"
    new = "[legacy]\nrule.core.max-line-width = off\n[app]\nrule.core.max-line-width = off\n"
    assert find_fixes(_lint_session(old, new)) == []


def test_the_rule_an_error_line_names_at_its_end() -> None:
    assert rule_names("a.kt:3:1: Wildcard import (std:no-star-imports)") == {
        "std:no-star-imports",
        "no-star-imports",
    }
    assert rule_names("a.py:2: error: Library stubs not installed  [import-untyped]") == {
        "import-untyped"
    }
    assert rule_names("4:9  error  Unexpected console  plugin/no-console") == {
        "plugin/no-console",
        "no-console",
    }
    assert rule_names("a.py:1:1: F401 unused import (see docs)") == set()  # a word, no rule
    assert rule_names("Unexpected token (after a comment)") == set()


MIGRATE = "bin/migrate up"
ADD_TAGS = "ALTER TABLE items ADD COLUMN tags hstore;"
NO_TYPE = 'migration 0007_tags failed: ERROR:  type "hstore" does not exist (SQLSTATE 42704)\n'


def test_the_thing_the_error_says_does_not_exist_written_into_the_edit_is_the_fix() -> None:
    calls = [
        Call(0, command=MIGRATE, ok=False, output=NO_TYPE),
        Call(1, path="/home/dev/tarn/db/0007_tags.sql",
             old=ADD_TAGS, new=f"CREATE EXTENSION IF NOT EXISTS hstore;\n{ADD_TAGS}"),
        Call(2, command=MIGRATE, ok=True, output="0007_tags applied"),
    ]  # fmt: skip
    [fix] = find_fixes(calls)
    assert fix.remedies == ("editing `0007_tags.sql` (`CREATE EXTENSION IF NOT EXISTS hstore;`)",)


def test_an_edit_whose_old_text_already_held_the_missing_name_is_not_that_fix() -> None:
    calls = [
        Call(0, command=MIGRATE, ok=False, output=NO_TYPE),
        Call(1, path="/home/dev/tarn/db/0007_tags.sql",
             old=ADD_TAGS, new="ALTER TABLE items ADD COLUMN tags hstore NOT NULL;"),
        Call(2, command=MIGRATE, ok=True, output="0007_tags applied"),
    ]  # fmt: skip
    assert find_fixes(calls) == []
