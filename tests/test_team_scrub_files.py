"""Round 23 (issue 27 item 2): a team member's `retain scrub` leaves no old text in the
local files the team client keeps (the hooks' mirror, the outbox, the cached block), read
byte for byte with their WAL, as tests/test_scrub.py reads a local store; and a team write
never puts a secret today's rules see into the outbox file at all."""

from __future__ import annotations

import sqlite3
import subprocess
import time
from pathlib import Path

from conftest import PYTHON, subprocess_env
from retain import config
from retain.store.outbox_file import Outbox
from retain.team import fast_block, refresh

PROJECT = "git:github.com/acme/shop"
T0 = time.time() - 86400.0
# Made-up secrets: the first two written while redact() did not know their shape (a store
# an older retain wrote), the third in a shape today's rules know.
OLD = "ghp_Q7xK2mZ9pL4vR8nT1wY6cB3dF5gH0jS2aE4u"
QUEUED = "ghp_W3eR5tY7uI9oP1aS3dF5gH7jK9lZ2xC4vB6n"
TODAY = "glpat-Zx8Cv7Bn6Mq5Wd4Er3Ty"
NEEDLES = (OLD.encode(), QUEUED.encode(), TODAY.encode())


def _found(home: Path) -> list[str]:
    """Every file under RETAIN_HOME, read as bytes: where each secret still is."""
    return sorted(
        f"{p.relative_to(home)}: {n.decode()[:8]}"
        for p in home.rglob("*")
        if p.is_file()
        for n in NEEDLES
        if n in p.read_bytes()
    )


def test_a_team_scrub_leaves_no_old_text_in_the_mirror_outbox_or_cached_block(pg, monkeypatch):
    team = pg.add_members(PROJECT, "alice")
    url = team.url("alice")
    alice = team.memory("alice", PROJECT)
    home = config.home()
    said = f"the deploy bot token is {OLD}; rotate it monthly."
    with monkeypatch.context() as mp:  # (not undo(): that would drop the test's HOME too)
        mp.setattr("retain.core.validate.redact", lambda text: (text, 0))
        mid = alice.write(said, kind="decision", now=T0).memory_id
    # a write queued while the server was out of reach, by a retain that did not know
    # the token's shape either
    queue = alice.store.path  # the outbox names the store as the facade does
    Outbox().put("k-queued", queue, "write", {"text": f"ci token {QUEUED}", "now": T0}, T0)
    refresh.refresh(url, PROJECT)  # the hooks' mirror, with the text as it was
    monkeypatch.setattr(fast_block, "DEADLINE_SECONDS", 30.0)
    fast_block.session_start(
        url, directory=None, session_id="s1", source="startup", already_shown=lambda s: False
    )
    fast_block._save_cache(PROJECT, f"- [{mid}] {said}", T0)  # this project's last block
    before = _found(home)
    assert any(f.startswith("team-cache") for f in before), before
    assert any(f.startswith("outbox.db") for f in before), before
    assert any(f.startswith("block-cache.json") for f in before), before

    done = subprocess.run(
        [PYTHON, "-m", "retain", "--project", PROJECT, "scrub"],
        env=subprocess_env(RETAIN_DB=url, RETAIN_EMBEDDER="none"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert _found(home) == []
    # the queued write is still there, redacted, and is delivered
    ((_, op, payload),) = Outbox().pending(queue)
    assert op == "write" and payload["text"].startswith("ci token [REDACTED:")
    assert alice.flush_outbox()["delivered"] == 1


def test_a_team_write_never_puts_a_secret_it_sees_into_the_outbox_file(pg):
    """Before round 23 the text was queued as given and redacted at delivery: with another
    process holding the outbox open (its WAL kept), the secret stayed in that file."""
    team = pg.add_members(PROJECT, "alice")
    alice = team.memory("alice", PROJECT)
    Outbox().remove("nothing")  # the file exists
    reader = sqlite3.connect(str(Outbox().path))  # another retain process, idle
    try:
        reader.execute("SELECT count(*) FROM pending").fetchone()
        said = f"the gitlab token is {TODAY} for the mirror job"
        written = alice.write(said, kind="fact", context=f"from the ci notes: {TODAY}")
        assert written.stored and written.redactions == 2
        assert _found(config.home()) == []
    finally:
        reader.close()
