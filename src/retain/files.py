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

import errno
import os
import stat

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hooks' path)
if TYPE_CHECKING:
    from typing import BinaryIO

# O_NOCTTY: opening a terminal never makes it this process's controlling terminal.
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)


class NotOwned(OSError):
    """The file is another user's (`mine=True`): a transcript path, or a link, that leads
    out of this user's files. An OSError, like NotRegular."""

    def __init__(self, path: str, uid: int) -> None:
        super().__init__(f"{path!r} is owned by another user (uid {uid})")
        self.uid = uid


class NotRegular(OSError):
    """The path exists but is not a regular file (an OSError: callers that treat an
    unreadable file as "nothing there" need no new branch). `kind` names what it is:
    "a FIFO", "a directory", "a symbolic link" (only when links are not followed)..."""

    def __init__(self, path: str, kind: str) -> None:
        super().__init__(f"{path!r} is not a regular file ({kind})")
        self.kind = kind


def open_regular(
    path: str | os.PathLike[str], *, follow: bool = True, mine: bool = False
) -> BinaryIO:
    """`path` opened for reading in binary, if it is a regular file. `follow`: symbolic
    links are followed; without it a link is refused as one (O_NOFOLLOW: also one swapped
    in since a caller's own check). `mine`: a file another user owns is refused (NotOwned),
    decided on the file opened, so a link to one is refused too. Raises NotRegular for
    anything else, OSError when it cannot be opened."""
    flags = _FLAGS if follow else _FLAGS | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        if not follow and e.errno == getattr(errno, "ELOOP", -1):
            raise NotRegular(os.fspath(path), "a symbolic link") from None
        raise
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotRegular(os.fspath(path), kind(st.st_mode))
        if mine and not owned(st.st_uid):
            raise NotOwned(os.fspath(path), st.st_uid)
        os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def kind(mode: int) -> str:
    """What a file of this st_mode is, in words ("a FIFO", "a character device"...)."""
    for test, name in (
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISLNK, "a symbolic link"),
        (stat.S_ISREG, "a regular file"),
    ):
        if test(mode):
            return name
    return "not a file"


def owned(uid: int) -> bool:
    """A file of this owner may be read as the running user's: its own, or root's (a
    system file anyone may read is no other user's secret; a checkout copied in as root
    and run as a user, as container builds do). A root process takes any file: it reads
    every file anyway, and CI containers run as root on a checkout another uid owns. No
    geteuid (Windows): every file."""
    me = os.geteuid() if hasattr(os, "geteuid") else 0
    return me == 0 or uid in (0, me)
