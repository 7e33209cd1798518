"""Tiny runs of every benchmark harness, so none of them can silently break.

Nothing here needs ../shared or the real model: LoCoMo runs on a two-conversation file in
the same format (tests/fixtures/locomo_tiny.json, written for this test) with the fake
embedder; the speed harness runs at 200 memories.
"""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from benchmarks import coding_cases, locomo, locomo_data, peer, speed
from benchmarks.metrics import dedupe, score_ranking

from fakes import FakeEmbedder

TINY = Path(__file__).resolve().parent / "fixtures" / "locomo_tiny.json"


def test_evidence_normalisation_repairs_and_drops_malformed_ids() -> None:
    existing = {"D8:6", "D9:17", "D9:1", "D4:4", "D4:6", "D11:26", "D30:5", "D2:1"}
    cases = {
        ("D8:6; D9:17",): ("D8:6", "D9:17"),  # two ids in one string
        ("D9:1 D4:4 D4:6",): ("D9:1", "D4:4", "D4:6"),  # three, space separated
        ("D:11:26",): ("D11:26",),  # stray colon
        ("D30:05",): ("D30:5",),  # zero-padded turn
        ("D",): (),  # unreadable
        ("D10:19",): (),  # does not exist
        ("D2:1", "D2:1", "D8:6; D2:1"): ("D2:1", "D8:6"),  # duplicates removed, order kept
    }
    for raw, want in cases.items():
        assert locomo_data.normalise_evidence(list(raw), existing) == want, raw


def test_tiny_locomo_loads_like_the_real_file() -> None:
    convs = locomo_data.load(TINY)
    assert [c.sample_id for c in convs] == ["tiny-1", "tiny-2"]
    one = convs[0]
    assert len(one.turns) == 12  # session_9 has a date but no turns
    caption = next(t for t in one.turns if t.dia_id == "D1:4")
    assert caption.text.startswith("Bram: ") and caption.text.endswith(
        "[shares a photo of a small fig tree in a clay pot]"
    )
    evidence = {q.text: q.evidence for q in one.questions}
    assert evidence["When did Bram sign up for a pottery class?"] == ("D2:1", "D2:3")
    assert evidence["What instruments and pets does Ada have?"] == ("D2:4", "D3:1", "D3:3")
    assert evidence["What plant did Bram repot?"] == ("D1:4",)
    assert evidence["Who teaches ceramics in Ghent?"] == ("D2:2",)
    # Its only evidence id does not exist: the question is dropped, as in the reference.
    assert "What would Ada likely enjoy at a music festival?" not in evidence
    dates = {t.session: t.created_at for t in one.turns}
    assert dates[1] < dates[2] < dates[3]


def test_metrics() -> None:
    m = score_ranking(["D1:1", "D1:2", "D2:1"], ["D1:2", "D3:1"])
    assert m["any@1"] == 0 and m["any@5"] == 1 and m["all@5"] == 0
    assert m["frac@5"] == 0.5 and m["MRR"] == 0.5
    assert dedupe(["D1:1", "D1:2", "D2:1", "D1:3"], locomo_data.session_of) == [1, 2]


def test_locomo_harness_on_the_tiny_file() -> None:
    results, stores = locomo.run(TINY, FakeEmbedder())
    assert set(results) == {"bm25", "vector", "default"}
    n = sum(len(s.conv.questions) for s in stores)
    for rows in results.values():
        assert len(rows) == n
    default = locomo.summarise(results["default"], "turn")
    assert default["all 5"]["n"] == n and default["adversarial"]["n"] == 1
    # These questions share their key words with the evidence turn: all three must find it.
    easy = [r for r in results["default"] if r.category == 4]
    assert sum(r.turn["any@5"] for r in easy) >= len(easy) - 1
    text = locomo.render(results, stores, ["all"])
    assert "| single-hop |" in text and "| cat 1-4 |" in text


