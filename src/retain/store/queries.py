"""Memory rows for both stores: the columns and their records, writing and updating
episodes and memories, reading them by id, and the scope, time, kind and valence filters.

Functions on a connection, written once in SQLite's spelling; `dialect`
(retain.store.dialect) turns each statement into PostgreSQL's for the team store, and
holds the two statements whose best form differs there. retain.store.memory_ops wraps
them as both stores' named operations; benchmarks and tests call them on a SQLite
connection directly. Stdlib only. Callers own transactions.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from retain import text as textmod
from retain.errors import NotFound
from retain.models import EpisodeRecord, MemoryRecord
from retain.store import sqlite_tool
from retain.store.dialect import SQLITE, Dialect

# The statements the prompt hook shares with the full store (no records there):
from retain.store.sqlite_lexicon import fts_ranked as fts_ranked
from retain.store.sqlite_lexicon import scope_clause as scope_clause
from retain.store.sqlite_lexicon import time_clause as time_clause

MEMORY_COLUMNS = (
    "id, text, kind, valence, scope, project_id, trust, confidence, support, n_success, "
    "n_failure, n_used, n_injected, strength, last_used_at, valid_from, valid_to, "
    "superseded_by, status, retired_reason, retired_at, pinned, expires_at, consolidated, "
    "created_at, updated_at, retired_kind, n_inferred_success, n_inferred_failure, stale_at, "
    "stale_reason, branch, written_branch"
)
_COLUMN_NAMES = [c.strip() for c in MEMORY_COLUMNS.split(",")]
assert list(MemoryRecord.__dataclass_fields__) == _COLUMN_NAMES, "MEMORY_COLUMNS order"
COLUMNS = ", ".join("m." + c for c in _COLUMN_NAMES)  # MEMORY_COLUMNS on alias m
_BOOL_AT = [i for i, c in enumerate(_COLUMN_NAMES) if c in ("pinned", "consolidated")]

EPISODE_COLUMNS = (
    "e.id, e.text, e.actor, e.session_id, e.project_id, e.outcome, e.source, e.created_at, "
    "e.distilled_at"
)


def to_memory(row: Sequence[Any]) -> MemoryRecord:
    """A MemoryRecord from a row in MEMORY_COLUMNS order (either driver's)."""
    values = list(row)
    for i in _BOOL_AT:
        values[i] = bool(values[i])
    return MemoryRecord(*values)


def to_episode(row: Sequence[Any]) -> EpisodeRecord:
    """An EpisodeRecord from a row in EPISODE_COLUMNS order."""
    return EpisodeRecord(*row)


def insert_episode(
    conn: Any,
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
    dialect: Dialect = SQLITE,
    branch_seen: str | None = None,
) -> int | None:
    """Append an observation. Returns None when a transcript episode was already captured.
    `context`: the turns it was said in; the belief it becomes inherits them.
    `branch_seen`: the branch it would be confined to (retain.sleep.run's capture); the
    column is named only when set, so the statement is the one every schema knows."""
    columns = (
        "text, actor, session_id, project_id, outcome, source, kind, signal, created_at, "
        "content_hash, distilled_at, context"
    )
    values: list[Any] = [
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
    ]
    if branch_seen is not None:
        columns += ", branch_seen"
        values.append(branch_seen)
    marks = ",".join("?" * len(values))
    return dialect.inserted_id(conn, f"INSERT INTO episodes ({columns}) VALUES ({marks})", values)


def insert_memory(
    conn: Any,
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
    dialect: Dialect = SQLITE,
) -> int:
    """`context`: the situation the memory was learned in; searchable, never the belief.
    On SQLite its tool-time keys are written with it (retain.store.sqlite_tool)."""
    memory_id = dialect.new_id(
        conn,
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
    if dialect is SQLITE:
        sqlite_tool.save_keys(conn, memory_id, text)
    return memory_id


def link_sources(
    conn: Any, memory_id: int, episode_ids: Iterable[int], *, dialect: Dialect = SQLITE
) -> None:
    dialect.executemany(
        conn,
        dialect.insert_ignore("INSERT INTO memory_sources (memory_id, episode_id) VALUES (?, ?)"),
        [(memory_id, e) for e in episode_ids],
    )


def get_memory(conn: Any, memory_id: int, *, dialect: Dialect = SQLITE) -> MemoryRecord:
    row = conn.execute(
        dialect.q(f"SELECT {COLUMNS} FROM memories m WHERE m.id = ?"), (memory_id,)
    ).fetchone()
    if row is None:  # missing, or (on the team store) another user's: the same answer
        raise NotFound(f"no memory with id {memory_id}")
    return to_memory(row)


def get_memories(
    conn: Any, ids: Sequence[int], *, dialect: Dialect = SQLITE
) -> dict[int, MemoryRecord]:
    if not ids:
        return {}
    rows = dialect.memories_by_id(conn, COLUMNS, ids, "1 = 1", ())
    return {r[0]: to_memory(r) for r in rows}


def update_memory(
    conn: Any, memory_id: int, now: float, *, dialect: Dialect = SQLITE, **fields: Any
) -> None:
    """Set columns of one memory; a new text or context is indexed and hashed again."""
    if "text" in fields:
        fields["index_text"] = textmod.index_text(fields["text"])
        fields["content_hash"] = textmod.content_hash(fields["text"])
    if "context" in fields:
        fields["context_index"] = textmod.index_text(fields["context"] or "")
    for flag in ("pinned", "consolidated"):
        if flag in fields:
            fields[flag] = int(fields[flag])
    fields["updated_at"] = now
    for k in fields:
        if not k.isidentifier():
            raise ValueError(f"not a column: {k!r}")
    dialect.set_memory(conn, memory_id, fields)
    if "text" in fields and dialect is SQLITE:
        sqlite_tool.save_keys(conn, memory_id, fields["text"])


def episodes_of(conn: Any, memory_id: int, *, dialect: Dialect = SQLITE) -> list[EpisodeRecord]:
    rows = conn.execute(
        dialect.q(
            f"SELECT {EPISODE_COLUMNS} FROM episodes e JOIN memory_sources s "
            "ON s.episode_id = e.id WHERE s.memory_id = ? ORDER BY e.created_at, e.id"
        ),
        (memory_id,),
    ).fetchall()
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
    branches: Sequence[str] = (),
) -> list[tuple[int, float]]:
    """(memory id, BM25 score with larger = better) for memories visible in this scope.

    `context_weight` scales matches in a memory's context against matches in its text."""
    where, params = filters(project_id, at, kind, valence, branches)
    rank = f"bm25(memories_fts, 1.0, {float(context_weight)!r})"
    sql = (
        f"SELECT m.id, -{rank} AS score FROM memories_fts "
        "JOIN memories m ON m.id = memories_fts.rowid "
        f"WHERE memories_fts MATCH ? AND {where} ORDER BY {rank} LIMIT ?"
    )
    return [(r[0], float(r[1])) for r in conn.execute(sql, (match, *params, limit))]


def filters(
    project_id: str | None,
    at: float | None,
    kind: str | None = None,
    valence: str | None = None,
    branches: Sequence[str] = (),
) -> tuple[str, list[Any]]:
    """Scope (with the branches whose confined memories are visible), time, kind and
    valence as a WHERE clause on alias m (in the shared spelling: the caller's dialect
    turns its marks into its driver's)."""
    s_sql, s_params = scope_clause(project_id, branches=branches)
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
    conn: Any,
    ids: Sequence[int],
    *,
    project_id: str | None,
    at: float | None,
    kind: str | None = None,
    valence: str | None = None,
    dialect: Dialect = SQLITE,
    branches: Sequence[str] = (),
) -> dict[int, MemoryRecord]:
    """The memories among `ids` that pass the scope, time, kind and valence filters."""
    if not ids:
        return {}
    where, params = filters(project_id, at, kind, valence, branches)
    rows = dialect.memories_by_id(conn, COLUMNS, ids, where, params)
    return {r[0]: to_memory(r) for r in rows}


def created_between(
    conn: Any,
    start: float,
    end: float,
    *,
    project_id: str | None,
    at: float | None,
    limit: int,
    dialect: Dialect = SQLITE,
    branches: Sequence[str] = (),
) -> list[int]:
    """Ids of visible memories recorded in [start, end), newest first."""
    where, params = filters(project_id, at, branches=branches)
    sql = (
        f"SELECT m.id FROM memories m WHERE m.created_at >= ? AND m.created_at < ? AND {where} "
        "ORDER BY m.created_at DESC LIMIT ?"
    )
    return [int(r[0]) for r in conn.execute(dialect.q(sql), (start, end, *params, limit))]


def mark_used(conn: Any, ids: Iterable[int], now: float, *, dialect: Dialect = SQLITE) -> None:
    """A returned hit counts as a use: it refreshes strength (only live memories are returned)."""
    dialect.count_uses(conn, ids, now)


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
