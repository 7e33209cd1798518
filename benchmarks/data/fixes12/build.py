"""Build the fixes12 set: `python benchmarks/data/fixes12/build.py [OUT_DIR]`.

Writes heldout/<name>.jsonl for every registered case, labels.json, split.json (tune empty)
and tune/.gitkeep into this folder or OUT_DIR. Stdlib plus benchmarks/cc_transcript.py.
Ids are uuid5 of the case name and filler comes from `random.Random("fixes12/<name>")`, so
a rebuild is byte-identical under any PYTHONHASHSEED.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import cases_a  # noqa: E402,F401  (each cases module registers its sessions on import)
import cases_b  # noqa: E402,F401
import cases_c  # noqa: E402,F401
from kit import CASES  # noqa: E402


def as_json(obj: object) -> str:
    return json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main(out: Path) -> int:
    names = [c.name for c in CASES]
    if len(set(names)) != len(names):
        raise SystemExit(f"duplicate case names: {sorted(n for n in set(names) if names.count(n) > 1)}")
    (out / "heldout").mkdir(parents=True, exist_ok=True)
    (out / "tune").mkdir(parents=True, exist_ok=True)
    (out / "tune" / ".gitkeep").write_bytes(b"")
    for stale in (out / "heldout").glob("*.jsonl"):
        stale.unlink()
    labels: dict[str, object] = {}
    for index, c in enumerate(sorted(CASES, key=lambda c: c.name)):
        rel = f"heldout/{c.name}.jsonl"
        c.build(index).write(out / rel)
        labels[rel] = c.label()
    (out / "labels.json").write_text(as_json(labels), encoding="utf-8")
    split = {"heldout": sorted(labels), "note": "blind, round 29: all held out, nothing to tune on", "tune": []}
    (out / "split.json").write_text(as_json(split), encoding="utf-8")
    return len(labels)


if __name__ == "__main__":
    dest = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    print(f"wrote {main(dest)} transcripts to {dest}")
