"""`retain team compact` (issue 27 item 2, the team store's half): after `retain scrub`
re-redacted a row, PostgreSQL still held the old text in the dead row version in the
table's file; the admin's compact rewrites retain's tables so no file of the database
holds it. Read byte for byte from the server's data directory."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import psycopg
import pytest

from conftest import PYTHON, subprocess_env
from retain.errors import StoreError
from retain.store import pg_admin

PROJECT = "git:github.com/acme/shop"
T0 = time.time() - 86400.0
OLD = "ghp_K4mN8pQ2rS6tV0wX3yZ7aB1cD5eF9gH2jL6n"  # made up; a shape today's rules know


def _database_files(admin_url: str) -> list[Path]:
    with psycopg.connect(admin_url, autocommit=True) as conn:
        data = conn.execute("SHOW data_directory").fetchone()[0]
        oid = conn.execute(
            "SELECT oid FROM pg_database WHERE datname = current_database()"
        ).fetchone()[0]
        conn.execute("CHECKPOINT")  # what the server holds in memory, on disk
    return [p for p in (Path(data) / "base" / str(oid)).iterdir() if p.is_file()]


def _holding(admin_url: str, needle: str) -> list[str]:
    return [p.name for p in _database_files(admin_url) if needle.encode() in p.read_bytes()]


def _retain(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [PYTHON, "-m", "retain", *args],
        env=subprocess_env(RETAIN_EMBEDDER="none", **env),
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_compact_removes_the_text_a_scrub_replaced_from_the_servers_files(pg, monkeypatch):
    team = pg.add_members(PROJECT, "alice")
    alice = team.memory("alice", PROJECT)
    with monkeypatch.context() as mp:  # a row an older retain wrote, not knowing the shape
        mp.setattr("retain.core.validate.redact", lambda text: (text, 0))
        alice.write(f"the deploy bot token is {OLD}; rotate it monthly.", now=T0)
    scrub = _retain("--project", PROJECT, "scrub", RETAIN_DB=team.url("alice"))
    assert scrub.returncode == 0, scrub.stderr
    assert "retain team compact" in scrub.stdout  # the scrub says what is left to do
    with psycopg.connect(pg.admin_url) as conn:  # the live rows are clean already
        live = conn.execute("SELECT count(*) FROM memories WHERE text LIKE %s", (f"%{OLD}%",))
        assert live.fetchone()[0] == 0
    assert _holding(pg.admin_url, OLD), "the dead row version was expected in the table file"

    done = _retain("team", "compact", RETAIN_ADMIN_URL=pg.admin_url)
    assert done.returncode == 0, done.stderr
    assert "memories:" in done.stdout and "bytes" in done.stdout
    assert _holding(pg.admin_url, OLD) == []
    # the memory itself is still there, redacted, and readable by its owner
    hit = alice.search("deploy bot token", k=1)[0]
    assert "[REDACTED:" in hit.memory.text and OLD not in hit.memory.text


def test_a_member_cannot_compact_and_nothing_is_rewritten(pg):
    team = pg.add_members(PROJECT, "bob")
    with pytest.raises(StoreError, match="may not rewrite table"):
        pg_admin.compact(team.url("bob"))
    done = _retain("team", "compact", RETAIN_ADMIN_URL=team.url("bob"))
    assert done.returncode != 0
    assert "compact as the role that ran `retain team init`" in done.stderr


def test_compact_without_an_admin_url_says_how_to_give_one(pg):
    done = _retain("team", "compact", RETAIN_ADMIN_URL="")
    assert done.returncode != 0
    assert "--admin-url or $RETAIN_ADMIN_URL" in done.stderr
