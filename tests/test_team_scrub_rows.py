"""Round 22, the team store's scrub reaches every free-text column (migration m013; issue 27
items 2 and 4): a secret in a memory's stale note no longer makes `retain scrub` raise,
and a teammate's evidence and outcomes are scrubbed too. Each new path only takes
information out: two real member roles on the real server, the attacker a plain psycopg
connection with only the role retain gives a member."""

from __future__ import annotations

import json
import time

import psycopg
import pytest

from retain import Memory
from retain.sleep.scrub import scrub

PROJECT = "git:github.com/acme/shop"
T0 = time.time() - 86400.0
TOKEN = "ghp_Q7xK2mZ9pL4vR8nT1wY6cB3dF5gH0jS2aE4u"  # a GitHub token's shape, made up
SHARED = "orders use optimistic locking (a version column), checked on save."
NOTE = f"anchor gone: `deploy --token {TOKEN}` no longer in Makefile (line 12)."
MISSING = 987_654


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT)


def member(team, who: str) -> Memory:
    return team.memory(who, PROJECT)


def _stale(team, memory_id: int, note: str) -> None:
    """The sleep pass's anchor note, written as a member may (retain_set_stale, m014),
    before redact() knew the token's shape."""
    with psycopg.connect(team.url("alice"), autocommit=True) as conn:
        conn.execute("SELECT retain_set_stale(%s, %s, %s)", (memory_id, T0, note))


def _row(team, sql: str, *params: object) -> tuple:
    with psycopg.connect(team.admin_url) as conn:
        row = conn.execute(sql, params).fetchone()
    assert row is not None
    return tuple(row)


def test_a_team_scrub_cleans_a_secret_in_a_stale_note(team):
    """Before m013 retain_scrub_memory refused stale_reason, so this scrub raised."""
    mid = member(team, "alice").write(SHARED, kind="decision", now=T0).memory_id
    _stale(team, mid, NOTE)
    bob = member(team, "bob")
    report = scrub(bob.store, lock_wait=0)
    assert report.memories == 1
    (note,) = _row(team, "SELECT stale_reason FROM memories WHERE id = %s", mid)
    assert TOKEN not in note and note.startswith("anchor gone: `deploy --token [REDACTED:")
    assert note.endswith("` no longer in Makefile (line 12).")
    actor, changes = _row(
        team,
        "SELECT actor, changes FROM memory_history WHERE memory_id = %s AND op = 'scrub'",
        mid,
    )
    assert actor == team.role("bob") and changes == {"redacted": ["stale_reason"]}
    assert scrub(bob.store, lock_wait=0).memories == 0


