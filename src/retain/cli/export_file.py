"""Where `retain export -o FILE` writes: a private file, put in place only once whole.

The export was written into FILE itself, truncated first: a run killed midway (kill -9,
a closed laptop, a full disk) had already destroyed the last good export, and left a
cut one in its place, whose torn last line an import reports and skips (round 30). So a
regular file is written beside it, as `.FILE.<random>.part` (owner-only), and renamed
over it once flushed to disk; an error removes it, and the next export to FILE removes
the one a killed run left. A device or a pipe (`-o /dev/stdout`, a FIFO) is written
directly, and so is a file in a folder this user cannot add to.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import secrets
import stat
from collections.abc import Iterator
from typing import IO

from retain.errors import InvalidInput

_PART = re.compile(r"\..+\.[0-9a-f]{12}\.part")  # what _staging names
DEFAULT_NAME = "memories.jsonl"  # the name `-o FOLDER` is told to add (the help's example)


@contextlib.contextmanager
def private_file(path: str) -> Iterator[IO[str]]:
    """An export's file, readable by its owner only: it holds every memory. A file another
    user owns (left at that name in /tmp, say: they would read the export) or a link
    another user made (to a file of this user's, which the export would replace) is
    refused before anything is written. The user's own link is written through."""
    fd = _checked(path)
    if not stat.S_ISREG(os.fstat(fd).st_mode):  # never chmod a device: `-o /dev/null` as
        with os.fdopen(fd, "w", encoding="utf-8") as sink:  # root made it 0600 for all
            yield sink
        return
    try:
        target = os.path.realpath(path)
        found = _staging(os.path.dirname(target) or ".", os.path.basename(target))
        if found is None:  # a folder this user may not add to: the file itself, as before
            os.ftruncate(fd, 0)
            os.fchmod(fd, 0o600)
            with os.fdopen(os.dup(fd), "w", encoding="utf-8") as sink:
                yield sink
            return
        staged, part = found
        name: str | None = part
        try:
            with os.fdopen(staged, "w", encoding="utf-8") as sink:
                yield sink
                sink.flush()
                os.fsync(sink.fileno())
                os.replace(part, target)
                name = None
        finally:
            if name is not None:
                with contextlib.suppress(OSError):
                    os.unlink(name)
    finally:
        os.close(fd)


def _checked(path: str) -> int:
    """`path` opened for writing (created if need be, never truncated), after the checks
    of private_file."""
    me = os.geteuid() if hasattr(os, "geteuid") else None
    try:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
        except OSError as e:
            link = os.lstat(path)
            if not stat.S_ISLNK(link.st_mode):
                raise e from None
            if me is not None and link.st_uid not in (me, 0):
                raise InvalidInput(
                    f"cannot write {path}: a link another user (uid {link.st_uid}) made; "
                    "choose another name"
                ) from None
            fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o600)  # the user's own link
    except OSError as e:
        raise InvalidInput(f"cannot write {path}: {_why(path, e)}") from None
    st = os.fstat(fd)
    if stat.S_ISREG(st.st_mode) and me is not None and st.st_uid != me:
        os.close(fd)
        raise InvalidInput(
            f"cannot write {path}: it belongs to another user (uid {st.st_uid}), who "
            "could read every memory in it; choose another name"
        )
    return fd


def _why(path: str, e: OSError) -> str:
    """The reason an export could not be opened, naming the folder when that is it: a
    missing folder is not made (a typo must not leave a new tree behind), and nothing
    was written. `-o` names a file: given a folder (`-o backups/`), it says so and which
    file name would do, rather than choose one, which a second export into the same
    folder would then replace without a word."""
    suggest = os.path.join(path, DEFAULT_NAME)
    if os.path.isdir(path):
        return f"it is a folder; -o takes a file name, such as {suggest}"
    if path.endswith(("/", os.sep)):
        bare = path.rstrip("/" + os.sep) or path
        if os.path.lexists(bare):
            return f"{bare} is a file, not a folder; drop the trailing / to replace it"
        return (
            f"a name ending in / is a folder, and the folder {os.path.abspath(bare)} does "
            f"not exist; -o takes a file name, such as {suggest} (create the folder first)"
        )
    folder = os.path.dirname(os.path.abspath(path))
    if e.errno in (errno.ENOENT, errno.ENOTDIR) and not os.path.isdir(folder):
        if os.path.lexists(folder):
            return f"{folder} is not a folder; choose another path"
        return f"the folder {folder} does not exist; create it first or choose another path"
    return str(e.strerror or e)


def _staging(directory: str, base: str) -> tuple[int, str] | None:
    """An owner-only `.BASE.<random>.part` in `directory` to write the export into, once
    the ones a killed export left are removed; None when `directory` takes no new file."""
    with contextlib.suppress(OSError):
        me = os.geteuid() if hasattr(os, "geteuid") else None
        for entry in os.scandir(directory):
            if _PART.fullmatch(entry.name) and entry.name.startswith(f".{base}."):
                st = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(st.st_mode) and (me is None or st.st_uid == me):
                    os.unlink(entry.path)
    name = os.path.join(directory, f".{base}.{secrets.token_hex(6)}.part")
    try:
        return os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), name
    except OSError:
        return None
