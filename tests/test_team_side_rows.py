"""Team store (migration m008, issue 27 item 4): the rows around a teammate's memory (its
evidence links, its vector, its anchors, its links, its outcomes) change only as retain
changes them. Two real member roles on the real server; the attacker is a plain psycopg
connection with only the role retain gives a member."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import psycopg
import pytest

from fakes import FakeEmbedder
from retain import Memory
from retain import text as textmod
from retain.memory import credit
from retain.sleep.scrub import scrub
from retain.vectors.backfill import backfill

PROJECT = "git:github.com/acme/shop"
REMOTE = "https://github.com/acme/shop.git"
T0 = time.time() - 86400.0
SHARED = "orders use optimistic locking: a version column checked on save"
OTHER = "the cart is kept for a week before it is emptied"
AWS = "AKIAZ7QX3MPL5KD2WN4R"  # an AWS key id shape every redaction rule set knows

# Plain SQL on the rows around memory {mid}, {other} another memory the writer sees. On a
# teammate's memory each is refused; on the writer's own, each still changes a row.
STATEMENTS = (
    "DELETE FROM memory_sources WHERE memory_id = {mid}",
    # poisoning its search: another memory's vector in its place
    "UPDATE embeddings SET vector = (SELECT vector FROM embeddings WHERE memory_id = {other}) "
    "WHERE memory_id = {mid}",
    "INSERT INTO embeddings (memory_id, model, dim, vector, content_hash) SELECT {mid}, "
    "model, dim, vector, (SELECT content_hash FROM memories WHERE id = {mid}) FROM "
    "embeddings WHERE memory_id = {other} ON CONFLICT (memory_id) DO UPDATE SET "
    "vector = EXCLUDED.vector",
    "DELETE FROM embeddings WHERE memory_id = {mid}",
    # an anchor already gone for three sessions: the next honest pass archives it
    "INSERT INTO anchors (memory_id, kind, value, fingerprint, state, gone_sessions, "
    "last_session, checked_at) VALUES ({mid}, 'file', 'api/nowhere.py', 'x', 'gone', 3, "
    "'s9', 1)",
    "INSERT INTO links (memory_id, other_id, kind, at, evidence) "
    "VALUES ({mid}, {other}, 'may_update', 1, 'forged')",
    "UPDATE links SET evidence = 'forged' WHERE memory_id = {mid}",
    "UPDATE links SET settled_at = NULL WHERE memory_id = {mid}",
)
# An outcome's undone_at: since m018 no member's plain UPDATE, on any memory
# (tests/test_history_undo.py).
SIDE_TABLES = ("memory_sources", "embeddings", "anchors", "links", "outcomes")


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT)


def member(team, who: str, project: str = PROJECT) -> Memory:
    return team.memory(who, project)


def as_admin(team, sql: str, params: tuple = ()) -> list[tuple]:
    with psycopg.connect(team.admin_url, autocommit=True) as conn:
        cur = conn.execute(sql, params)
        return cur.fetchall() if cur.description else []


def side_rows(team, memory_id: int) -> dict[str, list[tuple]]:
    """Every side row of this memory, as the admin reads them (vectors as text)."""
    out = {}
    for table in SIDE_TABLES:
        rows = as_admin(
            team,
            f"SELECT to_jsonb(t)::text FROM {table} t WHERE memory_id = %s ORDER BY 1",
            (memory_id,),
        )
        out[table] = [r[0] for r in rows]
    return out


def vector_row(team, memory_id: int) -> tuple | None:
    rows = as_admin(
        team,
        "SELECT e.content_hash = m.content_hash, e.embedded_by FROM embeddings e "
        "JOIN memories m ON m.id = e.memory_id WHERE e.memory_id = %s",
        (memory_id,),
    )
    return rows[0] if rows else None


@pytest.fixture
def written(team):
    """Alice's project decision with every kind of side row (an anchor, a settled link,
    an outcome she reported), another of hers, and a memory of Bob's."""
    alice, bob = member(team, "alice"), member(team, "bob")
    shared = alice.write(SHARED, kind="decision", now=T0).memory_id
    second = alice.write("deploys go out on Tuesdays only", kind="decision", now=T0).memory_id
    alice.outcome(shared, "fail", now=T0 + 2)
    own = bob.write(OTHER, kind="decision", now=T0 + 3).memory_id
    bob.outcome(own, "ok", now=T0 + 4)
    for mid in (shared, own):
        as_admin(
            team,
            "INSERT INTO anchors (memory_id, kind, value, fingerprint, checked_at) "
            "VALUES (%s, 'file', 'api/orders.py', 'f', 1)",
            (mid,),
        )
    as_admin(
        team,
        "INSERT INTO links (memory_id, other_id, kind, at, evidence, settled_at) "
        "VALUES (%s, %s, 'may_update', 1, 'newer', 2)",
        (shared, second),
    )
    return shared, own


