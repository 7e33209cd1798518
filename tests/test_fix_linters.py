"""The line a fix names when a checker's report is long or wrapped (retain.sleep.fix_linters):
its finding, not the chain's progress, its echo of the command or its closing count."""

from retain.sleep.fix_linters import progress, summary
from retain.sleep.fix_telling import decisive_line


def test_a_tally_above_a_warning_finding_is_not_the_error() -> None:
    out = (
        "Exit code 1\n"
        "env: 41 vars, profile 0c1d2e3\n"
        "./.github/workflows/release.yml\n"
        "  7:1       warning  truthy value should be one of [false, true]  (truthy)\n"
    )
    assert "truthy value should be one of [false, true]" in decisive_line(out)


def test_a_finding_under_its_rule_code_beats_the_runner_lines() -> None:
    out = (
        "Exit code 1\n"
        "checked 61 files (9a8b7c6)\n"
        "lint: commands[0]> deptry src\n"
        "Scanning 12 files...\n\n"
        "pyproject.toml: DEP002 'rich' defined as a dependency but not used in the codebase\n"
        "Found 1 dependency issue.\n"
        "  lint: FAIL code 1\n"
    )
    assert "DEP002 'rich' defined as a dependency but not used" in decisive_line(out)


def test_the_closing_count_printed_above_the_finding_loses_to_it() -> None:
    out = (
        "Exit code 1\n"
        "Linting: 9 file(s)\n"
        "Summary: 1 error(s)\n"
        "docs/setup.md:14 MD040/fenced-code-language Fenced code blocks should have a "
        "language specified\n"
    )
    assert decisive_line(out).startswith("MD040/fenced-code-language Fenced code blocks")


def test_a_cross_marked_finding_beats_the_runner_saying_the_step_exited() -> None:
    out = (
        "Exit code 1\n"
        "@shop/web:lint: > oxlint src\n"
        "@shop/web:lint:   × eslint(no-console): Unexpected console statement.\n"
        "@shop/web:lint: Found 0 warnings and 1 error.\n"
        " ERROR  run failed: command  exited (1)\n"
    )
    assert "× eslint(no-console): Unexpected console statement." in decisive_line(out)


def test_a_task_runners_echo_of_the_command_is_not_its_output() -> None:
    out = (
        "Exit code 201\n"
        "task: [lint-api] spectral lint openapi.yaml --fail-severity=error\n"
        "openapi.yaml\n"
        ' 12:9  error  oas3-schema  "type" property must be equal to one of the allowed values\n'
        "✖ 1 problem (1 error, 0 warnings, 0 infos, 0 hints)\n"
    )
    assert "oas3-schema" in decisive_line(out)


def test_a_tests_assertion_in_words_is_the_failure() -> None:
    out = (
        "Exit code 3\n"
        "collecting step 1/88\n"
        "Failures:\n"
        "1) parseAmount keeps the cents\n"
        "  Message:\n"
        "    Expected '4.1' to equal '4.10'.\n"
        "9 specs, 1 failure\n"
    )
    assert decisive_line(out) == "Expected '4.1' to equal '4.10'."


def test_an_error_still_outranks_a_located_warning() -> None:
    out = (
        "src/pack.c:3:7: warning: unused variable 'n' [-Wunused-variable]\n"
        "/usr/bin/ld: cannot find -lzstd: No such file or directory\n"
    )
    assert "cannot find -lzstd" in decisive_line(out)


def test_a_port_that_failed_is_no_tally_of_failed_tests() -> None:
    assert summary("Tests  1 failed, 11 passed (12)")
    assert summary("Summary: 1 error(s)")
    assert not summary('connection to server at "127.0.0.1", port 5432 failed: Connection refused')


def test_progress_is_a_few_words_around_counts_and_hashes() -> None:
    assert progress("checked 428 files (f203361)")
    assert progress("ok 1 (220 ms)")
    assert progress("[1/368] scanning (9e40f07)")
    assert not progress("3→Tools are never installed on the host.")  # a file's line
    assert not progress("could not open 2 files in the archive")  # words that say something


def test_output_of_nothing_but_progress_still_names_a_line() -> None:
    assert decisive_line("Exit code 1\ndone 3 (120 ms)\n") == "done 3 (120 ms)"
