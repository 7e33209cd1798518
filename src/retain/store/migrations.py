"""Ordered schema migrations: the only source of the schema.

Each `mNNN_*` function runs in one transaction together with its row in
`_migrations`. Never edit a shipped migration; add a new one with a why-comment.
"""

from __future__ import annotations

import time

from retain.errors import SchemaTooNew

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import sqlite3
    from collections.abc import Callable


def m001_initial(conn: sqlite3.Connection) -> None:
    # Observations are append-only: beliefs are derived from them and cite them.
    conn.execute(
        """
        CREATE TABLE episodes (
            id INTEGER PRIMARY KEY,
            text TEXT NOT NULL,
            actor TEXT NOT NULL CHECK (actor IN ('user','agent','tool','transcript')),
            session_id TEXT,
            project_id TEXT,
            outcome TEXT CHECK (outcome IN ('ok','fail')),
            source TEXT NOT NULL CHECK (source IN ('tool','cli','transcript','import','hook')),
            kind TEXT,
            signal REAL NOT NULL DEFAULT 0,
            created_at REAL NOT NULL,
            content_hash TEXT NOT NULL,
            distilled_at REAL
        )
        """
    )
    conn.execute(
        "CREATE INDEX episodes_pending ON episodes(distilled_at) WHERE distilled_at IS NULL"
    )
    # Transcript capture runs again on the same transcript: the same candidate must not pile up.
    conn.execute(
        "CREATE UNIQUE INDEX episodes_transcript_once ON episodes(session_id, content_hash) "
        "WHERE source = 'transcript'"
    )
    conn.execute(
        """
        CREATE TABLE memories (
            id INTEGER PRIMARY KEY,
            text TEXT NOT NULL,
            index_text TEXT NOT NULL,
            kind TEXT NOT NULL,
            valence TEXT NOT NULL CHECK (valence IN ('fact','failure')),
            scope TEXT NOT NULL CHECK (scope IN ('user','project')),
            project_id TEXT,
            trust TEXT NOT NULL CHECK (trust IN ('user','agent','inferred')),
            confidence REAL NOT NULL,
            support INTEGER NOT NULL DEFAULT 1,
            n_success INTEGER NOT NULL DEFAULT 0,
            n_failure INTEGER NOT NULL DEFAULT 0,
            n_used INTEGER NOT NULL DEFAULT 0,
            n_injected INTEGER NOT NULL DEFAULT 0,
            strength REAL NOT NULL DEFAULT 1.0,
            last_used_at REAL,
            valid_from REAL NOT NULL,
            valid_to REAL,
            superseded_by INTEGER REFERENCES memories(id),
            status TEXT NOT NULL DEFAULT 'live'
                CHECK (status IN ('live','superseded','archived','merged')),
            retired_reason TEXT,
            retired_at REAL,
            pinned INTEGER NOT NULL DEFAULT 0,
            expires_at REAL,
            consolidated INTEGER NOT NULL DEFAULT 0,
            content_hash TEXT NOT NULL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            CHECK ((scope = 'user') = (project_id IS NULL))
        )
        """
    )
    conn.execute("CREATE INDEX memories_scope ON memories(status, scope, project_id)")
    conn.execute("CREATE INDEX memories_hash ON memories(content_hash)")
    conn.execute(
        """
        CREATE TABLE memory_sources (
            memory_id INTEGER NOT NULL REFERENCES memories(id),
            episode_id INTEGER NOT NULL REFERENCES episodes(id),
            PRIMARY KEY (memory_id, episode_id)
        ) WITHOUT ROWID
        """
    )
    conn.execute("CREATE INDEX memory_sources_episode ON memory_sources(episode_id)")
    conn.execute(
        """
        CREATE TABLE embeddings (
            memory_id INTEGER PRIMARY KEY REFERENCES memories(id),
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB,
            content_hash TEXT NOT NULL
        )
        """
    )
    conn.execute(
        """
        CREATE TABLE injections (
            session_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id),
            at REAL NOT NULL,
            source TEXT
        )
        """
    )
    conn.execute("CREATE INDEX injections_session ON injections(session_id)")
    conn.execute("CREATE INDEX injections_memory ON injections(memory_id)")
    conn.execute(
        """
        CREATE TABLE sleep_runs (
            id INTEGER PRIMARY KEY,
            started_at REAL NOT NULL,
            finished_at REAL,
            report TEXT
        )
        """
    )
    # FTS over index_text (the text with CJK runs expanded to bigrams), kept in sync
    # by triggers. Porter stemming lets "deploys" find "deploy".
    conn.execute(
        """
        CREATE VIRTUAL TABLE memories_fts USING fts5(
            index_text, content='memories', content_rowid='id',
            tokenize = 'porter unicode61 remove_diacritics 2'
        )
        """
    )
    conn.execute(
        """
        CREATE TRIGGER memories_ai AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts(rowid, index_text) VALUES (new.id, new.index_text);
        END
        """
    )
    conn.execute(
        """
        CREATE TRIGGER memories_ad AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, index_text)
            VALUES ('delete', old.id, old.index_text);
        END
        """
    )
    conn.execute(
        """
        CREATE TRIGGER memories_au AFTER UPDATE OF index_text ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, index_text)
            VALUES ('delete', old.id, old.index_text);
            INSERT INTO memories_fts(rowid, index_text) VALUES (new.id, new.index_text);
        END
        """
    )


