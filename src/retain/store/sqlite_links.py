"""Links between memories: the newer one "may update" the older (migration m004).

The write gate records one when the evidence that a statement replaces a belief is too
weak to close it; ranking, memory_explain and the sleep pass read them. A mixin of
SqliteStore (retain.store.sqlite). Stdlib only.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence

from retain.store.base import LinkRow

_CHUNK = 400  # ids bound per statement, well under SQLite's variable limit


class LinkOps:
    """Statements of the links table."""

    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def add_link(self, memory_id: int, other_id: int, kind: str, now: float, evidence: str) -> None:
        """Record that `memory_id` may update `other_id` (kept once per pair and kind)."""
        with self._c() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO links (memory_id, other_id, kind, at, evidence) "
                "VALUES (?, ?, ?, ?, ?)",
                (memory_id, other_id, kind, now, evidence),
            )

    def links_of(self, memory_id: int) -> list[LinkRow]:
        with self._c() as conn:
            rows = conn.execute(
                "SELECT memory_id, other_id, kind, at, evidence, settled_at FROM links "
                "WHERE memory_id = ? OR other_id = ? ORDER BY at, memory_id, other_id",
                (memory_id, memory_id),
            ).fetchall()
        return [(r[0], r[1], r[2], r[3], r[4], r[5]) for r in rows]

    def links_among(self, ids: Sequence[int], kind: str) -> list[tuple[int, int]]:
        found: list[tuple[int, int]] = []
        with self._c() as conn:
            for start in range(0, len(ids), _CHUNK):
                chunk = list(ids[start : start + _CHUNK])
                marks = ",".join("?" * len(chunk))
                found += [
                    (r[0], r[1])
                    for r in conn.execute(
                        "SELECT memory_id, other_id FROM links WHERE kind = ? "
                        f"AND settled_at IS NULL AND other_id IN ({marks})",
                        (kind, *chunk),
                    )
                ]
        wanted = set(ids)
        return [(a, b) for a, b in found if a in wanted]

    def open_links(self, kind: str, limit: int) -> list[tuple[int, int]]:
        with self._c() as conn:
            return [
                (r[0], r[1])
                for r in conn.execute(
                    "SELECT l.memory_id, l.other_id FROM links l "
                    "JOIN memories a ON a.id = l.memory_id JOIN memories b ON b.id = l.other_id "
                    "WHERE l.kind = ? AND l.settled_at IS NULL AND a.status = 'live' "
                    "AND b.status = 'live' ORDER BY l.at LIMIT ?",
                    (kind, limit),
                )
            ]

    def settle_link(self, memory_id: int, other_id: int, kind: str, now: float) -> None:
        with self._c() as conn:
            conn.execute(
                "UPDATE links SET settled_at = ? WHERE memory_id = ? AND other_id = ? AND kind = ?",
                (now, memory_id, other_id, kind),
            )
