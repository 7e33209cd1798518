"""The one writer of retain's log files: append a line, owner-only (0600), never raise;
and the one way a detached process (the sleep pass, the team mirror's refresh) is
started with its output appended to one.

Stdlib only (the hooks use it); subprocess is imported only when a process starts."""

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


def append_line(path: str | Path, line: str) -> None:
    """Append `line` (made one line, cut at MAX_LINE_CHARS) to `path`, creating it 0600."""
    text = line.replace("\n", " ")[:MAX_LINE_CHARS] + "\n"
    try:
        config.ensure_private_dir(os.path.dirname(os.fspath(path)) or ".")
        fd = os.open(path, LOG_FLAGS, 0o600)
        try:
            private(fd)
            os.write(fd, text.encode("utf-8", errors="replace"))
        finally:
            os.close(fd)
    except Exception:  # noqa: BLE001 - an unwritable HOME must not fail the caller
        pass


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
    try:
        out = os.open(log_path, LOG_FLAGS, 0o600)
    except OSError:  # a link planted there, or no room for a log: the work still runs
        out = os.open(os.devnull, os.O_WRONLY)
    try:
        private(out)
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
    line = f"{time.strftime('%Y-%m-%dT%H:%M:%S')} retain {source} {message}".replace("\n", " ")
    try:
        print(line, file=sys.stderr)
    except Exception:  # noqa: BLE001 - a closed stderr is not the caller's failure
        pass
    append_line(config.log_file(), line)
