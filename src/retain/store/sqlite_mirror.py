"""The local mirror of a team store: a SQLite file the team hooks read instead of the
server (retain.team.mirror). Its schema is the SQLite store's (migrations), so the
SessionStart and prompt hooks run their usual lean path on it; only the refresher
(retain.team.refresh) writes memories into it, always in one transaction."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from retain.store import db, sqlite_tool

# Columns the refresher never copies: local bookkeeping of the mirror itself.
LOCAL_ONLY = frozenset({"superseded_by"})


def memory_columns(path: Path) -> list[str]:
    """The memories columns of this retain's SQLite schema (what a mirror row holds)."""
    conn = db.connect(path)
    try:
        cols = [str(r[1]) for r in conn.execute("PRAGMA table_info(memories)")]
    finally:
        conn.close()
    return [c for c in cols if c not in LOCAL_ONLY]


def injections_after(path: Path, rowid: int) -> list[tuple[int, str, int, float, str | None]]:
    """Injections recorded in the mirror after `rowid` (not yet sent to the server)."""
    conn = db.connect(path)
    try:
        rows = conn.execute(
            "SELECT rowid, session_id, memory_id, at, source FROM injections "
            "WHERE rowid > ? ORDER BY rowid",
            (rowid,),
        ).fetchall()
    finally:
        conn.close()
    return [(int(r[0]), str(r[1]), int(r[2]), float(r[3]), r[4]) for r in rows]


def last_injection(path: Path) -> int:
    conn = db.connect(path)
    try:
        row = conn.execute("SELECT coalesce(max(rowid), 0) FROM injections").fetchone()
    finally:
        conn.close()
    return int(row[0])


def memory_ids(path: Path) -> set[int]:
    """The ids the mirror holds."""
    conn = db.connect(path)
    try:
        return {int(r[0]) for r in conn.execute("SELECT id FROM memories")}
    finally:
        conn.close()


def apply_memories(
    path: Path,
    columns: Sequence[str],
    batches: Iterable[Sequence[Sequence[Any]]],
    keep: Callable[[], Iterable[int]] | None,
    *,
    drop: Callable[[], Iterable[int]] | None = None,
    seed_injections: Sequence[tuple[str, int, float, str | None]] = (),
) -> int:
    """In one transaction (readers see the old set or the new one): insert or update the
    rows of `batches` (in `columns` order, ids included; an iterable of lists, so a large
    copy is never in memory at once), then drop the memories whose id `keep()` (asked
    once the batches are written) does not name: forgotten, closed, no longer visible,
    with their injections and the other rows that follow them. With `keep` None, drop
    instead the ids `drop()` names (an incremental refresh: only what changed). `seed_injections`
    (session, memory id, at, source) are added where missing, e.g. what the server
    recorded before this mirror existed. Returns the number of memories held."""
    conn = db.connect(path)
    try:
        with db.transaction(conn):
            names = ", ".join(columns)
            marks = ", ".join("?" for _ in columns)
            updates = ", ".join(f"{c} = excluded.{c}" for c in columns if c != "id")
            at = {c: i for i, c in enumerate(columns)}
            for batch in batches:
                rows = [tuple(r) for r in batch]
                conn.executemany(
                    f"INSERT INTO memories ({names}) VALUES ({marks}) "
                    f"ON CONFLICT(id) DO UPDATE SET {updates}",
                    rows,
                )
                if "text" in at:  # the tool hooks read the mirror's keys (m009)
                    sqlite_tool.save_keys_many(
                        conn, [(int(r[at["id"]]), str(r[at["text"]] or "")) for r in rows]
                    )
            conn.execute("CREATE TEMP TABLE keep (id INTEGER PRIMARY KEY)")
            if keep is not None:
                listed = [(i,) for i in keep()]
                gone = "SELECT id FROM memories WHERE id NOT IN (SELECT id FROM keep)"
            else:  # the temp table holds what goes
                listed = [(i,) for i in (drop() if drop is not None else ())]
                gone = "SELECT id FROM keep"
            conn.executemany("INSERT OR IGNORE INTO keep (id) VALUES (?)", listed)
            for table in (
                "injections",
                "found_uses",
                "outcomes",
                "anchors",
                "tool_keys",
                "tool_when",
                "memory_sources",
                "embeddings",
            ):
                conn.execute(f"DELETE FROM {table} WHERE memory_id IN ({gone})")
            conn.execute(f"DELETE FROM links WHERE memory_id IN ({gone}) OR other_id IN ({gone})")
            conn.execute(f"DELETE FROM memories WHERE id IN ({gone})")
            conn.execute("DROP TABLE keep")
            if seed_injections:
                seen = {
                    (str(r[0]), int(r[1]))
                    for r in conn.execute("SELECT session_id, memory_id FROM injections")
                }
                ids = {int(r[0]) for r in conn.execute("SELECT id FROM memories")}
                conn.executemany(
                    "INSERT INTO injections (session_id, memory_id, at, source, kind) "
                    "VALUES (?, ?, ?, ?, ?)",
                    [
                        (s, m, at, src, "prompt" if src == "prompt" else "session_start")
                        for s, m, at, src in seed_injections
                        if (s, m) not in seen and m in ids
                    ],
                )
            return int(conn.execute("SELECT count(*) FROM memories").fetchone()[0])
    finally:
        conn.close()


def purge(path: Path) -> bool:
    """No old text left in the mirror's file (after `retain scrub` on its team store and
    a refresh that copied the scrubbed rows): the full-text index rebuilt, the WAL
    truncated, free pages gone (retain.store.sqlite_compact). False: a hook was reading
    the WAL, so it could not be truncated."""
    from retain.store.sqlite_compact import compact

    conn = db.connect(path)
    try:
        return compact(conn, fts="memories_fts")
    finally:
        conn.close()
