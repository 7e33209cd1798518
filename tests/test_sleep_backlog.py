"""A pass does bounded work: budgets, the cursor that carries the rest to later passes,
word probes that find every near-copy, and decay candidates chosen in SQL."""

from __future__ import annotations

import json
import random

import pytest

from fakes import FakeEmbedder
from retain import Memory
from retain import text as textmod
from retain.models import MemoryRecord
from retain.sleep import backlog
from retain.sleep.run import run_sleep_pass
from retain.vectors import finder, similar
from test_sleep import T0, rows, session, snapshot

DAY = 86_400.0


def _pairs(mem: Memory, n: int, *, t: float = T0) -> list[tuple[int, int]]:
    """`n` distinct beliefs, each imported twice in slightly different form."""
    texts = [f"Service {w} writes its audit log to bucket {w}-logs" for w in _names(n)]
    ids = mem.add_many(
        [x for t_ in texts for x in (t_, t_.lower() + "!")],
        kind="fact",
        created_at=[t + i for i in range(2 * n)],
    )
    return list(zip(ids[::2], ids[1::2]))


def _names(n: int) -> list[str]:
    rng = random.Random(n)
    letters = "bcdfghjklmnpqrstvwz"
    return ["".join(rng.choice(letters) for _ in range(7)) + str(i) for i in range(n)]


def test_a_big_import_is_merged_over_several_bounded_passes(mem, monkeypatch):
    monkeypatch.setattr(backlog, "MERGE_BUDGET", 6)
    pairs = _pairs(mem, 10)
    merged = [run_sleep_pass(mem.path, now=T0 + DAY).merged]
    while merged[-1] and len(merged) < 20:
        merged.append(run_sleep_pass(mem.path, now=T0 + DAY + len(merged)).merged)
    assert merged[0] < 10 and len(merged) > 3 and sum(merged) == 10
    for keeper, copy in pairs:
        assert mem.get(copy).superseded_by == keeper
    before = snapshot(mem.path)
    assert run_sleep_pass(mem.path, now=T0 + 2 * DAY).merged == 0
    assert snapshot(mem.path) == before


def test_fresh_changes_are_checked_while_an_import_is_still_queued(mem, monkeypatch):
    monkeypatch.setattr(backlog, "MERGE_BUDGET", 4)
    old = mem.write("The flaky test is caused by DNS", now=T0)
    mem.forget(old.memory_id, "wrong", now=T0)
    run_sleep_pass(mem.path, now=T0)
    _pairs(mem, 20, t=T0 + 1)  # 40 new beliefs: ten passes' worth
    copy = mem.write("The flaky test is caused by DNS", now=T0 + DAY)
    mem.revive(old.memory_id, now=T0 + DAY)  # a change, queued apart from the import
    report = run_sleep_pass(mem.path, now=T0 + DAY)
    assert report.merged < 20  # the import is still queued ...
    assert mem.get(copy.memory_id).superseded_by == old.memory_id  # ... the change is not


def test_the_cursor_is_recorded_and_an_older_report_still_reads(mem):
    _pairs(mem, 2)
    run_sleep_pass(mem.path, now=T0 + DAY)
    (report,) = rows(mem, "SELECT report FROM sleep_runs")
    cursor = json.loads(report[0])["cursor"]
    assert cursor["started_at"] == T0 + DAY and cursor["merge_new_id"] == 4
    old = backlog.Cursor.from_report({"started_at": 5.0, "max_memory_id": 7})
    assert old == backlog.Cursor(5.0, 7, 0, 5.0, 0, 7)
    assert backlog.Cursor.from_report({"started_at": "x"}) is None
    assert backlog.Cursor.from_report(None) is None


def test_pending_observations_over_the_budget_wait_for_the_next_pass(
    mem, tmp_path, project_dir, monkeypatch
):
    monkeypatch.setattr(backlog, "PENDING_BUDGET", 2)
    requests = [
        "Please remember that we deploy with make release, never by hand.",
        "Remember that the staging database is read-only on Fridays.",
        "Remember that invoices are numbered by the billing service.",
    ]
    first = session(mem, tmp_path, project_dir, "s1", *requests, now=T0)
    assert (first.captured, first.promoted, first.pending) == (3, 2, 1)
    later = run_sleep_pass(mem.path, now=T0 + 60)
    assert (later.promoted, later.pending) == (1, 0)
    assert len(rows(mem, "SELECT id FROM memories WHERE status = 'live'")) == 3


def test_a_weakened_memory_is_still_found_by_decay(mem):
    weak = mem.write("The flaky test is caused by DNS", trust="inferred", now=T0)
    full = mem.write("The cache lives in Redis cluster B", trust="inferred", now=T0)
    with mem.store.connect() as conn:
        conn.execute("UPDATE memories SET strength = 0.1 WHERE id = ?", (weak.memory_id,))
    # 0.1 falls below 0.05 after one 14-day half-life; full strength needs 4.3 of them
    report = run_sleep_pass(mem.path, now=T0 + 20 * DAY)
    assert report.decayed == 1 and mem.get(weak.memory_id).status == "archived"
    assert mem.get(full.memory_id).status == "live"
    assert run_sleep_pass(mem.path, now=T0 + 60 * DAY).decayed == 0
    assert run_sleep_pass(mem.path, now=T0 + 61 * DAY).decayed == 1


