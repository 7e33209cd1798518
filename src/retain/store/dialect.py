"""What differs between SQLite's SQL and PostgreSQL's, for the statements both stores share.

A shared statement is written once, in SQLite's spelling (`?` marks, `INSERT OR IGNORE`),
and each store's `dialect` turns it into its own driver's: PostgreSQL's takes `%s` marks
(a literal `%` is doubled), `ON CONFLICT DO NOTHING` and `IS DISTINCT FROM`; the few
statements whose best form differs (a new row's id, rows by a list of ids) are methods
here, and so are the changes to a memory: on the team store a member may not UPDATE one,
the store calls the server's functions that log each change (retain.store.pg_guard).
The SessionStart block's statements (retain.store.block_sql) are written once on this
too: the two-argument MIN/MAX (`least`, `greatest`), the project as the ranking indexes
hold it (`index_project`, `user_project`), the branch filter (`branch_in`,
`branch_param`), a list of ids or kinds (`in_lists`) and the order injections were
recorded in (`injection_order`).

Stdlib only, no typing at run time: the SessionStart hook's lean store uses SQLITE.
"""

from __future__ import annotations

import json
import time

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence
    from typing import Any

# A list of ids is sent in chunks of this many marks, well under either driver's limit.
CHUNK = 500


class Dialect:
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

    # -- changes to a memory ---------------------------------------------------------------
    def set_memory(self, conn: Any, memory_id: int, fields: dict[str, Any]) -> None:
        """Set these columns (names already checked) of one memory, and log what changed
        in its history (retain.store.sqlite_history)."""
        from retain.store import sqlite_history

        sqlite_history.set_memory(conn, memory_id, fields)

    def log_link(
        self, conn: Any, memory_id: int, other_id: int, kind: str, op: str, at: Any
    ) -> None:
        """A link made (`link`) or settled (`settle`), in both memories' history
        (retain.store.sqlite_history); the team store's trigger logs its own (m016)."""
        from retain.store import sqlite_history

        sqlite_history.log_link(conn, memory_id, other_id, kind, op, at)

    def anchors_held(
        self, conn: Any, where: str, params: Sequence[Any]
    ) -> dict[int, tuple[int, str]]:
        """The anchors `where` picks that a change would log, before it is made
        (retain.store.sqlite_history.anchors_held); the team store's trigger needs none."""
        from retain.store import sqlite_history

        return sqlite_history.anchors_held(conn, where, params)

    def log_anchors(
        self,
        conn: Any,
        before: Mapping[int, tuple[int, str]],
        after: Mapping[int, tuple[str, Any]],
        at: float,
    ) -> None:
        """Anchors renamed or dropped, in their memory's history (op `anchor`)."""
        from retain.store import sqlite_history

        sqlite_history.log_anchors(conn, before, after, at)

    def scrub_links(self, conn: Any, old: str, sql: str, params: Sequence[Any]) -> int:
        """Links' evidence redacted (`sql`: an UPDATE of those holding `old`), logged on
        both ends of each; how many rows were written."""
        from retain.store import sqlite_history

        pairs = conn.execute(
            "SELECT memory_id, other_id, kind FROM links WHERE evidence = ?", (old,)
        ).fetchall()
        cur = conn.execute(sql, params)
        written = max(0, int(cur.rowcount or 0))
        if written:
            sqlite_history.log_link_scrub(conn, pairs)
        return written

    def set_stale(self, conn: Any, memory_id: int, at: float, note: str | None) -> bool:
        """Mark (a note) or clear (None) a memory's possibly-stale flag, logged as op
        `stale` (retain.store.sqlite_history); True if it changed."""
        from retain.store import sqlite_history

        return sqlite_history.set_stale(conn, memory_id, at, note)

    def scrub_memory(
        self,
        conn: Any,
        memory_id: int,
        old: dict[str, Any],
        sets: dict[str, Any],
        sql: str,
        params: Sequence[Any],
    ) -> int:
        """Write a memory's redacted columns (`sql`: an UPDATE guarded by the values read)
        and, when its text changed, its tool-time keys; how many rows were written."""
        from retain.store import sqlite_history

        cur = conn.execute(sql, params)
        written = max(0, int(cur.rowcount or 0))
        if written:
            # Logged as the team store's retain_scrub_memory logs it: the columns, never
            # their old text (it held what the scrub took out).
            scrubbed = sorted(c for c in sets if c in old)
            sqlite_history.log(conn, memory_id, "scrub", {"redacted": scrubbed}, time.time())
        if written and "text" in sets:
            from retain.store import sqlite_tool

            sqlite_tool.save_keys(conn, memory_id, sets["text"])  # keys of the new text
        return written

    def scrub_history(
        self, conn: Any, history_id: int, old: str, new: str, sql: str, params: Sequence[Any]
    ) -> int:
        """Write a history row's redacted `changes` (`sql`: an UPDATE guarded by the value
        read) and log that it was scrubbed, as the team store's retain_scrub_history does:
        which row, never its old value. How many rows were written."""
        from retain.store import sqlite_history

        cur = conn.execute(sql, params)
        written = max(0, int(cur.rowcount or 0))
        row = conn.execute(
            f"SELECT memory_id FROM {sqlite_history.TABLE} WHERE id = ?", (history_id,)
        ).fetchone()
        if written and row is not None:
            scrubbed = {"redacted": ["history"], "rows": [history_id]}
            sqlite_history.log(conn, int(row[0]), "scrub", scrubbed, time.time())
        return written

    def scrub_row(
        self,
        conn: Any,
        table: str,
        row_id: int,
        old: dict[str, Any],
        sets: dict[str, Any],
        sql: str,
        params: Sequence[Any],
    ) -> int:
        """Write an episode's or an outcome's redacted columns (`sql`: an UPDATE guarded by
        the values read) and log the scrub on the memories the row belongs to, as the team
        store's retain_scrub_row does (m015); how many rows were written."""
        from retain.store import sqlite_history

        cur = conn.execute(sql, params)
        written = max(0, int(cur.rowcount or 0))
        if written:
            sqlite_history.log_row_scrub(conn, table, row_id, [c for c in sets if c in old])
        return written

    def count_uses(self, conn: Any, ids: Iterable[int], now: float) -> None:
        """Each mention of an id is a use: n_used + 1, full strength, last used now (each
        logged, retain.store.sqlite_history)."""
        from retain.store import sqlite_history

        sqlite_history.count_uses(conn, list(ids), now)

    def count_shown(self, conn: Any, memory_id: int, used: bool, now: float) -> None:
        """A shown memory was used (a use, logged: retain.store.sqlite_history) or not."""
        if used:
            from retain.store import sqlite_history

            sqlite_history.count_shown_used(conn, memory_id, now)
        else:
            conn.execute(
                self.q("UPDATE memories SET shown_unused = shown_unused + 1 WHERE id = ?"),
                (memory_id,),
            )


