"""Team store (migration m007, issue 27): a shared memory changes only through retain's
functions, with history. Two real member roles on the real server; the attacker is a
plain psycopg connection with only the role retain gives a member."""

from __future__ import annotations

import json
import time

import psycopg
import pytest

from pgtest import owned_store
from retain import Memory

PROJECT = "git:github.com/acme/shop"
T0 = time.time() - 86400.0
PRIVATE = "I prefer tabs over spaces and a dark terminal theme"
SHARED = "orders use optimistic locking: a version column checked on save"
MISSING = 987_654  # an id no memory has

# What the attacker of issue 27 rewrote in place, and the rest of a belief's state: each
# an expression that changes the value whatever it was.
REWRITES = {
    "text": "'orders are saved without any locking'",
    "index_text": "'orders saved without locking'",
    "context": "'nobody said this'",
    "kind": "'note'",
    "trust": "CASE trust WHEN 'user' THEN 'agent' ELSE 'user' END",
    "confidence": "confidence / 2",
    "pinned": "1 - pinned",
    "support": "support + 98",
    "n_success": "n_success + 99",
    "n_failure": "n_failure + 5",
    "n_inferred_success": "n_inferred_success + 99",
    "n_used": "n_used + 99",
    "n_injected": "n_injected + 99",
    "shown_used": "shown_used + 99",
    "status": "'archived'",
    "valid_to": "1.0",
    "strength": "strength + 8",
    "updated_at": "updated_at + 1",
}


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT)


def member(team, who: str) -> Memory:
    return team.memory(who, PROJECT)


@pytest.fixture
def written(team):
    """Alice's private preference and a project decision (with one failure reported)."""
    alice = member(team, "alice")
    private = alice.write(PRIVATE, kind="preference", now=T0).memory_id
    shared = alice.write(SHARED, kind="decision", now=T0 + 1).memory_id
    alice.outcome(shared, "fail", now=T0 + 2)
    return private, shared


def admin_row(team, memory_id: int) -> tuple:
    with psycopg.connect(team.admin_url) as conn:
        return conn.execute("SELECT * FROM memories WHERE id = %s", (memory_id,)).fetchone()


def history(team, memory_id: int) -> list[tuple[str, str, dict]]:
    with psycopg.connect(team.admin_url) as conn:
        rows = conn.execute(
            "SELECT actor, op, changes FROM memory_history WHERE memory_id = %s ORDER BY id",
            (memory_id,),
        ).fetchall()
    return [(r[0], r[1], r[2]) for r in rows]


def test_a_member_cannot_rewrite_a_memory_with_plain_sql(team, written):
    private, shared = written
    before = admin_row(team, shared)
    bob_own = member(team, "bob").write("the cart is kept for a week", kind="decision", now=T0)
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        for column, value in REWRITES.items():
            for mid in (shared, bob_own.memory_id):  # a teammate's, and his own
                with pytest.raises(psycopg.errors.InsufficientPrivilege, match=column):
                    conn.execute(f"UPDATE memories SET {column} = {value} WHERE id = %s", (mid,))
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("UPDATE memories SET owner = current_user WHERE id = %s", (shared,))
        # the anchor time stays a plain column (each sleep pass re-derives it, no text);
        # the stale note is text shown beside the memory: since m014 no plain UPDATE
        conn.execute("UPDATE memories SET anchored_at = 1.0 WHERE id = %s", (shared,))
        conn.execute("UPDATE memories SET anchored_at = NULL WHERE id = %s", (shared,))
        for column in ("stale_reason", "stale_at"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(f"UPDATE memories SET {column} = NULL WHERE id = %s", (shared,))
    assert admin_row(team, shared) == before
    assert [(a, op) for a, op, _ in history(team, shared)] == [(team.role("alice"), "outcome")]


def test_the_functions_refuse_text_lowered_counters_and_hidden_ids(team, written):
    private, shared = written
    before = admin_row(team, shared)
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:

        def update(mid: int, **fields: object) -> object:
            sql = "SELECT retain_update_memory(%s, %s::jsonb)"
            return conn.execute(sql, (mid, json.dumps(fields))).fetchone()[0]

        for column in ("text", "index_text", "context", "content_hash", "owner", "scope"):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="never change"):
                update(shared, **{column: "x"})
        for lowered in ({"n_failure": 0}, {"support": 0}, {"n_used": -1}):
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="only grow"):
                update(shared, **lowered)
        with pytest.raises(psycopg.errors.CheckViolation):
            update(shared, confidence=7.5)
        # a private id is skipped exactly like a missing one; nothing tells them apart
        assert update(private, pinned=1) is False and update(MISSING, pinned=1) is False
        conn.execute("SELECT retain_record_use(%s::bigint[], 1.0)", ([private],))
        conn.execute("SELECT retain_record_shown(%s, true, 1.0)", (private,))
        conn.execute("SELECT retain_record_injected(%s::bigint[], 1.0)", ([private],))
        errors = []
        for target in (private, MISSING):
            with pytest.raises(psycopg.errors.ForeignKeyViolation) as e:
                update(shared, superseded_by=target)
            errors.append(str(e.value).replace(str(target), "ID"))
        assert errors[0] == errors[1]
        # the history is the functions' alone, and the helper they share is not callable
        for sql in (
            "INSERT INTO memory_history (memory_id, actor, op, changes, owner, scope) "
            f"VALUES ({shared}, 'someone', 'pin', '{{}}', 'someone', 'project')",
            "DELETE FROM memory_history",
            "UPDATE memory_history SET actor = 'someone'",
            "SELECT retain_apply(m, m, 'pin', 1.0) FROM memories m",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)
    assert admin_row(team, shared) == before
    alice = member(team, "alice")
    m = alice.get(private)
    assert (m.pinned, m.n_used, m.n_injected) == (False, 0, 0)
    assert alice.store.usage_counts([private]) == {}
    assert history(team, private) == []


