"""The project's own conversational set: its shape, its labels, and that the LoCoMo harness
runs on it unchanged.

The data lives in the repo (benchmarks/data/convo), so nothing here is skipped except the
check against LoCoMo's text, which needs ../shared.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from datetime import datetime
from pathlib import Path

import pytest
from benchmarks import convo_data, locomo, locomo_data
from benchmarks.locomo_data import CATEGORIES

LABELLED = convo_data.load_labelled()
RAW = json.loads(convo_data.DEFAULT_DATA.read_text(encoding="utf-8"))


def test_the_json_is_built_from_the_sources_as_committed() -> None:
    built = convo_data.render(convo_data.build())
    assert convo_data.DEFAULT_DATA.read_text(encoding="utf-8") == built
    assert convo_data.main(["--check"]) == 0


def test_loads_into_locomo_records() -> None:
    convs = convo_data.load()
    assert convs == [x.conversation for x in LABELLED]
    for conv in convs:
        assert isinstance(conv, locomo_data.Conversation)
        assert all(isinstance(t, locomo_data.Turn) for t in conv.turns)
        assert all(isinstance(q, locomo_data.Question) for q in conv.questions)
        for t in conv.turns:
            assert t.text.startswith(f"{t.speaker}: ") and len(t.text) > len(t.speaker) + 3
            assert locomo_data.session_of(t.dia_id) == t.session


def test_eight_conversations_split_four_and_four() -> None:
    ids = [x.conversation.sample_id for x in LABELLED]
    assert len(ids) == len(set(ids)) == 8
    halves = Counter(x.split for x in LABELLED)
    assert halves == {"tune": 4, "heldout": 4}
    assert {x.conversation.sample_id for x in LABELLED if x.split == "tune"} == set(
        convo_data.TUNING
    )


def test_sessions_are_long_dated_and_in_order() -> None:
    for raw in RAW["conversations"]:
        sessions = raw["sessions"]
        assert 4 <= len(sessions) <= 8, raw["sample_id"]
        starts = [datetime.strptime(s["date_time"], RAW["date_format"]) for s in sessions]
        assert starts == sorted(starts) and len(set(starts)) == len(starts), raw["sample_id"]
        for s in sessions:
            assert 25 <= len(s["turns"]) <= 50, (raw["sample_id"], s["session"])
            speakers = {t["speaker"] for t in s["turns"]}
            assert speakers == {raw["speaker_a"], raw["speaker_b"]}, (raw["sample_id"], s)
    for x in LABELLED:
        times = [t.created_at for t in x.conversation.turns]
        assert times == sorted(times), x.conversation.sample_id


def test_every_question_has_evidence_that_exists() -> None:
    total = 0
    for x in LABELLED:
        conv = x.conversation
        existing = {t.dia_id for t in conv.turns}
        assert len(existing) == len(conv.turns), conv.sample_id  # no duplicate ids
        assert len(conv.questions) >= 40, conv.sample_id
        for q in conv.questions:
            assert q.evidence, q.text
            assert set(q.evidence) <= existing, (conv.sample_id, q.text, q.evidence)
            assert len(set(q.evidence)) == len(q.evidence), q.text
            if CATEGORIES[q.category] == "multi-hop":
                assert len(q.evidence) >= 2, q.text
        assert all(a.strip() for a in x.answers)
        total += len(conv.questions)
    assert total >= 320


def test_each_half_covers_the_four_categories() -> None:
    wanted = {"single-hop", "multi-hop", "temporal", "open-domain"}
    for half in ("tune", "heldout"):
        counts = Counter(
            CATEGORIES[q.category]
            for x in LABELLED
            if x.split == half
            for q in x.conversation.questions
        )
        assert set(counts) == wanted, (half, counts)
        assert min(counts.values()) >= 20, (half, counts)


def test_overlap_labels_match_the_measure_and_the_intended_mix() -> None:
    levels: Counter[str] = Counter()
    for raw in RAW["conversations"]:
        said = {
            t["dia_id"]: f"{t['speaker']}: {t['text']}" for s in raw["sessions"] for t in s["turns"]
        }
        for q in raw["qa"]:
            score = convo_data.lexical_overlap(q["question"], [said[e] for e in q["evidence"]])
            assert q["overlap_score"] == round(score, 3), q["question"]
            assert q["overlap"] == convo_data.overlap_level(score), q["question"]
            levels[q["overlap"]] += 1
    n = sum(levels.values())
    # Aimed at roughly 40 / 40 / 20: mostly paraphrase, some word-for-word.
    assert 0.35 <= levels["low"] / n <= 0.5, levels
    assert 0.3 <= levels["medium"] / n <= 0.45, levels
    assert 0.15 <= levels["high"] / n <= 0.25, levels


def test_overlap_measure_reads_stems_not_stop_words() -> None:
    assert convo_data.lexical_overlap("What did she injure?", ["Sofia: I injured my knee"]) == 1.0
    assert convo_data.lexical_overlap("Where is the bike?", ["Kenji: the car is here"]) == 0.0
    assert convo_data.overlap_level(0.2) == "low"
    assert convo_data.overlap_level(0.5) == "medium"
    assert convo_data.overlap_level(2 / 3) == "high"


SOURCE = """id: t-1
split: tune
speakers: Ann=A, Bo=B

