"""What sessions were shown and used, as rows a memory's export carries and an import puts
back (retain.memory.history): its `injections` (which session, when, by which block, whether it
was used and how) and `found_uses` (sessions that used it unshown). One body of
statements for both stores, in SQLite's spelling (retain.store.dialect).

A mixin of SqliteStore and PostgresStore. On the team store both tables are their
owner's rows, so a developer exports and imports their own sessions only. Stdlib only.
Callers own transactions.
"""

from __future__ import annotations

from collections.abc import Sequence

from retain.models import FoundUse, InjectionRecord
from retain.store.statements import Statements


class UsageRowOps(Statements):
    """Reading and restoring a memory's injections and found uses as they were."""

    def injections_of(self, ids: Sequence[int]) -> dict[int, list[InjectionRecord]]:
        """The injections of these memories, oldest first (one per session each)."""
        out: dict[int, list[InjectionRecord]] = {}
        for mid, sid, at, source, kind, used, how, decided in self._rows_in(
            "SELECT memory_id, session_id, at, source, kind, used, used_how, decided_at "
            "FROM injections WHERE memory_id IN ({ids}) ORDER BY memory_id, at, session_id",
            ids,
        ):
            out.setdefault(int(mid), []).append(
                InjectionRecord(
                    session_id=sid,
                    at=float(at),
                    source=source,
                    kind=kind,
                    used=None if used is None else bool(used),
                    used_how=how,
                    decided_at=None if decided is None else float(decided),
                )
            )
        return out

    def found_uses_of(self, ids: Sequence[int]) -> dict[int, list[FoundUse]]:
        """The found uses of these memories, oldest first."""
        out: dict[int, list[FoundUse]] = {}
        for mid, sid, how, at in self._rows_in(
            "SELECT memory_id, session_id, how, at FROM found_uses "
            "WHERE memory_id IN ({ids}) ORDER BY memory_id, at, session_id",
            ids,
        ):
            out.setdefault(int(mid), []).append(FoundUse(sid, how, float(at)))
        return out

    def restore_usage(
        self, memory_id: int, injections: Sequence[InjectionRecord], found: Sequence[FoundUse]
    ) -> None:
        """Put a memory's injections and found uses back as they were (an import): the
        counters beside the memory are the caller's, so nothing is counted again. A
        session the memory already has a row of is not added twice."""
        d = self.dialect
        with self._c() as conn:
            seen = {
                r[0]
                for r in conn.execute(
                    d.q("SELECT session_id FROM injections WHERE memory_id = ?"), (memory_id,)
                ).fetchall()
            }
            d.executemany(
                conn,
                "INSERT INTO injections (session_id, memory_id, at, source, kind, used, "
                "used_how, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (i.session_id, memory_id, i.at, i.source, i.kind, i.used, i.used_how,
                     i.decided_at)
                    for i in injections
                    if i.session_id not in seen
                ],
            )  # fmt: skip
            d.executemany(
                conn,
                d.insert_ignore(
                    "INSERT INTO found_uses (session_id, memory_id, how, at) VALUES (?, ?, ?, ?)"
                ),
                [(f.session_id, memory_id, f.how, f.at) for f in found],
            )