def m002_memory_context(conn: sqlite3.Connection) -> None:
    # A memory may carry the situation it was learned in (the neighbouring turns of a
    # conversation, the task at hand): searchable at a lower weight than the belief
    # itself, never shown as the belief. On LoCoMo this lifts BM25 turn any@5 from
    # 0.58 to 0.72 (BENCHMARKS.md). FTS5 cannot add a column, so the index is rebuilt.
    conn.execute("ALTER TABLE memories ADD COLUMN context TEXT")
    conn.execute("ALTER TABLE memories ADD COLUMN context_index TEXT NOT NULL DEFAULT ''")
    for trigger in ("memories_ai", "memories_ad", "memories_au"):
        conn.execute(f"DROP TRIGGER {trigger}")
    conn.execute("DROP TABLE memories_fts")
    conn.execute(
        """
        CREATE VIRTUAL TABLE memories_fts USING fts5(
            index_text, context_index, content='memories', content_rowid='id',
            tokenize = 'porter unicode61 remove_diacritics 2'
        )
        """
    )
    conn.execute(
        """
        CREATE TRIGGER memories_ai AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts(rowid, index_text, context_index)
            VALUES (new.id, new.index_text, new.context_index);
        END
        """
    )
    conn.execute(
        """
        CREATE TRIGGER memories_ad AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, index_text, context_index)
            VALUES ('delete', old.id, old.index_text, old.context_index);
        END
        """
    )
    conn.execute(
        """
        CREATE TRIGGER memories_au AFTER UPDATE OF index_text, context_index ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, index_text, context_index)
            VALUES ('delete', old.id, old.index_text, old.context_index);
            INSERT INTO memories_fts(rowid, index_text, context_index)
            VALUES (new.id, new.index_text, new.context_index);
        END
        """
    )
    conn.execute("INSERT INTO memories_fts(memories_fts) VALUES ('rebuild')")
    # A warm vector index compares (id, hash) pairs to find vectors back-filled or
    # re-embedded out of id order; covered by this index it never reads the vector blobs.
    conn.execute("CREATE INDEX embeddings_model ON embeddings(model, memory_id, content_hash)")


def m003_retired_kind(conn: sqlite3.Connection) -> None:
    # Why a memory was retired, as a value the code can test (revival reads it) instead of
    # a prefix of the human-readable retired_reason. Back-filled from that text.
    conn.execute("ALTER TABLE memories ADD COLUMN retired_kind TEXT")
    conn.execute(
        """
        UPDATE memories SET retired_kind = CASE
            WHEN status = 'superseded' THEN 'superseded'
            WHEN status = 'merged' THEN 'merged'
            WHEN retired_reason LIKE 'decayed:%' THEN 'decayed'
            WHEN retired_reason LIKE 'pruned:%' THEN 'pruned'
            WHEN retired_reason = 'expired' THEN 'expired'
            ELSE 'forgotten'
        END
        WHERE status != 'live'
        """
    )


