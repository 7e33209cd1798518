"""The sixth blind capture set (benchmarks/data/capture_blind6) is sound as data.

None of these checks runs capture, so the set stays blind for whoever tunes capture. They
read the transcripts, the sources and the labels with `benchmarks.capture_bench`'s own
label schema and matching rules and the set's own builder: a label the benchmark would read
differently, or a JSONL file that drifted from its source, fails here.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest
from benchmarks import capture_bench
from benchmarks.capture_bench import KEEPER_KINDS, TRAP_KINDS, leaks, matches_keeper
from benchmarks.capture_blind6_build import ROOT, SPLITS, render, sources
from benchmarks.capture_blind_build import REJECTION

LABELS: dict[str, dict] = json.loads((ROOT / "labels.json").read_text(encoding="utf-8"))
NAMES = sorted(LABELS)
README = (ROOT / "README.md").read_text(encoding="utf-8")

# The words that make a keeper "cued" (`cue_word: true`), per language. Latin and Cyrillic
# scripts match at word starts or as whole words; Chinese, Japanese and Korean as substrings.
CUE_WORDS = {
    "en": [r"\bremember", r"\balways\b", r"\bnever\b", r"\bdecided\b", r"\bnote that\b"],
    "nl": [r"\bonthoud", r"\baltijd\b", r"\bnooit\b", r"\bbesloten\b", r"\bvergeet niet\b"],
    "de": [r"\bmerk", r"\bimmer\b", r"\bnie\b", r"\bniemals\b", r"\bentschieden\b"],
    "fr": [r"\bsouviens\b", r"\btoujours\b", r"\bjamais\b", r"\bdécid", r"\bretiens\b"],
    "es": [r"\brecuerda", r"\bsiempre\b", r"\bnunca\b", r"\bdecidi"],
    "it": [r"\bricorda", r"\bsempre\b", r"\bmai\b", r"\bdecis"],
    "pt": [r"\blembr", r"\bsempre\b", r"\bnunca\b", r"\bdecidi"],
    "cs": [r"\bpamatuj", r"\bvždy\b", r"\bnikdy\b", r"\brozhodl"],
    "tr": [r"\bunutma", r"\bher zaman\b", r"\basla\b", r"\bhiçbir zaman\b", r"\bkarar"],
    "vi": [r"\bnhớ\b", r"\bluôn luôn\b", r"\bkhông bao giờ\b", r"\bquyết định\b"],
    "id": [r"\bingat", r"\bselalu\b", r"\btidak pernah\b", r"\bjangan pernah\b", r"\bmemutuskan\b"],
    "uk": [r"\bзапам.ятай", r"\bзавжди\b", r"\bніколи\b", r"\bвирішили\b"],
    "ja": ["覚えて", "必ず", "常に", "絶対", "決め"],
    "zh": ["记住", "总是", "永远", "决定", "一定"],
    "ko": ["기억", "항상", "절대", "결정", "반드시"],
}
# Hosts in the set are invented and live under reserved or private suffixes only.
HOST = re.compile(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|app|de|fr|jp|cn)\b")
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


def _raw(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def _records(name: str) -> list[dict]:
    return [json.loads(line) for line in _raw(name).splitlines()]


def _spoken(records: list[dict]) -> list[str]:
    """Every place a person speaks: user prompts, assistant text, a rejection's feedback."""
    said: list[str] = []
    for rec in records:
        content = rec.get("message", {}).get("content")
        if rec.get("type") == "user" and isinstance(content, str):
            said.append(content)
            continue
        for block in content if isinstance(content, list) else []:
            if block.get("type") == "text":
                said.append(block["text"])
            elif block.get("type") == "tool_result" and block["content"].startswith(REJECTION):
                said.append(block["content"][len(REJECTION) :])
    return said


def _feedback(records: list[dict]) -> list[str]:
    """What the user said while rejecting a tool call."""
    return [
        block["content"][len(REJECTION) :]
        for rec in records
        for block in rec.get("message", {}).get("content") or []
        if isinstance(block, dict)
        and block.get("type") == "tool_result"
        and block["content"].startswith(REJECTION)
    ]


def _cued(text: str, language: str) -> bool:
    return any(re.search(p, text, re.IGNORECASE) for p in CUE_WORDS[language])


def _keepers(split: str | None = None) -> list[dict]:
    return [
        k for n in NAMES if split is None or n.startswith(split + "/") for k in LABELS[n]["keepers"]
    ]


def _traps(split: str | None = None) -> list[dict]:
    return [
        t for n in NAMES if split is None or n.startswith(split + "/") for t in LABELS[n]["traps"]
    ]