def _refusal(conn: psycopg.Connection, sql: str, mid: int) -> tuple[str | None, str]:
    with pytest.raises(psycopg.Error) as e:
        conn.execute(sql, (mid,))
    return e.value.sqlstate, str(e.value).replace(str(mid), "ID")


def test_rows_naming_a_private_memory_fail_exactly_like_a_missing_id(team, written):
    private, shared = written
    inserts = (
        "INSERT INTO found_uses (session_id, memory_id, how, at) VALUES ('s', %s, 'cited', 1)",
        "INSERT INTO injections (session_id, memory_id, at, source) VALUES ('s', %s, 1, 'x')",
        "INSERT INTO links (memory_id, other_id, kind, at, evidence) "
        f"VALUES ({shared}, %s, 'may_update', 1, 'guess')",
        "INSERT INTO memories (text, index_text, kind, valence, scope, trust, confidence, "
        "valid_from, content_hash, created_at, updated_at, superseded_by) VALUES "
        "('x', 'x', 'note', 'fact', 'user', 'user', 0.5, 0, 'h', 0, 0, %s)",
    )
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        for sql in inserts:
            hidden, missing = _refusal(conn, sql, private), _refusal(conn, sql, MISSING)
            assert hidden == missing and hidden[0] == "23503", sql  # foreign_key_violation
        assert conn.execute("SELECT count(*) FROM found_uses").fetchone()[0] == 0
        # a memory he may see is still a fine reference
        conn.execute(inserts[0], (shared,))
    with psycopg.connect(team.admin_url) as conn:
        assert conn.execute("SELECT count(*) FROM injections").fetchone()[0] == 0


def test_an_outcome_names_its_real_reporter(team, written):
    _, shared = written
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        conn.execute(
            "INSERT INTO outcomes (memory_id, outcome, source, at, reporter) "
            "VALUES (%s, 'fail', 'tool', 1, %s)",
            (shared, team.role("alice")),
        )
        reporters = [r[0] for r in conn.execute("SELECT reporter FROM outcomes ORDER BY id")]
    assert reporters == [team.role("alice"), team.role("bob")]  # her report, then his


def test_retains_own_changes_work_and_name_their_actor(team, written):
    """Pin, outcome and a correction by bob through retain on alice's project memory: the
    old text is closed and linked, never overwritten, and each change is in the history
    with bob as its actor and the old values, readable by alice."""
    _, shared = written
    bob_role = team.role("bob")
    bob = member(team, "bob")
    bob.pin(shared, now=T0 + 10)
    bob.outcome(shared, "ok", now=T0 + 11)
    edited = bob.edit(shared, SHARED + ", and retried once on conflict", now=T0 + 12)
    new = edited.memory_id
    assert new != shared
    old = member(team, "alice").get(shared)
    assert old.text == SHARED  # the old version is kept as it was written
    assert (old.status, old.superseded_by, old.valid_to) == ("superseded", new, T0 + 12)
    fresh = member(team, "alice").get(new)
    assert (fresh.n_success, fresh.n_failure, fresh.pinned) == (1, 1, True)
    by_bob = [(op, c) for actor, op, c in history(team, shared) if actor == bob_role]
    assert [op for op, _ in by_bob] == ["pin", "outcome", "supersede"]
    assert by_bob[0][1]["pinned"] == [0, 1]
    assert by_bob[1][1]["n_success"] == [0, 1]
    assert by_bob[2][1]["superseded_by"] == [None, new]
    assert by_bob[2][1]["status"] == ["live", "superseded"]
    # alice's own failure report before: logged with her as the actor
    first = history(team, shared)[0]
    assert first[0] == team.role("alice") and first[2]["n_failure"] == [0, 1]
    # the history is readable by those who see the memory, through plain SQL
    with psycopg.connect(team.url("alice")) as conn:
        actors = [r[0] for r in conn.execute(
            "SELECT actor FROM memory_history WHERE memory_id = %s ORDER BY id", (shared,)
        )]  # fmt: skip
    assert actors == [team.role("alice"), bob_role, bob_role, bob_role]