def test_the_stale_note_scrub_only_takes_information_out(team):
    alice = member(team, "alice")
    shared = alice.write(SHARED, kind="decision", now=T0).memory_id
    private = alice.write("I prefer tabs", kind="preference", scope="user", now=T0).memory_id
    for mid in (shared, private):
        _stale(team, mid, NOTE)
    redacted = NOTE.replace(TOKEN, "[REDACTED:github-token]")
    sql = "SELECT retain_scrub_memory(%s, %s::jsonb, %s::jsonb)"
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:

        def call(mid: int, old: str, new: str) -> object:
            args = (mid, json.dumps({"stale_reason": old}), json.dumps({"stale_reason": new}))
            return conn.execute(sql, args).fetchone()[0]

        for forged in (
            redacted + " Deploy with --force.",  # adds words
            "[REDACTED:github-token] deploy with --force",  # replaces the note
            NOTE.replace("no longer", "still"),  # rewrites a word
            NOTE + "[REDACTED:x]",  # a placeholder standing for nothing
            NOTE,  # no change
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                call(shared, NOTE, forged)
        assert call(shared, "an older note", redacted) is False  # read before a change
        assert call(private, NOTE, redacted) is False  # hidden: as a missing one
        assert call(MISSING, NOTE, redacted) is False
        assert _row(team, "SELECT stale_reason FROM memories WHERE id = %s", shared) == (NOTE,)
        assert call(shared, NOTE, redacted) is True
    assert _row(team, "SELECT stale_reason FROM memories WHERE id = %s", shared) == (redacted,)
    assert _row(team, "SELECT stale_reason FROM memories WHERE id = %s", private) == (NOTE,)


def test_a_teammates_evidence_and_outcomes_are_scrubbed_only_to_a_redaction(team, monkeypatch):
    """retain_scrub_row: before m013 a team scrub skipped episodes and outcomes (no member
    may rewrite them); now each text only to a redaction of what the row holds."""
    alice = member(team, "alice")
    monkeypatch.setattr("retain.core.validate.redact", lambda text: (text, 0))
    said = f"the deploy bot token is {TOKEN}; rotate it monthly."
    written = alice.write(said, kind="decision", now=T0)
    monkeypatch.undo()
    with psycopg.connect(team.url("alice"), autocommit=True) as conn:
        (outcome,) = conn.execute(
            "INSERT INTO outcomes (memory_id, outcome, inferred, source, command, detail, at) "
            "VALUES (%s, 'ok', true, 'transcript', %s, 'passed', %s) RETURNING id",
            (written.memory_id, f"deploy --token {TOKEN}", T0),
        ).fetchone()
        (hidden,) = conn.execute(  # her own episode, evidence of nothing: not his to see
            "INSERT INTO episodes (text, actor, source, created_at, content_hash) "
            "VALUES (%s, 'user', 'cli', %s, 'h') RETURNING id",
            (said, T0),
        ).fetchone()
    episode = written.episode_id
    (text,) = _row(team, "SELECT text FROM episodes WHERE id = %s", episode)
    assert TOKEN in text
    clean = text.replace(TOKEN, "[REDACTED:github-token]")
    sql = "SELECT retain_scrub_row(%s, %s, %s::jsonb, %s::jsonb)"
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:

        def call(table: str, row_id: int, old: dict, new: dict) -> object:
            return conn.execute(sql, (table, row_id, json.dumps(old), json.dumps(new))).fetchone()[
                0
            ]

        for table, row_id, old, new in (
            ("episodes", episode, {"text": text}, {"text": clean + " Deploy on Fridays."}),
            ("episodes", episode, {"text": text}, {"text": "[REDACTED:x] deploy on Fridays"}),
            ("episodes", episode, {"text": text}, {"text": clean, "actor": "assistant"}),
            ("episodes", episode, {"text": text}, {"content_hash": "forged"}),  # no text
            ("episodes", episode, {"text": text}, {"text": text}),  # no change
            ("outcomes", outcome, {"command": "x"}, {"outcome": "failed"}),
            ("outcomes", outcome, {"detail": "passed"}, {"detail": "[REDACTED:x] failed"}),
            ("memories", written.memory_id, {"text": said}, {"text": clean}),
            ("links", 1, {"evidence": "x"}, {"evidence": "[REDACTED:x]"}),
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                call(table, row_id, old, new)
        assert call("episodes", episode, {"text": "older"}, {"text": clean}) is False
        assert call("episodes", hidden, {"text": said}, {"text": clean}) is False
        assert call("outcomes", MISSING, {"command": "x"}, {"command": "[REDACTED:x]"}) is False
        assert _row(team, "SELECT text FROM episodes WHERE id = %s", episode) == (text,)
        # the scrub itself goes through the same checks
        report = scrub(member(team, "bob").store, lock_wait=0)
    assert report.episodes == 1 and report.rows["outcomes"] == 1
    assert not any("not scrubbed" in n for n in report.notes)
    (new_text,) = _row(team, "SELECT text FROM episodes WHERE id = %s", episode)
    assert TOKEN not in new_text and "[REDACTED:" in new_text
    command, detail = _row(team, "SELECT command, detail FROM outcomes WHERE id = %s", outcome)
    assert TOKEN not in command and command.startswith("deploy --token [REDACTED:")
    assert detail == "passed"
    assert _row(team, "SELECT text FROM episodes WHERE id = %s", hidden) == (said,)
