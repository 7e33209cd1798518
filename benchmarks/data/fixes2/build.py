"""Build the blind failure -> fix set `fixes2` (transcripts + labels.json).

Run from the repository root:  python benchmarks/data/fixes2/build.py [--out DIR]

Stdlib plus `benchmarks/cc_transcript.py` only. Seeded, so a rebuild is byte-identical.
The cases live in `cases_*.py` beside this file; each registers itself with `kit.case()`.
"""

from __future__ import annotations

import argparse
import json
import sys
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
for p in (str(ROOT), str(HERE)):
    if p not in sys.path:
        sys.path.insert(0, p)

import kit  # noqa: E402
from benchmarks.cc_transcript import Transcript  # noqa: E402


def build(out: Path) -> dict[str, Any]:
    import cases_a  # noqa: F401  (importing registers the cases)
    import cases_a2  # noqa: F401
    import cases_b  # noqa: F401
    import cases_b2  # noqa: F401
    import cases_c  # noqa: F401
    import cases_c2  # noqa: F401

    kit.reset()
    rng = kit.rng
    labels: dict[str, Any] = {}
    base = datetime(2026, 11, 9, 8, 0, tzinfo=timezone.utc)
    for i, c in enumerate(kit.CASES):
        sid = str(uuid.uuid5(uuid.NAMESPACE_URL, f"retain-fixes2/{c.name}"))
        start = base + timedelta(hours=7 * i, minutes=rng().randrange(60))
        branch = rng().choice(["main", "main", "dev", f"fix-{rng().randrange(100, 999)}"])
        t = Transcript(session_id=sid, cwd=c.cwd, branch=branch, start=start)
        expected, traps = c.fn(t)
        for n, e in enumerate(expected, 1):
            e["id"] = f"e{n}"
        rel = f"heldout/{c.name}.jsonl"
        if rel in labels:
            raise SystemExit(f"duplicate case {c.name}")
        t.write(out / rel)
        labels[rel] = {
            "expected": expected,
            "lang": c.lang,
            "project_dir": c.cwd,
            "shape": c.shape,
            "stack": c.stack,
            "traps": traps,
            "variation": c.variation,
        }
    (out / "tune").mkdir(parents=True, exist_ok=True)
    (out / "tune" / ".gitkeep").write_text("")
    text = json.dumps(labels, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    (out / "labels.json").write_text(text, encoding="utf-8")
    return labels


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, default=HERE)
    args = ap.parse_args()
    labels = build(args.out)
    empty = sum(1 for v in labels.values() if not v["expected"])
    print(f"{len(labels)} transcripts, {empty} with no expected memory -> {args.out}")


if __name__ == "__main__":
    main()
