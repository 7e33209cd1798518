"""retain's git reads run no program the checkout's config names (issue 27, round 26).

A write on a branch and the sleep pass's branch settling run `git diff` and `git log -p`
in the project's checkout. Git runs programs a repository's .git/config names while it
does: an fsmonitor hook (`core.fsmonitor`) when a diff refreshes the index, an external
diff (`diff.external`), a textconv filter on `log -p`. Anything that may write files in the
checkout may write that config, so retain's reads ran a program of its choosing; they now
run none of them (and still read the same diffs)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from retain.memory.branch_scope import run_git

pytestmark = pytest.mark.skipif(shutil.which("git") is None, reason="needs git")


def _git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True)


def test_a_checkout_s_config_runs_nothing_when_retain_reads_it(tmp_path):
    repo = tmp_path / "repo"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "config", "user.email", "dev@example.com")
    _git(repo, "config", "user.name", "dev")
    (repo / "app.py").write_text("x = 1\n")
    (repo / ".gitattributes").write_text("*.py diff=py\n")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "one")
    (repo / "app.py").write_text("x = 2\n")
    _git(repo, "commit", "-q", "-am", "two")
    (repo / "app.py").write_text("x = 3\n")
    ran = tmp_path / "ran"
    ran.mkdir()
    for key, name in (
        ("core.fsmonitor", "fsmonitor"),
        ("diff.external", "external"),
        ("diff.py.textconv", "textconv"),
    ):
        script = tmp_path / f"{name}.sh"
        script.write_text(f'#!/bin/sh\ntouch {ran / name}\ncat "$1" 2>/dev/null\n')
        script.chmod(0o755)
        _git(repo, "config", key, str(script))
    diff = run_git(str(repo), "diff", "--unified=0", "HEAD~1")
    log = run_git(str(repo), "log", "-p", "--no-merges", "HEAD~1..HEAD")
    assert os.listdir(ran) == []
    assert diff is not None and "+x = 3" in diff
    assert log is not None and "+x = 2" in log
