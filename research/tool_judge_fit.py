"""Leave-one-set-out test of a learned line filter for the PreToolUse hook (issue 29).

    python -m research.tool_judge_fit DUMP_DIR [--model logit|tree]

DUMP_DIR holds one research/tool_judge_dump.py output per labelled set. For each set in
turn a model is fitted on the other six: a logistic regression (or a depth-limited
tree) over each candidate line's features, labelled by whether the line is wanted at
that call. One threshold is then chosen on the six training sets alone (in-sample
probabilities, replayed as the hook would use them): the one with the most lines wanted
plus silent among those whose pooled reach is not below the current hook's. The held-out
set is replayed with that model and threshold: at each PreToolUse call, the candidates
the session was not shown yet whose probability clears the threshold, best first, at
most two. Failure events keep the current hook's lines in both arms.
Reported per fold and pooled: reached / lines wanted / silent, for the current hook
and for the filter, on the same calls.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

SETS = ("toolcalls", "toolcalls2", "toolcalls3", "toolcalls4", "toolcalls5",
        "toolcalls6", "toolcalls7")  # fmt: skip
MAX_LINES = 2  # as retain.rank.tool.MAX_LINES
THRESHOLDS = [round(0.05 * i, 2) for i in range(1, 20)]
REACH_SLACK = 0.0  # the threshold may not buy lines or silence with reach on training


def load(folder: Path) -> dict[str, list[dict[str, Any]]]:
    out = {}
    for name in SETS:
        d = json.loads((folder / f"{name}.json").read_text())
        out[name] = [c for p in d["projects"] for c in p["calls"]]
    return out


def names_of(calls: dict[str, list[dict[str, Any]]]) -> list[str]:
    keys = sorted({k for rows in calls.values() for r in rows for c in r["cands"] for k in c["x"]})
    return keys + ["better_shown"]


def vector(x: dict[str, Any], names: list[str], better_shown: bool) -> list[float]:
    v = [float(x.get(n, 0.0)) for n in names[:-1]]
    return v + [float(better_shown)]


def training_rows(rows: list[dict[str, Any]], names: list[str]) -> tuple[list, list]:
    """Every candidate of every PreToolUse call, with the current hook's session history
    for the one feature that depends on it."""
    X, y = [], []
    sessions: dict[str, set[str]] = {}
    for r in rows:
        shown = sessions.setdefault(r["session"], set())
        for c in r["cands"]:
            if c["mem"] in shown:
                continue
            better = any(o["mem"] in shown and o["x"]["rank"] < c["x"]["rank"] for o in r["cands"])
            X.append(vector(c["x"], names, better))
            y.append(c["mem"] in r["wanted"])
        shown.update(r["shown"])
    return X, y


VETO = False  # --veto: the filter may only drop lines the current hook shows


def replay(rows: list[dict[str, Any]], names: list[str], prob: Any, thr: float | None) -> dict:
    """The metrics of the filter (thr given) or of the current hook (thr None)."""
    sessions: dict[str, set[str]] = {}
    tally = {"want": 0, "reached": 0, "none": 0, "silent": 0, "lines": 0, "good": 0}
    for r in rows:
        shown_before = sessions.setdefault(r["session"], set())
        if thr is None or r["event"] != "PreToolUse":
            shown = list(r["shown"])
        else:
            scored = []
            for c in r["cands"]:
                if c["mem"] in shown_before or (VETO and c["mem"] not in r["shown"]):
                    continue
                better = any(
                    o["mem"] in shown_before and o["x"]["rank"] < c["x"]["rank"] for o in r["cands"]
                )
                p = prob([vector(c["x"], names, better)])[0]
                if p >= thr:
                    scored.append((-p, c["mem"]))
            shown = [m for _, m in sorted(scored)[:MAX_LINES]]
        wanted = set(r["wanted"])
        if wanted:
            tally["want"] += 1
            tally["reached"] += bool(wanted & (shown_before | set(shown)))
        else:
            tally["none"] += 1
            tally["silent"] += not shown
        tally["lines"] += len(shown)
        tally["good"] += sum(m in wanted for m in shown)
        shown_before.update(shown)
    return tally


def candidate_auc(rows: list[dict[str, Any]], names: list[str], prob: Any) -> tuple:
    """How well the model's probability, and the current hook's verdict (shown or not),
    sort one set's candidates into wanted and not (ROC AUC over every candidate)."""
    from sklearn.metrics import roc_auc_score

    X, y = training_rows(rows, names)
    # the same candidates training_rows keeps (none the session was shown already)
    kept: list[bool] = []
    sessions: dict[str, set[str]] = {}
    for r in rows:
        before = sessions.setdefault(r["session"], set())
        kept += [c["mem"] in r["shown"] for c in r["cands"] if c["mem"] not in before]
        before.update(r["shown"])
    return (
        float(roc_auc_score(y, prob(X))),
        float(roc_auc_score(y, [float(k) for k in kept])),
    )


def figures(t: dict[str, int]) -> tuple[float, float, float]:
    return (
        t["reached"] / max(t["want"], 1),
        t["good"] / max(t["lines"], 1),
        t["silent"] / max(t["none"], 1),
    )


def fit(X: list, y: list, model: str) -> Any:
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler
    from sklearn.tree import DecisionTreeClassifier

    if model == "tree":
        clf = DecisionTreeClassifier(max_depth=4, min_samples_leaf=20, random_state=0)
    else:
        clf = make_pipeline(StandardScaler(), LogisticRegression(C=0.3, max_iter=2000))
    clf.fit(np.array(X), np.array(y))
    return clf


