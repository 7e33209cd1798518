"""The shared statements' dialects: what each store's driver is handed."""

import sqlite3

import pytest

from retain.errors import NotFound
from retain.store.dialect import POSTGRES, SQLITE


def test_postgres_marks_and_literal_percent():
    sql = "SELECT id FROM memories WHERE text LIKE '%x%' AND id = ? AND project_id = ?"
    assert POSTGRES.q(sql) == (
        "SELECT id FROM memories WHERE text LIKE '%%x%%' AND id = %s AND project_id = %s"
    )
    assert SQLITE.q(sql) == sql


def test_insert_ignore_is_spelled_for_each_store_and_escaped_once():
    sql = "INSERT INTO t (a) VALUES (?)"
    assert SQLITE.insert_ignore(sql) == "INSERT OR IGNORE INTO t (a) VALUES (?)"
    assert POSTGRES.q(POSTGRES.insert_ignore(sql)) == (
        "INSERT INTO t (a) VALUES (%s) ON CONFLICT DO NOTHING"
    )


def test_sqlite_inserted_id_is_none_for_a_row_a_unique_index_holds():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT UNIQUE)")
    first = SQLITE.inserted_id(conn, "INSERT INTO t (a) VALUES (?)", ("x",))
    again = SQLITE.inserted_id(conn, "INSERT INTO t (a) VALUES (?)", ("x",))
    assert first == 1 and again is None
    SQLITE.executemany(conn, "INSERT INTO t (a) VALUES (?)", [("y",), ("z",)])
    SQLITE.executemany(conn, "INSERT INTO t (a) VALUES (?)", [])
    assert [r[0] for r in conn.execute("SELECT a FROM t ORDER BY id")] == ["x", "y", "z"]


def test_rows_in_reads_every_chunk_of_a_long_id_list():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, a TEXT)")
    conn.executemany("INSERT INTO t (id, a) VALUES (?, ?)", [(i, f"x{i}") for i in range(1, 1201)])
    ids = list(range(1, 1201, 1))
    rows = SQLITE.rows_in(conn, "SELECT id FROM t WHERE id IN ({ids}) ORDER BY id", ids)
    assert [r[0] for r in rows] == ids
    assert SQLITE.rows_in(conn, "SELECT id FROM t WHERE id IN ({ids})", []) == []


def test_sqlite_new_id_and_memories_by_id_keep_the_ids_order_free_and_chunked():
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE memories (id INTEGER PRIMARY KEY, scope TEXT)")
    ids = [SQLITE.new_id(conn, "INSERT INTO memories (scope) VALUES (?)", ("user",))]
    ids += [
        SQLITE.new_id(conn, "INSERT INTO memories (scope) VALUES (?)", (s,)) for s in "pu" * 600
    ]
    assert ids == list(range(1, 1202))
    rows = SQLITE.memories_by_id(conn, "m.id, m.scope", ids[::-1], "m.scope = ?", ("p",))
    assert sorted(r[0] for r in rows) == ids[1::2] and isinstance(rows[0], tuple)
    SQLITE.run_in(conn, "UPDATE memories SET scope = ? WHERE id IN ({ids})", ids[:700], head=("x",))
    got = SQLITE.rows_in(
        conn, "SELECT id FROM memories WHERE id IN ({ids}) AND scope = ?", ids, tail=("x",)
    )
    assert [r[0] for r in got] == ids[:700]


NOW = 1_900_000_000.0
# Not a contract module (tests/conftest.py): these few run on both stores by name.
both_stores = pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)


def _fact(store, i: int, project_id: str) -> int:
    return store.add_memory(
        text=f"the fixture loader number {i} retries twice",
        kind="fact",
        valence="fact",
        scope="project",
        project_id=project_id,
        trust="agent",
        confidence=0.5,
        now=NOW + i,
    )


