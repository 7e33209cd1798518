"""The storage seam: SqliteStore on a path, ":memory:" or an open connection; units of
work; retired_kind (m003); the SessionStart SQL held to lifecycle.quality."""

from __future__ import annotations

import sqlite3
import threading

import pytest

from fakes import FakeEmbedder
from retain import Memory
from retain.core import lifecycle
from retain.errors import NotFound
from retain.store import base
from retain.store.migrations import migrate
from retain.store.sqlite import SqliteStore

NOW = 1_900_000_000.0


def test_in_memory_store_round_trips_write_search_explain(project_dir):
    mem = Memory(":memory:", embedder=FakeEmbedder(), project=str(project_dir))
    first = mem.write("deploys go out on Tuesdays", kind="decision", now=NOW)
    second = mem.write(
        "deploys go out on Thursdays now",
        kind="decision",
        verdict="contradiction",
        target=first.memory_id,
        now=NOW + 1,
    )
    assert mem.get(first.memory_id).status == "superseded"
    hits = mem.search("when do deploys go out?", now=NOW + 2)
    assert [h.memory.id for h in hits][:1] == [second.memory_id]
    why = mem.explain(second.memory_id)
    assert [p.id for p in why.predecessors] == [first.memory_id]
    assert why.episodes and why.episodes[0].text == "deploys go out on Thursdays now"


def test_store_accepts_an_open_connection(project_dir):
    conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    mem = Memory(SqliteStore(conn), embedder=None, project=str(project_dir))
    mid = mem.write("the cache lives in redis", kind="architecture", now=NOW).memory_id
    assert conn.execute("SELECT text FROM memories WHERE id = ?", (mid,)).fetchone()[0] == (
        "the cache lives in redis"
    )
    assert mem.status()["memories"] == 1


def test_sqlite_store_has_every_operation_of_the_protocol():
    # Store's own operations and those of the protocols it is made of (block, sleep pass)
    protocols = [c for c in base.Store.__mro__ if c.__module__.startswith("retain.store.")]
    names = {n for c in protocols for n in vars(c) if not n.startswith("_")}
    missing = sorted(n for n in names if not callable(getattr(SqliteStore, n, None)))
    assert not missing


def test_a_unit_of_work_rolls_back_as_a_whole(tmp_path):
    store = SqliteStore(tmp_path / "t.db")
    with pytest.raises(RuntimeError), store.transaction():
        eid = store.add_episode(text="x", actor="user", source="cli", now=NOW)
        with store.transaction():  # joins the outer one
            store.add_memory(
                text="half an operation",
                kind="fact",
                valence="fact",
                scope="user",
                project_id=None,
                trust="user",
                confidence=0.5,
                now=NOW,
            )
        assert eid is not None
        raise RuntimeError("fail between the two writes")
    assert list(store.iter_memories()) == []
    assert store.pending_count() == 0


def test_outcome_and_its_lesson_are_one_transaction(mem, monkeypatch):
    mid = mem.write("run the migration with --lock-timeout", kind="procedure", now=NOW).memory_id
    from retain.memory import write as writes

    def boom(*args: object, **kwargs: object) -> None:
        raise RuntimeError("crash while storing the lesson")

    monkeypatch.setattr(writes, "write", boom)
    with pytest.raises(RuntimeError):
        mem.outcome(mid, "fail", note="it locked the orders table for 9 minutes", now=NOW + 1)
    m = mem.get(mid)
    assert (m.n_failure, m.confidence) == (0, lifecycle.confidence("agent", 0, 0))


def test_sessions_are_per_thread(tmp_path):
    store = SqliteStore(tmp_path / "t.db")
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            with store.transaction():
                store.add_episode(text=f"e{i}", actor="user", source="cli", now=NOW)
        except BaseException as e:  # noqa: BLE001
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    with store.connect() as conn:
        assert conn.execute("SELECT COUNT(*) FROM episodes").fetchone()[0] == 8


def test_retired_kind_is_backfilled_from_the_reason(tmp_path):
    conn = sqlite3.connect(tmp_path / "old.db", isolation_level=None)
    from retain.store import migrations

    conn.execute("BEGIN")
    conn.execute(
        "CREATE TABLE _migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, "
        "applied_at REAL NOT NULL)"
    )
    for number, step in enumerate(migrations.MIGRATIONS[:2], start=1):
        step(conn)
        conn.execute("INSERT INTO _migrations VALUES (?, ?, 0)", (number, step.__name__))
    conn.execute("COMMIT")
    reasons = {
        "live": (None, "live"),
        "decayed: unused since 2025-01-01": ("decayed", "archived"),
        "pruned: over cap": ("pruned", "archived"),
        "expired": ("expired", "archived"),
        "forgotten: wrong": ("forgotten", "archived"),
        "superseded by [9]": ("superseded", "superseded"),
        "merged into [9]": ("merged", "merged"),
    }
    for i, (reason, (_, status)) in enumerate(reasons.items(), start=1):
        conn.execute(
            "INSERT INTO memories (id, text, index_text, kind, valence, scope, trust, "
            "confidence, valid_from, status, retired_reason, content_hash, created_at, "
            "updated_at) VALUES (?, ?, ?, 'fact', 'fact', 'user', 'user', 0.5, 0, ?, ?, ?, 0, 0)",
            (i, f"m{i}", f"m{i}", status, None if status == "live" else reason, f"h{i}"),
        )
    migrate(conn)
    got = dict(conn.execute("SELECT retired_reason, retired_kind FROM memories"))
    expected = {(None if k == "live" else k): v[0] for k, v in reasons.items()}
    assert got == expected


def test_revival_reads_the_kind_not_the_reason(mem, project_dir):
    """A person's reason that happens to start like the pass's own is not revivable."""
    from retain.vectors.similar import revivable

    mid = mem.write("the staging url is staging.example.test", now=NOW).memory_id
    m = mem.forget(mid, "decayed: no, this one was forgotten by hand", now=NOW + 1)
    assert m.retired_kind == "forgotten" and not revivable(m)
    mem.store.retire(mid, NOW + 2, kind="decayed", reason="decayed: unused since 2030-01-01")
    assert revivable(mem.get(mid))


@pytest.mark.parametrize(
    ("trust", "s", "f", "strength"),
    [
        ("user", 0, 0, 1.0),
        ("agent", 3, 1, 0.7),
        ("inferred", 0, 4, 0.2),
        ("user", 9, 0, 1.0),
        ("agent", 1, 1, 0.5),
    ],
)
def test_block_sql_ranks_by_the_same_weights_as_quality(mem, trust, s, f, strength):
    """lifecycle.quality and the SessionStart SQL stand-in agree exactly where decay is
    nil (just used): both come from lifecycle.QUALITY_WEIGHTS."""
    mid = mem.add("a decision worth showing", kind="decision", trust=trust, created_at=NOW)
    mem.store.update(
        mid,
        NOW,
        n_success=s,
        n_failure=f,
        strength=strength,
        last_used_at=NOW,
        confidence=lifecycle.confidence(trust, s, f),
    )
    m = mem.get(mid)
    assert mem.store.quality_proxy(mid, NOW) == pytest.approx(lifecycle.quality(m, NOW), abs=1e-9)


def test_not_found_and_store_errors_keep_their_meaning(tmp_path):
    store = SqliteStore(tmp_path / "t.db")
    with pytest.raises(NotFound):
        store.get(12345)
