# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""Where a failure's telling lines stand: a message a memory quotes with its output lines
joined by a dash (pre-commit's hook report), through the launcher Claude Code runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from retain.core import errorquote
from test_tool_hook import failure_context, memory_lines, project  # noqa: F401

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
