"""Re-redacting what is already stored: every free-text column, read in batches, run
through `retain.redact.redact()` again and written back only where it changed.

A mixin of SqliteStore and PostgresStore (the same statements in both dialects). The
caller (retain.sleep.scrub) decides the transactions and the order; here are only the
rows. Each write is a compare-and-set (`WHERE id = ? AND col = <what was read>`), so a
row another process changed between the read and the write is left to that process,
which stored it through redact() already, and nothing is ever written twice wrongly.

`SCRUBBED` names every column of free text in the schema; `NOT_SCRUBBED` names every
other text column and why it needs no scrub (ids, enumerations, hashes, the indexed
copies that are recomputed from the text); TEAM_SCRUBBED and TEAM_NOT_SCRUBBED add the
team store's own. tests/test_scrub_columns.py reads every text column of both schemas
(sqlite_master, information_schema), plants a secret in each scrubbed one, scrubs and
reads it back, so a column added later fails that test until it is placed in one of
them and, if scrubbed, is really cleaned.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from retain import text as textmod
from retain.store.statements import Statements


@dataclass(frozen=True)
class TextColumns:
    """One table's free-text columns. `json_columns` hold JSON whose string values are
    redacted one by one (redacting the JSON text could break its syntax). `keyed`: the
    table has an integer `id` to page by; the others are small and are rewritten by
    value (`UPDATE ... WHERE col = old`)."""

    table: str
    columns: tuple[str, ...]
    json_columns: tuple[str, ...] = ()
    keyed: bool = True


# Order: the beliefs first (what search shows), then their evidence, then history rows.
SCRUBBED: tuple[TextColumns, ...] = (
    TextColumns("memories", ("text", "context", "retired_reason", "stale_reason")),
    TextColumns("episodes", ("text", "context")),
    TextColumns("outcomes", ("command", "detail")),
    TextColumns("anchors", ("value",), json_columns=("detail",)),
    TextColumns("sleep_runs", (), json_columns=("report",)),
    TextColumns("links", ("evidence",), keyed=False),
    TextColumns("injections", ("used_how",), keyed=False),
    TextColumns("found_uses", ("how",), keyed=False),
    # old and new values of a memory's columns (a reason it was retired: free text)
    TextColumns("memory_history", (), json_columns=("changes",)),
)
# Tables only the team store has. `deliveries.result`: what a queued write was told (JSON;
# its message quotes other memories' text), rewritten by value, its strings redacted.
TEAM_SCRUBBED: tuple[TextColumns, ...] = (
    TextColumns("deliveries", ("result",), json_columns=("result",), keyed=False),
)

# Text columns that hold no free text, each with why.
NOT_SCRUBBED: dict[str, dict[str, str]] = {
    "memories": {
        "index_text": "recomputed from text (retain.text.index_text)",
        "context_index": "recomputed from context",
        "content_hash": "recomputed from text",
        "kind": "an enumeration",
        "valence": "an enumeration",
        "scope": "an enumeration",
        "project_id": "a normalised git remote or path, credentials already dropped",
        "trust": "an enumeration",
        "status": "an enumeration",
        "retired_kind": "an enumeration",
    },
    "episodes": {
        "content_hash": "recomputed from text",
        "actor": "an enumeration",
        "session_id": "an id",
        "project_id": "a normalised git remote or path",
        "outcome": "an enumeration",
        "source": "an enumeration",
        "kind": "an enumeration",
    },
    "outcomes": {"outcome": "an enumeration", "source": "an enumeration", "session_id": "an id"},
    "anchors": {
        "kind": "an enumeration",
        "fingerprint": "a hash",
        "branch": "a git branch name",
        "state": "an enumeration",
        "last_session": "an id",
    },
    "links": {"kind": "an enumeration"},
    "injections": {"session_id": "an id", "source": "an enumeration", "kind": "an enumeration"},
    "found_uses": {"session_id": "an id"},
    "embeddings": {"model": "a model name", "content_hash": "a hash"},
    "_migrations": {"name": "a migration's function name"},
    "memory_history": {"actor": "the edge's name", "op": "an enumeration"},
    "store_flags": {"name": "a flag name", "detail": "written by retain, never user text"},
    "tool_keys": {
        "kind": "an enumeration",
        "key": "a path or command read from the memory's text; re-keyed when scrub rewrites it",
        "target": "a path read from the memory's text; re-keyed when scrub rewrites it",
    },
    "tool_edits": {
        "session_id": "an id",
        "path": "a project-relative path an edit named, kept a day (m024)",
    },
    "tool_when": {
        "kind": "an enumeration",
        "key": "a word, path or code read from the memory's text; re-keyed when scrub rewrites it",
    },
}
NOT_SCRUBBED["memories"].update(
    branch="a git branch name",
    written_branch="a git branch name",
    branch_seen="JSON of branch heads, patch ids and file blob ids",
)
NOT_SCRUBBED["episodes"]["branch_seen"] = "JSON of the branch a capture would be confined to"

# The team store's own text columns that hold no free text, each with why (its schema
# differs: role names where SQLite has none, its own bookkeeping tables).
TEAM_NOT_SCRUBBED: dict[str, dict[str, str]] = {
    "memories": {"owner": "a role name", "fts": "generated from text and context"},
    "episodes": {"owner": "a role name", "shared_project": "a normalised git remote or path"},
    "embeddings": {
        "owner": "a role name",
        "embedded_by": "a role name",
        "scope": "an enumeration",
        "project_id": "a normalised git remote or path",
    },
    "memory_sources": {
        "owner": "a role name",
        "scope": "an enumeration",
        "project_id": "a normalised git remote or path",
    },
    "links": {
        "owner": "a role name",
        "scope": "an enumeration",
        "project_id": "a normalised git remote or path",
    },
    "anchors": {
        "owner": "a role name",
        "scope": "an enumeration",
        "project_id": "a normalised git remote or path",
    },
    "outcomes": {
        "owner": "a role name",
        "reporter": "a role name",
        "scope": "an enumeration",
        "project_id": "a normalised git remote or path",
    },
    "injections": {"owner": "a role name"},
    "found_uses": {"owner": "a role name"},
    "sleep_runs": {"owner": "a role name"},
    "memory_history": {
        "owner": "a role name",
        "scope": "an enumeration",
        "project_id": "a normalised git remote or path",
    },
    "deliveries": {"owner": "a role name", "key": "an id the client made"},
    "members": {"role": "a role name", "project_id": "a normalised git remote or path"},
    "retain_migrations": {"name": "a migration's function name"},
}

TABLES = {spec.table: spec for spec in (*SCRUBBED, *TEAM_SCRUBBED)}


@dataclass(frozen=True)
class Purge:
    """How the store's files were cleaned after the rows were rewritten (SQLite; the team
    store cleans nothing: its server keeps old row versions until its own VACUUM).
    `wal_truncated` False: a reader kept the WAL busy, so old frames may remain in it
    until later writes overwrite them."""

    index_rebuilt: bool = False
    vacuumed: bool = False
    wal_truncated: bool = False


@dataclass(frozen=True)
class RowChange:
    """One row whose text changed: its key (id, or the old value of a keyless column),
    the new values by column, the old ones (for the compare-and-set), and how many
    secrets were replaced."""

    key: Any
    new: dict[str, str]
    old: dict[str, str]
    secrets: int


def redact_json(raw: str) -> tuple[str, int]:
    """`raw` with the string values of its JSON redacted; not JSON: redacted as text."""
    from retain.redact import redact  # here: SqliteStore is on the hooks' path, redact not

    try:
        data = json.loads(raw)
    except ValueError:
        return redact(raw)
    count = 0

    def walk(value: Any) -> Any:
        nonlocal count
        if isinstance(value, str):
            out, n = redact(value)
            count += n
            return out
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            return {k: walk(v) for k, v in value.items()}
        return value

    cleaned = walk(data)
    if not count:
        return raw, 0
    return json.dumps(cleaned, ensure_ascii=False, sort_keys=isinstance(data, dict)), count


def _as_text(value: Any) -> Any:
    return json.dumps(value, ensure_ascii=False) if isinstance(value, (dict, list)) else value


def changes_of(spec: TextColumns, key: Any, values: dict[str, str | None]) -> RowChange | None:
    """What redaction changes in one row's columns, or None."""
    from retain.redact import redact

    new: dict[str, str] = {}
    old: dict[str, str] = {}
    secrets = 0
    for col, value in values.items():
        if not value:
            continue
        cleaned, n = redact_json(value) if col in spec.json_columns else redact(value)
        if n and cleaned != value:
            new[col], old[col] = cleaned, value
            secrets += n
    return RowChange(key, new, old, secrets) if new else None


