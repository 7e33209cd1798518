"""Which memories a tool call finds, tenth round (issue 29), through the real hook
(hooks/retain-hook as a subprocess fed Claude Code's payloads): a failure that opens like
the error a memory quotes and then says something else is another error. The memories
are invented for each rule, not taken from a benchmark."""

from __future__ import annotations

from pathlib import Path

import pytest

from retain.core import signature as sig
from test_tool_hook_keys import failure, store


@pytest.fixture
def project(project_dir: Path) -> Path:
    import subprocess

    subprocess.run(["git", "init", "-q", str(project_dir)], check=True)
    return project_dir


# -- a failure that opens like a quoted error, then parts from it ---------------------

LOADER = (
    "`java.lang.IllegalArgumentException: Plugin descriptor missing for bundle` at boot "
    "means the plugin jar was built without its manifest; rebuild it with `make plugins`."
)
LOADER_ERR = (
    "Exit code 1\n[ERROR] Startup failed\n"
    "java.lang.IllegalArgumentException: Plugin descriptor missing for bundle "
    "org.acme.reports"
)
OTHER_ERR = (
    "Exit code 1\n[ERROR] Startup failed\n"
    "java.lang.IllegalArgumentException: Negative retention period in config"
)


def test_a_failure_with_the_quoted_message_finds_its_memory(project, tmp_path):
    (rule,) = store(project, LOADER, kind="lesson")
    assert failure(project, tmp_path, "./gradlew run", LOADER_ERR) == [rule]


def test_the_same_exception_with_another_message_is_another_error(project, tmp_path):
    store(project, LOADER, kind="lesson")
    assert failure(project, tmp_path, "./gradlew run", OTHER_ERR) == []


def test_a_shared_prefix_then_another_message_is_another_error(project, tmp_path):
    store(
        project,
        "`fatal: Uncaught (in promise) QuotaExceeded: storage bucket full` in the sync job: "
        "prune old snapshots with `npm run prune`.",
        kind="lesson",
    )
    err = "Exit code 1\nfatal: Uncaught (in promise) TypeError: reading 'length' of null"
    assert failure(project, tmp_path, "npm run sync", err) == []


def test_what_varies_between_occurrences_never_parts_a_message():
    # a quoted value and a number are normalised away: the same error all the same
    errors = [sig.normalise("KeyError: 'tenant_7' not in registry after 3 retries")]
    heard = {w for e in errors for w in e}
    memory = "`KeyError: 'tenant' not in registry after 5 retries` means the seed did not run."
    assert not sig.quotes_another(memory, errors, heard)
    # a command the memory quotes is no message, whatever it shares with the output
    errors = [sig.normalise("The session has expired; to refresh it run aws sso login")]
    heard = {w for e in errors for w in e}
    assert not sig.quotes_another(
        "Expired: run `aws sso login --sso-session acme-prod` then retry.", errors, heard
    )


# -- a call a memory forbids, in a command -------------------------------------------


def test_a_call_forbidden_as_a_call_is_not_an_argument_of_a_command(project, tmp_path):
    from test_tool_hook_keys import bash

    (rule,) = store(project, "In spec files use context/specify blocks, never bare check() calls.")
    # the word as an argument, an option's value or a part of a file name calls nothing
    assert bash(project, tmp_path, "npx vitest run tests/api.check.ts") == []
    assert bash(project, tmp_path, "make lint ENV=check", session="s-2") == []
    # a command that writes the call does
    assert bash(project, tmp_path, "node -e 'check(1)'", session="s-3") == [rule]
