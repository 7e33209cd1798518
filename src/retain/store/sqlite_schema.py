"""The local store's tables, as its first migrations made them (retain.store.migrations).

m001 the memories, their evidence, episodes, history, embeddings and the full-text index;
m002 a memory's context; m003 why a memory was retired; m004 links between beliefs; m005
an episode's context. Shipped steps: never edited, only followed by new ones.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import sqlite3


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
