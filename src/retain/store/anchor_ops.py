"""Outcomes (explicit and inferred) and anchors (migration m006 on SQLite; the team
store's schema has the same tables): one body of statements for both stores.

A mixin of SqliteStore and PostgresStore; each gives `_c()` (its connection) and
`dialect` (retain.store.dialect). On the team store row-level security gives outcomes
and anchors their memory's visibility, so a teammate's private memory has none for
anyone else, and a guessed outcome id reads as missing. Stdlib only: SessionStart
checks anchors.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from retain.errors import NotFound
from retain.models import AnchorRecord, OutcomeRecord
from retain.store import sqlite_history
from retain.store.statements import Statements

ANCHORS_AT_ONCE = 500  # ids in one `IN (...)`, well under either driver's limit
_OUTCOME_COLUMNS = (
    "id, memory_id, outcome, inferred, source, session_id, command, detail, at, undone_at"
)
_ANCHOR_COLUMNS = (
    "id, memory_id, kind, value, fingerprint, detail, branch, state, gone_sessions, "
    "last_session, checked_at"
)


def _outcome(row: Sequence[Any]) -> OutcomeRecord:
    values = list(row)
    values[3] = bool(values[3])
    return OutcomeRecord(*values)


def _anchor(row: Sequence[Any]) -> AnchorRecord:
    (id_, memory_id, kind, value, fingerprint, detail, branch, state, gone, last, at) = row
    return AnchorRecord(
        kind=kind,
        value=value,
        fingerprint=fingerprint,
        detail=detail,
        branch=branch,
        state=state,
        gone_sessions=int(gone),
        last_session=last,
        id=int(id_),
        memory_id=int(memory_id),
        checked_at=at,
    )


class AnchorOps(Statements):
    """Statements of outcomes and anchors."""

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
        undone_at: float | None = None,
    ) -> int | None:
        """Record an outcome; None when this session already gave this memory an inferred
        one (a sleep pass run twice on a transcript credits it once). `undone_at`: an
        imported record of one already undone (its counters are the importer's)."""
        with self._c() as conn:
            return self.dialect.inserted_id(
                conn,
                "INSERT INTO outcomes (memory_id, outcome, inferred, source, session_id, "
                "command, detail, at, undone_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (memory_id, outcome, bool(inferred), source, session_id, command, detail, now)
                + (undone_at,),
            )

    def outcomes_of(self, memory_id: int) -> list[OutcomeRecord]:
        rows = self._rows(
            f"SELECT {_OUTCOME_COLUMNS} FROM outcomes WHERE memory_id = ? ORDER BY at, id",
            (memory_id,),
        )
        return [_outcome(r) for r in rows]

    def get_outcome(self, outcome_id: int) -> OutcomeRecord:
        rows = self._rows(f"SELECT {_OUTCOME_COLUMNS} FROM outcomes WHERE id = ?", (outcome_id,))
        if not rows:  # missing, or on a memory this role may not see: the same answer
            raise NotFound(f"no outcome with id {outcome_id}")
        return _outcome(rows[0])

    def inferred_outcomes(self, session_id: str) -> list[OutcomeRecord]:
        rows = self._rows(
            f"SELECT {_OUTCOME_COLUMNS} FROM outcomes WHERE session_id = ? AND inferred "
            "AND undone_at IS NULL ORDER BY id",
            (session_id,),
        )
        return [_outcome(r) for r in rows]

    def undo_outcome(
        self, o: OutcomeRecord, now: float, taken_back: Mapping[int, Mapping[str, Any]]
    ) -> None:
        """Mark an inferred outcome undone and set what it moved (`taken_back`: {memory
        id: counters and confidence}, its memory's and its keepers'), each memory's change
        logged as op `undo` naming the outcome, as the team store's retain_undo_outcome
        (m018, which computes the counters itself) logs it."""
        name = sqlite_history.outcome_named(o.id, o.outcome)
        note = {"outcome": [name, f"{name} undone"]}
        with self._c() as conn:
            conn.execute("UPDATE outcomes SET undone_at = ? WHERE id = ?", (now, o.id))
            for memory_id, fields in taken_back.items():
                changed = {**fields, "updated_at": now}
                sqlite_history.set_memory(conn, memory_id, changed, op="undo", note=note)

    # -- anchors --------------------------------------------------------------------------
    def unanchored(self, project_id: str, limit: int) -> list[tuple[int, str]]:
        """(id, text) of live memories of this project whose anchors were never looked for."""
        rows = self._rows(
            "SELECT id, text FROM memories WHERE status = 'live' AND scope = 'project' "
            "AND project_id = ? AND anchored_at IS NULL ORDER BY id LIMIT ?",
            (project_id, limit),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    def save_anchors(self, memory_id: int, anchors: Sequence[AnchorRecord], now: float) -> None:
        """Replace a memory's anchors (none is fine: it names nothing of the project)."""
        q = self.dialect.q
        with self._c() as conn:
            conn.execute(q("DELETE FROM anchors WHERE memory_id = ?"), (memory_id,))
            self.dialect.executemany(
                conn,
                self.dialect.insert_ignore(
                    "INSERT INTO anchors (memory_id, kind, value, fingerprint, detail, "
                    "branch, state, gone_sessions, last_session, checked_at) "
                    "VALUES (?,?,?,?,?,?,?,?,?,?)"
                ),
                [
                    (memory_id, a.kind, a.value, a.fingerprint, a.detail, a.branch, a.state,
                     a.gone_sessions, a.last_session, now)
                    for a in anchors
                ],
            )  # fmt: skip
            conn.execute(q("UPDATE memories SET anchored_at = ? WHERE id = ?"), (now, memory_id))

    def forget_anchors(self, memory_id: int) -> None:
        """Drop a memory's anchors and its stale mark: the next pass anchors it afresh.
        Each dropped anchor is logged (op `anchor`)."""
        q = self.dialect.q
        with self._c() as conn:
            held = self.dialect.anchors_held(conn, "a.memory_id = ?", (memory_id,))
            conn.execute(q("DELETE FROM anchors WHERE memory_id = ?"), (memory_id,))
            self.dialect.log_anchors(conn, held, {}, time.time())
            conn.execute(q("UPDATE memories SET anchored_at = NULL WHERE id = ?"), (memory_id,))
            self.dialect.set_stale(conn, memory_id, time.time(), None)

    def anchors_of(self, ids: Sequence[int]) -> dict[int, list[AnchorRecord]]:
        out: dict[int, list[AnchorRecord]] = {}
        with self._c() as conn:
            rows = self.dialect.rows_in(
                conn,
                f"SELECT {_ANCHOR_COLUMNS} FROM anchors WHERE memory_id IN ({{ids}}) ORDER BY id",
                ids,
            )
        for row in rows:
            out.setdefault(int(row[1]), []).append(_anchor(row))
        return out

    def anchored_live(self, project_id: str, after_id: int, limit: int) -> list[int]:
        """Ids of this project's live memories that have anchors, after `after_id`."""
        rows = self._rows(
            "SELECT DISTINCT a.memory_id FROM anchors a JOIN memories m ON m.id = a.memory_id "
            "WHERE m.status = 'live' AND m.scope = 'project' AND m.project_id = ? "
            "AND a.memory_id > ? ORDER BY a.memory_id LIMIT ?",
            (project_id, after_id, limit),
        )
        return [int(r[0]) for r in rows]

    def update_anchors(self, anchors: Sequence[AnchorRecord]) -> None:
        """Write anchors checked again; one whose state (or what it names) changed is
        logged on its memory (op `anchor`), its fingerprint and counters are not."""
        with self._c() as conn:
            held: dict[int, tuple[int, str]] = {}
            ids = [a.id for a in anchors]
            for start in range(0, len(ids), ANCHORS_AT_ONCE):
                chunk = ids[start : start + ANCHORS_AT_ONCE]
                marks = ",".join("?" * len(chunk))
                held |= self.dialect.anchors_held(conn, f"a.id IN ({marks})", chunk)
            self.dialect.executemany(
                conn,
                "UPDATE anchors SET value = ?, fingerprint = ?, detail = ?, branch = ?, "
                "state = ?, gone_sessions = ?, last_session = ?, checked_at = ? WHERE id = ?",
                [
                    (a.value, a.fingerprint, a.detail, a.branch, a.state, a.gone_sessions,
                     a.last_session, a.checked_at, a.id)
                    for a in anchors
                ],
            )  # fmt: skip
            now = {
                int(a.id): (sqlite_history.anchor_named(a.kind, a.value, a.state), a.checked_at)
                for a in anchors
                if a.id is not None
            }
            self.dialect.log_anchors(conn, held, now, time.time())

    def set_stale(self, memory_id: int, now: float, reason: str | None) -> bool:
        """Mark (reason) or clear (None) a memory's possibly-stale flag; True if it changed.
        The note is shown beside the memory: redacted, and each change logged (op
        `stale`; on the team store through retain_set_stale, never a plain UPDATE)."""
        if reason is not None:
            from retain.redact import redact  # the sleep pass's path only

            reason = redact(reason)[0]
        with self._c() as conn:
            return self.dialect.set_stale(conn, memory_id, now, reason)
