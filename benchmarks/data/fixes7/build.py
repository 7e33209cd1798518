"""Build the fixes7 set: `python benchmarks/data/fixes7/build.py [OUT_DIR]`.

Seeded and stdlib-only (plus benchmarks/cc_transcript.py): running it twice gives the same
bytes. Writes heldout/*.jsonl, labels.json and split.json into OUT_DIR (default: this folder)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent.parent)]

import cases_a  # noqa: E402,F401  (registers cases)
import cases_b  # noqa: E402,F401
import cases_c  # noqa: E402,F401
from kit import CASES, play  # noqa: E402


def build(out: Path) -> None:
    names = [c["name"] for c in CASES]
    dupes = {n for n in names if names.count(n) > 1}
    if dupes:
        raise SystemExit(f"duplicate case names: {sorted(dupes)}")
    (out / "heldout").mkdir(parents=True, exist_ok=True)
    (out / "tune").mkdir(parents=True, exist_ok=True)
    (out / "tune" / ".gitkeep").touch()
    for old in (out / "heldout").glob("*.jsonl"):
        old.unlink()
    labels = {}
    for i, c in enumerate(sorted(CASES, key=lambda c: c["name"])):
        rel = f"heldout/{c['name']}.jsonl"
        play(c, i).write(out / rel)
        labels[rel] = {
            "expected": c["expected"],
            "lang": c["lang"],
            "project_dir": c["cwd"],
            "shape": c["shape"],
            "stack": c["stack"],
            "traps": c["traps"],
            "variation": c["variation"],
        }
    (out / "labels.json").write_text(json.dumps(labels, indent=1, sort_keys=True) + "\n")
    split = {
        "note": "written blind in round 24: the whole set is held out, nothing is for tuning",
        "tune": [],
        "heldout": sorted(labels),
    }
    (out / "split.json").write_text(json.dumps(split, indent=1) + "\n")


if __name__ == "__main__":
    build(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE)
