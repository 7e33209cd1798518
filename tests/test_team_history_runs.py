"""Round 21, the team store's history (migrations m010 and m011; issue 27 items 4 and 2):
a run of searches is one `use` row on both stores, with explain's count exact, and
`retain scrub` cleans the history on both stores. On the team store, two real member
roles on the real server; the attacker is a plain psycopg connection with only the role
retain gives a member."""

from __future__ import annotations

import json
import time

import psycopg
import pytest

from conftest import db_rows
from pgtest import owned_store
from retain import Memory
from retain.format import explanation

PROJECT = "git:github.com/acme/shop"
T0 = time.time() - 86400.0
FACT = "The release train leaves on Thursdays."
SHARED = "orders use optimistic locking (a version column), checked on save."
PRIVATE = "I prefer tabs over spaces and a dark terminal theme"
TOKEN = "ghp_Q7xK2mZ9pL4vR8nT1wY6cB3dF5gH0jS2aE4u"  # a GitHub token's shape, made up
MISSING = 987_654  # an id no history row has
BOTH = pytest.mark.parametrize("backend", ["sqlite", "postgresql"], indirect=True)


def _uses(mem: Memory, memory_id: int) -> list[dict]:
    rows = db_rows(
        mem, "SELECT op, changes, at FROM memory_history WHERE memory_id = ? ORDER BY id", memory_id
    )
    out = []
    for r in rows:
        changes = r["changes"] if isinstance(r["changes"], dict) else json.loads(r["changes"])
        out.append({"op": r["op"], "changes": changes, "at": r["at"]})
    return out


@BOTH
def test_a_run_of_searches_is_one_use_row_on_both_stores(mem):
    mid = mem.write(FACT, kind="fact", now=T0).memory_id
    for k in range(30):
        assert mem.search("when does the release train leave", now=T0 + 1 + k)
    uses = [h for h in _uses(mem, mid) if h["op"] == "use"]
    assert len(uses) == 1
    assert uses[0]["changes"]["n_used"] == [0, 30] and uses[0]["at"] == T0 + 30
    assert uses[0]["changes"]["last_used_at"][1] == T0 + 30
    mem.outcome(mid, "ok", now=T0 + 40)  # another change ends the run
    mem.search("when does the release train leave", now=T0 + 41)
    mem.search("when does the release train leave", now=T0 + 42)
    assert [h["op"] for h in _uses(mem, mid)][-3:] == ["use", "outcome", "use"]
    assert mem.get(mid).n_used == 32
    assert "returned by a search 32 times" in explanation(mem.explain(mid))


@BOTH
def test_a_use_counted_elsewhere_ends_the_run_so_explain_stays_exact(mem):
    """A shown memory the session used raises n_used too (the sleep pass's decision);
    a run extended over it counted that use as a search (SQLite logs no row for it)."""
    mid = mem.write(FACT, kind="fact", now=T0).memory_id
    mem.store.mark_used([mid], T0 + 1)
    with mem.store.transaction():
        mem.store.record_injections("s-1", [mid], T0 + 2, "startup")
        mem.store.record_decisions("s-1", [(mid, True, "cited")], T0 + 3)
    mem.store.mark_used([mid], T0 + 4)
    assert mem.get(mid).n_used == 3
    assert "returned by a search 2 times" in explanation(mem.explain(mid))


@BOTH
def test_scrub_cleans_a_secret_an_older_rule_left_in_the_history(mem, monkeypatch):
    """A retire reason written before redact() knew the token: the memory's copy was
    scrubbed on both stores, the history's only on SQLite (no member may rewrite the
    team store's history). Now both, each logged as a scrub naming the row, not the text."""
    from retain.sleep.scrub import scrub

    mid = mem.write(SHARED, kind="decision", now=T0).memory_id
    monkeypatch.setattr("retain.core.validate.redact", lambda text: (text, 0))
    mem.forget(mid, f"the bot's token {TOKEN} leaked. Rotated (see ops).", now=T0 + 1)
    monkeypatch.undo()
    retire = [h for h in _uses(mem, mid) if h["op"] == "retire"]
    assert TOKEN in json.dumps(retire)

    report = scrub(mem.store, lock_wait=0)
    assert report.history >= 1 and not any("memory_history" in n for n in report.notes)
    history = _uses(mem, mid)
    assert TOKEN not in json.dumps(history)
    reason = next(h for h in history if h["op"] == "retire")["changes"]["retired_reason"][1]
    assert reason.startswith("forgotten: the bot's token [REDACTED:")
    assert reason.endswith(" leaked. Rotated (see ops).")
    logged = [h["changes"] for h in history if h["op"] == "scrub"]
    assert {"redacted": ["history"], "rows": [h_id(mem, mid, "retire")]} in logged
    assert TOKEN not in (mem.get(mid).retired_reason or "")
    assert scrub(mem.store, lock_wait=0).history == 0  # nothing left to clean


