"""A path a hook is handed reaches the log as one printable line: the SessionEnd hook's
transcript_path, passed to the detached sleep pass and named in its "not read" line, with
its escape sequences, bell, carriage return and bidirectional override written as escapes
(a `tail -f retain.log` in a terminal is not recoloured, retitled or reordered)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env
from retain import config
from retain.hooks import entry

RAW = ("\x1b", "\x07", "\r", "\u202e")


def test_a_transcript_path_with_control_characters_is_logged_escaped(
    tmp_path: Path, project_dir: Path, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.setenv("PYTHONPATH", subprocess_env()["PYTHONPATH"])
    monkeypatch.setenv("RETAIN_EMBEDDER", "none")
    named = tmp_path / "gone\x1b]0;owned\x07\r\u202elmth.jsonl"
    payload = {"session_id": "s1", "cwd": str(project_dir), "transcript_path": str(named)}
    child = entry.session_end(payload)
    assert child is not None
    assert child.wait(timeout=120) == 0
    log = Path(config.log_file()).read_text(encoding="utf-8")
    said = [ln for ln in log.splitlines() if "transcript not read" in ln]
    assert len(said) == 1
    assert "gone\\x1b]0;owned\\x07\\x0d\\u202elmth.jsonl: No such file" in said[0]
    assert not any(raw in log for raw in RAW)
    sleep_log = Path(entry.sleep_log_path())
    assert not any(raw in sleep_log.read_text(encoding="utf-8") for raw in RAW)


def test_a_hook_failure_naming_a_path_is_logged_escaped(tmp_path: Path, project_dir: Path):
    """The hook's own failure line (RETAIN_DB names a folder): on stderr, which Claude
    Code shows, and in the log."""
    folder = tmp_path / "db\x1b[2Jhere"
    folder.mkdir()
    payload = {"session_id": "s1", "cwd": str(project_dir), "source": "startup"}
    done = subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", "session-start"],
        input=json.dumps(payload).encode(),
        env=subprocess_env(RETAIN_DB=str(folder)),
        capture_output=True,
        timeout=60,
    )
    assert done.returncode == 0 and done.stdout == b""
    err = done.stderr.decode("utf-8")
    log = Path(config.log_file()).read_text(encoding="utf-8")
    for text in (err, log):
        assert "db\\x1b[2Jhere is a folder" in text
        assert "\x1b" not in text
