"""What sessions were shown and used: decisions beside the injections, the counters the
SessionStart ranking reads, and the precision/recall report. One body of statements for
both stores, in SQLite's spelling (retain.store.dialect).

A mixin of SqliteStore and PostgresStore. On the team store injections and found uses
are their owner's rows, so each developer's report is about their own sessions; the
counters live on the memory. Stdlib only. Callers own transactions.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from retain.limits import MAX_ID
from retain.store.statements import Statements

STATUS_SESSIONS = 20  # `retain status` reports injection precision over this many sessions


class UsageOps(Statements):
    def undecided(self, session_id: str) -> list[tuple[int, str, float, str]]:
        """(memory id, text, first shown at, kind) of this session's injections not yet
        decided, first shown first."""
        rows = self._rows(
            "SELECT i.memory_id, m.text, MIN(i.at), MIN(i.kind) FROM injections i "
            "JOIN memories m ON m.id = i.memory_id WHERE i.session_id = ? "
            "AND i.used IS NULL GROUP BY i.memory_id, m.text "
            "ORDER BY MIN(i.at), i.memory_id",
            (session_id,),
        )
        return [(int(r[0]), r[1], float(r[2]), r[3]) for r in rows]

    def record_decisions(
        self, session_id: str, decisions: Iterable[tuple[int, bool, str | None]], now: float
    ) -> tuple[int, int]:
        """Write (memory id, used, how) beside the session's injections and move each
        memory's counters; a used memory also counts as a use (strength, last_used_at).
        Only rows not decided yet change, so a second pass over the same session changes
        nothing. Returns (used, unused) counts of what was decided now."""
        q = self.dialect.q
        used = unused = 0
        with self._c() as conn:
            for memory_id, was_used, how in decisions:
                cur = conn.execute(
                    q(
                        "UPDATE injections SET used = ?, used_how = ?, decided_at = ? "
                        "WHERE session_id = ? AND memory_id = ? AND used IS NULL"
                    ),
                    (bool(was_used), how, now, session_id, memory_id),
                )
                if not cur.rowcount:
                    continue
                if was_used:
                    used += 1
                else:
                    unused += 1
                self.dialect.count_shown(conn, memory_id, bool(was_used), now)
        return used, unused

    def record_found(self, session_id: str, found: Mapping[int, str], now: float) -> int:
        """Memories the session used that no block showed it (ids that exist, and that
        the caller can see, only)."""
        d = self.dialect
        sql = d.q(
            d.insert_ignore(
                "INSERT INTO found_uses (session_id, memory_id, how, at) "
                "SELECT ?, id, ?, ? FROM memories WHERE id = ?"
            )
        )
        added = 0
        with self._c() as conn:
            for memory_id, how in found.items():
                if memory_id <= 0 or memory_id > MAX_ID:
                    continue
                added += conn.execute(sql, (session_id, how, now, memory_id)).rowcount
        return added

    def injection_report(self, sessions: int = STATUS_SESSIONS) -> dict[str, object]:
        """Precision (shown and used / shown and decided) per block kind and recall (used
        memories a block had shown / all used memories) over the last decided sessions."""
        d = self.dialect
        with self._c() as conn:
            recent = [
                r[0]
                for r in conn.execute(
                    d.q(
                        "SELECT session_id FROM injections WHERE decided_at IS NOT NULL "
                        "GROUP BY session_id ORDER BY MAX(decided_at) DESC LIMIT ?"
                    ),
                    (sessions,),
                ).fetchall()
            ]
            report: dict[str, object] = {"sessions": len(recent)}
            if not recent:
                return report
            # the counts come per chunk of sessions; they are added up here
            kinds: dict[str, list[int]] = {}
            for kind, n, n_used in d.rows_in(
                conn,
                "SELECT kind, COUNT(*), COUNT(CASE WHEN used THEN 1 END) FROM injections "
                "WHERE session_id IN ({ids}) AND used IS NOT NULL GROUP BY kind",
                recent,
            ):
                counts = kinds.setdefault(kind, [0, 0])
                counts[0] += int(n)
                counts[1] += int(n_used)
            missed = sum(
                int(r[0])
                for r in d.rows_in(
                    conn, "SELECT COUNT(*) FROM found_uses WHERE session_id IN ({ids})", recent
                )
            )
        shown = sum(n for n, _ in kinds.values())
        hits = sum(n_used for _, n_used in kinds.values())
        report["shown"] = shown
        report["used"] = hits
        report["precision"] = hits / shown if shown else None
        report["found_elsewhere"] = missed
        report["recall"] = hits / (hits + missed) if hits + missed else None
        for kind in sorted(kinds):
            n, n_used = kinds[kind]
            report[f"{kind}_precision"] = n_used / n if n else None
        return report
