"""Build the fixes6 set: heldout/*.jsonl, labels.json, split.json (seeded, byte-identical).

    python benchmarks/data/fixes6/build.py [OUT_DIR]

OUT_DIR defaults to this folder; check.py rebuilds into a temp folder and compares bytes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import cases_a  # noqa: E402,F401  (registers cases)
import cases_b  # noqa: E402,F401
import cases_c  # noqa: E402,F401
from kit import build  # noqa: E402
from registry import CASES, rng_for  # noqa: E402

NOTE = "written blind in round 23: the whole set is held out, nothing is for tuning"


def main(out: Path) -> int:
    names = [c["name"] for c in CASES]
    if len(set(names)) != len(names):
        raise SystemExit("duplicate case names")
    held = out / "heldout"
    held.mkdir(parents=True, exist_ok=True)
    (out / "tune").mkdir(exist_ok=True)
    (out / "tune" / ".gitkeep").write_text("")
    for old in held.glob("*.jsonl"):
        if old.stem not in names:
            old.unlink()
    labels: dict[str, dict] = {}
    for i, c in enumerate(sorted(CASES, key=lambda c: c["name"])):
        steps, expected, traps = c["fn"](rng_for(c["name"]))
        t = build(c["name"], i, c["cwd"], steps)
        rel = f"heldout/{c['name']}.jsonl"
        t.write(out / rel)
        labels[rel] = {
            "expected": expected,
            "lang": c["lang"],
            "project_dir": c["cwd"],
            "shape": c["shape"],
            "stack": c["stack"],
            "traps": traps,
            "variation": c["variation"],
        }
    with open(out / "labels.json", "w", encoding="utf-8") as f:
        json.dump(labels, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    split = {"note": NOTE, "tune": [], "heldout": sorted(labels)}
    with open(out / "split.json", "w", encoding="utf-8") as f:
        json.dump(split, f, indent=1)
        f.write("\n")
    print(f"wrote {len(labels)} transcripts to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else HERE))
