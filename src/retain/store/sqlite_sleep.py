"""The sleep pass's SQLite-only statements: its pending observations and its word matches
(FTS5). A mixin of SqliteStore (retain.store.sqlite); what both stores run alike is
retain.store.sleep_rows. Stdlib only.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence
from typing import Any

from retain.store import sqlite_lexicon as lexicon
from retain.store.sleep_rows import REVIVABLE
from retain.text import fts_quote


class SleepOps:
    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def pending_episodes(self) -> list[dict[str, Any]]:
        """Observations not yet distilled into beliefs."""
        with self._c() as conn:
            rows = conn.execute(
                "SELECT id, text, session_id, project_id, outcome, kind, signal, created_at, "
                "content_hash, context, branch_seen FROM episodes WHERE distilled_at IS NULL"
            ).fetchall()
        return [dict(r) for r in rows]

    def pending_count(self) -> int:
        with self._c() as conn:
            return int(
                conn.execute("SELECT COUNT(*) FROM episodes WHERE distilled_at IS NULL").fetchone()[
                    0
                ]
            )

    def word_count(self, token: str, cap: int) -> int:
        """How many memories use this word (as indexed), counted up to `cap`."""
        with self._c() as conn:
            return lexicon.word_count(conn, token, cap)

    def word_groups_match(
        self, groups: Sequence[Sequence[str]], *, scope: str, project_id: str | None, limit: int
    ) -> list[tuple[int, str]]:
        """(id, text) of live or revivable memories in exactly this scope that contain
        every word of at least one group, best word match first."""
        if not groups:
            return []
        body = " OR ".join(
            "(" + " AND ".join(fts_quote(t) for t in g) + ")" if len(g) > 1 else fts_quote(g[0])
            for g in groups
        )
        with self._c() as conn:
            rows = conn.execute(
                "SELECT m.id, m.text FROM memories_fts JOIN memories m "
                "ON m.id = memories_fts.rowid WHERE memories_fts MATCH ? AND m.scope = ? "
                f"AND m.project_id IS ? AND {REVIVABLE} ORDER BY bm25(memories_fts), m.id LIMIT ?",
                (f"index_text : ({body})", scope, project_id, limit),
            ).fetchall()
        return [(r[0], r[1]) for r in rows]
