"""The team store's side of the hooks' local mirror (retain.team.refresh): the live
memories a developer may see in one project (and their own user scope), the sessions'
injections recorded on the server, and delivering the mirror's injections back.
Row-level security decides what is visible, as for every other query."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

MIRROR_MAX = 50_000  # live memories copied at most (the best by confidence, then newest)


def visible_rows(
    store: Any, project_id: str | None, columns: Sequence[str], limit: int = MIRROR_MAX
) -> list[tuple[Any, ...]]:
    """Live memories of `project_id` and of the user's own scope, in `columns` order."""
    names = ", ".join(f"m.{c}" for c in columns)
    with store._c() as conn:
        rows = conn.execute(
            f"SELECT {names} FROM memories m WHERE m.status = 'live' "
            "AND (m.scope = 'user' AND m.owner = current_user "
            "     OR m.scope = 'project' AND m.project_id = %s) "
            "ORDER BY m.pinned DESC, m.confidence DESC, m.id DESC LIMIT %s",
            (project_id or "", limit),
        ).fetchall()
    return [tuple(r) for r in rows]


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
