"""What a scrub does that only SQLite needs: the owed-scrub flag (migration m010), and
leaving no copy of the old text in the file: the FTS5 index rebuilt (its segments keep
deleted terms until merged), the WAL checkpointed and truncated, the free pages gone
(VACUUM), with `secure_delete` on so the pages the scrub frees are zeroed meanwhile.

A mixin of SqliteStore (retain.store.sqlite); retain.sleep.scrub drives it.
"""

from __future__ import annotations

import contextlib
import sqlite3

from retain.store.migrations import SCRUB_FLAG, note_redaction_rules, owed_scrub
from retain.store.scrub_rows import Purge
from retain.store.sqlite_compact import compact


class SqliteScrubOps:
    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def scrub_pending(self) -> str | None:
        """Why a scrub is owed, or None (retain.store.migrations.owed_scrub)."""
        with self._c() as conn:
            return owed_scrub(conn)

    def scrub_flag_set_at(self) -> float | None:
        with self._c() as conn:
            row = conn.execute(
                "SELECT set_at FROM store_flags WHERE name = ?", (SCRUB_FLAG,)
            ).fetchone()
        return None if row is None else float(row[0])

    def clear_scrub_pending(self, upto: float) -> None:
        """The scrub that started at `upto` (or later than the flag was set) has finished:
        every row is redacted under today's rules. Drop the flag (not one set again
        meanwhile, by a newer migration) and record the rules' version."""
        with self._c() as conn:
            conn.execute(
                "DELETE FROM store_flags WHERE name = ? AND set_at <= ?", (SCRUB_FLAG, upto)
            )
            note_redaction_rules(conn, scrubbed=True)

    def secure_writes(self) -> None:
        """Zero the pages this session's writes free (SQLite's secure_delete): the old text
        of a rewritten row does not linger in a free page until VACUUM."""
        with self._c() as conn:
            conn.execute("PRAGMA secure_delete = ON")

    def purge_freed_text(self, rebuild_index: bool) -> Purge:
        """Rebuild the full-text index (when rows changed), then VACUUM and truncate the
        WAL, so no page of the file or its WAL keeps text the scrub replaced. Outside any
        transaction; waits for other writers on the busy timeout."""
        with self._c() as conn:
            if rebuild_index:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('rebuild')")
                    conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise
            truncated = compact(conn)
        return Purge(index_rebuilt=rebuild_index, vacuumed=True, wal_truncated=truncated)
