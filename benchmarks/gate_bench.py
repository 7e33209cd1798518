"""The write gate on the product path: what it closes by itself, and whether rightly.

    python -m benchmarks.gate_bench                 # words only and ONNX MiniLM, both halves
    python -m benchmarks.gate_bench --embedder none # words only
    python -m benchmarks.gate_bench --split tune    # one half
    python -m benchmarks.gate_bench --show-errors   # list every wrong closure and miss
    python -m benchmarks.gate_bench --blind         # pairs3 only, held out whole
    python -m benchmarks.gate_bench --blind pairs4  # another set held out whole

Every statement goes through `Memory.write` with no verdict, the way an agent usually
writes (the `memory_write` tool and `retain write` call exactly this), on a fresh store on
disk. Two labelled sets (benchmarks/data/gate, written blind before any setting was chosen):

- pairs: the existing beliefs are stored with `Memory.add` (they are live beliefs, not
  under test), then the new statement is written. A self-declared contradiction is right
  when the pair is a supersession and the closed belief is the labelled target.
- pairs2: a second pairs set in the same format, written blind later (round 3), so the
  rules tuned on the first set's tune half meet phrasings nobody tuned against.
- stream: 420 coding-agent writes over five projects replayed in order into one store
  (each write in its project). A closure is right when the write that closed a memory is
  labelled as replacing it (a restatement counts as the write it restates).

Reported: precision and recall of the contradictions the gate declares by itself, how
often it closes the right one of several beliefs, believed-then-wrongly-closed per 200
writes, and the "may update" hints it raised instead (and how many name the real target).
Settings were chosen on split "tune"; "heldout" is reported beside it.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchmarks.gate_data import DATA_DIR, PAIRS2_FILE, Pair, Write, load_pairs, load_stream
from retain import Memory

NOW = 1_767_225_600.0  # a fixed clock: runs are comparable
RESULTS = Path(__file__).resolve().parent / "results" / "gate.json"


@dataclass
class Tally:
    declared: int = 0  # contradictions the gate declared by itself
    right: int = 0  # ... that closed the labelled belief
    supersessions: int = 0  # labelled supersessions (pairs) or replacements (stream)
    on_supersession: int = 0  # declared on a supersession, any target
    wrongly_closed: int = 0  # a belief closed that nothing labelled replaced (or another)
    writes: int = 0
    hints: int = 0  # "may update" links raised
    hints_right: int = 0  # ... naming the labelled target
    missed_but_hinted: int = 0  # supersessions not closed, with the right hint
    errors: list[str] = field(default_factory=list)

    def row(self) -> dict[str, Any]:
        def ratio(a: int, b: int) -> float | None:
            return round(a / b, 3) if b else None

        return {
            "writes": self.writes,
            "supersessions": self.supersessions,
            "declared": self.declared,
            "right": self.right,
            "precision": ratio(self.right, self.declared),
            "recall": ratio(self.right, self.supersessions),
            "target_accuracy": ratio(self.right, self.on_supersession),
            "wrongly_closed": self.wrongly_closed,
            "wrongly_closed_per_200": round(200 * self.wrongly_closed / self.writes, 2)
            if self.writes
            else None,
            "hints": self.hints,
            "hints_right": self.hints_right,
            "missed_but_hinted": self.missed_but_hinted,
        }


def run_pairs(pairs: list[Pair], embedder: Any, workdir: Path) -> Tally:
    t = Tally()
    workdir.mkdir(parents=True, exist_ok=True)
    for i, p in enumerate(pairs):
        mem = Memory(workdir / f"pair-{i}.db", embedder=embedder, project="path:/bench/pairs")
        ids = [
            mem.add(text, kind="fact", trust="agent", created_at=NOW + j)
            for j, text in enumerate(p.existing)
        ]
        r = mem.write(p.new, kind="fact", now=NOW + 100)
        target = ids[p.target] if p.target is not None else None
        t.writes += 1
        t.supersessions += p.is_supersession
        t.hints += len(r.may_update)
        if target is not None and target in r.may_update:
            t.hints_right += 1
        if r.verdict == "contradiction":
            t.declared += 1
            t.on_supersession += p.is_supersession
            if r.related_id == target:
                t.right += 1
            else:
                t.wrongly_closed += 1
                t.errors.append(
                    f"{p.id} [{p.label}/{p.phrasing}/{p.lang}] closed "
                    f"{p.existing[ids.index(r.related_id)]!r} for {p.new!r}"
                )
        elif p.is_supersession:
            if target in r.may_update:
                t.missed_but_hinted += 1
            t.errors.append(
                f"{p.id} [miss {p.phrasing}/{p.lang}] {r.verdict} "
                f"{p.new!r} vs {p.existing[p.target or 0]!r}"
            )
        mem.close()
    return t


def run_stream(writes: list[Write], embedder: Any, path: Path) -> Tally:
    t = Tally()
    mem = Memory(path, embedder=embedder, project="path:/bench/stream")
    seq_to_mem: dict[int, int] = {}
    canonical = {w.seq: w.duplicate_of or w.seq for w in writes}
    replaces = {w.seq: w.replaces for w in writes if w.replaces is not None}
    text_of = {w.seq: w.text for w in writes}
    closures: list[tuple[int, int]] = []  # (closing seq, closed memory id)
    for w in writes:
        try:
            r = mem.write(w.text, kind=w.kind, project=f"path:/bench/{w.project}", now=NOW + w.seq)
        except Exception as e:  # a refused write is a finding, not a crash
            t.errors.append(f"seq {w.seq} refused: {e}")
            continue
        t.writes += 1
        seq_to_mem[w.seq] = r.memory_id
        t.hints += len(r.may_update)
        truly = replaces.get(w.seq)
        if truly is not None and seq_to_mem.get(truly) in r.may_update:
            t.hints_right += 1
        if r.verdict == "contradiction" and r.related_id is not None:
            closures.append((w.seq, r.related_id))
    mem_to_seqs: dict[int, set[int]] = {}
    for s, m in seq_to_mem.items():
        mem_to_seqs.setdefault(m, set()).add(canonical[s])
    t.supersessions = len(replaces)
    for seq, closed in closures:
        t.declared += 1
        closed_seqs = mem_to_seqs.get(closed, set())
        truly = replaces.get(seq)
        if truly is not None:
            t.on_supersession += 1
        if truly is not None and canonical[truly] in closed_seqs:
            t.right += 1
        else:
            t.wrongly_closed += 1
            t.errors.append(
                f"seq {seq} {text_of[seq]!r} closed {[text_of[s] for s in sorted(closed_seqs)]!r}"
            )
    closed_by = {closed for _, closed in closures}
    for new, old in replaces.items():
        if seq_to_mem.get(old) not in closed_by or not any(
            s == new and c == seq_to_mem.get(old) for s, c in closures
        ):
            hinted = ""
            new_id, old_id = seq_to_mem.get(new), seq_to_mem.get(old)
            links = mem.store.links_of(new_id) if new_id is not None else []
            if any(a == new_id and b == old_id for a, b, *_ in links):
                t.missed_but_hinted += 1
                hinted = " (hinted)"
            t.errors.append(f"miss{hinted}: seq {new} {text_of[new]!r} replaces {text_of[old]!r}")
    mem.close()
    return t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--embedder", choices=["both", "none", "minilm"], default="both")
    ap.add_argument("--split", choices=["tune", "heldout", "both"], default="both")
    ap.add_argument("--show-errors", action="store_true")
    ap.add_argument("--no-save", action="store_true", help="do not write benchmarks/results")
    ap.add_argument(
        "--blind",
        nargs="?",
        const="pairs3",
        default=None,
        metavar="SET",
        help="run only one set held out whole (default pairs3; pairs4 ...: a file "
        "benchmarks/data/gate/SET.jsonl); measure it once before and once after",
    )
    args = ap.parse_args(argv)
    if args.blind is not None and not (DATA_DIR / f"{args.blind}.jsonl").is_file():
        ap.error(f"no blind set {args.blind!r}: {DATA_DIR / (args.blind + '.jsonl')} is missing")
    embedders: list[tuple[str, Any]] = []
    if args.embedder in ("both", "none"):
        embedders.append(("words", None))
    if args.embedder in ("both", "minilm"):
        from retain.vectors.embed import create

        embedders.append(("minilm-onnx", create("minilm")))
    splits = ["tune", "heldout"] if args.split == "both" else [args.split]
    if args.blind:
        splits = ["heldout"]
    results: dict[str, Any] = {}
    lines = [
        "| set | split | embedder | writes | real | declared | right | precision | recall "
        "| target acc. | wrongly closed /200 | hints (right) | missed but hinted |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, embedder in embedders:
        for split in splits:
            with tempfile.TemporaryDirectory(prefix="retain-gate-") as tmp:
                started = time.perf_counter()
                if args.blind:
                    blind_file = DATA_DIR / f"{args.blind}.jsonl"
                    blind = run_pairs(load_pairs("heldout", path=blind_file), embedder, Path(tmp))
                    _report(args.blind, split, name, blind, results, lines, args.show_errors)
                    print(f"{name} {split}: {time.perf_counter() - started:.1f} s", file=sys.stderr)
                    continue
                pt = run_pairs(load_pairs(split), embedder, Path(tmp))  # type: ignore[arg-type]
                p2 = run_pairs(
                    load_pairs(split, path=PAIRS2_FILE),  # type: ignore[arg-type]
                    embedder,
                    Path(tmp) / "second",
                )
                st = run_stream(load_stream(split), embedder, Path(tmp) / "stream.db")  # type: ignore[arg-type]
                elapsed = time.perf_counter() - started
            for set_name, t in (("pairs", pt), ("pairs2", p2), ("stream", st)):
                _report(set_name, split, name, t, results, lines, args.show_errors)
            print(f"{name} {split}: {elapsed:.1f} s", file=sys.stderr)
    print("\n".join(lines))
    if not args.no_save and args.embedder == "both" and args.split == "both" and not args.blind:
        RESULTS.write_text(json.dumps(results, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return 0


def _report(
    set_name: str,
    split: str,
    name: str,
    t: Any,
    results: dict[str, Any],
    lines: list[str],
    show_errors: bool,
) -> None:
    """One table row (and, asked, every wrong closure and miss) for one set's tally."""
    row = t.row()
    results[f"{set_name}/{split}/{name}"] = row
    lines.append(
        f"| {set_name} | {split} | {name} | {row['writes']} | {row['supersessions']} "
        f"| {row['declared']} | {row['right']} | {_f(row['precision'])} "
        f"| {_f(row['recall'])} | {_f(row['target_accuracy'])} "
        f"| {row['wrongly_closed_per_200']} | {row['hints']} ({row['hints_right']}) "
        f"| {row['missed_but_hinted']} |"
    )
    if show_errors:
        print(f"## {set_name} {split} {name}", file=sys.stderr)
        for e in t.errors:
            print("  " + e, file=sys.stderr)


def _f(x: float | None) -> str:
    return "-" if x is None else f"{x:.2f}"


if __name__ == "__main__":
    raise SystemExit(main())
