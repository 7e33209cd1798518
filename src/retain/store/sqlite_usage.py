"""What sessions were shown and used: decisions beside the injections, the counters the
SessionStart ranking reads, and the precision/recall report.

A mixin of SqliteStore (retain.store.sqlite). Stdlib only. Callers own transactions.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterable, Mapping

STATUS_SESSIONS = 20  # `retain status` reports injection precision over this many sessions


class UsageOps:
    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def undecided(self, session_id: str) -> list[tuple[int, str, float, str]]:
        with self._c() as conn:
            return undecided(conn, session_id)

    def record_decisions(
        self, session_id: str, decisions: Iterable[tuple[int, bool, str | None]], now: float
    ) -> tuple[int, int]:
        with self._c() as conn:
            return record_decisions(conn, session_id, decisions, now)

    def record_found(self, session_id: str, found: Mapping[int, str], now: float) -> int:
        with self._c() as conn:
            return record_found(conn, session_id, found, now)

    def injection_report(self, sessions: int = STATUS_SESSIONS) -> dict[str, object]:
        with self._c() as conn:
            return injection_report(conn, sessions)


def undecided(conn: sqlite3.Connection, session_id: str) -> list[tuple[int, str, float, str]]:
    """(memory id, text, shown at, kind) of this session's injections not yet decided."""
    rows = conn.execute(
        "SELECT i.memory_id, m.text, MIN(i.at), MIN(i.kind) FROM injections i "
        "JOIN memories m ON m.id = i.memory_id "
        "WHERE i.session_id = ? AND i.used IS NULL GROUP BY i.memory_id ORDER BY MIN(i.at)",
        (session_id,),
    )
    return [(r[0], r[1], float(r[2]), r[3]) for r in rows]


def record_decisions(
    conn: sqlite3.Connection,
    session_id: str,
    decisions: Iterable[tuple[int, bool, str | None]],
    now: float,
) -> tuple[int, int]:
    """Write (memory id, used, how) beside the session's injections and move each memory's
    counters; a used memory also counts as a use (strength, last_used_at). Only rows not
    decided yet change, so a second pass over the same session changes nothing.
    Returns (used, unused) counts of what was decided now."""
    used = unused = 0
    for memory_id, was_used, how in decisions:
        cur = conn.execute(
            "UPDATE injections SET used = ?, used_how = ?, decided_at = ? "
            "WHERE session_id = ? AND memory_id = ? AND used IS NULL",
            (int(was_used), how, now, session_id, memory_id),
        )
        if not cur.rowcount:
            continue
        if was_used:
            used += 1
            conn.execute(
                "UPDATE memories SET shown_used = shown_used + 1, shown_unused = 0, "
                "n_used = n_used + 1, strength = 1.0, last_used_at = ?, updated_at = ? "
                "WHERE id = ?",
                (now, now, memory_id),
            )
        else:
            unused += 1
            conn.execute(
                "UPDATE memories SET shown_unused = shown_unused + 1 WHERE id = ?", (memory_id,)
            )
    return used, unused


def record_found(
    conn: sqlite3.Connection, session_id: str, found: Mapping[int, str], now: float
) -> int:
    """Memories the session used that no block showed it (ids that exist only)."""
    added = 0
    for memory_id, how in found.items():
        if memory_id <= 0 or memory_id > 2**63 - 1:
            continue
        cur = conn.execute(
            "INSERT OR IGNORE INTO found_uses (session_id, memory_id, how, at) "
            "SELECT ?, id, ?, ? FROM memories WHERE id = ?",
            (session_id, how, now, memory_id),
        )
        added += cur.rowcount
    return added


def injection_report(
    conn: sqlite3.Connection, sessions: int = STATUS_SESSIONS
) -> dict[str, object]:
    """Precision (shown and used / shown and decided) per block kind and recall (used
    memories a block had shown / all used memories) over the last decided sessions."""
    recent = [
        r[0]
        for r in conn.execute(
            "SELECT session_id FROM injections WHERE decided_at IS NOT NULL "
            "GROUP BY session_id ORDER BY MAX(decided_at) DESC LIMIT ?",
            (sessions,),
        )
    ]
    report: dict[str, object] = {"sessions": len(recent)}
    if not recent:
        return report
    marks = ",".join("?" * len(recent))
    by_kind = conn.execute(
        f"SELECT kind, COUNT(*), SUM(used) FROM injections WHERE session_id IN ({marks}) "
        "AND used IS NOT NULL GROUP BY kind",
        recent,
    ).fetchall()
    shown = sum(r[1] for r in by_kind)
    hits = sum(r[2] or 0 for r in by_kind)
    missed = conn.execute(
        f"SELECT COUNT(*) FROM found_uses WHERE session_id IN ({marks})", recent
    ).fetchone()[0]
    report["shown"] = shown
    report["used"] = hits
    report["precision"] = hits / shown if shown else None
    report["found_elsewhere"] = missed
    report["recall"] = hits / (hits + missed) if hits + missed else None
    for kind, n, used in by_kind:
        report[f"{kind}_precision"] = (used or 0) / n if n else None
    return report
