# ruff: noqa: F811 - the fixture `project` comes from test_tool_hook
"""The failure hook, round 27: the memory that names a failure's cause in its own words,
tied by several of the output's rarest words (retain.rank.tool_failrare), through the
launcher."""

from __future__ import annotations

from pathlib import Path

from retain.rank import tool_failrare
from test_tool_hook import (  # noqa: F401
    context_of,
    failure_context,
    fixture,
    memory_lines,
    project,
    run,
)

SPACK = (
    "Activate the Spack env before you configure: outside it CMake picks the system "
    "OpenMPI and the Fortran link stops at undefined mpi_sendrecv and mpi_waitall "
    "symbols from the halo exchange module."
)
LINK_FAILED = (
    "Exit code 2\n[ 96%] Linking Fortran executable bin/halocline\n"
    "/usr/bin/ld: CMakeFiles/halocline.dir/src/halo_exchange.F90.o: in function "
    "`exchange_halo':\nhalo_exchange.F90:(.text+0x2c0): undefined reference to "
    "`mpi_sendrecv'\n/usr/bin/ld: halo_exchange.F90:(.text+0x31a): undefined reference "
    "to `mpi_waitall'\ncollect2: error: ld returned 1 exit status\n"
    "gmake: *** [Makefile:146: all] Error 2"
)
COMMAND = "cmake --build build/gcc-release -j 8"
OTHERS = (
    "Releases are tagged from main on Thursdays; the changelog is written by hand.",
    "The halo width is two cells on every rank; the exchange module owns it.",
    "Benchmarks run on the cluster's short queue, never on the login node.",
)


def add(project: Path, text: str, kind: str = "lesson") -> int:
    from retain import Memory

    return Memory(embedder=None, project=str(project)).add(text, kind=kind, embed=False)


def test_the_cause_in_other_words_found_by_rare_output_words(project, tmp_path):
    for text in OTHERS:
        add(project, text, kind="fact")
    mid = add(project, SPACK, kind="procedure")
    (line,) = memory_lines(failure_context(project, tmp_path, COMMAND, LINK_FAILED))
    assert f"[{mid}] seen before:" in line


def test_too_few_rare_words_shared_is_no_tie(project, tmp_path):
    add(project, SPACK, kind="procedure")
    # the same link failure on symbols the memory does not name: it shares `undefined`,
    # `fortran`, `halo` and `exchange` at most through the file name
    other = LINK_FAILED.replace("mpi_sendrecv", "dgemm_").replace("mpi_waitall", "dgesv_")
    other = other.replace("Linking Fortran executable", "Linking executable")
    assert failure_context(project, tmp_path, COMMAND, other) == ""


def test_words_many_memories_use_are_not_rare(project, tmp_path):
    for n in range(3):
        add(project, f"Note {n}: mpi_sendrecv and mpi_waitall come from OpenMPI's Fortran link.")
    add(project, SPACK, kind="procedure")
    # every word it shares is now held by four memories: nothing is tied
    assert failure_context(project, tmp_path, COMMAND, LINK_FAILED) == ""


def test_a_preference_is_not_shown(project, tmp_path):
    add(project, SPACK, kind="preference")
    assert failure_context(project, tmp_path, COMMAND, LINK_FAILED) == ""


def test_output_words_leave_out_the_command_and_everyday_error_speech():
    words = tool_failrare.output_words(
        "Error: could not open build/gcc-release: halocline", COMMAND
    )
    assert "halocline" in words
    assert "error" not in words and "could" not in words  # everyday error speech
    assert "build" not in words and "release" not in words  # the command's own words


def test_a_line_echoing_the_command_is_no_finding():
    echoed = "Exit code 70\nCommand line invocation:\n    xcodebuild test -scheme Tern -quiet\n"
    assert "scheme" not in tool_failrare.output_words(echoed, "xcodebuild test")
    assert "scheme" in tool_failrare.output_words(echoed, "xcodebuild")


# Round 28: three rare words are enough when two of them no other memory holds.
INGEST = (
    "The nightly ingest dies when the Kestrel export sends gzip parts with a bad "
    "trailer; rerun it with --resync, never delete the checkpoint."
)
TRAILER = (
    "Exit code 1\nreading part 4812 from kestrel\nerror: invalid gzip trailer in part 4812\n"
    "ingest aborted"
)
INGEST_COMMAND = "python -m ingest nightly"


def test_three_rare_words_two_its_own_tie(project, tmp_path):
    for text in OTHERS:
        add(project, text, kind="fact")
    mid = add(project, INGEST, kind="lesson")
    # `kestrel`, `gzip` and `trailer`: no other memory holds any of them
    text = failure_context(project, tmp_path, INGEST_COMMAND, TRAILER)
    (line,) = memory_lines(text)
    assert f"[{mid}] seen before:" in line


def test_three_rare_words_others_hold_too_are_no_tie(project, tmp_path):
    for text in OTHERS:
        add(project, text, kind="fact")
    add(project, "Kestrel's monthly archives are gzip files in the cold bucket.", kind="fact")
    add(project, INGEST, kind="lesson")
    # `kestrel` and `gzip` are now held by two memories: one word of its own is not enough
    assert failure_context(project, tmp_path, INGEST_COMMAND, TRAILER) == ""


def test_three_rare_words_only_for_a_call_that_exited_non_zero(project, tmp_path):
    for text in OTHERS:
        add(project, text, kind="fact")
    add(project, INGEST, kind="lesson")
    # the same output from a run that exited 0 (PostToolUse, read as failed by its words):
    # a green run's output shares words with many memories, four are asked as before
    ok = fixture("PostToolUse", "Bash", project)
    ok["tool_input"]["command"] = INGEST_COMMAND
    ok["tool_response"] = {"stdout": TRAILER.split("\n", 1)[1], "stderr": "", "interrupted": False}
    assert context_of(run("tool-failure", ok, tmp_path), "PostToolUse") == ""


def test_three_rare_words_never_overrule_a_quoted_other_message(project, tmp_path):
    for text in OTHERS:
        add(project, text, kind="fact")
    quoting = INGEST + " It fails with `error: corrupt header`."
    add(project, quoting, kind="lesson")
    # it quotes a message this output does not print: another failure's memory
    assert failure_context(project, tmp_path, INGEST_COMMAND, TRAILER) == ""


def test_quotes_unprinted_error_reads_error_spans_only():
    from retain.core import errorquote
    from retain.core import signature as sig

    output = sig.output_lines("error: invalid gzip trailer in part 4812")
    assert errorquote.quotes_unprinted_error("fails with `error: bad gzip header`", output)
    assert not errorquote.quotes_unprinted_error("`error: invalid gzip trailer`", output)
    assert not errorquote.quotes_unprinted_error("rerun with `ingest --resync`", output)
