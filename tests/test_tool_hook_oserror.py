# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""The failure hook, round 43: an OS error a memory quotes as it displays (`Broken pipe
(os error 32)`) reads the same error debug-printed (`Os { code: 32, kind: BrokenPipe,
message: "Broken pipe" }`, an `unwrap()` of it), through the launcher."""

from __future__ import annotations

from pathlib import Path

from retain.core import errorlines
from test_tool_hook import (  # noqa: F401
    failure_context,
    memory_lines,
    project,
)

QUOTE = (
    "The exporter dying with `Broken pipe (os error 32)` means the collector sidecar was "
    "restarted: start it again with `just collector` and rerun."
)
DEBUG = (
    "Exit code 101\nthread 'main' panicked at src/export.rs:88:14:\ncalled "
    "`Result::unwrap()` on an `Err` value: Os { code: 32, kind: BrokenPipe, message: "
    '"Broken pipe" }\nnote: run with `RUST_BACKTRACE=1` environment variable to display '
    "a backtrace"
)


def add(project: Path, text: str, kind: str = "bugfix") -> int:
    from retain import Memory

    return Memory(embedder=None, project=str(project)).add(text, kind=kind, embed=False)


def test_the_debug_form_is_written_as_it_displays():
    assert errorlines.os_error_display(DEBUG).count("Broken pipe (os error 32)") == 1
    assert "Os {" not in errorlines.os_error_display(DEBUG)
    plain = "error: no such file"
    assert errorlines.os_error_display(plain) is plain


def test_a_quote_of_the_display_form_reads_the_debug_form(project, tmp_path):
    mid = add(project, QUOTE)
    (line,) = memory_lines(failure_context(project, tmp_path, "cargo run -p exporter", DEBUG))
    assert f"[{mid}] seen before:" in line
    # another OS error debug-printed is not the one the memory quotes
    other = DEBUG.replace("code: 32, kind: BrokenPipe", "code: 13, kind: PermissionDenied")
    other = other.replace('"Broken pipe"', '"Permission denied"')
    assert failure_context(project, tmp_path, "cargo run -p exporter", other) == ""
