"""The team store's side of the hooks' local mirror (retain.team.refresh): the live
memories a developer may see in one project (and their own user scope), which of them
changed since a refresh, the sessions' injections recorded on the server, and
delivering the mirror's injections back. Row-level security decides what is visible,
as for every other query.

What changed is told by PostgreSQL's own row versions: every insert or update writes a
row version stamped with its transaction (`xmin`), so no column or trigger is needed
and no writer's clock is trusted. A refresh notes the oldest transaction still running
before it lists (`watermark`); the next one fetches the rows written by that one or
later, plus any listed id the mirror lacks (a memory that became visible unchanged,
e.g. to a new member), and drops the ids no longer listed (closed, forgotten, hidden).

Listing every visible id costs what the project holds (900,000 ids at 1M), so a routine
refresh asks only for the rows written since the mark, live or not (`changed_rows`):
a member cannot delete a memory nor change its project, scope or owner (the grants), so
a memory leaves the mirror's view by a new row version (closed, forgotten, merged), seen
there, or by a change of this user's memberships (`memberships`), after which the
refresh lists everything again, as it does now and then as a safety net."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

_VISIBLE = (
    "m.status = 'live' AND (m.scope = 'user' AND m.owner = current_user "
    "OR m.scope = 'project' AND m.project_id = %s)"
)
_WRAP = 1 << 32  # a row's xmin is a 32-bit transaction id
CHUNK = 5000  # rows fetched per statement while copying


def watermark(store: Any) -> int:
    """The oldest transaction still running (64-bit): every change made by an older one
    is committed, and visible to the statements that follow. Read before listing, a
    refresh is complete up to it; the next one asks for what changed from here."""
    with store._c() as conn:
        row = conn.execute("SELECT pg_snapshot_xmin(pg_current_snapshot())::text").fetchone()
    return int(row[0])


def visible_ids(store: Any, project_id: str | None, since: int | None) -> list[tuple[int, bool]]:
    """(id, changed) of every live memory of `project_id` and of the user's own scope;
    changed: its row was written by transaction `since` or a later one (its `xmin`, in
    the 32-bit space with wraparound; always True when `since` is None). A closed,
    forgotten or no longer visible memory is simply not listed."""
    changed = "true"
    params: list[object] = [project_id or ""]
    if since is not None:
        changed = f"mod(m.xmin::text::bigint - %s + {_WRAP}, {_WRAP}) < {_WRAP // 2}"
        params.insert(0, since % _WRAP)
    with store._c() as conn:
        rows = conn.execute(
            f"SELECT m.id, {changed} FROM memories m WHERE {_VISIBLE}", params
        ).fetchall()
    return [(int(r[0]), bool(r[1])) for r in rows]


def changed_rows(store: Any, project_id: str | None, since: int) -> list[tuple[int, bool]]:
    """(id, live) of the memories of `project_id` and of the user's own scope whose row
    was written by transaction `since` or a later one, whatever their status (row-level
    security decides as always: a project this user has left shows nothing)."""
    where = (
        "(m.scope = 'user' AND m.owner = current_user OR m.scope = 'project' AND m.project_id = %s)"
    )
    changed = f"mod(m.xmin::text::bigint - %s + {_WRAP}, {_WRAP}) < {_WRAP // 2}"
    with store._c() as conn:
        rows = conn.execute(
            f"SELECT m.id, m.status = 'live' FROM memories m WHERE {changed} AND {where}",
            (since % _WRAP, project_id or ""),
        ).fetchall()
    return [(int(r[0]), bool(r[1])) for r in rows]


def memberships(store: Any) -> list[list[str]]:
    """This user's membership rows, each with its row version: any added, removed or
    rewritten one changes the list, which is what may change visibility wholesale."""
    with store._c() as conn:
        rows = conn.execute(
            "SELECT project_id, xmin::text FROM members WHERE role = current_user ORDER BY 1, 2"
        ).fetchall()
    return [[str(r[0]), str(r[1])] for r in rows]


# On a shared store `trust = 'user'` says a person wrote it, not which one: a teammate's
# "user" memory is another person's word, which the hooks reading the mirror must not take
# for this developer's own (the failure readers and the pre-tool block show a dangerous
# remedy only when the user wrote it: retain.rank.tool_faildanger). So the mirror holds it
# at an agent's trust; its confidence, pin and ranking are copied as stored.
OWN_TRUST = "CASE WHEN m.trust = 'user' AND m.owner <> current_user THEN 'agent' ELSE m.trust END"
# Marks a mirror whose rows were copied with OWN_TRUST; one without it is copied again whole.
SEAT = 1


def rows_by_id(store: Any, ids: Sequence[int], columns: Sequence[str]) -> Iterator[list[tuple]]:
    """These live memories in `columns` order, CHUNK at a time (row-level security
    decides as always; one gone meanwhile is left out), a teammate's `user` trust read as
    `agent` (OWN_TRUST)."""
    names = ", ".join(OWN_TRUST if c == "trust" else f"m.{c}" for c in columns)
    for start in range(0, len(ids), CHUNK):
        chunk = list(ids[start : start + CHUNK])
        with store._c() as conn:
            rows = conn.execute(
                f"SELECT {names} FROM memories m WHERE m.id = ANY(%s) AND m.status = 'live'",
                (chunk,),
            ).fetchall()
        yield [tuple(r) for r in rows]


def recent_injections(store: Any, since: float) -> list[tuple[str, int, float, str | None]]:
    """This user's injections recorded on the server since `since` (owner-only rows)."""
    with store._c() as conn:
        rows = conn.execute(
            "SELECT session_id, memory_id, at, source FROM injections WHERE at >= %s",
            (since,),
        ).fetchall()
    return [(str(r[0]), int(r[1]), float(r[2]), r[3]) for r in rows]


def deliver_injections(store: Any, rows: Sequence[tuple[int, str, int, float, str | None]]) -> int:
    """Record the mirror's injections on the server in one transaction; returns how many
    were new. Idempotent: the server keeps one row per (session, memory), so a batch sent
    twice (the reply lost, the process killed before it noted the delivery) adds nothing
    the second time. Memories no longer visible (forgotten meanwhile) are skipped."""
    if not rows:
        return 0
    new = 0
    with store.transaction():
        with store._c() as conn:
            wanted = sorted({r[2] for r in rows})
            visible = {
                int(r[0])
                for r in conn.execute("SELECT id FROM memories WHERE id = ANY(%s)", (wanted,))
            }
        groups: dict[tuple[str, float, str | None], list[int]] = {}
        for _, session_id, memory_id, at, source in rows:
            if memory_id in visible:
                groups.setdefault((session_id, at, source), []).append(memory_id)
        for (session_id, at, source), ids in groups.items():
            new += store.record_injections(session_id, ids, at, source)
    return new
