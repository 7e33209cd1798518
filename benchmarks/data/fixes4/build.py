"""Build the fixes4 set: `python benchmarks/data/fixes4/build.py [OUT_DIR]`.

Writes `heldout/*.jsonl`, `labels.json`, `split.json` and `tune/.gitkeep` into OUT_DIR
(default: this folder). Deterministic: session ids, uuids and timestamps come from the case
names, random bodies (hashes, synthetic keys) from `random.Random("fixes4/<name>")`, so a
rebuild is byte-identical. Stdlib plus `benchmarks/cc_transcript.py` only.
"""

from __future__ import annotations

import json
import random
import sys
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))  # benchmarks/ for cc_transcript
sys.path.insert(0, str(HERE))

import cases_a  # noqa: E402,F401  (importing registers the cases)
import cases_b  # noqa: E402,F401
import cases_c  # noqa: E402,F401
import cases_d  # noqa: E402,F401
import cases_e  # noqa: E402,F401
import cases_f  # noqa: E402,F401
import cases_g  # noqa: E402,F401
from cc_transcript import Transcript  # noqa: E402
from kit import CASES  # noqa: E402

SECRET = "__SECRET__"
NOTE = "written blind in round 21: the whole set is held out, nothing is for tuning"


def build(out: Path) -> dict[str, dict]:
    names = [n for n, _, _ in CASES]
    if len(set(names)) != len(names):
        raise SystemExit("duplicate case names")
    labels: dict[str, dict] = {}
    base = datetime(2026, 11, 3, 8, 0, tzinfo=timezone.utc)
    for i, (name, meta, fn) in enumerate(sorted(CASES, key=lambda c: c[0])):
        t = Transcript(
            session_id=str(uuid.uuid5(uuid.NAMESPACE_URL, f"fixes4/{name}")),
            cwd=meta["project_dir"],
            branch="main" if i % 3 else "dev",
            start=base + timedelta(minutes=47 * i),
        )
        rng = random.Random(f"fixes4/{name}")
        secrets = fn(t, rng) or []
        traps: list[str] = []
        for trap in meta["traps"]:
            if trap == SECRET:
                if not secrets:
                    raise SystemExit(f"{name}: secret trap without a secret")
                traps.extend(secrets)
            else:
                traps.append(trap)
        rel = f"heldout/{name}.jsonl"
        t.write(out / rel)
        labels[rel] = {**meta, "traps": traps}
    (out / "tune").mkdir(parents=True, exist_ok=True)
    (out / "tune" / ".gitkeep").write_text("", encoding="utf-8")
    with open(out / "labels.json", "w", encoding="utf-8") as f:
        json.dump(labels, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    split = {"note": NOTE, "tune": [], "heldout": sorted(labels)}
    with open(out / "split.json", "w", encoding="utf-8") as f:
        json.dump(split, f, indent=1)
        f.write("\n")
    return labels


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    built = build(target)
    print(f"wrote {len(built)} transcripts to {target}")
