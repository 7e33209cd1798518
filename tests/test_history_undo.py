"""Round 31 (issue 27 item 3): an inferred outcome taken back (`retain outcome --undo`)
is one history row per memory it moved, op `undo`, naming the outcome beside the counter
and confidence it took back (retain logged op `outcome` without naming it), on both
stores; and on the team store only retain_undo_outcome (m018) marks an outcome undone:
plain SQL by its reporter, which left the counters as they were and no trace, is refused.
Two real member roles on the real server; the attacker is a plain psycopg connection."""

from __future__ import annotations

import json
import time

import psycopg
import pytest

from retain.memory import credit

T0 = 1_700_000_000.0
PROJECT = "git:github.com/acme/shop"


def _infer(mem, memory_id: int, outcome: str, session_id: str, now: float) -> int:
    """An outcome the sleep pass inferred from a session's test run; its id."""
    store = mem.store
    with store.session(), store.transaction():
        credit.credit(
            store,
            store.get(memory_id),
            outcome,
            inferred=True,
            source="transcript",
            now=now,
            session_id=session_id,
            command="pytest -q",
        )
        return max(o.id for o in store.outcomes_of(memory_id) if o.session_id == session_id)


def _history(mem, memory_id: int) -> list[tuple[str, dict]]:
    with mem.store.session():
        rows = mem.store._rows(
            "SELECT op, changes FROM memory_history WHERE memory_id = ? ORDER BY id", (memory_id,)
        )
    return [(op, c if isinstance(c, dict) else json.loads(c)) for op, c in rows]


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)
def test_an_undo_names_its_outcome_on_its_memory_and_its_keeper(mem, backend):
    store = mem.store
    merged = mem.write("The payments tests need the stripe mock on", now=T0).memory_id
    keeper = mem.write("Start the stripe mock before the payments suite", now=T0).memory_id
    oid = _infer(mem, merged, "ok", "s1", T0 + 1)
    with store.session(), store.transaction():
        store.update(keeper, T0 + 2, n_inferred_success=1)  # what a merge summed into it
        store.update(merged, T0 + 2, status="merged", superseded_by=keeper)
        before = {m: store.get(m).confidence for m in (merged, keeper)}
    o, m = mem.undo_outcome(oid, now=T0 + 3)
    assert o.undone_at == T0 + 3 and m.n_inferred_success == 0
    name = f"outcome {oid} (ok, inferred)"
    for mid in (merged, keeper):
        op, changes = _history(mem, mid)[-1]
        assert op == "undo", (mid, op, changes)
        assert changes["outcome"] == [name, f"{name} undone"]
        assert changes["n_inferred_success"] == [1, 0]
        with store.session():
            now = store.get(mid).confidence
        if now != before[mid]:
            assert changes["confidence"] == [before[mid], now]
    with store.session():
        assert store.get(keeper).n_inferred_success == 0


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT, "alice", "bob", "carol")


def _admin(team, sql: str, params: tuple = ()) -> list[tuple]:
    with psycopg.connect(team.admin_url, autocommit=True) as conn:
        cur = conn.execute(sql, params)
        return cur.fetchall() if cur.description else []


def test_team_outcomes_are_undone_only_through_retain(team):
    alice, bob = team.memory("alice", PROJECT), team.memory("bob", PROJECT)
    t = time.time() - 3600
    mid = alice.write("orders use optimistic locking: a version column", now=t).memory_id
    his = _infer(bob, mid, "ok", "s-bob", t + 1)
    hers = _infer(alice, mid, "fail", "s-alice", t + 2)
    explicit = alice.outcome(mid, "ok", now=t + 3)
    assert explicit.memory.n_inferred_success == 1
    for who, oid in (("bob", his), ("alice", hers)):  # its reporter, the memory's owner
        with (
            psycopg.connect(team.url(who), autocommit=True) as conn,
            pytest.raises(psycopg.errors.InsufficientPrivilege),
        ):
            conn.execute("UPDATE outcomes SET undone_at = 1 WHERE id = %s", (oid,))
    assert _admin(team, "SELECT count(*) FROM outcomes WHERE undone_at IS NOT NULL") == [(0,)]
    with (
        psycopg.connect(team.url("carol"), autocommit=True) as conn,  # neither of them
        pytest.raises(psycopg.errors.InsufficientPrivilege, match="reporter"),
    ):
        conn.execute("SELECT retain_undo_outcome(%s, 5, '{}')", (his,))
    explicit_id = max(o.id for o in alice.store.outcomes_of(mid) if not o.inferred)
    with (
        psycopg.connect(team.url("alice"), autocommit=True) as conn,
        pytest.raises(psycopg.errors.CheckViolation, match="inferred"),
    ):
        conn.execute("SELECT retain_undo_outcome(%s, 5, '{}')", (explicit_id,))

    o, m = bob.undo_outcome(his, now=t + 4)
    assert o.undone_at == t + 4 and m.n_inferred_success == 0 and m.n_inferred_failure == 1
    rows = _admin(
        team,
        "SELECT actor, changes FROM memory_history WHERE memory_id = %s AND op = 'undo'",
        (mid,),
    )
    name = f"outcome {his} (ok, inferred)"
    assert [(a, c["outcome"], c["n_inferred_success"]) for a, c in rows] == [
        (team.role("bob"), [name, f"{name} undone"], [1, 0])
    ]
    with (
        psycopg.connect(team.url("bob"), autocommit=True) as conn,  # once only
        pytest.raises(psycopg.errors.CheckViolation),
    ):
        conn.execute("SELECT retain_undo_outcome(%s, 5, '{}')", (his,))
    alice.undo_outcome(hers, now=t + 5)  # the owner's own, through retain
    assert _admin(team, "SELECT n_inferred_failure FROM memories WHERE id = %s", (mid,)) == [(0,)]


def test_team_inferred_counters_no_longer_go_down_without_an_undo(team):
    """m007 let retain_update_memory lower an inferred counter one step (for the undo):
    a member hid a teammate's inferred failure with no outcome undone."""
    alice = team.memory("alice", PROJECT)
    t = time.time() - 3600
    mid = alice.write("the cart is kept for a week before it is emptied", now=t).memory_id
    _infer(alice, mid, "fail", "s-alice", t + 1)
    with (
        psycopg.connect(team.url("bob"), autocommit=True) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege, match="only grow"),
    ):
        conn.execute(
            "SELECT retain_update_memory(%s, %s::jsonb)",
            (mid, json.dumps({"n_inferred_failure": 0, "updated_at": t + 2})),
        )
    assert _admin(team, "SELECT n_inferred_failure FROM memories WHERE id = %s", (mid,)) == [(1,)]
