"""The fourth blind capture set (benchmarks/data/capture_blind4) is sound as data.

Nothing here runs capture: these checks read the transcripts and the labels only, so the
set stays blind. They use the matching rules and schema of `benchmarks.capture_bench`
and the set's own builder, so a label that the benchmark would read differently fails here.
The checks the blind sets share are in research/tests/blind_set_checks.py; this file gives the
set's own figures.
"""

from __future__ import annotations

import blind_set_checks as checks
import pytest

from research import capture_blind4_build

S = checks.BlindSet(capture_blind4_build)


def test_halves_and_files_correspond() -> None:
    checks.check_files_match_labels(S, 6)


def test_files_are_what_the_sources_build() -> None:
    checks.check_files_are_what_the_sources_build(S)


@pytest.mark.parametrize("name", S.names)
def test_transcript_is_claude_code_jsonl(name: str) -> None:
    checks.check_transcript(S, name, records=(15, 40), failing_run=True)


@pytest.mark.parametrize("name", S.names)
def test_labels_fit_the_transcript(name: str) -> None:
    checks.check_labels(S, name, keepers=(4, 6), traps=(6, 8))


def test_trap_terms_stay_out_of_every_keeper() -> None:
    checks.check_no_trap_term_in_any_keeper(S)


def test_keepers_of_a_session_are_told_apart() -> None:
    checks.check_keepers_told_apart(S)


def test_every_session_has_the_cases() -> None:
    checks.check_hard_cases(S, {"own_block", "tool_output", "wrong_guess", "secret"}, {"bugfix"})


def test_most_keepers_carry_no_cue_word_and_languages_spread() -> None:
    checks.check_spread(S, keepers=(60, 80), traps=(80, 120), others_per_half=5, multilingual=4)


def test_readme_counts_match_the_labels() -> None:
    checks.check_readme_tables(S)


def test_capture_bench_selects_the_halves() -> None:
    checks.check_capture_bench_selects_the_halves(S)