@both_stores
def test_shared_memory_rows_read_every_chunk_and_page_on_both_stores(mem):
    """The row statements both stores run through their dialect (retain.store.memory_ops,
    sleep_rows, browse_ops), over more ids than one chunk (500) or page (1000) holds."""
    store, pid, n = mem.store, mem.project_id, 1203
    with store.transaction():
        ids = [_fact(store, i, pid) for i in range(n)]
        eps = [
            store.add_episode(
                text=f"said {i}", actor="user", source="tool", now=NOW, distilled=False
            )
            for i in range(n)
        ]
        store.link_sources(ids[0], eps)
        store.link_sources(ids[0], eps[:3])  # already linked: kept once
    assert None not in eps
    with store.session():
        assert set(store.get_many(ids)) == set(ids)
        assert set(store.visible(ids[::-1], project_id=pid, at=None)) == set(ids)
        assert store.visible(ids, project_id=None, at=None) == {}  # another scope
        assert [m.id for m in store.iter_memories(live_only=True)] == ids
        in_scope = store.revivable_in_scope(ids[::-1], scope="project", project_id=pid)
        assert [m.id for m in in_scope] == ids
        assert store.episode_ids_of(ids[0]) == sorted(eps)
        assert len(store.evidence_of([ids[0], ids[1]])[ids[0]]) == n
        assert store.pending_count() == n
        store.mark_distilled(eps, NOW + 1)
        assert store.pending_count() == 0
        store.mark_used(ids[:2], NOW + 2)
        used = store.get_many(ids[:3])
        assert [used[i].n_used for i in ids[:3]] == [1, 1, 0]
        assert store.get(ids[0]).last_used_at == NOW + 2
        with pytest.raises(NotFound, match=f"no memory with id {ids[-1] + 1}"):
            store.get(ids[-1] + 1)


@both_stores
def test_replaced_by_puts_a_replacement_without_an_end_last_on_both_stores(mem):
    store, pid = mem.store, mem.project_id
    with store.transaction():
        new, a, b, c = (_fact(store, i, pid) for i in range(4))
        store.supersede(a, new, NOW + 10)
        store.supersede(b, new, NOW + 20)
        store.update(c, NOW + 30, status="merged", superseded_by=new)  # no valid_to
    assert [m.id for m in store.replaced_by(new)] == [b, a, c]
    assert store.get(a).status == "superseded" and store.get(c).valid_to is None


@both_stores
def test_usage_decisions_and_report_count_past_one_chunk_of_sessions_on_both_stores(mem):
    """retain.store.usage_ops on both stores: decisions move the counters once, found
    uses count once, and the report adds up sessions beyond one chunk (500)."""
    store, pid, n = mem.store, mem.project_id, 601
    with store.transaction():
        a, b = _fact(store, 0, pid), _fact(store, 1, pid)
        for i in range(n):
            store.record_injections(f"s{i}", [a, b], NOW + i, "session_start")
    assert [r[0] for r in store.undecided("s0")] == [a, b]
    with store.transaction():
        for i in range(n):
            decided = store.record_decisions(
                f"s{i}", [(a, i % 3 == 0, None), (b, False, None)], NOW + n + i
            )
            assert decided == ((1, 1) if i % 3 == 0 else (0, 2))
        assert store.record_decisions("s0", [(a, True, "cited")], NOW + 2 * n) == (0, 0)
        assert store.record_found("s1", {b: "ran it", 0: "no id", b + 99: "none"}, NOW) == 1
        assert store.record_found("s1", {b: "ran it"}, NOW) == 0
    assert store.undecided("s0") == []
    used = sum(i % 3 == 0 for i in range(n))
    report = store.injection_report(sessions=n)
    assert report["sessions"] == n and report["shown"] == 2 * n and report["used"] == used
    assert report["found_elsewhere"] == 1
    assert report["precision"] == used / (2 * n) and report["recall"] == used / (used + 1)
    kinds = [k for k in report if k.endswith("_precision")]
    assert len(kinds) == 1 and report[kinds[0]] == used / (2 * n)
    assert store.injection_report(sessions=5)["sessions"] == 5
    counts = store.usage_counts([a, b])
    assert counts[a][0] == used and counts[b] == (0, n)
