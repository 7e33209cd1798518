"""Reading a file to import without leaving the place it was named in.

An importer reads files it found by walking a folder someone else may have filled: a
cloned repository's `CLAUDE.md` can be a symlink to `~/.pgpass`, a `.claude/rules/x.md`
can point at `../../../etc/shadow`. Whatever such a file holds would be stored as a
memory and shown to every later session. So every file an importer reads comes through
`read_text_inside`, which refuses (ImportRefused, one line naming the file):

- a symbolic link, wherever it points (the importer reads only what is really there);
- a path that resolves outside its root (a symlinked folder on the way, `..`);
- anything but a regular file (a FIFO would block the import forever, a device could
  stream without end);
- a file over its size bound;
- a binary file: NUL bytes, or bytes that are not UTF-8.

The importers record the refusal and go on with the other files. Stdlib only.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from retain.errors import InvalidInput

# Claude Code's memory files and an exported tree's Markdown files hold notes: Claude
# Code loads only the first 200 lines of MEMORY.md and asks for concise CLAUDE.md files,
# and one exported memory is at most 4,000 characters of text plus its front matter and
# evidence. 1 MiB is far above any of them; a bigger "note" is a log, a dump or data.
MAX_NOTE_BYTES = 1024 * 1024
# A JSON Lines export holds a whole store, read into memory at once: about 1-2 KB per
# memory with its evidence and history, so 1 GiB is several hundred thousand memories
# and still fits in memory; past it the file is not an export of ours.
MAX_EXPORT_BYTES = 1024 * 1024 * 1024


class ImportRefused(InvalidInput):
    """A file an importer will not read; the message is one line naming the file."""


def read_text_inside(path: Path, root: Path, *, limit: int = MAX_NOTE_BYTES) -> str:
    """The UTF-8 text of `path`, which must be a regular file at or under `root` with no
    symbolic link on the way, of at most `limit` bytes. Raises ImportRefused otherwise,
    and OSError when the file cannot be read for another reason."""
    if path.is_symlink():
        target = os.readlink(path)
        raise ImportRefused(f"{path}: refused: a symbolic link (to {target}); not read")
    real_root = root.resolve()
    real = path.resolve()
    if real != real_root and real_root not in real.parents:
        raise ImportRefused(f"{path}: refused: resolves to {real}, outside {real_root}; not read")
    # O_NOFOLLOW: a symlink swapped in since the check above fails here instead of being
    # followed; O_NONBLOCK: opening a FIFO returns at once, and fstat then refuses it.
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError as e:
        if getattr(e, "errno", None) == getattr(os, "ELOOP", -1):
            raise ImportRefused(f"{path}: refused: a symbolic link; not read") from None
        raise
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise ImportRefused(
                f"{path}: refused: not a regular file ({_kind(st.st_mode)}); not read"
            )
        if st.st_size > limit:
            raise ImportRefused(
                f"{path}: refused: {st.st_size:,} bytes, over the {limit:,}-byte bound "
                "for a file to import; not read"
            )
        data = _read_at_most(fd, limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:  # grew while it was read
        raise ImportRefused(f"{path}: refused: over the {limit:,}-byte bound; not read")
    if b"\0" in data:
        raise ImportRefused(f"{path}: refused: a binary file (NUL bytes); not read")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ImportRefused(f"{path}: refused: not UTF-8 text (byte {e.start}); not read") from None


def _read_at_most(fd: int, n: int) -> bytes:
    chunks: list[bytes] = []
    left = n
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISDIR, "a directory"),
    ):
        if test(mode):
            return name
    return "not a file"
