"""Row-level access to the database: the only module that writes SQL for the core tables.

Stdlib only (the SessionStart hook reads through it). Callers own transactions.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from retain import text as textmod
from retain.errors import NotFound
from retain.models import EpisodeRecord, MemoryRecord

# The statements the prompt hook shares with the full store (no records there):
from retain.store.sqlite_lexicon import fts_ranked as fts_ranked
from retain.store.sqlite_lexicon import scope_clause as scope_clause
from retain.store.sqlite_lexicon import time_clause as time_clause

MEMORY_COLUMNS = (
    "id, text, kind, valence, scope, project_id, trust, confidence, support, n_success, "
    "n_failure, n_used, n_injected, strength, last_used_at, valid_from, valid_to, "
    "superseded_by, status, retired_reason, retired_at, pinned, expires_at, consolidated, "
    "created_at, updated_at, retired_kind, n_inferred_success, n_inferred_failure, stale_at, "
    "stale_reason"
)


def to_memory(row: sqlite3.Row) -> MemoryRecord:
    d = dict(row)
    d["pinned"] = bool(d["pinned"])
    d["consolidated"] = bool(d["consolidated"])
    return MemoryRecord(**{k: d[k] for k in MemoryRecord.__dataclass_fields__})


def to_episode(row: sqlite3.Row) -> EpisodeRecord:
    d = dict(row)
    return EpisodeRecord(**{k: d[k] for k in EpisodeRecord.__dataclass_fields__})


def insert_episode(
    conn: sqlite3.Connection,
    *,
    text: str,
    actor: str,
    source: str,
    now: float,
    session_id: str | None = None,
    project_id: str | None = None,
    outcome: str | None = None,
    kind: str | None = None,
    signal: float = 0.0,
    distilled: bool = True,
    context: str | None = None,
) -> int | None:
    """Append an observation. Returns None when a transcript episode was already captured.
    `context`: the turns it was said in; the belief it becomes inherits them."""
    cur = conn.execute(
        "INSERT OR IGNORE INTO episodes (text, actor, session_id, project_id, outcome, source, "
        "kind, signal, created_at, content_hash, distilled_at, context) "
        "VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
        (
            text,
            actor,
            session_id,
            project_id,
            outcome,
            source,
            kind,
            signal,
            now,
            textmod.content_hash(text),
            now if distilled else None,
            context or None,
        ),
    )
    return cur.lastrowid if cur.rowcount else None


def insert_memory(
    conn: sqlite3.Connection,
    *,
    text: str,
    kind: str,
    valence: str,
    scope: str,
    project_id: str | None,
    trust: str,
    confidence: float,
    now: float,
    pinned: bool = False,
    expires_at: float | None = None,
    consolidated: bool = False,
    support: int = 1,
    valid_from: float | None = None,
    context: str | None = None,
) -> int:
    """`context`: the situation the memory was learned in; searchable, never the belief."""
    cur = conn.execute(
        "INSERT INTO memories (text, index_text, context, context_index, kind, valence, scope, "
        "project_id, trust, confidence, support, strength, last_used_at, valid_from, pinned, "
        "expires_at, consolidated, content_hash, created_at, updated_at) "
        "VALUES (?,?,?,?,?,?,?,?,?,?,?,1.0,?,?,?,?,?,?,?,?)",
        (
            text,
            textmod.index_text(text),
            context or None,
            textmod.index_text(context) if context else "",
            kind,
            valence,
            scope,
            project_id if scope == "project" else None,
            trust,
            confidence,
            support,
            now,
            valid_from if valid_from is not None else now,
            int(pinned),
            expires_at,
            int(consolidated),
            textmod.content_hash(text),
            now,
            now,
        ),
    )
    assert cur.lastrowid is not None
    return cur.lastrowid


def link_sources(conn: sqlite3.Connection, memory_id: int, episode_ids: Iterable[int]) -> None:
    conn.executemany(
        "INSERT OR IGNORE INTO memory_sources (memory_id, episode_id) VALUES (?, ?)",
        [(memory_id, e) for e in episode_ids],
    )


def get_memory(conn: sqlite3.Connection, memory_id: int) -> MemoryRecord:
    row = conn.execute(
        f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id = ?", (memory_id,)
    ).fetchone()
    if row is None:
        raise NotFound(f"no memory with id {memory_id}")
    return to_memory(row)


def get_memories(conn: sqlite3.Connection, ids: Sequence[int]) -> dict[int, MemoryRecord]:
    out: dict[int, MemoryRecord] = {}
    for chunk_start in range(0, len(ids), 500):
        chunk = list(ids[chunk_start : chunk_start + 500])
        marks = ",".join("?" * len(chunk))
        for row in conn.execute(
            f"SELECT {MEMORY_COLUMNS} FROM memories WHERE id IN ({marks})", chunk
        ):
            out[row["id"]] = to_memory(row)
    return out


def update_memory(conn: sqlite3.Connection, memory_id: int, now: float, **fields: Any) -> None:
    if "text" in fields:
        fields["index_text"] = textmod.index_text(fields["text"])
        fields["content_hash"] = textmod.content_hash(fields["text"])
    if "context" in fields:
        fields["context_index"] = textmod.index_text(fields["context"] or "")
    fields["updated_at"] = now
    sets = ", ".join(f"{k} = ?" for k in fields)
    conn.execute(f"UPDATE memories SET {sets} WHERE id = ?", (*fields.values(), memory_id))


def episodes_of(conn: sqlite3.Connection, memory_id: int) -> list[EpisodeRecord]:
    rows = conn.execute(
        "SELECT e.id, e.text, e.actor, e.session_id, e.project_id, e.outcome, e.source, "
        "e.created_at, e.distilled_at FROM episodes e JOIN memory_sources s ON s.episode_id = e.id "
        "WHERE s.memory_id = ? ORDER BY e.created_at, e.id",
        (memory_id,),
    )
    return [to_episode(r) for r in rows]


def fts_candidates(
    conn: sqlite3.Connection,
    match: str,
    *,
    project_id: str | None,
    at: float | None,
    limit: int,
    kind: str | None = None,
    valence: str | None = None,
    context_weight: float = 1.0,
) -> list[tuple[int, float]]:
    """(memory id, BM25 score with larger = better) for memories visible in this scope.

    `context_weight` scales matches in a memory's context against matches in its text."""
    where, params = filters(project_id, at, kind, valence)
    rank = f"bm25(memories_fts, 1.0, {float(context_weight)!r})"
    sql = (
        f"SELECT m.id, -{rank} AS score FROM memories_fts "
        "JOIN memories m ON m.id = memories_fts.rowid "
        f"WHERE memories_fts MATCH ? AND {where} ORDER BY {rank} LIMIT ?"
    )
    return [(r[0], float(r[1])) for r in conn.execute(sql, (match, *params, limit))]


