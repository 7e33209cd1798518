"""How a store's mixin runs a plain statement: one body for every mixin of SqliteStore
and PostgresStore.

Each store gives `_c()` (its thread's connection, driver errors turned into retain's)
and `dialect` (retain.store.dialect); `Statements` declares both and reads rows through
them, so the mixins (memory_ops, browse_ops, sleep_rows, anchor_ops, usage_rows,
block_sql and PostgresStore's own) keep no copy of their own. Stdlib only, no typing at
run time: the SessionStart and prompt hooks' lean stores are built on it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import contextlib
    from collections.abc import Sequence
    from typing import Any

    from retain.store.dialect import Dialect


class Statements:
    """Rows of a statement on the store's connection."""

    dialect: Dialect

    def _c(self) -> contextlib.AbstractContextManager[Any]:
        raise NotImplementedError

    def _native_rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """Rows of a statement in the driver's own spelling (`%s` marks on PostgreSQL)."""
        with self._c() as conn:
            return list(conn.execute(sql, params).fetchall())

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """Rows of a statement in the shared (SQLite) spelling, through `dialect`."""
        return self._native_rows(self.dialect.q(sql), params)

    def _rows_in(self, sql: str, ids: Sequence[Any], **extra: Sequence[Any]) -> list[Any]:
        """Rows of a statement whose `{ids}` is an IN list, for every chunk of `ids`
        (Dialect.rows_in: `head` and `tail` parameters around each chunk's)."""
        with self._c() as conn:
            return self.dialect.rows_in(conn, sql, ids, **extra)

    def _run(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement in the shared spelling; how many rows it changed."""
        with self._c() as conn:
            return int(conn.execute(self.dialect.q(sql), params).rowcount)
