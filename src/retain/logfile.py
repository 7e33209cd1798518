"""The one writer of retain's log files: append a line, owner-only (0600), never raise;
and the one way a detached process (the sleep pass, the team mirror's refresh) is
started with its output appended to one.

A log is bounded: one that the next line would take past RETAIN_LOG_MAX_BYTES (default
5 MB) is renamed to `NAME.1` first, older generations moving up to `NAME.RETAIN_LOG_KEEP`
(default 2) and the oldest dropped (`rotate`). A detached process's log cannot be rotated
under the descriptor it writes to: it is rotated before the process starts, so it holds the
output of the runs since its last rotation plus that of the one running.

Stdlib only (the hooks use it); subprocess and fcntl are imported only when needed."""

from __future__ import annotations

import os
import stat
import sys
import time

from retain import config

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hooks' path)
if TYPE_CHECKING:
    import subprocess
    from pathlib import Path

MAX_LINE_CHARS = 2000  # a log line, not a dump
# O_NOFOLLOW: a link planted where a log goes is never appended to (nor made 0600).
LOG_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)


def private(fd: int) -> None:
    """Make an open log owner-only (0600) if it is a regular file; never raises."""
    try:
        if stat.S_ISREG(os.fstat(fd).st_mode):  # never a device's mode (`/dev/null`)
            os.fchmod(fd, 0o600)
    except OSError:
        pass


# C0 and C1 controls, DEL, the Unicode line separators and the bidirectional overrides: a
# name written into a log (a transcript path from a hook payload) must not move the cursor,
# recolour a terminal running `tail -f`, split a line or reorder what a reader sees.
_CONTROLS = {
    c: f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"
    for c in (*range(0x20), *range(0x7F, 0xA0), 0x2028, 0x2029, *range(0x202A, 0x202F))
}
_CONTROLS.update({c: f"\\u{c:04x}" for c in range(0x2066, 0x206A)})
_CONTROLS.update({ord("\n"): " ", ord("\t"): " "})


def one_line(text: str) -> str:
    """`text` as one printable log line: line breaks and tabs made spaces, every other
    control character written as an escape (`\\x1b`), cut at MAX_LINE_CHARS."""
    text = text[:MAX_LINE_CHARS]
    if text.isprintable():  # the usual line, at C speed: every key of _CONTROLS is not
        return text
    return text.translate(_CONTROLS)[:MAX_LINE_CHARS]


def append_line(path: str | Path, line: str) -> None:
    """Append `line` (made one printable line, cut at MAX_LINE_CHARS) to `path`, creating
    it 0600 and rotating it first when it is full (`open_log`)."""
    data = (one_line(line) + "\n").encode("utf-8", errors="replace")
    try:
        config.ensure_private_dir(os.path.dirname(os.fspath(path)) or ".")
        fd = open_log(path, len(data))
        try:
            os.write(fd, data)  # one write with O_APPEND: lines of several writers never mix
        finally:
            os.close(fd)
    except Exception:  # noqa: BLE001 - an unwritable HOME must not fail the caller
        pass


def open_log(path: str | Path, incoming: int = 0) -> int:
    """`path` opened for appending: created 0600 (made 0600 if it was not), a link planted
    there refused (OSError), and rotated first when `incoming` more bytes would take it past
    config.log_max_bytes() (a device such as `/dev/null` is never rotated). Returns the
    descriptor; the caller closes it."""
    fd = os.open(path, LOG_FLAGS, 0o600)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            return fd
        if stat.S_IMODE(st.st_mode) != 0o600:
            private(fd)
        reopen = st.st_size + incoming > config.log_max_bytes() and rotate(path, fd)
    except BaseException:
        os.close(fd)
        raise
    if not reopen:
        return fd
    os.close(fd)
    fd = os.open(path, LOG_FLAGS, 0o600)
    private(fd)
    return fd


