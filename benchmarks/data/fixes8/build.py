"""Build the fixes8 set: `python benchmarks/data/fixes8/build.py [OUT_DIR]`.

Writes heldout/*.jsonl, labels.json and split.json (into this folder unless OUT_DIR is
given). Stdlib plus benchmarks/cc_transcript.py; every id, timestamp and secret is derived
from the case name, so a rebuild is byte-identical.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import cases_a  # noqa: E402
import cases_b  # noqa: E402,F401  (registers its cases in cases_a.CASES)
import cases_c  # noqa: E402,F401

NOTE = "written blind in round 25: the whole set is held out, nothing is for tuning"


def build(out: Path) -> int:
    cases = sorted(cases_a.CASES, key=lambda c: c.name)
    names = [c.name for c in cases]
    if len(set(names)) != len(names):
        raise SystemExit("duplicate case names")
    (out / "heldout").mkdir(parents=True, exist_ok=True)
    (out / "tune").mkdir(parents=True, exist_ok=True)
    (out / "tune" / ".gitkeep").touch()
    for old in (out / "heldout").glob("*.jsonl"):
        old.unlink()
    labels = {}
    for i, c in enumerate(cases):
        rel = f"heldout/{c.name}.jsonl"
        c.build(i).write(out / rel)
        labels[rel] = c.label()
    (out / "labels.json").write_text(json.dumps(labels, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    split = {"note": NOTE, "tune": [], "heldout": sorted(labels)}
    (out / "split.json").write_text(json.dumps(split, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return len(cases)


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    n = build(target)
    print(f"wrote {n} transcripts to {target}")
