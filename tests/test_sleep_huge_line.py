"""A transcript line with no end in sight (an 8 GiB sparse file of one line) kept the
detached sleep pass draining it for 48 s (round 30). A line past MAX_RECORD_BYTES is no
record Claude Code writes: it is skipped without being held or, in a sparse file, read;
the log names it once, and the records after it are read as before."""

from __future__ import annotations

import json
import os
from pathlib import Path

from conftest import subprocess_env
from retain.sleep import transcript
from sleeppass import detached_pass


def _record(text: str) -> bytes:
    message = {"role": "user", "content": text}
    return json.dumps({"type": "user", "message": message}).encode() + b"\n"


def test_a_huge_line_is_skipped_named_once_and_the_next_record_read(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    with path.open("wb") as f:
        f.write(_record("we deploy with helm from the ops repo"))
        f.write(b'{"type":"user","message":{"content":"')
        f.truncate(8 << 30)  # a hole: no disk used, zeros when read
        f.seek(0, os.SEEK_END)
        f.write(b'"}}\n' + _record("the staging database is postgres 16"))
    home = tmp_path / "home"
    env = subprocess_env(HOME=str(home), RETAIN_HOME=str(home / ".retain"), RETAIN_EMBEDDER="none")
    done = detached_pass(
        "--transcript", path, "--db", tmp_path / "r.db", env=env, timeout=30, cwd=tmp_path
    )
    assert done.returncode == 0
    log = (home / ".retain" / "retain.log").read_text(encoding="utf-8")
    named = [line for line in log.splitlines() if "MB line at byte" in line]
    assert len(named) == 1 and str(path) in named[0], log
    texts = [turn.text for turn in transcript.read_turns(path)]
    assert texts == ["we deploy with helm from the ops repo", "the staging database is postgres 16"]


def test_a_long_line_under_the_bound_is_skipped_without_a_log_line(tmp_path: Path) -> None:
    path = tmp_path / "t.jsonl"
    filler = b"x" * (3 * transcript.MAX_LINE_BYTES)
    path.write_bytes(_record("first") + b'{"a":"' + filler + b'"}\n' + _record("second"))
    assert [turn.text for turn in transcript.read_turns(path)] == ["first", "second"]
    assert not (Path.home() / ".retain" / "retain.log").exists()
