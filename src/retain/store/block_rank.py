"""The SessionStart block's pool without visiting every eligible memory.

The block wants the POOL best eligible memories in the order (tier, quality proxy, id),
all descending (retain.store.sqlite_block.quality_proxy_sql; the tier is the block's own,
retain.rank.block.tier_of: `tier_sql`). The proxy depends on `now`, so no index holds
that order. Three indexes hold orders that bound it (SQLite m021, PostgreSQL m012; m008
and m005 before them held the old tiers), each within the tier:

- by `cap`, the proxy's part fixed between writes (confidence and utility);
- by `kept`, the time its strength term decays from (the last use, else creation);
- by `touched`, the time its recency term decays from (the last use or change).

A memory that comes after positions (c, k, t) of the three lists scores at most
c + strength weight decayed from k + recency weight decayed from t (the threshold
algorithm of Fagin, Lotem and Naor, 2001). The lists are read in pages, for each scope
part (the user's, the project's) apart, until the POOL-th best memory seen beats the
bound of every part still being read: the result is exactly the linear query's (the
tests compare them), after reading a few hundred rows when quality is spread as usual;
in the worst case (every bound tied) it reads all.

Stdlib only, no typing at run time (the SessionStart hook's path); the stores supply
the statements.
"""

from __future__ import annotations

from retain.core import lifecycle

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    # (id, tier, cap, kept, touched, proxy) of one eligible memory, in one list's order
    Row = tuple[int, int, float, float, float, float]
    Fetch = Callable[[int, str, int, int], Sequence[Row]]

# The kinds the block shows unasked (retain.rank.block.BLOCK_KINDS is this tuple),
# written into the ranking indexes: the stores' statements are those indexes'
# expressions character for character, or the planner would not use them (the tests
# read the query plans). Another set of kinds falls back to a scan.
INDEXED_KINDS = (
    "decision",
    "constraint",
    "architecture",
    "bugfix",
    "lesson",
    "preference",
    "procedure",
)
KINDS_SQL = ", ".join(f"'{k}'" for k in INDEXED_KINDS)


def tier_sql(rest: str) -> str:
    """The block's tiers (retain.rank.block.tier_of) as one indexable value, highest
    first: 5 pinned; 4 a failure lesson with more good outcomes than bad; 3 a project
    constraint; 2 the project's other failure lessons; 1 the rest, the memories `rest`
    admits; 0 not eligible. Spelled alike in SQLite and PostgreSQL (unqualified: it is
    an index expression). The pool the block chooses from is the best of this order, so
    a project with hundreds of pinned and failure memories still has its constraints in
    the pool (before SQLite m021 / PostgreSQL m012 the order was pinned, failures, rest)."""
    return (
        "(CASE WHEN pinned = 1 THEN 5 "
        "WHEN valence = 'failure' AND n_success > n_failure THEN 4 "
        "WHEN scope = 'project' AND kind = 'constraint' THEN 3 "
        "WHEN scope = 'project' AND valence = 'failure' THEN 2 "
        f"WHEN {rest} THEN 1 ELSE 0 END)"
    )


# The ranking indexes' tier: eligible are the pinned, the failure lessons and the
# block's kinds (SQLite m021, PostgreSQL m012 hold it character for character).
TIER_SQL = tier_sql(f"valence = 'failure' OR kind IN ({KINDS_SQL})")
KEYS = ("cap", "kept", "touched")  # the three orders, as the stores name their statements
SLACK = 1e-9  # the bound is computed here, the proxy in SQL: rounding must not cut a tie
_INF = float("inf")


def _decayed(weight: float, since: float, scale: float) -> float:
    return weight / (1.0 + max(0.0, since) / scale)


def bound(positions: Sequence[Row], now: float) -> tuple[int, float]:
    """The best (tier, proxy) an unread memory of a part can have, given the last row
    read from each of its lists (in KEYS order): it comes after all three, so its tier
    is at most the lowest of theirs, and within that tier each list that stands there
    bounds its key; strength is at most 1 (the `kept` order puts any above first)."""
    cap_pos, kept_pos, touched_pos = positions
    tier = min(p[1] for p in positions)
    w = lifecycle.QUALITY_WEIGHTS
    cap = cap_pos[2] if cap_pos[1] == tier else _INF
    strength = (
        _decayed(w["strength"], now - kept_pos[3], lifecycle.HALF_LIFE_LONG)
        if kept_pos[1] == tier
        else w["strength"]
    )
    recency = (
        _decayed(w["recency"], now - touched_pos[4], lifecycle.RECENCY_SCALE)
        if touched_pos[1] == tier
        else w["recency"]
    )
    return tier, cap + strength + recency


def top(fetch: Fetch, parts: int, limit: int, now: float) -> list[tuple[int, float, int]]:
    """The `limit` best (tier, proxy, id) over `parts` scope parts, best first.
    `fetch(part, key, offset, count)` returns up to `count` eligible rows of a part in
    the order of `key` (tier, key, id descending), from `offset`."""
    if limit <= 0:
        return []
    page = max(limit, 32)
    seen: dict[int, tuple[int, float, int]] = {}
    read = {(p, k): 0 for p in range(parts) for k in KEYS}
    pos: dict[tuple[int, str], Row] = {}
    active = list(range(parts))
    while active:
        for p in active[:]:
            for k in KEYS:
                got = read[p, k]
                count = max(page, got)  # pages double: rereading costs at most as much again
                rows = fetch(p, k, got, count)
                read[p, k] = got + len(rows)
                if rows:
                    pos[p, k] = rows[-1]
                for r in rows:
                    seen[r[0]] = (r[1], r[5], r[0])
                if len(rows) < count:  # this list is read to its end: so is the part
                    active.remove(p)
                    break
        if not active:
            break
        if len(seen) < limit:
            continue
        kth = sorted(seen.values(), reverse=True)[limit - 1]
        for p in active[:]:
            tier, best = bound([pos[p, k] for k in KEYS], now)
            if kth[0] > tier or (kth[0] == tier and kth[1] > best + SLACK):
                active.remove(p)
    return sorted(seen.values(), reverse=True)[:limit]
