"""Reading and writing a client's config file safely, for install_config and setup.

A link is edited through (it stays a link) unless it leads out of HOME; a FIFO, a
read-only file, a huge one, bytes that are not UTF-8, JSON that would not come back as
written (a key twice, a number past a double) and a file another program rewrote
mid-edit are refused with a ConfigError, nothing written (tests/test_setup_hostile.py).
Stdlib only: install.sh runs it.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tempfile
from pathlib import Path
from typing import Any


class ConfigError(Exception):
    """A settings file exists but is not something we can safely edit."""


# --- files ----------------------------------------------------------------------------


MAX_CONFIG_BYTES = 256 * 1024 * 1024  # ~/.claude.json grows with history; not to this
# each file as `read_text` found it (None: missing), so `write_text` sees another's write
_seen: dict[Path, tuple[int, int, int] | None] = {}


def real_path(path: Path) -> Path:
    """The file an edit of `path` reads and writes: the target of a symlink, so the link
    stays a link. A symlink (or a folder in HOME linked elsewhere) that leads out of
    HOME is refused: an install edits the user's files, never one elsewhere."""
    try:
        real = path.resolve()
    except (OSError, RuntimeError) as e:  # a loop of links (RuntimeError before 3.13)
        raise ConfigError(f"{path} cannot be followed ({e}); fix the link by hand") from e
    home = Path.home()
    in_home = path.absolute().is_relative_to(home.absolute())
    if (path.is_symlink() or in_home) and not real.is_relative_to(home.resolve()):
        raise ConfigError(
            f"{path} is a link to {real}, outside your home folder; retain does not edit "
            "files there: add its entry by hand, or make the link point inside your home"
        )
    return real


def _stamp(st: os.stat_result) -> tuple[int, int, int]:
    return st.st_ino, st.st_size, st.st_mtime_ns


def read_text(path: Path) -> str:
    """The text of `path`; "" when the file is missing. Refused with a ConfigError: a link
    out of HOME, anything but a regular file (a FIFO would block the read forever), a
    file past MAX_CONFIG_BYTES, bytes that are not UTF-8."""
    real = real_path(path)
    try:
        fd = os.open(real, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        _seen[real] = None
        return ""
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise ConfigError(f"{path} is not a regular file; fix it by hand, then re-run")
        if st.st_size > MAX_CONFIG_BYTES:
            size = st.st_size // (1024 * 1024)
            raise ConfigError(f"{path} is {size} MB, too large to be a settings file")
        raw = f.read(MAX_CONFIG_BYTES + 1)
    _seen[real] = _stamp(st)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ConfigError(f"{path} is not UTF-8 text ({e.reason} at byte {e.start})") from e


def load(path: Path) -> dict[str, Any]:
    """The JSON object in `path` (`read_text`); {} when the file is missing or empty."""
    raw = read_text(path)
    if not raw.strip():
        return {}

    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        data = dict(pairs)
        if len(data) < len(pairs):  # written back, one of the two values would be lost
            keys = [k for k, _ in pairs]
            twice = next(k for i, k in enumerate(keys) if k in keys[:i])
            raise ConfigError(f'{path} has the key "{twice}" twice in one object; keep one')
        return data

    def finite(text: str) -> float:
        number = float(text)
        if not math.isfinite(number):  # 1e400: written back as Infinity, not JSON
            raise ConfigError(f"{path} holds the number {text}, too large for JSON readers")
        return number

    try:
        data = json.loads(raw, object_pairs_hook=unique, parse_float=finite)
    except ValueError as e:
        raise ConfigError(f"{path} is not valid JSON ({e}); fix it by hand, then re-run") from e
    except RecursionError as e:
        raise ConfigError(f"{path} is nested too deep to be a settings file") from e
    if not isinstance(data, dict):
        raise ConfigError(f"{path} holds a JSON {type(data).__name__}, not an object")
    return data


def _layout(path: Path) -> tuple[int | str, str]:
    """The indent and the ending of the JSON already in `path` (2 spaces and a newline for a
    new file), so a file written back by the same hand as its owner's comes back byte for
    byte once our entries are out again."""
    try:
        raw = path.read_text(encoding="utf-8")
    except (FileNotFoundError, UnicodeDecodeError):
        return 2, "\n"
    found = re.search(r"^[{\[]\r?\n([ \t]+)\S", raw)
    indent: int | str = 2
    if found:
        lead = found.group(1)
        indent = len(lead) if set(lead) == {" "} else lead
    return indent, raw[len(raw.rstrip()) :]


def save(path: Path, data: dict[str, Any]) -> None:
    """Replace `path` atomically, keeping its permissions (new files are 0600) and its
    indent and trailing newline."""
    real = real_path(path)
    indent, ending = _layout(real)
    text = json.dumps(data, indent=indent, ensure_ascii=False)
    if not _encodable(text):  # a lone "\ud800" the user wrote: kept as that escape
        text = json.dumps(data, indent=indent)
    write_text(path, text + ending)


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def write_back(path: Path, data: dict[str, Any]) -> None:
    """`save`, or delete the file when nothing but our entries was in it; a link is kept
    (its target emptied), not deleted, and its target is never left holding ours."""
    if data or path.is_symlink():
        save(path, data)
    else:
        write_text(path, "", delete=True)


def editable(path: Path) -> Path:
    """`real_path(path)`, refused (ConfigError) when the user made that file read-only."""
    real = real_path(path)
    try:
        st = real.stat()
    except FileNotFoundError:
        return real
    if not (st.st_mode & stat.S_IWUSR and os.access(real, os.W_OK)):
        raise ConfigError(f"{path} is read-only; make it writable (chmod u+w), then re-run")
    return real


def write_text(path: Path, text: str, *, delete: bool = False) -> None:
    """Replace the file behind `path` (`real_path`) with `text` atomically; `delete`:
    delete the file instead (a link stays, its target emptied). Refused with a
    ConfigError: a file the user made read-only, and one that changed since `read_text`
    read it (another program writing it, a running client: its change would be lost)."""
    real = editable(path)
    try:
        st = real.stat()
    except FileNotFoundError:
        st = None
    if real in _seen and _seen[real] != (None if st is None else _stamp(st)):
        raise ConfigError(f"{path} changed while retain was editing it (a running client "
                          "writing it?); nothing was written: re-run")  # fmt: skip
    if delete and not path.is_symlink():
        if st is not None:
            real.unlink()
        _seen[real] = None
        return
    real.parent.mkdir(parents=True, exist_ok=True)
    mode = st.st_mode & 0o777 if st is not None else 0o600
    fd, tmp = tempfile.mkstemp(prefix=f".{real.name}.", dir=str(real.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write("" if delete else text)
        os.chmod(tmp, mode)
        os.replace(tmp, real)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _seen[real] = _stamp(real.stat())
