"""The MaxSim probe's offline side (research/maxsim_probe.py) on the e5 probe's hand-made
dump, its second score read as MaxSim: no model, no store. `dump` and `cost` need the
installed MiniLM and a serve and are run by hand (the results file says how)."""

from __future__ import annotations

import numpy as np

from research import e5_analyse as A
from research import maxsim_probe as M
from research.judge_probe import maxsim_score
from research.tests.test_e5_probe import dump


def test_maxsim_is_the_mean_of_each_prompt_tokens_best_match() -> None:
    q = np.array([[1.0, 0.0], [0.0, 1.0]])
    m = np.array([[1.0, 0.0], [0.6, 0.8]])
    assert abs(maxsim_score(q, m) - (1.0 + 0.8) / 2) < 1e-9


def test_scores_add_up_and_halves_are_keyed_by_set_and_split() -> None:
    vs = M.views(dump())
    parts = M.by_half(vs)
    assert list(parts) == [("a", "heldout"), ("a", "tune"), ("b", "heldout"), ("b", "tune")]
    whole = A.evaluate_fused(vs, A.SHIPPED)
    summed = M.add([A.evaluate_fused(p, A.SHIPPED) for p in parts.values()])
    assert vars(whole) == vars(summed)


def test_keep_serve_keeps_the_serves_own_candidates() -> None:
    rows = dump()
    rows[0]["candidates"] = [
        {"id": 1, "words": 0.0, "cosine": 0.3, "relevance": 0.1, "matched": 0, "lexical_rank": None}
    ]
    plain, kept = M.views(rows[:1]), M.views(rows[:1], keep_serve=True)
    assert plain[0].row["candidates"][0]["lexical_rank"] is None
    assert kept[0].row["candidates"][0]["lexical_rank"] == -1
    assert rows[0]["candidates"][0]["lexical_rank"] is None  # the dump is not changed


def test_loso_compares_with_todays_rule_re_run() -> None:
    vs = M.views(dump())
    r = M.loso(vs, "mini")
    assert r["need"] == 8 and r["today_front"] == 4
    assert [f["held_out"] for f in r["folds"]] == ["a", "b"]
    for f in r["folds"]:
        assert f["today"]["front"] == 2
        assert f["gained"] == f["after"]["front"] - 2 if f["chosen"] else f["gained"] == 0
    res = M.analyse(dump(), ["ms", "blend+serve"])
    assert res["reproduced"] == res["sessions"] == 12
    assert [x["signal"] for x in res["loso"]] == ["ms", "blend+serve"]
    assert "out of fold" in M.table(res)
