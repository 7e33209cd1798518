"""Build the fixes5 set: heldout/*.jsonl, labels.json, split.json (seeded, byte-identical).

Usage: python benchmarks/data/fixes5/build.py [OUT_DIR]   (default: this folder)
"""

from __future__ import annotations

import json
import random
import sys
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import cases_a  # noqa: E402,F401
import cases_b  # noqa: E402,F401
import cases_c  # noqa: E402,F401
import cases_d  # noqa: E402,F401
import cases_e  # noqa: E402,F401
from kit import CASES, Transcript  # noqa: E402

NOTE = "written blind in round 22: the whole set is held out, nothing is for tuning"


def build(out: Path) -> dict[str, dict]:
    labels: dict[str, dict] = {}
    names = [c["name"] for c in CASES]
    if len(names) != len(set(names)):
        raise SystemExit("duplicate case names")
    for c in sorted(CASES, key=lambda c: c["name"]):
        r = random.Random(f"fixes5/{c['name']}")
        start = datetime(2026, 11, 3, 8, 0, tzinfo=timezone.utc) + timedelta(
            days=r.randint(0, 24), minutes=r.randint(0, 600)
        )
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain/fixes5/{c['name']}"))
        label = json.loads(json.dumps(c["label"]))
        t = Transcript(sid, label["project_dir"], branch=c["branch"], start=start)
        extra = c["fn"](t, r)
        if extra:
            label["traps"].extend(extra)
        rel = f"heldout/{c['name']}.jsonl"
        t.write(out / rel)
        labels[rel] = label
    (out / "labels.json").write_text(
        json.dumps(labels, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    split = {"note": NOTE, "tune": [], "heldout": sorted(labels)}
    (out / "split.json").write_text(json.dumps(split, indent=1) + "\n", encoding="utf-8")
    (out / "tune").mkdir(parents=True, exist_ok=True)
    (out / "tune" / ".gitkeep").touch()
    return labels


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    built = build(target)
    print(f"wrote {len(built)} transcripts to {target}")