def filters(
    project_id: str | None, at: float | None, kind: str | None = None, valence: str | None = None
) -> tuple[str, list[Any]]:
    s_sql, s_params = scope_clause(project_id)
    t_sql, t_params = time_clause(at)
    parts, params = [s_sql, t_sql], s_params + t_params
    if kind is not None:
        parts.append("m.kind = ?")
        params.append(kind)
    if valence is not None:
        parts.append("m.valence = ?")
        params.append(valence)
    return " AND ".join(parts), params


def get_visible(
    conn: sqlite3.Connection,
    ids: Sequence[int],
    *,
    project_id: str | None,
    at: float | None,
    kind: str | None = None,
    valence: str | None = None,
) -> dict[int, MemoryRecord]:
    """The memories among `ids` that pass the scope, time, kind and valence filters.

    The ids drive the join (CROSS JOIN fixes the order): left to itself the planner
    prefers the scope index and walks every live memory in scope, ~15 ms at 100k."""
    where, params = filters(project_id, at, kind, valence)
    out: dict[int, MemoryRecord] = {}
    for start in range(0, len(ids), 500):
        chunk = list(ids[start : start + 500])
        values = ",".join(["(?)"] * len(chunk))
        sql = (
            f"WITH c(id) AS (VALUES {values}) SELECT {_qualified('m')} "
            f"FROM c CROSS JOIN memories m ON m.id = c.id WHERE {where}"
        )
        cur = conn.execute(sql, (*chunk, *params))
        cur.row_factory = None  # plain tuples: ranking converts a few hundred rows per query
        for row in cur:
            out[row[0]] = _record(row)
    return out


_BOOL_COLUMNS = frozenset({"pinned", "consolidated"})
_COLUMN_NAMES = [c.strip() for c in MEMORY_COLUMNS.split(",")]
assert list(MemoryRecord.__dataclass_fields__) == _COLUMN_NAMES, "MEMORY_COLUMNS order"
_BOOL_AT = [i for i, c in enumerate(_COLUMN_NAMES) if c in _BOOL_COLUMNS]


def _record(row: tuple[Any, ...]) -> MemoryRecord:
    """A MemoryRecord from a plain tuple in MEMORY_COLUMNS order."""
    values = list(row)
    for i in _BOOL_AT:
        values[i] = bool(values[i])
    return MemoryRecord(*values)


def created_between(
    conn: sqlite3.Connection,
    start: float,
    end: float,
    *,
    project_id: str | None,
    at: float | None,
    limit: int,
) -> list[int]:
    """Ids of visible memories recorded in [start, end), newest first."""
    where, params = filters(project_id, at)
    sql = (
        f"SELECT m.id FROM memories m WHERE m.created_at >= ? AND m.created_at < ? AND {where} "
        "ORDER BY m.created_at DESC LIMIT ?"
    )
    return [r[0] for r in conn.execute(sql, (start, end, *params, limit))]


def _qualified(alias: str) -> str:
    return ", ".join(f"{alias}.{c.strip()}" for c in MEMORY_COLUMNS.split(","))


def mark_used(conn: sqlite3.Connection, ids: Iterable[int], now: float) -> None:
    """A returned hit counts as a use: it refreshes strength (only live memories are returned)."""
    conn.executemany(
        "UPDATE memories SET n_used = n_used + 1, strength = 1.0, last_used_at = ?, updated_at = ? "
        "WHERE id = ?",
        [(now, now, i) for i in ids],
    )


def upsert_embedding(
    conn: sqlite3.Connection, memory_id: int, model: str, vector: bytes, dim: int, content_hash: str
) -> None:
    # REPLACE gives the row a new rowid, which is how a warm vector index notices re-embeds.
    conn.execute(
        "INSERT OR REPLACE INTO embeddings (memory_id, model, dim, vector, content_hash) "
        "VALUES (?, ?, ?, ?, ?)",
        (memory_id, model, dim, vector, content_hash),
    )


def missing_embeddings(
    conn: sqlite3.Connection, model: str, limit: int
) -> list[tuple[int, str, str]]:
    """(id, text, content hash) of memories whose vector is absent, stale or from another model."""
    rows = conn.execute(
        "SELECT m.id, m.text, m.content_hash FROM memories m "
        "LEFT JOIN embeddings e ON e.memory_id = m.id "
        "WHERE e.memory_id IS NULL OR e.vector IS NULL OR e.model != ? "
        "OR e.content_hash != m.content_hash ORDER BY m.id LIMIT ?",
        (model, limit),
    )
    return [(r[0], r[1], r[2]) for r in rows]
