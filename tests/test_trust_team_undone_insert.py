"""Round 32 (issue 27, left open in round 31): on the team store an outcome comes in
already undone only on one's own memory (an import restores those), and only if it was
inferred. Bob's plain INSERT of an undone outcome on Alice's memory read in her history
as one retain took back, moved no counter, wrote no history row, and held that session's
place (`outcomes_inferred_once`), so her honest sleep pass then credited nothing. Two real
member roles on the real server; the attacker is a plain psycopg connection."""

from __future__ import annotations

import time

import psycopg
import pytest

from retain.memory import credit

PROJECT = "git:github.com/acme/shop"
INSERT = (
    "INSERT INTO outcomes (memory_id, outcome, inferred, source, session_id, at, undone_at) "
    "VALUES (%s, 'fail', %s, 'transcript', %s, %s, %s)"
)


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT, "alice", "bob")


def _admin(team, sql: str, params: tuple = ()) -> list[tuple]:
    with psycopg.connect(team.admin_url, autocommit=True) as conn:
        cur = conn.execute(sql, params)
        return cur.fetchall() if cur.description else []


def test_an_undone_outcome_is_not_planted_on_a_teammates_memory(team):
    alice = team.memory("alice", PROJECT)
    t = time.time() - 3600
    mid = alice.write("orders use optimistic locking: a version column", now=t).memory_id
    with (
        psycopg.connect(team.url("bob"), autocommit=True) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege, match="teammate"),
    ):
        conn.execute(INSERT, (mid, True, "s-alice", t + 1, t + 2))
    assert _admin(team, "SELECT count(*) FROM outcomes WHERE memory_id = %s", (mid,)) == [(0,)]
    # her session's honest credit still lands (the planted row had taken its place)
    store = alice.store
    with store.session(), store.transaction():
        credit.credit(
            store,
            store.get(mid),
            "fail",
            inferred=True,
            source="transcript",
            now=t + 3,
            session_id="s-alice",
        )
    assert _admin(team, "SELECT n_inferred_failure FROM memories WHERE id = %s", (mid,)) == [(1,)]
    # a new outcome, not undone, is still his to report on her memory
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        assert conn.execute(INSERT, (mid, True, "s-bob", t + 4, None)).rowcount == 1


def test_on_ones_own_memory_only_an_inferred_outcome_comes_in_undone(team):
    bob = team.memory("bob", PROJECT)
    t = time.time() - 3600
    own = bob.write("the cart is kept for a week before it is emptied", now=t).memory_id
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        assert conn.execute(INSERT, (own, True, "s-old", t + 1, t + 2)).rowcount == 1  # import
        with pytest.raises(psycopg.errors.CheckViolation, match="explicitly"):
            conn.execute(INSERT, (own, False, None, t + 3, t + 4))
    undone = _admin(team, "SELECT inferred FROM outcomes WHERE undone_at IS NOT NULL")
    assert undone == [(True,)]
