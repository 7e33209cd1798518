"""The "what the model sees" harness on a slice of the session set, without vectors."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from benchmarks import inject_bench as ib
from benchmarks.session_data import DATA_DIR, SessionDataError, load


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


def test_data_option_reads_the_set_from_the_directory_given(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--data` only moves where the set is read from: a one-project copy of the set runs
    end to end, and the report counts that copy's sessions, not the shipped set's."""
    projects = json.loads((DATA_DIR / "projects.json").read_text(encoding="utf-8"))
    projects["projects"] = [p for p in projects["projects"] if p["name"] == "logq-cli"]
    lines = (DATA_DIR / "sessions.jsonl").read_text(encoding="utf-8").splitlines()
    kept = [line for line in lines if json.loads(line)["project"] == "logq-cli"]
    copy = tmp_path / "one-project"
    copy.mkdir()
    (copy / "projects.json").write_text(json.dumps(projects), encoding="utf-8")
    (copy / "sessions.jsonl").write_text("\n".join(kept) + "\n", encoding="utf-8")
    want = len(load(copy).split("heldout"))
    assert 0 < want < len(load().split("heldout"))

    argv = ["--data", str(copy), "--split", "heldout", "--no-embedder", "--json"]
    assert ib.main(argv) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["sessions"] == want
    assert sum(report["gate_verdicts"].values()) == len(load(copy).all_memories())


def test_data_option_validates_the_set_it_points_at(tmp_path: Path) -> None:
    for path in DATA_DIR.iterdir():
        shutil.copy(path, tmp_path / path.name)
    lines = (tmp_path / "sessions.jsonl").read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["project"] = "no-such-project"
    lines[0] = json.dumps(first)
    (tmp_path / "sessions.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(SessionDataError, match="unknown project 'no-such-project'"):
        ib.main(["--data", str(tmp_path), "--no-embedder"])


def test_winner_sweep_prints_the_rule_off_and_the_shipped_cell(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`--sweep-winner` on the tune half, words only: the rule left out and the shipped
    cell side by side; the rule only ever adds a line where nothing cleared the bar."""
    from retain.rank import prompt as recall

    assert ib.main(["--sweep-winner", "--no-embedder"]) == 0
    rows = {}
    for line in capsys.readouterr().out.splitlines():
        left, sep, right = line.partition("|")
        if sep and left.split() and left.split()[0] != "winner":
            rows[tuple(left.split())] = right.split()
    off = rows[("off", "0", "0.0")]
    shipped = rows[
        (f"{recall.WINNER_BAR:.2f}", str(recall.WINNER_TERMS), f"{recall.WINNER_RATIO:.1f}")
    ]
    assert int(shipped[1]) >= int(off[1])  # lines
    assert float(shipped[2]) >= float(off[2])  # needed in front
    assert len(rows) == 13


def test_sweeps_and_misses_refuse_a_blind_sets_heldout_half(tmp_path: Path) -> None:
    """Both halves of the three shipped sets are tuning data; a set under any other
    name (a newer blind set) lets them run on its tune half only."""
    blind = tmp_path / "sessions9"
    shutil.copytree(DATA_DIR, blind)
    for flag in ("--sweep", "--sweep-winner", "--misses", "--noise"):
        with pytest.raises(SystemExit):
            ib.main([flag, "--data", str(blind), "--split", "heldout", "--no-embedder"])


def test_misses_name_a_cause_for_each_needed_memory_not_in_front(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--misses`, words only, on one project of the tune half: every row is a needed
    memory the hooks really left out of both blocks, with one of the documented causes."""
    data = load()
    bench = ib.build(data, tmp_path, embedder=None)
    picked = tuple(s for s in data.split("tune") if s.project == "go-ingest")
    with ib.retain_home(bench.home):
        rows = ib.miss_causes(bench, picked, meaning=False)
        seen = {s.id: ib.run_session(bench, s, meaning=False, tag="check") for s in picked}
    causes = {"not live", "no candidate", "vetoed", "under the bar", "relative", "cap"}
    assert rows and all(r["cause"] in causes for r in rows)
    for r in rows:
        x = seen[r["session"]]
        assert bench.ids[r["key"]] not in x.start_ids + x.prompt_ids
    missed = {
        s.id
        for s in picked
        if not s.irrelevant
        and not {bench.ids[k] for k in s.needed}
        <= set(seen[s.id].start_ids + seen[s.id].prompt_ids)
    }
    assert {r["session"] for r in rows} == missed
    ib.show_misses(rows)
    assert f"{len(missed)} sessions miss" in capsys.readouterr().out


def test_noise_lists_each_line_a_none_prompt_was_shown(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--noise`, words only, on the tune half of sessions6: the two `none` prompts that
    got a block by words before round 19 were general questions; the shipped bar now
    shows them nothing (and no other `none` prompt anything), the bar without the
    general-question rule lists each line it would show them, with its rule."""
    from retain.rank import prompt as recall

    data = load(DATA_DIR.parent / "sessions6")
    bench = ib.build(data, tmp_path, embedder=None)
    picked = data.split("tune")
    with ib.retain_home(bench.home):
        rows = ib.noise(bench, picked, meaning=False)
        before = ib.noise(bench, picked, meaning=False, bar=recall.Bar(general=None))
        seen = {s.id: ib.run_session(bench, s, meaning=False, tag="check") for s in picked}
    assert rows == [] and not any(seen[s.id].prompt_ids for s in picked if s.irrelevant)
    assert len({r["session"] for r in before}) == 2
    prompts = {s.id: s.prompt for s in picked}
    for r in before:
        assert prompts[r["session"]].startswith(r["prompt"])
        assert r["rule"] in {"bar", "winner", "leader"} and r["cosine"] is None
        assert r["matched"] and r["general"]
    ib.show_noise(before)
    assert "2 `none` sessions got a prompt block" in capsys.readouterr().out


def test_every_pass_after_the_first_starts_from_the_store_as_built(tmp_path: Path) -> None:
    """A pass records what its blocks showed; the next pass over the same sessions must not
    read those records (they reorder SessionStart blocks), so `restore` puts the built
    store back, and a pass on the restored store shows what the first pass showed."""
    from retain.store.sqlite import SqliteStore

    data = load()
    bench = ib.build(data, tmp_path, embedder=None)
    pristine = ib.keep(bench)
    picked = [s for s in data.split("tune") if s.project == "django-billing"]

    def shown(tag: str) -> int:
        store = SqliteStore(bench.home / "retain.db", check=False)
        try:
            with store.session():
                return sum(len(store.injected_ids(f"{tag}-{s.id}")) for s in picked)
        finally:
            store.close()

    with ib.retain_home(bench.home):
        first = [ib.run_session(bench, s, meaning=False) for s in picked]
    assert shown("bench") > 0  # the pass left its records in the store
    ib.restore(bench, pristine)
    assert shown("bench") == 0
    with ib.retain_home(bench.home):
        again = [ib.run_session(bench, s, meaning=False) for s in picked]
    assert [(x.start_ids, x.prompt_ids) for x in again] == [
        (x.start_ids, x.prompt_ids) for x in first
    ]
