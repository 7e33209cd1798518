"""A transcript the sleep pass cannot read is named in the log (and on stderr with -v),
not passed over in silence: the pass is detached, so the log is the only place a user can
learn why a session taught retain nothing. The rest of the pass still runs."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conftest import subprocess_env
from sleeppass import detached_pass


def _pass(tmp_path: Path, transcript: str) -> tuple[str, str]:
    home = tmp_path / "home"
    env = subprocess_env(HOME=str(home), RETAIN_HOME=str(home / ".retain"), RETAIN_EMBEDDER="none")
    db = tmp_path / "r.db"
    done = detached_pass("--transcript", transcript, "--db", db, "-v", env=env, cwd=tmp_path)
    assert done.returncode == 0  # detached: always exits 0
    log = (home / ".retain" / "retain.log").read_text(encoding="utf-8")
    return done.stderr, log


@pytest.mark.parametrize("what", ["missing", "folder", "fifo"])
def test_an_unreadable_transcript_is_named_in_the_log(tmp_path: Path, what: str) -> None:
    path = tmp_path / "t.jsonl"
    if what == "folder":
        path.mkdir()
    elif what == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no FIFOs here")
        os.mkfifo(path)
    err, log = _pass(tmp_path, str(path))
    said = f"transcript not read: {path}"
    assert said in err and said in log
    reason = {"missing": "No such file", "folder": "a directory", "fifo": "a FIFO"}[what]
    assert reason in log
    assert "expired 0" in err  # the rest of the pass ran


def test_a_readable_transcript_is_not_reported(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    path.write_text("", encoding="utf-8")
    err, log = _pass(tmp_path, str(path))
    assert "transcript not read" not in err + log
