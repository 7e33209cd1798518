"""Failure -> fix learning, round 38: the memory quotes the decisive line as printed. A
compiler's location in front of it ("src/x.cpp:12:10: ", "Dockerfile:21 ",
"apps/a.ts(3,36): "), pytest's "E   " and a list's "- " stay in the memory's text, where a
reader finds the line by them; failures are still compared by the line without them
(Fix.error), and the signature a later failure is matched by takes them out again
(retain.core.signature). The tools' outputs are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import fixes, session
from retain.core.signature import describes, normalise, signature
from retain.sleep.fix_detail import headed, telling_errors
from retain.sleep.fix_telling import ERROR_LINE_CHARS

GCC = (
    "[ 40%] Building CXX object src/CMakeFiles/core.dir/reel.cpp.o\n"
    "src/core/reel.cpp:88:12: error: 'optional' in namespace 'std' does not name a template"
    " type\n"
    "make[2]: *** [src/CMakeFiles/core.dir/build.make:76: reel.cpp.o] Error 1\n"
)
TSC = (
    "apps/desk/src/api.ts(3,36): error TS2307: Cannot find module '@quay/types' or its"
    " corresponding type declarations.\n\nFound 1 error in apps/desk/src/api.ts:3\n"
)
PYTEST = (
    "    def test_total():\n>       assert total([1, 2]) == 4\n"
    "E       assert 3 == 4\n"
    "E   ModuleNotFoundError: No module named 'quaylib'\n"
    "FAILED tests/test_total.py::test_total\n"
)
COMPOSER = (
    "Your requirements could not be resolved to an installable set of packages.\n\n"
    "  Problem 1\n"
    "    - Root composer.json requires PHP extension ext-gd * but it is missing from your"
    " system. Install or enable PHP's gd extension.\n"
)


def test_the_memory_quotes_a_compilers_location_and_compares_without_it() -> None:
    bare, printed = telling_errors(GCC)
    assert bare == "error: 'optional' in namespace 'std' does not name a template type"
    assert printed == f"src/core/reel.cpp:88:12: {bare}"
    bare, printed = telling_errors(TSC)
    assert printed == f"apps/desk/src/api.ts(3,36): {bare}"
    assert bare.startswith("error TS2307: Cannot find module '@quay/types'")


def test_pytests_mark_and_a_lists_dash_stay_as_printed() -> None:
    assert telling_errors(PYTEST)[1] == "E   ModuleNotFoundError: No module named 'quaylib'"
    bare, printed = telling_errors(COMPOSER)
    assert printed == f"- {bare}"
    assert bare.startswith("Root composer.json requires PHP extension ext-gd")


def test_a_lead_that_would_not_fit_is_left_out() -> None:
    path = "src/" + "/".join(["deep"] * 70) + "/x.cpp"
    bare, printed = telling_errors(f"{path}:3:1: error: 'span' in namespace 'std' is unknown\n")
    assert len(path) + len(bare) > ERROR_LINE_CHARS
    assert printed == bare == "error: 'span' in namespace 'std' is unknown"


def test_a_fix_memory_quotes_the_line_as_printed(tmp_path: Path) -> None:
    t = session("reel")
    t.bash("cmake --build build", GCC, exit_code=2)
    t.edit("CMakeLists.txt", "set(CMAKE_CXX_STANDARD 14)", "set(CMAKE_CXX_STANDARD 17)")
    t.bash("cmake --build build", "[100%] Built target core\n")
    (fix,) = fixes(tmp_path, t)
    assert fix.error.startswith("error: 'optional'")
    assert "`src/core/reel.cpp:88:12: error: 'optional' in namespace 'std'" in fix.text()
    # the signature takes the location out again: a later failure at another file and
    # line is the same error, and the memory describes it
    later = "src/ui/list.cpp:9:4: error: 'optional' in namespace 'std' does not name a template"
    assert signature(fix.printed) == signature(fix.error) == signature(f"{later} type")
    assert describes(normalise(f"{later} type"), normalise(fix.text()))


MIGRATION = (
    "An error occurred while loading ./spec/models/quay_spec.rb.\n"
    "Failure/Error: ActiveRecord::Migration.maintain_test_schema!\n\n"
    "ActiveRecord::PendingMigrationError:\n\n"
    "  Migrations are pending. To resolve this issue, run:\n\n"
    "          bin/rails db:migrate RAILS_ENV=test\n\n"
    "No examples found.\n"
)


def test_the_line_asking_for_the_step_keeps_the_exception_class_it_is_the_message_of(
    tmp_path: Path,
) -> None:
    t = session("quay")
    t.bash("bundle exec rspec", MIGRATION, exit_code=1)
    t.bash("bin/rails db:migrate RAILS_ENV=test", "== AddDueOn: migrated (0.0021s)\n")
    t.bash("bundle exec rspec", "12 examples, 0 failures\n")
    (fix,) = fixes(tmp_path, t)
    assert fix.error == (
        "ActiveRecord::PendingMigrationError: Migrations are pending. To resolve this issue, run"
    )
    assert "fixed by running `bin/rails db:migrate RAILS_ENV=test`" in fix.text()
    # a class printed elsewhere in the output is no head of the line asking for the step
    assert headed("Migrations are pending", "KeyError", MIGRATION) == "Migrations are pending"


GRADLE = (
    "* What went wrong:\nExecution failed for task ':app:compileKotlin'.\n"
    "> Inconsistent JVM-target compatibility detected for tasks 'compileJava' (17) and"
    " 'compileKotlin' (21).\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n"
)
NPM_CI = (
    "npm ERR! `npm ci` can only install packages when your package.json and package-lock.json"
    " are in sync. Please update your lock file with `npm install` before continuing.\n"
    "npm ERR! \nnpm ERR! Missing: quay@1.2.0 from lock file\nnpm ERR! \n"
    'npm ERR! Run "npm help ci" for more info\n'
)


def test_gradles_cause_lead_stays_as_printed() -> None:
    """Round 40 (fixes21): Gradle prints each cause under "What went wrong" after `> `."""
    line, printed = telling_errors(GRADLE)
    assert line.startswith("Inconsistent JVM-target compatibility")
    assert printed == "> " + line


def test_a_line_another_reader_chose_keeps_its_lead() -> None:
    """Round 40 (fixes21): the npm line chosen by the status reader (no index among the
    lines read) is quoted with npm's `npm ERR! ` in front, as every other npm line is."""
    line, printed = telling_errors(NPM_CI)
    assert line.startswith("`npm ci` can only install packages")
    assert printed == "npm ERR! " + line
