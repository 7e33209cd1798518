"""Round 24 (issue 27, hole 2): the tool hooks and the paths around them attacked as an
attacker would. Each test fails on the code before the round.

A checkout can arrive as an archive (a tarball, a zip, a copied folder) whose `.git`
holds anything: a FIFO where git keeps HEAD, config or the index. Every hook reads those
files to name the project and its branch, so a FIFO hung every hook until Claude Code
killed it (each tool call, each prompt, each session start) and the detached sleep pass
for good. They are read now only when they are regular files (retain.files.open_regular).
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest

from conftest import PYTHON, git, subprocess_env

HANG_S = 20  # a hang is "never"; anything that returns at all returns in a few seconds


def _run(args: list[str], payload: dict | None = None) -> tuple[int | str, float, str]:
    start = time.monotonic()
    try:
        done = subprocess.run(
            [PYTHON, *args],
            input=json.dumps(payload or {}).encode(),
            capture_output=True,
            env=subprocess_env(RETAIN_EMBEDDER="none"),
            timeout=HANG_S,
        )
    except subprocess.TimeoutExpired:
        return "hung", time.monotonic() - start, ""
    return done.returncode, time.monotonic() - start, done.stderr.decode(errors="replace")


def _hostile_checkout(root: Path, fifo: str) -> Path:
    """A real checkout on a branch made from HEAD (so its lineage is read from the
    reflogs), with `.git/<fifo>` replaced by a FIFO."""
    proj = root / "proj"
    proj.mkdir()
    (proj / "app.py").write_text("x = 1\n")
    git(proj, "init", "-q", "-b", "main", ".")
    git(proj, "remote", "add", "origin", "https://github.com/acme/shop.git")
    git(proj, "add", "-A")
    git(proj, "commit", "-qm", "init")
    git(proj, "checkout", "-q", "-b", "feat")
    target = proj / ".git" / fifo
    target.parent.mkdir(parents=True, exist_ok=True)
    if target.exists():
        target.unlink()
    os.mkfifo(target)
    return proj


@pytest.mark.parametrize(
    "fifo", ["config", "HEAD", "logs/HEAD", "logs/refs/heads/feat", "commondir"]
)
def test_hooks_and_the_sleep_pass_never_wait_on_a_fifo_in_a_checkouts_git_dir(
    fifo, tmp_path, isolated_home
):
    from retain import Memory

    mem = Memory(None, embedder=None, project=str(tmp_path / "elsewhere"))
    mem.write("Never edit generated files under build/ by hand", kind="constraint", scope="user")
    mem.close()
    proj = _hostile_checkout(tmp_path, fifo)
    cwd = str(proj)
    calls = {
        "pre-tool": {
            "hook_event_name": "PreToolUse",
            "tool_name": "Edit",
            "tool_input": {"file_path": f"{cwd}/build/x.js", "old_string": "a", "new_string": "b"},
        },
        "tool-failure": {
            "hook_event_name": "PostToolUseFailure",
            "tool_name": "Bash",
            "tool_input": {"command": "make build"},
            "error": "Exit code 2\nmake: *** [build] Error 1",
        },
        "session-start": {"source": "startup"},
        "prompt": {"prompt": "why does the build of build/ fail"},
    }
    for event, payload in calls.items():
        code, took, err = _run(
            ["-m", "retain.hooks.entry", event], {**payload, "cwd": cwd, "session_id": "s1"}
        )
        assert code == 0 and took < 10, (event, code, took, err)
        assert "Traceback" not in err, (event, err)
    code, took, err = _run(["-m", "retain.sleep", f"--project-dir={cwd}"])
    assert code == 0 and took < HANG_S, (code, took, err)
