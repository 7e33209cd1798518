"""What differs between SQLite's SQL and PostgreSQL's, for the statements both stores share.

A shared statement is written once, in SQLite's spelling (`?` marks, `INSERT OR IGNORE`),
and each store's `dialect` turns it into its own driver's: PostgreSQL's takes `%s` marks
(a literal `%` is doubled), `ON CONFLICT DO NOTHING` and `IS DISTINCT FROM`; the few
statements whose best form differs (a new row's id, rows by a list of ids) are methods
here, and so are the changes to a memory: on the team store a member may not UPDATE one,
the store calls the server's functions that log each change (retain.store.pg_guard).
Stdlib only.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any


class Dialect:
    """SQLite's SQL, as the shared statements are written."""

    name = "sqlite"
    distinct = "IS NOT"  # a null-safe "differs from"
    same = "IS"  # a null-safe "equals"

    def q(self, sql: str) -> str:
        return sql

    def insert_ignore(self, sql: str) -> str:
        """`INSERT INTO ...` that skips a row a unique index already holds (still in the
        shared spelling: `q` is applied when it runs)."""
        return sql.replace("INSERT INTO", "INSERT OR IGNORE INTO", 1)

    def inserted_id(self, conn: Any, sql: str, params: Sequence[Any]) -> int | None:
        """Run an `INSERT INTO ...`; its new row's id, or None when a unique index
        already held the row."""
        cur = conn.execute(self.q(self.insert_ignore(sql)), params)
        return int(cur.lastrowid) if cur.rowcount and cur.lastrowid is not None else None

    def new_id(self, conn: Any, sql: str, params: Sequence[Any]) -> int:
        """Run an `INSERT INTO ...` that always adds a row; its id."""
        cur = conn.execute(self.q(sql), params)
        assert cur.lastrowid is not None
        return int(cur.lastrowid)

    def memories_by_id(
        self, conn: Any, columns: str, ids: Sequence[int], where: str, params: Sequence[Any]
    ) -> list[Any]:
        """`SELECT columns FROM memories m` for the rows among `ids` that pass `where`, as
        plain tuples. The ids drive the join (CROSS JOIN fixes the order): left to itself
        SQLite's planner prefers the scope index and walks every live memory in scope,
        ~15 ms at 100k."""
        rows: list[Any] = []
        for start in range(0, len(ids), 500):
            chunk = list(ids[start : start + 500])
            values = ",".join(["(?)"] * len(chunk))
            cur = conn.execute(
                f"WITH c(id) AS (VALUES {values}) SELECT {columns} "
                f"FROM c CROSS JOIN memories m ON m.id = c.id WHERE {where}",
                (*chunk, *params),
            )
            cur.row_factory = None  # plain tuples: ranking converts a few hundred rows a query
            rows += cur.fetchall()
        return rows

    def rows_in(
        self,
        conn: Any,
        sql: str,
        ids: Sequence[Any],
        *,
        head: Sequence[Any] = (),
        tail: Sequence[Any] = (),
    ) -> list[Any]:
        """Rows of `sql`, whose `{ids}` is an `IN (...)` list, for every chunk of `ids`
        (500 marks at a time, well under either driver's limit); `head` and `tail` are
        the parameters before and after the list."""
        rows: list[Any] = []
        for marks, params in self._chunks(ids, head, tail):
            rows += conn.execute(self.q(sql.format(ids=marks)), params).fetchall()
        return rows

    def run_in(self, conn: Any, sql: str, ids: Sequence[Any], *, head: Sequence[Any] = ()) -> None:
        """`rows_in` for a statement that returns no rows (an UPDATE)."""
        for marks, params in self._chunks(ids, head, ()):
            conn.execute(self.q(sql.format(ids=marks)), params)

    @staticmethod
    def _chunks(
        ids: Sequence[Any], head: Sequence[Any], tail: Sequence[Any]
    ) -> list[tuple[str, tuple[Any, ...]]]:
        out = []
        for start in range(0, len(ids), 500):
            chunk = list(ids[start : start + 500])
            out.append((",".join("?" * len(chunk)), (*head, *chunk, *tail)))
        return out

    def executemany(self, conn: Any, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if not rows:
            return
        cur = conn.cursor()
        try:
            cur.executemany(self.q(sql), rows)
        finally:
            cur.close()

    # -- changes to a memory ---------------------------------------------------------------
    def set_memory(self, conn: Any, memory_id: int, fields: dict[str, Any]) -> None:
        """Set these columns (names already checked) of one memory."""
        sets = ", ".join(f"{k} = ?" for k in fields)
        conn.execute(
            self.q(f"UPDATE memories SET {sets} WHERE id = ?"), (*fields.values(), memory_id)
        )

    def count_uses(self, conn: Any, ids: Iterable[int], now: float) -> None:
        """Each mention of an id is a use: n_used + 1, full strength, last used now."""
        self.executemany(
            conn,
            "UPDATE memories SET n_used = n_used + 1, strength = 1.0, last_used_at = ?, "
            "updated_at = ? WHERE id = ?",
            [(now, now, i) for i in ids],
        )

    def count_shown(self, conn: Any, memory_id: int, used: bool, now: float) -> None:
        """A shown memory was used (a use; the unused showings since start over) or not."""
        if used:
            conn.execute(
                self.q(
                    "UPDATE memories SET shown_used = shown_used + 1, "
                    "shown_unused = 0, n_used = n_used + 1, strength = 1.0, "
                    "last_used_at = ?, updated_at = ? WHERE id = ?"
                ),
                (now, now, memory_id),
            )
        else:
            conn.execute(
                self.q("UPDATE memories SET shown_unused = shown_unused + 1 WHERE id = ?"),
                (memory_id,),
            )


class PostgresDialect(Dialect):
    name = "postgresql"
    distinct = "IS DISTINCT FROM"
    same = "IS NOT DISTINCT FROM"

    def q(self, sql: str) -> str:
        return sql.replace("%", "%%").replace("?", "%s")

    def insert_ignore(self, sql: str) -> str:
        return sql + " ON CONFLICT DO NOTHING"

    def inserted_id(self, conn: Any, sql: str, params: Sequence[Any]) -> int | None:
        row = conn.execute(self.q(self.insert_ignore(sql) + " RETURNING id"), params).fetchone()
        return int(row[0]) if row else None

    def new_id(self, conn: Any, sql: str, params: Sequence[Any]) -> int:
        return int(conn.execute(self.q(sql + " RETURNING id"), params).fetchone()[0])

    def memories_by_id(
        self, conn: Any, columns: str, ids: Sequence[int], where: str, params: Sequence[Any]
    ) -> list[Any]:
        sql = f"SELECT {columns} FROM memories m WHERE m.id = ANY(?) AND {where}"
        return list(conn.execute(self.q(sql), (list(ids), *params)).fetchall())

    # The team store's functions (retain.store.pg_guard): the same changes, each checked
    # and logged with its caller on the server. A memory the caller cannot see is
    # skipped, as the UPDATE under row-level security skipped it.
    def set_memory(self, conn: Any, memory_id: int, fields: dict[str, Any]) -> None:
        conn.execute("SELECT retain_update_memory(%s, %s::jsonb)", (memory_id, json.dumps(fields)))

    def count_uses(self, conn: Any, ids: Iterable[int], now: float) -> None:
        conn.execute("SELECT retain_record_use(%s::bigint[], %s)", (list(ids), now))

    def count_shown(self, conn: Any, memory_id: int, used: bool, now: float) -> None:
        conn.execute("SELECT retain_record_shown(%s, %s, %s)", (memory_id, bool(used), now))


SQLITE = Dialect()
POSTGRES = PostgresDialect()
