"""LoCoMo retrieval quality: retain's BM25 alone, MiniLM alone, and retain's default ranking.

    python -m benchmarks.locomo [--set locomo|convo] [--context] [--split ...] [--json OUT]

One store per conversation; every turn is written through `Memory.add_many` (the bulk
import path: redaction, episodes, provenance, FTS and embeddings as in production, but
no write gate, which would merge chit-chat such as "Thanks!" into one memory), in order,
with `created_at` = its session's date plus a second per turn. By default a turn gets
no `context`, which is what production stores for a conversation turn (the product
path); `--context` stores the neighbouring turns as context (an ablation: no production
path fills it that way). Each question searches its own conversation.
Metrics follow ../shared/bench-data/SOURCES.md; session level = the turn ranking with
sessions deduplicated in rank order. Exits 0 with a message when the data is absent.
`--set convo` runs the same harness on the project's own conversational set
(benchmarks/data/convo, loaded by convo_data into the same records, with its own halves).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from retain import Memory
from retain.errors import InvalidInput
from retain.sleep.capture_shape import context_for
from retain.sleep.transcript import Turn
from retain.vectors.embed import Embedder

from . import convo_data
from . import locomo_data as data
from .metrics import METRICS, dedupe, mean_table, score_ranking
from .rankers import RANK_FUNCS, RANKERS

DEPTH = 50  # ranked turns kept per question (retain's largest k); enough for session@10
CONTEXT_TURNS = 3  # turns either side stored as context (2: 0.759, 3: 0.774 tuning)
DAY = 86_400.0


@dataclass
class Store:
    """One conversation loaded into its own retain store."""

    conv: data.Conversation
    memory: Memory
    dia_of: dict[int, str]  # memory id -> dia id
    now: float  # a day after the last session: when the questions are asked


def neighbour_context(turns: Sequence[data.Turn], i: int, width: int = CONTEXT_TURNS) -> str:
    """The turns around turn i in the same session (the `neighbours` ablation: no
    production path stores a statement with the turns after it)."""
    lo, hi = max(0, i - width), min(len(turns), i + width + 1)
    return "\n".join(
        turns[j].text for j in range(lo, hi) if j != i and turns[j].session == turns[i].session
    )


def _said(turn: data.Turn) -> str:
    """A turn's words without the "{speaker}: " prefix (a transcript carries no names)."""
    prefix = f"{turn.speaker}: "
    return turn.text[len(prefix) :] if turn.text.startswith(prefix) else turn.text


def capture_context(turns: Sequence[data.Turn], i: int) -> str:
    """What transcript capture stores as a kept statement's context, computed by capture's
    own function: the session so far as a transcript in which turn i's speaker is the
    user and the other speaker the agent, so the context is the other's words just before
    (or the speaker's own previous request), one line, trimmed as capture trims it."""
    session = [j for j in range(i + 1) if turns[j].session == turns[i].session]
    speaker = turns[i].speaker
    transcript = [
        Turn(
            role="user" if turns[j].speaker == speaker else "assistant",
            text=_said(turns[j]),
            index=k,
        )
        for k, j in enumerate(session)
    ]
    return context_for(transcript, len(transcript) - 1)


DEFAULT_CONTEXT = "none"
# how a turn's `context` is filled: none (what a bulk import stores), capture (what
# transcript capture stores with a statement it keeps), neighbours (an ablation)
CONTEXTS: dict[str, Callable[[Sequence[data.Turn], int], str] | None] = {
    "none": None,
    "capture": capture_context,
    "neighbours": neighbour_context,
}


def build_store(
    conv: data.Conversation,
    workdir: Path,
    embedder: Embedder | None,
    *,
    context: str = "none",
    store: str = "bulk",
) -> Store:
    project = f"path:/locomo/{conv.sample_id}"
    mem = Memory(workdir / f"{conv.sample_id}.db", embedder=embedder, project=project)
    turns = conv.turns
    fill = CONTEXTS[context]
    contexts = [fill(turns, i) or None for i in range(len(turns))] if fill else None
    dia_of: dict[int, str] = {}
    if store == "write":  # one Memory.write per turn, no verdict: the gate decides
        for i, t in enumerate(turns):
            ctx = contexts[i] if contexts else None
            try:
                res = mem.write(t.text, kind="fact", scope="project", now=t.created_at, context=ctx)
            except InvalidInput:  # "Gina: ;)" is refused as memory_write refuses it
                continue
            # a turn the gate kept as redundant shows the memory it merged into: that
            # memory keeps the turn that created it (a conservative count)
            dia_of.setdefault(res.memory_id, t.dia_id)
    else:
        ids = mem.add_many(
            [t.text for t in turns],
            kind="fact",
            scope="project",
            created_at=[t.created_at for t in turns],
            contexts=contexts,
        )
        dia_of = {mid: t.dia_id for mid, t in zip(ids, conv.turns) if mid is not None}
    return Store(conv, mem, dia_of, max(t.created_at for t in conv.turns) + DAY)


