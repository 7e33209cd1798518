"""Ctrl-C at any moment of a `retain` command: one line (`retain: interrupted`) and exit
status 130 (128 + SIGINT, what a shell reports for an interrupted command), never a
traceback.

Python turns SIGINT into KeyboardInterrupt, which a command's own handler catches, but
the first ~0.6 s of a command is spent importing (the facade, the store, the ranker):
an interrupt there, before `main()` runs, printed a 30-40 line traceback. So the entry
point installs `exit_at_once` before its other imports, and `main()` hands SIGINT back
to Python only around the command itself, where the KeyboardInterrupt is caught.

Only the `retain` process itself is changed: a test or a program that imports
retain.cli.main keeps its own Ctrl-C. Imports nothing beyond the standard library.
"""

from __future__ import annotations

import os
import signal
import sys

EXIT_INTERRUPTED = 130  # 128 + SIGINT: what a shell shows for a command stopped by Ctrl-C
MESSAGE = b"retain: interrupted\n"


def exit_at_once(_signum: int, _frame: object) -> None:
    """The handler while nothing needs cleaning up (imports, shutdown): write the line
    with one system call (no buffered stream, which the interrupted code may hold) and
    leave. An unfinished SQLite write is rolled back by its journal."""
    try:
        os.write(2, MESSAGE)
    except OSError:
        pass
    os._exit(EXIT_INTERRUPTED)


def is_retain_command() -> bool:
    """Whether this process is the `retain` command (the console script, or `python -m
    retain`), not a program or test that imported the CLI."""
    arg0 = sys.argv[0] if sys.argv else ""
    name = os.path.basename(arg0)
    if name in ("retain", "retain.exe", "retain-script.py"):
        return True
    return name == "__main__.py" and os.path.basename(os.path.dirname(arg0)) == "retain"


def install_early() -> None:
    """Ctrl-C leaves at once with one line, from now on (the entry point's first act)."""
    if is_retain_command():
        _set(exit_at_once)


def leave_if_retain() -> None:
    """A KeyboardInterrupt that got past the command's handler (the signal came as the
    command returned, or as the quiet handler was being put back): in the `retain`
    process, the same one line and 130; elsewhere the caller re-raises it."""
    if is_retain_command():
        exit_at_once(signal.SIGINT, None)


def during_command() -> None:
    """SIGINT raises KeyboardInterrupt again, for a command's own cleanup (`retain ui`
    closes its socket) and for main()'s one-line report."""
    if is_retain_command():
        _set(signal.default_int_handler)


def _set(handler: object) -> None:
    try:
        signal.signal(signal.SIGINT, handler)  # type: ignore[arg-type]
    except ValueError:  # not the main thread
        pass
