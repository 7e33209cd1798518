"""The stored change-trigger keys (m022, retain.core.toolwhen.tie_keys): an edit whose place
and text no memory's trigger key names makes no word search for a trigger clause
(retain.rank.toolmeaning), and one a key names ties as before (issue 29, round 23)."""

from __future__ import annotations

import sqlite3

import pytest

from retain.core import toolwhen
from test_db import _store_at
from test_tool_hook_keys import store

ENTITY = "Room: every @Entity change needs a version bump in the database class."
DTO = "After changing a DTO in src/Shop.Contracts run `dotnet nswag run nswag.json`."
SQLX = "After changing any `sqlx::query!` SQL run `cargo sqlx prepare --workspace`."


def _searches(project, monkeypatch, rel, new, old=""):
    """(ties, how many word searches) of toolmeaning.when_matches for an edit of `rel`."""
    from retain import config
    from retain.rank import toolmeaning, toolpool
    from retain.scope import resolve_project
    from retain.store.sqlite_tool import ToolStore

    calls: list[str] = []
    real = toolpool.pool

    def counted(store, query, **kw):
        calls.append(query)
        return real(store, query, **kw)

    monkeypatch.setattr(toolpool, "pool", counted)
    tool = ToolStore(config.db_file(), check=False)
    ties = toolmeaning.when_matches(
        tool, "Edit", rel, new, old, project_id=resolve_project(str(project)), skip=set()
    )
    return [t.memory.id for t in ties], len(calls)


def test_an_edit_no_trigger_key_names_makes_no_word_search(project, monkeypatch):
    store(project, ENTITY, DTO, SQLX, kind="procedure")
    store(project, "The ledger service owns invoices; see docs/report.md.")
    assert _searches(project, monkeypatch, "docs/report.py", "def settle_invoice(): pass") == (
        [],
        0,
    )


@pytest.mark.parametrize(
    ("rel", "new", "which"),
    [
        ("core/db/NoteEntity.kt", "val pinned: Boolean", 0),  # a word of its place
        ("src/Shop.Contracts/Orders/Refund.cs", "record Refund(int Id);", 1),  # a path
        ("crates/index/src/queries.rs", 'sqlx::query!("SELECT id FROM docs", id)', 2),  # code
    ],
)
def test_an_edit_a_trigger_key_names_is_searched_and_tied(project, monkeypatch, rel, new, which):
    ids = store(project, ENTITY, DTO, SQLX, kind="procedure")
    assert _searches(project, monkeypatch, rel, new) == ([ids[which]], 1)


def test_the_keys_follow_the_text_and_a_store_before_m022_searches_as_before(project, monkeypatch):
    from retain import config
    from retain.store import db, queries

    (mid,) = store(project, "The ledger service owns invoices.", kind="procedure")
    assert _searches(project, monkeypatch, "core/db/NoteEntity.kt", "val x = 1")[1] == 0
    conn = db.connect(config.db_file())
    with db.transaction(conn):
        queries.update_memory(conn, mid, 2.0, text=ENTITY)  # the keys of the new text
    conn.close()
    assert _searches(project, monkeypatch, "core/db/NoteEntity.kt", "val x = 1") == ([mid], 1)
    conn = sqlite3.connect(config.db_file(), isolation_level=None)
    conn.execute("DROP TABLE tool_when")
    conn.close()
    assert _searches(project, monkeypatch, "docs/report.py", "x = 1") == ([], 1)


def test_m022_keys_the_memories_already_stored(tmp_path):
    from retain.store import migrations, queries

    conn = _store_at(tmp_path / "v21.db", migrations.MIGRATIONS[:21])
    ids = {
        queries.insert_memory(
            conn, text=text, kind="procedure", valence="fact", scope="user", project_id=None,
            trust="user", confidence=0.9, now=1.0,
        ): text
        for text in (ENTITY, DTO, SQLX, "No float64 for money.")
    }  # fmt: skip
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    rows = set(conn.execute("SELECT kind, key, memory_id FROM tool_when"))
    expected = {(k, v, mid) for mid, text in ids.items() for k, v in toolwhen.tie_keys(text)}
    assert rows == expected and {r[0] for r in rows} == {"word", "path", "form"}
    conn.execute("DELETE FROM tool_when")
    migrations.m019_tool_keys_folders_places(conn)  # a later re-key reads them again too
    assert set(conn.execute("SELECT kind, key, memory_id FROM tool_when")) == expected
    conn.close()


def test_tie_keys_are_what_tied_needs():
    assert toolwhen.tie_keys(ENTITY) == [("word", "entity")]
    assert toolwhen.tie_keys(DTO) == [("path", "src/shop.contracts")]
    assert toolwhen.tie_keys(SQLX) == [("form", "sqlx::query!")]
    assert toolwhen.tie_keys("The ledger service owns invoices.") == []


def test_every_path_a_file_lies_under_is_one_of_its_runs():
    rel = "a/src/Shop/Orders/x.cs"
    paths = ["src", "src/Shop", "shop/orders", rel, "/src/", "orders/x.cs", "b/src", "Sho"]
    under = [p for p in paths if toolwhen.under(rel, p)]
    assert under == ["src", "src/Shop", "shop/orders", rel, "/src/"]
    assert all(p.strip("/").lower() in toolwhen.path_runs(rel) for p in under)


def test_m022_rekeys_the_memories_already_stored_with_this_rounds_key_rules(tmp_path):
    """The round's key rules (a dotted name is a place) reach a memory stored before it:
    m022 ends in a re-key, so an upgraded store has the keys a fresh write would."""
    from retain.core import toolkeys
    from retain.store import migrations, queries

    money = "Never use double for amounts: com.acme.core.Money is the only money type."
    conn = _store_at(tmp_path / "v21.db", migrations.MIGRATIONS[:21])
    mid = queries.insert_memory(
        conn, text=money, kind="constraint", valence="fact", scope="user",
        project_id=None, trust="user", confidence=0.9, now=1.0,
    )  # fmt: skip
    conn.execute("DELETE FROM tool_keys WHERE memory_id = ?", (mid,))  # keyed by old rules
    assert migrations.migrate(conn) == migrations.SCHEMA_VERSION
    stored = {
        (k, v)
        for k, v in conn.execute("SELECT kind, key FROM tool_keys WHERE memory_id = ?", (mid,))
    }
    fresh = {(kind, key) for kind, key, _ in toolkeys.memory_keys(money)}
    assert ("file", "com/acme/core/Money") in fresh
    assert stored == fresh
    conn.close()
