"""Failure -> fix learning beyond the first stacks (round 19): which line of a tool's output
tells, which step is the fix (one the failure asks for, a setup step, a config file of the
stack, a step the user says they took), two failures of one command, an option value
changed; and what capture keeps around them (nothing from a flaky rerun or a plan, an
announced lesson whole).

Each session is written here in Claude Code's JSONL shape (benchmarks/cc_transcript.py);
the stacks, projects and messages are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from benchmarks.cc_transcript import Transcript

from retain import Memory
from retain.sleep.capture import capture
from retain.sleep.fix_telling import decisive_line
from retain.sleep.fixes import fixes_in
from retain.sleep.run import run_sleep_pass

NOW = 1_798_000_000.0


def session(tmp_path: Path, name: str) -> Transcript:
    return Transcript(session_id=f"s-{name}", cwd=f"/home/dev/{name}")


def live_texts(tmp_path: Path, t: Transcript, project_dir: Path) -> list[str]:
    path = t.write(tmp_path / f"{t.session_id}.jsonl")
    db = tmp_path / "r.db"
    run_sleep_pass(
        db, now=NOW, transcript_path=path, session_id=t.session_id, project_dir=project_dir
    )
    mem = Memory(db, project=str(project_dir))
    try:
        return [m.text for m in mem.store.iter_memories(live_only=True)]
    finally:
        mem.store.close()


# --- the decisive line -------------------------------------------------------------------


def test_a_cause_chain_ends_at_its_deepest_link() -> None:
    gradle = (
        "FAILURE: Build failed with an exception.\n\n* Where:\n"
        "Build file '/w/mobile/app/build.gradle.kts' line: 7\n\n* What went wrong:\n"
        "Execution failed for task ':app:mergeDebugResources'.\n"
        "> A failure occurred while executing MergeResourcesWorkAction\n"
        "   > Resource compilation failed: values.xml:4: duplicate string 'app_title'\n\n"
        "* Try:\n> Run with --stacktrace option to get the stack trace.\n"
    )
    assert decisive_line(gradle) == (
        "Resource compilation failed: values.xml:4: duplicate string 'app_title'"
    )
    cargo_like = (
        "error: Failed to download `orbit-core`\n"
        "  Caused by: HTTP status server error (503 Service Unavailable) for url (x)\n"
    )
    assert decisive_line(cargo_like).startswith("HTTP status server error (503")


def test_a_bare_header_stands_for_the_message_under_it() -> None:
    ghc = (
        "src/Orbit/Time.hs:4:1: error: [GHC-87110]\n"
        "    Could not load module ‘Data.Time.Clock’.\n"
        "    It is a member of the hidden package ‘time-1.12.2’.\n"
        "    Perhaps you need to add ‘time’ to the build-depends in your .cabal file.\n"
    )
    assert decisive_line(ghc) == (
        "Could not load module ‘Data.Time.Clock’. It is a member of the hidden package "
        "‘time-1.12.2’."
    )
    dotnet = (
        "  Failed Orbit.Tests.ClockTests.Ticks [12 ms]\n  Error Message:\n"
        "   System.IO.FileNotFoundException : Could not find file 'tz.db'.\n\n"
        "Failed!  - Failed:     1, Passed:    40, Skipped:     0, Total:    41\n"
    )
    assert decisive_line(dotnet) == (
        "System.IO.FileNotFoundException : Could not find file 'tz.db'."
    )


def test_test_count_summaries_are_not_the_error() -> None:
    out = (
        "   FAIL  Tests\\Unit\\InvoiceTest\n  ⨯ totals\n\n"
        "  Table [invoices] does not exist in the test database.\n\n"
        "  Tests:    4 failed, 9 passed (20 assertions)\n"
    )
    assert decisive_line(out) == "Table [invoices] does not exist in the test database."


# --- what the fix was --------------------------------------------------------------------


def test_the_step_the_failure_asks_for_is_the_fix(tmp_path: Path) -> None:
    t = session(tmp_path, "ledger")
    t.user("install the deps")
    t.bash(
        "poetry install",
        "pyproject.toml changed significantly since poetry.lock was last generated. "
        "Run `poetry lock` to fix the lock file.",
        exit_code=1,
    )
    t.bash("git log --oneline -1", "a1b2c3d Add typer")
    t.bash("poetry lock", "Resolving dependencies... Writing lock file")
    t.bash("poetry install", "Installing the current project: ledger (0.3.0)")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.remedies == ("running `poetry lock`",)
    assert "Run `poetry lock` to fix the lock file" in fix.error


def test_a_setup_step_outweighs_a_config_edit_of_the_same_stack(tmp_path: Path) -> None:
    t = session(tmp_path, "tracker")
    t.bash(
        "./gradlew assembleRelease",
        "* What went wrong:\nCould not determine the dependencies of task ':app:lint'.\n"
        "> Failed to install the following SDK components because licences have not been "
        "accepted.\n     platforms;android-35 Android SDK Platform 35\n",
        exit_code=1,
    )
    t.edit("/home/dev/tracker/app/build.gradle.kts", "minSdk = 23", "minSdk = 24")
    t.bash("yes | /opt/android/cmdline-tools/bin/sdkmanager --licenses", "All SDK package "
           "licenses accepted")  # fmt: skip
    t.bash("./gradlew assembleRelease", "BUILD SUCCESSFUL in 1m 2s")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.error.endswith("licences have not been accepted.")
    assert fix.remedies == (
        "running `yes | /opt/android/cmdline-tools/bin/sdkmanager --licenses`",
    )  # the minSdk edit of the same build file is left out


def test_a_config_file_of_the_stack_is_the_fix_with_what_it_added(tmp_path: Path) -> None:
    t = session(tmp_path, "orbit")
    t.bash(
        "dotnet build Orbit.sln",
        "A compatible .NET SDK was not found.\n\nRequested SDK version: 9.0.100\n",
        exit_code=145,
    )
    t.edit(
        "/home/dev/orbit/global.json",
        '    "version": "9.0.100"\n',
        '    "version": "9.0.100",\n    "rollForward": "latestMinor"\n',
    )
    t.bash("dotnet build Orbit.sln", "Build succeeded.\n    0 Error(s)")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.remedies == ('editing `global.json` (`"rollForward": "latestMinor"`)',)


def test_a_few_changed_config_lines_are_quoted_up_to_two(tmp_path: Path) -> None:
    t = session(tmp_path, "mono")
    t.bash("bazel build //apps/api:server", "error: invalid source release: 23", exit_code=1)
    t.edit(
        "/home/dev/mono/.bazelrc",
        "build --java_language_version=17\n",
        "build --java_language_version=23\nbuild --java_runtime_version=remotejdk_23\n"
        "build --tool_java_language_version=23\n",
    )
    t.bash("bazel build //apps/api:server", "INFO: Build completed successfully")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.remedies == (
        "editing `.bazelrc` (`build --java_language_version=23; "
        "build --java_runtime_version=remotejdk_23; …`)",
    )


def test_a_command_failing_again_with_another_error_got_past_the_first(tmp_path: Path) -> None:
    t = session(tmp_path, "rover")
    t.bash(
        "cmake --build build",
        "CMake Error at CMakeLists.txt:9 (find_package):\n"
        '  Could not find a package configuration file provided by "fmt"\n',
        exit_code=1,
    )
    t.bash("sudo apt-get install -y libfmt-dev", "Setting up libfmt-dev (9.1.0+ds1-2) ...")
    t.bash(
        "cmake --build build",
        "CMake Error at CMakeLists.txt:12 (find_package):\n"
        '  Could not find a package configuration file provided by "spdlog"\n',
        exit_code=1,
    )
    t.bash("sudo apt-get install -y libspdlog-dev", "Setting up libspdlog-dev (1:1.12.0) ...")
    t.bash("cmake --build build", "[100%] Built target rover")
    fixes = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert [(f.error.split('"')[1], f.remedies) for f in fixes] == [
        ("fmt", ("running `sudo apt-get install -y libfmt-dev`",)),
        ("spdlog", ("running `sudo apt-get install -y libspdlog-dev`",)),
    ]


def test_a_step_the_user_says_they_took_is_the_fix_and_one_memory(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session(tmp_path, "kiosk")
    t.user("Run the Swift tests.")
    t.bash("swift test", "error: could not find module 'Collections' for target", exit_code=1)
    t.say("The Collections package is missing. Should I resolve the packages?")
    t.user("Ich habe schon `swift package resolve` im Terminal laufen lassen, probier nochmal.")
    t.bash("swift test", "Test Suite 'All tests' passed")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.remedies == ("running `swift package resolve` (the user ran it)",)
    texts = live_texts(tmp_path, t, project_dir)
    assert len(texts) == 1, texts  # the user's own sentence joins the fix, not a second one
    assert "`swift package resolve`" in texts[0] and "could not find module" in texts[0]


def test_a_user_message_is_no_fix_when_the_agent_ran_something(tmp_path: Path) -> None:
    t = session(tmp_path, "kiosk2")
    t.bash("swift test", "error: could not find module 'Collections' for target", exit_code=1)
    t.user("Try `swift package resolve` maybe.")
    t.bash("swift build", "Build complete!")
    t.bash("swift test", "Test Suite 'All tests' passed")
    assert fixes_in(t.write(tmp_path / "t.jsonl")) == []  # not a rerun with only the user


def test_an_option_value_changed_is_a_lesson_when_the_error_names_the_option(
    tmp_path: Path,
) -> None:
    t = session(tmp_path, "atlas")
    t.bash(
        "xcodebuild build -scheme Atlas -destination 'platform=iOS Simulator,name=iPad (A16)'",
        "xcodebuild: error: Unable to find a destination matching the provided destination "
        "specifier:",
        exit_code=70,
    )
    t.bash(
        "xcodebuild build -scheme Atlas -destination 'platform=iOS Simulator,name=iPad Air'",
        "** BUILD SUCCEEDED **",
    )
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.kind == "lesson" and "name=iPad Air'` instead" in fix.remedies[0]


def test_another_value_the_error_does_not_name_is_another_selection(tmp_path: Path) -> None:
    t = session(tmp_path, "atlas2")
    t.bash("ctest --test-dir build -j 4", "The following tests FAILED:\n 3 - clock", exit_code=8)
    t.bash("ctest --test-dir out -j 4", "100% tests passed, 0 tests failed out of 9")
    assert fixes_in(t.write(tmp_path / "t.jsonl")) == []


# --- what capture keeps around them ------------------------------------------------------


def test_nothing_is_kept_from_a_failure_that_passed_on_a_plain_rerun(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session(tmp_path, "relay")
    t.user("Run the socket tests.")
    t.bash("mix test test/relay/socket_test.exs", "** (ExUnit.TimeoutError) test timed out "
           "after 60000ms", exit_code=2)  # fmt: skip
    t.say("The Phoenix socket test hit the ExUnit timeout. Running it again unchanged.")
    t.bash("git status --short", "")
    t.bash("mix test test/relay/socket_test.exs", "14 tests, 0 failures")
    t.say("All 14 pass on the rerun; that timeout was intermittent.")
    assert live_texts(tmp_path, t, project_dir) == []


def test_a_plan_behind_a_leading_clause_is_narration(tmp_path: Path) -> None:
    t = session(tmp_path, "shop")
    t.user("The refund test fails, have a look.")
    t.bash(
        "php artisan test --filter=RefundTest",
        "   FAIL  Tests\\Feature\\RefundTest\n  Failed asserting that 500 is identical to 200.\n",
        exit_code=1,
    )
    t.say("While I'm in here I'll add the ray package to dump the request.")
    t.bash("composer require --dev spatie/laravel-ray", "Installing spatie/laravel-ray")
    t.bash("php artisan test --filter=CartTest", "Tests:    6 passed (12 assertions)")
    t.say("CartTest passes; I have not found the refund cause yet.")
    assert capture(t.write(tmp_path / "t.jsonl")) == []


def test_an_announced_lesson_is_kept_to_the_end_of_its_message(tmp_path: Path) -> None:
    t = session(tmp_path, "atlas3")
    t.user("Pourquoi le build Bazel est si lent sur la CI ?")
    t.bash("bazel build //... --disk_cache=", "INFO: Build completed successfully")
    t.say(
        "À retenir : le cache disque de `//apps/...` est vidé par `--disk_cache=` dans "
        "ci.bazelrc. Garder `--disk_cache=~/.cache/bazel-disk` sur les runners réduit le "
        "build de 9 à 2 minutes."
    )
    [c] = [c for c in capture(t.write(tmp_path / "t.jsonl")) if c.actor == "agent"]
    assert "ci.bazelrc" in c.text and "~/.cache/bazel-disk" in c.text
    t2 = session(tmp_path, "atlas4")
    t2.user("cabal repl is slow")
    t2.bash("cabal repl --repl-options=-fobject-code", "Ok, two modules loaded.")
    t2.say(
        "Note to self for orbit: Orbit.Tables generates lenses with Template Haskell. "
        "Use `cabal repl --repl-options=-fobject-code` so they compile once."
    )
    [c2] = capture(t2.write(tmp_path / "t2.jsonl"))
    assert "Orbit.Tables" in c2.text and "-fobject-code" in c2.text


def test_an_exported_variable_the_error_names_is_the_fix(tmp_path: Path) -> None:
    t = session(tmp_path, "field")
    t.bash(
        "./gradlew test",
        "* What went wrong:\nAn exception occurred applying plugin request [id: 'x']\n"
        "> Failed to apply plugin 'com.android.internal.application'.\n"
        "   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.\n",
        exit_code=1,
    )
    t.bash("export PAGER=cat", "")  # names nothing of the error: not the fix
    t.bash("export JAVA_HOME=/usr/lib/jvm/temurin-17", "")
    t.bash("./gradlew test", "BUILD SUCCESSFUL in 40s")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.error.startswith("Android Gradle plugin requires Java 17 to run")
    assert fix.remedies == ("running `export JAVA_HOME=/usr/lib/jvm/temurin-17`",)


def test_configuring_the_build_directory_fixes_the_build_of_it(tmp_path: Path) -> None:
    t = session(tmp_path, "raster")
    t.bash(
        "cmake --build build",
        "Error: /home/dev/raster/build is not a directory\nError: could not load cache",
        exit_code=1,
    )
    t.bash("cmake -S . -B build -G Ninja", "-- Build files have been written to: build")
    t.bash("cmake --build build", "[42/42] Linking CXX executable raster")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.command == "cmake --build build"
    assert fix.remedies == ("running `cmake -S . -B build -G Ninja`",)


def test_the_dependency_a_build_failed_in_is_named(tmp_path: Path) -> None:
    t = session(tmp_path, "ingest")
    t.bash(
        "pip install -r requirements.txt",
        "      Error: pg_config executable not found.\n"
        "  ERROR: Failed building wheel for psycopg2\n",
        exit_code=1,
    )
    t.bash("sudo apt-get install -y libpq-dev", "Setting up libpq-dev (16.4-1) ...")
    t.bash("pip install -r requirements.txt", "Successfully installed psycopg2-2.9.10")
    [fix] = fixes_in(t.write(tmp_path / "t.jsonl"))
    assert fix.text() == (
        "`pip install -r requirements.txt` failed building `psycopg2` with "
        "`Error: pg_config executable not found.` — fixed by running "
        "`sudo apt-get install -y libpq-dev`"
    )


def test_another_test_selection_is_no_lesson_even_when_the_error_names_tests(
    tmp_path: Path,
) -> None:
    t = session(tmp_path, "field2")
    t.bash(
        "./gradlew test --tests com.field.SyncTest",
        "> There were failing tests. See the report at: build/reports/tests/test/index.html",
        exit_code=1,
    )
    t.bash("./gradlew test --tests com.field.ClockTest", "BUILD SUCCESSFUL in 9s")
    assert fixes_in(t.write(tmp_path / "t.jsonl")) == []
