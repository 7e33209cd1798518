"""Reading and writing a client's config file safely, for install_config and setup.

A link is edited through (it stays a link), also out of HOME (a dotfiles checkout on
another disk) as long as the file it leads to is the user's own; a FIFO, a read-only
file, a huge one, bytes that are not UTF-8, JSON no client reads (`NaN`, `Infinity`), a
key given twice and a file another program rewrote mid-edit are refused with a
ConfigError, nothing written (tests/test_setup_hostile.py). A number past a double
(`1e400`) is written back as the user wrote it.

Measured against Claude Code 2.1 (`claude mcp add` on such a ~/.claude.json, round 31):
it edits through a link wherever it leads; it reads a key given twice as its last value
and drops the first when it writes the file back (refused here: which of the two the
user meant is theirs to say); it writes `1e400` back as `null` (kept here); it takes
`NaN` for a corrupted file, moves it to a backup and starts an empty one (refused here);
it read and rewrote a 300 MiB file in 55 s and 5.8 GB of memory (refused here past
MAX_CONFIG_BYTES: no settings file grows to that but by a fault).
Stdlib only: install.sh runs it.
"""

from __future__ import annotations

import json
import math
import os
import re
import secrets
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
# each file's indent and ending as `read_text` found them, so `save` need not read it again
_layouts: dict[Path, tuple[int | str, str]] = {}


def real_path(path: Path) -> Path:
    """The file an edit of `path` reads and writes: the target of a symlink, so the link
    stays a link. A symlink (or a folder in HOME linked elsewhere) that leads out of
    HOME is followed only to a file of the user's own (`_owned`): an install edits the
    user's files, never another account's."""
    try:
        real = path.resolve()
    except (OSError, RuntimeError) as e:  # a loop of links (RuntimeError before 3.13)
        raise ConfigError(f"{path} cannot be followed ({e}); fix the link by hand") from e
    home = Path.home()
    in_home = path.absolute().is_relative_to(home.absolute())
    if (path.is_symlink() or in_home) and not real.is_relative_to(home.resolve()):
        owner = _owner_of(real)
        if owner is not None and owner not in _own_ids(home):
            raise ConfigError(
                f"{path} is a link to {real}, outside your home folder and not yours (its "
                f"owner is uid {owner}); retain edits only your own files: add its entry "
                "by hand, or make the link point to a file of yours"
            )
    return real


def _owner_of(real: Path) -> int | None:
    """The uid owning `real`, or its nearest existing folder when it is not there yet."""
    for place in (real, *real.parents):
        try:
            return place.stat().st_uid
        except FileNotFoundError:
            continue
        except OSError:
            return None
    return None


def _own_ids(home: Path) -> set[int]:
    """This process's user and the owner of HOME (`sudo -E` keeps the user's HOME)."""
    ids = {os.geteuid()}
    try:
        ids.add(home.stat().st_uid)
    except OSError:
        pass
    return ids


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
        _layouts[real] = _layout(None)
        return ""
    with os.fdopen(fd, "rb") as f:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise ConfigError(f"{path} is not a regular file; fix it by hand, then re-run")
        if st.st_size > MAX_CONFIG_BYTES:
            size = st.st_size // (1024 * 1024)
            raise ConfigError(
                f"{path} is {size} MB, too large to be a settings file (for ~/.claude.json: "
                'its "projects" history is what grows; trim it), then re-run'
            )
        raw = f.read(MAX_CONFIG_BYTES + 1)
    _seen[real] = _stamp(st)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ConfigError(f"{path} is not UTF-8 text ({e.reason} at byte {e.start})") from e
    _layouts[real] = _layout(text)
    return text


class Number:
    """A number past a double (`1e400`) as the user wrote it: Python would write it back
    as `Infinity`, which no JSON reader takes (Claude Code: `null`, the value lost)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Number) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return self.text


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
            raise ConfigError(
                f'{path} has the key "{twice}" twice in one object (Claude Code reads the '
                "last one and drops the other when it next writes the file); keep one"
            )
        return data

    def number(text: str) -> float | Number:
        value = float(text)
        return value if math.isfinite(value) else Number(text)

    def constant(name: str) -> float:
        raise ValueError(f"{name} is not JSON")  # no client reads it: Claude Code resets

    try:
        data = json.loads(raw, object_pairs_hook=unique, parse_float=number,
                          parse_constant=constant)  # fmt: skip
    except ValueError as e:
        raise ConfigError(f"{path} is not valid JSON ({e}); fix it by hand, then re-run") from e
    except RecursionError as e:
        raise ConfigError(f"{path} is nested too deep to be a settings file") from e
    if not isinstance(data, dict):
        raise ConfigError(f"{path} holds a JSON {type(data).__name__}, not an object")
    return data


def _layout(raw: str | None) -> tuple[int | str, str]:
    """The indent and the ending of the JSON text `raw` (2 spaces and a newline for a new
    file), so a file written back by the same hand as its owner's comes back byte for
    byte once our entries are out again."""
    if raw is None:
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
    if real not in _layouts:  # not read through read_text yet: read once, here
        read_text(path)
    indent, ending = _layouts.get(real, _layout(None))
    text = _dumps(data, indent, ensure_ascii=False)
    if not _encodable(text):  # a lone "\ud800" the user wrote: kept as that escape
        text = _dumps(data, indent, ensure_ascii=True)
    write_text(path, text + ending)


def _dumps(data: dict[str, Any], indent: int | str, *, ensure_ascii: bool) -> str:
    """`json.dumps`, each `Number` written as its own text."""
    mark = f"retain-number-{secrets.token_hex(8)}-"
    numbers: list[str] = []

    def placeholder(o: object) -> str:
        if not isinstance(o, Number):
            raise TypeError(f"{type(o).__name__} is not JSON")
        numbers.append(o.text)
        return f"{mark}{len(numbers) - 1}"

    text = json.dumps(data, indent=indent, ensure_ascii=ensure_ascii, default=placeholder)
    return re.sub(f'"{mark}(\\d+)"', lambda m: numbers[int(m.group(1))], text)


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


def make_folders(folder: Path) -> None:
    """Create `folder` and the missing ones above it, never writable by other users: 0700
    in HOME (a client's folder holds its credentials and the hooks it runs), 0755 at most
    elsewhere (a project's `.cursor/`). mkdir(parents=True) made them 0777 less the umask:
    under umask 0 any user could replace ~/.claude/settings.json and its hook commands."""
    if folder.is_dir():
        return
    if folder.parent != folder:
        make_folders(folder.parent)
    home = Path.home().absolute()
    try:
        folder.mkdir(0o700 if folder.absolute().is_relative_to(home) else 0o755)
    except FileExistsError:
        if not folder.is_dir():
            raise


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
    make_folders(real.parent)
    mode = st.st_mode & 0o777 if st is not None else 0o600
    replace_file(real, ("" if delete else text).encode("utf-8"), mode)
    _seen[real] = _stamp(real.stat())


def replace_file(path: Path, data: bytes, mode: int) -> None:
    """Put `data` at `path` whole or not at all: written beside it under a fresh name
    (created exclusively, so never through a link planted there, and owner-only until it
    is whole), given `mode`, then renamed in place. Nothing is left on a failure."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=str(path.parent))
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            os.fchmod(f.fileno(), mode)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
