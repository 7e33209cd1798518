"""PostgresStore's record of what sessions used of what they were shown: decisions beside
the injections, the counters the SessionStart ranking reads, and the precision/recall
report (a mixin of retain.store.postgres.PostgresStore; the same rules as
retain.store.sqlite_usage). Injections and found uses are their owner's rows, so each
developer's report is about their own sessions. Callers own transactions."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Mapping
from typing import Any

from retain.limits import MAX_ID
from retain.store.sqlite_usage import STATUS_SESSIONS


class UsageOps:
    def _c(self) -> contextlib.AbstractContextManager[Any]:
        raise NotImplementedError

    def undecided(self, session_id: str) -> list[tuple[int, str, float, str]]:
        """(memory id, text, first shown at, kind) of this session's undecided injections."""
        with self._c() as conn:
            rows = conn.execute(
                "SELECT i.memory_id, m.text, MIN(i.at), MIN(i.kind) FROM injections i "
                "JOIN memories m ON m.id = i.memory_id WHERE i.session_id = %s "
                "AND i.used IS NULL GROUP BY i.memory_id, m.text ORDER BY MIN(i.at), i.memory_id",
                (session_id,),
            ).fetchall()
        return [(int(r[0]), r[1], float(r[2]), r[3]) for r in rows]

    def record_decisions(
        self, session_id: str, decisions: Iterable[tuple[int, bool, str | None]], now: float
    ) -> tuple[int, int]:
        """See retain.store.sqlite_usage.record_decisions: only undecided rows change."""
        used = unused = 0
        with self._c() as conn:
            for memory_id, was_used, how in decisions:
                cur = conn.execute(
                    "UPDATE injections SET used = %s, used_how = %s, decided_at = %s "
                    "WHERE session_id = %s AND memory_id = %s AND used IS NULL",
                    (bool(was_used), how, now, session_id, memory_id),
                )
                if not cur.rowcount:
                    continue
                if was_used:
                    used += 1
                    conn.execute(
                        "UPDATE memories SET shown_used = shown_used + 1, shown_unused = 0, "
                        "n_used = n_used + 1, strength = 1.0, last_used_at = %s, "
                        "updated_at = %s WHERE id = %s",
                        (now, now, memory_id),
                    )
                else:
                    unused += 1
                    conn.execute(
                        "UPDATE memories SET shown_unused = shown_unused + 1 WHERE id = %s",
                        (memory_id,),
                    )
        return used, unused

    def record_found(self, session_id: str, found: Mapping[int, str], now: float) -> int:
        """Memories the session used that no block showed it (ids the caller can see)."""
        added = 0
        with self._c() as conn:
            for memory_id, how in found.items():
                if memory_id <= 0 or memory_id > MAX_ID:
                    continue
                cur = conn.execute(
                    "INSERT INTO found_uses (session_id, memory_id, how, at) "
                    "SELECT %s, id, %s, %s FROM memories WHERE id = %s ON CONFLICT DO NOTHING",
                    (session_id, how, now, memory_id),
                )
                added += cur.rowcount
        return added

    def injection_report(self, sessions: int = STATUS_SESSIONS) -> dict[str, object]:
        """See retain.store.sqlite_usage.injection_report (this user's sessions)."""
        with self._c() as conn:
            recent = [
                r[0]
                for r in conn.execute(
                    "SELECT session_id FROM injections WHERE decided_at IS NOT NULL "
                    "GROUP BY session_id ORDER BY MAX(decided_at) DESC LIMIT %s",
                    (sessions,),
                )
            ]
            report: dict[str, object] = {"sessions": len(recent)}
            if not recent:
                return report
            by_kind = conn.execute(
                "SELECT kind, COUNT(*), COUNT(*) FILTER (WHERE used) FROM injections "
                "WHERE session_id = ANY(%s) AND used IS NOT NULL GROUP BY kind ORDER BY kind",
                (recent,),
            ).fetchall()
            missed = conn.execute(
                "SELECT COUNT(*) FROM found_uses WHERE session_id = ANY(%s)", (recent,)
            ).fetchone()[0]
        shown = sum(int(r[1]) for r in by_kind)
        hits = sum(int(r[2] or 0) for r in by_kind)
        report["shown"] = shown
        report["used"] = hits
        report["precision"] = hits / shown if shown else None
        report["found_elsewhere"] = int(missed)
        report["recall"] = hits / (hits + missed) if hits + missed else None
        for kind, n, n_used in by_kind:
            report[f"{kind}_precision"] = int(n_used or 0) / n if n else None
        return report
