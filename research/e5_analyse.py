"""The tables of `python -m research.e5_probe analyse`: MiniLM against e5 as the signal
that picks the needed memory at prompt time, and last rules chosen leave-one-set-out.

A row of the dump is one session as the hook saw it (research/e5_probe.py). Scores per
visible memory: `mini` (the serve's MiniLM cosine), `e5` (raw query->passage cosine, which
sits near 0.8 for any pair), `e5c` (e5 minus the mean over the session's visible memories:
per prompt, so no threshold of the raw scale is needed), `e5z` (that over their
standard deviation) and `mix` (the mean of MiniLM's meaning as recall maps it and e5c
mapped to the same 0..1).

The offline re-run of the hook's choice (`fused_choice`) follows recall.choose on the
dumped candidates but not the 250-token budget (no miss was the budget's), and a memory
that only e5 brings in counts as sharing no prompt word.
"""

from __future__ import annotations

import itertools
import statistics
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

PRECISION_TARGET = 0.8
NONE_TARGET = 0.9


def auc(pos: Sequence[float], neg: Sequence[float]) -> float | None:
    """Probability that a positive outscores a negative (ties count half)."""
    if not pos or not neg:
        return None
    wins = 0.0
    for p in pos:
        for n in neg:
            wins += 1.0 if p > n else 0.5 if p == n else 0.0
    return wins / (len(pos) * len(neg))


@dataclass
class View:
    """One session's scores, derived once."""

    row: dict[str, Any]
    scores: dict[str, dict[int, float]]  # signal -> memory id -> score

    @property
    def needed(self) -> set[int]:
        return set(self.row["needed"])

    @property
    def acceptable(self) -> set[int]:
        return set(self.row["acceptable"])

    def ranked(self, signal: str) -> list[int]:
        s = self.scores[signal]
        return sorted(s, key=lambda m: (-s[m], m))

    def lead(self, signal: str) -> tuple[int, float, float]:
        """The nearest memory by `signal`, its score and its lead over the next."""
        order = self.ranked(signal)
        s = self.scores[signal]
        second = s[order[1]] if len(order) > 1 else 0.0
        return order[0], s[order[0]], s[order[0]] - second

    def in_front(self, extra: Iterable[int] = ()) -> bool:
        front = set(self.row["start"]) | set(self.row["chosen"]) | set(extra)
        return self.needed <= front


def views(
    rows: list[dict[str, Any]], name: str = "e5", mix: str = "mix", mix_scale: float = 0.1
) -> list[View]:
    """Each row's signals: MiniLM's cosine (`mini`) and the second score as dumped (`name`),
    centred on the session's visible memories (`name`c) and over their spread (`name`z).
    `mix` is both at once: the mean of MiniLM's meaning (as recall maps it) and the centred
    second score mapped onto the same 0..1 (0 at the prompt's mean, 1 at +`mix_scale`).
    research/maxsim_probe.py reads its MaxSim dump through this with its own names."""
    out = []
    for r in rows:
        vis = {int(k): v for k, v in r["visible"].items()}
        second = {m: v[1] for m, v in vis.items()}
        mean = statistics.fmean(second.values())
        sd = statistics.pstdev(second.values()) or 1.0
        scores = {
            "mini": {m: (v[0] if v[0] is not None else 0.0) for m, v in vis.items()},
            name: second,
            f"{name}c": {m: c - mean for m, c in second.items()},
            f"{name}z": {m: (c - mean) / sd for m, c in second.items()},
        }
        scores[mix] = {
            m: 0.5 * min(1.0, max(0.0, (scores["mini"][m] - 0.2) / 0.8))
            + 0.5 * min(1.0, max(0.0, scores[f"{name}c"][m] / mix_scale))
            for m in vis
        }
        out.append(View(r, scores))
    return out


SIGNALS = ("mini", "e5", "e5c", "e5z")


def first_candidate(v: View) -> dict[str, Any] | None:
    """The hook's first candidate that meaning does not veto (recall.MEANING_VETO)."""
    for c in v.row["candidates"]:
        if c["cosine"] is None or c["cosine"] > 0.1:
            return c
    return None


