# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""A failure whose telling message stands on a line stating no error, and a memory that
quotes it (in backticks, placeholders for what varies); a connection that failed on a
port a memory says is the wrong one: retain.core.errorquote, through the launcher."""

from __future__ import annotations

from pathlib import Path

import pytest

from retain.core import errorquote
from test_tool_hook import context_of, failure_context, fixture, memory_lines, project, run  # noqa: F401

NULL_CHECK = (
    "`Null check operator used on a null value` in the orders screen: it read a provider "
    "with `!` in initState. Read it in build instead."
)
CHECKSUM = (
    "`Migration checksum mismatch for migration version N` locally: a merged migration "
    "was edited. Revert the edit; never repair staging."
)
COMPILE_SDK = (
    "Android builds failing with `requires libraries and applications that depend on it "
    "to compile against version 34 or later`: set compileSdk = 34 in the app module."
)
WRONG_PORT = (
    "The dev database runs in docker compose on port 5433, not 5432: 5432 on the laptops "
    "is the system postgres."
)
PORT_LIST = "Ports: web 3000, api 4000, the test database 5544."
NULL_ERR = (
    "Exit code 1\n00:03 +3 -1: OrdersScreen shows the basket [E]\n"
    "  Null check operator used on a null value\n"
    "  package:shop/orders/orders_screen.dart 41:55  _OrdersScreenState.initState\n"
    "00:03 +3 -1: Some tests failed."
)
CHECKSUM_ERR = (
    "Exit code 1\n2026-12-03T10:22:41Z ERROR 4821 --- [main] o.s.boot.SpringApplication : "
    "Application run failed\nValidate failed: Migrations have failed validation\n"
    "Migration checksum mismatch for migration version 27\n"
    "-> Applied to database : 1390227718\n-> Resolved locally    : -913457201"
)
SDK_ERR = (
    "Exit code 1\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
    "Execution failed for task ':app:checkDebugAarMetadata'.\n"
    "   > 1.  Dependency 'androidx.core:core:1.13.1' requires libraries and applications that\n"
    "         depend on it to compile against version 34 or later of the\n"
    "         Android APIs."
)
REFUSED_5432 = (
    "Exit code 1\n--- FAIL: TestRepo (0.01s)\n    repo_test.go:31: failed to connect: "
    "dial error (dial tcp 127.0.0.1:5432: connect: connection refused)\nFAIL"
)


@pytest.fixture
def stored(project: Path) -> dict[str, int]:
    from retain import Memory

    mem = Memory(embedder=None, project=str(project))
    return {
        "null": mem.add(NULL_CHECK, kind="bugfix", embed=False),
        "checksum": mem.add(CHECKSUM, kind="lesson", embed=False),
        "sdk": mem.add(COMPILE_SDK, kind="lesson", embed=False),
        "port": mem.add(WRONG_PORT, kind="fact", embed=False),
        "ports": mem.add(PORT_LIST, kind="fact", embed=False),
    }


def test_a_backticked_message_on_a_line_stating_no_error_is_found(stored, project, tmp_path):
    # the error lines chosen are the `[E]` header and "Some tests failed."
    (line,) = memory_lines(failure_context(project, tmp_path, "flutter test", NULL_ERR))
    assert f"[{stored['null']}] seen before:" in line


def test_a_capital_placeholder_matches_the_number_printed(stored, project, tmp_path):
    (line,) = memory_lines(
        failure_context(project, tmp_path, "./mvnw spring-boot:run", CHECKSUM_ERR)
    )
    assert f"[{stored['checksum']}] seen before:" in line


def test_a_message_wrapped_over_two_lines_is_found(stored, project, tmp_path):
    (line,) = memory_lines(failure_context(project, tmp_path, "./gradlew assembleDebug", SDK_ERR))
    assert f"[{stored['sdk']}] seen before:" in line


def test_a_connection_refused_on_the_port_a_memory_rules_out(stored, project, tmp_path):
    (line,) = memory_lines(failure_context(project, tmp_path, "go test ./...", REFUSED_5432))
    assert f"[{stored['port']}] seen before:" in line


def test_a_port_listed_as_the_right_one_says_nothing(stored, project, tmp_path):
    # the test database is simply not up: a memory listing its port does not say why
    refused = REFUSED_5432.replace("5432", "5544")
    assert failure_context(project, tmp_path, "go test ./...", refused) == ""


def test_a_postToolUse_result_printing_the_message_is_found(stored, project, tmp_path):
    payload = fixture("PostToolUseFailure", "Bash", project)
    payload["hook_event_name"] = "PostToolUse"
    payload["tool_input"]["command"] = "flutter test 2>&1 | tail -5"
    payload.pop("error", None)
    payload["tool_response"] = {"stdout": NULL_ERR.split("\n", 1)[1], "stderr": ""}
    text = context_of(run("tool-failure", payload, tmp_path), "PostToolUse")
    (line,) = memory_lines(text)
    assert f"[{stored['null']}] seen before:" in line


def test_commands_and_short_spans_are_no_messages():
    assert errorquote.message_pieces("run `docker compose up -d db` first") == []
    assert errorquote.message_pieces("`cd ios && pod install` then") == []
    assert errorquote.message_pieces("fails with `command not found`") == []
    assert errorquote.message_pieces("`Target class [App\\Http\\...] does not exist.`") == [
        [["target", "class", "app", "http"], ["does", "not", "exist"]]
    ]


def test_failed_ports_are_read_from_connection_lines_only():
    text = "main.go:5432: undefined: x\ndial tcp 127.0.0.1:5433: connect: connection refused"
    assert errorquote.failed_ports(text) == {"5433"}
    assert errorquote.failed_ports("Web server failed to start. Port 8080 was already in use.")
    assert not errorquote.names_port("Postgres 15.5432 is pinned", frozenset({"5432"}))


def test_a_scoped_exception_class_and_an_err_code_by_name(project, tmp_path):
    from retain import Memory

    mem = Memory(embedder=None, project=str(project))
    driver = mem.add(
        "SessionNotCreatedError in system specs = chromedriver and chrome out of step.",
        kind="lesson",
        embed=False,
    )
    root = mem.add(
        "Add dependencies with a filter; from the root pnpm refuses (ERR_PNPM_ADDING_TO_ROOT).",
        kind="procedure",
        embed=False,
    )
    selenium = (
        "Exit code 1\nAn error occurred in a `before(:suite)` hook.\n"
        "Selenium::WebDriver::Error::SessionNotCreatedError:\n"
        "  session not created: This version of ChromeDriver only supports Chrome version 130"
    )
    (line,) = memory_lines(failure_context(project, tmp_path, "bin/rspec spec/system", selenium))
    assert f"[{driver}] seen before:" in line
    pnpm = "Exit code 1\n ERR_PNPM_ADDING_TO_ROOT  Running this command will add the dependency"
    (line,) = memory_lines(failure_context(project, tmp_path, "pnpm add left-pad", pnpm))
    assert f"[{root}] seen before:" in line
    # another class under the same module path is another failure
    other = selenium.replace("SessionNotCreatedError", "NoSuchElementError")
    assert failure_context(project, tmp_path, "bin/rspec spec/system", other) == ""
