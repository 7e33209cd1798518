"""Reading a database file without changing it, for `retain doctor`: opens it read-only,
never migrates, and turns what SQLite reports into checks with a fix."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from retain.models import Check
from retain.store.migrations import (
    MIGRATIONS,
    SCHEMA_VERSION,
    applied_version,
    holds_text,
    owed_scrub,
)

# The schema version whose migration first owes a scrub (m010_scrub_pending).
SCRUB_SINCE = 1 + [m.__name__ for m in MIGRATIONS].index("m010_scrub_pending")


def _fix_for(e: sqlite3.Error, path: Path, fix_damaged: str) -> str:
    """A read-only file or mount is not damage: moving the file aside would not help."""
    low = str(e).lower()
    if "readonly" in low or "read-only" in low or "unable to open" in low:
        return (
            f"make {path.parent} and {path} writable again (check `lsattr`, the mount "
            "options and the owner); the data itself is not damaged"
        )
    return fix_damaged


# A scrub owed is not a problem: said with this, on SQLite and on a team store alike.
SCRUB_FIX = "none needed: the next sleep pass does it; `retain scrub` does it now"


def _scrub_check(conn: sqlite3.Connection, version: int) -> Check:
    """Whether a scrub (re-redacting stored text, retain.sleep.scrub) is owed. Not a
    problem: the next sleep pass does it, `retain scrub` does it now."""
    fix = SCRUB_FIX
    try:
        if version < SCRUB_SINCE:
            if holds_text(conn):
                return Check("scrub", True, "owed once the schema is upgraded (on next use)", fix)
            return Check("scrub", True, "none owed")
        why = owed_scrub(conn)
    except sqlite3.Error as e:
        return Check("scrub", True, f"unknown ({e})")
    if why is None:
        return Check("scrub", True, "none owed")
    return Check("scrub", True, f"pending: {why}", fix)


def check_database(path: Path, *, read_only: bool = False) -> list[Check]:
    """Open without migrating, then integrity, schema version and the full-text index.
    `read_only`: the file is on a read-only mount, where SQLite may not open a WAL
    database (it cannot make the -shm file); it is then read as it stands on disk."""
    fix_damaged = (
        f"keep a copy (`retain export -o backup.jsonl` may still read it), then move {path} "
        "aside; retain starts a new database"
    )
    if read_only:  # nothing can be moved there, nor a new database made
        fix_damaged = (
            f"copy {path} to a writable place to keep it; on this read-only mount retain "
            "cannot start a new database: set RETAIN_HOME (or RETAIN_DB) to a writable place"
        )
    # as_uri() escapes '#', '?' and '%', which would otherwise name a different file
    uri = Path(path).resolve().as_uri() + "?mode=ro"
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=5)
    except sqlite3.Error as e:
        return [Check("database opens", False, f"{path}: {e}", "check the file's permissions")]
    opened = f"SQLite {sqlite3.sqlite_version}"
    try:
        try:
            version = applied_version(conn)
        except sqlite3.Error as e:
            if not read_only or "unable to open" not in str(e).lower():
                raise
            # No -shm and no way to make one: read the file as it is. Nobody can write
            # there, so it cannot change under the check; a -wal's last changes are unseen.
            conn.close()
            conn = sqlite3.connect(uri + "&immutable=1", uri=True, timeout=5)
            version = applied_version(conn)
            opened += ", read as it stands on the read-only mount (a -wal is not read)"
        rows = [r[0] for r in conn.execute("PRAGMA integrity_check").fetchall()]
    except sqlite3.Error as e:
        conn.close()
        return [Check("database opens", False, f"{path}: {e}", _fix_for(e, path, fix_damaged))]
    try:
        out = [Check("database opens", True, opened)]
        if rows == ["ok"]:
            out.append(Check("integrity", True, "PRAGMA integrity_check: ok"))
        else:
            out.append(Check("integrity", False, "; ".join(rows[:3]), fix_damaged))
        if version > SCHEMA_VERSION:
            out.append(
                Check(
                    "schema version",
                    False,
                    f"{version}, but this retain knows only up to {SCHEMA_VERSION}",
                    "upgrade retain (a newer version wrote this database)",
                )
            )
        elif version < SCHEMA_VERSION:
            out.append(
                Check(
                    "schema version", True, f"{version}; upgraded to {SCHEMA_VERSION} on next use"
                )
            )
        else:
            out.append(Check("schema version", True, str(version)))
        out.append(_scrub_check(conn, version))
        return out
    finally:
        conn.close()
