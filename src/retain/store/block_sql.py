"""The SessionStart block's statements, written once for both stores.

Eligible candidates pre-ranked in SQL (retain.store.block_rank reads three ranking
indexes page by page), the exact memories fetched by id, the SQL stand-in for belief
quality (`quality_proxy_sql`), what earlier sessions did with a memory when shown it
(`usage_counts`) and what a session was shown. Each statement is written here once in
SQLite's spelling; the store's `dialect` (retain.store.dialect) spells the few parts
that differ: the two-argument MIN/MAX (LEAST/GREATEST), `?` marks (`%s`), the project
as the ranking indexes hold it, the branch filter and its parameter, and a list of ids
or kinds (an `IN` list, chunked, or `= ANY(array)`). The ranking statements must stay
the migrations' index expressions character for character (SQLite m021, PostgreSQL
m012), or the planner would not use the indexes: tests/test_block_rank.py reads the
plans.

What is each store's own stays there: SQLite's `sqlite_block` (the linear fallback's
statement, recording injections, the anchors' JSON) and PostgreSQL's `pg_block` (the
same three, the last two through the team store's functions and JSON operators).

Stdlib only, no typing at run time (the SessionStart hook's path).
"""

from __future__ import annotations

from retain.core import lifecycle
from retain.core.candidate import FIELDS, Candidate
from retain.store import block_rank
from retain.store.statements import Statements

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from retain.store.dialect import Dialect

CANDIDATE_COLUMNS = ", ".join(f"m.{f}" for f in FIELDS)

# The block's tier and kinds, as the ranking indexes hold them (retain.store.block_rank).
INDEXED_KINDS = block_rank.INDEXED_KINDS
TIER_SQL = block_rank.TIER_SQL
# The same tiers for the scan, whose WHERE already admits the rest (any kinds).
SCAN_TIER_SQL = block_rank.tier_sql("1 = 1")

# The times the proxy's strength term decays from. Strength above 1 (no writer stores
# one) would escape retain.store.block_rank.bound: such a memory sorts first in `kept`,
# as if used at the end of time.
KEPT_SQL = "(CASE WHEN strength <= 1.0 THEN COALESCE(last_used_at, created_at) ELSE 1e300 END)"

_ELIGIBLE = (
    "NOT (trust = 'inferred' AND consolidated = 0) "
    "AND (expires_at IS NULL OR expires_at > ?) AND valid_from <= ?"
)


def quality_proxy_sql(d: Dialect, t: str = "m.") -> str:
    """A cheap stand-in for lifecycle.quality that the database can sort many rows by:
    the same weights (lifecycle.QUALITY_WEIGHTS), with the exponential decay replaced by
    a hyperbola (no pow() needed). Binds `now` twice. `t`: the columns' qualifier."""
    return d.q(_proxy(d, t))


def _proxy(d: Dialect, t: str) -> str:
    """quality_proxy_sql in the shared spelling (`?` marks)."""
    w = lifecycle.QUALITY_WEIGHTS
    least, greatest = d.least, d.greatest
    return (
        f"(CASE WHEN {t}stale_at IS NULL THEN 1.0 ELSE {lifecycle.STALE_FACTOR!r} END) * ("
        f"{w['confidence']!r} * {t}confidence"
        f" + {w['utility']!r} * ((({t}n_success - {t}n_failure)"
        f" / ({t}n_success + {t}n_failure + 2.0) + 1.0) / 2.0)"
        f" + {w['strength']!r} * {least}(1.0, {t}strength / (1.0 + {greatest}(0.0, ? - "
        f"COALESCE({t}last_used_at, {t}created_at)) / {lifecycle.HALF_LIFE_LONG!r}))"
        f" + {w['recency']!r} / (1.0 + {greatest}(0.0, ? - "
        f"{greatest}(COALESCE({t}last_used_at, 0), {t}updated_at)) / {lifecycle.RECENCY_SCALE!r}))"
    )


def cap_sql() -> str:
    """The proxy's part fixed between writes: confidence and utility, scaled while
    possibly stale (strength and recency decay: KEPT_SQL and `touched_sql` bound them).
    The same in both spellings."""
    w = lifecycle.QUALITY_WEIGHTS
    return (
        f"((CASE WHEN stale_at IS NULL THEN 1.0 ELSE {lifecycle.STALE_FACTOR!r} END) * ("
        f"{w['confidence']!r} * confidence"
        f" + {w['utility']!r} * (((n_success - n_failure)"
        " / (n_success + n_failure + 2.0) + 1.0) / 2.0)))"
    )


def touched_sql(d: Dialect) -> str:
    """The time the proxy's recency term decays from (the last use or change)."""
    return f"{d.greatest}(COALESCE(last_used_at, 0), updated_at)"


