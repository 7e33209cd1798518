"""Build the fixes11 set: `python benchmarks/data/fixes11/build.py [OUT_DIR]`.

Writes heldout/*.jsonl, labels.json, split.json and tune/.gitkeep into this folder (or
OUT_DIR). Stdlib and benchmarks/cc_transcript.py only. Session ids, clocks and filler are
derived from the case names (uuid5, `random.Random("fixes11/<name>")`), so two builds are
byte-identical whatever PYTHONHASHSEED is.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import cases_a  # noqa: E402,F401  (importing a cases module registers its sessions)
import cases_b  # noqa: E402,F401
import cases_c  # noqa: E402,F401
import kit  # noqa: E402

NOTE = "written blind in round 28: every transcript is held out, none is for tuning"


def dump(obj: object) -> str:
    return json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def build(out: Path) -> int:
    cases = sorted(kit.CASES, key=lambda c: c.name)
    if len({c.name for c in cases}) != len(cases):
        raise SystemExit("two cases share a name")
    held = out / "heldout"
    held.mkdir(parents=True, exist_ok=True)
    (out / "tune").mkdir(parents=True, exist_ok=True)
    (out / "tune" / ".gitkeep").write_bytes(b"")
    for old in held.glob("*.jsonl"):
        old.unlink()
    labels = {}
    for index, c in enumerate(cases):
        rel = f"heldout/{c.name}.jsonl"
        c.build(index).write(out / rel)
        labels[rel] = c.label()
    (out / "labels.json").write_text(dump(labels), encoding="utf-8")
    (out / "split.json").write_text(dump({"heldout": sorted(labels), "note": NOTE, "tune": []}), encoding="utf-8")
    return len(cases)


if __name__ == "__main__":
    dest = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    print(f"wrote {build(dest)} transcripts to {dest}")
