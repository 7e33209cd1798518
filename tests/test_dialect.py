"""The shared statements' dialects: what each store's driver is handed."""

import sqlite3

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
