"""The "what the model sees" harness on a slice of the session set, without vectors."""

from __future__ import annotations

from pathlib import Path

from benchmarks import inject_bench as ib
from benchmarks.session_data import load


def test_harness_runs_the_hooks_and_scores_what_they_showed(tmp_path: Path) -> None:
    data = load()
    bench = ib.build(data, tmp_path, embedder=None)
    assert len(bench.ids) == len(data.all_memories())
    assert sum(bench.verdicts.values()) == len(data.all_memories())
    tune = data.split("tune")
    picked = [s for s in tune if s.project == "django-billing"]
    with ib.retain_home(bench.home):
        seen = [ib.run_session(bench, s, meaning=False) for s in picked]
    r = ib.report(bench, seen)
    assert r["sessions"] == len(picked) and r["need"] + r["none"] == len(picked)
    # Every session gets a SessionStart block within the default budget, and the
    # prompt-time block adds at most its own budget.
    assert all(0 < x.start_tokens <= 600 for x in seen)
    assert all(x.prompt_tokens <= 250 and len(x.prompt_ids) <= 3 for x in seen)
    # The hooks recorded what the blocks showed, under the sessions' ids.
    assert r["both_all_needed"] >= r["start_all_needed"]
    assert r["prompt_lines"] == sum(len(x.prompt_ids) for x in seen)
    # A prompt-time line never repeats a SessionStart line of the same session.
    assert all(not set(x.prompt_ids) & set(x.start_ids) for x in seen)
    webhook = next(x for x in seen if x.session.id == "s001")  # the pasted Stripe error
    assert bench.ids["dj-07"] in webhook.start_ids + webhook.prompt_ids
