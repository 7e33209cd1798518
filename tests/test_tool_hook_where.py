# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""Where a failure's telling lines stand: a message a memory quotes with its output lines
joined by a dash (pre-commit's hook report), through the launcher Claude Code runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from retain.core import errorquote
from test_tool_hook import context_of, failed_bash, failure_context, memory_lines, project, run  # noqa: F401


def in_session(project: Path, tmp_path: Path, session: str, command: str, error: str) -> str:
    """failure_context in a session of its own (what one session was shown is not
    shown again in it)."""
    payload = failed_bash(project, command, error)
    payload["session_id"] = session
    return context_of(run("tool-failure", payload, tmp_path), "PostToolUseFailure")


STRIPPED = (
    "pre-commit `nbstripout ... Failed - files were modified by this hook`: it stripped "
    "the outputs. `git add` the notebook again and re-commit; keep the hook."
)
HOOK_ERR = (
    "Exit code 1\n"
    "nbstripout...............................................................Failed\n"
    "- hook id: nbstripout\n"
    "- files were modified by this hook\n"
    "ruff.....................................................................Passed"
)


@pytest.fixture
def stored(project: Path) -> dict[str, int]:
    from retain import Memory

    mem = Memory(embedder=None, project=str(project))
    return {"stripped": mem.add(STRIPPED, kind="bugfix", embed=False)}


def test_a_message_quoted_with_its_lines_joined_is_found(stored, project, tmp_path):
    text = failure_context(project, tmp_path, 'git commit -m "notebook"', HOOK_ERR)
    (line,) = memory_lines(text)
    assert f"[{stored['stripped']}] seen before:" in line


def test_joined_lines_must_all_be_printed_in_order(stored, project, tmp_path):
    other = HOOK_ERR.replace("- files were modified by this hook", "- exit code: 1")
    assert failure_context(project, tmp_path, 'git commit -m "notebook"', other) == ""


def test_line_joins_split_a_quote_into_pieces():
    assert errorquote.message_pieces("`nbstripout....Failed - hook id: nbstripout`") == [
        [["nbstripout"], ["failed"], ["hook", "id", "nbstripout"]]
    ]
    lines = [["nbstripout", "failed"], ["hook", "id", "nbstripout"], ["x"], ["files"]]
    assert errorquote.printed_quotes("`nbstripout Failed - hook id: nbstripout`", lines) == 5
    # without a join the same words must stand on one line or two
    assert errorquote.printed_quotes("`nbstripout Failed hook id nbstripout files`", lines) == 0
    # a quote in curly single quotes is read like the others
    assert errorquote.message_pieces("‘hook id nbstripout’ again") == [
        [["hook", "id", "nbstripout"]]
    ]


PRICES = (
    "Cannot read properties of undefined (reading 'price') in the cart totals: the price "
    "map loads async. Await `loadPrices()` in the test's beforeEach."
)
TURBO_ERR = "\n".join(
    ["Exit code 1"]
    + [
        f"@acme/web:test: {ln}"
        for ln in (
            "> vitest run",
            " FAIL  src/cart.test.ts > cart > totals",
            " FAIL  src/cart.test.ts > cart > discounts",
            " FAIL  src/checkout.test.ts > checkout > summary",
            "TypeError: Cannot read properties of undefined (reading 'price')",
            "    at totals (/repo/apps/web/src/cart.ts:12:20)",
            "    at /repo/apps/web/src/cart.test.ts:8:5",
            "AssertionError: expected undefined to be 12",
            "AssertionError: expected undefined to be 3",
            "AssertionError: expected undefined to be 5",
            "AssertionError: expected undefined to be 7",
            "Test Files  2 failed (2)",
            " ELIFECYCLE  Test failed. See above for more details.",
            "ERROR: command finished with error: command (/repo/apps/web) pnpm run test exited (1)",
        )
    ]
    + [
        "@acme/web#test: command (/repo/apps/web) pnpm run test exited (1)",
        " Tasks:    0 successful, 1 total",
        "Failed:    @acme/web#test",
        " ERROR  run failed: command  exited (1)",
    ]
)


def test_a_task_runners_prefix_and_summary_do_not_hide_the_error(project, tmp_path):
    from retain import Memory

    mid = Memory(embedder=None, project=str(project)).add(PRICES, kind="bugfix", embed=False)
    (line,) = memory_lines(failure_context(project, tmp_path, "pnpm turbo run test", TURBO_ERR))
    assert f"[{mid}] seen before:" in line


def test_runner_prefixes_come_off_only_when_they_head_most_lines():
    from retain.core import errorlines
    from retain.core import signature as sig

    lines = ["worker-1  | KeyError: 'x'", "worker-1  | Did you import it?", "other"]
    assert errorlines.unprefix(lines) == ["KeyError: 'x'", "Did you import it?", "other"]
    # a log level or an error name heads no package's lines
    logs = ["ERROR:SCRIPT: x failed", "ERROR:SCRIPT: y failed"]
    assert errorlines.unprefix(logs) == logs
    assert errorlines.unprefix(["TypeError: a", "TypeError: b"]) == ["TypeError: a", "TypeError: b"]
    # one prefixed line among many is not a runner's output
    mixed = ["web:build: x", "a", "b", "c"]
    assert errorlines.unprefix(mixed) == mixed
    read = sig.error_lines(TURBO_ERR)
    assert all("run failed" not in ln and "ELIFECYCLE" not in ln for ln in read)


ALIAS = (
    "`Cannot find module '@/lib/env'` in apps/web: the `@/` alias is set in "
    "apps/web/tsconfig.json only; run tsc from apps/web, not the root."
)
UI_BUILD = (
    "`Cannot find module '@acme/ui'` means packages/ui was never built: run "
    "`pnpm --filter @acme/ui build` first."
)
TS_ERR = (
    "Exit code 2\n{where}src/page.tsx(3,21): error TS2307: Cannot find module '@/lib/env' "
    "or its corresponding type declarations."
)
UI_ERR = (
    "Exit code 2\napps/admin/src/nav.tsx(1,20): error TS2307: Cannot find module "
    "'@acme/ui' or its corresponding type declarations."
)


def test_a_memory_about_another_packages_error_stays_silent(project, tmp_path):
    from retain import Memory

    mid = Memory(embedder=None, project=str(project)).add(ALIAS, kind="bugfix", embed=False)
    here = TS_ERR.format(where="apps/web/")
    (line,) = memory_lines(in_session(project, tmp_path, "s1", "pnpm tsc --noEmit", here))
    assert f"[{mid}] seen before:" in line
    # the same message printed from apps/admin is another package's failure
    there = TS_ERR.format(where="apps/admin/")
    assert in_session(project, tmp_path, "s2", "pnpm tsc --noEmit", there) == ""
    # the package the command ran in counts when the output names none
    bare = TS_ERR.format(where="")
    assert in_session(project, tmp_path, "s3", "cd apps/admin && pnpm tsc", bare) == ""
    (line,) = memory_lines(in_session(project, tmp_path, "s4", "cd apps/web && pnpm tsc", bare))
    assert f"[{mid}] seen before:" in line


def test_a_memory_naming_the_package_the_error_names_by_its_name(project, tmp_path):
    from retain import Memory

    mid = Memory(embedder=None, project=str(project)).add(UI_BUILD, kind="bugfix", embed=False)
    (line,) = memory_lines(failure_context(project, tmp_path, "pnpm -r tsc", UI_ERR))
    assert f"[{mid}] seen before:" in line


def test_packages_are_read_from_a_package_folder_on():
    from retain.core import errorplace

    text = "/r/apps/web/src/x.ts ./apps/admin .symlinks/plugins/fb node_modules/x"
    assert errorplace.packages(text, "/r") == {("apps", "web"), ("apps", "admin")}
    assert errorplace.packages("services/pdf_exporter.rb and crates/tarn-cli") == {
        ("crates", "tarn-cli")
    }


MOCKS = (
    "`go test ./internal/store/...` failed with `undefined: mocks.NewMockRepository` — "
    "fixed by running `go generate ./...`"
)
MOCKS_ERR = (
    "Exit code 1\n# example.test/ledgerd/internal/billing [example.test/ledgerd/internal/"
    "billing.test]\ninternal/billing/service_test.go:31:9: undefined: "
    "mocks.NewMockRepository\nFAIL\texample.test/ledgerd/internal/billing [build failed]"
)


def test_a_learned_fix_naming_a_packaged_identifier_comes_back(project, tmp_path):
    """The sleep pass's "`cmd` failed with `error`" memory, the same error in another
    package and file: the backticked message names `mocks.NewMockRepository`."""
    from retain import Memory

    mid = Memory(embedder=None, project=str(project)).add(MOCKS, kind="bugfix", embed=False)
    (line,) = memory_lines(in_session(project, tmp_path, "s1", "go test ./...", MOCKS_ERR))
    assert f"[{mid}] seen before:" in line
    other = MOCKS_ERR.replace("NewMockRepository", "NewMockLedger")
    assert in_session(project, tmp_path, "s2", "go test ./...", other) == ""


TRANSLATED = (
    "Every user-facing string goes into values/strings.xml and values-de: MissingTranslation "
    "is an error in our lint.xml."
)
LINT_ERR = (
    "Exit code 1\n/repo/app/src/main/res/values/colors.xml:9: Warning: The resource "
    "R.color.sand appears to be unused [UnusedResources]\n/repo/app/src/main/res/values/"
    'strings.xml:52: Error: "alert_title" is not translated in "de" (German) '
    "[MissingTranslation]\n\n1 error, 1 warning\n\nFAILURE: Build failed with an exception."
)


def test_a_lint_rule_id_in_brackets_names_the_finding(project, tmp_path):
    """Android lint ends a finding with its CamelCase id in brackets (rule from the
    toolcalls14 misses)."""
    from retain import Memory

    mid = Memory(embedder=None, project=str(project)).add(TRANSLATED, kind="procedure", embed=False)
    cmd = "./gradlew :app:lintDebug"
    (line,) = memory_lines(in_session(project, tmp_path, "s1", cmd, LINT_ERR))
    assert f"[{mid}] seen before:" in line
    other = LINT_ERR.replace("[MissingTranslation]", "[ExtraTranslation]")
    assert in_session(project, tmp_path, "s2", cmd, other) == ""
