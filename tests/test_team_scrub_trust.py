"""Round 23 (issue 27 items 2 and 4): what a scrub derives from a text is the server's to
compute (PostgreSQL m015), and a scrub of evidence or an outcome leaves a history row on
both stores. Two real member roles on the real server; the attacker is a plain psycopg
connection with only the role retain gives a member."""

from __future__ import annotations

import json
import random
import time

import psycopg
import pytest

from retain import Memory
from retain import text as textmod
from retain.sleep.scrub import scrub

PROJECT = "git:github.com/acme/shop"
T0 = time.time() - 86400.0
TOKEN = "ghp_Q7xK2mZ9pL4vR8nT1wY6cB3dF5gH0jS2aE4u"  # a GitHub token's shape, made up
SAID = f"the deploy bot token is {TOKEN}; rotate it monthly (DeployBot_config)."
CLEAN = SAID.replace(TOKEN, "[REDACTED:github-token]")

# Texts where NFKC, case folding, whitespace or the index's rules do something.
SAMPLES = [
    "Use HTTPServer and get_user_name in parseJSONResponse",
    "  tabs\tand\nnew lines\x0b\x0c\r and\x1c\x1dseparators\x1e\x1f end  ",
    "Straße STRASSE ß ẞ ŉ ǰ ΐ ﬁle ﬀ և",
    "ΣΊΣΥΦΟΣ σίσυφος ς ϐ ϑ ϕ ϖ ϰ ϱ ϵ µ ſ ẛ ͅ",
    "ＦＵＬＬ　ｗｉｄｔｈ ① ㎏ K Å ﬃ Ⅻ",
    "İstanbul ı I i Ꭰꭰ ᏸ ᾈ ᾼ",
    "npmの代わりにpnpmを使う 数据库连接池 한국어 텍스트 ｶﾀｶﾅ a中b",
    "non\u00a0breaking\u2003em\u2028line\u3000ideographic\u0085next",
    "e\u0301 caf\u00e9 Å Å ℌ 𝐀𝐁 🙂 emoji_ok",
    "",
    "_ __ a_ _b A__B aBCd ABc a1B2C",
]


def _random_texts(n: int) -> list[str]:
    pool = "aZ _-9.\t\n ßſΣςİıǅ\u00a0\u3000中文かなカナ한ＡＢ①ﬁ\u0301K"
    pool += "".join(map(chr, range(0x41, 0x5B)))
    rnd = random.Random(23)
    return ["".join(rnd.choice(pool) for _ in range(rnd.randint(1, 40))) for _ in range(n)]


@pytest.fixture
def team(pg):
    return pg.add_members(PROJECT)


def member(team, who: str) -> Memory:
    return team.memory(who, PROJECT)


def _row(team, sql: str, *params: object) -> tuple:
    with psycopg.connect(team.admin_url) as conn:
        row = conn.execute(sql, params).fetchone()
    assert row is not None
    return tuple(row)


def test_the_servers_hash_and_index_text_are_the_clients(pg):
    texts = SAMPLES + _random_texts(300)
    with psycopg.connect(pg.url("alice"), autocommit=True) as conn:
        for t in texts:
            h, idx = conn.execute(
                "SELECT retain_content_hash(%s), retain_index_text(%s)", (t, t)
            ).fetchone()
            assert (h, idx) == (textmod.content_hash(t), textmod.index_text(t)), repr(t)


def _planted(team, monkeypatch) -> tuple[int, int, int]:
    """Alice's project memory, its episode and an outcome, written before redact() knew
    the token's shape: (memory, episode, outcome)."""
    with monkeypatch.context() as mp:  # (not undo(): that would drop the test's HOME too)
        mp.setattr("retain.core.validate.redact", lambda text: (text, 0))
        written = member(team, "alice").write(SAID, kind="decision", now=T0)
    with psycopg.connect(team.url("alice"), autocommit=True) as conn:
        (outcome,) = conn.execute(
            "INSERT INTO outcomes (memory_id, outcome, inferred, source, command, detail, at) "
            "VALUES (%s, 'ok', true, 'transcript', %s, 'passed', %s) RETURNING id",
            (written.memory_id, f"deploy --token {TOKEN}", T0),
        ).fetchone()
    assert written.episode_id is not None
    return written.memory_id, written.episode_id, int(outcome)


