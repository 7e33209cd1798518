"""The changes to a memory that a store's dialect (retain.store.dialect) makes, on each store.

A change to a memory is logged in its history. SQLite's store runs the UPDATE and writes the
history row from Python (retain.store.sqlite_history); on the team store a member may not
UPDATE a memory, so the store calls the server's functions that check and log each change
with its caller (retain.store.pg_guard), and triggers log links and anchors themselves.
`Dialect` and `PostgresDialect` take these as their base classes.

Stdlib only, no typing at run time: the SessionStart hook's lean store uses SQLITE.
"""

from __future__ import annotations

import json
import time

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence
    from typing import Any


class SqliteChanges:
    """A memory's changes on SQLite: the statement, then its history row from Python."""

    def set_memory(self, conn: Any, memory_id: int, fields: dict[str, Any]) -> None:
        """Set these columns (names already checked) of one memory, and log what changed
        in its history (retain.store.sqlite_history)."""
        from retain.store import sqlite_history

        sqlite_history.set_memory(conn, memory_id, fields)

    def log_link(
        self, conn: Any, memory_id: int, other_id: int, kind: str, op: str, at: Any
    ) -> None:
        """A link made (`link`) or settled (`settle`), in both memories' history
        (retain.store.sqlite_history); the team store's trigger logs its own (m016)."""
        from retain.store import sqlite_history

        sqlite_history.log_link(conn, memory_id, other_id, kind, op, at)

    def anchors_held(
        self, conn: Any, where: str, params: Sequence[Any]
    ) -> dict[int, tuple[int, str]]:
        """The anchors `where` picks that a change would log, before it is made
        (retain.store.sqlite_history.anchors_held); the team store's trigger needs none."""
        from retain.store import sqlite_history

        return sqlite_history.anchors_held(conn, where, params)

    def log_anchors(
        self,
        conn: Any,
        before: Mapping[int, tuple[int, str]],
        after: Mapping[int, tuple[str, Any]],
        at: float,
    ) -> None:
        """Anchors renamed or dropped, in their memory's history (op `anchor`)."""
        from retain.store import sqlite_history

        sqlite_history.log_anchors(conn, before, after, at)

    def scrub_links(self, conn: Any, old: str, sql: str, params: Sequence[Any]) -> int:
        """Links' evidence redacted (`sql`: an UPDATE of those holding `old`), logged on
        both ends of each; how many rows were written."""
        from retain.store import sqlite_history

        pairs = conn.execute(
            "SELECT memory_id, other_id, kind FROM links WHERE evidence = ?", (old,)
        ).fetchall()
        cur = conn.execute(sql, params)
        written = max(0, int(cur.rowcount or 0))
        if written:
            sqlite_history.log_link_scrub(conn, pairs)
        return written

    def set_stale(self, conn: Any, memory_id: int, at: float, note: str | None) -> bool:
        """Mark (a note) or clear (None) a memory's possibly-stale flag, logged as op
        `stale` (retain.store.sqlite_history); True if it changed."""
        from retain.store import sqlite_history

        return sqlite_history.set_stale(conn, memory_id, at, note)

    def scrub_memory(
        self,
        conn: Any,
        memory_id: int,
        old: dict[str, Any],
        sets: dict[str, Any],
        sql: str,
        params: Sequence[Any],
    ) -> int:
        """Write a memory's redacted columns (`sql`: an UPDATE guarded by the values read)
        and, when its text changed, its tool-time keys; how many rows were written."""
        from retain.store import sqlite_history

        cur = conn.execute(sql, params)
        written = max(0, int(cur.rowcount or 0))
        if written:
            # Logged as the team store's retain_scrub_memory logs it: the columns, never
            # their old text (it held what the scrub took out).
            scrubbed = sorted(c for c in sets if c in old)
            sqlite_history.log(conn, memory_id, "scrub", {"redacted": scrubbed}, time.time())
        if written and "text" in sets:
            from retain.store import sqlite_tool

            sqlite_tool.save_keys(conn, memory_id, sets["text"])  # keys of the new text
        return written

    def scrub_history(
        self, conn: Any, history_id: int, old: str, new: str, sql: str, params: Sequence[Any]
    ) -> int:
        """Write a history row's redacted `changes` (`sql`: an UPDATE guarded by the value
        read) and log that it was scrubbed, as the team store's retain_scrub_history does:
        which row, never its old value. How many rows were written."""
        from retain.store import sqlite_history

        cur = conn.execute(sql, params)
        written = max(0, int(cur.rowcount or 0))
        row = conn.execute(
            f"SELECT memory_id FROM {sqlite_history.TABLE} WHERE id = ?", (history_id,)
        ).fetchone()
        if written and row is not None:
            scrubbed = {"redacted": ["history"], "rows": [history_id]}
            sqlite_history.log(conn, int(row[0]), "scrub", scrubbed, time.time())
        return written

    def scrub_row(
        self,
        conn: Any,
        table: str,
        row_id: int,
        old: dict[str, Any],
        sets: dict[str, Any],
        sql: str,
        params: Sequence[Any],
    ) -> int:
        """Write an episode's or an outcome's redacted columns (`sql`: an UPDATE guarded by
        the values read) and log the scrub on the memories the row belongs to, as the team
        store's retain_scrub_row does (m015); how many rows were written."""
        from retain.store import sqlite_history

        cur = conn.execute(sql, params)
        written = max(0, int(cur.rowcount or 0))
        if written:
            sqlite_history.log_row_scrub(conn, table, row_id, [c for c in sets if c in old])
        return written

    def count_uses(self, conn: Any, ids: Iterable[int], now: float) -> None:
        """Each mention of an id is a use: n_used + 1, full strength, last used now (each
        logged, retain.store.sqlite_history)."""
        from retain.store import sqlite_history

        sqlite_history.count_uses(conn, list(ids), now)

    def count_shown(self, conn: Any, memory_id: int, used: bool, now: float) -> None:
        """A shown memory was used (a use, logged: retain.store.sqlite_history) or not."""
        if used:
            from retain.store import sqlite_history

            sqlite_history.count_shown_used(conn, memory_id, now)
        else:
            conn.execute(
                "UPDATE memories SET shown_unused = shown_unused + 1 WHERE id = ?", (memory_id,)
            )


