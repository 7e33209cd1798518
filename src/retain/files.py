"""Opening a file that someone else named: a transcript path from a hook payload or a
sleep pass's argument. Only a regular file is read; a FIFO, a character device
(`/dev/zero`), a socket or a directory is refused at once.

Why: `open()` on a FIFO blocks until a writer appears (a SessionStart hook hung until
Claude Code killed it; a detached sleep pass hung for good), and `/dev/zero` never ends a
line, so a line reader drained it forever. O_NONBLOCK makes the open itself return, then
fstat decides; the descriptor is switched back to blocking for the read.

Stdlib only (the hooks import it).
"""

from __future__ import annotations

import os
import stat

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hooks' path)
if TYPE_CHECKING:
    from typing import BinaryIO

# O_NOCTTY: opening a terminal never makes it this process's controlling terminal.
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)


class NotRegular(OSError):
    """The path exists but is not a regular file (an OSError: callers that treat an
    unreadable file as "nothing there" need no new branch)."""


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """`path` opened for reading in binary, if it is a regular file (symbolic links
    followed). Raises NotRegular for anything else, OSError when it cannot be opened."""
    fd = os.open(path, _FLAGS)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegular(f"{os.fspath(path)!r} is not a regular file")
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
