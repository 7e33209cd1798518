"""`retain team push`: copy a local store's live project memories into the team store.

Each memory goes through the team store's write gate (so a belief a teammate already
wrote is strengthened, not duplicated) and through the outbox with a key made from its
project, text and creation time: pushing twice, or from two clones of the same store,
stores it once. User-scope memories (preferences, personal constraints) are never
pushed. The local store is only read; switch RETAIN_DB to the team URL afterwards.
"""

from __future__ import annotations

import hashlib
import time
from pathlib import Path
from typing import Any

from retain import config
from retain.errors import StoreUnavailable


def push_key(project_id: str, content_hash: str, created_at: float) -> str:
    raw = f"{project_id}\n{content_hash}\n{created_at!r}".encode()
    return "push:" + hashlib.sha256(raw).hexdigest()[:32]


def push(
    url: str, *, source: str | Path | None = None, project: str | None = None
) -> dict[str, Any]:
    """Queue and deliver; `project` None means every project in the local store."""
    from retain import text as textmod
    from retain.memory.facade import Memory
    from retain.memory.team_outbox import Outbox
    from retain.scope import resolve_project
    from retain.store.sqlite import SqliteStore

    path = Path(source) if source else config.home() / "retain.db"
    local = SqliteStore(path, check=False)
    only = resolve_project(project) if project is not None else None
    from retain.store.postgres import redact_url

    box = Outbox()
    target = redact_url(url)
    queued = 0
    with local.session():
        for m in local.iter_memories(live_only=True):
            if m.scope != "project" or m.project_id is None:
                continue
            if only is not None and m.project_id != only:
                continue
            key = push_key(m.project_id, textmod.content_hash(m.text), m.created_at)
            payload = {
                "text": m.text,
                "kind": m.kind,
                "scope": "project",
                "outcome": "fail"
                if m.valence == "failure" and m.kind not in ("lesson", "bugfix")
                else None,
                "trust": m.trust if m.trust != "inferred" else "agent",
                "pinned": m.pinned,
                "actor": "user",
                "source": "import",
                "project": m.project_id,
                "now": m.created_at,
            }
            box.put(key, target, "write", payload, time.time())
            queued += 1
    local.close()
    team = Memory(url, embedder=None, project="")
    try:
        report = team.flush_outbox(box)
    except StoreUnavailable:
        report = {"delivered": 0, "already": 0, "refused": 0, "left": box.count()}
    team.close()
    return {"queued": queued, **report}