@dataclass(frozen=True)
class Scored:
    """Per-question metric rows for one ranker."""

    sample_id: str
    category: int
    turn: dict[str, float]
    session: dict[str, float]


def evaluate(
    stores: Sequence[Store], rankers: Sequence[str] = RANKERS, depth: int = DEPTH
) -> dict[str, list[Scored]]:
    out: dict[str, list[Scored]] = {r: [] for r in rankers}
    for st in stores:
        for q in st.conv.questions:
            for r in rankers:
                found = RANK_FUNCS[r](st.memory, q.text, st.memory.project_id, depth, st.now)
                ranked = [st.dia_of[m] for m in found]
                sessions = dedupe(ranked, data.session_of)
                out[r].append(
                    Scored(
                        st.conv.sample_id,
                        q.category,
                        score_ranking(ranked, q.evidence),
                        score_ranking(sessions, q.sessions),
                    )
                )
    return out


def summarise(rows: list[Scored], level: str, conversations: set[str] | None = None) -> dict:
    """Mean metrics per category, for categories 1-4 together, and for all five."""
    keep = [r for r in rows if conversations is None or r.sample_id in conversations]
    groups: dict[str, list[Scored]] = {
        data.CATEGORIES[c]: [r for r in keep if r.category == c] for c in data.CATEGORIES
    }
    groups["cat 1-4"] = [r for r in keep if r.category != 5]
    groups["all 5"] = keep
    table = {}
    for name, members in groups.items():
        metrics = mean_table([getattr(r, level) for r in members])
        table[name] = {"n": len(members), **metrics}
    return table


# name -> (loader, default file, conversations settings are chosen on)
DATASETS: dict[str, tuple[Callable[[Path], list[data.Conversation]], Path, tuple[str, ...]]] = {
    "locomo": (data.load, data.DEFAULT_DATA, data.TUNING),
    "convo": (convo_data.load, convo_data.DEFAULT_DATA, convo_data.TUNING),
}


def split_members(
    split: str, stores: Sequence[Store], tuning: Sequence[str] = data.TUNING
) -> set[str]:
    ids = {s.conv.sample_id for s in stores}
    if split == "tuning":
        return ids & set(tuning)
    if split == "heldout":
        return ids - set(tuning)
    return ids


def render(
    results: dict[str, list[Scored]],
    stores: Sequence[Store],
    splits: Sequence[str],
    tuning: Sequence[str] = data.TUNING,
) -> str:
    lines: list[str] = []
    rankers = list(results)
    for split in splits:
        members = split_members(split, stores, tuning)
        lines.append(f"\n## {split} ({', '.join(sorted(members))})\n")
        lines.append("any@5 per category, turn / session level\n")
        header = "| category | n | " + " | ".join(rankers) + " |"
        lines += [header, "|" + "---|" * (len(rankers) + 2)]
        tables = {
            r: (summarise(results[r], "turn", members), summarise(results[r], "session", members))
            for r in rankers
        }
        for cat in [*data.CATEGORIES.values(), "cat 1-4", "all 5"]:
            n = tables[rankers[0]][0][cat]["n"]
            cells = [
                f"{tables[r][0][cat]['any@5']:.3f} / {tables[r][1][cat]['any@5']:.3f}"
                for r in rankers
            ]
            lines.append(f"| {cat} | {n} | " + " | ".join(cells) + " |")
        for level in ("turn", "session"):
            lines.append(f"\n{level} level, categories 1-4, every metric\n")
            lines += ["| ranker | " + " | ".join(METRICS) + " |", "|" + "---|" * (len(METRICS) + 1)]
            for r in rankers:
                row = tables[r][0 if level == "turn" else 1]["cat 1-4"]
                lines.append(f"| {r} | " + " | ".join(f"{row[m]:.3f}" for m in METRICS) + " |")
    return "\n".join(lines)