def test_a_scrub_cannot_set_a_hash_or_index_text_the_text_does_not_give(team, monkeypatch):
    """Before m015 retain_scrub_memory and retain_scrub_row stored these as sent."""
    mid, episode, _ = _planted(team, monkeypatch)
    other = textmod.content_hash("an unrelated belief")
    right = {
        "text": CLEAN,
        "content_hash": textmod.content_hash(CLEAN),
        "index_text": textmod.index_text(CLEAN),
    }
    (etext,) = _row(team, "SELECT text FROM episodes WHERE id = %s", episode)
    eclean = etext.replace(TOKEN, "[REDACTED:github-token]")
    with psycopg.connect(team.url("bob"), autocommit=True) as conn:

        def memory(new: dict) -> object:
            args = (mid, json.dumps({"text": SAID}), json.dumps(new))
            return conn.execute(
                "SELECT retain_scrub_memory(%s, %s::jsonb, %s::jsonb)", args
            ).fetchone()[0]

        def row(new: dict) -> object:
            args = ("episodes", episode, json.dumps({"text": etext}), json.dumps(new))
            return conn.execute(
                "SELECT retain_scrub_row(%s, %s, %s::jsonb, %s::jsonb)", args
            ).fetchone()[0]

        for forged in (
            {**right, "content_hash": other},
            {**right, "index_text": right["index_text"] + "\nkubernetes payroll"},
            {"content_hash": other},  # no text beside it
            {"index_text": "payroll"},
            {"context_index": "payroll"},
            {},
        ):
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                memory(forged)
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            row({"text": eclean, "content_hash": other})
        assert _row(team, "SELECT content_hash FROM memories WHERE id = %s", mid) == (
            textmod.content_hash(SAID),
        )
        assert memory({"text": CLEAN}) is True  # the derived columns computed here
        assert row({"text": eclean}) is True
    assert _row(team, "SELECT content_hash, index_text FROM memories WHERE id = %s", mid) == (
        textmod.content_hash(CLEAN),
        textmod.index_text(CLEAN),
    )
    assert _row(team, "SELECT content_hash FROM episodes WHERE id = %s", episode) == (
        textmod.content_hash(eclean),
    )


def _scrub_rows_logged(store, ask) -> None:
    report = scrub(store, lock_wait=0)
    assert report.episodes == 1 and report.rows["outcomes"] == 1
    rows = ask()
    assert {tuple(r["redacted"]) for r in rows} >= {("episodes.text",), ("outcomes.command",)}
    assert not any(TOKEN in json.dumps(r) for r in rows)


def test_a_team_scrub_of_evidence_and_outcomes_is_logged(team, monkeypatch):
    mid, episode, outcome = _planted(team, monkeypatch)
    bob = member(team, "bob")

    def ask() -> list[dict]:
        with psycopg.connect(team.admin_url) as conn:
            got = conn.execute(
                "SELECT actor, changes FROM memory_history WHERE memory_id = %s "
                "AND op = 'scrub' ORDER BY id",
                (mid,),
            ).fetchall()
        assert {a for a, _ in got} == {team.role("bob")}
        by_row = {(c["redacted"][0].split(".")[0], c["rows"][0]) for _, c in got if "rows" in c}
        assert by_row >= {("episodes", episode), ("outcomes", outcome)}
        return [c for _, c in got]

    _scrub_rows_logged(bob.store, ask)


def test_a_local_scrub_of_evidence_and_outcomes_is_logged(tmp_path, monkeypatch):
    monkeypatch.setenv("RETAIN_HOME", str(tmp_path / "home"))
    mem = Memory(str(tmp_path / "m.db"))
    with monkeypatch.context() as mp:
        mp.setattr("retain.core.validate.redact", lambda text: (text, 0))
        written = mem.write(SAID, kind="decision", now=T0)
    mem.store.add_outcome(
        written.memory_id,
        "ok",
        inferred=True,
        source="transcript",
        now=T0,
        command=f"deploy --token {TOKEN}",
    )

    def ask() -> list[dict]:
        rows = mem.store._rows(
            "SELECT actor, changes FROM memory_history WHERE memory_id = ? AND op = 'scrub'",
            (written.memory_id,),
        )
        got = [json.loads(c) for _, c in rows]
        assert any(c.get("rows") == [written.episode_id] for c in got)
        return got

    _scrub_rows_logged(mem.store, ask)