class ScrubRowOps(Statements):
    """Read a batch of rows, and write back their redacted text."""

    # Tables this store cannot rewrite, each with why (the team store's grants).
    scrub_skips: dict[str, str] = {}
    # What a scrub of this store reads, in order (the team store adds its own tables).
    scrub_tables: tuple[TextColumns, ...] = SCRUBBED

    def scrub_total(self, table: str) -> int:
        """Rows in this table (for progress lines)."""
        with self._c() as conn:
            return int(conn.execute(f"SELECT count(*) FROM {TABLES[table].table}").fetchone()[0])

    def scrub_read(self, table: str, after: int, limit: int) -> list[tuple[int, dict[str, Any]]]:
        """(id, {column: value}) of up to `limit` rows after id `after`, by id."""
        spec = TABLES[table]
        cols = spec.columns + spec.json_columns
        rows = self._rows(
            f"SELECT id, {', '.join(cols)} FROM {spec.table} WHERE id > ? ORDER BY id LIMIT ?",
            (after, limit),
        )
        # JSON columns as text (the team store's JSONB comes back parsed), as redact_json
        # and the compare-and-set of the write take them.
        return [
            (
                int(r[0]),
                {c: _as_text(v) if c in spec.json_columns else v for c, v in zip(cols, r[1:])},
            )
            for r in rows
        ]

    def scrub_values(self, table: str, column: str) -> list[str]:
        """The distinct non-empty values of a keyless table's column."""
        rows = self._native_rows(
            f"SELECT DISTINCT {column} FROM {TABLES[table].table} "
            f"WHERE {column} IS NOT NULL AND {column} != ''"
        )
        return [str(r[0]) for r in rows]

    def scrub_write(self, table: str, change: RowChange) -> int:
        """Write one row's redacted columns if they still hold what was read; for memories
        and episodes also the columns derived from the text (index text, content hash).
        Returns how many rows were written. Inside the caller's transaction."""
        spec = TABLES[table]
        sets = dict(change.new)
        if table == "memories":
            if "text" in sets:
                sets["index_text"] = textmod.index_text(sets["text"])
                sets["content_hash"] = textmod.content_hash(sets["text"])
            if "context" in sets:
                sets["context_index"] = textmod.index_text(sets["context"])
        elif table == "episodes" and "text" in sets:
            new_hash = textmod.content_hash(sets["text"])
            if not self._episode_hash_taken(int(change.key), new_hash):
                sets["content_hash"] = new_hash
        if not spec.keyed:
            (col,) = change.new  # keyless tables are scrubbed one column at a time
            sql = f"UPDATE {spec.table} SET {col} = ? WHERE {col} = ?"
            params: tuple[Any, ...] = (change.new[col], change.old[col])
        else:
            assignments = ", ".join(f"{c} = ?" for c in sets)
            checks = " AND ".join(f"{c} = ?" for c in change.old)
            sql = f"UPDATE {spec.table} SET {assignments} WHERE id = ? AND {checks}"
            params = (*sets.values(), change.key, *change.old.values())
        with self._c() as conn:
            if table == "memories":
                return self.dialect.scrub_memory(
                    conn, int(change.key), change.old, sets, self.dialect.q(sql), params
                )
            if table == "memory_history":
                return self.dialect.scrub_history(
                    conn,
                    int(change.key),
                    change.old["changes"],
                    change.new["changes"],
                    self.dialect.q(sql),
                    params,
                )
            if table == "links":
                (old,) = change.old.values()
                return self.dialect.scrub_links(conn, old, self.dialect.q(sql), params)
            if table in ("episodes", "outcomes", "anchors"):
                return self.dialect.scrub_row(
                    conn, table, int(change.key), change.old, sets, self.dialect.q(sql), params
                )
            cur = conn.execute(self.dialect.q(sql), params)
            return max(0, int(cur.rowcount or 0))

    def _episode_hash_taken(self, episode_id: int, new_hash: str) -> bool:
        """Would this hash collide with another transcript episode of the same session (a
        unique index)? Two captures that differed only in a secret are then the same
        observation; the row keeps its old hash rather than fail the scrub."""
        with self._c() as conn:
            row = conn.execute(
                self.dialect.q(
                    "SELECT 1 FROM episodes e JOIN episodes o ON o.session_id = e.session_id "
                    "AND o.source = 'transcript' AND o.id != e.id "
                    "WHERE e.id = ? AND e.source = 'transcript' AND o.content_hash = ?"
                ),
                (episode_id, new_hash),
            ).fetchone()
        return row is not None

    def drop_vectors(self, ids: Sequence[int]) -> int:
        """Delete the vectors of these memories (computed from text that held a secret);
        the re-embedding or the next back-fill computes them again from the new text."""
        if not ids:
            return 0
        with self._c() as conn:
            cur = conn.execute(
                self.dialect.q(
                    f"DELETE FROM embeddings WHERE memory_id IN ({','.join('?' * len(ids))})"
                ),
                tuple(ids),
            )
            return max(0, int(cur.rowcount or 0))