def m004_links(conn: sqlite3.Connection) -> None:
    # The write gate closes a belief only on strong evidence; on weaker evidence it keeps
    # both and records that the newer one "may update" the older (memory_explain shows
    # it, ranking puts the newer first, the sleep pass closes the older once the update
    # is repeated in another session or confirmed by an outcome). IF NOT EXISTS: numbered
    # after m003, which was written in parallel, so a development store may have it first.
    conn.execute(
        """
        CREATE TABLE IF NOT EXISTS links (
            memory_id INTEGER NOT NULL REFERENCES memories(id),
            other_id INTEGER NOT NULL REFERENCES memories(id),
            kind TEXT NOT NULL CHECK (kind IN ('may_update')),
            at REAL NOT NULL,
            evidence TEXT NOT NULL,
            settled_at REAL,
            PRIMARY KEY (memory_id, other_id, kind)
        )
        """
    )
    conn.execute("CREATE INDEX IF NOT EXISTS links_other ON links(other_id, kind)")


def m005_episode_context(conn: sqlite3.Connection) -> None:
    # A captured observation keeps the turns it was said in (the request it answered, the
    # error it explains), so the belief it becomes gets them as its context even when it
    # is promoted by a later pass. Checked first: numbered after migrations written in
    # parallel, so a development store may already have the column.
    columns = {r[1] for r in conn.execute("PRAGMA table_info(episodes)")}
    if "context" not in columns:
        conn.execute("ALTER TABLE episodes ADD COLUMN context TEXT")


def m006_injection_use(conn: sqlite3.Connection) -> None:
    # Issue 13: which block showed a memory (SessionStart or prompt-time) as a value the
    # code can branch on, and whether the session then used it, decided by the sleep pass
    # from the transcript: used NULL = not decided (no transcript, or the agent never
    # spoke), 0 = shown and not used, 1 = used (used_how says how). Memories the session
    # used that no block had shown are recorded in found_uses: the misses that injection
    # recall is measured against. Written in parallel with m005_episode_context, whose
    # number a development store of that branch gave to this step: such a store has these
    # columns (checked first) and skipped m005's, which is added here.
    if "kind" in {r[1] for r in conn.execute("PRAGMA table_info(injections)")}:
        m005_episode_context(conn)
        return
    conn.execute(
        "ALTER TABLE injections ADD COLUMN kind TEXT NOT NULL DEFAULT 'session_start' "
        "CHECK (kind IN ('session_start', 'prompt'))"
    )
    conn.execute("ALTER TABLE injections ADD COLUMN used INTEGER CHECK (used IN (0, 1))")
    conn.execute("ALTER TABLE injections ADD COLUMN used_how TEXT")
    conn.execute("ALTER TABLE injections ADD COLUMN decided_at REAL")
    conn.execute("UPDATE injections SET kind = 'prompt' WHERE source = 'prompt'")
    # Status reads the decisions of the last sessions.
    conn.execute("CREATE INDEX injections_decided ON injections(decided_at)")
    # The SessionStart ranking's summary of those decisions, kept beside each memory so
    # ranking never aggregates the injections table: sessions that used it when shown,
    # and showings since its last use that went unused (a use resets it to 0).
    conn.execute("ALTER TABLE memories ADD COLUMN shown_used INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE memories ADD COLUMN shown_unused INTEGER NOT NULL DEFAULT 0")
    conn.execute(
        """
        CREATE TABLE found_uses (
            session_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id),
            how TEXT NOT NULL,
            at REAL NOT NULL,
            PRIMARY KEY (session_id, memory_id)
        )
        """
    )


