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
from pathlib import Path

from retain.errors import InvalidInput
from retain.files import NotRegular, open_regular

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
    # Not following links: a symlink swapped in since the check above is refused, not
    # followed; a FIFO is refused at once, never waited on (retain.files.open_regular).
    try:
        handle = open_regular(path, follow=False)
    except NotRegular as e:
        what = (
            "a symbolic link" if e.kind == "a symbolic link" else f"not a regular file ({e.kind})"
        )
        raise ImportRefused(f"{path}: refused: {what}; not read") from None
    with handle:
        size = os.fstat(handle.fileno()).st_size
        if size > limit:
            raise ImportRefused(
                f"{path}: refused: {size:,} bytes, over the {limit:,}-byte bound "
                "for a file to import; not read"
            )
        data = _read_at_most(handle.fileno(), limit + 1)
    if len(data) > limit:  # grew while it was read
        raise ImportRefused(f"{path}: refused: over the {limit:,}-byte bound; not read")
    if b"\0" in data:
        raise ImportRefused(f"{path}: refused: a binary file (NUL bytes); not read")
    try:  # -sig: a byte order mark (Windows editors write one) is not the file's text
        return data.decode("utf-8-sig")
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
