"""`python -m retain.sleep` as the SessionEnd hook starts it (a child process that always
exits 0), run in the foreground by the tests that check the pass from outside: one
spelling of the command, its environment and the decoding of what it prints."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Mapping
from pathlib import Path

from conftest import PYTHON, subprocess_env


def detached_pass(
    *args: str | os.PathLike[str],
    env: Mapping[str, str] | None = None,
    timeout: float = 120,
    cwd: Path | None = None,
    check: bool = False,
) -> subprocess.CompletedProcess[str]:
    """Run the pass with `args`; `env` defaults to subprocess_env() (the test's HOME, src
    on the path). Output is text; bytes that are not UTF-8 (an argv of raw bytes logged
    back) are replaced, never a decoding error in the test."""
    return subprocess.run(
        [PYTHON, "-m", "retain.sleep", *map(os.fspath, args)],
        env=dict(env) if env is not None else subprocess_env(),
        cwd=cwd,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=timeout,
        check=check,
    )
