"""What `memory_status` and `retain status` report: counts, health, embedder, last pass."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from retain.store import queries as store
from retain.store.migrations import SCHEMA_VERSION, applied_version

if TYPE_CHECKING:
    from retain.memory import Memory


def collect(mem: Memory) -> dict[str, Any]:
    slot = mem.embedder_slot
    embedder = slot.get() if slot is not None else None
    with mem.connect() as conn:

        def grouped(col: str, where: str = "1") -> dict[str, int]:
            sql = (
                f"SELECT {col}, COUNT(*) FROM memories WHERE {where} GROUP BY {col} ORDER BY {col}"
            )
            return {str(r[0]): int(r[1]) for r in conn.execute(sql)}

        last = conn.execute(
            "SELECT started_at, finished_at, report FROM sleep_runs "
            "WHERE finished_at IS NOT NULL ORDER BY id DESC LIMIT 1"
        ).fetchone()
        size = sum(
            p.stat().st_size
            for p in (mem.path, mem.path.with_name(mem.path.name + "-wal"))
            if p.exists()
        )
        out: dict[str, Any] = {
            "database": str(mem.path),
            "size_bytes": size,
            "schema_version": applied_version(conn),
            "schema_supported": SCHEMA_VERSION,
            "project": mem.project_id,
            "memories": int(conn.execute("SELECT COUNT(*) FROM memories").fetchone()[0]),
            "by_status": grouped("status"),
            "live_by_kind": grouped("kind", "status = 'live'"),
            "live_by_scope": grouped("scope", "status = 'live'"),
            "live_by_valence": grouped("valence", "status = 'live'"),
            "live_in_this_project": int(
                conn.execute(
                    "SELECT COUNT(*) FROM memories WHERE status = 'live' AND project_id IS ?",
                    (mem.project_id,),
                ).fetchone()[0]
            )
            if mem.project_id
            else 0,
            "episodes": int(conn.execute("SELECT COUNT(*) FROM episodes").fetchone()[0]),
            "pending_episodes": int(
                conn.execute("SELECT COUNT(*) FROM episodes WHERE distilled_at IS NULL").fetchone()[
                    0
                ]
            ),
            "embedder": {
                "configured": slot.name if slot is not None else "none",
                "state": slot.state if slot is not None else "off",
                "model": embedder.name if embedder is not None else None,
                "error": slot.error if slot is not None else None,
                "backfill_backlog": store.count_missing_embeddings(
                    conn, embedder.name if embedder is not None else None
                ),
            },
            "search_mode": "hybrid (words + meaning)" if embedder is not None else "lexical only",
            "last_sleep_pass": None,
        }
        if last is not None:
            out["last_sleep_pass"] = {
                "started_at": last[0],
                "finished_at": last[1],
                "report": json.loads(last[2]) if last[2] else None,
            }
    return out