def rotate(path: str | Path, fd: int) -> bool:
    """Rename the full log `path`, open here as `fd`, to `path.1`, moving `path.1` to
    `path.2` and so on up to RETAIN_LOG_KEEP generations (the oldest is replaced). True
    when `path` now names a new file to reopen.

    Several processes append at once (hooks, a sleep pass, the server): one rotates, the
    one holding an exclusive flock on the old file; one that cannot have it at once leaves
    the rotation to its holder. Whoever gets the lock checks that `path` still names the
    file it opened, so a log is not rotated twice. A line written through a descriptor
    opened before the rename lands in `path.1`, whole (O_APPEND, one write): it is lost only
    if its file is dropped as the oldest generation between that writer's open and its
    write, RETAIN_LOG_KEEP rotations later. The renames replace what is at a rotated name
    (a planted link is replaced, never followed) and keep each file's 0600."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock, and an open file cannot be renamed there
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:  # another process is rotating this file now
        return False
    try:
        here, mine = os.stat(path, follow_symlinks=False), os.fstat(fd)
        if (here.st_dev, here.st_ino) != (mine.st_dev, mine.st_ino):
            return True  # rotated by another process since this one opened it
        keep = config.log_keep()
        name = os.fspath(path)
        for n in range(keep - 1, 0, -1):
            try:
                os.replace(f"{name}.{n}", f"{name}.{n + 1}")
            except FileNotFoundError:
                pass
        os.replace(name, f"{name}.1")
        return True
    except OSError:  # not rotated (a folder planted at a rotated name): the line still goes
        return False
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)


def spawn_logged(
    cmd: list[str], log_path: str, cwd: str, env: dict[str, str] | None = None
) -> subprocess.Popen[bytes]:
    """Start `cmd` detached and return without waiting: stdin closed, stdout and stderr
    appended to `log_path` (created 0600), in a session of its own, out of the agent's
    process group, so it is not killed with the hook that started it. `env` None: this
    process's environment. A relative RETAIN_HOME or RETAIN_DB is made absolute for the
    child: it runs in `cwd` (the data directory), where the same relative path named
    another store, so a sleep pass captured into `RETAIN_HOME/RETAIN_HOME/retain.db`,
    which no hook or command ever read."""
    import subprocess

    env = absolute_paths(dict(os.environ if env is None else env))
    try:  # rotated now if full: the child's own descriptor never sees a rename
        out = open_log(log_path)
    except OSError:  # a link planted there, or no room for a log: the work still runs
        out = os.open(os.devnull, os.O_WRONLY)
    try:
        return subprocess.Popen(
            cmd,
            stdin=subprocess.DEVNULL,
            stdout=out,
            stderr=out,
            cwd=cwd,
            env=env,
            close_fds=True,
            start_new_session=True,
        )
    finally:
        os.close(out)


# The settings that name places; a URL in RETAIN_DB (a team store) is left as it is.
PATH_SETTINGS = ("RETAIN_HOME", "RETAIN_DB")


def absolute_paths(env: dict[str, str]) -> dict[str, str]:
    """`env` for a child that runs in another folder: RETAIN_HOME and RETAIN_DB absolute,
    and PYTHONPATH's entries too (a relative one, or an empty one, which means "the
    folder it starts in", would name another folder there)."""
    for name in PATH_SETTINGS:
        value = env.get(name, "")
        if value.strip() and not config.is_db_url(value.strip()):
            env[name] = os.path.abspath(os.path.expanduser(value))
    if env.get("PYTHONPATH"):
        entries = [e for e in env["PYTHONPATH"].split(os.pathsep) if e]
        env["PYTHONPATH"] = os.pathsep.join(os.path.abspath(e) for e in entries)
    return env


def log(source: str, message: str) -> None:
    """One timestamped line, `retain <source> <message>`, to stderr and to the log file;
    never raises (a hook or a background delivery must not fail on its log)."""
    line = one_line(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} retain {source} {message}")
    try:
        print(line, file=sys.stderr)
    except Exception:  # noqa: BLE001 - a closed stderr is not the caller's failure
        pass
    append_line(config.log_file(), line)