def test_plain_sql_on_a_teammates_side_rows_is_refused(team, written):
    shared, own = written
    before = side_rows(team, shared)
    assert all(before[t] for t in SIDE_TABLES), before  # every kind of row is there
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        for sql in STATEMENTS:
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="teammate"):
                conn.execute(sql.format(mid=shared, other=own))
    assert side_rows(team, shared) == before


def test_the_same_statements_on_ones_own_memory_still_work(team, written):
    shared, own = written
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        for sql in STATEMENTS:
            if "settled_at = NULL" in sql:  # his own link from the INSERT above
                conn.execute(f"UPDATE links SET settled_at = 5 WHERE memory_id = {own}")
            assert conn.execute(sql.format(mid=own, other=shared)).rowcount >= 1, sql


def test_a_teammates_vector_only_of_its_current_text_and_the_owner_redoes_it(team, written):
    """The back-fill of any member gives a memory without a vector one (the server
    cannot tell a true vector from a forged one), but only of its current text; the
    owner's own back-fill then replaces it, and nobody replaces the owner's."""
    shared, _own = written
    alice, bob = member(team, "alice"), member(team, "bob")
    as_admin(team, "DELETE FROM embeddings WHERE memory_id = %s", (shared,))
    with (
        psycopg.connect(team.url("bob"), autocommit=True) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege, match="current text"),
    ):
        conn.execute(
            "INSERT INTO embeddings (memory_id, model, dim, vector, content_hash) "
            "VALUES (%s, 'fake', 3, '[1,2,3]', 'a hash of another text')",
            (shared,),
        )
    assert vector_row(team, shared) is None
    bob.sleep()  # the sleep pass back-fills what has no vector
    assert vector_row(team, shared) == (True, team.role("bob"))
    assert backfill(alice.store, FakeEmbedder()) == 1
    assert vector_row(team, shared) == (True, team.role("alice"))
    assert backfill(bob.store, FakeEmbedder()) == 0  # hers is current: not asked for
    # another model: his own memory is embedded again, her current vector is kept
    assert backfill(bob.store, FakeEmbedder(dim=24)) == 1
    assert vector_row(team, shared) == (True, team.role("alice"))
    # a pass that lost the race to hers, or read a text since scrubbed, stores nothing
    # (and does not fail)
    current = as_admin(team, "SELECT content_hash FROM memories WHERE id = %s", (shared,))
    for stale in (current[0][0], "a hash of an older text"):
        bob.store.save_vector(shared, "fake-hash-24", bytes(24 * 4), 24, stale)
        assert vector_row(team, shared) == (True, team.role("alice"))