def m007_outcomes_and_anchors(conn: sqlite3.Connection) -> None:
    # Issue 14. Outcomes as rows, explicit and inferred apart: the sleep pass infers weak
    # ones from a session's test and build runs, and an inferred one must be explainable
    # (its command and why) and undoable. One inferred outcome per memory and session, so
    # a pass run twice over a transcript credits nothing twice.
    # Written in parallel with m005 and m006, a development store of that branch recorded
    # this step as version 5 (so it has these tables and skipped m005's column): it gets
    # the column here and nothing twice.
    if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'outcomes'").fetchone():
        m005_episode_context(conn)
        return
    conn.execute(
        """
        CREATE TABLE outcomes (
            id INTEGER PRIMARY KEY,
            memory_id INTEGER NOT NULL REFERENCES memories(id),
            outcome TEXT NOT NULL CHECK (outcome IN ('ok','fail')),
            inferred INTEGER NOT NULL DEFAULT 0,
            source TEXT NOT NULL,
            session_id TEXT,
            command TEXT,
            detail TEXT,
            at REAL NOT NULL,
            undone_at REAL
        )
        """
    )
    conn.execute("CREATE INDEX outcomes_memory ON outcomes(memory_id)")
    conn.execute(
        "CREATE UNIQUE INDEX outcomes_inferred_once ON outcomes(memory_id, session_id) "
        "WHERE inferred = 1"
    )
    conn.execute("CREATE INDEX outcomes_session ON outcomes(session_id) WHERE inferred = 1")
    conn.execute("ALTER TABLE memories ADD COLUMN n_inferred_success INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE memories ADD COLUMN n_inferred_failure INTEGER NOT NULL DEFAULT 0")
    # What a memory names in its project (files, folders, make targets and npm scripts,
    # symbols) with a cheap fingerprint, so a memory can notice that the code moved on.
    conn.execute(
        """
        CREATE TABLE anchors (
            id INTEGER PRIMARY KEY,
            memory_id INTEGER NOT NULL REFERENCES memories(id),
            kind TEXT NOT NULL CHECK (kind IN ('file','dir','command','symbol')),
            value TEXT NOT NULL,
            fingerprint TEXT NOT NULL,
            detail TEXT NOT NULL DEFAULT '{}',
            branch TEXT,
            state TEXT NOT NULL DEFAULT 'ok' CHECK (state IN ('ok','changed','gone')),
            gone_sessions INTEGER NOT NULL DEFAULT 0,
            last_session TEXT,
            checked_at REAL NOT NULL,
            UNIQUE (memory_id, kind, value)
        )
        """
    )
    conn.execute("ALTER TABLE memories ADD COLUMN anchored_at REAL")  # NULL: not looked for yet
    conn.execute("ALTER TABLE memories ADD COLUMN stale_at REAL")
    conn.execute("ALTER TABLE memories ADD COLUMN stale_reason TEXT")
    # The sleep pass finds the memories still to anchor without scanning the store.
    conn.execute(
        "CREATE INDEX memories_unanchored ON memories(project_id, id) "
        "WHERE anchored_at IS NULL AND status = 'live'"
    )


def m008_block_ranking_indexes(conn: sqlite3.Connection) -> None:
    # The SessionStart block ranked every eligible memory in scope by a quality proxy
    # that depends on the time (linear: 74 ms at 10k, 884 ms at 100k). These three
    # orders bound that proxy (retain.store.block_rank): by its part fixed between
    # writes, and by the times its strength and its recency decay from, each within the
    # block's tier (4 pinned
    # failures, 3 pinned, 2 failures, 1 the block's kinds, 0 not shown). The expressions
    # are retain.store.sqlite_block's, written out: a later change there needs a new
    # migration, or the planner stops using these (a test reads the query plan).
    tier = (
        "(CASE WHEN pinned = 1 THEN (CASE WHEN valence = 'failure' THEN 4 ELSE 3 END) "
        "WHEN valence = 'failure' THEN 2 WHEN kind IN ('decision', 'constraint', "
        "'architecture', 'bugfix', 'lesson', 'preference', 'procedure') THEN 1 ELSE 0 END)"
    )
    cap = (
        "((CASE WHEN stale_at IS NULL THEN 1.0 ELSE 0.6 END) * (0.45 * confidence"
        " + 0.2 * (((n_success - n_failure) / (n_success + n_failure + 2.0) + 1.0) / 2.0)))"
    )
    kept = "(CASE WHEN strength <= 1.0 THEN COALESCE(last_used_at, created_at) ELSE 1e300 END)"
    touched = "MAX(COALESCE(last_used_at, 0), updated_at)"
    for name, key in (("cap", cap), ("kept", kept), ("touched", touched)):
        conn.execute(
            f"CREATE INDEX memories_block_{name} ON memories(scope, project_id, {tier}, {key}) "
            "WHERE status = 'live'"
        )


