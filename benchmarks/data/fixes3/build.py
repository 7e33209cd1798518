"""Build the blind failure -> fix set `fixes3`: transcripts, labels.json, split.json.

    python benchmarks/data/fixes3/build.py [--out DIR]

Deterministic: session ids come from the case names, synthetic secrets from a generator
seeded with the case name, so a rebuild is byte-identical (check.py verifies it).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.dont_write_bytecode = True

import cases_a  # noqa: E402,F401  (registers cases)
import cases_b  # noqa: E402,F401
import cases_c  # noqa: E402,F401
import cases_d  # noqa: E402,F401
from kit import CASES, Transcript  # noqa: E402

SEED = "retain/fixes3/r20"
START = datetime(2026, 11, 3, 8, 0, tzinfo=timezone.utc)
NOTE = "written blind in round 20: the whole set is held out, nothing is for tuning"


def build(out: Path) -> dict[str, Any]:
    names = [c.name for c in CASES]
    dupes = {n for n in names if names.count(n) > 1}
    if dupes:
        raise SystemExit(f"duplicate case names: {sorted(dupes)}")
    held = out / "heldout"
    held.mkdir(parents=True, exist_ok=True)
    (out / "tune").mkdir(exist_ok=True)
    (out / "tune" / ".gitkeep").touch()
    for old in held.glob("*.jsonl"):
        old.unlink()
    labels: dict[str, Any] = {}
    for i, c in enumerate(CASES):
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"{SEED}/{c.name}"))
        start = START + timedelta(days=i // 6, hours=(i % 6) * 2, minutes=(i * 7) % 50)
        t = Transcript(session_id=sid, cwd=c.cwd, branch="main", start=start)
        rng = random.Random(f"{SEED}/{c.name}")
        expected, traps = c.fn(t, rng)
        rel = f"heldout/{c.name}.jsonl"
        t.write(out / rel)
        for n, e in enumerate(expected, 1):
            e["id"] = f"e{n}"
        labels[rel] = {
            "expected": expected,
            "lang": c.lang,
            "project_dir": c.cwd,
            "shape": c.shape,
            "stack": c.stack,
            "traps": traps,
            "variation": c.variation,
        }
    labels = dict(sorted(labels.items()))
    (out / "labels.json").write_text(
        json.dumps(labels, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    split = {"note": NOTE, "tune": [], "heldout": list(labels)}
    (out / "split.json").write_text(json.dumps(split, indent=1) + "\n", encoding="utf-8")
    return labels


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=HERE, help="folder to write (default: this one)")
    args = ap.parse_args()
    labels = build(args.out)
    print(f"wrote {len(labels)} transcripts to {args.out}")


if __name__ == "__main__":
    main()
