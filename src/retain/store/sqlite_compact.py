"""Leaving no old text in a SQLite file retain keeps (a store after a scrub,
retain.store.sqlite_scrub; the team client's outbox and mirrors): the WAL copied in and
truncated, the free pages gone (VACUUM, its temporary copy in memory, so the old text is
never written to a temporary file outside the data directory). The caller has `PRAGMA
secure_delete = ON` set on `conn` for its own rewrites."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def compact(conn: sqlite3.Connection, *, fts: str | None = None) -> bool:
    """Outside a transaction. `fts`: a full-text table to rebuild first (its segments keep
    deleted terms until merged). False when a reader kept the WAL from being truncated."""
    conn.execute("PRAGMA secure_delete = ON")
    if fts is not None:
        conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('rebuild')")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.execute("PRAGMA temp_store = MEMORY")
    conn.execute("VACUUM")
    busy = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
    return not busy


def remove(path: Path) -> None:
    """A SQLite file gone with its WAL and shared-memory files (a copy rebuilt or dropped)."""
    for p in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        p.unlink(missing_ok=True)
