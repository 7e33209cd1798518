"""The labelled failure -> fix set in benchmarks/data/fixes/ is well formed.

This checks the data, not the rules: every label names a transcript that exists, each half
covers every stack, each expected fix's error text and each trap term occur in the session
they label, and the transcripts match what their builder writes (no hand edits)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from benchmarks import fix_capture_build as build
from benchmarks.cc_transcript import Transcript

DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data" / "fixes"
LABELS = json.loads((DATA / "labels.json").read_text(encoding="utf-8"))


def test_labels_and_transcripts_agree() -> None:
    on_disk = {p.relative_to(DATA).as_posix() for p in DATA.glob("*/*.jsonl")}
    assert on_disk == set(LABELS)
    assert len(on_disk) >= 40
    for half in ("tune", "heldout"):
        stacks = Counter(v["stack"] for k, v in LABELS.items() if k.startswith(half))
        assert set(stacks) == set(build.CWD), half


def test_expected_errors_and_traps_are_in_their_sessions() -> None:
    for rel, label in LABELS.items():
        raw = (DATA / rel).read_text(encoding="utf-8")
        text = "\n".join(
            json.dumps(json.loads(line), ensure_ascii=False) for line in raw.splitlines()
        )
        for e in label["expected"]:
            if e.get("error"):
                assert json.dumps(e["error"], ensure_ascii=False)[1:-1] in text, (rel, e["error"])
        for term in label["traps"]:
            assert json.dumps(term, ensure_ascii=False)[1:-1] in text, (rel, term)


def test_transcripts_are_what_the_builder_writes(tmp_path: Path) -> None:
    for case in build.CASES:
        t = Transcript(f"fix-{case.name}", build.CWD[case.stack])
        case.build(t)
        rel = f"{case.split}/{case.name}.jsonl"
        written = t.write(tmp_path / rel).read_text(encoding="utf-8")
        assert written == (DATA / rel).read_text(encoding="utf-8"), rel
