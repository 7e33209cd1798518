"""A SessionEnd payload names a transcript recorded in another project: the sleep pass
does not capture it into this one (retain.sleep.transcript_owner)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
from pathlib import Path

import pytest

from retain import Memory
from retain.config import log_path
from retain.sleep.run import run_sleep_pass
from retain.sleep.transcript_owner import foreign_folder, recorded_in
from sleeppass import detached_pass

T0 = 1_767_225_600.0
RULE = "Please remember that we deploy with make release, never by hand."


def transcript(path: Path, cwd: str | None, *, codex: bool = False) -> Path:
    """A Claude Code transcript (or a Codex rollout) whose records say they were made in `cwd`."""
    if codex:
        records: list[dict] = [
            {"timestamp": "2026-01-01T00:00:00Z", "type": "session_meta",
             "payload": {"id": "c1", "cwd": cwd, "originator": "codex_cli_rs"}},
        ]  # fmt: skip
    else:
        stamp = {"sessionId": "s1", "timestamp": "2026-01-01T00:00:00Z"}
        if cwd is not None:
            stamp["cwd"] = cwd
        records = [
            {"type": "user", "uuid": "u0", **stamp, "message": {"role": "user", "content": RULE}},
            {"type": "assistant", "uuid": "a0", **stamp,
             "message": {"id": "m0", "role": "assistant",
                         "content": [{"type": "text", "text": "Understood."}]}},
        ]  # fmt: skip
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def two_projects(tmp_path: Path) -> tuple[Path, Path]:
    here, there = tmp_path / "here", tmp_path / "there"
    for d in (here, there):
        subprocess.run(["git", "init", "-q", str(d)], check=True)
    return here, there


def texts(db: str) -> list[str]:
    with sqlite3.connect(db) as conn:
        return [
            r[0]
            for r in conn.execute("SELECT text FROM episodes UNION ALL SELECT text FROM memories")
        ]


def test_the_detached_pass_refuses_another_projects_transcript(
    isolated_home, two_projects, tmp_path
):
    # What SessionEnd spawns, with the payload's folder and another checkout's transcript.
    here, there = two_projects
    t = transcript(tmp_path / "s1.jsonl", str(there))
    mem = Memory(embedder=None, project=str(here))
    result = detached_pass(f"--transcript={t}", "--session-id=s1", f"--project-dir={here}")
    assert result.returncode == 0, result.stderr
    assert not any("make release" in x for x in texts(mem.path))
    log = Path(log_path()).read_text(encoding="utf-8")
    assert f"recorded in another project ({there})" in log
    # The same transcript ended in its own project is captured there.
    result = detached_pass(f"--transcript={t}", "--session-id=s1", f"--project-dir={there}")
    assert result.returncode == 0, result.stderr
    assert any("make release" in x for x in texts(mem.path))


@pytest.mark.parametrize(
    "where",
    ["subfolder", "missing", "none", "plain-folder", "moved-here"],
)
def test_a_transcript_that_may_be_this_projects_is_captured(mem, two_projects, tmp_path, where):
    here, there = two_projects
    (here / "pkg").mkdir()
    plain = tmp_path / "plain"
    plain.mkdir()
    cwd = {
        "subfolder": str(here / "pkg"),  # the session ran in a folder of the checkout
        "missing": "/home/dev/projects/example-app",  # a folder this machine does not have
        "none": None,  # an agent that writes no folder
        "plain-folder": str(plain),  # in no checkout: nothing says whose it is
        "moved-here": str(there),  # below: a session that also worked here
    }[where]
    t = transcript(tmp_path / "s1.jsonl", cwd)
    if where == "moved-here":
        with t.open("a", encoding="utf-8") as f:
            f.write(json.dumps({"type": "system", "cwd": str(here), "content": "x"}) + "\n")
    report = run_sleep_pass(
        mem.target, now=T0, transcript_path=t, session_id="s1", project_dir=here
    )
    assert report.captured == 1


def test_a_codex_rollout_names_its_folder_on_session_meta(two_projects, tmp_path):
    here, there = two_projects
    t = transcript(tmp_path / "rollout.jsonl", str(there), codex=True)
    assert recorded_in(t) == [str(there)]
    assert foreign_folder(t, here) == str(there)
    assert foreign_folder(t, there) is None


def test_records_that_are_not_json_or_name_no_folder_tell_nothing(two_projects, tmp_path):
    here, _ = two_projects
    t = tmp_path / "odd.jsonl"
    t.write_bytes(b'{"cwd": 7}\nnot json "cwd"\n{"cwd": ""}\n[1, 2]\n\xff\xfe"cwd"\n')
    assert recorded_in(t) == []
    assert foreign_folder(t, here) is None
    fifo = tmp_path / "fifo.jsonl"
    os.mkfifo(fifo)  # read only when regular: a FIFO never blocks the pass
    assert recorded_in(fifo) == [] and foreign_folder(fifo, here) is None