def test_every_source_is_built_and_labelled() -> None:
    on_disk = sorted(str(p.relative_to(ROOT)) for s in SPLITS for p in (ROOT / s).glob("*.jsonl"))
    built = sorted(f"{split}/{src.stem}.jsonl" for split, src in sources())
    assert on_disk == built == NAMES
    halves = Counter(n.split("/")[0] for n in NAMES)
    assert halves["tune"] == 8 and halves["heldout"] == 8


def test_jsonl_is_exactly_what_the_sources_build() -> None:
    for split, src in sources():
        assert render(src) == _raw(f"{split}/{src.stem}.jsonl"), src.name


@pytest.mark.parametrize("name", NAMES)
def test_transcript_has_claude_codes_shape(name: str) -> None:
    records = _records(name)
    assert 15 <= len(records) <= 40
    chained = [r for r in records if "uuid" in r]
    assert chained[0]["parentUuid"] is None
    assert all(b["parentUuid"] == a["uuid"] for a, b in zip(chained, chained[1:]))
    assert len({r["uuid"] for r in chained}) == len(chained)
    assert {r["sessionId"] for r in chained} == {capture_bench._first_session_id(ROOT / name)}
    assert {r["cwd"] for r in chained} == {LABELS[name]["project_dir"]}
    assert all(r["timestamp"].endswith("Z") for r in chained)
    calls: dict[str, str] = {}
    answered: Counter[str] = Counter()
    rejected = failed = 0
    for rec in chained:
        for block in rec.get("message", {}).get("content") or []:
            if isinstance(block, str):
                continue
            if block.get("type") == "tool_use":
                calls[block["id"]] = rec["uuid"]
            elif block.get("type") == "tool_result":
                tid = block["tool_use_id"]
                assert tid in calls, "a tool result before its call"
                assert rec["sourceToolAssistantUUID"] == calls[tid]
                answered[tid] += 1
                if block["is_error"]:
                    assert rec["toolUseResult"] == "Error: " + block["content"]
                if block["content"].startswith(REJECTION):
                    assert block["is_error"] and block["content"][len(REJECTION) :].strip()
                    rejected += 1
                elif block["is_error"] and block["content"].startswith("Exit code "):
                    failed += 1
    assert set(answered) == set(calls) and set(answered.values()) == {1}
    assert rejected >= 1, "a rejected tool call with the user's feedback"
    assert failed >= 1, "a failing command"
    hook = records[0]["attachment"]
    assert hook["hookEvent"] == "SessionStart" and "<retain-memory" in hook["stdout"]
    assert "<retain-memory" in records[1]["attachment"]["content"][0]


@pytest.mark.parametrize("name", NAMES)
def test_labels_point_at_what_was_said(name: str) -> None:
    label = LABELS[name]
    raw = _raw(name)
    spoken = _spoken(_records(name))
    assert 4 <= len(label["keepers"]) <= 6 and 6 <= len(label["traps"]) <= 8
    ids = [x["id"] for x in label["keepers"] + label["traps"]]
    assert len(ids) == len(set(ids))
    for k in label["keepers"]:
        assert k["kind"] in KEEPER_KINDS and k["language"] in label["languages"], k["id"]
        assert k["must_contain_any"] and all(k["must_contain_any"]), k["id"]
        for term in (t for group in k["must_contain_any"] for t in group):
            assert json.dumps(term, ensure_ascii=False)[1:-1] in raw, (k["id"], term)
        assert matches_keeper(k["statement"], k), k["id"]
        holders = [m for m in spoken if matches_keeper(m, k)]
        assert holders, f"{k['id']}: no single spoken message holds the whole keeper"
        assert any(_cued(m, k["language"]) for m in holders) == k["cue_word"], k["id"]
    for t in label["traps"]:
        assert t["kind"] in TRAP_KINDS and t["must_not_contain"], t["id"]
        for term in t["must_not_contain"]:
            assert term.casefold() in raw.casefold(), (t["id"], term)
        for m in spoken:
            if any(matches_keeper(m, k) for k in label["keepers"]):
                assert not leaks(m, t), (t["id"], m[:60])
    feedback = _feedback(_records(name))
    assert any(matches_keeper(f, k) for f in feedback for k in label["keepers"]), (
        "a keeper said while rejecting a tool call"
    )


def test_no_trap_term_is_in_any_keeper_of_the_set() -> None:
    for name, lab in LABELS.items():
        for t in lab["traps"]:
            hit = [k["statement"][:40] for k in _keepers() if leaks(k["statement"], t)]
            assert not hit, (name, t["id"], hit)


def test_keepers_of_one_session_do_not_match_each_other() -> None:
    for name, lab in LABELS.items():
        for a in lab["keepers"]:
            for b in lab["keepers"]:
                assert a is b or not matches_keeper(a["statement"], b), (name, a["id"], b["id"])