def test_locomo_harness_through_memory_write() -> None:
    # --store write: every turn through Memory.write with no verdict, as memory_write does;
    # every memory the gate kept maps back to the turn that created it
    results, stores = locomo.run(TINY, FakeEmbedder(), store="write")
    n = sum(len(s.conv.questions) for s in stores)
    assert all(len(rows) == n for rows in results.values())
    for st in stores:
        turns = {t.dia_id for t in st.conv.turns}
        assert st.dia_of and set(st.dia_of.values()) <= turns  # (a search hit outside it
        # would have raised KeyError in evaluate)
    easy = [r for r in results["default"] if r.category == 4]
    assert sum(r.turn["any@5"] for r in easy) >= len(easy) - 1


def test_locomo_main_skips_without_data(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert locomo.main(["--data", str(tmp_path / "absent.json")]) == 0
    assert "skipping" in capsys.readouterr().out


def test_locomo_main_on_the_tiny_file(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "r.json"
    assert locomo.main(["--data", str(TINY), "--embedder", "fake", "--json", str(out)]) == 0
    assert "## all" in capsys.readouterr().out and out.exists()


def test_coding_cases_with_the_fake_embedder() -> None:
    outcomes = coding_cases.run(FakeEmbedder())
    rankers = {o.ranker for o in outcomes}
    assert rankers == {"bm25", "vector", "default"}
    default = [o for o in outcomes if o.ranker == "default"]
    # Supersession and scope are enforced, whatever the embedder.
    assert not any(o.leaked for o in default)
    by_kind = {o.question: o for o in default if o.kind in ("superseded", "scope", "user")}
    assert all(o.rank is not None and o.rank <= 5 for o in by_kind.values())
    assert "| all |" in coding_cases.render(outcomes)


def test_speed_harness_at_200_memories() -> None:
    r = speed.run([200], [500], queries=10, writes=5, model=False, server=False, sleep=False)
    row = r["stores"][200]
    assert row["search"]["median_ms"] > 0 and row["bytes_per_memory"] > 0
    assert row["write_no_vectors"]["per_s"] > 0 and row["write_fake_vectors"]["per_s"] > 0
    assert r["vectors"][500]["median_ms"] > 0
    assert "| 200 |" in speed.render(r)


def test_peer_comparison_skips_without_the_peer(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert peer.main(["--python", str(tmp_path / "no-python")]) == 0
    assert "skipping" in capsys.readouterr().out


def test_gate_bench_scores_closures_against_the_labels(tmp_path: Path) -> None:
    from benchmarks import gate_bench
    from benchmarks.gate_data import Pair, Write

    a = "We use PostgreSQL 16 for the orders service; SQLite only in unit tests"
    b = "We use MySQL for the orders service"
    switch = "We switched the orders service from PostgreSQL to MySQL"
    pairs = [
        Pair("t1", "tune", "en", (b, a), switch, "supersedes", 1, "from_to", "trap"),
        Pair(
            "t2",
            "tune",
            "en",
            ("The orders service uses PostgreSQL",),
            "For the docs we use mkdocs instead of sphinx",
            "novel",
            None,
            "instead_of",
            "another subject",
        ),
    ]
    t = gate_bench.run_pairs(pairs, None, tmp_path)
    assert (t.writes, t.supersessions, t.declared, t.right, t.wrongly_closed) == (2, 1, 1, 1, 0)
    # A stream where the labels say the second switch replaces nothing: the gate's
    # closure there is counted as wrong.
    writes = [
        Write(1, "p1", "fact", "The job queue is RabbitMQ", None, None, "tune"),
        Write(2, "p1", "fact", "We switched the job queue from RabbitMQ to SQS", 1, None, "tune"),
        Write(3, "p2", "fact", "The cache is Memcached", None, None, "tune"),
        Write(4, "p2", "fact", "We switched the cache from Memcached to Redis", None, None, "tune"),
    ]
    s = gate_bench.run_stream(writes, None, tmp_path / "stream.db")
    assert (s.writes, s.supersessions, s.declared, s.right, s.wrongly_closed) == (4, 1, 2, 1, 1)
    assert s.row()["wrongly_closed_per_200"] == 50.0


def test_capture_bench_through_the_session_end_hook(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """One labelled session run through the real SessionEnd hook and read back by export."""
    import json

    from benchmarks import capture_bench

    (tmp_path / "tune").mkdir()
    records = [
        {"type": "user", "sessionId": "s1", "uuid": "u1", "message": {"role": "user",
         "content": "Bump the staging database."}},
        {"type": "assistant", "sessionId": "s1", "uuid": "a1", "message": {"id": "m1",
         "content": [{"type": "text", "text": "Should I run the plan with your SSO session?"}]}},
        {"type": "user", "sessionId": "s1", "uuid": "u2", "message": {"role": "user",
         "content": "No, we don't use SSO: plans always go through `make plan ENV=staging`. "
                    "Thanks, see you!"}},
    ]  # fmt: skip
    (tmp_path / "tune" / "one.jsonl").write_text(
        "\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8"
    )
    labels = {
        "tune/one.jsonl": {
            "project_dir": "/home/someone/infra",
            "keepers": [
                {"id": "k1", "kind": "procedure", "language": "en",
                 "statement": "Plans go through make plan.", "must_contain_any": [["make plan"]]}
            ],
            "traps": [{"id": "t1", "kind": "chitchat", "must_not_contain": ["see you"]}],
        }
    }  # fmt: skip
    (tmp_path / "labels.json").write_text(json.dumps(labels), encoding="utf-8")
    out = tmp_path / "figures.json"
    assert capture_bench.main(["--data", str(tmp_path), "--json", str(out)]) == 0
    [figures] = json.loads(out.read_text(encoding="utf-8"))
    assert (figures["found"], figures["keepers"], figures["traps_stored"]) == (1, 1, 0)
    assert "recall 1.00 (1/1)" in capsys.readouterr().out


def test_capture_bench_skips_without_data(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from benchmarks import capture_bench

    assert capture_bench.main(["--data", str(tmp_path)]) == 0
    assert "nothing to measure" in capsys.readouterr().out


def test_tune_tries_one_constant_and_restores_it(capsys) -> None:  # type: ignore[no-untyped-def]
    from benchmarks import tune

    from retain.rank import search as retrieve

    shipped = retrieve.SIBLING_WEIGHT
    args = ["--sets", "coding", "--embedder", "fake", "--try", "SIBLING_WEIGHT=0,0.5"]
    assert tune.main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == [
        "shipped",
        "SIBLING_WEIGHT=0",
        "SIBLING_WEIGHT=0.5",
    ]
    assert all("coding " in line for line in lines)
    assert shipped == retrieve.SIBLING_WEIGHT
    with pytest.raises(SystemExit):
        tune.main(["--sets", "coding", "--embedder", "fake", "--try", "NO_SUCH=1"])


@pytest.mark.skipif(shutil.which("git") is None, reason="needs the git binary")
def test_stale_bench_on_one_project(monkeypatch):
    """The staleness/outcome harness end to end on one generated project: every figure
    comes back from the store through the product path, and meets the issue's targets."""
    from benchmarks import stale_bench

    # run_half points RETAIN_HOME and RETAIN_DB at its temporary store: restored after
    monkeypatch.setenv("RETAIN_DB", "unset")
    monkeypatch.setenv("RETAIN_HOME", "unset")
    r = stale_bench.run_half(stale_bench.HALVES["tune"], 1)
    assert r["sessions"] == stale_bench.SESSIONS and r["inferred"] >= 1
    assert r["outcomes_right"] >= stale_bench.TARGETS["outcomes_right"]
    assert r["stale_total"] >= 1 and r["stale_caught"] >= stale_bench.TARGETS["stale_caught"]
    assert r["keep_total"] >= 1 and r["false_alarms"] <= stale_bench.TARGETS["false_alarms"]


def test_capture_context_is_what_capture_stores_for_the_turn(tmp_path: Path) -> None:
    conv = locomo_data.load(TINY)[0]
    turns = conv.turns
    contexts = [locomo.capture_context(turns, i) for i in range(len(turns))]
    for i, (turn, ctx) in enumerate(zip(turns, contexts)):
        before = turns[i - 1] if i else None
        if before is None or before.session != turn.session:
            assert ctx == ""  # the first turn of a session answered nothing
        else:
            said = before.text.split(": ", 1)[1]
            assert said[:40] in ctx and not ctx.startswith(before.speaker + ":")
    store = locomo.build_store(conv, tmp_path, FakeEmbedder(), context="capture")
    with sqlite3.connect(store.memory.path) as conn:
        by_id = dict(conn.execute("SELECT id, context FROM memories").fetchall())
    stored = [by_id[mid] or "" for mid in store.dia_of]
    assert stored == contexts and any(stored)


def test_search_bench_counts_hits_on_prompts_nothing_answers(capsys) -> None:  # type: ignore[no-untyped-def]
    from benchmarks import search_bench

    from retain.rank import search as retrieve

    shipped = retrieve.DENSE_WEAK_MIN
    assert search_bench.main(["--embedder", "fake", "--try", "DENSE_WEAK_MIN=0.2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("sessions tune (fake): first ") and "none (21)" in out
    assert " found " in out
    assert shipped == retrieve.DENSE_WEAK_MIN
    rows = [
        search_bench.Asked(s, ("dj-01",), ())
        for s in search_bench.session_data.load().split("tune")
    ]
    summary = search_bench.summary(rows)
    assert summary["none_hits"] == 1.0 and summary["none_empty"] == 0.0
    needed = [r for r in rows if not r.session.irrelevant]
    firsts = sum("dj-01" in r.session.needed for r in needed)
    assert summary["first"] == firsts / len(needed)


def test_search_bench_lists_the_prompts_answered_wrong_first() -> None:
    from benchmarks import search_bench

    sessions = search_bench.session_data.load().split("tune")
    s = next(x for x in sessions if x.relevant and not x.irrelevant)
    other = next(x for x in sessions if x.irrelevant)
    right = search_bench.Asked(s, (s.needed[0],), ())
    assert search_bench.misses([right, search_bench.Asked(other, ("dj-01",), ())]) == []
    second = search_bench.Asked(s, (s.relevant[0], s.needed[0]), ())
    nothing = search_bench.Asked(s, (), ())
    assert search_bench.misses([second, nothing]) == [
        f"  {s.id} [{s.category}] first {s.relevant[0]} (relevant); "
        f"needed {','.join(s.needed)} at 2",
        f"  {s.id} [{s.category}] first nothing; needed {','.join(s.needed)} at -",
    ]


def test_pg_bulk_fill_writes_the_rows_add_many_writes(
    pg_server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """benchmarks/pg_bulk.py stands in for Memory.add_many at 1M memories: the same
    memories both ways give the same rows (every column but the clock's) and searches."""
    from benchmarks import pg_bench
    from benchmarks.synthetic import TextGen

    monkeypatch.setenv("RETAIN_HOME", str(tmp_path / "home"))
    queries = TextGen(11).queries(8)
    report = pg_bench.check_bulk(pg_server.admin_url, 240, queries)
    for table, got in report["tables"].items():
        assert got == {"rows": 240, "rows_differing": 0}, table
    for mode in ("search_vectors", "search_words"):
        got = report[mode]
        assert got["same_ids_in_order"] == len(queries), (mode, got)
        assert got["empty"] < len(queries), (mode, got)
        assert got["max_score_difference"] < 0.01, (mode, got)


def test_locomo_one_half_builds_only_its_conversations(monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    # --split tuning|heldout stores only that half (a write-path run takes minutes per
    # conversation); the figures of that half are the same as in a run over all of them
    loader, path, _ = locomo.DATASETS["locomo"]
    monkeypatch.setitem(locomo.DATASETS, "locomo", (loader, path, ("tiny-1",)))
    built: list[str] = []
    real = locomo.build_store

    def spy(conv, *args, **kwargs):  # type: ignore[no-untyped-def]
        built.append(conv.sample_id)
        return real(conv, *args, **kwargs)

    monkeypatch.setattr(locomo, "build_store", spy)
    argv = ["--data", str(TINY), "--embedder", "fake", "--store", "write"]
    assert locomo.main([*argv, "--split", "heldout"]) == 0
    assert built == ["tiny-2"]
    assert "(4 questions" in capsys.readouterr().out
    built.clear()
    assert locomo.main([*argv, "--split", "tuning"]) == 0
    assert built == ["tiny-1"]
    assert "(6 questions" in capsys.readouterr().out


def test_tune_scores_the_write_path_when_asked(capsys) -> None:  # type: ignore[no-untyped-def]
    from benchmarks import tune

    args = ["--sets", "convo", "--embedder", "fake", "--store", "write"]
    assert tune.main([*args, "--try", "UPDATE_LIFT_MIN=1.01"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[0] for line in lines] == ["shipped", "UPDATE_LIFT_MIN=1.01"]
    assert all("convo 0." in line for line in lines)
    assert tune.STORE == "write"
    assert tune.main(["--sets", "coding", "--embedder", "fake"]) == 0
    assert tune.STORE == "bulk"


def test_a_stale_postmaster_pid_is_moved_aside_and_a_live_one_kept(
    pg_server, tmp_path: Path
) -> None:
    """pg_bench reuses a kept server's data directory; a postmaster.pid left by a server
    that was killed, naming a pid since taken by another process, must not stop it."""
    import os

    import psycopg
    from benchmarks import pg_bench

    data = tmp_path / "pgdata"
    data.mkdir()
    assert not pg_bench.clear_stale_pid(data)  # no file: nothing to do
    (data / "postmaster.pid").write_text(f"{os.getpid()}\n{data}\n")  # this pytest: no server
    assert pg_bench.clear_stale_pid(data)
    assert not (data / "postmaster.pid").exists()
    assert (data / "postmaster.pid.stale").read_text().startswith(str(os.getpid()))
    with psycopg.connect(pg_server.admin_url) as conn:
        real = Path(str(conn.execute("SHOW data_directory").fetchone()[0]))  # type: ignore[index]
    try:
        live = (real / "postmaster.pid").read_text()
    except OSError:
        pytest.skip("the test server's data directory is not readable here")
    (data / "postmaster.pid").write_text(live)  # a copy: the running server's pid
    assert not pg_bench.clear_stale_pid(data)
    assert (data / "postmaster.pid").read_text() == live


def test_stop_refreshers_stops_only_this_homes_refresher(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The benches stop a first run's refresher that is still copying (at 1M it would
    run for many minutes beside the next measurement): the one started for that home,
    found as Mirror.spawn_refresh starts it, and no other."""
    import socket

    from benchmarks.team_hook_bench import stop_refreshers

    from retain.team.mirror import Mirror

    # a loopback server that accepts and never answers: each refresher waits on it
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(8)
    url = f"postgresql://nobody@127.0.0.1:{silent.getsockname()[1]}/retain"
    procs = {}
    for name in ("a", "b"):
        monkeypatch.setenv("RETAIN_HOME", str(tmp_path / name))
        procs[name] = Mirror(url, "proj").spawn_refresh()
    try:
        assert stop_refreshers(tmp_path / "a") == 1
        procs["a"].wait(timeout=15)  # type: ignore[attr-defined]
        assert procs["b"].poll() is None  # type: ignore[attr-defined]
        assert stop_refreshers(tmp_path / "a") == 0
        assert stop_refreshers(tmp_path / "b") == 1
        procs["b"].wait(timeout=15)  # type: ignore[attr-defined]
    finally:
        for p in procs.values():
            if p.poll() is None:  # type: ignore[attr-defined]
                p.kill()  # type: ignore[attr-defined]
        silent.close()


def test_touch_facts_changes_live_unpinned_project_facts_and_leaves_them_as_they_were(
    pg, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """pg_bench.touch_facts (the "100 changes" of the mirror figures, in pg_bench and
    mirror_refresh_bench): it changes only live unpinned facts of the bench's project,
    each pinned and unpinned again, and says how many."""
    from benchmarks import pg_bench

    from retain import Memory

    monkeypatch.setenv("RETAIN_HOME", str(tmp_path / "home"))
    url = pg.url("contract")
    mem = Memory(url, embedder=FakeEmbedder(), project=pg_bench.PROJECT)
    facts = [
        mem.add(
            f"the nightly export {n} writes to bucket exports-{n}", kind="fact", scope="project"
        )
        for n in range(5)
    ]
    mem.add("we deploy on Fridays only after the freeze ends", kind="decision", scope="project")
    mem.pin(facts[0])
    assert pg_bench.touch_facts(url, 3) == 3
    assert pg_bench.touch_facts(url, 10) == 4  # the pinned fact and the decision are left
    rows = mem.store.get_many(facts)
    assert rows[facts[0]].pinned and not any(rows[f].pinned for f in facts[1:])
    assert all(rows[f].status == "live" for f in facts)
    mem.close()


def test_embedder_choice_names_each_embedder_and_refuses_others() -> None:
    from benchmarks.embed_cache import EMBEDDER_CHOICES, CachedEmbedder, chosen

    assert EMBEDDER_CHOICES == ("minilm", "fake", "none")
    assert chosen("none") is None
    fake = chosen("fake")
    assert fake is not None and fake.embed(["a b"]).shape == (1, fake.dim)
    assert isinstance(chosen("minilm"), CachedEmbedder)  # built lazily: no model loaded here
    with pytest.raises(ValueError, match="unknown embedder 'bge'"):
        chosen("bge")


def test_the_toolcall_bench_reads_another_set_and_both_halves(tmp_path):
    """`--data` points the tool-call bench at another set; a set written to be run once
    names held-out projects only, and `--split all` runs both halves."""
    import json

    from benchmarks import toolcall_bench

    for name in ("a", "b"):
        (tmp_path / f"{name}.json").write_text(json.dumps({"project": name, "calls": []}))
    (tmp_path / "split.json").write_text(json.dumps({"tune": [], "heldout": ["a", "b"]}))
    assert [p["project"] for p in toolcall_bench.load("heldout", tmp_path)] == ["a", "b"]
    assert [p["project"] for p in toolcall_bench.load("all", tmp_path)] == ["a", "b"]
    with pytest.raises(SystemExit, match="names no project"):
        toolcall_bench.load("tune", tmp_path)
    default = toolcall_bench.load("all")
    assert len(default) == 9 and default[0]["project"] == "go-ledger"


def test_the_toolcall_bench_judges_a_target_on_exact_counts_not_the_rounded_share():
    from benchmarks import toolcall_bench

    def call(wanted, shown):
        return {
            "event": "PreToolUse",
            "wanted": wanted,
            "shown": shown,
            "reached_any": bool(set(wanted) & set(shown)),
            "reached_all": set(wanted) <= set(shown),
            "wall_ms": [1.0],
        }

    # 284 of 299 calls wanting nothing are silent: 0.9498, shown as 0.95
    calls = [call([], [])] * 284 + [call([], ["m1"])] * 15 + [call(["m2"], ["m2"])]
    summary = toolcall_bench.summarise([{"project": "p", "calls": calls}])
    assert summary["silent"] == 0.95
    assert summary["counts"]["silent"] == [284, 299]
    assert toolcall_bench.verdict(summary, "silent", 0.95) == "MISSED"
    assert toolcall_bench.verdict(summary, "reached", 0.85) == "met"