def test_retains_own_writes_on_a_teammates_memory_still_work(team, written):
    """A reinforcement adds Bob's evidence to Alice's memory, a link of hers is settled
    and its evidence scrubbed, an outcome Bob reported on it is undone by him, and
    `retain scrub` on the team store redacts her text, drops its vector and embeds the
    new text."""
    shared, own = written
    alice, bob = member(team, "alice"), member(team, "bob")
    sources = len(side_rows(team, shared)["memory_sources"])
    again = bob.write(SHARED, kind="decision", now=T0 + 10)
    assert again.memory_id == shared and not again.stored
    assert len(side_rows(team, shared)["memory_sources"]) == sources + 1

    newer = alice.write("orders now use a row lock instead", kind="decision", now=T0 + 11)
    alice.store.add_link(newer.memory_id, shared, "may_update", T0 + 11, "newer")
    bob.store.settle_link(newer.memory_id, shared, "may_update", T0 + 12)
    bob.store.add_link(own, shared, "may_update", T0 + 12, "his own newer")  # from his own
    with bob.store.session(), bob.store.transaction():
        credit.credit(
            bob.store,
            bob.store.get(shared),
            "ok",
            inferred=True,
            source="transcript",
            now=T0 + 13,
            session_id="s-bob",
        )
    mine = [o for o in bob.store.outcomes_of(shared) if o.session_id == "s-bob"]
    bob.undo_outcome(mine[0].id, now=T0 + 14)
    assert [o.undone_at for o in bob.store.outcomes_of(shared) if o.id == mine[0].id] == [T0 + 14]

    # a secret a later rule learns to see, in her text, its current vector and a link
    leaked = f"{SHARED}; the build reads {AWS}"
    as_admin(
        team,
        "UPDATE memories SET text = %s, index_text = %s, content_hash = %s WHERE id = %s",
        (leaked, textmod.index_text(leaked), textmod.content_hash(leaked), shared),
    )
    as_admin(
        team,
        "UPDATE embeddings SET content_hash = %s WHERE memory_id = %s",
        (textmod.content_hash(leaked), shared),
    )
    as_admin(
        team,
        "UPDATE links SET evidence = %s WHERE memory_id = %s",
        (f"key {AWS}", newer.memory_id),
    )
    report = scrub(bob.store, embedder=FakeEmbedder())
    assert report.memories >= 1 and report.reembedded >= 1, report
    text = as_admin(team, "SELECT text FROM memories WHERE id = %s", (shared,))[0][0]
    assert AWS not in text and text.startswith(SHARED)
    assert AWS not in str(side_rows(team, newer.memory_id)["links"])
    assert vector_row(team, shared) == (True, team.role("bob"))


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    ).stdout


def clone(tmp_path: Path, who: str) -> Path:
    repo = tmp_path / who
    (repo / "api").mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    for key, value in (("user.email", f"{who}@example.com"), ("user.name", who)):
        git(repo, "config", key, value)
    git(repo, "config", "commit.gpgsign", "false")
    git(repo, "remote", "add", "origin", REMOTE)
    (repo / "api" / "orders.py").write_text("def total(o):\n    return o.amount\n")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "start")
    return repo


def test_a_members_sleep_pass_still_anchors_and_checks_a_teammates_memory(team, tmp_path):
    """Anchors are re-derived from the checkout by every member's sleep pass: Bob's finds
    the anchors of Alice's memory and marks it possibly stale when the file changed."""
    a_repo, b_repo = clone(tmp_path, "alice"), clone(tmp_path, "bob")
    alice = member(team, "alice", str(a_repo))
    bob = member(team, "bob", str(b_repo))
    mid = alice.write("Order totals come from total() in api/orders.py", kind="decision")
    as_admin(team, "DELETE FROM anchors WHERE memory_id = %s", (mid.memory_id,))
    as_admin(team, "UPDATE memories SET anchored_at = NULL WHERE id = %s", (mid.memory_id,))
    bob.sleep(project_dir=str(b_repo))
    anchors = side_rows(team, mid.memory_id)["anchors"]
    assert anchors and all('"state": "ok"' in a for a in anchors), anchors
    git(b_repo, "rm", "-q", "api/orders.py")
    git(b_repo, "commit", "-q", "-m", "orders moved out")
    bob.sleep(project_dir=str(b_repo))
    assert alice.get(mid.memory_id).stale_reason is not None


def test_who_computed_a_vector_is_the_writer_unless_the_admin_loads_for_a_member(team, written):
    """A member cannot name someone else as a vector's author (it would pass off a vector
    as the owner's, which her next pass then keeps); the tables' owner may, for a bulk
    load on a member's behalf (benchmarks/pg_bulk.py)."""
    _shared, own = written
    as_admin(team, "DELETE FROM embeddings WHERE memory_id = %s", (own,))
    (text_hash,) = as_admin(team, "SELECT content_hash FROM memories WHERE id = %s", (own,))[0]
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        conn.execute(
            "INSERT INTO embeddings (memory_id, model, dim, vector, content_hash, embedded_by) "
            "VALUES (%s, 'fake', 3, '[1,2,3]', %s, %s)",
            (own, text_hash, team.role("alice")),
        )
    assert vector_row(team, own) == (True, team.role("bob"))
    as_admin(team, "DELETE FROM embeddings WHERE memory_id = %s", (own,))
    as_admin(
        team,
        "INSERT INTO embeddings (memory_id, model, dim, vector, content_hash, embedded_by) "
        "VALUES (%s, 'fake', 3, '[1,2,3]', %s, %s)",
        (own, text_hash, team.role("bob")),
    )
    assert vector_row(team, own) == (True, team.role("bob"))