def test_every_session_holds_the_hard_cases() -> None:
    for name in NAMES:
        lab = LABELS[name]
        kinds = {t["kind"] for t in lab["traps"]}
        assert kinds >= EVERY_SESSION_TRAPS, name
        assert any(k["kind"] == "bugfix" for k in lab["keepers"]), name
    assert {t["kind"] for t in _traps()} >= SET_TRAPS


def test_every_keeper_kind_is_in_both_halves() -> None:
    for split in SPLITS:
        kinds = Counter(k["kind"] for k in _keepers(split))
        assert set(kinds) == KEEPER_KINDS, (split, sorted(KEEPER_KINDS - set(kinds)))
        assert all(n >= 2 for n in kinds.values()), (split, kinds)


def test_the_set_holds_pasted_errors_and_causes_seen_in_a_passing_command() -> None:
    pasted = exit0 = 0
    for name in NAMES:
        notes = " ".join(k["note"] for k in LABELS[name]["keepers"])
        if "error pasted by the user" in notes:
            pasted += 1
            user_said = [m for m in _spoken(_records(name)) if "```" in m]
            assert user_said, (name, "a pasted error is fenced in a user message")
        if "exited 0" in notes:
            exit0 += 1
    assert pasted >= 3 and exit0 >= 5


def test_keepers_are_plain_and_spread_over_languages() -> None:
    keepers = _keepers()
    assert 70 <= len(keepers) <= 96
    assert 96 <= len(_traps()) <= 128
    assert sum(k["cue_word"] for k in keepers) <= len(keepers) // 10
    english = sum(k["language"] == "en" for k in keepers)
    assert 0.25 <= english / len(keepers) <= 0.45
    assert len({k["language"] for k in keepers}) >= 12
    for split in SPLITS:
        langs = {k["language"] for k in _keepers(split)}
        assert "en" in langs and len(langs - {"en"}) >= 6, split
    assert sum(len(lab["languages"]) > 1 for lab in LABELS.values()) >= 10


def test_the_stacks_are_new() -> None:
    earlier = {
        lab["stack"]
        for folder in ("capture", "capture_blind", "capture_blind3", "capture_blind4")
        + ("capture_blind5",)
        for lab in json.loads(
            (ROOT.parent / folder / "labels.json").read_text(encoding="utf-8")
        ).values()
    }
    stacks = [lab["stack"] for lab in LABELS.values()]
    assert len(set(stacks)) == len(stacks) and not set(stacks) & earlier


def test_hosts_are_invented() -> None:
    with_host = 0
    for _split, src in sources():
        text = src.read_text(encoding="utf-8")
        assert not HOST.findall(text), (src.name, HOST.findall(text))
        with_host += bool(re.search(r"\b[a-z0-9-]+\.[a-z0-9.-]+\.(?:internal|test)\b", text))
    assert with_host >= len(NAMES) // 2


def _rows(counts: dict[str, Counter]) -> list[str]:
    order = sorted(counts, key=lambda key: (-sum(counts[key].values()), key))
    return [
        f"| {key} | "
        + " | ".join(str(counts[key][s]) if counts[key][s] else "–" for s in SPLITS)
        + " |"
        for key in order
    ]


def test_readme_tables_match_the_labels() -> None:
    by_lang: dict[str, Counter] = {}
    by_kind: dict[str, Counter] = {}
    by_trap: dict[str, Counter] = {}
    for name in NAMES:
        split = name.split("/")[0]
        for k in LABELS[name]["keepers"]:
            by_lang.setdefault(k["language"], Counter())[split] += 1
            by_kind.setdefault(k["kind"], Counter())[split] += 1
        for t in LABELS[name]["traps"]:
            by_trap.setdefault(t["kind"], Counter())[split] += 1
    for row in _rows(by_lang) + _rows(by_kind) + _rows(by_trap):
        assert row in README, row
    for split in SPLITS:
        names = [n for n in NAMES if n.startswith(split + "/")]
        keepers = _keepers(split)
        traps = sum(len(LABELS[n]["traps"]) for n in names)
        cued = sum(k["cue_word"] for k in keepers)
        row = f"| `{split}/` | {len(names)} | {len(keepers)} | {traps} | {cued} |"
        assert row in README, row
    for name in NAMES:
        lab = LABELS[name]
        row = (
            f"| `{name}` | {lab['stack']} | {', '.join(lab['languages'])} | "
            f"{len(lab['keepers'])} | {len(lab['traps'])} |"
        )
        assert row in README, row


def test_capture_bench_reads_the_halves_and_session_ids() -> None:
    for split in SPLITS:
        names = [n for n in LABELS if n.startswith(split + "/")]
        assert names and all((ROOT / n).is_file() for n in names)
    for name in NAMES:
        sid = capture_bench._first_session_id(ROOT / name)
        assert sid == _records(name)[0]["sessionId"] != Path(name).stem
