"""PostgresStore's statements for the SessionStart block: eligible candidates pre-ranked
on the server, and injections (a mixin of retain.store.postgres.PostgresStore; the same
operations and rules as retain.store.sqlite_block).

What a session was shown is its owner's (row-level security on injections), so two
developers' sessions never see each other's injections. Stdlib only besides the driver
the connection already imported; no typing at run time (the team hook's path).
"""

from __future__ import annotations

from retain.core import lifecycle
from retain.core.candidate import FIELDS, Candidate
from retain.store import block_rank

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import contextlib
    from collections.abc import Sequence
    from typing import Any

CANDIDATE_COLUMNS = ", ".join(f"m.{f}" for f in FIELDS)


def quality_proxy_sql(t: str = "m.") -> str:
    """retain.store.sqlite_block.quality_proxy_sql in PostgreSQL's spelling. Binds now
    twice. `t`: the columns' qualifier."""
    w = lifecycle.QUALITY_WEIGHTS
    return (
        f"(CASE WHEN {t}stale_at IS NULL THEN 1.0 ELSE {lifecycle.STALE_FACTOR!r} END) * ("
        f"{w['confidence']!r} * {t}confidence"
        f" + {w['utility']!r} * ((({t}n_success - {t}n_failure)"
        f" / ({t}n_success + {t}n_failure + 2.0) + 1.0) / 2.0)"
        f" + {w['strength']!r} * LEAST(1.0, {t}strength / (1.0 + GREATEST(0.0, %s - "
        f"COALESCE({t}last_used_at, {t}created_at)) / {lifecycle.HALF_LIFE_LONG!r}))"
        f" + {w['recency']!r} / (1.0 + GREATEST(0.0, %s - GREATEST(COALESCE({t}last_used_at, 0), "
        f"{t}updated_at)) / {lifecycle.RECENCY_SCALE!r}))"
    )


# The ranking indexes of pg migration m005 (retain.store.block_rank), in PostgreSQL's
# spelling of retain.store.sqlite_block's: the planner uses an index on an expression
# only for that expression, so these are the migration's, character for character.
INDEXED_KINDS = block_rank.INDEXED_KINDS
TIER_SQL = block_rank.TIER_SQL


def cap_sql() -> str:
    """retain.store.sqlite_block.cap_sql: confidence and utility, scaled while possibly stale."""
    w = lifecycle.QUALITY_WEIGHTS
    return (
        f"((CASE WHEN stale_at IS NULL THEN 1.0 ELSE {lifecycle.STALE_FACTOR!r} END) * ("
        f"{w['confidence']!r} * confidence"
        f" + {w['utility']!r} * (((n_success - n_failure)"
        " / (n_success + n_failure + 2.0) + 1.0) / 2.0)))"
    )


KEPT_SQL = "(CASE WHEN strength <= 1.0 THEN COALESCE(last_used_at, created_at) ELSE 1e300 END)"
TOUCHED_SQL = "GREATEST(COALESCE(last_used_at, 0), updated_at)"
_ORDER = {"cap": cap_sql(), "kept": KEPT_SQL, "touched": TOUCHED_SQL}
# The project as the indexes hold it ('' for the user's scope): an equality the planner
# orders by, leakproof under row-level security (see pg migration m005).
_PROJECT = "(CASE WHEN project_id IS NULL THEN '' ELSE project_id END)"
# sqlite_block.branch_sql: confined to no branch, or to one of those visible here.
_BRANCH = "(branch IS NULL OR branch = ANY(%s))"
_ELIGIBLE = (
    "NOT (trust = 'inferred' AND consolidated = 0) "
    "AND (expires_at IS NULL OR expires_at > %s) AND valid_from <= %s"
)


def _ranked_sql(user: bool, key: str) -> str:
    """sqlite_block._ranked_sql: one list of retain.store.block_rank, a page at a time.
    Row-level security still decides which rows are there."""
    where = (
        f"scope = 'user' AND {_PROJECT} = ''"
        if user
        else f"scope = 'project' AND {_PROJECT} = %s AND {_BRANCH}"
    )
    return (
        f"SELECT id, {TIER_SQL}, {_ORDER['cap']}, {KEPT_SQL}, {TOUCHED_SQL}, "
        f"{quality_proxy_sql('')} FROM memories WHERE status = 'live' AND {where} "
        f"AND {TIER_SQL} >= 1 AND {_ELIGIBLE} "
        f"ORDER BY {TIER_SQL} DESC, {_ORDER[key]} DESC, id DESC LIMIT %s OFFSET %s"
    )


