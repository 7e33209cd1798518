"""The coding-agent retrieval set: R@1 and R@5 for BM25 alone, vectors alone and retain.

    python -m benchmarks.coding_cases [--embedder minilm|fake|none]

Notes go in through `Memory.add` (bulk path); the superseding note goes through
`Memory.write` with a contradiction verdict, so the old belief is closed exactly as an
agent's write would close it. Questions are asked from project "alpha" unless a case
says otherwise. A case fails its scope/supersession check if a forbidden note shows up
in the top 5 at all.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from retain import Memory
from retain.vectors.embed import Embedder

from .coding_data import CASES, DISTRACTORS, NOTES, SMALL_CASES, SMALL_NOTES
from .rankers import RANK_FUNCS, RANKERS

BASE_TIME = datetime(2024, 9, 2, 10, 0).timestamp()  # when undated notes were recorded
NOW = datetime(2024, 10, 1, 9, 0).timestamp()  # when the questions are asked
PROJECTS = {"alpha": "path:/coding/alpha", "beta": "path:/coding/beta"}


@dataclass(frozen=True)
class Outcome:
    kind: str
    question: str
    ranker: str
    rank: int | None  # 1-based rank of the answer in the top 10, None if absent
    leaked: bool  # a forbidden note appeared in the top 5


def build(path: Path, embedder: Embedder | None) -> tuple[Memory, dict[str, int]]:
    """The main store: answers, look-alike distractors, one superseded belief."""
    mem = Memory(path, embedder=embedder, project=PROJECTS["alpha"])
    ids: dict[str, int] = {}
    for note in NOTES:
        if note.replaces:
            continue
        ids[note.key] = mem.add(
            note.text,
            kind=note.kind,
            scope="user" if note.project is None else "project",
            project=PROJECTS.get(note.project or "alpha"),
            trust="agent",
            created_at=_when(note.date),
            context=note.context,
        )
    half = len(DISTRACTORS) // 2
    for project, texts in (("alpha", DISTRACTORS[:half]), ("beta", DISTRACTORS[half:])):
        mem.add_many(
            list(texts),
            scope="project",
            project=PROJECTS[project],
            created_at=[BASE_TIME] * len(texts),
        )
    for note in NOTES:
        if note.replaces:
            result = mem.write(
                note.text,
                kind=note.kind,
                verdict="contradiction",
                target=ids[note.replaces],
                project=PROJECTS[note.project or "alpha"],
                now=_when(note.date) + 3600,
            )
            ids[note.key] = result.memory_id
    return mem, ids


def _when(iso: str | None) -> float:
    return datetime.fromisoformat(iso).replace(hour=11).timestamp() if iso else BASE_TIME


def run_cases(mem: Memory, ids: dict[str, int], rankers: tuple[str, ...]) -> list[Outcome]:
    out = []
    for case in CASES:
        project = PROJECTS[case.project]
        for r in rankers:
            ranked = RANK_FUNCS[r](mem, case.question, project, 10, NOW)
            rank = ranked.index(ids[case.answer]) + 1 if ids[case.answer] in ranked else None
            leaked = any(ids[f] in ranked[:5] for f in case.forbidden)
            out.append(Outcome(case.kind, case.question, r, rank, leaked))
    return out


def run_small(path: Path, embedder: Embedder | None, rankers: tuple[str, ...]) -> list[Outcome]:
    mem = Memory(path, embedder=embedder, project=PROJECTS["alpha"])
    ids = mem.add_many(
        list(SMALL_NOTES), scope="project", created_at=[BASE_TIME] * len(SMALL_NOTES)
    )
    out = []
    for question, answer in SMALL_CASES:
        for r in rankers:
            ranked = RANK_FUNCS[r](mem, question, PROJECTS["alpha"], 10, NOW)
            rank = ranked.index(ids[answer]) + 1 if ids[answer] in ranked else None
            out.append(Outcome("small", question, r, rank, False))
    return out


def run(embedder: Embedder | None, workdir: Path | None = None) -> list[Outcome]:
    rankers = tuple(r for r in RANKERS if r != "vector" or embedder is not None)
    with tempfile.TemporaryDirectory(prefix="retain-coding-") as tmp:
        base = workdir or Path(tmp)
        mem, ids = build(base / "coding.db", embedder)
        return run_cases(mem, ids, rankers) + run_small(base / "small.db", embedder, rankers)


def table(outcomes: list[Outcome]) -> dict[str, dict[str, tuple[float, float, int]]]:
    """kind -> ranker -> (R@1, R@5, leaks); kind "all" pools every case."""
    groups: dict[tuple[str, str], list[Outcome]] = defaultdict(list)
    for o in outcomes:
        groups[(o.kind, o.ranker)].append(o)
        groups[("all", o.ranker)].append(o)
    out: dict[str, dict[str, tuple[float, float, int]]] = defaultdict(dict)
    for (kind, ranker), rows in groups.items():
        r1 = sum(o.rank == 1 for o in rows) / len(rows)
        r5 = sum(o.rank is not None and o.rank <= 5 for o in rows) / len(rows)
        out[kind][ranker] = (r1, r5, sum(o.leaked for o in rows))
    return dict(out)


def render(outcomes: list[Outcome]) -> str:
    t = table(outcomes)
    rankers = list(next(iter(t.values())))
    lines = [
        "| case kind | n | " + " | ".join(f"{r} R@1 / R@5" for r in rankers) + " |",
        "|" + "---|" * (len(rankers) + 2),
    ]
    kinds = list(dict.fromkeys(o.kind for o in outcomes)) + ["all"]
    for kind in kinds:
        n = sum(1 for o in outcomes if (kind == "all" or o.kind == kind) and o.ranker == rankers[0])
        cells = []
        for r in rankers:
            r1, r5, leaks = t[kind][r]
            cells.append(f"{r1:.2f} / {r5:.2f}" + (f" ({leaks} leaked)" if leaks else ""))
        lines.append(f"| {kind} | {n} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def misses(outcomes: list[Outcome], ranker: str = "default") -> list[str]:
    return [
        f"  {o.kind}: {o.question!r} -> rank {o.rank}" + (" LEAK" if o.leaked else "")
        for o in outcomes
        if o.ranker == ranker and (o.rank != 1 or o.leaked)
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.coding_cases")
    ap.add_argument("--embedder", choices=("minilm", "fake", "none"), default="minilm")
    ap.add_argument("--misses", action="store_true", help="list the default ranking's misses")
    args = ap.parse_args(argv)
    from .embed_cache import chosen

    embedder = chosen(args.embedder)
    outcomes = run(embedder)
    print(f"# Coding-agent cases (embedder {args.embedder})\n")
    print(render(outcomes))
    if args.misses:
        print("\nDefault ranking, not first:")
        print("\n".join(misses(outcomes)) or "  none")
    return 0


if __name__ == "__main__":
    sys.exit(main())
