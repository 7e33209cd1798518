"""Failure -> fix learning, round 41: a compiler's error at a file answered by an import added
to that file (retain.sleep.fix_added). The failed build, only that edit between, and the same
command passing: the import is the fix. A guard or any other line added, an edit of another
file, or an error pointing at no file keeps no memory.

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from retain.sleep.fix_added import IMPORT, error_file
from retain.sleep.fix_calls import Call
from retain.sleep.fix_telling import decisive_line
from retain.sleep.fixes import find_fixes

BUILD = "dotnet build"
MISSING = (
    "  Restore complete.\n"
    "/home/dev/Kiln/Api/Report.cs(9,12): error CS0246: The type or namespace name "
    "'Utf8JsonWriter' could not be found (are you missing a using directive or an assembly "
    "reference?) [/home/dev/Kiln/Api/Api.csproj]\n\nBuild FAILED.\n"
)
REPORT = "/home/dev/Kiln/Api/Report.cs"


def _session(edit: Call) -> list[Call]:
    return [
        Call(0, command=BUILD, ok=False, output=MISSING),
        Call(1, command=f"cat {REPORT}", ok=True, output="namespace Kiln.Api;\n"),
        edit,
        Call(3, command=BUILD, ok=True, output="Build succeeded.\n    0 Error(s)"),
    ]


def test_an_import_added_to_the_file_the_error_points_at_is_the_fix() -> None:
    edit = Call(2, path=REPORT, old="namespace Kiln.Api;\n",
                new="using System.Text.Json;\n\nnamespace Kiln.Api;\n")  # fmt: skip
    [fix] = find_fixes(_session(edit))
    assert "CS0246" in fix.error
    assert fix.remedies == ("editing `Report.cs` (`using System.Text.Json;`)",)


def test_an_import_added_to_another_file_is_no_fix() -> None:
    edit = Call(2, path="/home/dev/Kiln/Api/Usings.cs", old="namespace Kiln.Api;\n",
                new="using System.Text.Json;\n\nnamespace Kiln.Api;\n")  # fmt: skip
    assert find_fixes(_session(edit)) == []


def test_a_guard_added_where_the_error_points_is_no_fix() -> None:
    failed = (
        'src/kiln/fire.py:12: error: Item "None" of "Oven | None" has no attribute '
        '"heat"  [union-attr]\nFound 1 error in 1 file (checked 9 source files)\n'
    )
    calls = [
        Call(0, command="mypy src", ok=False, output=failed),
        Call(1, path="/home/dev/kiln/src/kiln/fire.py", old="    oven.heat(t)",
             new="    if oven is None:\n        return\n    oven.heat(t)"),
        Call(2, command="mypy src", ok=True, output="Success: no issues found"),
    ]  # fmt: skip
    assert find_fixes(calls) == []


def test_an_include_added_to_a_header_is_the_fix() -> None:
    failed = "src/ring.h:4:1: error: unknown type name 'uint16_t'\n1 error generated.\n"
    calls = [
        Call(0, command="make", ok=False, output=failed),
        Call(1, path="/home/dev/ring/src/ring.h", old="#pragma once\n",
             new="#pragma once\n#include <stdint.h>\n"),
        Call(2, command="make", ok=True, output="cc -o ring ring.o"),
    ]  # fmt: skip
    [fix] = find_fixes(calls)
    assert fix.remedies == ("editing `ring.h` (`#include <stdint.h>`)",)


def test_imports_and_the_places_errors_point_at() -> None:
    for line in ("using System.Text.Json;", "use std::io::Read;", "#include <stdint.h>",
                 "from kiln.oven import Oven", "import static org.junit.Assert.fail;",
                 "open Kiln.Types"):  # fmt: skip
        assert IMPORT.match(line), line
    for line in ("if (!id) return;", "use strict", "usingFoo = 1;", "opened = True"):
        assert not IMPORT.match(line), line
    assert error_file("src/a.ts(27,22): error TS2345: x") == "src/a.ts"
    assert error_file("::error file=app/db.py,line=31,col=12,title=mypy::x") == "app/db.py"
    assert error_file("./lib/b.rs:9:7: error") == "lib/b.rs"
    assert error_file("error: cannot find symbol") == ""


def test_a_dotnet_inner_exception_is_the_error_not_its_wrapper() -> None:
    crashed = (
        "Unhandled exception. System.TypeInitializationException: The type initializer for "
        "'Kiln.Rates' threw an exception.\n"
        " ---> System.IO.FileNotFoundException: Could not find file '/srv/kiln/bin/rates.csv'.\n"
        "   at System.IO.File.ReadAllText(String path)\n"
        "   --- End of inner exception stack trace ---\n"
        "   at Program.<Main>$(String[] args) in /srv/kiln/Program.cs:line 3\n"
    )
    calls = [
        Call(0, command="dotnet run", ok=False, output=crashed),
        Call(1, command="mkdir -p bin && cp rates.csv bin/", ok=True, output=""),
        Call(2, command="dotnet run", ok=True, output="ready"),
    ]
    assert decisive_line(crashed).startswith("System.IO.FileNotFoundException: Could not find")
    for fix in find_fixes(calls):
        assert "TypeInitializationException" not in fix.error