== 9:00 am on 1 March, 2024
A: We moved the cache to Redis. #redis
B: Nice.
"""


def test_source_errors_are_loud() -> None:
    good = convo_data.parse_source(SOURCE + "? single | Where is the cache? | Redis | #redis\n")
    assert good["qa"][0]["evidence"] == ["D1:1"]
    assert good["sessions"][0]["turns"][0]["text"] == "We moved the cache to Redis."
    bad = {
        "unknown label": SOURCE + "? single | Q? | A | #nope\n",
        "unknown category": SOURCE + "? hard | Q? | A | #redis\n",
        "no evidence": SOURCE + "? single | Q? | A | \n",
        "bad date": SOURCE.replace("1 March, 2024", "31 February, 2024"),
        "unknown speaker": SOURCE + "C: who am I?\n",
        "label twice": SOURCE + "B: again #redis\n",
    }
    for text in bad.values():
        with pytest.raises(convo_data.SourceError):
            convo_data.parse_source(text)


def test_no_turn_is_taken_from_locomo() -> None:
    path = locomo_data.DEFAULT_DATA
    if not path.exists():
        pytest.skip("LoCoMo is not in ../shared")
    norm = re.compile(r"[^a-z0-9 ]+")

    def key(text: str) -> str:
        return " ".join(norm.sub(" ", text.lower()).split())

    theirs = {
        key(t["text"])
        for sample in json.loads(path.read_text(encoding="utf-8"))
        for k, session in sample["conversation"].items()
        if isinstance(session, list)
        for t in session
    }
    ours = [key(t["text"]) for c in RAW["conversations"] for s in c["sessions"] for t in s["turns"]]
    shared = [t for t in ours if len(t.split()) >= 6 and t in theirs]
    assert not shared, shared[:5]


def test_the_locomo_harness_runs_on_one_conversation_per_half(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    small = dict(RAW, conversations=[RAW["conversations"][0], RAW["conversations"][1]])
    path = tmp_path / "two.json"
    path.write_text(json.dumps(small), encoding="utf-8")
    out = tmp_path / "out.json"
    rc = locomo.main(
        ["--set", "convo", "--data", str(path), "--embedder", "fake", "--json", str(out)]
    )
    assert rc == 0
    text = capsys.readouterr().out
    assert "Own conversational set" in text
    assert "## tuning (convo-01)" in text and "## heldout (convo-02)" in text
    tables = json.loads(out.read_text())
    n = len(RAW["conversations"][0]["qa"])
    assert tables["tuning"]["default"]["turn"]["all 5"]["n"] == n
    assert tables["tuning"]["default"]["turn"]["adversarial"]["n"] == 0
    # BM25 alone finds the evidence for a good share of questions: the labels point at
    # turns a retriever can reach, not at arbitrary ids.
    assert tables["all"]["bm25"]["turn"]["cat 1-4"]["any@10"] > 0.3
