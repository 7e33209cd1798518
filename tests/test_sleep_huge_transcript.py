"""A huge transcript: the sleep pass keeps a bounded part of its conversation in memory.

Before round 34 every turn's text was kept whole while the transcript was read, and all
of them: a 200 MB transcript of conversation took the detached pass to a 450 MB peak. A
turn now keeps only the first MAX_TURN_CHARS it was ever read for, and past
MAX_SESSION_CHARS of conversation the rest is not read, with a log line that names it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import subprocess_env
from retain.sleep import transcript
from retain.sleep.transcript import MAX_SESSION_CHARS, MAX_TURN_CHARS, read_turns
from sleeppass import detached_pass

FILLER = "the worker drains the queue before the deploy and the cache warms after it. "


def _write(path: Path, project: Path, answers: int, answer_chars: int) -> None:
    with path.open("w", encoding="utf-8") as f:
        for i in range(answers):
            user = {
                "type": "user",
                "cwd": str(project),
                "message": {
                    "role": "user",
                    "content": f"Remember that release {i} is tagged from the main branch.",
                },
            }
            text = (FILLER * (answer_chars // len(FILLER) + 1))[:answer_chars]
            answer = {
                "type": "assistant",
                "cwd": str(project),
                "message": {
                    "id": f"m{i}",
                    "role": "assistant",
                    "content": [{"type": "text", "text": text}],
                },
            }
            f.write(json.dumps(user) + "\n" + json.dumps(answer) + "\n")


def test_a_turn_reads_the_same_when_its_text_is_kept_as_it_is_read(tmp_path: Path) -> None:
    """Many text blocks of one message, far past MAX_TURN_CHARS: the turn's text is what
    joining them all and cutting gave."""
    blocks = [f"block {i}: " + "x" * 30_000 for i in range(12)]
    rec = {
        "type": "assistant",
        "message": {"id": "m1", "content": [{"type": "text", "text": b} for b in blocks]},
    }
    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps(rec) + "\n", encoding="utf-8")
    (turn,) = read_turns(path)
    assert turn.text == "\n\n".join(blocks)[:MAX_TURN_CHARS]


@pytest.mark.slow
def test_the_pass_stops_reading_past_the_bound_and_says_so(
    tmp_path: Path, isolated_home: Path
) -> None:
    project = tmp_path / "project"
    project.mkdir()
    path = tmp_path / "huge.jsonl"
    answer_chars = 90_000
    answers = MAX_SESSION_CHARS // answer_chars + 40  # past the bound by ~40 answers
    _write(path, project, answers, answer_chars)
    done = detached_pass(
        "--transcript", path, "--project-dir", project,
        env=subprocess_env(RETAIN_EMBEDDER="none"), timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    logged = (isolated_home / ".retain" / "retain.log").read_text(encoding="utf-8")
    cut = [line for line in logged.splitlines() if "the rest not read" in line]
    assert len(cut) == 1 and str(path) in cut[0], logged
    assert f"{MAX_SESSION_CHARS // 1_000_000} M characters" in cut[0]


def test_the_cut_keeps_the_turns_before_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(transcript, "MAX_SESSION_CHARS", 2_500)
    project = tmp_path / "project"
    project.mkdir()
    path = tmp_path / "t.jsonl"
    _write(path, project, answers=10, answer_chars=1_000)
    turns = read_turns(path)
    # Two answers and their questions (~2,100 characters), then the third crosses the bound.
    assert [t.role for t in turns] == ["user", "assistant"] * 3
    assert turns[0].text.startswith("Remember that release 0 ")
