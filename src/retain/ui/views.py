"""What the viewer's JSON API returns: plain dicts built from facade calls only."""

from __future__ import annotations

import bisect
import time
from pathlib import Path
from typing import Any

from retain.core import lifecycle
from retain.memory.facade import Memory
from retain.models import KINDS, SCOPES, STATUSES, MemoryRecord
from retain.scope import project_label

LIST_LIMIT = 500  # memories per page of the list; the total is reported beside them
TIMELINE_POINTS = 40
SESSIONS = 20
RANKED = 50  # ranked search hits before the plain substring matches


def memory_dict(m: MemoryRecord, now: float) -> dict[str, Any]:
    return {
        "id": m.id,
        "text": m.text,
        "kind": m.kind,
        "valence": m.valence,
        "scope": m.scope,
        "project_id": m.project_id,
        "project": project_label(m.project_id) if m.project_id else None,
        "trust": m.trust,
        "status": m.status,
        "pinned": m.pinned,
        "confidence": round(m.confidence, 3),
        "n_success": m.n_success,
        "n_failure": m.n_failure,
        "support": m.support,
        "n_used": m.n_used,
        "n_injected": m.n_injected,
        "strength": round(lifecycle.effective_strength(m, now), 3),
        "created_at": m.created_at,
        "last_used_at": m.last_used_at,
        "valid_from": m.valid_from,
        "valid_to": m.valid_to,
        "superseded_by": m.superseded_by,
        "retired_reason": m.retired_reason,
        "expires_at": m.expires_at,
        "branch": m.branch,  # true on this branch only (retain.memory.branch_scope)
        "written_branch": m.written_branch,
    }


def overview(mem: Memory) -> dict[str, Any]:
    """Counts by project, scope, kind and status for the sidebar."""
    projects: dict[str, int] = {}
    scopes = dict.fromkeys(SCOPES, 0)
    kinds: dict[str, int] = {}
    statuses = dict.fromkeys(STATUSES, 0)
    records = mem.memories()
    for m in records:
        statuses[m.status] += 1
        scopes[m.scope] += 1
        kinds[m.kind] = kinds.get(m.kind, 0) + 1
        if m.project_id:
            projects[m.project_id] = projects.get(m.project_id, 0) + 1
    return {
        # a team store is shown by its URL without the password, a file by its path
        "database": mem.location if mem.target != mem.path else _home_relative(mem.path),
        "project_id": mem.project_id,
        "project": project_label(mem.project_id) if mem.project_id else None,
        "total": len(records),
        "projects": [
            {"id": pid, "label": project_label(pid), "count": n}
            for pid, n in sorted(projects.items(), key=lambda kv: (-kv[1], kv[0]))
        ],
        "scopes": scopes,
        "kinds": {k: kinds[k] for k in KINDS if k in kinds},
        "statuses": statuses,
    }


def _home_relative(path: Path) -> str:
    try:
        return "~/" + path.resolve().relative_to(Path.home().resolve()).as_posix()
    except ValueError:
        return str(path)


def _matches(m: MemoryRecord, words: list[str]) -> bool:
    text = m.text.casefold()
    return all(w in text for w in words)


def list_memories(mem: Memory, params: dict[str, str]) -> dict[str, Any]:
    """The list, filtered by project/scope/kind/status; with `q`, ranked hits first (by
    words and meaning, retain.ui.meaning), then every other memory (any status, any
    project) containing all the words."""
    now = time.time()
    project = params.get("project") or None
    scope = params.get("scope") or None
    kind = params.get("kind") or None
    status = params.get("status") or None
    if scope == "user":
        project = None  # user memories belong to no project
    records = mem.memories(scope=scope, project_id=project, kind=kind, status=status)
    q = (params.get("q") or "").strip()
    matched_by = None
    if q:
        ranked: list[MemoryRecord] = []
        if status in (None, "live"):
            from retain.ui.meaning import prepare

            matched_by = prepare(mem)
            hits = mem.search(q[:4000], k=RANKED, kind=kind, project=project, record_use=False)
            allowed = {m.id for m in records}
            ranked = [h.memory for h in hits if h.memory.id in allowed]
        seen = {m.id for m in ranked}
        words = q.casefold().split()
        records = ranked + [m for m in records if m.id not in seen and _matches(m, words)]
    else:
        records = sorted(records, key=lambda m: (m.status != "live", not m.pinned, -m.id))
    return {
        "total": len(records),
        "items": [memory_dict(m, now) for m in records[:LIST_LIMIT]],
        "limit": LIST_LIMIT,
        "matched_by": matched_by,  # with q: "words and meaning", or why words only
    }


