# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""The failure hook's error lines around a runner's summary (round 26): a summary that
only counts or announces a failure is no error line when a telling one is there; when a
run printed only summaries in error words, the lines above the first one are what it
summarises; a message wrapped over lines is read whole. Real PostToolUseFailure payloads
through the launcher for the end-to-end cases."""

from __future__ import annotations

from pathlib import Path

from retain.core import errorlines
from retain.core import signature as sig
from test_tool_hook import (  # noqa: F401
    context_of,
    failed_bash,
    fixture,
    project,
    run,
)


def _add(project: Path, text: str, kind: str = "lesson") -> int:
    from retain import Memory

    return Memory(embedder=None, project=str(project)).add(text, kind=kind, embed=False)


def _shown(project: Path, tmp_path: Path, command: str, error: str) -> str:
    result = run("tool-failure", failed_bash(project, command, error), tmp_path)
    return context_of(result, "PostToolUseFailure")


def test_summaries_are_known_from_telling_lines():
    summaries = [
        "3 examples, 1 failure",
        "✖ 4 problems (4 errors, 0 warnings)",
        "========== [FAILED] Took 41.02 seconds ==========",
        "Tests:       2 failed, 30 passed, 32 total",
        "Failures: 0, Errors: 1",
        "*** [.build/fw/app.elf] Error 1",
    ]
    telling = [
        "fatal error: 'zstd.h' file not found",
        "ValueError: invalid literal for int() with base 10",
        "FAIL src/cart/total.test.ts",
        "ld: region `dram0_0_seg' overflowed by 96 bytes",
    ]
    for line in summaries:
        assert errorlines.is_summary(line, sig.GENERIC), line
    for line in telling:
        assert not errorlines.is_summary(line, sig.GENERIC), line
    # the step the command names is no news in a summary of it
    step = "Execution failed for task ':billing:lintRelease'."
    assert errorlines.is_summary(step, sig.GENERIC, "./gradlew :billing:lintRelease")
    assert not errorlines.is_summary(step, sig.GENERIC, "./gradlew build")


GRADLE = """Exit code 1
> Task :billing:connectedReleaseAndroidTest FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':billing:connectedReleaseAndroidTest'.
> com.android.builder.testing.api.DeviceException: No online devices found."""


def test_a_summary_is_not_read_beside_the_telling_line():
    lines = sig.error_lines(GRADLE, "./gradlew :billing:connectedReleaseAndroidTest")
    assert lines == ["> com.android.builder.testing.api.DeviceException: No online devices found."]


LINKER = """Exit code 1
Linking .build/fw/app.elf
/opt/xtensa/bin/ld: app.elf section `.dram0.bss' will not fit in region `dram0_0_seg'
/opt/xtensa/bin/ld: region `dram0_0_seg' overflowed by 96 bytes
collect2: error: ld returned 1 exit status
*** [.build/fw/app.elf] Error 1
========================= [FAILED] Took 41.02 seconds ========================="""


def test_only_summaries_read_the_lines_above_them():
    lines = sig.error_lines(LINKER, "pio run -e c3mini")
    assert "/opt/xtensa/bin/ld: region `dram0_0_seg' overflowed by 96 bytes" in lines
    assert lines[-1].startswith("=====")  # the summaries stay, after what they summarise


def test_a_linker_overflow_under_a_build_summary_shows_its_memory(project, tmp_path):
    lesson = _add(
        project,
        "When the linker says region dram0_0_seg overflowed on the c3mini board, the static "
        "buffers grew too big: move the frame buffer to PSRAM, don't shrink the heap.",
    )
    text = _shown(project, tmp_path, "pio run -e c3mini", LINKER)
    assert f"[{lesson}]" in text


WRAPPED = """Exit code 1
Error: Cannot open the store '/home/ana/work/ledger/data/ledger.lmdb'
because it was written by a newer format using
LEDGER_FORMAT 9. This build reads
LEDGER_FORMAT 8 and older.
    at openStore (/home/ana/work/ledger/src/store.js:41:11)"""


def test_a_wrapped_message_is_read_whole_to_its_sentence_end():
    lines = sig.error_lines(WRAPPED)
    assert lines == [
        "Error: Cannot open the store '/home/ana/work/ledger/data/ledger.lmdb' because it "
        "was written by a newer format using LEDGER_FORMAT 9."
    ]
    # a line that states an error of its own is not a continuation
    assert errorlines.unwrap(["error: a", "error: b"], sig._ERRORISH.search) == [
        "error: a",
        "error: b",
    ]


def test_a_memory_describing_the_wrapped_part_is_shown(project, tmp_path):
    lesson = _add(
        project,
        "Data written by a newer format using LEDGER_FORMAT 9 comes from the nightly "
        "build; restore data/ from the backup, don't downgrade the file.",
    )
    text = _shown(project, tmp_path, "node scripts/report.js", WRAPPED)
    assert f"[{lesson}]" in text
