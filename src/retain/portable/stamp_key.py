"""The key that makes a Markdown tree's stamps this user's own.

A tree's manifest stamps each id with the memory it was exported as, and an import applies
a file's id only to the memory its stamp names (retain.portable.markdown). A stamp made
from the memory alone (its id, creation time and project) can be recomputed by anyone who
can read that memory: a teammate on the same team store could export it, edit the text
and the manifest, and the next `retain import` of the shared tree superseded the memory
in this user's name. So a stamp is an HMAC under a key only this user holds: 32 random
bytes in the data directory, 0600, made on first use. Trees exported under another key
(another user, another data directory, retain before round 26) are refused by id.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets

from retain import config
from retain.errors import InvalidInput
from retain.files import NotRegular, open_regular

KEY_FILE = "export-stamp.key"
KEY_BYTES = 32  # an HMAC-SHA256 key as long as its output: no shorter secret to guess


def key_path() -> str:
    return os.path.join(config.home_dir(), KEY_FILE)


def stamp_key() -> bytes:
    """This user's stamp key, made (0600, never through a link) on first use."""
    path = key_path()
    try:
        config.ensure_private_dir(os.path.dirname(path))
        if not os.path.lexists(path):
            _make(path)
    except OSError as e:  # an unsafe or unwritable data directory: one line, no traceback
        raise InvalidInput(f"cannot make the export stamp key {path}: {e}") from None
    try:
        with open_regular(path, follow=False) as f:
            raw = f.read(4 * KEY_BYTES).decode("ascii", "replace").strip()
    except (NotRegular, OSError) as e:
        raise InvalidInput(f"cannot read the export stamp key {path} ({e})") from None
    try:
        key = bytes.fromhex(raw)
    except ValueError:
        key = b""
    if len(key) != KEY_BYTES:
        raise InvalidInput(
            f"{path} is damaged; delete it (trees exported before then import by id no "
            "more: export again)"
        )
    return key


def _make(path: str) -> None:
    """Write a new key beside `path` and link it in place: a second process making one at
    the same moment keeps the first (os.link fails when the name exists), and no reader
    ever sees a half-written key."""
    tmp = f"{path}.{os.getpid()}.{secrets.token_hex(4)}"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(tmp, flags, 0o600)
    try:
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(secrets.token_hex(KEY_BYTES) + "\n")
        with contextlib.suppress(FileExistsError):
            os.link(tmp, path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def keyed_stamp(key: bytes, raw: bytes) -> str:
    return hmac.new(key, raw, hashlib.sha256).hexdigest()[:24]
