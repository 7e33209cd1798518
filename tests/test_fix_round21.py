"""Failure -> fix learning, round 21: which line tells (a compiler's located diagnostic, the
block under a bare "Caused by:", not advice, a wrapped error chain's innermost link, not a
log line), which step is the fix (an install by its own word, a bin run through a package
manager, a template copied, a service or a toolchain picked, a codegen task), what is a
lesson (an added option and its value, a wrapper, a virtualenv) and what is no memory (a
rerun after a wait or only quieter, a selection narrowed, an error swapped for another and
left failing, a fix the user had undone).

Each session is written in Claude Code's JSONL shape (benchmarks/cc_transcript.py); the
projects, tools' runs and messages are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import fixes, live_texts, session
from retain.sleep.fix_telling import decisive_line
from retain.sleep.fixes import programs

# --- the telling line --------------------------------------------------------------------


def test_a_located_compiler_diagnostic_beats_the_summary_line() -> None:
    out = (
        "# example.test/quay/internal/feed [example.test/quay/internal/feed.test]\n"
        "internal/feed/reader_test.go:31:9: undefined: fakes.NewClock\n"
        "FAIL\texample.test/quay/internal/feed [build failed]\nFAIL\n"
    )
    assert decisive_line(out) == "undefined: fakes.NewClock"
    frame = "  /srv/WORKSPACE:12:3: in <toplevel>\nERROR: Cannot find gcc or CC\n"
    assert decisive_line(frame) == "ERROR: Cannot find gcc or CC"  # a frame, not a message


def test_the_block_under_a_bare_caused_by_holds_the_cause() -> None:
    out = (
        "error: failed to run custom build command for `zstd-sys v2.0.9`\n\nCaused by:\n"
        "  process didn't exit successfully: `/w/target/debug/build/zstd-sys/build-script`\n"
        "  --- stderr\n  Could not find libzstd, and this `-sys` crate needs it.\n"
    )
    assert decisive_line(out).startswith("Could not find libzstd")


def test_advice_is_not_the_failure() -> None:
    out = (
        "│ Error: Backend initialization required\n│\n"
        '│ If you wish to keep the old state, use "terraform init -migrate-state".\n'
    )
    assert decisive_line(out) == "Error: Backend initialization required"


def test_a_long_wrapped_error_keeps_its_innermost_link() -> None:
    line = (
        "Error: loading plugin: validating config: resolving host: contacting resolver "
        "10.0.0.2 for registry.example with a very long explanation of every step taken "
        "along the way, retried five times over forty seconds with backoff: request id "
        "0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b: dial udp: lookup registry.example: no such "
        "host known to the configured resolver"
    )
    said = decisive_line(line)
    assert len(said) <= 300 and said.startswith("Error: … ")
    assert said.endswith("lookup registry.example: no such host known to the configured resolver")


def test_log_lines_give_way_to_the_message() -> None:
    out = (
        "E0302 08:01:02.123456   911 memcache.go:265] couldn't get current server API group "
        'list: Get "http://localhost:8080/api": dial tcp 127.0.0.1:8080: connect: refused\n'
        "The connection to the server localhost:8080 was refused - did you specify the right "
        "host or port?\n"
    )
    assert decisive_line(out).startswith("The connection to the server localhost:8080")


def test_an_exception_class_alone_on_its_line_is_the_error() -> None:
    out = (
        "An error occurred while loading ./spec/models/shelf_spec.rb.\n"
        "Failure/Error: ActiveRecord::Migration.maintain_test_schema!\n\n"
        "ActiveRecord::PendingMigrationError:\n\n  Migrations are pending.\n"
    )
    assert decisive_line(out) == "ActiveRecord::PendingMigrationError"


# --- what the fix was --------------------------------------------------------------------


def test_a_tool_that_says_install_installs(tmp_path: Path) -> None:
    t = session("feeds")
    t.bash("dune build", 'File "bin/dune", line 3:\nError: Library "ezjsonm" not found.', 1)
    t.bash("opam install . --deps-only -y", "∗ installed ezjsonm.1.3.0\nDone.")
    t.bash("dune build && echo built", "built")
    [fix] = fixes(tmp_path, t)
    assert fix.kind == "bugfix"
    assert fix.remedies == ("running `opam install . --deps-only -y`",)
    assert "install" not in fix.names  # the word that says how is no package


def test_a_project_bin_run_through_the_package_manager_is_that_bin(tmp_path: Path) -> None:
    assert programs("pnpm drizzle-kit push")[0].name == "pnpm"  # not a known bin: unchanged
    t = session("shop")
    t.bash(
        "pnpm vitest run src/orders",
        'Error: @prisma/client did not initialize yet. Please run "prisma generate".',
        1,
    )
    t.bash("pnpm prisma generate", "✔ Generated Prisma Client")
    t.bash("pnpm vitest run src/orders", " Test Files  3 passed (3)")
    [fix] = fixes(tmp_path, t)
    assert fix.remedies == ("running `pnpm prisma generate`",)


def test_a_template_copied_into_place_is_the_fix(tmp_path: Path) -> None:
    t = session("links")
    t.bash("bun test", "error: Invalid environment variables\n 0 pass\n 1 fail", 1)
    t.bash("ls -a", ".env.example\npackage.json")
    t.bash("cp .env.example .env", "")
    t.bash("bun test", " 12 pass\n 0 fail")
    [fix] = fixes(tmp_path, t)
    assert fix.remedies == ("running `cp .env.example .env`",)


def test_a_service_a_toolchain_and_a_codegen_task_are_setup_steps(tmp_path: Path) -> None:
    vm = session("stack")
    vm.bash(
        "docker compose up -d",
        "Cannot connect to the Docker daemon at unix:///Users/dev/.colima/docker.sock. "
        "Is the docker daemon running?",
        1,
    )
    vm.bash("colima start", "INFO[0020] done")
    vm.bash("docker compose up -d", "Container stack-db-1  Started")
    assert fixes(tmp_path, vm)[0].remedies == ("running `colima start`",)
    py = session("survey")
    py.bash("poetry install", "The currently activated Python version 3.8.10 is not "
            "supported by the project (>=3.10).", 1)  # fmt: skip
    py.bash("poetry env use /usr/bin/python3.11", "Creating virtualenv survey in .venv")
    py.bash("poetry install", "Installing the current project: survey (0.1.0)")
    assert fixes(tmp_path, py)[0].remedies == ("running `poetry env use /usr/bin/python3.11`",)
    jvm = session("payroll")
    jvm.bash("./gradlew :core:compileJava", "error: package org.acme.payroll.dto does not "
             "exist\nFAILURE: Build failed with an exception.", 1)  # fmt: skip
    jvm.bash("./gradlew :core:generateDtos", "BUILD SUCCESSFUL in 4s")
    jvm.bash("./gradlew :core:compileJava", "BUILD SUCCESSFUL in 9s")
    assert fixes(tmp_path, jvm)[0].remedies == ("running `./gradlew :core:generateDtos`",)


# --- another way of running it -----------------------------------------------------------


def test_an_option_with_its_value_added_is_a_lesson(tmp_path: Path) -> None:
    t = session("infra")
    t.bash("ansible-playbook -i hosts site.yml", "ERROR! Attempting to decrypt but no vault "
           "secrets found", 1)  # fmt: skip
    t.bash("ls ~/.ansible", "vault-pass")
    t.bash("ansible-playbook -i hosts site.yml --vault-password-file ~/.ansible/vault-pass",
           "PLAY RECAP ok=12 changed=1")  # fmt: skip
    [fix] = fixes(tmp_path, t)
    assert fix.kind == "lesson"
    assert "--vault-password-file ~/.ansible/vault-pass` instead" in fix.text()


def test_options_before_the_subcommand_keep_it_the_same_command(tmp_path: Path) -> None:
    assert programs("kubectl -n shop rollout status deploy/api")[0].sub == "rollout"
    t = session("k8s")
    t.bash("kubectl rollout status deploy/api", 'Error from server (NotFound): '
           'deployments.apps "api" not found', 1)  # fmt: skip
    t.bash("kubectl -n shop rollout status deploy/api", 'deployment "api" successfully rolled out')
    [fix] = fixes(tmp_path, t)
    assert fix.kind == "lesson" and "`kubectl -n shop rollout status deploy/api` instead" in (
        fix.text()
    )


def test_a_wrapper_and_a_virtualenv_are_ways_of_running_it(tmp_path: Path) -> None:
    perl = session("mojo")
    perl.bash("prove -l t/", "t/app.t .. Can't locate Dancer2.pm in @INC (you may need to "
              "install the Dancer2 module) (@INC contains: lib) at t/app.t line 2.", 1)  # fmt: skip
    perl.bash("carton exec prove -l t/", "All tests successful.")
    [fix] = fixes(tmp_path, perl)
    assert fix.error.startswith("t/app.t .. Can't locate Dancer2.pm in @INC")
    assert fix.remedies == ("running `carton exec prove -l t/` instead",)
    py = session("etl")
    py.bash("pip install -r requirements.txt", "error: externally-managed-environment", 1)
    py.bash("python3 -m venv .venv && .venv/bin/pip install -r requirements.txt",
            "Successfully installed polars-1.9.0")  # fmt: skip
    [fix] = fixes(tmp_path, py)
    assert "python3 -m venv .venv" in fix.text()


def test_a_rerun_after_a_wait_or_only_quieter_is_no_lesson(tmp_path: Path) -> None:
    t = session("state")
    t.bash("tofu plan", "Error: Error acquiring the state lock\n\nLock Info:\n  ID: 9f2c", 1)
    t.bash("sleep 60 && tofu plan -no-color | tail -1", "Plan: 0 to add, 1 to change.")
    assert fixes(tmp_path, t) == []
    echo = session("feeds2")
    echo.bash("dune build", 'Error: Library "ezjsonm" not found.', 1)
    echo.bash("dune build && echo built", "built")
    assert fixes(tmp_path, echo) == []


def test_a_narrower_selection_is_no_lesson_unless_the_error_asks_for_it(tmp_path: Path) -> None:
    t = session("rover")
    t.bash("ctest --test-dir build", "94% tests passed, 1 tests failed out of 17", 8)
    t.bash("ctest --test-dir build -R net_fetch_test", "100% tests passed")
    assert fixes(tmp_path, t) == []
    asked = session("tally")
    asked.bash("cargo run", "error: `cargo run` could not determine which binary to run. Use "
               "the `--bin` option to specify a binary.", 101)  # fmt: skip
    asked.bash("cargo run --bin tallyd", "listening on :8080")
    [fix] = fixes(tmp_path, asked)
    assert fix.remedies == ("running `cargo run --bin tallyd` instead",)


# --- no memory ---------------------------------------------------------------------------


def test_an_error_swapped_for_another_and_left_failing_fixed_nothing(tmp_path: Path) -> None:
    t = session("ledger")
    t.bash("mvn -q verify", "[ERROR] Rule 0: DependencyConvergence failed with message:\n"
           "Dependency convergence error for com.acme:json:2.1", 1)  # fmt: skip
    t.edit("/home/dev/ledger/pom.xml", "<version>3.0</version>\n",
           "<version>3.0</version>\n<exclusions>json</exclusions>\n")  # fmt: skip
    t.bash("mvn -q verify", "java.lang.NoSuchMethodError: 'void com.acme.Json.strict()'", 1)
    assert fixes(tmp_path, t) == []


def test_a_fix_the_user_had_undone_is_not_kept(tmp_path: Path) -> None:
    t = session("backoffice")
    t.bash("pnpm install", " ERR_PNPM_PEER_DEP_ISSUES  Unmet peer dependencies", 1)
    t.edit("/home/dev/backoffice/package.json", '  "devDependencies": {',
           '  "overrides": {"react": "18.3.1"},\n  "devDependencies": {')  # fmt: skip
    t.bash("pnpm install", "Done in 3.1s")
    t.user("Please take the overrides out again, we don't pin that way here.")
    t.edit("/home/dev/backoffice/package.json",
           '  "overrides": {"react": "18.3.1"},\n  "devDependencies": {',
           '  "devDependencies": {')  # fmt: skip
    assert fixes(tmp_path, t) == []


def test_the_account_of_a_failure_left_open_is_not_kept(tmp_path: Path, project_dir: Path) -> None:
    t = session("quotes")
    t.user("cargo build fails on the pricing module")
    t.bash("cargo build", "error: `DATABASE_OFFLINE=true` but there is no cached data for "
           "this query, run `cargo sqlx prepare`", 101)  # fmt: skip
    t.say("The offline query cache is stale for the pricing module. The real fix is "
          "regenerating it against the staging database, which I can't reach here.")  # fmt: skip
    t.bash("DATABASE_OFFLINE=false cargo build", "error: error communicating with database: "
           "Connection refused (os error 111)", 101)  # fmt: skip
    t.say("Leaving it as is: it needs a live database.")
    assert live_texts(tmp_path, t, project_dir) == []


def test_the_account_of_a_flaky_failure_is_not_kept(tmp_path: Path, project_dir: Path) -> None:
    t = session("relay")
    t.user("Run all the tests.")
    t.bash("go test ./...", "--- FAIL: TestRelay_Drain (30.00s)\npanic: test timed out "
           "after 30s\nFAIL\texample.test/relay/internal/drain\t30.012s", 1)  # fmt: skip
    t.say("TestRelay_Drain in internal/drain stalled once. Running that package again.")
    t.bash("go test ./internal/drain/...", "ok  \texample.test/relay/internal/drain\t1.204s")
    t.bash("go test ./...", "ok  \texample.test/relay/internal/drain\t1.198s")
    t.say("All green on rerun with nothing changed.")
    assert live_texts(tmp_path, t, project_dir) == []


def test_a_test_marked_skipped_fixed_nothing(tmp_path: Path, project_dir: Path) -> None:
    t = session("atlas")
    t.user("Get the suite green before the release.")
    t.bash("bundle exec rspec", "Failures:\n  1) Reports PDF export renders totals\n"
           "     expected 200, got 500\n12 examples, 1 failure", 1)  # fmt: skip
    t.say("The PDF export answers 500 in reports_spec.rb. I'll mark that example pending.")
    t.edit("/home/dev/atlas/spec/requests/reports_spec.rb", "  it 'renders totals' do",
           "  xit 'renders totals' do")  # fmt: skip
    t.bash("bundle exec rspec", "12 examples, 0 failures, 1 pending")
    t.say("Green with the PDF example pending; the 500 itself is not fixed.")
    assert live_texts(tmp_path, t, project_dir) == []
