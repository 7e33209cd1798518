"""PostgresStore's outcomes (explicit and inferred) and anchors: a mixin of
retain.store.postgres.PostgresStore with the same operations and rules as
retain.store.sqlite_anchors. Row-level security gives both their memory's visibility,
so a teammate's private memory has no outcomes or anchors for anyone else."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from retain.errors import NotFound
from retain.models import AnchorRecord, OutcomeRecord

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


class AnchorOps:
    def _c(self) -> contextlib.AbstractContextManager[Any]:
        raise NotImplementedError

    def _anchor_rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self._c() as conn:
            return list(conn.execute(sql, params).fetchall())

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
        """See SqliteStore.add_outcome: None when this session already gave this memory
        an inferred outcome."""
        rows = self._anchor_rows(
            "INSERT INTO outcomes (memory_id, outcome, inferred, source, session_id, command, "
            "detail, at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s) ON CONFLICT DO NOTHING "
            "RETURNING id",
            (memory_id, outcome, bool(inferred), source, session_id, command, detail, now),
        )
        return int(rows[0][0]) if rows else None

    def outcomes_of(self, memory_id: int) -> list[OutcomeRecord]:
        rows = self._anchor_rows(
            f"SELECT {_OUTCOME_COLUMNS} FROM outcomes WHERE memory_id = %s ORDER BY at, id",
            (memory_id,),
        )
        return [_outcome(r) for r in rows]

    def get_outcome(self, outcome_id: int) -> OutcomeRecord:
        rows = self._anchor_rows(
            f"SELECT {_OUTCOME_COLUMNS} FROM outcomes WHERE id = %s", (outcome_id,)
        )
        if not rows:  # missing, or on a memory this role may not see: the same answer
            raise NotFound(f"no outcome with id {outcome_id}")
        return _outcome(rows[0])

    def inferred_outcomes(self, session_id: str) -> list[OutcomeRecord]:
        rows = self._anchor_rows(
            f"SELECT {_OUTCOME_COLUMNS} FROM outcomes WHERE session_id = %s AND inferred "
            "AND undone_at IS NULL ORDER BY id",
            (session_id,),
        )
        return [_outcome(r) for r in rows]

    def mark_outcome_undone(self, outcome_id: int, now: float) -> None:
        with self._c() as conn:
            conn.execute("UPDATE outcomes SET undone_at = %s WHERE id = %s", (now, outcome_id))

    # -- anchors --------------------------------------------------------------------------
    def unanchored(self, project_id: str, limit: int) -> list[tuple[int, str]]:
        rows = self._anchor_rows(
            "SELECT id, text FROM memories WHERE status = 'live' AND scope = 'project' "
            "AND project_id = %s AND anchored_at IS NULL ORDER BY id LIMIT %s",
            (project_id, limit),
        )
        return [(int(r[0]), str(r[1])) for r in rows]

    def save_anchors(self, memory_id: int, anchors: Sequence[AnchorRecord], now: float) -> None:
        """Replace a memory's anchors (none is fine: it names nothing of the project)."""
        with self._c() as conn:
            conn.execute("DELETE FROM anchors WHERE memory_id = %s", (memory_id,))
            if anchors:
                with conn.cursor() as cur:
                    cur.executemany(
                        "INSERT INTO anchors (memory_id, kind, value, fingerprint, detail, "
                        "branch, state, gone_sessions, last_session, checked_at) "
                        "VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s) ON CONFLICT DO NOTHING",
                        [
                            (memory_id, a.kind, a.value, a.fingerprint, a.detail, a.branch,
                             a.state, a.gone_sessions, a.last_session, now)
                            for a in anchors
                        ],
                    )  # fmt: skip
            conn.execute("UPDATE memories SET anchored_at = %s WHERE id = %s", (now, memory_id))

    def forget_anchors(self, memory_id: int) -> None:
        with self._c() as conn:
            conn.execute("DELETE FROM anchors WHERE memory_id = %s", (memory_id,))
            conn.execute(
                "UPDATE memories SET anchored_at = NULL, stale_at = NULL, stale_reason = NULL "
                "WHERE id = %s",
                (memory_id,),
            )

    def anchors_of(self, ids: Sequence[int]) -> dict[int, list[AnchorRecord]]:
        out: dict[int, list[AnchorRecord]] = {}
        if not ids:
            return out
        rows = self._anchor_rows(
            f"SELECT {_ANCHOR_COLUMNS} FROM anchors WHERE memory_id = ANY(%s) ORDER BY id",
            (list(ids),),
        )
        for r in rows:
            out.setdefault(int(r[1]), []).append(_anchor(r))
        return out

    def anchored_live(self, project_id: str, after_id: int, limit: int) -> list[int]:
        rows = self._anchor_rows(
            "SELECT DISTINCT a.memory_id FROM anchors a JOIN memories m ON m.id = a.memory_id "
            "WHERE m.status = 'live' AND m.scope = 'project' AND m.project_id = %s "
            "AND a.memory_id > %s ORDER BY a.memory_id LIMIT %s",
            (project_id, after_id, limit),
        )
        return [int(r[0]) for r in rows]

    def update_anchors(self, anchors: Sequence[AnchorRecord]) -> None:
        if not anchors:
            return
        with self._c() as conn, conn.cursor() as cur:
            cur.executemany(
                "UPDATE anchors SET value = %s, fingerprint = %s, detail = %s, branch = %s, "
                "state = %s, gone_sessions = %s, last_session = %s, checked_at = %s "
                "WHERE id = %s",
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
                    "WHERE id = %s AND stale_at IS NOT NULL",
                    (memory_id,),
                )
            else:
                cur = conn.execute(
                    "UPDATE memories SET stale_at = COALESCE(stale_at, %s), stale_reason = %s "
                    "WHERE id = %s AND stale_reason IS DISTINCT FROM %s",
                    (now, reason, memory_id, reason),
                )
            return bool(cur.rowcount)
