"""The SessionStart block's statements on SQLite, and `BlockStore`: all the SessionStart
hook opens.

The statements both stores run alike are written once in retain.store.block_sql
(through SQLite's dialect here); this module adds SQLite's own: the linear fallback's
statement (`scan_candidates`), recording injections, and the anchors' JSON. `BlockOps`
is a mixin of SqliteStore (retain.store.sqlite); `BlockStore` is the same statements on
their own connection, which is all the SessionStart hook opens: it never imports the
search, sleep or vector statements, the records module or dataclasses.
Stdlib only, no typing at run time.
"""

from __future__ import annotations

import contextlib

from retain.core.candidate import Candidate
from retain.store import block_sql
from retain.store.block_sql import CANDIDATE_COLUMNS, INDEXED_KINDS, KEPT_SQL, TIER_SQL  # noqa: F401
from retain.store.dialect import SQLITE
from retain.store.sqlite_conn import SqliteConnections

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import sqlite3
    from collections.abc import Sequence

# The block's statements in SQLite's spelling, by the names the tests and the
# migrations' checks read (retain.store.block_sql writes them).
branch_sql = SQLITE.branch_in
branch_param = SQLITE.branch_param
cap_sql = block_sql.cap_sql
TOUCHED_SQL = block_sql.touched_sql(SQLITE)


def quality_proxy_sql(t: str = "m.") -> str:
    """block_sql.quality_proxy_sql in SQLite's spelling. Binds `now` twice."""
    return block_sql.quality_proxy_sql(SQLITE, t)


def _ranked_sql(user: bool, key: str) -> str:
    """block_sql.ranked_sql in SQLite's spelling: one list of retain.store.block_rank."""
    return block_sql.ranked_sql(SQLITE, user, key)


def _scope_parts(
    project_id: str | None, branches: Sequence[str] = ()
) -> list[tuple[str, list[object]]]:
    """User scope, and this project's scope: one indexed lookup each on
    memories_scope(status, scope, project_id), so other projects are never scanned."""
    parts: list[tuple[str, list[object]]] = [("m.status = 'live' AND m.scope = 'user'", [])]
    if project_id is not None:
        parts.append(
            (
                "m.status = 'live' AND m.scope = 'project' AND m.project_id = ? AND "
                + branch_sql("m."),
                [project_id, branch_param(branches)],
            )
        )
    return parts


class BlockOps(block_sql.BlockOps):
    """Statements of the SessionStart block (the shared ones: retain.store.block_sql)."""

    dialect = SQLITE

    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def scan_candidates(
        self,
        project_id: str | None,
        *,
        now: float,
        kinds: Sequence[str],
        limit: int,
        branches: Sequence[str] = (),
    ) -> list[Candidate]:
        """block_candidates by ranking every eligible memory: linear in the store (the
        statement the ranking indexes replaced; any kinds)."""
        eligible = (
            "NOT (m.trust = 'inferred' AND m.consolidated = 0) "
            "AND (m.expires_at IS NULL OR m.expires_at > ?) AND m.valid_from <= ? "
            "AND (m.pinned = 1 OR m.valence = 'failure' "
            f"OR m.kind IN ({','.join('?' * len(kinds))}))"
        )
        proxy = quality_proxy_sql()
        selects, params = [], []
        for scope_sql, scope_params in _scope_parts(project_id, branches):
            selects.append(
                f"SELECT m.id AS id, {block_sql.SCAN_TIER_SQL} AS tier, {proxy} AS proxy "
                f"FROM memories m WHERE {scope_sql} AND {eligible}"
            )
            params += [now, now, *scope_params, now, now, *kinds]
        order = "tier DESC, proxy DESC, id DESC"  # the block's tiers (block_rank.tier_sql)
        # Ranked on ids and sort keys only, then the `limit` winners' rows fetched by id:
        # sorting every eligible row with its text cost a third more at 10k memories.
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {CANDIDATE_COLUMNS} FROM ("
                + " UNION ALL ".join(selects)
                + f" ORDER BY {order} LIMIT ?) r JOIN memories m ON m.id = r.id "
                "ORDER BY r.tier DESC, r.proxy DESC, r.id DESC",
                (*params, limit),
            ).fetchall()
        return [Candidate(tuple(r)) for r in rows]

    def record_injections(
        self, session_id: str, ids: Sequence[int], now: float, source: str | None
    ) -> int:
        """Log what a session was shown; a memory already shown to it is not logged again.
        `source` is what showed them: a SessionStart source (startup, compact, ...),
        `context` (`retain context --record`) or `prompt` (the prompt-time block). Returns
        the number of new rows. Call inside a transaction."""
        kind = "prompt" if source == "prompt" else "session_start"
        with self._c() as conn:
            seen = {
                r[0]
                for r in conn.execute(
                    "SELECT memory_id FROM injections WHERE session_id = ?", (session_id,)
                )
            }
            new = [i for i in ids if i not in seen]
            if new:
                conn.executemany(
                    "INSERT INTO injections (session_id, memory_id, at, source, kind) "
                    "VALUES (?, ?, ?, ?, ?)",
                    [(session_id, i, now, source, kind) for i in new],
                )
                conn.executemany(
                    "UPDATE memories SET n_injected = n_injected + 1 WHERE id = ?",
                    [(i,) for i in new],
                )
        return len(new)

    def anchor_probes(self, ids: Sequence[int]) -> list[tuple[int, str, str, str | None]]:
        """(memory id, anchor kind, relative path to stat, `seen` as JSON text or None if
        never recorded) of these memories' anchors (m007): what SessionStart compares
        before ranking (retain.anchors.probe). The path is the anchor's own for a file or
        folder, the file defining a symbol, the Makefile or package.json of a command."""
        seen = (
            "CASE json_type(detail, '$.seen') WHEN 'array' THEN json_extract(detail, '$.seen') "
            "WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'null' THEN 'null' END"
        )
        where = (
            "CASE WHEN kind IN ('file', 'dir') THEN value "
            "ELSE COALESCE(json_extract(detail, '$.file'), '') END"
        )
        out: list[tuple[int, str, str, str | None]] = []
        with self._c() as conn:
            for start in range(0, len(ids), 500):
                chunk = list(ids[start : start + 500])
                out += [
                    (int(r[0]), str(r[1]), str(r[2]), r[3])
                    for r in conn.execute(
                        f"SELECT memory_id, kind, {where}, {seen} FROM anchors WHERE memory_id "
                        f"IN ({','.join('?' * len(chunk))}) ORDER BY memory_id, id",
                        chunk,
                    )
                ]
        return out


class BlockStore(SqliteConnections, BlockOps):
    """A SQLite store that can do only what the SessionStart block needs
    (retain.store.block_reader.BlockReader): what the hook opens, for its import time."""
