# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""A failure whose memory quotes the message the output printed (anywhere in it, with
"..." for what varies), or names the error's code: retain.core.errorquote.printed_quotes
and signature.error_codes, through the launcher Claude Code runs."""

from __future__ import annotations

from pathlib import Path

import pytest

from retain.core import errorquote
from retain.core import signature as sig
from test_tool_hook import failure_context, memory_lines, project  # noqa: F401

PROVIDER = (
    "'Bad state: No ProviderScope found' in a widget test: use `tester.pumpApp(widget)` "
    "from test/helpers/pump_app.dart, which wraps ProviderScope."
)
OVERFLOW = (
    "'A RenderFlex overflowed by ... pixels' in widget tests: the tests run at 360x640 on "
    "purpose. Fix the layout, do not grow the test surface."
)
CENTRAL = (
    "Package versions live only in Directory.Packages.props (central package management). "
    "A Version attribute on a PackageReference fails restore with NU1008."
)
ARGUMENT = "Unit tests: `xcodebuild test -destination 'platform=iOS Simulator,name=iPhone 15'`."
RUSTC = "error E0599 in tarn-core means anyhow is missing: map into CoreError instead."
PROVIDER_ERR = (
    "Exit code 1\n00:02 +0 -1: CatalogScreen shows items [E]\n"
    "  Bad state: No ProviderScope found\n"
    "  package:flutter_riverpod/src/framework.dart 112:7  ProviderScope.containerOf\n"
    "00:02 +0 -1: Some tests failed."
)
OVERFLOW_ERR = (
    "Exit code 1\nThe following assertion was thrown during layout:\n"
    "A RenderFlex overflowed by 38 pixels on the right.\n00:04 +3 -1: Some tests failed."
)
NU_ERR = (
    "Exit code 1\n/src/Api/Api.csproj : error NU1008: Projects that use central package "
    "version management should not define the version on the PackageReference items."
)


@pytest.fixture
def stored(project: Path) -> dict[str, int]:
    from retain import Memory

    mem = Memory(embedder=None, project=str(project))
    return {
        "provider": mem.add(PROVIDER, kind="bugfix", embed=False),
        "overflow": mem.add(OVERFLOW, kind="lesson", embed=False),
        "central": mem.add(CENTRAL, kind="procedure", embed=False),
        "argument": mem.add(ARGUMENT, kind="procedure", embed=False),
        "rustc": mem.add(RUSTC, kind="lesson", embed=False),
    }


def test_a_quoted_message_under_the_summary_line_is_found(stored, project, tmp_path):
    # the error line chosen is "Some tests failed."; the memory quotes the line above it
    (line,) = memory_lines(failure_context(project, tmp_path, "flutter test", PROVIDER_ERR))
    assert f"[{stored['provider']}] seen before:" in line


def test_a_quoted_message_with_an_ellipsis_matches_what_varies(stored, project, tmp_path):
    (line,) = memory_lines(failure_context(project, tmp_path, "flutter test", OVERFLOW_ERR))
    assert f"[{stored['overflow']}] seen before:" in line


def test_an_error_code_with_two_more_words_is_found(stored, project, tmp_path):
    (line,) = memory_lines(failure_context(project, tmp_path, "dotnet restore", NU_ERR))
    assert f"[{stored['central']}] seen before:" in line


def test_near_misses_stay_silent(stored, project, tmp_path):
    # another overflow: the quoted pieces are not all there, in order
    other = OVERFLOW_ERR.replace("A RenderFlex overflowed by 38 pixels", "A RenderFlex grew")
    assert failure_context(project, tmp_path, "flutter test", other) == ""
    # the same code with no other word of the memory: a code is a kind of error
    rustc = "Exit code 1\nerror[E0599]: no method named `display` found for `Utf8PathBuf`"
    assert failure_context(project, tmp_path, "cargo build", rustc) == ""
    # a quote inside a backticked command is an argument, not a message, even when the
    # output echoes the command
    echoed = (
        "Exit code 70\nCommand line invocation:\n"
        "    xcodebuild test -destination 'platform=iOS Simulator,name=iPhone 15'\n"
        "xcodebuild: error: Unable to find a destination matching the specifier."
    )
    assert failure_context(project, tmp_path, "xcodebuild test", echoed) == ""


def test_quoted_messages_need_three_words_and_one_not_everyday():
    assert errorquote.message_pieces("fails with 'command not found' here") == []
    assert errorquote.message_pieces("'0 runs' and looks green") == []
    assert errorquote.message_pieces("'license ... is not explicitly allowed'") == [
        [["license"], ["is", "not", "explicitly", "allowed"]]
    ]
    assert sig.error_codes("NU1008 and sha256 and x509 and TS2307") == {"nu1008", "ts2307"}


FLAKY = (
    "Le test replication::catches_up est instable sous charge : relancez-le seul avant "
    "de chercher un bug."
)


def test_a_memory_naming_the_failing_test_by_its_qualified_name(project, tmp_path):
    """Written in French, it shares with the runner's line only the test's name."""
    from retain import Memory

    mid = Memory(embedder=None, project=str(project)).add(FLAKY, kind="lesson", embed=False)
    failed = (
        "Exit code 1\nFAIL [  12.003s] tern-server replication::catches_up\n"
        "thread 'replication::catches_up' panicked at tests/replication.rs:74:5:\n"
        "assertion `left == right` failed: follower lag"
    )
    (line,) = memory_lines(failure_context(project, tmp_path, "cargo nextest run", failed))
    assert f"[{mid}] seen before:" in line
    # another test of the same module is another failure
    other = failed.replace("catches_up", "resumes_after_restart")
    assert failure_context(project, tmp_path, "cargo nextest run", other) == ""
