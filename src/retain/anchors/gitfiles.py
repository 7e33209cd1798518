"""A checkout read straight from `.git`, without spawning git: the top level, the current
branch, the tracked paths with their blob ids (the index), and git's blob id of a file.

Git's blob id is sha1(b"blob <size>\\0" + content), so a file's id can be computed from
its bytes and compared with the index's: the same content under a new path is a rename.
Index versions 2, 3 and 4 (prefix-compressed paths) are read; anything else, or a
damaged file, reads as "no index". Stdlib only: the SessionStart hook imports this.
"""

from __future__ import annotations

import hashlib
import os
import stat
import struct
from dataclasses import dataclass
from pathlib import Path

from retain.anchors.probe import checkout_root
from retain.files import open_regular

MAX_INDEX_BYTES = 64 << 20  # a 64 MiB index is ~500k files: past that, do without it
MAX_HASH_BYTES = 8 << 20  # files larger than this are fingerprinted by size alone
# Folders never worth walking when a project is not a git checkout.
SKIP_DIRS = frozenset(
    {".git", "node_modules", ".venv", "venv", "__pycache__", ".tox", "dist", "build",
     "target", ".mypy_cache", ".ruff_cache", ".pytest_cache", ".next", ".cache"}
)  # fmt: skip
MAX_WALK_FILES = 20_000


@dataclass(frozen=True)
class Checkout:
    """Where a project lives: its top-level directory and, for git, its git directory."""

    root: Path
    git_dir: Path | None

    def branch(self) -> str | None:
        """The checked-out branch ('main'), a short commit id when detached, or None."""
        if self.git_dir is None:
            return None
        try:
            head = _head_of(self.git_dir / "HEAD", 4096).decode("utf-8", "replace").strip()
        except OSError:
            return None
        if head.startswith("ref:"):
            return head[4:].strip().removeprefix("refs/heads/")
        return head[:12] or None

    def tracked(self) -> dict[str, str]:
        """Tracked path (relative, '/'-separated) -> blob id, from the index; {} if none."""
        if self.git_dir is None:
            return {}
        return read_index(self.git_dir / "index")

    def files(self) -> list[str]:
        """The project's files: tracked ones for git, else a bounded walk of the folder."""
        if self.git_dir is not None:
            return sorted(self.tracked())
        out: list[str] = []
        for top, dirs, names in os.walk(self.root):
            dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
            rel = Path(top).relative_to(self.root)
            for n in sorted(names):
                out.append((rel / n).as_posix())
                if len(out) >= MAX_WALK_FILES:
                    return out
        return out


def find_checkout(directory: str | Path) -> Checkout | None:
    """The checkout containing `directory` (its nearest `.git`), else the folder itself;
    None when the folder does not exist (retain.anchors.probe.checkout_root)."""
    found = checkout_root(directory)
    return Checkout(*found) if found is not None else None


def blob_id(path: Path) -> str | None:
    """Git's blob id of a file's current bytes (what `git hash-object` prints); None if it
    cannot be read. Large files get 'size:<n>' instead of a hash."""
    try:
        st = path.stat()
        if not stat.S_ISREG(st.st_mode):
            return None  # a FIFO in the checkout would block the read for good
        size = st.st_size
        if size > MAX_HASH_BYTES:
            return f"size:{size}"
        data = _head_of(path, MAX_HASH_BYTES + 1)  # swapped for a FIFO since the stat: refused
    except OSError:
        return None
    if len(data) > MAX_HASH_BYTES:  # grew past the bound since the stat: never read whole
        return f"size:{size}"
    return hashlib.sha1(b"blob %d\x00" % len(data) + data).hexdigest()


def _head_of(path: Path, limit: int) -> bytes:
    """At most `limit` bytes of a regular file (-1: all of it); OSError for a FIFO, a
    device or a socket (a hostile checkout's `.git/index` or `HEAD` as a FIFO hung the
    reader, and `/dev/zero` behind a symbolic link was read until memory ran out)."""
    with open_regular(path) as f:
        return f.read(limit)


def read_index(path: Path) -> dict[str, str]:
    """Parse a git index file (versions 2-4) into path -> blob id; {} when unreadable."""
    try:
        if path.stat().st_size > MAX_INDEX_BYTES:
            return {}
        data = _head_of(path, MAX_INDEX_BYTES + 1)  # a FIFO or /dev/zero: refused, not read
    except OSError:
        return {}
    if len(data) > MAX_INDEX_BYTES:
        return {}
    try:
        return _parse_index(data)
    except (struct.error, ValueError, IndexError, UnicodeDecodeError):
        return {}


def _parse_index(data: bytes) -> dict[str, str]:
    if data[:4] != b"DIRC":
        return {}
    version, count = struct.unpack(">II", data[4:12])
    if version not in (2, 3, 4):
        return {}
    pos = 12
    out: dict[str, str] = {}
    previous = b""
    for _ in range(count):
        start = pos
        sha = data[pos + 40 : pos + 60].hex()
        (flags,) = struct.unpack(">H", data[pos + 60 : pos + 62])
        pos += 62
        if version >= 3 and flags & 0x4000:
            pos += 2  # extended flags
        if version == 4:
            strip, pos = _varint(data, pos)
            end = data.index(b"\x00", pos)
            name = previous[: len(previous) - strip] + data[pos:end]
            pos = end + 1
        else:
            end = data.index(b"\x00", pos)
            name = data[pos:end]
            pos = start + ((end - start) // 8 + 1) * 8  # NUL-padded to a multiple of 8
        previous = name
        stage = (flags >> 12) & 0x3
        if stage in (0, 2):  # stage 2 ("ours") stands for a path in a merge conflict
            out[os.fsdecode(name)] = sha  # as os.walk names it, a legacy encoding too
    return out


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    """Git's offset encoding (index v4): each continuation adds one before shifting."""
    c = data[pos]
    pos += 1
    value = c & 0x7F
    while c & 0x80:
        c = data[pos]
        pos += 1
        value = ((value + 1) << 7) | (c & 0x7F)
    return value, pos
