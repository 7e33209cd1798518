"""What both stores do the same way: units of work, a belief's retirement and return on
top of each store's `update`, and the counts `retain status` shows.

Mixins of SqliteConnections / SqliteStore and PostgresStore. Each store gives `_c()` (its
thread's connection, driver errors turned into retain's), `_begin(conn)` (its driver's
transaction), `dialect` (retain.store.dialect), and its schema's version. Stdlib only, no
typing at run time: SessionStart opens SQLite's side.
"""

from __future__ import annotations

import contextlib

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import threading
    from collections.abc import Iterator
    from typing import Any

    from retain.store.dialect import Dialect


class Units:
    """Sessions and units of work, on a thread-local connection."""

    _local: threading.local

    def _c(self) -> contextlib.AbstractContextManager[Any]:
        raise NotImplementedError

    def _begin(self, conn: Any) -> contextlib.AbstractContextManager[Any]:
        raise NotImplementedError

    @contextlib.contextmanager
    def session(self) -> Iterator[None]:
        """One connection for the calls inside it."""
        with self._c():
            yield

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """One unit of work; a transaction inside another joins it."""
        with self._c() as conn:
            if getattr(self._local, "depth", 0):
                self._local.depth += 1
                try:
                    yield
                finally:
                    self._local.depth -= 1
                return
            self._local.depth = 1
            try:
                with self._begin(conn):
                    yield
            finally:
                self._local.depth = 0


class CountOps:
    """What `retain status` shows about the rows."""

    dialect: Dialect
    schema_supported: int

    def _c(self) -> contextlib.AbstractContextManager[Any]:
        raise NotImplementedError

    def _schema_version(self, conn: Any) -> int:
        raise NotImplementedError

    def counts(self, project_id: str | None, model: str | None) -> dict[str, Any]:
        q = self.dialect.q
        with self._c() as conn:

            def grouped(col: str, where: str = "1 = 1") -> dict[str, int]:
                rows = conn.execute(
                    f"SELECT {col}, COUNT(*) FROM memories WHERE {where} "
                    f"GROUP BY {col} ORDER BY {col}"
                ).fetchall()
                return {str(r[0]): int(r[1]) for r in rows}

            def one(sql: str, params: tuple[Any, ...] = ()) -> int:
                return int(conn.execute(q(sql), params).fetchone()[0])

            return {
                "schema_version": self._schema_version(conn),
                "schema_supported": self.schema_supported,
                "memories": one("SELECT COUNT(*) FROM memories"),
                "by_status": grouped("status"),
                "live_by_kind": grouped("kind", "status = 'live'"),
                "live_by_scope": grouped("scope", "status = 'live'"),
                "live_by_valence": grouped("valence", "status = 'live'"),
                "live_in_this_project": one(
                    "SELECT COUNT(*) FROM memories WHERE status = 'live' AND project_id = ?",
                    (project_id,),
                )
                if project_id
                else 0,
                "episodes": one("SELECT COUNT(*) FROM episodes"),
                "pending_episodes": one("SELECT COUNT(*) FROM episodes WHERE distilled_at IS NULL"),
                "backfill_backlog": one("SELECT COUNT(*) FROM memories")
                if model is None
                else one(
                    "SELECT COUNT(*) FROM memories m LEFT JOIN embeddings e "
                    "ON e.memory_id = m.id WHERE e.memory_id IS NULL OR e.vector IS NULL "
                    "OR e.model != ? OR e.content_hash != m.content_hash",
                    (model,),
                ),
            }


class LifecycleOps:
    """Retiring a belief (never deleting it) and believing it again, as field updates."""

    def update(self, memory_id: int, now: float, **fields: Any) -> None:
        raise NotImplementedError

    def retire(self, memory_id: int, now: float, *, kind: str, reason: str, **fields: Any) -> None:
        """Stop believing a memory (never deleted): status 'archived', or the kind itself
        for 'superseded' and 'merged'; `kind` is what revival reads, `reason` is for people."""
        from retain.models import RETIRED_KINDS  # not on the hook's path, which never retires

        assert kind in RETIRED_KINDS, kind
        status = kind if kind in ("superseded", "merged") else "archived"
        self.update(
            memory_id,
            now,
            status=status,
            retired_kind=kind,
            retired_reason=reason,
            retired_at=now,
            anchored_at=None,  # if it is ever revived, its anchors are taken afresh
            **fields,
        )

    def supersede(self, old_id: int, new_id: int, now: float) -> None:
        """`new_id` replaces `old_id`: the old belief's validity ends now."""
        self.retire(
            old_id,
            now,
            kind="superseded",
            reason=f"superseded by [{new_id}]",
            valid_to=now,
            superseded_by=new_id,
        )

    def restore(self, memory_id: int, now: float, **fields: Any) -> None:
        """Believe an archived memory again."""
        self.update(
            memory_id,
            now,
            status="live",
            retired_kind=None,
            retired_reason=None,
            retired_at=None,
            **fields,
        )
