"""The third blind capture set (benchmarks/data/capture_blind3/) is well formed.

Checks the transcripts as Claude Code JSONL, the labels against the transcripts, and that
benchmarks/capture_bench.py can load the set through its own helpers. Nothing here runs
capture: the set is measured only by `python -m benchmarks.capture_bench`. The checks the
blind sets share are in research/tests/blind_set_checks.py; this set counts the agent's thinking as
spoken.
"""

from __future__ import annotations

import blind_set_checks as checks
import pytest

from research import capture_blind3_build

S = checks.BlindSet(capture_blind3_build, thinking_is_spoken=True)


def test_halves_and_files_correspond() -> None:
    checks.check_files_match_labels(S, 8, exactly=True)


def test_files_are_what_the_sources_build() -> None:
    checks.check_files_are_what_the_sources_build(S)


@pytest.mark.parametrize("name", S.names)
def test_transcript_is_claude_code_jsonl(name: str) -> None:
    checks.check_transcript(S, name)


@pytest.mark.parametrize("name", S.names)
def test_every_session_has_the_cases(name: str) -> None:
    assert "retain-memory nonce=" in S.raw(name)
    records = S.records(name)
    assert any(r.get("attachment", {}).get("type") == "hook_additional_context" for r in records)


@pytest.mark.parametrize("name", S.names)
def test_labels_fit_the_transcript(name: str) -> None:
    # this set's labels predate the cue-word flag check and name one alternative of a
    # group as the file writes it, in any case
    checks.check_labels(
        S, name, keepers=(2, 6), traps=(5, 8), every_alternative=False, cue_flags=False
    )


def test_trap_terms_stay_out_of_every_keeper() -> None:
    checks.check_no_trap_term_in_any_keeper(S)


def test_keepers_of_a_session_are_told_apart() -> None:
    checks.check_keepers_told_apart(S)


def test_most_sessions_have_a_failing_run() -> None:
    """A failing command in most sessions; the rest find their cause in a command that
    exited 0 (logcat, a monitor, describe-stack-events) or in an error the user pasted."""
    for half in S.splits:
        failing = sum(
            any(b["content"].startswith("Exit code ") for b in S.errors(name))
            for name in S.in_split(half)
        )
        assert failing >= 6, (half, failing)


def test_languages_spread_over_both_halves() -> None:
    for half in S.splits:
        langs = {k["language"] for k in S.keepers(half)}
        assert len(langs - {"en"}) >= 5, (half, langs)
    everything = {k["language"] for k in S.keepers()}
    assert everything >= {
        "en",
        "de",
        "es",
        "pt",
        "fr",
        "it",
        "nl",
        "pl",
        "ja",
        "zh",
        "ko",
        "ru",
        "tr",
    }


def test_capture_bench_selects_the_halves() -> None:
    checks.check_capture_bench_selects_the_halves(S)
