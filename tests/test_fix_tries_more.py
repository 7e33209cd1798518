"""Failure -> fix learning, round 40 (part 2): several tries before the fix.

- a look at the program's version (`mvn -v`) is no pass of the command that failed;
- a louder rerun (`-vvv`) of a failure keeps the plain run's printing and command line;
- an optional part of a command the output asks for (`[--no-update]`) may be given;
- a system package named around the missing tool (`ninja-build`, `libfoo-dev`) is
  the install the error asks for;
- the failed tool's own helper (`npx @eslint/...`) is a step of the fix;
- the error line: the linker's `undefined reference to` says more than make's summary,
  "is required" says why, and a colon's line joins the line it introduces though it
  quotes names in backticks.

The outputs and files are invented for these tests (the lock file's is Poetry's wording).
"""

from __future__ import annotations

from retain.sleep import fix_steps as steps
from retain.sleep import fix_telling as tell
from retain.sleep.fix_calls import Call
from retain.sleep.fix_detail import telling_errors
from retain.sleep.fix_programs import program
from retain.sleep.fix_tries import louder, version_only
from retain.sleep.fixes import every_fix

RELEASE = "[ERROR] Fatal error compiling: error: release version 23 not supported -> [Help 1]\n"
PREVIEW = (
    "[ERROR] /home/dev/ledger/src/Post.java:[41,18] patterns in switch are a preview feature\n"
)
POM = "/home/dev/ledger/pom.xml"
BANNER = "Quarry Build 4.1.2 (abc123)\nQuarry home: /opt/quarry\nJava version: 17.0.9\n"


def test_a_look_at_the_version_is_no_pass_of_the_failed_command() -> None:
    calls = [
        Call(0, command="mvn -q compile", ok=False, output=RELEASE),
        Call(1, path=POM, old="<release>23</release>", new="<release>17</release>"),
        Call(2, command="mvn -q compile", ok=False, output=PREVIEW),
        Call(3, path=POM, old="<release>17</release>", new="<release>23</release>"),
        Call(4, command="mvn -v | head -3", ok=True, output=BANNER),
        Call(5, command="mvn -q compile", ok=False, output=RELEASE),
        Call(6, command="export JAVA_HOME=/opt/jdk23 && mvn -q compile", ok=True, output="ok"),
    ]
    assert version_only(calls[4], program("mvn -v"))  # type: ignore[arg-type]
    fixes = every_fix(calls)
    assert [f.passed for f in fixes] == ["export JAVA_HOME=/opt/jdk23 && mvn -q compile"]
    assert "JAVA_HOME" in fixes[0].remedies[0]


def test_a_verbose_run_or_a_chained_check_is_not_a_version_look() -> None:
    """`-v` is "verbose" to a test runner: its output is a run, not a banner; a version
    printed after an install checks that step and stays as it was."""
    run = "\n".join(f"tests/test_{i}.py::test_x PASSED" for i in range(20))
    assert not version_only(Call(0, command="tr -v", ok=True, output=run), program("tr -v"))  # type: ignore[arg-type]
    chained = Call(0, command="pip install -U qb && qb --version", ok=True, output="qb 4.1")
    assert not version_only(chained, program("qb --version"))  # type: ignore[arg-type]


STALE = (
    "Installing dependencies from lock file\n\n"
    "pyproject.toml changed significantly since poetry.lock was last generated. "
    "Run `poetry lock [--no-update]` to fix the lock file.\n"
)


PASSED = "Installing dependencies from lock file\n\nPackage operations: 3 installs\n"


def test_a_louder_rerun_keeps_the_plain_printing_and_an_optional_part_may_be_given() -> None:
    loud = "Loading configuration file /home/dev/.config/pypoetry/config.toml\n" + STALE
    calls = [
        Call(0, command="poetry install", ok=False, output=STALE),
        Call(1, command="poetry install -vvv", ok=False, output=loud),
        Call(2, command="poetry lock --no-update", ok=True, output="Writing lock file"),
        Call(3, command="poetry install", ok=True, output=PASSED),
    ]
    assert louder(calls[0], calls[1]) and not louder(calls[1], calls[0])
    [fix] = every_fix(calls)
    assert fix.command == "poetry install"
    assert fix.error.startswith("pyproject.toml changed significantly")
    assert fix.remedies == ("running `poetry lock --no-update`",)


def test_an_optional_part_of_an_asked_command_is_no_required_word() -> None:
    asked = program("poetry lock --no-update")
    assert asked is not None and steps.asks_for(STALE, "poetry lock --no-update", asked)


NINJA = (
    'Build Error: unable to find a build program corresponding to "Ninja".  '
    "MAKE_PROGRAM is not set.\n"
)


def test_a_system_package_named_around_the_missing_tool_is_the_install_asked_for() -> None:
    calls = [
        Call(0, command="cfg -B build -G Ninja", ok=False, output=NINJA),
        Call(1, command="rm -rf build", ok=True, output=""),
        Call(2, command="cfg -B build -G Ninja", ok=False, output=NINJA),
        Call(3, command="sudo apt-get install -y ninja-build", ok=True, output="done"),
        Call(4, command="cfg -B build -G Ninja", ok=True, output="-- Generating done"),
    ]
    [fix] = every_fix(calls)
    assert fix.remedies == ("running `sudo apt-get install -y ninja-build`",)


NO_CONFIG = "\nOops! Something went wrong! :(\n\nLinty couldn't find a linty.config.js file.\n"


def test_the_failed_tools_own_helper_is_a_step_of_the_fix() -> None:
    calls = [
        Call(0, command="npx linty .", ok=False, output=NO_CONFIG),
        Call(1, command="npm install", ok=True, output="up to date"),
        Call(2, command="npx linty .", ok=False, output=NO_CONFIG),
        Call(3, command="npx @linty/migrate-config .lintyrc.json", ok=True, output="Wrote"),
        Call(4, command="npx linty .", ok=True, output=""),
    ]
    [fix] = every_fix(calls)
    assert fix.remedies == ("running `npx @linty/migrate-config .lintyrc.json`",)


def test_the_linkers_undefined_reference_says_more_than_makes_summary() -> None:
    out = (
        "/usr/bin/ld: build/net.o: in function `net_get':\n"
        "net.c:(.text+0x4a): undefined reference to `web_init'\n"
        "collect2: error: ld returned 1 exit status\n"
        "make: *** [Makefile:9: build/app] Error 1\n"
    )
    assert tell.decisive_line(out) == "net.c:(.text+0x4a): undefined reference to `web_init'"
    # a library not found says more than the missing entry point it leaves behind
    lib = (
        "(.text+0x1b): undefined reference to `main'\n"
        "/usr/bin/ld: cannot find -lyarn: No such file or directory\n"
    )
    assert "cannot find -lyarn" in tell.decisive_line(lib)


def test_what_is_required_says_why_and_comes_first() -> None:
    out = (
        "error: failed to parse manifest at `/home/dev/app/Crate.toml`\n\nCaused by:\n"
        "  feature `edition2031` is required\n\n"
        "  The package requires the feature called `edition2031`, but that feature is "
        "not stabilized in this version (1.2.0).\n"
    )
    assert tell.decisive_line(out) == "feature `edition2031` is required"


def test_a_colons_line_joins_the_line_it_introduces_though_it_quotes_names() -> None:
    out = (
        "  Could not find zlib via pkg-config:\n\n"
        "  The system library `zlib` required by crate `zlib-sys` was not found.\n"
    )
    joined = (
        "Could not find zlib via pkg-config: "
        "The system library `zlib` required by crate `zlib-sys` was not found."
    )
    assert telling_errors(out)[1] == joined
