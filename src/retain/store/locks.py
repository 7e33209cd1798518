"""A lock file shared by processes (flock), for work only one process may do at a time."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

from retain import config

POLL_SECONDS = 0.05


@contextlib.contextmanager
def file_lock(lock_path: Path, wait: float) -> Iterator[bool]:
    """An exclusive flock on `lock_path`; yields False if not had within `wait` s.

    The kernel drops the lock when the holder dies, so a killed holder never wedges it.
    """
    try:
        import fcntl
    except ImportError:  # not POSIX: SQLite transactions still keep the store consistent
        yield True
        return
    config.ensure_private_dir(lock_path.parent)
    fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        deadline = time.monotonic() + max(0.0, wait)
        held = False
        while not held:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                held = True
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    break
                time.sleep(POLL_SECONDS)
        try:
            yield held
        finally:
            if held:
                fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)
