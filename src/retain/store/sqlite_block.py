"""The SessionStart block's statements: eligible candidates pre-ranked in SQL, injections.

`BlockOps` is a mixin of SqliteStore (retain.store.sqlite); `BlockStore` is the same
statements on their own connection, which is all the SessionStart hook opens: it never
imports the search, sleep or vector statements, the records module or dataclasses.
Stdlib only, no typing at run time.
"""

from __future__ import annotations

import contextlib

from retain.core import lifecycle
from retain.core.candidate import FIELDS, Candidate
from retain.store import block_rank
from retain.store.sqlite_conn import SqliteConnections

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import sqlite3
    from collections.abc import Sequence

CANDIDATE_COLUMNS = ", ".join(f"m.{f}" for f in FIELDS)


# A project memory confined to a branch shows only where its branch is visible
# (retain.branch.visible_branches): the names travel as one newline-joined string,
# so the statement stays the same whatever their number (branch names hold no newline).
def branch_sql(t: str = "") -> str:
    """The branch filter on columns qualified by `t`; binds branch_param()."""
    return f"({t}branch IS NULL OR instr(?, char(10) || {t}branch || char(10)) > 0)"


def branch_param(branches: Sequence[str]) -> str:
    """BRANCH_SQL's parameter: '' matches no branch (only memories confined to none)."""
    return "\n" + "\n".join(branches) + "\n" if branches else ""


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


def quality_proxy_sql(t: str = "m.") -> str:
    """A cheap stand-in for lifecycle.quality that SQLite can sort many rows by: the same
    weights (lifecycle.QUALITY_WEIGHTS), with the exponential decay replaced by a
    hyperbola (no pow() needed). Binds `now` twice. `t`: the columns' qualifier."""
    w = lifecycle.QUALITY_WEIGHTS
    return (
        f"(CASE WHEN {t}stale_at IS NULL THEN 1.0 ELSE {lifecycle.STALE_FACTOR!r} END) * ("
        f"{w['confidence']!r} * {t}confidence"
        f" + {w['utility']!r} * ((({t}n_success - {t}n_failure)"
        f" / ({t}n_success + {t}n_failure + 2.0) + 1.0) / 2.0)"
        f" + {w['strength']!r} * MIN(1.0, {t}strength / (1.0 + MAX(0.0, ? - "
        f"COALESCE({t}last_used_at, {t}created_at)) / {lifecycle.HALF_LIFE_LONG!r}))"
        f" + {w['recency']!r} / (1.0 + MAX(0.0, ? - MAX(COALESCE({t}last_used_at, 0), "
        f"{t}updated_at)) / {lifecycle.RECENCY_SCALE!r}))"
    )


# The block's tier and kinds, as the ranking indexes hold them (retain.store.block_rank).
INDEXED_KINDS = block_rank.INDEXED_KINDS
TIER_SQL = block_rank.TIER_SQL


def cap_sql() -> str:
    """The proxy's part fixed between writes: confidence and utility, scaled while
    possibly stale (strength and recency decay: KEPT_SQL and TOUCHED_SQL bound them)."""
    w = lifecycle.QUALITY_WEIGHTS
    return (
        f"((CASE WHEN stale_at IS NULL THEN 1.0 ELSE {lifecycle.STALE_FACTOR!r} END) * ("
        f"{w['confidence']!r} * confidence"
        f" + {w['utility']!r} * (((n_success - n_failure)"
        " / (n_success + n_failure + 2.0) + 1.0) / 2.0)))"
    )


# The times the proxy's strength and recency terms decay from. Strength above 1 (no
# writer stores one) would escape retain.store.block_rank.bound: such a memory sorts
# first in `kept`, as if used at the end of time.
KEPT_SQL = "(CASE WHEN strength <= 1.0 THEN COALESCE(last_used_at, created_at) ELSE 1e300 END)"
TOUCHED_SQL = "MAX(COALESCE(last_used_at, 0), updated_at)"
_ORDER = {"cap": cap_sql(), "kept": KEPT_SQL, "touched": TOUCHED_SQL}

_ELIGIBLE = (
    "NOT (trust = 'inferred' AND consolidated = 0) "
    "AND (expires_at IS NULL OR expires_at > ?) AND valid_from <= ?"
)


def _ranked_sql(user: bool, key: str) -> str:
    """One list of retain.store.block_rank: a scope part's eligible memories in the
    order of one ranking index (tier, key, id descending), a page at a time."""
    where = (
        "scope = 'user' AND project_id IS NULL"
        if user
        else f"scope = 'project' AND project_id = ? AND {branch_sql()}"
    )
    return (
        f"SELECT id, {TIER_SQL}, {_ORDER['cap']}, {KEPT_SQL}, {TOUCHED_SQL}, "
        f"{quality_proxy_sql('')} FROM memories WHERE status = 'live' AND {where} "
        f"AND {TIER_SQL} >= 1 AND {_ELIGIBLE} "
        f"ORDER BY {TIER_SQL} DESC, {_ORDER[key]} DESC, id DESC LIMIT ? OFFSET ?"
    )