def story(mem: Memory, memory_id: int) -> dict[str, Any]:
    """One memory's whole story: evidence, confidence after each outcome, and the chain of
    beliefs it replaced and that replaced it, oldest first."""
    now = time.time()
    x = mem.explain(memory_id)
    m = x.memory
    curve: list[dict[str, Any]] = [
        {"at": m.created_at, "confidence": round(lifecycle.confidence(m.trust, 0, 0), 3)}
    ]
    s = f = 0
    for e in x.episodes:
        if e.outcome is None:
            continue
        s, f = s + (e.outcome == "ok"), f + (e.outcome == "fail")
        curve.append(
            {
                "at": e.created_at,
                "confidence": round(lifecycle.confidence(m.trust, s, f), 3),
                "outcome": e.outcome,
            }
        )
    chain = [*reversed(x.predecessors), m, *x.successors]
    since = now - (m.last_used_at or m.created_at)
    return {
        "memory": memory_dict(m, now),
        "evidence": [
            {
                "id": e.id,
                "text": e.text,
                "actor": e.actor,
                "source": e.source,
                "outcome": e.outcome,
                "session_id": e.session_id,
                "at": e.created_at,
            }
            for e in x.episodes
        ],
        "confidence_curve": curve,
        "chain": [memory_dict(c, now) | {"current": c.id == m.id} for c in chain],
        "merged_from": [memory_dict(c, now) for c in x.merged_from],
        "staleness": {
            "days_since_use": round(since / lifecycle.DAY, 1),
            "strength": round(lifecycle.effective_strength(m, now), 3),
            "decays": lifecycle.half_life(m) is not None,
            "expires_at": m.expires_at,
        },
    }


def sessions(mem: Memory) -> dict[str, Any]:
    """Recent sessions: what each was shown and which of those it reported using.
    Precision (used / shown) only where the session reported any outcome at all."""
    out = []
    for s in mem.recent_sessions(SESSIONS):
        outcome_of = dict(s.outcomes)
        texts = {m.id: m for m in s.memories}
        shown = [
            {
                "memory_id": i.memory_id,
                "at": i.at,
                "source": i.source,
                "text": texts[i.memory_id].text if i.memory_id in texts else "",
                "kind": texts[i.memory_id].kind if i.memory_id in texts else "",
                "outcome": outcome_of.get(i.memory_id),
            }
            for i in s.shown
        ]
        used = len(s.used)
        out.append(
            {
                "session_id": s.session_id,
                "first_at": min(i.at for i in s.shown),
                "last_at": max(i.at for i in s.shown),
                "shown": shown,
                "n_shown": len(shown),
                "n_used": used,
                "precision": round(used / len(shown), 3) if s.outcomes and shown else None,
            }
        )
    return {"sessions": out}


def timeline(mem: Memory, points: int = TIMELINE_POINTS) -> dict[str, Any]:
    """How many memories were live, superseded and archived at evenly spaced moments from
    the first memory until now (a revived memory counts as live since its creation)."""
    records = mem.memories()
    if not records:
        return {"points": []}
    now = time.time()
    created = sorted(m.created_at for m in records)
    ended: dict[str, list[float]] = {"superseded": [], "archived": []}
    for m in records:
        if m.status == "live":
            continue
        end = m.retired_at if m.retired_at is not None else (m.valid_to or m.updated_at)
        ended["superseded" if m.status == "superseded" else "archived"].append(end)
    for v in ended.values():
        v.sort()
    start = created[0]
    step = max(now - start, 1.0) / (points - 1)
    out = []
    for i in range(points):
        t = start + i * step
        n = bisect.bisect_right(created, t)
        sup = bisect.bisect_right(ended["superseded"], t)
        arc = bisect.bisect_right(ended["archived"], t)
        out.append({"at": t, "live": n - sup - arc, "superseded": sup, "archived": arc})
    return {"points": out}