def set_names(vs: list[View]) -> list[str]:
    """The sets in the dump, in their own order (sessions, sessions2, ...)."""
    return sorted({v.row["set"] for v in vs}, key=lambda s: (len(s), s))


def folds(vs: list[View]) -> Iterator[tuple[str, list[View], list[View]]]:
    """Leave one set out: each set's name, the other sets' views and its own."""
    for held in set_names(vs):
        yield (
            held,
            [v for v in vs if v.row["set"] != held],
            [v for v in vs if v.row["set"] == held],
        )


def signal_tables(vs: list[View]) -> None:
    sets = set_names(vs)
    need = [v for v in vs if not v.row["none"]]
    print("\n## AUC, needed vs not (sessions that need a memory)")
    print("| set | pool | n pos / neg | " + " | ".join(SIGNALS) + " |")
    print("|---|---|---|" + "---:|" * len(SIGNALS))
    for name in [*sets, "all"]:
        part = [v for v in need if name in ("all", v.row["set"])]
        for pool in ("candidates", "visible", "first (nothing shown)"):
            line = []
            npos = nneg = 0
            for sig in SIGNALS:
                pos: list[float] = []
                neg: list[float] = []
                for v in part:
                    if pool == "candidates":
                        ids = [c["id"] for c in v.row["candidates"]]
                    elif pool == "visible":
                        ids = list(v.scores[sig])
                    else:
                        if v.row["chosen"]:
                            continue
                        first = first_candidate(v)
                        ids = [first["id"]] if first else []
                    for m in ids:
                        (pos if m in v.needed else neg).append(v.scores[sig].get(m, 0.0))
                if pool.startswith("first"):  # wrong first candidates of `none` prompts too
                    for v in vs:
                        if v.row["none"] and name in ("all", v.row["set"]) and not v.row["chosen"]:
                            first = first_candidate(v)
                            if first:
                                neg.append(v.scores[sig].get(first["id"], 0.0))
                a = auc(pos, neg)
                npos, nneg = len(pos), len(neg)
                line.append("-" if a is None else f"{a:.3f}")
            print(f"| {name} | {pool} | {npos} / {nneg} | " + " | ".join(line) + " |")

    print("\n## Within a session: the needed memory's rank among the visible ones")
    print(
        "| set | sessions (needed memories) | "
        + " | ".join(f"{s} nearest / top-3 / median rank" for s in ("mini", "e5"))
        + " |"
    )
    print("|---|---|---:|---:|")
    for name in [*sets, "all"]:
        part = [v for v in need if name in ("all", v.row["set"])]
        cells = []
        n = sum(len(v.needed) for v in part)
        for sig in ("mini", "e5"):
            ranks = []
            for v in part:
                order = v.ranked(sig)
                ranks += [order.index(m) + 1 for m in v.needed if m in order]
            top1 = sum(r == 1 for r in ranks) / len(ranks)
            top3 = sum(r <= 3 for r in ranks) / len(ranks)
            cells.append(f"{top1:.3f} / {top3:.3f} / {statistics.median(ranks):.0f}")
        print(f"| {name} | {len(part)} ({n}) | " + " | ".join(cells) + " |")

    print("\n## The nearest memory's lead over the next: needed-nearest vs other vs `none`")
    print("| signal | group | n | score p10 / p50 / p90 | lead p10 / p50 / p90 |")
    print("|---|---|---:|---|---|")
    for sig in ("mini", "e5", "e5c"):
        groups: dict[str, list[tuple[float, float]]] = {
            "nearest is needed": [],
            "nearest is not needed": [],
            "`none` prompt": [],
        }
        for v in vs:
            top, score, lead = v.lead(sig)
            if v.row["none"]:
                groups["`none` prompt"].append((score, lead))
            elif top in v.needed:
                groups["nearest is needed"].append((score, lead))
            else:
                groups["nearest is not needed"].append((score, lead))
        for g, xs in groups.items():
            s = sorted(x[0] for x in xs)
            d = sorted(x[1] for x in xs)
            print(f"| {sig} | {g} | {len(xs)} | {_q(s)} | {_q(d)} |")

    print("\n## By category: the needed memory is the nearest visible one")
    print(
        "| category | sessions | MiniLM's nearest | e5's nearest | miss today | of those, "
        "no block and e5's nearest is the needed one |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    for cat in sorted({v.row["category"] for v in need}):
        part = [v for v in need if v.row["category"] == cat]
        mini = sum(v.ranked("mini")[0] in v.needed for v in part)
        e5 = sum(v.ranked("e5")[0] in v.needed for v in part)
        miss = [v for v in part if not v.in_front()]
        reach = sum(not v.row["chosen"] and v.ranked("e5")[0] in v.needed for v in miss)
        print(f"| {cat} | {len(part)} | {mini} | {e5} | {len(miss)} | {reach} |")


def _q(xs: list[float]) -> str:
    if not xs:
        return "-"

    def at(p: float) -> float:
        return xs[min(len(xs) - 1, int(p * len(xs)))]

    return f"{at(0.1):.3f} / {at(0.5):.3f} / {at(0.9):.3f}"


# A rule adds at most one line to a session whose prompt-time block is empty today.
Rule = Callable[[View], int | None]


def nearest_rule(sig: str, at: float, lead: float) -> Rule:
    def rule(v: View) -> int | None:
        if v.row["chosen"]:
            return None
        top, score, gap = v.lead(sig)
        if score >= at and gap >= lead and top not in v.row["shown"]:
            return top
        return None

    return rule


def confirm_rule(sig: str, lead: float, words: float) -> Rule:
    """The hook's first candidate (not vetoed) when it is also `sig`'s nearest memory,
    `lead` ahead of the next, and covers at least `words` of the prompt."""

    def rule(v: View) -> int | None:
        if v.row["chosen"]:
            return None
        first = first_candidate(v)
        if first is None or first["words"] < words:
            return None
        top, _, gap = v.lead(sig)
        if top == first["id"] and gap >= lead and top not in v.row["shown"]:
            return top
        return None

    return rule


def agree_rule(at: float, lead: float) -> Rule:
    """e5's nearest, when MiniLM names the same memory nearest and e5's lead is `lead`
    (in e5z units) and its score `at` (e5z)."""

    def rule(v: View) -> int | None:
        if v.row["chosen"]:
            return None
        top, score, gap = v.lead("e5z")
        if top == v.ranked("mini")[0] and score >= at and gap >= lead:
            return top if top not in v.row["shown"] else None
        return None

    return rule


def families() -> dict[str, list[tuple[str, Rule]]]:
    out: dict[str, list[tuple[str, Rule]]] = {}
    raw = [x / 1000 for x in range(760, 921, 10)]
    raw_leads = [0.0, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035, 0.04, 0.05]
    out["e5 nearest (raw cosine >= t, lead >= d)"] = [
        (f"t={t:.3f} d={d:.3f}", nearest_rule("e5", t, d))
        for t, d in itertools.product(raw, raw_leads)
    ]
    cent = [0.04, 0.05, 0.06, 0.07, 0.08, 0.09, 0.1, 0.12]
    out["e5 nearest (centred >= t, lead >= d)"] = [
        (f"t={t:.2f} d={d:.3f}", nearest_rule("e5c", t, d))
        for t, d in itertools.product(cent, raw_leads)
    ]
    zs = [2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0]
    zleads = [0.0, 0.25, 0.5, 0.75, 1.0, 1.5]
    out["e5 nearest (z >= t, lead in sd >= d)"] = [
        (f"z={t:.1f} d={d:.2f}", nearest_rule("e5z", t, d))
        for t, d in itertools.product(zs, zleads)
    ]
    out["first candidate confirmed by e5 (e5's nearest, lead >= d, words >= w)"] = [
        (f"d={d:.3f} w={w:.2f}", confirm_rule("e5", d, w))
        for d, w in itertools.product(raw_leads, [0.0, 0.1, 0.2, 0.3])
    ]
    out["e5 nearest that MiniLM also names nearest (z >= t, lead in sd >= d)"] = [
        (f"z={t:.1f} d={d:.2f}", agree_rule(t, d))
        for t, d in itertools.product([0.0, 2.0, 2.5, 3.0, 3.5], [0.0, 0.25, 0.5, 0.75, 1.0])
    ]
    out["MiniLM nearest (cosine >= t, lead >= d), for comparison"] = [
        (f"t={t:.2f} d={d:.2f}", nearest_rule("mini", t, d))
        for t, d in itertools.product(
            [0.3, 0.35, 0.4, 0.45, 0.5], [0.02, 0.04, 0.06, 0.08, 0.1, 0.15]
        )
    ]
    return out


@dataclass
class Score:
    need: int
    front_before: int
    front_after: int
    lines: int
    right: int
    added: int
    added_right: int
    none: int
    none_quiet: int

    @property
    def precision(self) -> float:
        return self.right / self.lines if self.lines else 1.0

    @property
    def quiet(self) -> float:
        return self.none_quiet / self.none if self.none else 1.0

    def ok(self) -> bool:
        return self.precision >= PRECISION_TARGET and self.quiet >= NONE_TARGET


def evaluate(vs: list[View], rule: Rule | None) -> Score:
    s = Score(0, 0, 0, 0, 0, 0, 0, 0, 0)
    for v in vs:
        extra = rule(v) if rule is not None else None
        lines = list(v.row["chosen"]) + ([extra] if extra is not None else [])
        s.lines += len(lines)
        s.right += sum(m in v.acceptable for m in lines)
        if extra is not None:
            s.added += 1
            s.added_right += extra in v.acceptable
        if v.row["none"]:
            s.none += 1
            s.none_quiet += not lines
        else:
            s.need += 1
            s.front_before += v.in_front()
            s.front_after += v.in_front([extra] if extra is not None else [])
    return s


def halves(vs: list[View]) -> list[list[View]]:
    keys = sorted({(v.row["set"], v.row["split"]) for v in vs})
    return [[v for v in vs if (v.row["set"], v.row["split"]) == k] for k in keys]


def choose_rule(train: list[View], grid: list[tuple[str, Rule]]) -> tuple[str, Rule] | None:
    """The cell that serves the most training sessions while every training half keeps
    the targets; ties go to the fewest added lines."""
    best: tuple[tuple[int, int], str, Rule] | None = None
    for label, rule in grid:
        if not all(evaluate(h, rule).ok() for h in halves(train)):
            continue
        s = evaluate(train, rule)
        key = (s.front_after - s.front_before, -s.added)
        if best is None or key > best[0]:
            best = (key, label, rule)
    return None if best is None else (best[1], best[2])


def fold_row(
    held: str, train: list[View], test: list[View], grid: list[tuple[str, Rule]]
) -> tuple[int, int, int]:
    """One leave-one-set-out row: the rule chosen on `train`, scored on `test` (the held-out
    set); prints the table row and returns (sessions gained, lines added, added right)."""
    pick = choose_rule(train, grid)
    b = evaluate(test, None)
    if pick is None:
        print(f"| {held} | none keeps the targets | 0 | 0 | - | - | - |")
        return 0, 0, 0
    label, rule = pick
    a = evaluate(test, rule)
    ok = all(evaluate(h, rule).ok() for h in halves(test))
    print(
        f"| {held} | {label} | {a.front_after - b.front_before:+d} of {a.need} "
        f"| {a.added} ({a.added_right}) | {b.precision:.3f} -> {a.precision:.3f} "
        f"| {b.quiet:.3f} -> {a.quiet:.3f} | {'yes' if ok else 'NO'} |"
    )
    return a.front_after - b.front_before, a.added, a.added_right


def loso(vs: list[View]) -> None:
    base = evaluate(vs, None)
    print(
        f"\n## Today (every answer): needed in front {base.front_before} of {base.need} "
        f"({base.front_before / base.need:.3f}); prompt lines {base.right}/{base.lines} right; "
        f"no block for {base.none_quiet} of {base.none} `none`"
    )
    for fam, grid in families().items():
        print(f"\n### {fam}: leave one set out")
        print(
            "| held-out set | chosen on the other four | gained | added lines (right) "
            "| precision before -> after | no block on `none` before -> after | halves ok |"
        )
        print("|---|---|---:|---|---|---|---|")
        gained = added = added_right = 0
        for held, train, test in folds(vs):
            g, n, r = fold_row(held, train, test, grid)
            gained, added, added_right = gained + g, added + n, added_right + r
        print(
            f"out of fold: {gained:+d} sessions of {base.need} "
            f"({base.front_before / base.need:.3f} -> "
            f"{(base.front_before + gained) / base.need:.3f}), {added} lines added, "
            f"{added_right} right"
        )


def oracle(vs: list[View]) -> None:
    """Upper bounds: how many missed sessions a rule could gain at best."""
    need = [v for v in vs if not v.row["none"]]
    miss = [v for v in need if not v.in_front()]
    empty = [v for v in miss if not v.row["chosen"]]
    one = [v for v in empty if len(v.needed - set(v.row["start"])) == 1]
    e5_top = [v for v in one if v.ranked("e5")[0] in v.needed]
    mini_top = [v for v in one if v.ranked("mini")[0] in v.needed]
    print(
        f"\n## Headroom: {len(miss)} sessions miss today; {len(empty)} of them with no prompt "
        f"block; {len(one)} of those lack one memory only; it is e5's nearest in "
        f"{len(e5_top)}, MiniLM's in {len(mini_top)}"
    )


def ceiling(vs: list[View]) -> None:
    """In sample (every set at once), the most any cell of each family gains: keeping the
    targets on every half, and on the pooled sessions only."""
    base = evaluate(vs, None)
    print("\n## In sample, all five sets at once: the most a cell gains")
    print("| family | every half keeps the targets | the pooled sessions keep them |")
    print("|---|---|---|")
    for fam, grid in families().items():
        strict: tuple[int, int, int, str] | None = None
        loose: tuple[int, int, int, str] | None = None
        for label, rule in grid:
            s = evaluate(vs, rule)
            cell = (s.front_after - base.front_before, -s.added, s.added_right, label)
            if s.ok() and (loose is None or cell[:2] > loose[:2]):
                loose = cell
            if all(evaluate(h, rule).ok() for h in halves(vs)) and (
                strict is None or cell[:2] > strict[:2]
            ):
                strict = cell

        def say(c: tuple[int, int, int, str] | None) -> str:
            return "-" if c is None else f"{c[0]:+d} ({c[3]}; {-c[1]} lines, {c[2]} right)"

        print(f"| {fam} | {say(strict)} | {say(loose)} |")


# The hook's whole choice re-run offline with another meaning signal (recall.choose's
# logic on the dumped candidates): with MiniLM it must give today's blocks.
@dataclass(frozen=True)
class Fused:
    signal: str  # "mini", or "e5z"
    weight: float  # meaning's share of relevance
    floor: float  # meaning = clip((score - floor) / span)
    span: float
    bar: float  # fused relevance a line must reach
    near_min: float | None  # memories this near become candidates without a word (None: none)
    leader_lead: float | None  # clear winner by meaning: lead over the next (signal units)
    leader_at: float = 0.0
    veto: float | None = 0.1  # MiniLM cosine at or under this: never shown (None: no veto)


SHIPPED = Fused("mini", 0.4, 0.2, 0.8, 0.30, 0.3, 0.15, 0.45, 0.1)


def fused_choice(v: View, f: Fused) -> list[int]:
    sig = v.scores[f.signal]
    mini = v.scores["mini"]
    cands = {c["id"]: c for c in v.row["candidates"] if c["lexical_rank"] is not None}
    if f.signal == "mini":  # the serve's own extras, as the dump has them
        cands.update({c["id"]: c for c in v.row["candidates"] if c["lexical_rank"] is None})
    elif f.near_min is not None:
        for m, s in sig.items():
            if s >= f.near_min and m not in cands:
                cands[m] = {"id": m, "words": 0.0, "matched": 0, "lexical_rank": None}
    if not cands:
        return []
    shown = set(v.row["shown"])

    def rel(c: dict[str, Any]) -> float:
        s = sig.get(c["id"], 0.0)
        meaning = min(1.0, max(0.0, (s - f.floor) / f.span))
        return (1 - f.weight) * c["words"] + f.weight * meaning

    pool = [c for c in cands.values() if f.veto is None or mini.get(c["id"], 1.0) > f.veto]
    pool.sort(key=lambda c: (-rel(c), -c["id"]))
    passing = [c for c in pool if rel(c) >= f.bar]
    if passing:
        top = rel(passing[0])
        return [c["id"] for c in passing if rel(c) >= 0.8 * top and c["id"] not in shown][:3]
    by_words = sorted(pool, key=lambda c: (-c["words"], -c["id"]))
    if by_words:
        best = by_words[0]
        runner = by_words[1]["words"] if len(by_words) > 1 else 0.0
        if best["words"] >= 0.2 and best["matched"] >= 4 and runner <= 0.7 * best["words"]:
            return [best["id"]] if best["id"] not in shown else []
    if f.leader_lead is not None:
        top, score, gap = v.lead(f.signal)
        if f.signal == "mini" and v.row["near"]:  # the serve's two nearest, as shipped
            near = v.row["near"]
            top, score = near[0][0], near[0][1]
            gap = score - (near[1][1] if len(near) > 1 else 0.0)
        if score >= f.leader_at and gap >= f.leader_lead:
            hit = next((c for c in pool if c["id"] == top), None)
            if hit is not None and top not in shown:
                return [top]
    return []


def evaluate_fused(vs: list[View], f: Fused) -> Score:
    s = Score(0, 0, 0, 0, 0, 0, 0, 0, 0)
    for v in vs:
        lines = fused_choice(v, f)
        s.lines += len(lines)
        s.right += sum(m in v.acceptable for m in lines)
        new = [m for m in lines if m not in v.row["chosen"]]
        s.added += len(new)
        s.added_right += sum(m in v.acceptable for m in new)
        if v.row["none"]:
            s.none += 1
            s.none_quiet += not lines
        else:
            s.need += 1
            s.front_before += v.in_front()
            s.front_after += v.needed <= set(v.row["start"]) | set(lines)
    return s


FUSED_GRIDS: dict[
    str,
    tuple[tuple[float, ...], tuple[float, ...], tuple[float | None, ...], tuple[float | None, ...]],
] = {
    # signal: (floors, spans, near_min, leader leads), each in the signal's own units
    "e5z": ((0.0, 1.0, 2.0), (2.0, 3.0, 4.0), (3.0, 4.0, None), (None, 1.0, 1.5)),
    "e5c": ((0.0, 0.02, 0.04), (0.06, 0.1, 0.15), (0.06, 0.08, None), (None, 0.025)),
    "mix": ((0.0, 0.1), (0.5, 0.7, 0.9), (0.5, 0.6, None), (None, 0.1)),
}


def fused_grid(signal: str) -> list[Fused]:
    floors, spans, nears, leads = FUSED_GRIDS[signal]
    out = []
    for w, floor, span, bar, near, lead in itertools.product(
        (0.4, 0.5, 0.6), floors, spans, (0.25, 0.3, 0.35, 0.4, 0.45), nears, leads
    ):
        out.append(Fused(signal, w, floor, span, bar, near, lead, 0.0, 0.1))
    return out


def fused_loso(vs: list[View]) -> None:
    same = sum(fused_choice(v, SHIPPED) == v.row["chosen"] for v in vs)
    print(
        f"\n## The hook's choice re-run offline: MiniLM gives today's block in {same} of {len(vs)}"
    )
    for signal in FUSED_GRIDS:
        fused_loso_one(vs, signal)


def fused_loso_one(vs: list[View], signal: str) -> None:
    grid = fused_grid(signal)
    print(f"\n### {signal} in place of MiniLM in the fused relevance: LOSO")
    print(
        "| held-out set | chosen on the other four | needed in front before -> after "
        "| precision before -> after | no block on `none` before -> after | halves ok |"
    )
    print("|---|---|---|---|---|---|")
    total = 0
    for held, train, test in folds(vs):
        best: tuple[tuple[int, int], Fused] | None = None
        for f in grid:
            if not all(evaluate_fused(h, f).ok() for h in halves(train)):
                continue
            s = evaluate_fused(train, f)
            key = (s.front_after, -s.lines)
            if best is None or key > best[0]:
                best = (key, f)
        b = evaluate(test, None)
        if best is None:
            print(f"| {held} | none keeps the targets | - | - | - | - |")
            continue
        f = best[1]
        a = evaluate_fused(test, f)
        ok = all(evaluate_fused(h, f).ok() for h in halves(test))
        total += a.front_after - b.front_before
        print(
            f"| {held} | w={f.weight} floor={f.floor} span={f.span} bar={f.bar} near={f.near_min} "
            f"lead={f.leader_lead} | {b.front_before} -> {a.front_after} of {a.need} "
            f"| {b.precision:.3f} ({b.lines}) -> {a.precision:.3f} ({a.lines}) "
            f"| {b.quiet:.3f} -> {a.quiet:.3f} | {'yes' if ok else 'NO'} |"
        )
    print(f"out of fold: {total:+d} sessions of {sum(not v.row['none'] for v in vs)}")


# A learned last rule: when nothing is shown, each of {the hook's first candidate, e5's
# nearest, MiniLM's nearest} gets a logistic score of both models' evidence, fitted on
# four sets; the best is shown if its score reaches a cut chosen on the same four.
def _features(v: View, m: int) -> list[float]:
    words = next((c["words"] for c in v.row["candidates"] if c["id"] == m), 0.0)
    matched = next((c["matched"] for c in v.row["candidates"] if c["id"] == m), 0)
    out = [1.0, words, float(matched)]
    for sig in ("mini", "e5c"):
        s = v.scores[sig]
        other = max((x for k, x in s.items() if k != m), default=0.0)
        out += [s.get(m, 0.0), s.get(m, 0.0) - other]
    first = first_candidate(v)
    out.append(1.0 if first is not None and first["id"] == m else 0.0)
    return out


def _options(v: View) -> list[int]:
    if v.row["chosen"]:
        return []
    opts = [v.ranked("e5")[0], v.ranked("mini")[0]]
    first = first_candidate(v)
    if first is not None:
        opts.append(first["id"])
    return [m for m in dict.fromkeys(opts) if m not in v.row["shown"]]


def _fit(xs: list[list[float]], ys: list[int]) -> list[float]:
    import numpy as np

    x = np.array(xs)
    mu, sd = x.mean(0), x.std(0)
    mu[0], sd[0] = 0.0, 1.0
    sd[sd == 0] = 1.0
    z = (x - mu) / sd
    y = np.array(ys, dtype=float)
    w = np.zeros(x.shape[1])
    for _ in range(3000):
        p = 1 / (1 + np.exp(-(z @ w)))
        w -= 0.1 * (z.T @ (p - y) / len(y) + 0.01 * np.r_[0.0, w[1:]])
    # back to raw feature units
    raw = w / sd
    raw[0] = w[0] - float((w[1:] * mu[1:] / sd[1:]).sum())
    return [float(c) for c in raw]


def _prob(w: list[float], f: list[float]) -> float:
    import math

    return 1 / (1 + math.exp(-sum(a * b for a, b in zip(w, f))))


def logistic_rule(w: list[float], cut: float) -> Rule:
    """The option with the highest score, if that reaches `cut`."""

    def rule(v: View) -> int | None:
        opts = _options(v)
        if not opts:
            return None
        probs = {m: _prob(w, _features(v, m)) for m in opts}
        best = max(opts, key=lambda m: probs[m])
        return best if probs[best] >= cut else None

    return rule


def logistic_loso(vs: list[View]) -> None:
    print("\n### A logistic last rule on both models' evidence: LOSO")
    print(
        "| held-out set | cut (chosen on the other four) | gained | added lines (right) "
        "| precision before -> after | no block on `none` before -> after | halves ok |"
    )
    print("|---|---|---:|---|---|---|---|")
    total = added = right = 0
    for held, train, test in folds(vs):
        xs, ys = [], []
        for v in train:
            for m in _options(v):
                xs.append(_features(v, m))
                ys.append(int(m in v.acceptable))
        w = _fit(xs, ys)

        grid = [(f"p>={c:.2f}", logistic_rule(w, c)) for c in (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)]
        g, n, r = fold_row(held, train, test, grid)
        total, added, right = total + g, added + n, right + r
    print(f"out of fold: {total:+d} sessions, {added} lines added, {right} right")


def run(rows: list[dict[str, Any]]) -> int:
    vs = views(rows)
    signal_tables(vs)
    oracle(vs)
    ceiling(vs)
    loso(vs)
    logistic_loso(vs)
    fused_loso(vs)
    return 0
