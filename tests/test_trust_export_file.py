"""`retain export -o FILE` never hands the export to another user (issue 27, round 26).

The export holds every memory. Before this round `-o /tmp/memories.jsonl` opened whatever
was at that name: a file another user had left there (theirs, so they read the export
after it), or a link they had made to a file of this user's (truncated and replaced by
the export). Both are now refused with one line before anything is truncated; a file or
link of one's own is written as before."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from conftest import PYTHON, subprocess_env

OTHER_UID = 65534  # nobody
KEEP = "only the owner writes here\n"

as_root = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="chown needs root"
)


def _export(out: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    w = subprocess.run(
        [PYTHON, "-m", "retain", "write", "the payments api key rotates every monday"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=cwd,
        env=subprocess_env(),
    )
    assert w.returncode == 0, w.stderr
    return subprocess.run(
        [PYTHON, "-m", "retain", "export", "-o", str(out)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=cwd,
        env=subprocess_env(),
    )


@as_root
def test_a_file_another_user_left_at_the_name_is_refused(tmp_path, project_dir):
    shared = tmp_path / "tmp-like"
    shared.mkdir()
    shared.chmod(0o1777)
    planted = shared / "memories.jsonl"
    planted.write_text("")
    planted.chmod(0o666)
    os.chown(planted, OTHER_UID, -1)
    r = _export(planted, project_dir)
    assert r.returncode != 0 and "belongs to another user" in r.stderr, r.stderr
    assert planted.read_text() == ""  # they read nothing


@as_root
def test_a_link_another_user_made_is_refused(tmp_path, project_dir):
    theirs = tmp_path / "theirs"
    theirs.mkdir()
    os.chown(theirs, OTHER_UID, -1)
    victim = tmp_path / "victim"
    victim.write_text(KEEP)
    link = theirs / "memories.jsonl"
    link.symlink_to(victim)
    os.lchown(link, OTHER_UID, -1)
    r = _export(link, project_dir)
    assert r.returncode != 0 and "a link another user" in r.stderr, r.stderr
    assert victim.read_text() == KEEP


def test_one_s_own_file_and_link_are_written(tmp_path, project_dir):
    out = tmp_path / "out.jsonl"
    out.write_text("old\n")
    out.chmod(0o644)
    r = _export(out, project_dir)
    assert r.returncode == 0, r.stderr
    assert "rotates every monday" in out.read_text() and "old" not in out.read_text()
    assert out.stat().st_mode & 0o777 == 0o600
    link = tmp_path / "latest.jsonl"
    link.symlink_to(out)
    assert _export(link, project_dir).returncode == 0