class BlockOps:
    def _c(self) -> contextlib.AbstractContextManager[Any]:
        raise NotImplementedError

    def _block_rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self._c() as conn:
            return list(conn.execute(sql, params).fetchall())

    def block_candidates(
        self,
        project_id: str | None,
        *,
        now: float,
        kinds: Sequence[str],
        limit: int,
        branches: Sequence[str] = (),
    ) -> list[Candidate]:
        """See SqliteStore.block_candidates: the same eligibility and order, through the
        ranking indexes (m005) for the block's own kinds."""
        if sorted(kinds) != sorted(INDEXED_KINDS):
            return self.scan_candidates(
                project_id, now=now, kinds=kinds, limit=limit, branches=branches
            )
        parts: list[tuple[str, tuple[Any, ...]]] = [("user", ())]
        if project_id is not None:
            parts.append(("project", (project_id, list(branches))))
        sql = {(u, k): _ranked_sql(u == "user", k) for u, _ in parts for k in block_rank.KEYS}
        with self._c() as conn:

            def fetch(part: int, key: str, offset: int, count: int) -> list[Any]:
                which, scope_params = parts[part]
                return [
                    (int(r[0]), int(r[1]), float(r[2]), float(r[3]), float(r[4]), float(r[5]))
                    for r in conn.execute(
                        sql[which, key], (now, now, *scope_params, now, now, count, offset)
                    ).fetchall()
                ]

            best = block_rank.top(fetch, len(parts), limit, now)
            ids = [b[2] for b in best]
            rows = {
                int(r[0]): tuple(r)
                for r in conn.execute(
                    f"SELECT {CANDIDATE_COLUMNS} FROM memories m WHERE m.id = ANY(%s)", (ids,)
                ).fetchall()
            }
        return [Candidate(rows[i]) for i in ids if i in rows]

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
                f"SELECT {CANDIDATE_COLUMNS}, m.pinned AS tier_pin, "
                f"(m.valence = 'failure') AS tier_fail, {proxy} AS proxy "
                f"FROM memories m WHERE {scope_sql} AND {eligible}"
            )
            params += [now, now, *scope_params, now, now, list(kinds)]
        rows = self._block_rows(
            " UNION ALL ".join(selects)
            + " ORDER BY tier_pin DESC, tier_fail DESC, proxy DESC, id DESC LIMIT %s",
            (*params, limit),
        )
        return [Candidate(tuple(r)[: len(FIELDS)]) for r in rows]

    def quality_proxy(self, memory_id: int, now: float) -> float:
        rows = self._block_rows(
            f"SELECT {quality_proxy_sql()} FROM memories m WHERE m.id = %s", (now, now, memory_id)
        )
        return float(rows[0][0])

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

    def usage_counts(self, ids: Sequence[int]) -> dict[int, tuple[int, int]]:
        """(shown_used, shown_unused) of these memories; those never decided are left out."""
        if not ids:
            return {}
        rows = self._block_rows(
            "SELECT id, shown_used, shown_unused FROM memories WHERE id = ANY(%s) "
            "AND (shown_used > 0 OR shown_unused > 0)",
            (list(ids),),
        )
        return {int(r[0]): (int(r[1]), int(r[2])) for r in rows}

    def anchor_probes(self, ids: Sequence[int]) -> list[tuple[int, str, str, str | None]]:
        """See SqliteStore.anchor_probes: (memory id, kind, relative path to stat, `seen`
        as the compact JSON text retain.anchors.probe compares, or None)."""
        if not ids:
            return []
        rows = self._block_rows(
            "SELECT memory_id, kind, CASE WHEN kind IN ('file', 'dir') THEN value "
            "ELSE COALESCE(d ->> 'file', '') END, CASE jsonb_typeof(d -> 'seen') "
            "WHEN 'array' THEN '[' || array_to_string(ARRAY(SELECT jsonb_array_elements_text("
            "d -> 'seen')), ',') || ']' WHEN 'boolean' THEN (d -> 'seen')::text "
            "WHEN 'null' THEN 'null' END FROM (SELECT id, memory_id, kind, value, "
            "detail::jsonb AS d FROM anchors WHERE memory_id = ANY(%s)) a ORDER BY memory_id, id",
            (list(ids),),
        )
        return [(int(r[0]), str(r[1]), str(r[2]), r[3]) for r in rows]

    def was_injected(self, session_id: str) -> bool:
        return bool(
            self._block_rows(
                "SELECT 1 FROM injections WHERE session_id = %s LIMIT 1", (session_id,)
            )
        )

    def injected_ids(self, session_id: str) -> list[int]:
        rows = self._block_rows(
            "SELECT memory_id FROM injections WHERE session_id = %s ORDER BY seq", (session_id,)
        )
        return [int(r[0]) for r in rows]