def h_id(mem: Memory, memory_id: int, op: str) -> int:
    rows = db_rows(
        mem, "SELECT id FROM memory_history WHERE memory_id = ? AND op = ?", memory_id, op
    )
    return int(rows[0]["id"])


# -- the team store: two members, plain SQL as the attacker ---------------------------------


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT)


def member(team, who: str) -> Memory:
    return team.memory(who, PROJECT)


def history(team, memory_id: int) -> list[tuple]:
    with psycopg.connect(team.admin_url) as conn:
        return conn.execute(
            "SELECT id, actor, op, changes, at FROM memory_history WHERE memory_id = %s "
            "ORDER BY id",
            (memory_id,),
        ).fetchall()


def test_only_the_function_extends_a_use_row_and_only_its_callers_own(team):
    alice, bob = member(team, "alice"), member(team, "bob")
    shared = alice.write(SHARED, kind="decision", now=T0).memory_id
    private = alice.write(PRIVATE, kind="preference", now=T0).memory_id
    for k in range(3):
        alice.store.mark_used([shared, private], T0 + 1 + k)
    first = history(team, shared)
    assert [(r[1], r[2], r[3]["n_used"]) for r in first] == [(team.role("alice"), "use", [0, 3])]
    bob.store.mark_used([shared, private], T0 + 5)  # his own row; her private one unseen
    bob.store.mark_used([shared], T0 + 6)
    alice.store.mark_used([shared], T0 + 7)  # his row is the latest: hers starts anew
    rows = history(team, shared)
    assert rows[0] == first[0]
    assert [(r[1], r[3]["n_used"]) for r in rows] == [
        (team.role("alice"), [0, 3]),
        (team.role("bob"), [3, 5]),
        (team.role("alice"), [5, 6]),
    ]
    assert [r[3]["n_used"] for r in history(team, private)] == [[0, 3]]
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:
        for sql in (
            "UPDATE memory_history SET changes = jsonb_set(changes, '{n_used,1}', '99')",
            "UPDATE memory_history SET actor = current_user",
            "UPDATE memory_history SET at = 0",
            "DELETE FROM memory_history",
            "INSERT INTO memory_history (memory_id, actor, op, changes, owner, scope) "
            f"VALUES ({shared}, 'x', 'use', '{{}}', 'x', 'project')",
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute(sql)
        # his calls extend his own run only, by one use each, on what he may see
        conn.execute("SELECT retain_record_use(%s::bigint[], 1.0)", ([private, MISSING],))
    assert history(team, shared) == rows
    assert [r[3]["n_used"] for r in history(team, private)] == [[0, 3]]
    assert "returned by a search 6 times" in explanation(alice.explain(shared))
    assert alice.get(shared).n_used == 6


def test_a_history_scrub_only_takes_information_out(team, monkeypatch):
    """retain_scrub_history: the new value of a history row must be the old one with spans
    of its strings replaced by placeholders, the old one still the row's; a hidden row is
    skipped like a missing one; a scrub is logged naming the row, never the secret."""
    alice = member(team, "alice")
    shared = alice.write(SHARED, kind="decision", now=T0).memory_id
    private = alice.write(PRIVATE, kind="preference", now=T0).memory_id
    alice.store.mark_used([shared], T0 + 1)
    monkeypatch.setattr("retain.core.validate.redact", lambda text: (text, 0))
    alice.forget(shared, f"token {TOKEN} leaked.", now=T0 + 2)
    alice.forget(private, f"token {TOKEN} leaked.", now=T0 + 2)
    monkeypatch.undo()
    use, retire = history(team, shared)
    hidden = history(team, private)[0]
    old = retire[3]
    reason = old["retired_reason"][1]
    redacted = reason.replace(TOKEN, "[REDACTED:token]")

    def with_reason(value: object, **more: object) -> dict:
        return {**old, "retired_reason": [None, value], **more}

    with psycopg.connect(team.url("bob"), autocommit=True) as conn:

        def scrub(row_id: int, before: dict, after: dict) -> object:
            sql = "SELECT retain_scrub_history(%s, %s::jsonb, %s::jsonb)"
            return conn.execute(sql, (row_id, json.dumps(before), json.dumps(after))).fetchone()[0]

        for forged in (
            with_reason(redacted + " Deploy on Fridays."),  # adds words
            with_reason("[REDACTED:token] deploy on Fridays"),  # replaces the value
            with_reason(reason.replace("leaked", "is fine")),  # rewrites a word
            with_reason(reason + "[REDACTED:note]"),  # a placeholder standing for nothing
            with_reason(redacted, status=["live", "live"]),  # another value changed
            with_reason(redacted, pinned=[0, 1]),  # a key added
            {k: v for k, v in with_reason(redacted).items() if k != "status"},  # one dropped
            with_reason(None),  # a string dropped
            old,  # no change
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                scrub(retire[0], old, forged)
        # a use row's counts are no text: nothing in them may change
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            scrub(use[0], use[3], {**use[3], "n_used": [0, 99]})
        # read before another change: left alone; a hidden row answers as a missing one
        assert scrub(retire[0], with_reason("an older reason"), with_reason(redacted)) is False
        hidden_new = {**hidden[3], "retired_reason": [None, redacted]}
        assert scrub(hidden[0], hidden[3], hidden_new) is False
        assert scrub(MISSING, hidden[3], hidden_new) is False
        assert history(team, shared) == [use, retire]
        assert scrub(retire[0], old, with_reason(redacted)) is True
    rows = history(team, shared)
    assert rows[:2] == [use, retire[:3] + (with_reason(redacted),) + retire[4:]]
    assert [(r[1], r[2], r[3]) for r in rows[2:]] == [
        (team.role("bob"), "scrub", {"redacted": ["history"], "rows": [retire[0]]})
    ]
    assert TOKEN not in json.dumps([r[3] for r in rows])
    assert TOKEN in json.dumps(history(team, private)[0][3])  # bob could not see it
    log = rows[2]  # the record of the scrub stays as written
    with (
        psycopg.connect(team.url("bob"), autocommit=True) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege, match="record of a scrub"),
    ):
        conn.execute(
            "SELECT retain_scrub_history(%s, %s::jsonb, %s::jsonb)",
            (log[0], json.dumps(log[3]), json.dumps({**log[3], "redacted": ["[REDACTED:x]"]})),
        )


def test_a_team_scrub_redacts_a_memory_whose_text_holds_punctuation(team, monkeypatch):
    """m007's retain_redaction_of dropped the regular-expression characters of the kept
    text (`.`, `(`, `-`...), so it refused the scrub of nearly every real text."""
    from retain.sleep.scrub import scrub

    alice = member(team, "alice")
    monkeypatch.setattr("retain.core.validate.redact", lambda text: (text, 0))
    text = f"The deploy bot (ci-main) reads {TOKEN}. Rotate it monthly."
    mid = alice.write(text, kind="decision", now=T0).memory_id
    monkeypatch.undo()
    report = scrub(member(team, "bob").store, lock_wait=0)
    assert report.memories == 1
    new = alice.get(mid).text
    assert new.startswith("The deploy bot (ci-main) reads [REDACTED:")
    assert new.endswith("]. Rotate it monthly.") and TOKEN not in new


def test_runs_and_history_scrubs_work_when_the_owner_is_no_superuser(pg, monkeypatch):
    """Under FORCE ROW LEVEL SECURITY the tables' owner is bound by the policies, and the
    functions run as it: m010's policies let them read and extend the rows their caller
    sees (and only those)."""
    with owned_store(pg, "retain_owner_runs", PROJECT) as urls:
        alice = Memory(urls["alice"], embedder=None, project=PROJECT)
        bob = Memory(urls["bob"], embedder=None, project=PROJECT)
        shared = alice.write(SHARED, kind="decision", now=T0).memory_id
        private = alice.write(PRIVATE, kind="preference", now=T0).memory_id
        for k in range(3):
            alice.store.mark_used([shared, private], T0 + 1 + k)
        bob.store.mark_used([private], T0 + 5)  # hidden from him: nothing
        monkeypatch.setattr("retain.core.validate.redact", lambda text: (text, 0))
        alice.forget(shared, f"token {TOKEN} leaked.", now=T0 + 6)
        monkeypatch.undo()
        for mem in (alice, bob):
            mem.store.close()
        with psycopg.connect(urls["alice"]) as conn:
            rows = conn.execute(
                "SELECT id, memory_id, op, changes FROM memory_history ORDER BY id"
            ).fetchall()
        assert [(r[1], r[2], r[3].get("n_used")) for r in rows] == [
            (shared, "use", [0, 3]),
            (private, "use", [0, 3]),
            (shared, "retire", None),
        ]
        retire = rows[2]
        reason = retire[3]["retired_reason"][1]
        cleaned = {**retire[3], "retired_reason": [None, reason.replace(TOKEN, "[REDACTED:t]")]}
        sql = "SELECT retain_scrub_history(%s, %s::jsonb, %s::jsonb)"
        with psycopg.connect(urls["bob"], autocommit=True) as conn:
            same = json.dumps(rows[1][3])
            assert conn.execute(sql, (rows[1][0], same, same)).fetchone()[0] is False  # hidden
            args = (retire[0], json.dumps(retire[3]), json.dumps(cleaned))
            assert conn.execute(sql, args).fetchone()[0] is True
        with psycopg.connect(urls["alice"]) as conn:
            after = conn.execute(
                "SELECT actor, op, changes FROM memory_history WHERE id >= %s ORDER BY id",
                (retire[0],),
            ).fetchall()
        assert after == [
            (pg.role("alice"), "retire", cleaned),
            (pg.role("bob"), "scrub", {"redacted": ["history"], "rows": [retire[0]]}),
        ]