class PostgresDialect(Dialect):
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

    # The team store's functions (retain.store.pg_guard): the same changes, each checked
    # and logged with its caller on the server. A memory the caller cannot see is
    # skipped, as the UPDATE under row-level security skipped it.
    def set_memory(self, conn: Any, memory_id: int, fields: dict[str, Any]) -> None:
        conn.execute("SELECT retain_update_memory(%s, %s::jsonb)", (memory_id, json.dumps(fields)))

    def log_link(
        self, conn: Any, memory_id: int, other_id: int, kind: str, op: str, at: Any
    ) -> None:
        pass  # the server's trigger on links logs it with its caller (m016, pg_link_history)

    def anchors_held(
        self, conn: Any, where: str, params: Sequence[Any]
    ) -> dict[int, tuple[int, str]]:
        return {}  # the server's trigger logs each change with its caller (m017)

    def log_anchors(
        self,
        conn: Any,
        before: Mapping[int, tuple[int, str]],
        after: Mapping[int, tuple[str, Any]],
        at: float,
    ) -> None:
        pass

    def scrub_links(self, conn: Any, old: str, sql: str, params: Sequence[Any]) -> int:
        cur = conn.execute(sql, params)  # logged by the same trigger
        return max(0, int(cur.rowcount or 0))

    def set_stale(self, conn: Any, memory_id: int, at: float, note: str | None) -> bool:
        return bool(_answered(conn, "SELECT retain_set_stale(%s, %s, %s)", (memory_id, at, note)))

    def scrub_memory(
        self,
        conn: Any,
        memory_id: int,
        old: dict[str, Any],
        sets: dict[str, Any],
        sql: str,
        params: Sequence[Any],
    ) -> int:
        # No member rewrites a memory's text in place: retain_scrub_memory checks that
        # each new text only replaces spans of the old one with placeholders
        # (retain.store.pg_guard), then logs the scrub. `sql` is not used here.
        return _answered(
            conn,
            "SELECT retain_scrub_memory(%s, %s::jsonb, %s::jsonb)",
            (memory_id, json.dumps(old), json.dumps(sets)),
        )

    def scrub_history(
        self, conn: Any, history_id: int, old: str, new: str, sql: str, params: Sequence[Any]
    ) -> int:
        # No member rewrites history: retain_scrub_history checks that the new value only
        # replaces spans of string values with placeholders, then logs the scrub
        # (retain.store.pg_history). `sql` is not used here.
        return _answered(
            conn, "SELECT retain_scrub_history(%s, %s::jsonb, %s::jsonb)", (history_id, old, new)
        )

    def scrub_row(
        self,
        conn: Any,
        table: str,
        row_id: int,
        old: dict[str, Any],
        sets: dict[str, Any],
        sql: str,
        params: Sequence[Any],
    ) -> int:
        # No member rewrites evidence or outcomes: retain_scrub_row checks that each new
        # text only replaces spans of the old one with placeholders (retain.store.pg_scrub).
        # An anchor is written as members may (m008) and logged by its trigger (m017).
        if table == "anchors":
            return max(0, int(conn.execute(sql, params).rowcount or 0))
        return _answered(
            conn,
            "SELECT retain_scrub_row(%s, %s, %s::jsonb, %s::jsonb)",
            (table, row_id, json.dumps(old), json.dumps(sets)),
        )

    def count_uses(self, conn: Any, ids: Iterable[int], now: float) -> None:
        conn.execute("SELECT retain_record_use(%s::bigint[], %s)", (list(ids), now))

    def count_shown(self, conn: Any, memory_id: int, used: bool, now: float) -> None:
        conn.execute("SELECT retain_record_shown(%s, %s, %s)", (memory_id, bool(used), now))


SQLITE = Dialect()
POSTGRES = PostgresDialect()


def _answered(conn: Any, sql: str, params: Sequence[Any]) -> int:
    """1 when the team store's function said it changed the row, else 0 (hidden, missing,
    or nothing to change: the functions answer those alike)."""
    row = conn.execute(sql, params).fetchone()
    return 1 if row and row[0] else 0
