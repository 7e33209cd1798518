"""What differs between SQLite's SQL and PostgreSQL's, for the statements both stores share.

A shared statement is written once, in SQLite's spelling (`?` marks, `INSERT OR IGNORE`),
and each store's `dialect` turns it into its own driver's: PostgreSQL's takes `%s` marks
(a literal `%` is doubled), `ON CONFLICT DO NOTHING` and `IS DISTINCT FROM`; the few
statements whose best form differs (a new row's id, rows by a list of ids) are methods
here. The changes to a memory, each logged in its history, are the base classes'
(retain.store.dialect_changes): on the team store a member may not UPDATE one, the store
calls the server's functions that log each change (retain.store.pg_guard).
The SessionStart block's statements (retain.store.block_sql) are written once on this
too: the two-argument MIN/MAX (`least`, `greatest`), the project as the ranking indexes
hold it (`index_project`, `user_project`), the branch filter (`branch_in`,
`branch_param`), a list of ids or kinds (`in_lists`) and the order injections were
recorded in (`injection_order`).

Stdlib only, no typing at run time: the SessionStart hook's lean store uses SQLITE.
"""

from __future__ import annotations

from retain.store.dialect_changes import PostgresChanges, SqliteChanges

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

# A list of ids is sent in chunks of this many marks, well under either driver's limit.
CHUNK = 500


class Dialect(SqliteChanges):
    """SQLite's SQL, as the shared statements are written."""

    name = "sqlite"
    distinct = "IS NOT"  # a null-safe "differs from"
    same = "IS"  # a null-safe "equals"
    least = "MIN"  # the smaller of two values (SQLite's scalar MIN takes several)
    greatest = "MAX"
    # The project as the ranking indexes (m008, m021) hold it, and the user scope's part.
    index_project = "project_id"
    user_project = "project_id IS NULL"
    injection_order = "rowid"  # the order a session's injections were recorded in

    def q(self, sql: str) -> str:
        return sql

    # A project memory confined to a branch shows only where its branch is visible
    # (retain.branch.visible_branches): SQLite gets the names as one newline-joined
    # string, so the statement stays the same whatever their number (branch names hold
    # no newline).
    def branch_in(self, t: str = "") -> str:
        """The branch filter on columns qualified by `t`; binds `branch_param`."""
        return f"({t}branch IS NULL OR instr(?, char(10) || {t}branch || char(10)) > 0)"

    def branch_param(self, branches: Sequence[str]) -> Any:
        """`branch_in`'s parameter: '' matches no branch (only memories confined to none)."""
        return "\n" + "\n".join(branches) + "\n" if branches else ""

    def in_lists(self, column: str, values: Sequence[Any]) -> list[tuple[str, tuple[Any, ...]]]:
        """`column IN (?, ...)` and its parameters, for every chunk of `values` (none for
        no values); in the shared spelling."""
        out = []
        for start in range(0, len(values), CHUNK):
            chunk = tuple(values[start : start + CHUNK])
            out.append((f"{column} IN ({','.join('?' * len(chunk))})", chunk))
        return out

    def numbers(self, rows: list[Any]) -> list[Any]:
        """The block_rank rows (id, tier, cap, kept, touched, proxy) as Python numbers:
        SQLite's already are."""
        return rows

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
        for start in range(0, len(ids), CHUNK):
            chunk = list(ids[start : start + CHUNK])
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
        for start in range(0, len(ids), CHUNK):
            chunk = list(ids[start : start + CHUNK])
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


class PostgresDialect(PostgresChanges, Dialect):
    name = "postgresql"
    distinct = "IS DISTINCT FROM"
    same = "IS NOT DISTINCT FROM"
    least = "LEAST"
    greatest = "GREATEST"
    # The project as the ranking indexes (pg m005, m012) hold it ('' for the user's scope): an
    # equality the planner orders by, leakproof under row-level security.
    index_project = "(CASE WHEN project_id IS NULL THEN '' ELSE project_id END)"
    user_project = f"{index_project} = ''"
    injection_order = "seq"

    def q(self, sql: str) -> str:
        return sql.replace("%", "%%").replace("?", "%s")

    def branch_in(self, t: str = "") -> str:
        return f"({t}branch IS NULL OR {t}branch = ANY(?))"

    def branch_param(self, branches: Sequence[str]) -> Any:
        return list(branches)

    def in_lists(self, column: str, values: Sequence[Any]) -> list[tuple[str, tuple[Any, ...]]]:
        """One `column = ANY(?)` with the values as an array (even none)."""
        return [(f"{column} = ANY(?)", (list(values),))]

    def numbers(self, rows: list[Any]) -> list[Any]:
        """As ints and floats, whatever types the driver hands back (block_rank computes
        its bound in floats)."""
        return [
            (int(r[0]), int(r[1]), float(r[2]), float(r[3]), float(r[4]), float(r[5])) for r in rows
        ]

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


SQLITE = Dialect()
POSTGRES = PostgresDialect()