def scorer(clf: Any) -> Any:
    """The model's probability of each vector, remembered (a sweep replays the same ones)."""
    memo: dict[tuple, float] = {}

    def prob(vs: list) -> list[float]:
        todo = [tuple(v) for v in vs if tuple(v) not in memo]
        if todo:
            for v, p in zip(todo, clf.predict_proba(np.array(todo))[:, 1], strict=True):
                memo[v] = float(p)
        return [memo[tuple(v)] for v in vs]

    return prob


def choose(pairs: list[tuple[list, Any]], names: list[str]) -> float:
    """The threshold with the most lines wanted plus silent, pooled over the training
    sets, among those keeping the current hook's pooled reach there."""
    base: dict[str, int] = {}
    for rows, prob in pairs:
        base = add(base, replay(rows, names, prob, None))
    floor = figures(base)[0] - REACH_SLACK
    best = None
    for thr in THRESHOLDS:
        t: dict[str, int] = {}
        for rows, prob in pairs:
            t = add(t, replay(rows, names, prob, thr))
        r, lw, si = figures(t)
        if r >= floor and (best is None or lw + si > best[0]):
            best = (lw + si, thr)
    return best[1] if best else THRESHOLDS[0]


def _rows_of(calls: dict[str, list], sets: list[str], names: list[str]) -> tuple[list, list]:
    X, y = [], []
    for s in sets:
        xs, ys = training_rows(calls[s], names)
        X += xs
        y += ys
    return X, y


def add(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    return {k: a.get(k, 0) + b[k] for k in b}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dumps", type=Path)
    parser.add_argument("--model", choices=("logit", "tree"), default="logit")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--drop", action="append", default=[], help="leave this feature out")
    parser.add_argument(
        "--oracle", action="store_true", help="the ceiling: keep exactly the wanted candidates"
    )
    parser.add_argument(
        "--pre-only", action="store_true", help="score PreToolUse calls only (the filtered event)"
    )
    parser.add_argument(
        "--nested",
        action="store_true",
        help="choose the threshold on out-of-fold probabilities inside the training sets",
    )
    parser.add_argument("--threshold", type=float, help="use this one, not one chosen per fold")
    parser.add_argument("--veto", action="store_true", help="only drop the current lines")
    args = parser.parse_args(argv)
    global VETO
    VETO = args.veto
    calls = load(args.dumps)
    if args.pre_only:  # failure lines then no longer count toward a later call's reach
        calls = {k: [r for r in v if r["event"] == "PreToolUse"] for k, v in calls.items()}
    names = [n for n in names_of(calls) if n not in args.drop]
    if args.oracle:
        for rows in calls.values():
            for r in rows:
                for c in r["cands"]:
                    c["x"] = {"oracle": c["mem"] in r["wanted"], "rank": c["x"]["rank"]}
        names = ["oracle", "better_shown"]
    out = []
    pooled_cur: dict[str, int] = {}
    pooled_new: dict[str, int] = {}
    print(f"{'held out':12} {'thr':>5}  current r/lw/s        filter r/lw/s")
    for held in SETS:
        train = [s for s in SETS if s != held]
        X, y = _rows_of(calls, train, names)
        clf = fit(X, y, args.model)
        prob = scorer(clf)
        if args.nested:  # the threshold from out-of-fold probabilities inside the six
            pairs = []
            for inner in train:
                Xi, yi = _rows_of(calls, [s for s in train if s != inner], names)
                pairs.append((calls[inner], scorer(fit(Xi, yi, args.model))))
        else:
            pairs = [(calls[s], prob) for s in train]
        thr = args.threshold if args.threshold is not None else choose(pairs, names)
        aucs = candidate_auc(calls[held], names, prob)
        cur = replay(calls[held], names, prob, None)
        new = replay(calls[held], names, prob, thr)
        pooled_cur, pooled_new = add(pooled_cur, cur), add(pooled_new, new)
        c, n = figures(cur), figures(new)
        print(f"{held:12} {thr:5.2f}  {c[0]:.3f}/{c[1]:.3f}/{c[2]:.3f}   "
              f"{n[0]:.3f}/{n[1]:.3f}/{n[2]:.3f}   AUC model {aucs[0]:.3f} "
              f"current {aucs[1]:.3f}")  # fmt: skip
        out.append({"held": held, "thr": thr, "current": cur, "filter": new, "auc": aucs})
    c, n = figures(pooled_cur), figures(pooled_new)
    print(f"{'pooled':12} {'':5}  {c[0]:.3f}/{c[1]:.3f}/{c[2]:.3f}   "
          f"{n[0]:.3f}/{n[1]:.3f}/{n[2]:.3f}")  # fmt: skip
    if args.model == "logit":
        clf = fit(*_all(calls, names), args.model)
        coef = clf[-1].coef_[0] / clf[0].scale_
        for name, w in sorted(zip(names, coef, strict=True), key=lambda t: -abs(t[1]))[:15]:
            print(f"  {name:20} {w:+.2f}")
    if args.json:
        args.json.write_text(json.dumps({"model": args.model, "folds": out}, indent=1))
    return 0


def _all(calls: dict[str, list[dict[str, Any]]], names: list[str]) -> tuple[list, list]:
    X, y = [], []
    for s in SETS:
        xs, ys = training_rows(calls[s], names)
        X += xs
        y += ys
    return X, y


if __name__ == "__main__":
    sys.exit(main())
