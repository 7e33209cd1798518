"""Failure -> fix learning, round 22: when a session fixed a failure, and with which step.
Another action of the same program is no pass; a step chained before the passing run is a
step between; the last step of the failed tool before its unchanged rerun is the fix (not
the wrong tries, nor a build, nor an install the error does not ask for); a command the
output quotes is asked for even with the run's own options; a run that does less is no
fix; a user's words that name no command leave the failure open; the user's words naming
what the passing run added join its memory.

Each session is written in Claude Code's JSONL shape (benchmarks/cc_transcript.py); the
projects, tools' runs and messages are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import fixes, live_texts, session
from retain.sleep.fix_telling import decisive_line

HEADS = (
    "INFO  [alembic.runtime.migration] Context impl SQLiteImpl.\n"
    "ERROR [alembic.util.messaging] Multiple head revisions are present for given argument "
    "'head'; please specify a specific target revision\n"
)


def test_another_action_of_the_program_is_no_pass_and_its_last_step_is_the_fix(
    tmp_path: Path,
) -> None:
    t = session("orders")
    t.bash("alembic upgrade head", HEADS, exit_code=255)
    t.bash("alembic heads", "a1b2c3 (head)\nd4e5f6 (head)\n")  # looks: no pass of the upgrade
    t.bash("alembic merge -m 'join heads' heads", "Generating versions/f7_join_heads.py ... done")
    t.bash("alembic upgrade head", "INFO  Running upgrade a1b2c3, d4e5f6 -> f7")
    [fix] = fixes(tmp_path, t)
    assert fix.command == "alembic upgrade head"
    assert fix.remedies == ("running `alembic merge -m 'join heads' heads`",)
    assert "Multiple head revisions" in fix.error


XCODE = (
    "ERROR: /w/ios/BUILD:4:11: While resolving toolchains for target //ios:app: Xcode "
    "version must be specified to use an Apple CROSSTOOL.\nINFO: Elapsed time: 2.0s\n"
)


def test_a_step_chained_before_the_passing_run_is_the_fix_and_the_wrong_tries_are_not(
    tmp_path: Path,
) -> None:
    t = session("courier")
    t.bash("bazel build //ios:app", XCODE, exit_code=1)
    t.bash("bazel sync --configure && bazel build //ios:app", XCODE, exit_code=1)
    t.bash("bazel clean --expunge && bazel build //ios:app", "INFO: Build completed successfully")
    [fix] = fixes(tmp_path, t)
    assert fix.command == "bazel build //ios:app"  # the wrong try chained before it goes
    assert fix.remedies == ("running `bazel clean --expunge`",)
    assert "sync" not in fix.text()


BASE = "[__1] rejecting: base-4.17.2.1/installed-4.17.2.1 (conflict: tally => base>=4.18)\n"


def test_the_last_toolchain_step_fixes_the_plain_run_after_a_wrong_try(tmp_path: Path) -> None:
    t = session("tally")
    t.bash("cabal build", "Resolving dependencies...\n" + BASE, exit_code=1)
    t.bash("cabal build --allow-newer=base", "Resolving dependencies...\n" + BASE, exit_code=1)
    t.bash("ghcup install ghc 9.6.6 && ghcup set ghc 9.6.6", "[ Info  ] GHC 9.6.6 set")
    t.bash("cabal build", "[3 of 3] Compiling Tally")
    [fix] = fixes(tmp_path, t)
    assert fix.command == "cabal build" and "--allow-newer" not in fix.text()
    assert fix.remedies == ("running `ghcup install ghc 9.6.6 && ghcup set ghc 9.6.6`",)


def test_the_last_step_is_no_build_and_no_install_the_error_does_not_ask_for(
    tmp_path: Path,
) -> None:
    t = session("ledger")
    t.bash("pytest -q", "E   AssertionError: totals differ\n1 failed in 0.2s", exit_code=1)
    t.bash("pip install black", "Successfully installed black-24.4.2")
    t.bash("pytest -q", "3 passed in 0.2s")
    assert fixes(tmp_path, t) == []  # an unrelated install, then a rerun: no clear fix
    t = session("ledger2")
    t.bash("mix test", "** (CompileError) lib/a.ex:3: undefined function b/0", exit_code=1)
    t.bash("mix compile", "Compiling 3 files (.ex)")
    t.bash("mix test", "5 tests, 0 failures")
    assert fixes(tmp_path, t) == []  # building again is a run, not a step


def test_a_command_the_output_quotes_is_asked_for_with_the_runs_own_options(
    tmp_path: Path,
) -> None:
    t = session("tiles")
    t.bash(
        "conan install . --build=missing",
        "ERROR: The default build profile '/home/dev/.conan2/profiles/default' doesn't exist.\n"
        "You need to create a default profile (type 'conan profile detect' command)\n",
        exit_code=1,
    )
    t.bash("conan profile detect --force", "Saving detected profile")
    t.bash("conan install . --build=missing", "Install finished successfully")
    [fix] = fixes(tmp_path, t)
    assert fix.remedies == ("running `conan profile detect --force`",)


def test_a_run_that_does_less_is_no_fix(tmp_path: Path) -> None:
    hook = "husky - pre-commit hook exited with code 1 (error)"
    t = session("cart")
    t.bash("git commit -am 'Tidy totals'", hook, exit_code=1)
    t.bash("git commit --no-verify -am 'Tidy totals'", "[main 1a2b3c4] Tidy totals")
    assert fixes(tmp_path, t) == []
    t = session("routes")
    t.bash("./gradlew :app:test", "RoutesTest > readsBack() FAILED\nBUILD FAILED", exit_code=1)
    t.bash("./gradlew :app:test --tests '*PlannerTest*'", "BUILD SUCCESSFUL in 9s")
    assert fixes(tmp_path, t) == []
    t = session("lint")
    t.bash("mix credo --strict", "┃ [R] Nested modules could be aliased", exit_code=1)
    t.bash("mix credo --strict || true", "┃ [R] Nested modules could be aliased")
    assert fixes(tmp_path, t) == []


def test_the_account_of_a_failure_the_user_fixed_elsewhere_is_not_kept(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("api")
    t.user("Build //server:api please.")
    t.bash(
        "bazel build //server:api",
        "ERROR: no such package '@maven//': Authentication failed for "
        "https://repo.acme.example/maven/",
        exit_code=1,
    )
    t.say("Coursier gets an authentication failure from repo.acme.example, so the token expired.")
    t.user("Never mind, I renewed the token on the build server myself. Try again.")
    t.bash("bazel build //server:api", "INFO: Build completed successfully")
    assert live_texts(tmp_path, t, project_dir) == []


def test_the_users_words_naming_what_the_pass_added_join_its_memory(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("stock")
    t.user("why does alembic current fail?")
    t.bash(
        "alembic current",
        "sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from given URL string",
        exit_code=1,
    )
    t.say("env.py reads STOCK_DB_URL and it is empty here. Should I change env.py?")
    t.user(
        "No. STOCK_DB_URL lives in .env.dev, always export it from there before running alembic."
    )
    t.bash("set -a && . ./.env.dev && set +a && alembic current", "a1b2c3 (head)")
    texts = live_texts(tmp_path, t, project_dir)
    assert len(texts) == 1, texts  # one failure, one memory: the fix and the user's why
    assert "STOCK_DB_URL" in texts[0] and ".env.dev" in texts[0]
    assert "Could not parse SQLAlchemy URL" in texts[0]


def test_a_secret_the_failure_printed_is_not_stored_with_the_fix_a_step_made(
    tmp_path: Path, project_dir: Path
) -> None:
    token = "ghp_Q7mZ2xK9pL4vR8sT1wY6uN3bC5dF0gH2jA4e"
    t = session("heads")
    t.bash(
        "alembic upgrade head",
        f"INFO  using GITHUB_TOKEN={token}\n" + HEADS.replace("SQLiteImpl", "PostgresqlImpl"),
        exit_code=255,
    )
    t.bash("alembic merge -m 'join heads' heads", "Generating versions/f7_join_heads.py ... done")
    t.bash("alembic upgrade head", "INFO  Running upgrade a1b2c3, d4e5f6 -> f7")
    texts = live_texts(tmp_path, t, project_dir)
    assert any("alembic merge" in x for x in texts), texts
    assert all(token not in x for x in texts)  # redaction runs before storage


def test_a_message_line_keeps_its_closing_colon_and_an_edit_writes_the_printed_value(
    tmp_path: Path,
) -> None:
    out = (
        "error: hash mismatch in fixed-output derivation '/nix/store/abc-mods.drv':\n"
        "         specified: sha256-pQpattmS9VmO3ZIQUFn66az8GSmB4IvYhTTCFn6SUmo=\n"
        "            got:    sha256-AorUEpAo3dbhjZvLiaxoJyUklWNW3RmjBKERt2wTkGE=\n"
    )
    assert decisive_line(out).endswith("-mods.drv':")  # as printed: what follows it is named
    assert decisive_line("Foo::PendingMigrationError:\n  run migrations\n").endswith("Error")
    t = session("geo")
    t.bash("nix build .#api", out, exit_code=1)
    old = 'vendorHash = "sha256-pQpattmS9VmO3ZIQUFn66az8GSmB4IvYhTTCFn6SUmo=";'
    new = 'vendorHash = "sha256-AorUEpAo3dbhjZvLiaxoJyUklWNW3RmjBKERt2wTkGE=";'
    t.edit("/home/dev/geo/flake.nix", old, new)
    t.bash("nix build .#api", "")
    [fix] = fixes(tmp_path, t)
    assert fix.remedies[0].startswith("editing `flake.nix` (`vendorHash = ")


def test_the_agents_words_naming_the_path_a_step_cleared_join_its_memory(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("parcel")
    err = "error: Module compiled with Swift 5.9.2 cannot be imported by the Swift 5.10 compiler"
    t.bash("xcodebuild -scheme Parcel build", err, exit_code=65)
    t.bash("rm -rf ~/Library/Developer/Xcode/DerivedData/Parcel-*", "")
    t.bash("xcodebuild -scheme Parcel build", "** BUILD SUCCEEDED **")
    t.say(
        "Build succeeds. The fix was deleting `~/Library/Developer/Xcode/DerivedData/Parcel-*`"
        " after the Xcode upgrade, because modules built by the old compiler were reused."
    )
    texts = live_texts(tmp_path, t, project_dir)
    assert len(texts) == 1, texts  # one failure, one memory
    assert "DerivedData" in texts[0] and "Module compiled with Swift 5.9.2" in texts[0]
