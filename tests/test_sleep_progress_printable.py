"""The sleep pass's progress lines (`python -m retain.sleep -v`, `retain maintain`) name the
transcript they read; a name holding ESC or BEL is written escaped, never raw to a terminal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SRC = str(Path(__file__).resolve().parents[1] / "src")
HOSTILE = "a\x1b[31mred\x07b.jsonl"


def _env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, RETAIN_HOME=str(tmp_path / "home"), RETAIN_EMBEDDER="none")
    env["PYTHONPATH"] = SRC + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _transcript(tmp_path: Path) -> Path:
    path = tmp_path / HOSTILE
    line = {"type": "user", "message": {"role": "user", "content": "use pnpm, not npm"}}
    path.write_text(json.dumps(line) + "\n")
    return path


@pytest.mark.parametrize(
    "command",
    [["-m", "retain.sleep", "-v", "--transcript"], ["-m", "retain", "maintain", "--transcript"]],
    ids=["sleep -v", "maintain"],
)
def test_progress_escapes_the_transcript_name(tmp_path: Path, command: list[str]) -> None:
    path = _transcript(tmp_path)
    done = subprocess.run(
        [sys.executable, *command, str(path)],
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "red" in done.stderr and "\\x1b[31m" in done.stderr  # the name is there, escaped
    assert "\x1b" not in done.stderr and "\x07" not in done.stderr
