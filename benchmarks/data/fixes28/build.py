"""Build the fixes28 set: `python <set>/build.py [OUT_DIR]`.

Writes into this folder (or OUT_DIR): heldout/<name>.jsonl for every case the cases_*.py modules register,
labels.json, report.json (per transcript the failing `command`, its telling line `error`, the other lines of
a failing run of the same command a careful engineer would accept (`also_ok`), the `tries` that did not help,
the `change` that made the pass (or, without memory, traps[1]: what must not become a fix), the command that
`passed` (empty when nothing passes) and a `note` with the labelling reason), split.json (all held out, tune empty) and tune/.gitkeep. Stdlib only. Ids are
uuid5 of the case name and seeded values (ids, hashes) come from random.Random("fixes28/<name>"): a rebuild is byte-identical
under any PYTHONHASHSEED.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import cases_a  # noqa: E402,F401  (each import registers sessions)
import cases_b  # noqa: E402,F401
import cases_c  # noqa: E402,F401
import cases_d  # noqa: E402,F401
import cases_e  # noqa: E402,F401
from kit import CASES  # noqa: E402


def save(path: Path, obj: object) -> None:
    path.write_text(json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def build(out: Path) -> int:
    if len({c.name for c in CASES}) != len(CASES):
        raise SystemExit("two cases share a name")
    held, tune = out / "heldout", out / "tune"
    held.mkdir(parents=True, exist_ok=True)
    tune.mkdir(parents=True, exist_ok=True)
    (tune / ".gitkeep").write_bytes(b"")
    for stale in held.glob("*.jsonl"):
        stale.unlink()
    labels: dict[str, object] = {}
    side: dict[str, object] = {}
    for index, case in enumerate(sorted(CASES, key=lambda c: c.name)):
        rel = f"heldout/{case.name}.jsonl"
        case.build(index).write(out / rel)
        labels[rel] = case.label()
        side[rel] = case.side
    save(out / "labels.json", labels)
    save(out / "report.json", side)
    save(out / "split.json", {"heldout": sorted(labels), "tune": [],
                              "note": "blind, round 46 (containers and images): all held out, "
                                      "choose nothing on it"})
    return len(labels)


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    print(f"wrote {build(target)} transcripts to {target}")
