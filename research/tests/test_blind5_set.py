"""The fifth blind capture set (benchmarks/data/capture_blind5) is sound as data.

These checks read the transcripts, the sources and the labels; none of them runs capture,
so the set stays blind for whoever tunes capture. They use `benchmarks.capture_bench`'s own
label schema and matching rules, and the set's own builder, so a label the benchmark would
read differently, or a JSONL file that drifted from its source, fails here. The checks the
blind sets share are in research/tests/blind_set_checks.py; this file gives the set's own figures
and holds what only this set checks.
"""

from __future__ import annotations

import blind_set_checks as checks
import pytest

from research import capture_blind5_build

S = checks.BlindSet(capture_blind5_build)


def test_every_source_is_built_and_labelled() -> None:
    checks.check_files_match_labels(S, 8)


def test_jsonl_is_exactly_what_the_sources_build() -> None:
    checks.check_files_are_what_the_sources_build(S)


@pytest.mark.parametrize("name", S.names)
def test_transcript_has_claude_codes_shape(name: str) -> None:
    checks.check_transcript(S, name, records=(15, 40), failing_run=True)
    assert "<retain-memory" in S.records(name)[1]["attachment"]["content"][0]


@pytest.mark.parametrize("name", S.names)
def test_labels_point_at_what_was_said(name: str) -> None:
    checks.check_labels(S, name, keepers=(4, 6), traps=(6, 8), keeper_in_feedback=True)


def test_no_trap_term_is_in_any_keeper_of_the_set() -> None:
    checks.check_no_trap_term_in_any_keeper(S)


def test_keepers_of_one_session_do_not_match_each_other() -> None:
    checks.check_keepers_told_apart(S)


def test_every_session_holds_the_hard_cases() -> None:
    kinds = {"own_block", "tool_output", "wrong_guess", "secret", "question"}
    checks.check_hard_cases(S, kinds, {"bugfix"})


def test_keepers_are_plain_and_spread_over_languages() -> None:
    checks.check_spread(S, keepers=(70, 96), traps=(96, 128), others_per_half=6, multilingual=6)
    keepers = S.keepers()
    english = sum(k["language"] == "en" for k in keepers)
    assert 0.25 <= english / len(keepers) <= 0.45
    assert len({k["language"] for k in keepers}) >= 8


def test_hosts_are_invented() -> None:
    checks.check_hosts_invented(S)


def test_readme_tables_match_the_labels() -> None:
    checks.check_readme_tables(S)


def test_capture_bench_reads_the_halves_and_session_ids() -> None:
    checks.check_capture_bench_selects_the_halves(S)