class BlockOps:
    """Statements of the SessionStart block."""

    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
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
        failure or of one of `kinds`; pinned first, then failures, then by quality.
        For the block's own kinds, read through the ranking indexes (m008,
        retain.store.block_rank); any other kinds scan every eligible memory."""
        if sorted(kinds) != sorted(INDEXED_KINDS):
            return self.scan_candidates(
                project_id, now=now, kinds=kinds, limit=limit, branches=branches
            )
        parts: list[tuple[str, tuple[object, ...]]] = [("user", ())]
        if project_id is not None:
            parts.append(("project", (project_id, branch_param(branches))))
        sql = {(u, k): _ranked_sql(u == "user", k) for u, _ in parts for k in block_rank.KEYS}
        with self._c() as conn:

            def fetch(part: int, key: str, offset: int, count: int) -> list[tuple]:
                which, scope_params = parts[part]
                return conn.execute(
                    sql[which, key], (now, now, *scope_params, now, now, count, offset)
                ).fetchall()

            best = block_rank.top(fetch, len(parts), limit, now)
            ids = [b[2] for b in best]
            rows: dict[int, tuple] = {}
            for start in range(0, len(ids), 500):
                chunk = ids[start : start + 500]
                for r in conn.execute(
                    f"SELECT {CANDIDATE_COLUMNS} FROM memories m WHERE m.id IN "
                    f"({','.join('?' * len(chunk))})",
                    chunk,
                ):
                    rows[r[0]] = tuple(r)
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
                "SELECT m.id AS id, m.pinned AS tier_pin, "
                f"(m.valence = 'failure') AS tier_fail, {proxy} AS proxy "
                f"FROM memories m WHERE {scope_sql} AND {eligible}"
            )
            params += [now, now, *scope_params, now, now, *kinds]
        order = "tier_pin DESC, tier_fail DESC, proxy DESC, id DESC"
        # Ranked on ids and sort keys only, then the `limit` winners' rows fetched by id:
        # sorting every eligible row with its text cost a third more at 10k memories.
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {CANDIDATE_COLUMNS} FROM ("
                + " UNION ALL ".join(selects)
                + f" ORDER BY {order} LIMIT ?) r JOIN memories m ON m.id = r.id "
                "ORDER BY r.tier_pin DESC, r.tier_fail DESC, r.proxy DESC, r.id DESC",
                (*params, limit),
            ).fetchall()
        return [Candidate(tuple(r)) for r in rows]

    def quality_proxy(self, memory_id: int, now: float) -> float:
        """The SQL stand-in for one memory (tests hold it to lifecycle.quality)."""
        with self._c() as conn:
            row = conn.execute(
                f"SELECT {quality_proxy_sql()} FROM memories m WHERE m.id = ?",
                (now, now, memory_id),
            ).fetchone()
        return float(row[0])

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

    def usage_counts(self, ids: Sequence[int]) -> dict[int, tuple[int, int]]:
        """(shown_used, shown_unused) of these memories, the counters the sleep pass keeps
        (retain.store.usage_ops); those never decided are left out."""
        out: dict[int, tuple[int, int]] = {}
        with self._c() as conn:
            for start in range(0, len(ids), 500):
                chunk = list(ids[start : start + 500])
                rows = conn.execute(
                    f"SELECT id, shown_used, shown_unused FROM memories WHERE id IN "
                    f"({','.join('?' * len(chunk))}) AND (shown_used > 0 OR shown_unused > 0)",
                    chunk,
                )
                out.update({r[0]: (r[1], r[2]) for r in rows})
        return out

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

    def was_injected(self, session_id: str) -> bool:
        with self._c() as conn:
            row = conn.execute(
                "SELECT 1 FROM injections WHERE session_id = ? LIMIT 1", (session_id,)
            ).fetchone()
        return row is not None

    def injected_ids(self, session_id: str) -> list[int]:
        with self._c() as conn:
            return [
                r[0]
                for r in conn.execute(
                    "SELECT memory_id FROM injections WHERE session_id = ? ORDER BY rowid",
                    (session_id,),
                )
            ]


class BlockStore(SqliteConnections, BlockOps):
    """A SQLite store that can do only what the SessionStart block needs
    (retain.store.base.BlockReader): what the hook opens, for its import time."""
