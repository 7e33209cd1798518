"""Failure -> fix learning, round 45: a parser's error located only by line and column says
what is wrong in the message under the code frame it draws ("TOML parse error at line 2,
column 1", the frame, then "unknown field `tool`..."), and ruff-style "Cause: " lines are
the links of a cause chain (retain.sleep.fix_reports.framed_message). An install of a type
stubs package for the library the error names (`foo-stubs` for "foo.bar") is asked for by
name, and a config edit that turns on what was just installed (its new lines name the
package) is part of the same fix (retain.sleep.fix_remedies.typed, registers).

The projects, tools' outputs and commands are invented for these tests.
"""

from __future__ import annotations

from pathlib import Path

from fix_sessions import fixes, live_texts, session
from retain.sleep.fix_reports import framed_message
from retain.sleep.fix_telling import decisive_line

PARSE_FAIL = (
    "Exit code 2\n"
    "quill failed\n"
    "  Cause: Failed to parse /home/dev/ledger/quill.toml\n"
    "  Cause: TOML parse error at line 3, column 1\n"
    "  |\n"
    "3 | [quill.rules]\n"
    "  | ^^^^^\n"
    "unknown field `quill`, expected one of `rules`, `paths`, `width`\n"
)


def test_the_message_under_a_parse_errors_frame_is_the_failure() -> None:
    assert decisive_line(PARSE_FAIL).startswith("unknown field `quill`")


def test_a_parse_error_with_no_frame_keeps_its_own_line() -> None:
    printed = ["TOML parse error at line 3, column 1", "something else entirely"]
    assert framed_message(printed, 0) == ""


def test_the_deepest_cause_line_wins_over_the_one_above() -> None:
    output = (
        "ledgerd failed\n"
        "  Cause: Failed to load the journal at /srv/journal\n"
        "  Cause: Permission denied (os error 13)\n"
    )
    assert decisive_line(output) == "Cause: Permission denied (os error 13)"


STUBS_FAIL = (
    'app/views.py:2: error: Skipping analyzing "tallyho.forms": module is installed, but '
    "missing library stubs or py.typed marker  [import-untyped]\n"
    "Found 1 error in 1 file (checked 7 source files)"
)


def test_a_stubs_install_and_the_plugin_it_needs_are_one_fix(tmp_path: Path) -> None:
    t = session("tally")
    t.user("Get mypy green on tally.")
    t.bash("mypy .", STUBS_FAIL, exit_code=1)
    t.bash("uv add --dev tallyho-stubs", "Resolved 12 packages in 80ms\n + tallyho-stubs==1.2.0")
    t.edit(
        "pyproject.toml",
        "[tool.mypy]\nstrict = true\n",
        '[tool.mypy]\nstrict = true\nplugins = ["tallyho_stubs.plugin"]\n\n[tool.tallyho-stubs]\n',
    )
    t.bash("mypy .", "Success: no issues found in 7 source files")
    (fix,) = fixes(tmp_path, t)
    assert "running `uv add --dev tallyho-stubs`" in fix.remedies
    assert any(r.startswith("editing `pyproject.toml`") for r in fix.remedies)


def test_an_edit_not_naming_the_install_stays_out(tmp_path: Path) -> None:
    t = session("tally")
    t.bash("mypy .", STUBS_FAIL, exit_code=1)
    t.bash("uv add --dev tallyho-stubs", "Resolved 12 packages in 80ms\n + tallyho-stubs==1.2.0")
    t.edit("pyproject.toml", "strict = true\n", "strict = true\nwarn_unused_ignores = true\n")
    t.bash("mypy .", "Success: no issues found in 7 source files")
    (fix,) = fixes(tmp_path, t)
    assert fix.remedies == ("running `uv add --dev tallyho-stubs`",)


def test_a_go_install_names_the_binary_the_failure_asks_for(tmp_path: Path) -> None:
    t = session("fleet")
    t.bash(
        "stubgen generate",
        "Failure: plugin rpc: could not find plugin - make sure stubgen-rpc is on your $PATH",
        exit_code=1,
    )
    t.bash("go install example.org/rpcgen/cmd/stubgen-rpc@v0.4.1", "go: downloading v0.4.1")
    t.bash("stubgen generate", "")
    (fix,) = fixes(tmp_path, t)
    assert fix.remedies == ("running `go install example.org/rpcgen/cmd/stubgen-rpc@v0.4.1`",)


def test_a_config_file_renamed_is_the_fix(tmp_path: Path) -> None:
    t = session("agenda")
    t.bash(
        "npx prettier --check src",
        "Checking formatting...\n[error] Cannot use import statement outside a module",
        exit_code=2,
    )
    t.bash("git mv prettier.config.js prettier.config.mjs", "")
    t.bash("npx prettier --check src", "All matched files use Prettier code style!")
    (fix,) = fixes(tmp_path, t)
    assert fix.remedies == ("renaming `prettier.config.js` to `prettier.config.mjs`",)


def test_a_report_naming_cargos_external_tool_alone_is_not_kept(
    tmp_path: Path, project_dir: Path
) -> None:
    t = session("kettle")
    t.user(
        "nextest fails on the new machine. "
        "The CI runners will always hit it too, so fix it for good."
    )
    t.bash(
        "cargo nextest run",
        "error: no such command: `nextest`\n\thelp: install it with `cargo install cargo-nextest`",
        exit_code=101,
    )
    t.bash("cargo install cargo-nextest --locked", "Installed package `cargo-nextest v0.9.87`")
    t.bash("cargo nextest run", "Summary [1.2s] 48 tests run: 48 passed, 0 skipped")
    assert not any("CI runners" in x for x in live_texts(tmp_path, t, project_dir))


def test_cargos_own_subcommand_said_alone_names_nothing(tmp_path: Path, project_dir: Path) -> None:
    t = session("kettle")
    t.user("Keep the build box on the 1.82 toolchain; never bump it without asking me.")
    t.bash("cargo build", "error: failed to run `rustc`: rustc 1.82.0 is not installed", 101)
    t.bash("rustup toolchain install 1.82.0", "info: installed 1.82.0")
    t.bash("cargo build", "Finished `dev` profile in 3.1s")
    assert any("never bump" in x for x in live_texts(tmp_path, t, project_dir))
