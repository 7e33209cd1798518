"""Failure -> fix learning, measured through the real sleep pass (issue 29, part 3).

    python -m benchmarks.fix_capture_bench                   # tune/ half (the default)
    python -m benchmarks.fix_capture_bench --split heldout   # the held-out half
    python -m benchmarks.fix_capture_bench --split all --show

Each labelled session in benchmarks/data/fixes/ (built by benchmarks.fix_capture_build)
gets a fresh store and an empty project directory, and the sleep pass runs on it the way
the SessionEnd hook starts it: `python -m retain.sleep --transcript P --session-id S
--project-dir D` (with `--db` pointing at the temporary store). What was stored is read
back with `python -m retain export`, the public export.

A stored memory is right when it matches an expected memory not matched yet: each of the
label's `must_contain_any` groups has one alternative in its text (case-insensitive) and,
for a fix, the decisive error text (`error`) is in it verbatim. Precision = right / stored;
recall = expected memories matched / expected. A second memory for the same expectation is
wrong (one failure, one memory). Trap terms (the flaky test's error, an unrelated install,
the agent's guess) must be in no memory.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import defaultdict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "fixes"
ROOT = Path(__file__).resolve().parents[1]
NOW = 1_798_000_000.0  # a fixed clock: the same input gives the same store
PASS_TIMEOUT = 120.0
WORKERS = 2  # passes run side by side; the machine is shared


def _sid(rel: str) -> str:
    return f"fixbench-{Path(rel).stem}"


@dataclass
class Scored:
    name: str
    shape: str
    stored: list[dict[str, Any]]
    right: int = 0
    matched: set[str] = field(default_factory=set)
    expected: int = 0
    traps: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)


def matches(text: str, expected: dict[str, Any]) -> bool:
    low = text.casefold()
    if expected.get("error") and expected["error"] not in text:
        return False
    return all(
        any(alt.casefold() in low for alt in group) for group in expected["must_contain_any"]
    )


def run_pass(transcript: Path, session_id: str) -> list[dict[str, Any]]:
    """The sleep pass over one transcript in a fresh store; the live memories it left."""
    with tempfile.TemporaryDirectory(prefix="fixbench-") as tmp:
        home, project = Path(tmp) / "home", Path(tmp) / "project"
        home.mkdir()
        project.mkdir()
        env = {
            **os.environ,
            "HOME": str(home),
            "RETAIN_HOME": str(home / ".retain"),
            "RETAIN_EMBEDDER": "none",
            "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), os.environ.get("PYTHONPATH", "")]),
        }
        db = str(home / "retain.db")
        subprocess.run(
            [sys.executable, "-m", "retain.sleep", "--transcript", str(transcript),
             "--session-id", session_id, "--project-dir", str(project), "--db", db,
             "--now", str(NOW)],
            env=env, check=True, timeout=PASS_TIMEOUT, cwd=project,
        )  # fmt: skip
        out = subprocess.run(
            [sys.executable, "-m", "retain", "--db", db, "export"],
            env=env, check=True, timeout=PASS_TIMEOUT, capture_output=True, text=True, cwd=project,
        )  # fmt: skip
    rows = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    return [r for r in rows if r.get("status", "live") == "live"]


def score(rel: str, label: dict[str, Any], stored: list[dict[str, Any]]) -> Scored:
    s = Scored(rel, label["shape"], stored, expected=len(label["expected"]))
    for m in stored:
        text = m["text"]
        hit = next(
            (e for e in label["expected"] if e["id"] not in s.matched and matches(text, e)), None
        )
        if hit is None:
            s.wrong.append(text)
        else:
            s.matched.add(hit["id"])
            s.right += 1
        s.traps += [t for t in label["traps"] if t.casefold() in text.casefold()]
    return s


def _half_of(data: Path, half: str) -> Callable[[str], bool]:
    """Which transcripts are in `half`: the set's split.json when it has one (a set written
    whole into one folder and split afterwards), else the folder the transcript is in."""
    split = data / "split.json"
    if split.is_file():
        members = set(json.loads(split.read_text(encoding="utf-8"))[half])
        return lambda rel: rel in members
    return lambda rel: rel.startswith(half)


def by_name(chosen: list[tuple[str, Any]], names: str | None) -> list[tuple[str, Any]]:
    """The first or second half of the transcripts by file name (the first gets the odd
    one): a set held out whole, split for a round's development and its check."""
    if names is None:
        return chosen
    ordered = sorted(chosen, key=lambda item: Path(item[0]).name)
    cut = (len(ordered) + 1) // 2
    return ordered[:cut] if names == "first" else ordered[cut:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("tune", "heldout", "all"), default="tune")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--show", action="store_true", help="print every stored memory")
    parser.add_argument(
        "--names",
        choices=("first", "second"),
        help="only the first or second half of the half's transcripts, by file name",
    )
    args = parser.parse_args(argv)
    args.data = args.data.resolve()  # each pass runs in its own temporary directory
    labels: dict[str, Any] = json.loads((args.data / "labels.json").read_text(encoding="utf-8"))
    halves = ("tune", "heldout") if args.split == "all" else (args.split,)
    for half in halves:
        in_half = _half_of(args.data, half)
        chosen = [(rel, label) for rel, label in sorted(labels.items()) if in_half(rel)]
        chosen = by_name(chosen, args.names)
        with ThreadPoolExecutor(WORKERS) as pool:  # each pass is its own process and store
            stored = pool.map(lambda item: run_pass(args.data / item[0], _sid(item[0])), chosen)
            results = [score(rel, label, s) for (rel, label), s in zip(chosen, stored)]
        report(half, results, args.show)
    return 0


def report(half: str, results: list[Scored], show: bool) -> None:
    stored = sum(len(r.stored) for r in results)
    right = sum(r.right for r in results)
    expected = sum(r.expected for r in results)
    found = sum(len(r.matched) for r in results)
    traps = sum(len(r.traps) for r in results)
    precision = right / stored if stored else 1.0
    recall = found / expected if expected else 1.0
    print(f"\n## {half}: {len(results)} sessions")
    print(
        f"precision {precision:.2f} ({right}/{stored})   recall {recall:.2f} ({found}/{expected})"
        f"   traps in memories {traps}"
    )
    by_shape: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    for r in results:
        row = by_shape[r.shape]
        row[0] += r.right
        row[1] += len(r.stored)
        row[2] += len(r.matched)
        row[3] += r.expected
    print("\n| shape | right / stored | found / expected |\n| --- | --- | --- |")
    for shape, (ok, n, hit, want) in sorted(by_shape.items()):
        print(f"| {shape} | {ok}/{n} | {hit}/{want} |")
    for r in results:
        misses = r.expected - len(r.matched)
        if show or r.wrong or misses or r.traps:
            print(f"\n{r.name} ({r.shape}): right {r.right}/{len(r.stored)}, missed {misses}")
            for m in r.stored:
                mark = "  x " if m["text"] in r.wrong else "  + "
                print(f"{mark}[{m.get('kind')}] {m['text']}")
            for t in r.traps:
                print(f"  trap: {t}")


if __name__ == "__main__":
    sys.exit(main())
