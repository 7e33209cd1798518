"""Outcomes (explicit and inferred) and anchors: their statements (migration m006).

A mixin of SqliteStore (retain.store.sqlite). Stdlib only: SessionStart checks anchors.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence

from retain.errors import NotFound
from retain.models import AnchorRecord, OutcomeRecord

_OUTCOME_COLUMNS = (
    "id, memory_id, outcome, inferred, source, session_id, command, detail, at, undone_at"
)
_ANCHOR_COLUMNS = (
    "id, memory_id, kind, value, fingerprint, detail, branch, state, gone_sessions, "
    "last_session, checked_at"
)


def _outcome(row: sqlite3.Row) -> OutcomeRecord:
    d = dict(row)
    d["inferred"] = bool(d["inferred"])
    return OutcomeRecord(**d)


def _anchor(row: sqlite3.Row) -> AnchorRecord:
    return AnchorRecord(**dict(row))


class AnchorOps:
    """Statements of outcomes and anchors."""

    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    # -- outcomes -------------------------------------------------------------------------
    def add_outcome(
        self,
        memory_id: int,
        outcome: str,
        *,
        inferred: bool,
        source: str,
        now: float,
        session_id: str | None = None,
        command: str | None = None,
        detail: str | None = None,
    ) -> int | None:
        """Record an outcome; None when this session already gave this memory an inferred
        one (a sleep pass run twice on a transcript credits it once)."""
        with self._c() as conn:
            cur = conn.execute(
                "INSERT OR IGNORE INTO outcomes(memory_id, outcome, inferred, source, session_id, "
                "command, detail, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (memory_id, outcome, int(inferred), source, session_id, command, detail, now),
            )
            return int(cur.lastrowid) if cur.rowcount and cur.lastrowid is not None else None

    def outcomes_of(self, memory_id: int) -> list[OutcomeRecord]:
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {_OUTCOME_COLUMNS} FROM outcomes WHERE memory_id = ? ORDER BY at, id",
                (memory_id,),
            ).fetchall()
        return [_outcome(r) for r in rows]

    def get_outcome(self, outcome_id: int) -> OutcomeRecord:
        with self._c() as conn:
            row = conn.execute(
                f"SELECT {_OUTCOME_COLUMNS} FROM outcomes WHERE id = ?", (outcome_id,)
            ).fetchone()
        if row is None:
            raise NotFound(f"no outcome with id {outcome_id}")
        return _outcome(row)

    def inferred_outcomes(self, session_id: str) -> list[OutcomeRecord]:
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {_OUTCOME_COLUMNS} FROM outcomes WHERE session_id = ? AND inferred = 1 "
                "AND undone_at IS NULL ORDER BY id",
                (session_id,),
            ).fetchall()
        return [_outcome(r) for r in rows]

    def mark_outcome_undone(self, outcome_id: int, now: float) -> None:
        with self._c() as conn:
            conn.execute("UPDATE outcomes SET undone_at = ? WHERE id = ?", (now, outcome_id))

    # -- anchors --------------------------------------------------------------------------
    def unanchored(self, project_id: str, limit: int) -> list[tuple[int, str]]:
        """(id, text) of live memories of this project whose anchors were never looked for."""
        with self._c() as conn:
            rows = conn.execute(
                "SELECT id, text FROM memories WHERE status = 'live' AND scope = 'project' "
                "AND project_id = ? AND anchored_at IS NULL ORDER BY id LIMIT ?",
                (project_id, limit),
            ).fetchall()
        return [(int(r[0]), str(r[1])) for r in rows]

    def save_anchors(self, memory_id: int, anchors: Sequence[AnchorRecord], now: float) -> None:
        """Replace a memory's anchors (none is fine: it names nothing of the project)."""
        with self._c() as conn:
            conn.execute("DELETE FROM anchors WHERE memory_id = ?", (memory_id,))
            conn.executemany(
                "INSERT OR IGNORE INTO anchors(memory_id, kind, value, fingerprint, detail, "
                "branch, state, gone_sessions, last_session, checked_at) "
                "VALUES (?,?,?,?,?,?,?,?,?,?)",
                [
                    (memory_id, a.kind, a.value, a.fingerprint, a.detail, a.branch, a.state,
                     a.gone_sessions, a.last_session, now)
                    for a in anchors
                ],
            )  # fmt: skip
            conn.execute("UPDATE memories SET anchored_at = ? WHERE id = ?", (now, memory_id))

    def forget_anchors(self, memory_id: int) -> None:
        """Drop a memory's anchors and its stale mark: the next pass anchors it afresh."""
        with self._c() as conn:
            conn.execute("DELETE FROM anchors WHERE memory_id = ?", (memory_id,))
            conn.execute(
                "UPDATE memories SET anchored_at = NULL, stale_at = NULL, stale_reason = NULL "
                "WHERE id = ?",
                (memory_id,),
            )

    def anchors_of(self, ids: Sequence[int]) -> dict[int, list[AnchorRecord]]:
        out: dict[int, list[AnchorRecord]] = {}
        with self._c() as conn:
            for start in range(0, len(ids), 500):
                chunk = list(ids[start : start + 500])
                marks = ",".join("?" * len(chunk))
                for row in conn.execute(
                    f"SELECT {_ANCHOR_COLUMNS} FROM anchors WHERE memory_id IN ({marks}) "
                    "ORDER BY id",
                    chunk,
                ):
                    out.setdefault(int(row["memory_id"]), []).append(_anchor(row))
        return out

    def anchored_live(self, project_id: str, after_id: int, limit: int) -> list[int]:
        """Ids of this project's live memories that have anchors, after `after_id`."""
        with self._c() as conn:
            rows = conn.execute(
                "SELECT DISTINCT a.memory_id FROM anchors a JOIN memories m ON m.id = a.memory_id "
                "WHERE m.status = 'live' AND m.scope = 'project' AND m.project_id = ? "
                "AND a.memory_id > ? ORDER BY a.memory_id LIMIT ?",
                (project_id, after_id, limit),
            ).fetchall()
        return [int(r[0]) for r in rows]

    def update_anchors(self, anchors: Sequence[AnchorRecord]) -> None:
        with self._c() as conn:
            conn.executemany(
                "UPDATE anchors SET value = ?, fingerprint = ?, detail = ?, branch = ?, state = ?, "
                "gone_sessions = ?, last_session = ?, checked_at = ? WHERE id = ?",
                [
                    (a.value, a.fingerprint, a.detail, a.branch, a.state, a.gone_sessions,
                     a.last_session, a.checked_at, a.id)
                    for a in anchors
                ],
            )  # fmt: skip

    def set_stale(self, memory_id: int, now: float, reason: str | None) -> bool:
        """Mark (reason) or clear (None) a memory's possibly-stale flag; True if it changed."""
        with self._c() as conn:
            if reason is None:
                cur = conn.execute(
                    "UPDATE memories SET stale_at = NULL, stale_reason = NULL "
                    "WHERE id = ? AND stale_at IS NOT NULL",
                    (memory_id,),
                )
            else:
                cur = conn.execute(
                    "UPDATE memories SET stale_at = COALESCE(stale_at, ?), stale_reason = ? "
                    "WHERE id = ? AND stale_reason IS NOT ?",
                    (now, reason, memory_id, reason),
                )
            return bool(cur.rowcount)
