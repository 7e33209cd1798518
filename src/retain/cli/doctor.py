"""`retain doctor`: check the data directory, the database and the settings, and say how to
fix each problem. Reads only: it never creates a database or changes a file.

Stdlib only; the embedder is checked with importlib.util.find_spec, never imported.
"""

from __future__ import annotations

import importlib.util
import os
import stat
from collections.abc import Callable
from pathlib import Path

from retain import config
from retain.errors import RetainError
from retain.models import Check
from retain.store.inspect import check_database

MIN_FREE_BYTES = 1_000_000  # below this the next write or checkpoint fails with "disk is full"
WAL_WARN_BYTES = 64 * 1024 * 1024  # a WAL this big means checkpoints are being starved


def _writable(directory: Path) -> bool:
    return not directory.exists() or os.access(directory, os.W_OK | os.X_OK)


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def read_only_mount(path: Path) -> bool:
    """Whether `path` lies on a file system mounted read-only: nothing there can be made
    writable by chmod or chown, and nothing in it is damaged for being read-only."""
    try:
        return bool(os.statvfs(path).f_flag & getattr(os, "ST_RDONLY", 0))
    except (OSError, AttributeError):  # AttributeError: no statvfs on Windows
        return False


def _unwritable_fix(path: Path, *, folder: bool) -> tuple[str, str]:
    """Why `path` cannot be written, and the fix that applies: a read-only mount, another
    owner, a missing write bit, else the immutable flag or an ACL (chmod would not help)."""
    if read_only_mount(path):
        return (
            f"{path} is on a read-only mount, not writable: retain can read but not remember "
            "(nothing is damaged)",
            f"remount it read-write (`mount -o remount,rw` on its mount point), or set "
            f"{'RETAIN_HOME' if folder else 'RETAIN_DB'} to a writable place",
        )
    st = path.stat()
    if hasattr(os, "geteuid") and st.st_uid != os.geteuid():
        return f"{path} is not writable by you", f"chown $USER {path} && chmod 700 {path}"
    if not st.st_mode & stat.S_IWUSR:
        return f"{path} is not writable by you", f"chmod u+w {path}"
    return (
        f"{path} is not writable, though its mode allows it",
        f"check `lsattr -d {path}` (the immutable flag: `chattr -i`) and its ACL",
    )


def check_dir(directory: Path) -> Check:
    if not directory.exists():
        parent = next((p for p in directory.parents if p.exists()), None)
        if parent is None or not parent.is_dir() or not os.access(parent, os.W_OK | os.X_OK):
            return Check(
                "data directory",
                False,
                f"{directory} does not exist and cannot be made ({parent} is not a writable "
                "directory)",
                "set RETAIN_HOME to a writable directory (or fix HOME)",
            )
        return Check(
            "data directory", True, f"{directory} does not exist yet (made on first write)"
        )
    if not directory.is_dir():
        return Check(
            "data directory",
            False,
            f"{directory} is not a directory",
            f"move it aside; retain keeps its data in a directory there ({directory})",
        )
    mode = _mode(directory)
    if not os.access(directory, os.W_OK | os.X_OK):
        return Check("data directory", False, *_unwritable_fix(directory, folder=True))
    if mode & 0o077:
        return Check(
            "data directory",
            False,
            f"{directory} is {mode:04o}: others can read it",
            f"chmod 700 {directory}",
        )
    return Check("data directory", True, f"{directory} ({mode:04o})")