class PostgresChanges(SqliteChanges):
    """A memory's changes on the team store: the server's functions and triggers log them."""

    # The team store's functions (retain.store.pg_guard): the same changes, each checked
    # and logged with its caller on the server. A memory the caller cannot see is
    # skipped, as the UPDATE under row-level security skipped it.
    def set_memory(self, conn: Any, memory_id: int, fields: dict[str, Any]) -> None:
        conn.execute("SELECT retain_update_memory(%s, %s::jsonb)", (memory_id, json.dumps(fields)))

    def log_link(
        self, conn: Any, memory_id: int, other_id: int, kind: str, op: str, at: Any
    ) -> None:
        pass  # the server's trigger on links logs it with its caller (m016, pg_link_history)

    def anchors_held(
        self, conn: Any, where: str, params: Sequence[Any]
    ) -> dict[int, tuple[int, str]]:
        return {}  # the server's trigger logs each change with its caller (m017)

    def log_anchors(
        self,
        conn: Any,
        before: Mapping[int, tuple[int, str]],
        after: Mapping[int, tuple[str, Any]],
        at: float,
    ) -> None:
        pass

    def scrub_links(self, conn: Any, old: str, sql: str, params: Sequence[Any]) -> int:
        cur = conn.execute(sql, params)  # logged by the same trigger
        return max(0, int(cur.rowcount or 0))

    def set_stale(self, conn: Any, memory_id: int, at: float, note: str | None) -> bool:
        return bool(_answered(conn, "SELECT retain_set_stale(%s, %s, %s)", (memory_id, at, note)))

    def scrub_memory(
        self,
        conn: Any,
        memory_id: int,
        old: dict[str, Any],
        sets: dict[str, Any],
        sql: str,
        params: Sequence[Any],
    ) -> int:
        # No member rewrites a memory's text in place: retain_scrub_memory checks that
        # each new text only replaces spans of the old one with placeholders
        # (retain.store.pg_guard), then logs the scrub. `sql` is not used here.
        return _answered(
            conn,
            "SELECT retain_scrub_memory(%s, %s::jsonb, %s::jsonb)",
            (memory_id, json.dumps(old), json.dumps(sets)),
        )

    def scrub_history(
        self, conn: Any, history_id: int, old: str, new: str, sql: str, params: Sequence[Any]
    ) -> int:
        # No member rewrites history: retain_scrub_history checks that the new value only
        # replaces spans of string values with placeholders, then logs the scrub
        # (retain.store.pg_history). `sql` is not used here.
        return _answered(
            conn, "SELECT retain_scrub_history(%s, %s::jsonb, %s::jsonb)", (history_id, old, new)
        )

    def scrub_row(
        self,
        conn: Any,
        table: str,
        row_id: int,
        old: dict[str, Any],
        sets: dict[str, Any],
        sql: str,
        params: Sequence[Any],
    ) -> int:
        # No member rewrites evidence or outcomes: retain_scrub_row checks that each new
        # text only replaces spans of the old one with placeholders (retain.store.pg_scrub).
        # An anchor is written as members may (m008) and logged by its trigger (m017).
        if table == "anchors":
            return max(0, int(conn.execute(sql, params).rowcount or 0))
        return _answered(
            conn,
            "SELECT retain_scrub_row(%s, %s, %s::jsonb, %s::jsonb)",
            (table, row_id, json.dumps(old), json.dumps(sets)),
        )

    def count_uses(self, conn: Any, ids: Iterable[int], now: float) -> None:
        conn.execute("SELECT retain_record_use(%s::bigint[], %s)", (list(ids), now))

    def count_shown(self, conn: Any, memory_id: int, used: bool, now: float) -> None:
        conn.execute("SELECT retain_record_shown(%s, %s, %s)", (memory_id, bool(used), now))


def _answered(conn: Any, sql: str, params: Sequence[Any]) -> int:
    """1 when the team store's function said it changed the row, else 0 (hidden, missing,
    or nothing to change: the functions answer those alike)."""
    row = conn.execute(sql, params).fetchone()
    return 1 if row and row[0] else 0