def as_json(
    results: dict[str, list[Scored]], stores: Sequence[Store], tuning: Sequence[str] = data.TUNING
) -> dict:
    return {
        split: {
            r: {
                lvl: summarise(rows, lvl, split_members(split, stores, tuning))
                for lvl in ("turn", "session")
            }
            for r, rows in results.items()
        }
        for split in ("tuning", "heldout", "all")
    }


def run(
    data_path: Path,
    embedder: Embedder | None,
    *,
    rankers: Sequence[str] = RANKERS,
    conversations: Sequence[str] | None = None,
    workdir: Path | None = None,
    context: str = "none",
    depth: int = DEPTH,
    loader: Callable[[Path], list[data.Conversation]] = data.load,
    store: str = "bulk",
) -> tuple[dict[str, list[Scored]], list[Store]]:
    convs = loader(data_path)
    if conversations:
        convs = [c for c in convs if c.sample_id in conversations]
    with tempfile.TemporaryDirectory(prefix="retain-locomo-") as tmp:
        base = workdir or Path(tmp)
        stores = [build_store(c, base, embedder, context=context, store=store) for c in convs]
        wanted = [r for r in rankers if r != "vector" or embedder is not None]
        results = evaluate(stores, wanted, depth)
    return results, stores


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m benchmarks.locomo", description=__doc__.split("\n")[0]
    )
    ap.add_argument(
        "--set",
        dest="dataset",
        choices=tuple(DATASETS),
        default="locomo",
        help="LoCoMo, or the project's own conversational set",
    )
    ap.add_argument("--data", type=Path, help="path to the data file (default: the set's own)")
    ap.add_argument("--split", choices=("all", "tuning", "heldout", "every"), default="every")
    ap.add_argument("--embedder", choices=("minilm", "fake", "none"), default="minilm")
    ap.add_argument("--json", type=Path, help="also write the summary tables as JSON here")
    ap.add_argument(
        "--context",
        nargs="?",
        choices=tuple(CONTEXTS),
        const="neighbours",
        default=DEFAULT_CONTEXT,
        help="what each turn's context holds: none, capture (what transcript capture "
        "stores), neighbours (an ablation; a bare --context means this)",
    )
    ap.add_argument(
        "--store",
        choices=("bulk", "write"),
        default="bulk",
        help="bulk: Memory.add_many, every turn a memory (default); write: one "
        "Memory.write per turn with no verdict, as memory_write stores it (the gate decides)",
    )
    # --no-context is still accepted for old commands.
    ap.add_argument("--no-context", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    loader, default_path, tuning = DATASETS[args.dataset]
    path = args.data or default_path
    if not path.exists():
        print(f"{args.dataset} data not found at {path}; skipping (pass --data PATH).")
        return 0
    from .embed_cache import chosen

    embedder = chosen(args.embedder)
    t0 = time.perf_counter()
    context = "none" if args.no_context else args.context
    # One half alone builds only its own conversations (the write path takes minutes each).
    wanted = None
    if args.split in ("tuning", "heldout"):
        ids = {c.sample_id for c in loader(path)}
        wanted = sorted(ids & set(tuning) if args.split == "tuning" else ids - set(tuning))
    results, stores = run(
        path, embedder, context=context, loader=loader, store=args.store, conversations=wanted
    )
    splits = ("tuning", "heldout", "all") if args.split == "every" else (args.split,)
    title = "LoCoMo" if args.dataset == "locomo" else "Own conversational set"
    path_name = {
        "none": "no context",
        "capture": "context as transcript capture stores it",
        "neighbours": "neighbouring turns as context (ablation)",
    }[context]
    print(
        f"# {title} retrieval ({sum(len(s.conv.questions) for s in stores)} questions, "
        f"{sum(len(s.conv.turns) for s in stores)} turns, embedder {args.embedder}, "
        f"{path_name})"
    )
    print(render(results, stores, splits, tuning))
    print(f"\n({time.perf_counter() - t0:.1f} s)")
    if args.json:
        args.json.write_text(json.dumps(as_json(results, stores, tuning), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
