"""A folder made read-only by a bind mount, for tests that need a real read-only mount
(root only; skipped where `mount` is missing or refuses)."""

from __future__ import annotations

import contextlib
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def bind_read_only(directory: Path) -> Iterator[None]:
    """`directory` bind-mounted onto itself read-only for the block, unmounted after."""
    if shutil.which("mount") is None:
        pytest.skip("mount is not available")
    bind = subprocess.run(["mount", "--bind", str(directory), str(directory)], capture_output=True)
    if bind.returncode != 0:
        pytest.skip(f"cannot bind-mount here: {bind.stderr.decode().strip()}")
    try:
        ro = subprocess.run(["mount", "-o", "remount,ro,bind", str(directory)], capture_output=True)
        if ro.returncode != 0:
            pytest.skip(f"cannot remount read-only: {ro.stderr.decode().strip()}")
        yield
    finally:
        subprocess.run(["umount", "-l", str(directory)], check=True)  # lazy: never left behind
