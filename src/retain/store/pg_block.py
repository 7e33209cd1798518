"""The SessionStart block's statements on PostgreSQL (a mixin of
retain.store.postgres.PostgresStore; the same operations and rules as
retain.store.sqlite_block).

The statements both stores run alike are written once in retain.store.block_sql
(through PostgreSQL's dialect here); this module adds PostgreSQL's own: the linear
fallback's statement (`scan_candidates`), recording injections through the team store's
function, and the anchors' JSON. What a session was shown is its owner's (row-level
security on injections), so two developers' sessions never see each other's
injections. Stdlib only besides the driver the connection already imported; no typing
at run time (the team hook's path).
"""

from __future__ import annotations

from retain.core.candidate import FIELDS, Candidate
from retain.store import block_sql
from retain.store.block_sql import CANDIDATE_COLUMNS, INDEXED_KINDS, KEPT_SQL, TIER_SQL  # noqa: F401
from retain.store.dialect import POSTGRES

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

# The ranking indexes of pg migration m012 (retain.store.block_rank), in PostgreSQL's
# spelling of the shared statements (retain.store.block_sql): the planner uses an index
# on an expression only for that expression, so these are the migration's, character
# for character.
cap_sql = block_sql.cap_sql
TOUCHED_SQL = block_sql.touched_sql(POSTGRES)


def quality_proxy_sql(t: str = "m.") -> str:
    """block_sql.quality_proxy_sql in PostgreSQL's spelling. Binds now twice."""
    return block_sql.quality_proxy_sql(POSTGRES, t)


def _ranked_sql(user: bool, key: str) -> str:
    """block_sql.ranked_sql in PostgreSQL's spelling. Row-level security still decides
    which rows are there."""
    return block_sql.ranked_sql(POSTGRES, user, key)


class BlockOps(block_sql.BlockOps):
    """Statements of the SessionStart block (the shared ones: retain.store.block_sql)."""

    dialect = POSTGRES

    def scan_candidates(
        self,
        project_id: str | None,
        *,
        now: float,
        kinds: Sequence[str],
        limit: int,
        branches: Sequence[str] = (),
    ) -> list[Candidate]:
        """block_candidates by ranking every eligible memory (linear; any kinds)."""
        eligible = (
            "NOT (m.trust = 'inferred' AND m.consolidated = 0) "
            "AND (m.expires_at IS NULL OR m.expires_at > %s) AND m.valid_from <= %s "
            "AND (m.pinned = 1 OR m.valence = 'failure' OR m.kind = ANY(%s))"
        )
        parts: list[tuple[str, list[Any]]] = [("m.status = 'live' AND m.scope = 'user'", [])]
        if project_id is not None:
            parts.append(
                (
                    "m.status = 'live' AND m.scope = 'project' AND m.project_id = %s "
                    "AND (m.branch IS NULL OR m.branch = ANY(%s))",
                    [project_id, list(branches)],
                )
            )
        proxy = quality_proxy_sql()
        selects, params = [], []
        for scope_sql, scope_params in parts:
            selects.append(
                f"SELECT {CANDIDATE_COLUMNS}, {block_sql.SCAN_TIER_SQL} AS tier, "
                f"{proxy} AS proxy "
                f"FROM memories m WHERE {scope_sql} AND {eligible}"
            )
            params += [now, now, *scope_params, now, now, list(kinds)]
        rows = self._native_rows(
            " UNION ALL ".join(selects)
            + " ORDER BY tier DESC, proxy DESC, id DESC LIMIT %s",  # block_rank.tier_sql
            (*params, limit),
        )
        return [Candidate(tuple(r)[: len(FIELDS)]) for r in rows]

    def record_injections(
        self, session_id: str, ids: Sequence[int], now: float, source: str | None
    ) -> int:
        """See SqliteStore.record_injections: `source` "prompt" is the prompt-time block,
        anything else the SessionStart one. Call inside a transaction."""
        kind = "prompt" if source == "prompt" else "session_start"
        with self._c() as conn:
            seen = {
                r[0]
                for r in conn.execute(
                    "SELECT memory_id FROM injections WHERE session_id = %s", (session_id,)
                )
            }
            new = [i for i in dict.fromkeys(ids) if i not in seen]
            if new:
                with conn.cursor() as cur:
                    cur.executemany(
                        "INSERT INTO injections (session_id, memory_id, at, source, kind) "
                        "VALUES (%s, %s, %s, %s, %s)",
                        [(session_id, i, now, source, kind) for i in new],
                    )
                # through the server's function, which logs it (retain.store.pg_guard)
                conn.execute("SELECT retain_record_injected(%s::bigint[], %s)", (new, now))
        return len(new)

    def anchor_probes(self, ids: Sequence[int]) -> list[tuple[int, str, str, str | None]]:
        """See SqliteStore.anchor_probes: (memory id, kind, relative path to stat, `seen`
        as the compact JSON text retain.anchors.probe compares, or None)."""
        if not ids:
            return []
        rows = self._native_rows(
            "SELECT memory_id, kind, CASE WHEN kind IN ('file', 'dir') THEN value "
            "ELSE COALESCE(d ->> 'file', '') END, CASE jsonb_typeof(d -> 'seen') "
            "WHEN 'array' THEN '[' || array_to_string(ARRAY(SELECT jsonb_array_elements_text("
            "d -> 'seen')), ',') || ']' WHEN 'boolean' THEN (d -> 'seen')::text "
            "WHEN 'null' THEN 'null' END FROM (SELECT id, memory_id, kind, value, "
            "detail::jsonb AS d FROM anchors WHERE memory_id = ANY(%s)) a ORDER BY memory_id, id",
            (list(ids),),
        )
        return [(int(r[0]), str(r[1]), str(r[2]), r[3]) for r in rows]
