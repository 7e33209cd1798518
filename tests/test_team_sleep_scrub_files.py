"""Round 24 (issue 27, hole 1): the sleep pass's own scrub on a team store (the one a
rules upgrade leaves owed, paid by the next detached pass) cleans the files this machine
keeps for the team store, as `retain scrub` does (tests/test_team_scrub_files.py): the
hooks' mirror, `outbox.db` and `block-cache.json`, read byte for byte with their WAL."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from conftest import PYTHON, subprocess_env
from retain import config
from retain.store.outbox_file import Outbox
from retain.team import fast_block, refresh
from sleeppass import detached_pass

PROJECT = "git:github.com/acme/shop"
T0 = time.time() - 86400.0
# Made-up secrets a retain that did not know their shape stored (and queued) in clear.
OLD = "ghp_V2bN4mQ6wE8rT0yU2iO4pA6sD8fG0hJ2kL4z"
QUEUED = "ghp_M1nB3vC5xZ7aS9dF1gH3jK5lQ7wE9rT1yU3i"
NEEDLES = (OLD.encode(), QUEUED.encode())


def _found(home: Path) -> list[str]:
    return sorted(
        f"{p.relative_to(home)}: {n.decode()[:8]}"
        for p in home.rglob("*")
        if p.is_file()
        for n in NEEDLES
        if n in p.read_bytes()
    )


def _plant(pg, monkeypatch) -> tuple[str, int, str]:
    """alice's machine after an older retain: a memory stored with a secret in clear, the
    mirror and the cached block copying it, a queued write holding another; then the
    rules are upgraded (every memory redacted under no version: a scrub is owed)."""
    import psycopg

    team = pg.add_members(PROJECT, "alice")
    url = team.url("alice")
    alice = team.memory("alice", PROJECT)
    said = f"the deploy bot token is {OLD}; rotate it monthly."
    with monkeypatch.context() as mp:
        mp.setattr("retain.core.validate.redact", lambda text: (text, 0))
        mid = alice.write(said, kind="decision", now=T0).memory_id
    queue = alice.store.path
    Outbox().put("k-queued", queue, "write", {"text": f"ci token {QUEUED}", "now": T0}, T0)
    refresh.refresh(url, PROJECT)
    monkeypatch.setattr(fast_block, "DEADLINE_SECONDS", 30.0)
    fast_block.session_start(
        url, directory=None, session_id="s1", source="startup", already_shown=lambda s: False
    )
    fast_block._save_cache(PROJECT, f"- [{mid}] {said}", T0)
    alice.close()
    with psycopg.connect(pg.admin_url) as conn:  # as after an upgrade of the rules
        conn.execute("UPDATE memories SET redacted_under = NULL")
    before = _found(config.home())
    for where in ("team-cache", "outbox.db", "block-cache.json"):
        assert any(f.startswith(where) for f in before), before
    return url, mid, queue


def test_the_detached_sleep_pass_scrub_cleans_the_team_clients_local_files(pg, monkeypatch):
    url, mid, queue = _plant(pg, monkeypatch)
    done = detached_pass(
        "--project-dir", PROJECT, "-v",
        env=subprocess_env(RETAIN_DB=url, RETAIN_EMBEDDER="none"), timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "scrub" in done.stderr, done.stderr  # the pass paid the owed scrub
    assert _found(config.home()) == [], done.stderr
    # the mirror still serves the memory, redacted
    import sqlite3

    from retain.team.mirror import Mirror

    with sqlite3.connect(Mirror(url, PROJECT).db) as conn:
        ((text,),) = conn.execute("SELECT text FROM memories WHERE id = ?", (mid,)).fetchall()
    assert "[REDACTED:" in text and OLD not in text


def test_retain_maintain_on_a_team_store_cleans_the_local_files_too(pg, monkeypatch):
    url, _, _ = _plant(pg, monkeypatch)
    done = subprocess.run(
        [PYTHON, "-m", "retain", "--project", PROJECT, "maintain"],
        env=subprocess_env(RETAIN_DB=url, RETAIN_EMBEDDER="none"),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    assert _found(config.home()) == [], done.stderr


def test_a_pass_after_the_server_was_scrubbed_elsewhere_still_cleans_this_machine(pg, monkeypatch):
    """The server's rows scrubbed by a pass that did not clean this machine (killed after
    the scrub, or run on another machine): the next pass here finds nothing owed on the
    server, yet this machine's copies were never cleaned under today's rules."""
    from retain import Memory
    from retain.redact import RULES_VERSION
    from retain.team import scrub_files

    url, _, _ = _plant(pg, monkeypatch)
    elsewhere = Memory(url, embedder=None, project=PROJECT)
    elsewhere.sleep(lock_wait=10)  # in process: the server's rows only
    assert elsewhere.status()["scrub_pending"] is None
    elsewhere.close()
    assert _found(config.home()) != []
    done = detached_pass(
        "--project-dir", PROJECT, env=subprocess_env(RETAIN_DB=url, RETAIN_EMBEDDER="none"),
        timeout=180,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert _found(config.home()) == []
    assert scrub_files.cleaned_under(url) == RULES_VERSION
