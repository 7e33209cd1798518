"""Round 38 of the tool hooks' precision (issue 29): a PostToolUse result whose summary
counts no errors (`ERROR=0`, `Failures: 0, Errors: 0`, `0 errors`) is no failure, and a
command a memory says is fine ("a local `package` is fine") ties no call that runs it.
The memories and outputs are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from test_tool_hook_keys import bash, store


def test_a_summary_counting_no_errors_is_not_a_failed_result():
    from retain.rank.toolresult import failed_result

    for ok in (
        "12:04:40  Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9",
        "[INFO] Tests run: 84, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
        "0 errors | 0 warnings | 0 notes",
        "41 passed, 0 failed",
        "lint: no errors",
    ):
        assert failed_result({"stdout": ok, "stderr": "", "interrupted": False}) is None, ok
    for bad in (
        "Done. PASS=8 WARN=0 ERROR=1 SKIP=0 TOTAL=9",
        "Tests run: 84, Failures: 2, Errors: 0",
        "1 failed, 0 errors",
        "10 errors",
        "ERROR: relation orders does not exist",
    ):
        assert failed_result({"stdout": bad, "stderr": "", "interrupted": False}), bad


def test_a_form_a_memory_says_is_fine_is_no_form():
    from retain.rank.toolcontent import memory_forms

    text = "No `--force` on the shared branch. A `rebase` of your own branch is fine."
    assert [f for f, _ in memory_forms(text)] == ["--force"]
    both = memory_forms("`make a` and `lint` are ok anywhere; `purge` is not fine.")
    assert [f for f, _ in both] == ["purge"]


def test_a_run_a_memory_says_is_fine_is_not_tied(project, tmp_path):
    (mid,) = store(
        project,
        "No `--skip-checks` on a `publish` to the registry: releases come from a checked "
        "build. Skipping checks for a local `bundle` is fine.",
    )
    assert bash(project, tmp_path, "./gradlew bundle") == []
    assert bash(project, tmp_path, "./gradlew publish --skip-checks", "s-2") == [mid]