def check_file(path: Path) -> Check:
    if path.is_dir():  # `--db ~/.retain`: chmod 600 would lock the owner out of a folder
        return Check(
            "database file",
            False,
            f"{path} is a folder, not a database file",
            f"name a file in it: --db {path / 'retain.db'}",
        )
    if not path.is_file():  # a FIFO, socket or device: opening it to look inside blocked
        return Check(
            "database file",
            False,
            f"{path} is not a regular file (a FIFO, socket or device), not a database",
            "point --db or RETAIN_DB at a database file",
        )
    mode = _mode(path)
    if mode & 0o077:
        return Check(
            "database file", False, f"{path} is {mode:04o}: others can read it", f"chmod 600 {path}"
        )
    if not os.access(path, os.W_OK):  # also false for an immutable file or a read-only mount
        if read_only_mount(path):
            return Check("database file", False, *_unwritable_fix(path, folder=False))
        return Check(
            "database file",
            False,
            f"{path} is not writable: retain can read but not remember",
            f"chmod u+w {path} (and check `lsattr {path}` and the mount)",
        )
    return Check("database file", True, f"{path} ({mode:04o}, {path.stat().st_size:,} bytes)")


def check_side_files(path: Path) -> Check | None:
    """SQLite's -wal and -shm beside the database: every write goes through them, so one
    that cannot be written fails every write though the database file itself is fine."""
    for suffix in ("-wal", "-shm"):
        side = Path(str(path) + suffix)
        if side.is_file() and not os.access(side, os.W_OK) and not read_only_mount(side):
            return Check(
                "write-ahead files",
                False,
                f"{side} is not writable: retain can read but not remember (nothing is damaged)",
                f"chmod u+w {side} (and check `lsattr {side}`: the immutable flag, `chattr -i`)",
            )
    return None


def check_wal(path: Path) -> Check:
    wal = Path(str(path) + "-wal")
    size = wal.stat().st_size if wal.exists() else 0
    if size > WAL_WARN_BYTES:
        return Check(
            "write-ahead log",
            False,
            f"{wal} is {size / 1e6:.0f} MB",
            "stop old `retain serve` processes, then run: "
            f"sqlite3 {path} 'PRAGMA wal_checkpoint(TRUNCATE);'",
        )
    return Check("write-ahead log", True, f"{size / 1e6:.1f} MB")


def check_space(directory: Path) -> Check:
    try:
        st = os.statvfs(directory)
    except (OSError, AttributeError):  # AttributeError: no statvfs on Windows
        return Check("free space", True, "unknown")
    free = st.f_bavail * st.f_frsize
    if free < MIN_FREE_BYTES:
        return Check(
            "free space",
            False,
            f"only {free:,} bytes free in {directory}: writes fail",
            "free some disk space, or move the data with RETAIN_HOME",
        )
    return Check("free space", True, f"{free / 1e9:.1f} GB free")


def check_settings() -> Check:
    getters: list[Callable[[], object]] = [
        config.budget,
        config.max_live,
        config.max_lessons,
        config.embedder_name,
    ]
    try:
        for get in getters:
            get()
    except RetainError as e:
        return Check("settings", False, str(e), "fix or unset that environment variable")
    return Check("settings", True, "RETAIN_* environment variables are valid")


def check_embedder() -> Check:
    try:
        name = config.embedder_name()
    except RetainError as e:
        return Check("embedder", False, str(e), "set RETAIN_EMBEDDER to minilm or none")
    if name == "none":
        return Check("embedder", True, "off (RETAIN_EMBEDDER=none): search matches words only")
    if config.is_plugin(name):
        found = importlib.util.find_spec(name.partition(":")[0]) is not None
        detail = f"plugin {name}" + ("" if found else ": module not found on PYTHONPATH")
        return Check("embedder", found, detail, None if found else "fix PYTHONPATH or unset it")
    if name not in config.EMBEDDERS:  # an installed plugin's entry point
        target = config.embedder_factory(name)
        found = importlib.util.find_spec(target.partition(":")[0]) is not None
        detail = f"plugin {name} ({target})" + ("" if found else ": its module is missing")
        return Check("embedder", found, detail, None if found else "reinstall the plugin")
    onnx_missing = _missing(config.ONNX_MODULES)
    st_missing = _missing(config.ST_MODULES)
    if name != "minilm-st" and not onnx_missing:
        return Check("embedder", True, f"{name}: the ONNX model and its runtime are installed")
    if name != "minilm-onnx" and not st_missing:
        return Check("embedder", True, f"{name}: sentence-transformers and the model are installed")
    missing, hint = (
        (st_missing, config.ST_HINT)
        if name == "minilm-st"
        else (
            onnx_missing,
            config.ONNX_HINT,
        )
    )
    return Check(
        "embedder",
        False,
        f"{name} configured but {', '.join(missing)} not installed: search matches words only",
        f"{hint}, or set RETAIN_EMBEDDER=none",
    )


