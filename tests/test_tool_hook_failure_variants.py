# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""A failure seen before, printed otherwise than the memory wrote it (round 39): a
status constant inside a bracketed message, an error a tool printed in another language
with the code the memory names, an exception named with the value its message quotes.
Each beside the near miss that must stay silent. Real PostToolUseFailure payloads
through the launcher."""

from __future__ import annotations

from pathlib import Path

from retain.core import errorquote
from retain.core import signature as sig
from test_tool_hook import (  # noqa: F401
    failure_context,
    fixture,
    memory_lines,
    project,
)


def _add(project: Path, text: str, kind: str = "bugfix") -> int:
    from retain import Memory

    return Memory(embedder=None, project=str(project)).add(text, kind=kind, embed=False)


def _adb(constant: str) -> str:
    return (
        "Exit code 1\nPerforming Streamed Install\n"
        f"adb: failed to install app/build/outputs/apk/release/app-release.apk: Failure "
        f"[{constant}: Failed to collect certificates from /data/app/vmdl2211.tmp/base.apk]"
    )


def test_a_status_constant_the_memory_backticks(project, tmp_path):
    unsigned = _add(
        project,
        "`INSTALL_PARSE_FAILED_NO_CERTIFICATES` from adb = the release APK is unsigned; "
        "build it with `./gradlew assembleRelease -Psign=true`.",
    )
    command = "adb install app/build/outputs/apk/release/app-release.apk"
    text = failure_context(project, tmp_path, command, _adb("INSTALL_PARSE_FAILED_NO_CERTIFICATES"))
    assert f"[{unsigned}]" in text
    # another status in the same place is another failure
    other = failure_context(project, tmp_path, command, _adb("INSTALL_FAILED_VERSION_DOWNGRADE"))
    assert memory_lines(other) == []


def test_a_constant_is_a_compound_name():
    assert sig.quotes_printed_name("`ERR_SSL_PROTOCOL_ERROR` again", "net::ERR_SSL_PROTOCOL_ERROR")
    assert not sig.quotes_printed_name("`HTTP_PROXY` is set", "HTTP_PROXY refused")  # one joint


def _restore(code: str, message: str) -> str:
    return (
        "Exit code 1\n  Wiederherzustellende Projekte werden ermittelt...\n"
        f"/src/Fieldbook/Fieldbook.csproj : error {code}: {message} [/src/Fieldbook.sln]\n"
        "  Fehler beim Wiederherstellen von /src/Fieldbook/Fieldbook.csproj (in 1,2 sec)."
    )


def test_an_error_the_tool_printed_in_another_language(project, tmp_path):
    # the memory quotes the English message: none of its words after the code is printed
    feed = _add(
        project,
        "`NU1101: Unable to find package Acme.Survey` on a new machine = the Acme feed is "
        "missing from nuget.config; `dotnet nuget add source` it with the team token.",
    )
    german = _restore(
        "NU1101",
        'Das Paket "Acme.Geodesy" wurde nicht gefunden. In der Quelle sind keine Pakete '
        "mit dieser ID vorhanden: nuget.org",
    )
    text = failure_context(project, tmp_path, "dotnet restore", german)
    assert f"[{feed}]" in text
    # another code, in the same language, is another failure
    downgrade = _restore(
        "NU1605",
        "Ein Downgrade des Pakets wurde erkannt: Acme.Survey von 4.2.0 auf 4.1.0. "
        "Verweisen Sie direkt aus dem Projekt auf das Paket.",
    )
    other = failure_context(project, tmp_path, "dotnet restore", downgrade)
    assert memory_lines(other) == []


def test_an_english_error_still_needs_more_than_its_code():
    memory = "NU1101 on a new machine = the Acme feed is missing from nuget.config."
    english = [_restore("NU1101", "Unable to find package Acme.Geodesy.").splitlines()[2]]
    assert not errorquote.names_error_abroad(memory, english)
    german = [_restore("NU1101", "Das Paket wurde nicht gefunden.").splitlines()[2]]
    assert errorquote.names_error_abroad(memory, german)


def _traceback(module: str) -> str:
    # a console script's entry point: the frames name the script, not the module
    return (
        "Exit code 1\nTraceback (most recent call last):\n"
        '  File "/srv/venv/bin/ledger-export", line 8, in <module>\n'
        "    sys.exit(load_entry_point('ledger-export==1.2.0', 'console_scripts', "
        "'ledger-export')())\n"
        '  File "/usr/lib/python3.11/importlib/metadata/__init__.py", line 202, in load\n'
        "    module = import_module(match.group('module'))\n"
        f"ModuleNotFoundError: No module named '{module}'"
    )


def test_the_error_named_with_the_value_its_message_quotes(project, tmp_path):
    proto = _add(
        project,
        "ModuleNotFoundError for `ledger_proto` itself after switching to editable installs: "
        "the old egg in build/ confuses it; `rm -rf build/ledger_proto` and reinstall.",
    )
    command = "ledger-export --month 11"
    text = failure_context(project, tmp_path, command, _traceback("ledger_proto"))
    assert f"[{proto}]" in text
    # the same error about another module is not this memory's
    other = failure_context(project, tmp_path, command, _traceback("ledger_api"))
    assert memory_lines(other) == []


def test_an_everyday_value_needs_the_memory_to_quote_it():
    line = "KeyError: 'data'"
    tokens_of = sig.normalise
    said = "A KeyError in the importer means the CSV has no header row; data is skipped."
    assert not errorquote.names_class_value(said, tokens_of(said), errorquote.class_values([line]))
    quoted = "A KeyError for 'data' in the importer means the webhook sent an empty body."
    assert errorquote.names_class_value(quoted, tokens_of(quoted), errorquote.class_values([line]))


def test_a_packages_exported_name_is_a_compound_name():
    printed = "cmd/sync/main.go:12:3: use of `os.Exit` forbidden by pattern (forbidigo)"
    assert sig.quotes_printed_name("No `os.Exit` outside `main()`; return errors.", printed)
    # a one-letter qualifier is a variable (`t.Run`, `e.Error`), not a package
    assert not sig.quotes_printed_name("subtests with `t.Run`", "--- FAIL: t.Run (0.00s)")


def test_a_forbidden_call_the_linter_prints(project, tmp_path):
    rule = _add(
        project,
        "Workers stop through the context, never `log.Fatalf` in `workers/`: it skips "
        "the deferred flush of the outbox.",
        kind="decision",
    )
    lint = (
        "Exit code 1\nworkers/flush.go:88:3: use of `log.Fatalf` forbidden by pattern "
        '`^log\\.Fatal` (forbidigo)\n\tlog.Fatalf("flush: %v", err)\n\t^\n1 issues:\n'
        "* forbidigo: 1"
    )
    text = failure_context(project, tmp_path, "golangci-lint run ./...", lint)
    assert f"[{rule}]" in text
    # another call forbidden by the same linter is not this memory's
    other = lint.replace("log.Fatalf", "fmt.Printf").replace("^log\\\\.Fatal", "^fmt\\\\.Print")
    assert memory_lines(failure_context(project, tmp_path, "golangci-lint run ./...", other)) == []
