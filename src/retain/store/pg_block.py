"""PostgresStore's statements for the SessionStart block: eligible candidates pre-ranked
on the server, and injections (a mixin of retain.store.postgres.PostgresStore; the same
operations and rules as retain.store.sqlite_block).

What a session was shown is its owner's (row-level security on injections), so two
developers' sessions never see each other's injections. Stdlib only besides the driver
the connection already imported; no typing at run time (the team hook's path).
"""

from __future__ import annotations

from retain import lifecycle
from retain.candidate import FIELDS, Candidate

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import contextlib
    from collections.abc import Sequence
    from typing import Any

CANDIDATE_COLUMNS = ", ".join(f"m.{f}" for f in FIELDS)


def quality_proxy_sql() -> str:
    """retain.store.sqlite_block.quality_proxy_sql in PostgreSQL's spelling. Binds now twice."""
    w = lifecycle.QUALITY_WEIGHTS
    return (
        f"(CASE WHEN m.stale_at IS NULL THEN 1.0 ELSE {lifecycle.STALE_FACTOR!r} END) * ("
        f"{w['confidence']!r} * m.confidence"
        f" + {w['utility']!r} * (((m.n_success - m.n_failure)"
        " / (m.n_success + m.n_failure + 2.0) + 1.0) / 2.0)"
        f" + {w['strength']!r} * LEAST(1.0, m.strength / (1.0 + GREATEST(0.0, %s - "
        f"COALESCE(m.last_used_at, m.created_at)) / {lifecycle.HALF_LIFE_LONG!r}))"
        f" + {w['recency']!r} / (1.0 + GREATEST(0.0, %s - GREATEST(COALESCE(m.last_used_at, 0), "
        f"m.updated_at)) / {lifecycle.RECENCY_SCALE!r}))"
    )


class BlockOps:
    def _c(self) -> contextlib.AbstractContextManager[Any]:
        raise NotImplementedError

    def _block_rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self._c() as conn:
            return list(conn.execute(sql, params).fetchall())

    def block_candidates(
        self, project_id: str | None, *, now: float, kinds: Sequence[str], limit: int
    ) -> list[Candidate]:
        """See SqliteStore.block_candidates: the same eligibility and order."""
        eligible = (
            "NOT (m.trust = 'inferred' AND m.consolidated = 0) "
            "AND (m.expires_at IS NULL OR m.expires_at > %s) AND m.valid_from <= %s "
            "AND (m.pinned = 1 OR m.valence = 'failure' OR m.kind = ANY(%s))"
        )
        parts: list[tuple[str, list[Any]]] = [("m.status = 'live' AND m.scope = 'user'", [])]
        if project_id is not None:
            parts.append(
                ("m.status = 'live' AND m.scope = 'project' AND m.project_id = %s", [project_id])
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
                conn.execute(
                    "UPDATE memories SET n_injected = n_injected + 1 WHERE id = ANY(%s)", (new,)
                )
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
        as the compact JSON text retain.anchor_probe compares, or None)."""
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
