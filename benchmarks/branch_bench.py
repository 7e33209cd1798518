"""Precision and recall of "branch-only" (retain.memory.branch_scope.decide) on a labelled
set of memories written on branches (benchmarks/data/branch/memories.jsonl).

Each scenario line gives a branch and what it changed against its merge base (files,
identifiers on added lines); each memory line after it is one memory written on that
branch, labelled `branch` (true there only) or `everywhere`. The split (tune/heldout) is
per scenario and was fixed in the data before the rule was first run.

    PYTHONPATH=src python benchmarks/branch_bench.py [--split heldout|tune|all] [--show]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from retain.memory.branch_scope import Where, decide

DATA = Path(__file__).resolve().parent / "data" / "branch" / "memories.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("tune", "heldout", "all"), default="heldout")
    parser.add_argument("--show", action="store_true", help="print every mistake")
    args = parser.parse_args()
    where: Where | None = None
    split = ""
    tp = fp = fn = tn = 0
    for line in DATA.read_text("utf-8").splitlines():
        row = json.loads(line)
        if "split" in row:
            split = row["split"]
            where = Where(
                row["branch"],
                "main",
                None,
                None,
                frozenset(row["changed"]),
                frozenset(row["added"]),
            )
            continue
        if args.split != "all" and split != args.split:
            continue
        got = decide(row["text"], row["kind"], "project", where).branch is not None
        want = row["label"] == "branch"
        tp += got and want
        fp += got and not want
        fn += want and not got
        tn += not got and not want
        if args.show and got != want:
            print(f"{'FP' if got else 'FN'} [{row['scenario']}] {row['kind']}: {row['text']}")
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    print(
        json.dumps(
            {
                "split": args.split,
                "memories": tp + fp + fn + tn,
                "branch_only": tp + fn,
                "tp": tp,
                "fp": fp,
                "fn": fn,
                "tn": tn,
                "precision": round(precision, 3),
                "recall": round(recall, 3),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