def _missing(modules: tuple[str, ...]) -> list[str]:
    return [m for m in modules if importlib.util.find_spec(m) is None]


def check_team_store(url: str) -> list[Check]:
    """A team store: reachable, set up, who we are on it, and whether the memories we
    see owe a scrub (redacted under older rules: retain.store.pg_redaction)."""
    from retain.errors import RetainError
    from retain.store.inspect import SCRUB_FIX
    from retain.store.postgres import PostgresStore

    try:
        store = PostgresStore(url, reconnect_seconds=0)
        try:
            role, state = store.current_role(), store.integrity()
            owed = store.scrub_pending() if state == "ok" else None
        finally:
            store.close()
    except (RetainError, ImportError) as e:
        return [
            Check(
                "team store",
                False,
                " ".join(str(e).split()),
                "check RETAIN_DB, the network and your role; the admin runs `retain team init`",
            )
        ]
    if state != "ok":
        return [Check("team store", False, state, "the admin runs `retain team init`")]
    scrub = Check("scrub", True, f"pending: {owed}", SCRUB_FIX) if owed else None
    found = Check("team store", True, f"connected as {role}; schema current")
    return [found, scrub or Check("scrub", True, "none owed")]


def run_checks(db_path: Path | str | None = None) -> list[Check]:
    target = db_path if db_path is not None else config.db_target()
    if config.is_db_url(target):
        return [
            check_settings(),
            check_dir(config.home()),
            *check_team_store(str(target)),
            check_embedder(),
        ]
    path = Path(target)
    # Only retain's own directory must be private (0700); a --db elsewhere may sit in a
    # folder others read, but never in one another user may write (config.unsafe_dir).
    checks = [check_settings(), check_dir(config.home())]
    problem = config.unsafe_dir(str(path.parent)) if path.parent.exists() else None
    if problem:
        checks.append(
            Check(
                "database directory",
                False,
                problem,
                "move the database into a folder only you can write (--db or RETAIN_DB)",
            )
        )
    elif path.parent.resolve() != config.home().resolve() and not _writable(path.parent):
        if read_only_mount(path.parent):
            detail, fix = _unwritable_fix(path.parent, folder=False)
        else:
            detail = f"{path.parent} is not writable by you"
            fix = "choose a database in a directory you can write (--db or RETAIN_DB)"
        checks.append(Check("database directory", False, detail, fix))
    if not path.exists():
        detail = f"{path} does not exist yet (made on first write)"
        if db_path is not None:  # named on the command line: a typo reads the same as "new"
            detail += "; if memories were stored there, check the name"
        checks.append(Check("database file", True, detail))
    elif not path.is_file():
        checks.append(check_file(path))  # a folder, a FIFO, a device: nothing else to open
    else:
        checks.append(check_file(path))
        side = check_side_files(path)
        checks += [side] if side is not None else []
        checks += check_database(path, read_only=read_only_mount(path))
        checks.append(check_wal(path))
        checks.append(check_space(path.parent))
    checks.append(check_embedder())
    return checks


def render(checks: list[Check]) -> str:
    width = max(len(c.name) for c in checks)
    lines = []
    for c in checks:
        lines.append(f"{'ok' if c.ok else 'PROBLEM':8} {c.name.ljust(width)}  {c.detail}")
        if c.fix:
            lines.append(f"{'':8} {''.ljust(width)}  fix: {c.fix}")
    bad = sum(not c.ok for c in checks)
    lines.append("all good" if not bad else f"{bad} problem{'s' if bad > 1 else ''} found")
    return "\n".join(lines)
