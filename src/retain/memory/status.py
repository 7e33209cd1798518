"""What `memory_status` and `retain status` report: counts, health, embedder, last pass."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from retain.memory.context import MemoryContext


def collect(ctx: MemoryContext) -> dict[str, Any]:
    """The report `Memory.status` returns (see the module)."""
    slot = ctx.meaning.slot
    embedder = slot.get() if slot is not None else None
    store = ctx.store
    with store.session():
        counts = store.counts(ctx.project_id, embedder.name if embedder is not None else None)
        last = store.last_run()
        branch_only: dict[str, int] = {}
        if ctx.project_id is not None:
            for _mid, name, _seen in store.branch_confined(ctx.project_id):
                branch_only[name] = branch_only.get(name, 0) + 1
        injections = store.injection_report()
        scrub_owed = store.scrub_pending()
    out: dict[str, Any] = {
        "database": ctx.location,
        "size_bytes": store.size_bytes(),
        "schema_version": counts["schema_version"],
        "schema_supported": counts["schema_supported"],
        "project": ctx.project_id,
        **{k: counts[k] for k in ("memories", "by_status", "live_by_kind", "live_by_scope")},
        "live_by_valence": counts["live_by_valence"],
        "live_in_this_project": counts["live_in_this_project"],
        "branch_only": branch_only,
        "episodes": counts["episodes"],
        "pending_episodes": counts["pending_episodes"],
        "embedder": {
            "configured": slot.name if slot is not None else "none",
            "state": slot.state if slot is not None else "off",
            "model": embedder.name if embedder is not None else None,
            "error": slot.error if slot is not None else None,
            "backfill_backlog": counts["backfill_backlog"],
        },
        "search_mode": "hybrid (words + meaning)" if embedder is not None else "lexical only",
        "last_sleep_pass": None,
        "injections": injections,
        # why a scrub (retain.sleep.scrub) is owed, or None; the next sleep pass does it
        "scrub_pending": scrub_owed,
    }
    if last is not None:
        out["last_sleep_pass"] = {
            "started_at": last[0],
            "finished_at": last[1],
            "report": json.loads(last[2]) if last[2] else None,
        }
    return out
