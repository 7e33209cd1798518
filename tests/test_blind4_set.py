"""The fourth blind capture set (benchmarks/data/capture_blind4) is sound as data.

Nothing here runs capture: these checks read the transcripts and the labels only, so the
set stays blind. They use the matching rules and schema of `benchmarks.capture_bench`
and the set's own builder, so a label that the benchmark would read differently fails here.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from benchmarks import capture_bench
from benchmarks.capture_bench import KEEPER_KINDS, TRAP_KINDS, leaks, matches_keeper
from benchmarks.capture_blind4_build import ROOT, SPLITS, render, sources
from benchmarks.capture_blind_build import REJECTION

LABELS: dict[str, dict] = json.loads((ROOT / "labels.json").read_text(encoding="utf-8"))
NAMES = sorted(LABELS)
README = (ROOT / "README.md").read_text(encoding="utf-8")

# Cue words a keeper is flagged for (`cue_word: true`), by the keeper's language; Latin
# scripts match whole words, the others substrings.
CUE_WORDS = {
    "en": [r"\bremember", r"\balways\b", r"\bnever\b", r"\bdecided\b", r"\bnote that\b"],
    "de": [r"\bmerk", r"\bimmer\b", r"\bnie\b", r"\bniemals\b", r"\bentschieden\b"],
    "fr": [r"\bsouviens\b", r"\btoujours\b", r"\bjamais\b", r"\bdécid", r"\bretiens\b"],
    "es": [r"\brecuerda", r"\bsiempre\b", r"\bnunca\b", r"\bdecidi"],
    "it": [r"\bricorda", r"\bsempre\b", r"\bmai\b", r"\bdecis"],
    "pt": [r"\blembr", r"\bsempre\b", r"\bnunca\b", r"\bdecidi"],
    "sv": [r"\bkom ihåg\b", r"\balltid\b", r"\baldrig\b", r"\bbestämt\b"],
    "pl": [r"\bpamiętaj", r"\bzawsze\b", r"\bnigdy\b", r"\bzdecydowali"],
    "ru": ["запомни", "всегда", "никогда", "решили"],
    "ja": ["覚えて", "必ず", "常に", "絶対", "決め"],
    "zh": ["记住", "总是", "永远", "决定", "一定"],
    "ko": ["기억", "항상", "절대", "결정", "반드시"],
}


def _records(name: str) -> list[dict]:
    lines = (ROOT / name).read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


def _spoken(records: list[dict]) -> list[str]:
    """What people said: user prompts, the assistant's text, and a rejection's feedback."""
    said: list[str] = []
    for rec in records:
        content = rec.get("message", {}).get("content")
        if rec.get("type") == "user" and isinstance(content, str):
            said.append(content)
        elif isinstance(content, list):
            for block in content:
                if block.get("type") == "text":
                    said.append(block["text"])
                elif block.get("type") == "tool_result" and block["content"].startswith(REJECTION):
                    said.append(block["content"][len(REJECTION) :])
    return said


def _raw(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def _has_cue(text: str, language: str) -> bool:
    return any(re.search(p, text, re.IGNORECASE) for p in CUE_WORDS[language])


def test_halves_and_files_correspond() -> None:
    on_disk = sorted(str(p.relative_to(ROOT)) for s in SPLITS for p in (ROOT / s).glob("*.jsonl"))
    assert on_disk == NAMES
    built = sorted(f"{split}/{src.stem}.jsonl" for split, src in sources())
    assert built == NAMES
    per_half = Counter(n.split("/")[0] for n in NAMES)
    assert per_half["tune"] >= 6 and per_half["heldout"] >= 6


def test_files_are_what_the_sources_build() -> None:
    for split, src in sources():
        assert render(src) == _raw(f"{split}/{src.stem}.jsonl"), src.name


@pytest.mark.parametrize("name", NAMES)
def test_transcript_is_claude_code_jsonl(name: str) -> None:
    records = _records(name)
    assert 15 <= len(records) <= 40
    label = LABELS[name]
    chained = [r for r in records if "uuid" in r]
    assert chained[0]["parentUuid"] is None
    for before, rec in zip(chained, chained[1:]):
        assert rec["parentUuid"] == before["uuid"]
    assert len({r["uuid"] for r in chained}) == len(chained)
    assert {r["sessionId"] for r in chained} == {capture_bench._first_session_id(ROOT / name)}
    assert {r["cwd"] for r in chained} == {label["project_dir"]}
    assert all(r["timestamp"].endswith("Z") for r in chained)
    uses = {}
    results: Counter[str] = Counter()
    rejections = 0
    for rec in chained:
        for block in rec.get("message", {}).get("content") or []:
            if isinstance(block, str):
                continue
            if block.get("type") == "tool_use":
                uses[block["id"]] = rec["uuid"]
            if block.get("type") == "tool_result":
                tid = block["tool_use_id"]
                assert tid in uses, "a result before its call"
                assert rec["sourceToolAssistantUUID"] == uses[tid]
                results[tid] += 1
                if block["is_error"]:
                    assert rec["toolUseResult"] == "Error: " + block["content"]
                if block["content"].startswith(REJECTION):
                    assert block["is_error"] and block["content"][len(REJECTION) :].strip()
                    rejections += 1
    assert set(results) == set(uses) and set(results.values()) == {1}
    assert rejections >= 1, "every session has a rejected tool call with feedback"
    first = records[0]["attachment"]
    assert first["hookEvent"] == "SessionStart" and "<retain-memory" in first["stdout"]


@pytest.mark.parametrize("name", NAMES)
def test_labels_fit_the_transcript(name: str) -> None:
    label = LABELS[name]
    raw = _raw(name)
    spoken = _spoken(_records(name))
    assert 4 <= len(label["keepers"]) <= 6 and 6 <= len(label["traps"]) <= 8
    ids = [k["id"] for k in label["keepers"]] + [t["id"] for t in label["traps"]]
    assert len(set(ids)) == len(ids)
    for k in label["keepers"]:
        assert k["kind"] in KEEPER_KINDS and k["language"] in label["languages"], k["id"]
        assert k["must_contain_any"] and all(k["must_contain_any"]), k["id"]
        for group in k["must_contain_any"]:
            for term in group:
                assert json.dumps(term, ensure_ascii=False)[1:-1] in raw, (k["id"], term)
        assert matches_keeper(k["statement"], k), k["id"]
        holders = [m for m in spoken if matches_keeper(m, k)]
        assert holders, f"{k['id']}: no spoken message holds the whole keeper"
        said_with_cue = any(_has_cue(m, k["language"]) for m in holders)
        assert said_with_cue == k["cue_word"], f"{k['id']}: cue_word flag is wrong"
    for t in label["traps"]:
        assert t["kind"] in TRAP_KINDS and t["must_not_contain"], t["id"]
        for term in t["must_not_contain"]:
            assert term.casefold() in raw.casefold(), (t["id"], term)
        # a trap is something to store nowhere: no keeper's message holds its terms
        for k in label["keepers"]:
            for m in spoken:
                if matches_keeper(m, k):
                    assert not leaks(m, t), (k["id"], t["id"])


def test_trap_terms_stay_out_of_every_keeper() -> None:
    keepers = [k for lab in LABELS.values() for k in lab["keepers"]]
    for name, lab in LABELS.items():
        for t in lab["traps"]:
            bad = [k["id"] for k in keepers if leaks(k["statement"], t)]
            assert not bad, (name, t["id"], bad)


def test_keepers_of_a_session_are_told_apart() -> None:
    """A memory storing one keeper must not also count as another of its session."""
    for name, lab in LABELS.items():
        for a in lab["keepers"]:
            others = [
                b["id"] for b in lab["keepers"] if b is not a and matches_keeper(a["statement"], b)
            ]
            assert not others, (name, a["id"], others)


def test_every_session_has_the_cases() -> None:
    for name in NAMES:
        kinds = {t["kind"] for t in LABELS[name]["traps"]}
        assert {"own_block", "tool_output", "wrong_guess", "secret"} <= kinds, name
        assert any(k["kind"] == "bugfix" for k in LABELS[name]["keepers"]), name
        assert '"is_error": true' in _raw(name) and "Exit code" in _raw(name), name


def test_most_keepers_carry_no_cue_word_and_languages_spread() -> None:
    keepers = [k for lab in LABELS.values() for k in lab["keepers"]]
    assert 60 <= len(keepers) <= 80
    assert 80 <= sum(len(lab["traps"]) for lab in LABELS.values()) <= 120
    assert sum(k["cue_word"] for k in keepers) <= len(keepers) // 10
    for split in SPLITS:
        langs = {k["language"] for n in NAMES if n.startswith(split) for k in LABELS[n]["keepers"]}
        assert "en" in langs and len(langs - {"en"}) >= 5, split
    assert sum(len(lab["languages"]) > 1 for lab in LABELS.values()) >= 4


def _table(rows: dict[str, Counter]) -> list[str]:
    out = []
    for key in sorted(rows, key=lambda k: (-sum(rows[k].values()), k)):
        cells = [str(rows[key][s]) if rows[key][s] else "–" for s in SPLITS]
        out.append(f"| {key} | " + " | ".join(cells) + " |")
    return out


def test_readme_counts_match_the_labels() -> None:
    by_lang: dict[str, Counter] = {}
    by_kind: dict[str, Counter] = {}
    by_trap: dict[str, Counter] = {}
    for name in NAMES:
        split = name.split("/")[0]
        lab = LABELS[name]
        for k in lab["keepers"]:
            by_lang.setdefault(k["language"], Counter())[split] += 1
            by_kind.setdefault(k["kind"], Counter())[split] += 1
        for t in lab["traps"]:
            by_trap.setdefault(t["kind"], Counter())[split] += 1
    for line in _table(by_lang) + _table(by_kind) + _table(by_trap):
        assert line in README, line
    for split in SPLITS:
        names = [n for n in NAMES if n.startswith(split + "/")]
        ks = [k for n in names for k in LABELS[n]["keepers"]]
        traps = sum(len(LABELS[n]["traps"]) for n in names)
        cued = sum(k["cue_word"] for k in ks)
        row = f"| `{split}/` | {len(names)} | {len(ks)} | {traps} | {cued} |"
        assert row in README, row


def test_capture_bench_selects_the_halves() -> None:
    for split in SPLITS:
        names = sorted(n for n in LABELS if n.startswith(split + "/"))
        assert names and all((ROOT / n).is_file() for n in names)
    for name in NAMES:
        sid = capture_bench._first_session_id(ROOT / name)
        assert sid == _records(name)[0]["sessionId"] != Path(name).stem