def m009_tool_keys(conn: sqlite3.Connection) -> None:
    # The PreToolUse hook asks, on every tool call, which live memories name the file
    # about to change or the command about to run. Reading every memory's text for that
    # would be linear in the store; these keys (retain.core.toolkeys: files, folders,
    # commands, generated-from links) are read from a memory's text when it is written
    # and looked up by equality. Existing memories are keyed here, once.
    from retain.store import sqlite_tool

    conn.execute(
        """
        CREATE TABLE tool_keys (
            kind TEXT NOT NULL CHECK (kind IN ('file', 'dir', 'cmd', 'gen')),
            key TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            target TEXT NOT NULL DEFAULT '',
            PRIMARY KEY (kind, key, memory_id)
        ) WITHOUT ROWID
        """
    )
    conn.execute("CREATE INDEX tool_keys_memory ON tool_keys(memory_id)")
    sqlite_tool.backfill(conn, kinds=sqlite_tool.M009_KINDS)


# The flag m010 sets: a scrub (retain.sleep.scrub) is owed to the rows stored before it.
SCRUB_FLAG = "scrub"


def mark_scrub_pending(conn: sqlite3.Connection, why: str) -> None:
    """Owe the store a scrub when it holds any text (a new, empty store owes none).
    Cheap: one row. The sleep pass or `retain scrub` does the work and clears it."""
    if conn.execute(
        "SELECT EXISTS (SELECT 1 FROM memories) OR EXISTS (SELECT 1 FROM episodes)"
    ).fetchone()[0]:
        conn.execute(
            "INSERT OR REPLACE INTO store_flags(name, set_at, detail) VALUES (?, ?, ?)",
            (SCRUB_FLAG, time.time(), why),
        )


def m010_scrub_pending(conn: sqlite3.Connection) -> None:
    # Issue 27: redact() learned more kinds of secret than it knew when older rows were
    # written, and those rows (memories, evidence, history, the FTS index, free pages)
    # still hold them. Re-redacting and VACUUMing the whole file here would put that
    # cost on whatever opens the store first, usually a hook; so this step only records
    # that a scrub is owed. The next sleep pass (detached) or `retain scrub` does it, and
    # `retain status` / `doctor` say it is pending. A later widening of redact() adds a
    # migration that calls mark_scrub_pending again.
    conn.execute(
        "CREATE TABLE IF NOT EXISTS store_flags ("
        "name TEXT PRIMARY KEY, set_at REAL NOT NULL, detail TEXT NOT NULL)"
    )
    mark_scrub_pending(conn, "rows stored before the redaction rules of retain's issue 27")


def m011_memory_branch(conn: sqlite3.Connection) -> None:
    # Issue 31: a memory can be true on one branch only (retain.memory.branch_scope).
    # `branch`: the branch it is confined to, NULL = every branch (all rows so far);
    # `written_branch`: where it was confined when written, kept after a merge lifts it;
    # `branch_seen`: JSON of what the branch showed (heads, patch ids, files' blobs), so
    # the sleep pass (retain.sleep.branches) follows it through rebases and renames and
    # recognises a squash merge after the branch is gone.
    conn.execute("ALTER TABLE memories ADD COLUMN branch TEXT")
    conn.execute("ALTER TABLE memories ADD COLUMN written_branch TEXT")
    conn.execute("ALTER TABLE memories ADD COLUMN branch_seen TEXT")
    # An observation captured from a session on a branch, with the branch it would be
    # confined to (retain.memory.branch_scope.decide), as `branch_seen` JSON: the belief
    # the sleep pass promotes from it is confined when all its observations agree.
    conn.execute("ALTER TABLE episodes ADD COLUMN branch_seen TEXT")
    conn.execute(
        "CREATE INDEX memories_branch ON memories(project_id, branch) WHERE branch IS NOT NULL"
    )


