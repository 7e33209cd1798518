"""The sixth blind capture set (benchmarks/data/capture_blind6) is sound as data.

None of these checks runs capture, so the set stays blind for whoever tunes capture. They
read the transcripts, the sources and the labels with `benchmarks.capture_bench`'s own
label schema and matching rules and the set's own builder: a label the benchmark would read
differently, or a JSONL file that drifted from its source, fails here. The checks the
blind sets share are in research/tests/blind_set_checks.py; this file gives the set's own figures
and holds what only this set checks.
"""

from __future__ import annotations

import json
from collections import Counter

import blind_set_checks as checks
import pytest
from benchmarks.capture_bench import KEEPER_KINDS

from research import capture_blind6_build

S = checks.BlindSet(capture_blind6_build)
# The trap kinds every session holds, and those the set as a whole covers.
EVERY_SESSION_TRAPS = {"own_block", "tool_output", "wrong_guess", "secret", "question"}
SET_TRAPS = EVERY_SESSION_TRAPS | {
    "temporary",
    "chitchat",
    "joke",
    "reported_opinion",
    "hypothetical",
    "retracted",
    "task_local",
}


def _traps(split: str | None = None) -> list[dict]:
    names = S.names if split is None else S.in_split(split)
    return [t for n in names for t in S.labels[n]["traps"]]


def test_every_source_is_built_and_labelled() -> None:
    checks.check_files_match_labels(S, 8, exactly=True)


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
    checks.check_hard_cases(S, EVERY_SESSION_TRAPS, {"bugfix"})
    assert {t["kind"] for t in _traps()} >= SET_TRAPS


def test_every_keeper_kind_is_in_both_halves() -> None:
    for split in S.splits:
        kinds = Counter(k["kind"] for k in S.keepers(split))
        assert set(kinds) == KEEPER_KINDS, (split, sorted(KEEPER_KINDS - set(kinds)))
        assert all(n >= 2 for n in kinds.values()), (split, kinds)


def test_the_set_holds_pasted_errors_and_causes_seen_in_a_passing_command() -> None:
    pasted = exit0 = 0
    for name in S.names:
        notes = " ".join(k["note"] for k in S.labels[name]["keepers"])
        if "error pasted by the user" in notes:
            pasted += 1
            user_said = [m for m in S.spoken(name) if "```" in m]
            assert user_said, (name, "a pasted error is fenced in a user message")
        if "exited 0" in notes:
            exit0 += 1
    assert pasted >= 3 and exit0 >= 5


def test_keepers_are_plain_and_spread_over_languages() -> None:
    checks.check_spread(S, keepers=(70, 96), traps=(96, 128), others_per_half=6, multilingual=10)
    keepers = S.keepers()
    english = sum(k["language"] == "en" for k in keepers)
    assert 0.25 <= english / len(keepers) <= 0.45
    assert len({k["language"] for k in keepers}) >= 12


def test_the_stacks_are_new() -> None:
    earlier = {
        lab["stack"]
        for folder in ("capture", "capture_blind", "capture_blind3", "capture_blind4")
        + ("capture_blind5",)
        for lab in json.loads(
            (S.root.parent / folder / "labels.json").read_text(encoding="utf-8")
        ).values()
    }
    stacks = [lab["stack"] for lab in S.labels.values()]
    assert len(set(stacks)) == len(stacks) and not set(stacks) & earlier


def test_hosts_are_invented() -> None:
    checks.check_hosts_invented(S)


def test_readme_tables_match_the_labels() -> None:
    checks.check_readme_tables(S)
    readme = S.readme()
    for name in S.names:
        lab = S.labels[name]
        row = (
            f"| `{name}` | {lab['stack']} | {', '.join(lab['languages'])} | "
            f"{len(lab['keepers'])} | {len(lab['traps'])} |"
        )
        assert row in readme, row


def test_capture_bench_reads_the_halves_and_session_ids() -> None:
    checks.check_capture_bench_selects_the_halves(S)
