"""The SessionStart block's pool through the ranking indexes (retain.store.block_rank,
SQLite m008, PostgreSQL m005) is exactly the pool of the linear scan it replaced, on
both stores: the same memories in the same order, hence the same block."""

from __future__ import annotations

import random

import pytest

from conftest import db_rows
from fakes import FakeEmbedder
from retain import Memory
from retain.rank import block as context
from retain.store import block_rank

DAY = 86400.0
T0 = 1_780_000_000.0
OTHER = "path:/elsewhere"
WORDS = "deploy cache schema retry token build queue index shard tenant webhook".split()


def _pool(mem: Memory, now: float, limit: int = context.POOL) -> tuple[list[int], list[int]]:
    store = mem.store
    with store.session():
        fast = store.block_candidates(
            mem.project_id, now=now, kinds=context.BLOCK_KINDS, limit=limit
        )
        scan = store.scan_candidates(
            mem.project_id, now=now, kinds=context.BLOCK_KINDS, limit=limit
        )
    return [c.id for c in fast], [c.id for c in scan]


def seeded(store_target: str, project_dir, n: int = 2000, seed: int = 5) -> tuple[Memory, float]:
    """n memories written over ~4 months, some in groups sharing one clock (as an import
    writes them), in every tier and kind, then given the lives memories have: pins,
    failures, outcomes (reported and inferred), stale marks, uses, faded strength,
    expiry, unconsolidated guesses, retirements. Returns the store and its last time."""
    rng = random.Random(seed)
    clock = [T0]
    mem = Memory(
        store_target, embedder=FakeEmbedder(), project=str(project_dir), clock=lambda: clock[0]
    )
    kinds = (*context.BLOCK_KINDS, "fact", "fact", "note")
    ids: list[int] = []
    while len(ids) < n:
        size = rng.choice((1, 1, 1, 2, 8, 40))
        clock[0] += rng.choice((1.0, 30.0, 600.0, 3600.0, rng.random() * 2 * DAY))
        scope = rng.choice(("project", "project", "user"))
        texts = [
            f"note {len(ids) + j}: {' '.join(rng.choices(WORDS, k=4))} {rng.random():.6f}"
            for j in range(size)
        ]
        ids += mem.add_many(
            texts,
            kind=rng.choice(kinds),
            scope=scope,
            project=OTHER if scope == "project" and rng.random() < 0.15 else None,
            trust=rng.choice(("user", "agent", "agent", "inferred")),
            valence="failure" if rng.random() < 0.08 else "fact",
            embed=False,
        )
    end = clock[0]
    store = mem.store
    with store.transaction():
        for mid in rng.sample(ids, n // 3):
            at = T0 + rng.random() * (end - T0)
            change: dict[str, object] = {}
            roll = rng.random()
            if roll < 0.03:
                change["pinned"] = True
            elif roll < 0.25:
                ok, bad = rng.randrange(6), rng.randrange(4)
                change.update(n_success=ok, n_failure=bad, confidence=(ok + 2) / (ok + bad + 3))
            elif roll < 0.35:
                change["stale_at"] = at
            elif roll < 0.55:
                change.update(last_used_at=at, strength=1.0)
            elif roll < 0.7:
                change["strength"] = round(rng.random(), 3)
            elif roll < 0.78:
                change["expires_at"] = end + rng.choice((-DAY, DAY))
            elif roll < 0.85:
                change["consolidated"] = rng.random() < 0.5
            elif roll < 0.9:
                change.update(status="archived", retired_at=at)
            else:
                change["confidence"] = rng.random()
            store.update(mid, at, **change)
    return mem, end


def test_the_indexed_pool_is_the_scanned_pool_on_a_seeded_2k_store(store_target, project_dir):
    mem, end = seeded(store_target, project_dir)
    tiers = db_rows(
        mem,
        "SELECT pinned, valence, count(*) AS n FROM memories WHERE status = 'live' "
        "GROUP BY pinned, valence",
    )
    assert len(tiers) == 4, tiers  # every tier is there: pinned or not, failure or not
    for now in (end, end + 3600.0, end + 40 * DAY, end + 400 * DAY, T0 + 20 * DAY):
        for limit in (context.POOL, 37, 1):
            fast, scan = _pool(mem, now, limit)
            assert fast == scan, (now, limit)
            assert len(fast) == limit
    # a whole store smaller than the pool: every eligible memory, in order
    fast, scan = _pool(mem, end, 5000)
    assert fast == scan and 200 < len(fast) < 2000
    with mem.store.session():
        # the user's part alone (no project)
        a = mem.store.block_candidates(None, now=end, kinds=context.BLOCK_KINDS, limit=60)
        b = mem.store.scan_candidates(None, now=end, kinds=context.BLOCK_KINDS, limit=60)
    assert [c.id for c in a] == [c.id for c in b] and len(a) == 60


def test_the_block_is_the_same_text_either_way(store_target, project_dir, monkeypatch):
    mem, end = seeded(store_target, project_dir, n=800, seed=11)
    fast = mem.session_block(now=end + DAY)
    store = type(mem.store)
    monkeypatch.setattr(store, "block_candidates", store.scan_candidates)
    scan = mem.session_block(now=end + DAY)
    assert fast.memory_ids == scan.memory_ids and len(fast.memory_ids) >= 10
    strip = [line for line in fast.text.splitlines() if "nonce" not in line]
    assert strip == [line for line in scan.text.splitlines() if "nonce" not in line]


def _counting(monkeypatch) -> list[int]:
    read: list[int] = []
    top = block_rank.top

    def counted(fetch, parts, limit, now):
        def f(part, key, offset, count):
            rows = fetch(part, key, offset, count)
            read.append(len(rows))
            return rows

        return top(f, parts, limit, now)

    monkeypatch.setattr(block_rank, "top", counted)
    return read


def test_the_lists_stop_early_and_a_strength_above_one_is_not_missed(
    store_target, project_dir, monkeypatch
):
    """600 decisions written a minute apart: the 20 best are known after a page of each
    list, not 600 rows. A strength above 1 (no writer stores one) would beat the bound
    of the `kept` order, so that order puts it first: the old, strong memory is found."""
    mem = Memory(store_target, embedder=FakeEmbedder(), project=str(project_dir))
    stamps = [T0 - 300 * DAY + 60.0 * i for i in range(600)]
    ids = mem.add_many(
        [f"decision {i} on the queue" for i in range(600)],
        kind="decision",
        created_at=stamps,
        embed=False,
    )
    with mem.store.transaction():
        for mid, at in zip(ids, stamps, strict=True):
            mem.store.update(mid, at)  # updated when written, as a write leaves it
        mem.store.update(ids[7], T0 - 500 * DAY, strength=40.0, last_used_at=T0 - 500 * DAY)
    read = _counting(monkeypatch)
    fast, scan = _pool(mem, T0, limit=20)
    assert fast == scan and fast[0] == ids[7]
    assert fast[1:] == sorted(ids[-19:], reverse=True)  # then the newest
    assert sum(read) < 200, read  # a page or two of each list, not the 600


def test_an_import_tied_on_every_key_is_read_whole_and_ranked_by_id(store_target, project_dir):
    """add_many writes a batch with one clock: every key ties, so the lists read the
    tied group (the cost is the group's, not the store's) and the ids decide."""
    clock = [T0]
    mem = Memory(
        store_target, embedder=FakeEmbedder(), project=str(project_dir), clock=lambda: clock[0]
    )
    ids = mem.add_many([f"decision {i} on the queue" for i in range(450)], kind="decision")
    clock[0] += 10.0
    ids += mem.add_many([f"preference {i}" for i in range(30)], kind="preference")
    fast, scan = _pool(mem, T0 + 5 * DAY)
    assert fast == scan
    assert fast == sorted(ids[-30:], reverse=True) + sorted(ids[:450], reverse=True)[:170]


def test_other_kinds_fall_back_to_the_scan(mem):
    mem.add_many(["a fact the block never shows"], kind="fact")
    mem.add_many(["a decision"], kind="decision")
    now = mem.clock()
    with mem.store.session():
        got = mem.store.block_candidates(mem.project_id, now=now, kinds=("fact",), limit=10)
    assert [c.text for c in got] == ["a fact the block never shows"]


def test_the_block_asks_for_the_indexed_kinds_themselves():
    """One list, not two held equal: the block's kinds are the ranking indexes'."""
    assert context.BLOCK_KINDS is block_rank.INDEXED_KINDS


def test_the_bound_holds_for_every_memory(store_target, project_dir):
    """block_rank.bound at a memory's own keys is at least its proxy (computed in SQL):
    the inequality the early stop rests on."""
    mem, end = seeded(store_target, project_dir, n=600, seed=3)
    sqlite = store_target.endswith(".db")
    from retain.store import pg_block, sqlite_block

    mod = sqlite_block if sqlite else pg_block
    mark = "?" if sqlite else "%s"
    exprs = (
        "id",
        mod.TIER_SQL,
        mod.cap_sql(),
        mod.KEPT_SQL,
        mod.TOUCHED_SQL,
        mod.quality_proxy_sql("").replace(mark, "?"),
    )
    cols = ", ".join(f"{e} AS c{i}" for i, e in enumerate(exprs))
    for now in (end, end + 90 * DAY):
        rows = db_rows(mem, f"SELECT {cols} FROM memories WHERE status = 'live'", now, now)
        assert len(rows) > 300
        for r in rows:
            row = tuple(r[i] for i in range(6))
            if row[3] >= 1e300:
                continue  # none here; strength is at most 1 from every writer
            tier, best = block_rank.bound([row, row, row], now)
            assert tier == row[1] and row[5] <= best + block_rank.SLACK, row


def _plan(mem, sql: str, params: tuple) -> str:
    store = mem.store
    if hasattr(store, "connect"):
        with store.connect() as conn:
            return " ".join(str(r[3]) for r in conn.execute("EXPLAIN QUERY PLAN " + sql, params))
    with store._c() as conn:
        # A test table is small, where a sort is cheap: ask what the planner can do.
        conn.execute("SET enable_seqscan = off")
        conn.execute("SET enable_sort = off")
        try:
            return " ".join(str(r[0]) for r in conn.execute("EXPLAIN " + sql, params))
        finally:
            conn.execute("RESET enable_seqscan")
            conn.execute("RESET enable_sort")


@pytest.mark.parametrize("key", block_rank.KEYS)
@pytest.mark.parametrize("user", [True, False])
def test_each_list_reads_its_index_in_order(mem, key, user):
    """The statements are the migrations' index expressions: the plan reads the index
    and sorts nothing (a change to one without the other would scan and sort)."""
    from retain.store import pg_block, sqlite_block

    sqlite = hasattr(mem.store, "connect")
    mod = sqlite_block if sqlite else pg_block
    sql = mod._ranked_sql(user, key)
    # the project's list also binds the visible branches (sqlite_block.branch_sql)
    branches = sqlite_block.branch_param(["feature/x"]) if sqlite else ["feature/x"]
    scope = () if user else ("path:/p", branches)
    plan = _plan(mem, sql, (1.0, 1.0, *scope, 1.0, 1.0, 10, 0))
    assert f"memories_block_{key}" in plan, plan
    assert "TEMP B-TREE" not in plan and "Sort" not in plan, plan


def test_the_migration_holds_the_statements_expressions(tmp_path):
    """SQLite keeps an index's CREATE text: m008's expressions are sqlite_block's."""
    from retain.store import sqlite_block
    from retain.store.sqlite import SqliteStore

    store = SqliteStore(tmp_path / "m.db")
    with store.connect() as conn:
        sql = {
            r[0]: r[1]
            for r in conn.execute(
                "SELECT name, sql FROM sqlite_master WHERE name LIKE 'memories_block_%'"
            )
        }
    store.close()
    keys = {"cap": sqlite_block.cap_sql(), "kept": sqlite_block.KEPT_SQL}
    keys["touched"] = sqlite_block.TOUCHED_SQL
    assert sorted(sql) == [f"memories_block_{k}" for k in sorted(keys)]
    for name, key in keys.items():
        assert f"{sqlite_block.TIER_SQL}, {key})" in sql[f"memories_block_{name}"]


def test_a_constraint_reaches_the_block_past_more_than_a_pool_of_failure_lessons(
    store_target, project_dir
):
    """The pool follows the block's tiers (block_rank.tier_sql, SQLite m021, PostgreSQL
    m012): with more pinned and failure memories than the pool holds, the project's
    constraint is still in it, after the pinned and the proven failure lessons and
    before the unproven ones, through the indexes and through the scan alike."""
    mem = Memory(store_target, embedder=FakeEmbedder(), project=str(project_dir))
    lessons = mem.add_many(
        [f"lesson {i}: the {WORDS[i % len(WORDS)]} step failed once" for i in range(230)],
        kind="lesson",
        valence="failure",
        created_at=[T0 - DAY + i for i in range(230)],
        embed=False,
    )
    pinned = mem.add_many(
        ["the staging database is shared with QA"],
        kind="decision",
        scope="user",
        created_at=[T0 - 2 * DAY],
        embed=False,
    )
    rule = mem.add_many(
        ["ask before adding any new dependency"],
        kind="constraint",
        scope="project",
        created_at=[T0 - 300 * DAY],
        embed=False,
    )[0]
    with mem.store.transaction():
        mem.store.update(pinned[0], T0 - DAY, pinned=True)
        mem.store.update(lessons[0], T0 - DAY, n_success=3, n_failure=1)
    fast, scan = _pool(mem, T0)
    assert fast == scan and len(fast) == context.POOL
    assert fast[:3] == [pinned[0], lessons[0], rule]
    block = context.assemble_context(mem.store, project_id=mem.project_id, budget=600, now=T0)
    assert rule in block.memory_ids