@pytest.mark.parametrize("cut", [0.5, 0.6, 0.8])
def test_a_word_probe_finds_every_memory_past_the_cut(tmp_path, project_dir, cut):
    """The probe's promise: whatever its words, a memory sharing at least `cut` of a
    text's words (Jaccard) matches the probe, so merging and promotion miss none."""
    rng = random.Random(int(cut * 10))
    vocab = [f"w{i}" for i in range(12)] + ["deploy", "release", "cache", "redis", "port"]
    texts = [" ".join(rng.sample(vocab, rng.randint(1, 7))) for _ in range(300)]
    mem = Memory(tmp_path / "p.db", embedder=None, project=str(project_dir))
    ids = mem.add_many(texts, kind="fact", created_at=[T0] * len(texts))
    first = mem.get(ids[0])
    with mem.session():
        words = similar.Words(mem.store)
        for i, (mid, a) in enumerate(zip(ids, texts)):
            tokens = frozenset(textmod.content_tokens(a))
            exclude = i % 2 == 0  # half as a stored belief (merge), half as new text
            query = similar.probe(words, a, tokens, cut, self_count=1 if exclude else 0)
            hits = set() if query is None else _matches(mem, first, query)
            for other_id, b in zip(ids, texts):
                if exclude and other_id == mid:
                    continue
                if textmod.jaccard(a, b) >= cut:
                    assert other_id in hits, (a, b, query)


def test_near_copies_in_other_scripts_are_merged(mem):
    """Python folds "Straße" to "strasse" and "²" to "2"; FTS5 does not, so the index
    lacks those words. The probe must not take that as proof that no copy exists."""
    texts = [
        "Die Straße vor dem Büro ist ab Montag gesperrt",
        "Die Straße vor dem Büro bleibt ab Montag gesperrt",  # 8 of 10 words shared
        "Der Zähler läuft in O(n²) über alle Einträge",
        "der Zähler läuft in O(n²) über alle Einträge",
        "部署は金曜日に行わない",
        "部署は金曜日に行わない。",
    ]
    mem.add_many(texts, kind="fact", created_at=[T0 + i for i in range(len(texts))])
    assert run_sleep_pass(mem.path, now=T0 + DAY).merged == 3


def _matches(mem: Memory, like: MemoryRecord, groups: list[list[str]]) -> set[int]:
    rows = mem.store.word_groups_match(
        groups, scope=like.scope, project_id=like.project_id, limit=10**6
    )
    return {mid for mid, _ in rows}


def test_nearest_in_one_batch_equals_one_by_one(tmp_path, project_dir):
    mem = Memory(tmp_path / "v.db", embedder=FakeEmbedder(), project=str(project_dir))
    _pairs(mem, 6)
    mem.add_many(["a user preference that lives in another scope"], kind="preference")
    store = mem.store
    with store.session():
        vectors = finder.open_vectors(store, None)
        assert vectors is not None
        queries = [(m.id, m.project_id) for m in store.iter_memories()]
        for floor in (-1.0, 0.5):
            batch = vectors.nearest_many(store, queries, floor)
            assert set(batch) == {mid for mid, _ in queries}
            for mid, pid in queries:
                vec = vectors.of_memory(store, mid)
                assert vec is not None
                one = {i: c for i, c in vectors.nearest(store, vec, pid) if c >= floor}
                assert dict(batch[mid]) == pytest.approx(one)


def test_waiting_observations_reach_the_same_store_by_lookup_or_by_changes(
    tmp_path, project_dir, monkeypatch
):
    """Past RECENT_MAX changes a waiting observation looks beliefs up instead of
    comparing with each change: a shortcut, so the store must come out the same."""
    from test_sleep import STRONG, WEAK, WEAK_AGAIN, _busy_store

    stores = []
    for recent_max in (0, 500):
        monkeypatch.setattr(backlog, "RECENT_MAX", recent_max)
        d = tmp_path / str(recent_max)
        d.mkdir()
        mem = Memory(d / "m.db", embedder=None, project=str(project_dir))
        _busy_store(mem, d, project_dir)
        mem.write("I prefer tabs over spaces in Go files", kind="preference", now=T0 + 2 * DAY)
        session(mem, d, project_dir, "s3", WEAK, STRONG, DARK, now=T0 + 3 * DAY)
        mem.write(DARK.rstrip("."), kind="preference", session_id="s5", now=T0 + 4 * DAY)
        waited = run_sleep_pass(mem.path, now=T0 + 5 * DAY)
        assert (waited.reinforced, waited.pending) == (1, 0)  # the waiting one backs it
        session(mem, d, project_dir, "s4", WEAK_AGAIN, now=T0 + 40 * DAY)
        run_sleep_pass(mem.path, now=T0 + 70 * DAY)
        stores.append(snapshot(mem.path))
    assert stores[0] == stores[1]


DARK = "I prefer dark mode in the editor."
