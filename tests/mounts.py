"""Files and folders made read-only the ways root cannot write past: a read-only bind mount
and the immutable flag (skipped where `mount` or `chattr` is missing or refuses)."""

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


@contextlib.contextmanager
def immutable(path: Path) -> Iterator[None]:
    """`path` marked immutable (`chattr +i`) for the block: not even root may write it."""
    if shutil.which("chattr") is None:
        pytest.skip("chattr is not available to make a file read-only for root")
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("chattr +i is not supported here (filesystem or privileges)")
    try:
        yield
    finally:
        subprocess.run(["chattr", "-i", str(path)], check=True)