def ranked_sql(d: Dialect, user: bool, key: str) -> str:
    """One list of retain.store.block_rank: a scope part's eligible memories in the
    order of one ranking index (tier, key, id descending), a page at a time. Binds now,
    now, the part's scope (the project and `d.branch_param`), now, now, count, offset."""
    order = {"cap": cap_sql(), "kept": KEPT_SQL, "touched": touched_sql(d)}
    where = (
        f"scope = 'user' AND {d.user_project}"
        if user
        else f"scope = 'project' AND {d.index_project} = ? AND {d.branch_in()}"
    )
    return d.q(
        f"SELECT id, {TIER_SQL}, {order['cap']}, {KEPT_SQL}, {order['touched']}, "
        f"{_proxy(d, '')} FROM memories WHERE status = 'live' AND {where} "
        f"AND {TIER_SQL} >= 1 AND {_ELIGIBLE} "
        f"ORDER BY {TIER_SQL} DESC, {order[key]} DESC, id DESC LIMIT ? OFFSET ?"
    )


class BlockOps(Statements):
    """The SessionStart block's statements both stores run alike (a mixin; the store
    supplies `_c`, `dialect` and the statements of its own: `scan_candidates`,
    `record_injections`, `anchor_probes`)."""

    def scan_candidates(
        self,
        project_id: str | None,
        *,
        now: float,
        kinds: Sequence[str],
        limit: int,
        branches: Sequence[str] = (),
    ) -> list[Candidate]:
        raise NotImplementedError

    def block_candidates(
        self,
        project_id: str | None,
        *,
        now: float,
        kinds: Sequence[str],
        limit: int,
        branches: Sequence[str] = (),
    ) -> list[Candidate]:
        """The `limit` most promising memories worth showing unasked: consolidated (an
        inferred guess only once the sleep pass confirmed it), unexpired, pinned or a
        failure or of one of `kinds`; in the block's tiers (block_rank.tier_sql: pinned,
        proven failure lessons, the project's constraints, its other failure lessons,
        the rest), then by quality. For the block's own kinds, read through the ranking
        indexes (SQLite m021, PostgreSQL m012; retain.store.block_rank); any other kinds
        scan every eligible
        memory (`scan_candidates`). Row-level security still decides which rows a team
        store has."""
        if sorted(kinds) != sorted(INDEXED_KINDS):
            return self.scan_candidates(
                project_id, now=now, kinds=kinds, limit=limit, branches=branches
            )
        d = self.dialect
        parts: list[tuple[str, tuple[Any, ...]]] = [("user", ())]
        if project_id is not None:
            parts.append(("project", (project_id, d.branch_param(branches))))
        sql = {(u, k): ranked_sql(d, u == "user", k) for u, _ in parts for k in block_rank.KEYS}
        with self._c() as conn:

            def fetch(part: int, key: str, offset: int, count: int) -> list[Any]:
                which, scope_params = parts[part]
                return d.numbers(
                    conn.execute(
                        sql[which, key], (now, now, *scope_params, now, now, count, offset)
                    ).fetchall()
                )

            best = block_rank.top(fetch, len(parts), limit, now)
            ids = [b[2] for b in best]
            rows: dict[int, tuple[Any, ...]] = {}
            for where, params in d.in_lists("m.id", ids):
                for r in conn.execute(
                    d.q(f"SELECT {CANDIDATE_COLUMNS} FROM memories m WHERE {where}"), params
                ).fetchall():
                    rows[int(r[0])] = tuple(r)
        return [Candidate(rows[i]) for i in ids if i in rows]

    def quality_proxy(self, memory_id: int, now: float) -> float:
        """The SQL stand-in for one memory (tests hold it to lifecycle.quality)."""
        d = self.dialect
        with self._c() as conn:
            row = conn.execute(
                d.q(f"SELECT {_proxy(d, 'm.')} FROM memories m WHERE m.id = ?"),
                (now, now, memory_id),
            ).fetchone()
        return float(row[0])

    def usage_counts(self, ids: Sequence[int]) -> dict[int, tuple[int, int]]:
        """(shown_used, shown_unused) of these memories, the counters the sleep pass keeps
        (retain.store.usage_ops); those never decided are left out."""
        if not ids:
            return {}
        d = self.dialect
        out: dict[int, tuple[int, int]] = {}
        with self._c() as conn:
            for where, params in d.in_lists("id", ids):
                rows = conn.execute(
                    d.q(
                        f"SELECT id, shown_used, shown_unused FROM memories WHERE {where} "
                        "AND (shown_used > 0 OR shown_unused > 0)"
                    ),
                    params,
                ).fetchall()
                out.update({int(r[0]): (int(r[1]), int(r[2])) for r in rows})
        return out

    def was_injected(self, session_id: str) -> bool:
        with self._c() as conn:
            row = conn.execute(
                self.dialect.q("SELECT 1 FROM injections WHERE session_id = ? LIMIT 1"),
                (session_id,),
            ).fetchone()
        return row is not None

    def injected_ids(self, session_id: str) -> list[int]:
        """What a session was shown, in the order it was shown (`dialect.injection_order`)."""
        d = self.dialect
        with self._c() as conn:
            return [
                int(r[0])
                for r in conn.execute(
                    d.q(
                        "SELECT memory_id FROM injections WHERE session_id = ? "
                        f"ORDER BY {d.injection_order}"
                    ),
                    (session_id,),
                ).fetchall()
            ]
