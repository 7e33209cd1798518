"""What `memory_search` returns for an agent's real questions, and for questions nothing
stored answers.

    python -m benchmarks.search_bench [--split tune|heldout|all] [--embedder minilm|fake|none]
    python -m benchmarks.search_bench --data benchmarks/data/sessions7 --split heldout
    python -m benchmarks.search_bench --all-sets --split heldout     # every session set
    python -m benchmarks.search_bench --data benchmarks/data/sessions3 --misses  # wrong firsts

The default set is benchmarks/data/sessions (six projects, 203 memories, 108 first
prompts, 42 of them prompts that nothing stored helps with; written blind, tune and
held-out halves); `--data` takes any of the seven session sets.
Each project's memories and the user's go into one store through `Memory.write` (the
write gate decides, as for an agent's `memory_write`), and every prompt is asked with
`Memory.search(k=5)` from its project, as the MCP tool asks it. Figures:

  first      share of answerable prompts whose first hit is a needed memory (the line
             the agent reads first)
  found      share of answerable prompts with a needed memory in the top 5
  precision  share of returned hits that are needed or relevant (answerable prompts)
  none: hits mean hits returned for a prompt nothing answers (all of them wrong)
  none: empty share of those prompts that got no hit at all
  weak       hits marked as weak matches (found by meaning alone, below the usual bar),
             and how many of them were needed or relevant

The "none" figures are what a lower threshold costs: every hit there is noise the agent
has to read past. `--try NAME=V` sets a constant of `retain.rank.search` for the run.
`--misses` lists, under each set's line, every answerable prompt whose first hit is not a
needed memory: what came first (and whether it counts as relevant) and where the needed
memory ranked in the top 5, if at all (choose on the tune split; keep held-out halves unread).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from retain import Memory
from retain.rank import search as retrieve
from retain.vectors.embed import Embedder

from . import session_data

K = 5
BASE_TIME = 1_767_225_600.0  # 2026-01-01: when the memories were recorded
NOW = BASE_TIME + 30 * 86_400.0  # a month later: when the prompts are asked


@dataclass(frozen=True)
class Asked:
    session: session_data.Session
    returned: tuple[str, ...]  # memory keys, best first
    weak: tuple[str, ...]  # the returned keys marked as weak matches


def build(
    data: session_data.SessionSet, path: Path, embedder: Embedder | None
) -> tuple[Memory, dict[int, str]]:
    """One store holding every project's memories (each in its own project) and the
    user's, each written through `Memory.write` as an agent's `memory_write` writes it."""
    mem = Memory(path, embedder=embedder, project=_project(data.projects[0].name))
    key_of: dict[int, str] = {}
    todo = [(_project(p.name), m) for p in data.projects for m in p.memories]
    todo += [(_project(data.projects[0].name), m) for m in data.user_memories]
    for i, (project, m) in enumerate(todo):
        r = mem.write(
            m.text,
            kind=m.kind,
            scope=m.scope,
            pinned=m.pinned,
            project=project,
            now=BASE_TIME + i * 60.0,
        )
        key_of[r.memory_id] = m.key
    return mem, key_of


def _project(name: str) -> str:
    return f"path:/sessions/{name}"


def ask(
    mem: Memory, key_of: dict[int, str], sessions: tuple[session_data.Session, ...]
) -> list[Asked]:
    out = []
    for s in sessions:
        hits = mem.search(s.prompt, k=K, project=_project(s.project), record_use=False, now=NOW)
        out.append(
            Asked(
                s,
                tuple(key_of[h.memory.id] for h in hits),
                tuple(key_of[h.memory.id] for h in hits if h.weak),
            )
        )
    return out


def summary(rows: list[Asked]) -> dict[str, float]:
    answerable = [r for r in rows if not r.session.irrelevant]
    none = [r for r in rows if r.session.irrelevant]
    returned = sum(len(r.returned) for r in answerable)
    right = sum(len(set(r.returned) & r.session.acceptable) for r in answerable)
    weak = [k for r in rows for k in r.weak]
    weak_right = sum(len(set(r.weak) & r.session.acceptable) for r in answerable)
    return {
        "answerable": len(answerable),
        "first": _share(
            sum(bool(r.returned) and r.returned[0] in r.session.needed for r in answerable),
            len(answerable),
        ),
        "found": _share(
            sum(bool(set(r.returned) & set(r.session.needed)) for r in answerable), len(answerable)
        ),
        "precision": _share(right, returned),
        "none": len(none),
        "none_hits": _share(sum(len(r.returned) for r in none), len(none)),
        "none_empty": _share(sum(not r.returned for r in none), len(none)),
        "weak": len(weak),
        "weak_right": weak_right,
    }


def misses(rows: list[Asked]) -> list[str]:
    """One line per answerable prompt whose first hit is not a needed memory: its id and
    category, the first hit's key (marked `relevant` when it counts as such), and the best
    rank of a needed memory among the returned hits ("-" when none was returned)."""
    out = []
    for r in rows:
        s = r.session
        if s.irrelevant or (r.returned and r.returned[0] in s.needed):
            continue
        first = r.returned[0] if r.returned else "nothing"
        if first in s.relevant:
            first += " (relevant)"
        ranks = [i + 1 for i, key in enumerate(r.returned) if key in s.needed]
        at = str(ranks[0]) if ranks else "-"
        out.append(f"  {s.id} [{s.category}] first {first}; needed {','.join(s.needed)} at {at}")
    return out


def _share(a: int, b: int) -> float:
    return a / b if b else 0.0


def render(name: str, s: dict[str, float]) -> str:
    return (
        f"{name}: first {s['first']:.3f}, found {s['found']:.3f} of {s['answerable']:.0f}, "
        f"precision {s['precision']:.3f}; "
        f"none ({s['none']:.0f}): {s['none_hits']:.2f} hits each, {s['none_empty']:.3f} empty; "
        f"weak hits {s['weak']:.0f} ({s['weak_right']:.0f} right)"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m benchmarks.search_bench", description=__doc__.split("\n")[0]
    )
    ap.add_argument("--split", choices=("tune", "heldout", "all"), default="tune")
    ap.add_argument("--embedder", choices=("minilm", "fake", "none"), default="minilm")
    ap.add_argument("--try", dest="tries", action="append", default=[], metavar="NAME=V")
    ap.add_argument("--data", type=Path, help="a session set's folder (default: sessions)")
    ap.add_argument("--all-sets", action="store_true", help="every session set, one line each")
    ap.add_argument("--misses", action="store_true", help="list the prompts answered wrong first")
    args = ap.parse_args(argv)
    from .embed_cache import chosen

    embedder = chosen(args.embedder)
    shipped = {}
    for raw in args.tries:
        name, _, value = raw.partition("=")
        if not hasattr(retrieve, name):
            raise SystemExit(f"retain.rank.search has no constant {name}")
        shipped[name] = getattr(retrieve, name)
        setattr(retrieve, name, type(shipped[name])(float(value)))
    if args.all_sets:
        folders = sorted(session_data.DATA_DIR.parent.glob("sessions*"), key=_set_order)
    else:
        folders = [args.data or session_data.DATA_DIR]
    pooled: list[Asked] = []
    try:
        for folder in folders:
            data = session_data.load(folder)
            sessions = data.sessions if args.split == "all" else data.split(args.split)
            with tempfile.TemporaryDirectory(prefix="retain-search-bench-") as tmp:
                mem, key_of = build(data, Path(tmp) / "sessions.db", embedder)
                rows = ask(mem, key_of, sessions)
            pooled += rows
            print(render(f"{folder.name} {args.split} ({args.embedder})", summary(rows)))
            for line in misses(rows) if args.misses else []:
                print(line)
    finally:
        for name, value in shipped.items():
            setattr(retrieve, name, value)
    if len(folders) > 1:
        print(render(f"all sets {args.split} ({args.embedder})", summary(pooled)))
    return 0


def _set_order(folder: Path) -> int:
    digits = folder.name.removeprefix("sessions")
    return int(digits) if digits.isdigit() else 1


if __name__ == "__main__":
    sys.exit(main())