def m012_tool_code_keys(conn: sqlite3.Connection) -> None:
    # Tool-time keys gain a kind, 'code': what a memory forbids an edit to write
    # (`# type: ignore`, `FloatField` for money), matched against an edit's new text.
    # SQLite cannot widen a CHECK in place: the table is made again, and every memory is
    # keyed again with today's rules (retain.core.toolkeys), which also read commands
    # and paths more strictly than m009's did.
    from retain.store import sqlite_tool

    conn.execute("DROP TABLE tool_keys")
    conn.execute(
        """
        CREATE TABLE tool_keys (
            kind TEXT NOT NULL CHECK (kind IN ('file', 'dir', 'cmd', 'gen', 'code')),
            key TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            target TEXT NOT NULL DEFAULT '',
            PRIMARY KEY (kind, key, memory_id)
        ) WITHOUT ROWID
        """
    )
    conn.execute("CREATE INDEX tool_keys_memory ON tool_keys(memory_id)")
    sqlite_tool.backfill(conn)


def m013_tool_keys_again(conn: sqlite3.Connection) -> None:
    # Tool-time keys read with today's rules (retain.core.toolkeys): a memory that opens
    # by quoting an error keys only what it forbids, a path right after a command is its
    # argument, an option prescribed to every run of a tool and a project's launcher
    # (`bin/rails`) key the bare tool, `X is deprecated` forbids X. The table is the
    # same; every memory is keyed again.
    from retain.store import sqlite_tool

    conn.execute("DELETE FROM tool_keys")
    sqlite_tool.backfill(conn)


MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [
    m001_initial,
    m002_memory_context,
    m003_retired_kind,
    m004_links,
    m005_episode_context,
    m006_injection_use,
    m007_outcomes_and_anchors,
    m008_block_ranking_indexes,
    m009_tool_keys,
    m010_scrub_pending,
    m011_memory_branch,
    m012_tool_code_keys,
    m013_tool_keys_again,
]
SCHEMA_VERSION = len(MIGRATIONS)


def applied_version(conn: sqlite3.Connection) -> int:
    row = conn.execute(
        "SELECT name FROM sqlite_master WHERE type='table' AND name='_migrations'"
    ).fetchone()
    if row is None:
        return 0
    return int(conn.execute("SELECT COALESCE(MAX(version), 0) FROM _migrations").fetchone()[0])


def migrate(conn: sqlite3.Connection) -> int:
    """Apply pending migrations; refuse a database from a newer retain. Returns the version."""
    version = applied_version(conn)
    if version > SCHEMA_VERSION:
        raise SchemaTooNew(
            f"this database has schema version {version} but this retain knows only up to "
            f"{SCHEMA_VERSION}; upgrade retain (re-run install.sh) instead of downgrading the data"
        )
    if version == SCHEMA_VERSION:
        return version
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute(
            "CREATE TABLE IF NOT EXISTS _migrations "
            "(version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at REAL NOT NULL)"
        )
        # Re-read under the write lock: another process may have migrated meanwhile.
        version = int(
            conn.execute("SELECT COALESCE(MAX(version), 0) FROM _migrations").fetchone()[0]
        )
        for number, step in enumerate(MIGRATIONS[version:], start=version + 1):
            step(conn)
            conn.execute(
                "INSERT INTO _migrations(version, name, applied_at) VALUES (?, ?, ?)",
                (number, step.__name__, time.time()),
            )
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return SCHEMA_VERSION
