"""Search candidates: the word matches (FTS5 and bm25 stay here; the filters on the ids
they find are retain.store.memory_ops', shared with the team store).

A mixin of SqliteStore (retain.store.sqlite). The core passes plain text; the MATCH
query is built here (retain.text.fts_query). Stdlib only.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence
from typing import Any

from retain import text as textmod
from retain.store import queries
from retain.store.sqlite_lexicon import LexiconOps


class SearchOps:
    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    # The same statement as the prompt hook's lean store: one body for both.
    lexical_ranked = LexiconOps.lexical_ranked

    def lexical_visible(
        self,
        text: str,
        *,
        project_id: str | None,
        at: float | None,
        limit: int,
        kind: str | None = None,
        valence: str | None = None,
        context_weight: float,
        branches: Sequence[str] = (),
    ) -> list[tuple[int, float]]:
        """Best word matches among the memories visible in this scope, time and filters."""
        match = textmod.fts_query(text)
        if match is None:
            return []
        with self._c() as conn:
            return queries.fts_candidates(
                conn,
                match,
                project_id=project_id,
                at=at,
                limit=limit,
                kind=kind,
                valence=valence,
                context_weight=context_weight,
                branches=branches,
            )

    def lexical_in_scope(
        self, text: str, *, scope: str, project_id: str | None, limit: int
    ) -> list[tuple[int, str, str]]:
        """(id, text, valence) of the live memories in exactly this scope sharing the most
        words with `text`, best first; the context column does not count (weight 0)."""
        match = textmod.fts_query(text)
        if match is None:
            return []
        with self._c() as conn:
            # FTS alone first (a long text ORs many words; ranking every match joined with
            # the scope filter took ~40 ms at 100k memories), then the scope filter on the
            # few ids; the joined query only when too few of them are in this scope.
            ranked = queries.fts_ranked(conn, match, limit=limit * 8, context_weight=0.0)
            where = "m.status = 'live' AND m.scope = ? AND m.project_id IS ?"
            rows: list[Any] = []
            if ranked:
                marks = ",".join("?" * len(ranked))
                by_id = {
                    r[0]: r
                    for r in conn.execute(
                        f"SELECT m.id, m.text, m.valence FROM memories m "
                        f"WHERE m.id IN ({marks}) AND +{where}",
                        (*[mid for mid, _ in ranked], scope, project_id),
                    )
                }
                rows = [by_id[mid] for mid, _ in ranked if mid in by_id][:limit]
            if len(rows) < limit and len(ranked) == limit * 8:
                rows = conn.execute(
                    "SELECT m.id, m.text, m.valence FROM memories_fts JOIN memories m "
                    f"ON m.id = memories_fts.rowid WHERE memories_fts MATCH ? AND {where} "
                    "ORDER BY bm25(memories_fts, 1.0, 0.0) LIMIT ?",
                    (match, scope, project_id, limit),
                ).fetchall()
            return [(r[0], r[1], r[2]) for r in rows]
