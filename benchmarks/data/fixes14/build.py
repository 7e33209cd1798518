"""Build the fixes14 set: `python benchmarks/data/fixes14/build.py [OUT_DIR]`.

Writes, into this folder or OUT_DIR: heldout/<name>.jsonl for each case registered by the
cases_*.py modules, labels.json, reruns.json (per transcript the failing command and the
differently spelled one that passed), split.json (everything held out, tune empty) and
tune/.gitkeep. Stdlib plus benchmarks/cc_transcript.py. Session and record ids are uuid5 of the
case name and filler output comes from random.Random("fixes14/<name>"), so a rebuild is
byte-identical whatever PYTHONHASHSEED is.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import cases_a  # noqa: E402,F401  (importing a cases module registers its sessions)
import cases_b  # noqa: E402,F401
import cases_c  # noqa: E402,F401
import cases_d  # noqa: E402,F401
from kit import CASES  # noqa: E402


def dump(path: Path, obj: object) -> None:
    path.write_text(json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def build(out: Path) -> int:
    names = [c.name for c in CASES]
    if len(set(names)) != len(names):
        raise SystemExit("a case name is used twice")
    held = out / "heldout"
    held.mkdir(parents=True, exist_ok=True)
    (out / "tune").mkdir(parents=True, exist_ok=True)
    (out / "tune" / ".gitkeep").write_bytes(b"")
    for old in held.glob("*.jsonl"):
        old.unlink()
    labels, reruns = {}, {}
    for index, case in enumerate(sorted(CASES, key=lambda c: c.name)):
        rel = f"heldout/{case.name}.jsonl"
        case.build(index).write(out / rel)
        labels[rel] = case.label()
        reruns[rel] = case.rerun
    dump(out / "labels.json", labels)
    dump(out / "reruns.json", reruns)
    dump(out / "split.json", {"heldout": sorted(labels), "tune": [],
                              "note": "blind, round 31 (the rerun is spelled differently): all held out, choose nothing on it"})
    return len(labels)


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    print(f"wrote {build(target)} transcripts to {target}")