def test_use_counters_move_through_the_functions_with_history(team, written):
    private, shared = written
    bob = member(team, "bob")
    with bob.store.transaction():
        assert bob.store.record_injections("bob-s", [shared], T0 + 5, "startup") == 1
        assert bob.store.record_decisions("bob-s", [(shared, True, "cited")], T0 + 7) == (1, 0)
    bob.store.mark_used([shared, private], T0 + 8)  # a hidden id counts nothing
    m = member(team, "alice").get(shared)
    assert (m.n_injected, m.n_used, m.last_used_at) == (1, 2, T0 + 8)
    ops = [(actor, op) for actor, op, _ in history(team, shared)[1:]]
    role = team.role("bob")
    assert ops == [(role, "injected"), (role, "shown, used"), (role, "use")]
    assert history(team, private) == []


def test_the_private_memorys_history_stays_private(team, written):
    private, shared = written
    member(team, "alice").pin(private, now=T0 + 3)
    assert [op for _, op, _ in history(team, private)] == ["pin"]
    with psycopg.connect(team.url("bob")) as conn:
        seen = {r[0] for r in conn.execute("SELECT memory_id FROM memory_history")}
    assert seen == {shared}


def test_a_store_set_up_by_a_database_owner_who_is_no_superuser(pg):
    """README's other admin: the database's owner, with CREATEROLE, in retain_admin. Under
    FORCE ROW LEVEL SECURITY the policies bind the owner too, and the functions run as
    it: they still change (and log) what their caller sees, and only that."""
    with owned_store(pg, "retain_owner_setup", PROJECT) as urls:
        alice = Memory(urls["alice"], embedder=None, project=PROJECT)
        bob = Memory(urls["bob"], embedder=None, project=PROJECT)
        private = alice.write(PRIVATE, kind="preference", now=T0).memory_id
        shared = alice.write(SHARED, kind="decision", now=T0 + 1).memory_id
        bob.pin(shared, now=T0 + 2)
        bob.outcome(shared, "ok", now=T0 + 3)
        bob.store.mark_used([private], T0 + 4)
        m, p = alice.get(shared), alice.get(private)
        assert (m.pinned, m.n_success, p.n_used) == (True, 1, 0)
        for mem in (alice, bob):
            mem.store.close()
        with psycopg.connect(urls["alice"]) as conn:
            rows = conn.execute("SELECT actor, op FROM memory_history ORDER BY id").fetchall()
        assert rows == [(pg.role("bob"), "pin"), (pg.role("bob"), "outcome")]


def test_a_scrub_may_only_replace_spans_with_placeholders(team, written):
    """retain_scrub_memory (what `retain scrub` calls on a team store) lets a member take
    information out of a teammate's memory, never put any in: each new text must be the
    old one with spans replaced by [REDACTED:...] placeholders, the old one still the
    row's; the history records that it was scrubbed, not what the text was."""
    _private, shared = written
    with psycopg.connect(team.admin_url) as conn:
        old = conn.execute("SELECT text FROM memories WHERE id = %s", (shared,)).fetchone()[0]
    words = old.split()
    assert len(words) >= 3
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:

        def scrub(before: str, after: str) -> object:
            sql = "SELECT retain_scrub_memory(%s, %s::jsonb, %s::jsonb)"
            args = (shared, json.dumps({"text": before}), json.dumps({"text": after}))
            return conn.execute(sql, args).fetchone()[0]

        for forged in (
            old + " and deploy on Fridays",  # adds words
            "deploy on Fridays [REDACTED:password]",  # replaces the text
            old.replace(words[0], "NOT"),  # rewrites a word
            old,  # changes nothing
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                scrub(old, forged)
        assert scrub("an older text", old.replace(words[1], "[REDACTED:token]")) is False
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="cannot be scrubbed"):
            conn.execute(
                "SELECT retain_scrub_memory(%s, '{}'::jsonb, %s::jsonb)",
                (shared, json.dumps({"owner": "bob"})),
            )
        redacted = old.replace(words[1], "[REDACTED:token]")
        assert scrub(old, redacted) is True
    with psycopg.connect(team.admin_url) as conn:
        assert (
            conn.execute("SELECT text FROM memories WHERE id = %s", (shared,)).fetchone()[0]
            == redacted
        )
    ops = history(team, shared)
    assert ops[-1][1] == "scrub" and ops[-1][2] == {"redacted": ["text"]}
    assert words[1] not in json.dumps(ops[-1][2])
