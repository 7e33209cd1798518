"""Failure -> fix learning, round 20: the causes behind what round 19's rules got wrong on
sessions they were not written for. A runner's own options before the command it runs;
an install word after the project it acts on; a configure step's progress lines; the line
that both states the problem and names the step that fixed it; a program's own options
that take a value; a way of running F that got past F's error before it passed; and, for
capture, lessons announced as for later, a Polish symptom and words said for now.

Each session is written here in Claude Code's JSONL shape (benchmarks/cc_transcript.py);
the stacks, projects and messages are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from benchmarks.cc_transcript import Transcript

from fix_sessions import session
from retain.sleep.capture import capture
from retain.sleep.commands import classify
from retain.sleep.fix_telling import decisive_line
from retain.sleep.fixes import fixes_in, programs

# --- what a command line runs ------------------------------------------------------------


def test_a_runners_own_options_come_before_the_command_it_runs() -> None:
    assert [p.name for p in programs("uv run --with rich --frozen pytest tests/unit")] == ["pytest"]
    [p] = programs("micromamba run -n geo pytest tests/test_grid.py -q")
    assert (p.name, p.targets) == ("pytest", ("tests/test_grid.py",))
    assert classify("conda run --name geo python -m pytest tests") == (("pytest", ("tests",)),)


def test_running_it_in_the_right_environment_is_the_lesson(tmp_path: Path) -> None:
    t = session("gridder")
    t.bash(
        "pytest tests/test_grid.py -q",
        "E   ModuleNotFoundError: No module named 'rasterio'\n1 error in 0.05s",
        exit_code=2,
    )
    t.bash("micromamba env list", "  geo    /home/dev/micromamba/envs/geo")
    t.bash("micromamba run -n geo pytest tests/test_grid.py -q", "9 passed in 1.20s")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.kind == "lesson"
    assert fix.remedies == ("running `micromamba run -n geo pytest tests/test_grid.py -q` instead",)


def test_an_install_word_may_follow_the_project_it_acts_on(tmp_path: Path) -> None:
    [p] = programs("dotnet add src/Billing.Api package Polly --version 8.4.0")
    assert (p.sub, p.targets) == ("add package", ("Polly",))
    t = session("billing")
    t.bash(
        "dotnet build",
        "src/Billing.Api/Retry.cs(3,7): error CS0246: The type or namespace name 'Polly' could "
        "not be found (are you missing a using directive or an assembly reference?)",
        exit_code=1,
    )
    t.bash("dotnet add src/Billing.Api package Polly", "info : PackageReference for 'Polly' added")
    t.bash("dotnet build", "Build succeeded.\n    0 Error(s)")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.remedies == ("running `dotnet add src/Billing.Api package Polly`",)


# --- the decisive line -------------------------------------------------------------------


def test_a_configure_steps_progress_is_not_the_error() -> None:
    cmake = (
        "-- The CXX compiler identification is GNU 13.2.0\n"
        '-- Found PkgConfig: /usr/bin/pkg-config (found version "1.8.1")\n'
        "-- Checking for module 'freetype2'\n"
        "--   No package 'freetype2' found\n"
        "CMake Error at /usr/share/cmake-3.28/Modules/FindPkgConfig.cmake:619 (message):\n"
        "  A required package was not found\n"
    )
    assert decisive_line(cmake) == "No package 'freetype2' found"


def test_a_requirement_missing_from_the_system_is_the_error(tmp_path: Path) -> None:
    composer = (
        "Installing dependencies from lock file (including require-dev)\n"
        "Your lock file does not contain a compatible set of packages. Please run composer "
        "update.\n\n  Problem 1\n    - Root composer.json requires PHP extension ext-gmp * "
        "but it is missing from your system. Install or enable PHP's gmp extension.\n"
    )
    assert decisive_line(composer).startswith("Root composer.json requires PHP extension ext-gmp")
    t = session("ledger")
    t.bash("composer install", composer, exit_code=2)
    t.bash("sudo apt-get install -y php8.3-gmp", "Setting up php8.3-gmp (8.3.6) ...")
    t.bash("composer install", "Package operations: 40 installs, 0 updates, 0 removals")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.remedies == ("running `sudo apt-get install -y php8.3-gmp`",)


def test_the_line_asking_for_the_step_that_fixed_it_is_the_error(tmp_path: Path) -> None:
    t = session("tally")
    t.bash(
        "cabal build",
        "Warning: The package list for 'hackage.haskell.org' does not exist. Run 'cabal "
        "update' to download it.\nResolving dependencies...\nError: [Cabal-7107]\n"
        "Could not resolve dependencies:\n[__0] trying: tally-0.2.0.0 (user goal)\n"
        "[__1] unknown package: text-builder (dependency of tally)\n",
        exit_code=1,
    )
    t.bash("cabal update", "Package list of hackage.haskell.org has been updated.")
    t.bash("cabal build", "Linking dist-newstyle/build/tally ...")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.error.startswith("Warning: The package list for 'hackage.haskell.org' does not")
    t2 = session("shop")  # a line that only says what to run states no problem
    t2.bash("bundle exec rake spec", "Could not find gem 'vcr' in locally installed gems.\n"
            "Run `bundle install` to install missing gems.", exit_code=7)  # fmt: skip
    t2.bash("bundle install", "Bundle complete! 31 Gemfile dependencies")
    t2.bash("bundle exec rake spec", "120 examples, 0 failures")
    [fix2] = fixes_in(t2.write(tmp_path / "t2.jsonl"))
    assert fix2.error == "Could not find gem 'vcr' in locally installed gems."


def test_the_solver_says_which_package_it_rejected() -> None:
    cabal = (
        "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n"
        "[__0] trying: tally-0.2.0.0 (user goal)\n[__1] next goal: base (dependency of tally)\n"
        "[__1] rejecting: base-4.20.0.0/installed-4.20.0.0 (conflict: tally => base<4.20)\n"
        "[__1] fail (backjumping, conflict set: base, tally)\n"
    )
    assert decisive_line(cabal).startswith("rejecting: base-4.20.0.0/installed-4.20.0.0")


# --- a way of running it -----------------------------------------------------------------


def test_a_programs_own_option_value_is_no_target(tmp_path: Path) -> None:
    t = session("tally2")
    t.bash(
        "cabal build",
        "Error: [Cabal-7107]\nCould not resolve dependencies:\n"
        "[__1] rejecting: base-4.20.0.0/installed-4.20.0.0 (conflict: tally => base<4.20)\n",
        exit_code=1,
    )
    t.bash("cabal build -w ghc-9.8.4", "Linking dist-newstyle/build/tally ...")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.kind == "lesson" and fix.remedies == ("running `cabal build -w ghc-9.8.4` instead",)


def _memory_limit_session(last_passes: bool) -> Transcript:
    t = session("lint")
    t.bash(
        "./node_modules/.bin/eslint src",
        "<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - "
        "JavaScript heap out of memory\n",
        exit_code=134,
    )
    t.bash("NODE_OPTIONS=--max-old-space-size=4096 ./node_modules/.bin/eslint src",
           "src/cart.ts\n  12:5  error  'total' is never reassigned  prefer-const\n\n"
           "✖ 1 problem (1 error, 0 warnings)", exit_code=1)  # fmt: skip
    t.edit("/home/dev/lint/src/cart.ts", "let total = 0;", "const total = 0;")
    t.bash(
        "NODE_OPTIONS=--max-old-space-size=4096 ./node_modules/.bin/eslint src",
        "" if last_passes else "src/cart.ts\n  14:1  error  Unexpected var  no-var",
        exit_code=0 if last_passes else 1,
    )
    return t


def test_a_way_of_running_it_that_got_past_its_error_is_the_lesson_once_it_passes(
    tmp_path: Path,
) -> None:
    [fix] = fixes_in(_memory_limit_session(True).write(tmp_path / "t.jsonl"))
    assert fix.kind == "lesson" and "heap out of memory" in fix.error
    assert fix.remedies == (
        "running `NODE_OPTIONS=--max-old-space-size=4096 ./node_modules/.bin/eslint src` instead",
    )
    assert fixes_in(_memory_limit_session(False).write(tmp_path / "t2.jsonl")) == []


# --- what capture keeps ------------------------------------------------------------------


def test_a_lesson_announced_for_later_sessions_is_kept(tmp_path: Path) -> None:
    t = session("mono")
    t.user("I bumped the proto, regenerate.")
    t.bash("buf generate", "")
    t.bash("go build ./...", "")
    t.say(
        "For future sessions: in mono, after editing api/*.proto you run `buf generate` "
        "before `go build`, because the Go stubs under gen/ are not checked in."
    )
    [c] = capture(t.write(tmp_path / "t.jsonl"))
    assert c.kind == "lesson" and "`buf generate`" in c.text


def test_a_polish_report_of_a_broken_build_is_no_rule(tmp_path: Path) -> None:
    t = session("raster")
    t.user("Dodałem std::expected w io.hpp i teraz nic się nie kompiluje. Napraw to proszę.")
    t.bash("cmake --build build", "error: 'expected' in namespace 'std' does not name a "
           "template type", exit_code=1)  # fmt: skip
    t.say("Naprawione.")
    assert [c.text for c in capture(t.write(tmp_path / "t.jsonl"))] == []


def test_words_said_for_now_are_not_kept_unless_a_lasting_part_follows(tmp_path: Path) -> None:
    t = session("api")
    t.bash("dotnet build", "error NETSDK1045: The current .NET SDK does not support targeting "
           ".NET 10.0.", exit_code=1)  # fmt: skip
    t.say("Only the 9.0 SDK is installed here. Installing 10.0 needs sudo; shall I?")
    t.user("No, keep Billing.Api on net9.0 for now and revert the change.")
    assert capture(t.write(tmp_path / "t.jsonl")) == []
    t2 = session("api2")
    t2.say("The nightly job ran out of memory at 2Gi in deploy/nightly.yaml. Raise it?")
    t2.user("Raise it to 4Gi for now, but the real fix is streaming the fixtures in nightly.")
    assert [c.text for c in capture(t2.write(tmp_path / "t2.jsonl"))]
