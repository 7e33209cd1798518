"""The one writer of retain's log files: append a line, owner-only (0600), never raise.

Stdlib only (the hooks use it)."""

from __future__ import annotations

import os
from pathlib import Path

from retain import config

MAX_LINE_CHARS = 2000  # a log line, not a dump


def append_line(path: Path, line: str) -> None:
    """Append `line` (made one line, cut at MAX_LINE_CHARS) to `path`, creating it 0600."""
    text = line.replace("\n", " ")[:MAX_LINE_CHARS] + "\n"
    try:
        config.ensure_private_dir(path.parent)
        fd = os.open(str(path), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
        try:
            try:
                os.fchmod(fd, 0o600)
            except OSError:
                pass
            os.write(fd, text.encode("utf-8", errors="replace"))
        finally:
            os.close(fd)
    except Exception:  # noqa: BLE001 - an unwritable HOME must not fail the caller
        pass
