"""The team store's tables, as its first migrations made them (retain.store.pg_migrations).

m001: the same tables as the SQLite store, with an owner on every row, PostgreSQL's own
full-text search, pgvector and the access rules of retain.store.pg_access; m002: an
episode's context. Shipped steps: never edited, only followed by new ones.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_access import (
    ADMIN_ROLE,
    MEMBER_ROLE,
    _ensure_role,
    _grants,
    _leakproof_text_match,
    _policies,
)

VECTOR_INDEX_DIMS = (384,)  # HNSW indexes exist for these widths (MiniLM, e5-small)


def m001_initial(conn: Any) -> None:
    # The same tables as the SQLite store (retain.store.migrations m001-m003), plus an
    # owner on every row and PostgreSQL's own full-text search and pgvector.
    conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    _ensure_role(conn, MEMBER_ROLE)
    _ensure_role(conn, ADMIN_ROLE)
    conn.execute(
        """
        CREATE TABLE members (
            project_id TEXT NOT NULL,
            role NAME NOT NULL,
            added_at DOUBLE PRECISION NOT NULL DEFAULT extract(epoch FROM now()),
            PRIMARY KEY (project_id, role)
        )
        """
    )
    conn.execute("CREATE INDEX members_role ON members(role, project_id)")
    conn.execute(
        """
        CREATE TABLE episodes (
            id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            owner NAME NOT NULL DEFAULT current_user,
            text TEXT NOT NULL,
            actor TEXT NOT NULL CHECK (actor IN ('user','agent','tool','transcript')),
            session_id TEXT,
            project_id TEXT,
            outcome TEXT CHECK (outcome IN ('ok','fail')),
            source TEXT NOT NULL CHECK (source IN ('tool','cli','transcript','import','hook')),
            kind TEXT,
            signal DOUBLE PRECISION NOT NULL DEFAULT 0,
            created_at DOUBLE PRECISION NOT NULL,
            content_hash TEXT NOT NULL,
            distilled_at DOUBLE PRECISION,
            -- set when the episode becomes evidence of a project memory: from then on
            -- that project's members may read it (a trigger on memory_sources sets it)
            shared_project TEXT
        )
        """
    )
    conn.execute(
        "CREATE INDEX episodes_pending ON episodes(owner, distilled_at) WHERE distilled_at IS NULL"
    )
    # Capture runs again on the same transcript; the owner is part of the key so one
    # user's rows never collide with (or reveal) another's.
    conn.execute(
        "CREATE UNIQUE INDEX episodes_transcript_once ON episodes(owner, session_id, "
        "content_hash) WHERE source = 'transcript'"
    )
    conn.execute(
        """
        CREATE TABLE memories (
            id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            owner NAME NOT NULL DEFAULT current_user,
            text TEXT NOT NULL,
            index_text TEXT NOT NULL,
            context TEXT,
            context_index TEXT NOT NULL DEFAULT '',
            kind TEXT NOT NULL,
            valence TEXT NOT NULL CHECK (valence IN ('fact','failure')),
            scope TEXT NOT NULL CHECK (scope IN ('user','project')),
            project_id TEXT,
            trust TEXT NOT NULL CHECK (trust IN ('user','agent','inferred')),
            confidence DOUBLE PRECISION NOT NULL,
            support INTEGER NOT NULL DEFAULT 1,
            n_success INTEGER NOT NULL DEFAULT 0,
            n_failure INTEGER NOT NULL DEFAULT 0,
            n_used INTEGER NOT NULL DEFAULT 0,
            n_injected INTEGER NOT NULL DEFAULT 0,
            strength DOUBLE PRECISION NOT NULL DEFAULT 1.0,
            last_used_at DOUBLE PRECISION,
            valid_from DOUBLE PRECISION NOT NULL,
            valid_to DOUBLE PRECISION,
            superseded_by BIGINT REFERENCES memories(id),
            status TEXT NOT NULL DEFAULT 'live'
                CHECK (status IN ('live','superseded','archived','merged')),
            retired_reason TEXT,
            retired_at DOUBLE PRECISION,
            retired_kind TEXT,
            pinned INTEGER NOT NULL DEFAULT 0,
            expires_at DOUBLE PRECISION,
            consolidated INTEGER NOT NULL DEFAULT 0,
            content_hash TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL,
            -- 'simple' keeps every token as written (CJK bigrams from retain.text, code
            -- identifiers, stop words); 'english' adds stems so "deploys" finds "deploy",
            -- as porter does in the SQLite store. Context weighs less (weight B).
            fts TSVECTOR GENERATED ALWAYS AS (
                setweight(to_tsvector('simple', index_text), 'A')
                || setweight(to_tsvector('english', index_text), 'A')
                || setweight(to_tsvector('simple', context_index), 'B')
                || setweight(to_tsvector('english', context_index), 'B')
            ) STORED,
            CHECK ((scope = 'user') = (project_id IS NULL))
        )
        """
    )
    conn.execute("CREATE INDEX memories_scope ON memories(status, scope, project_id)")
    conn.execute("CREATE INDEX memories_owner ON memories(owner) WHERE scope = 'user'")
    conn.execute("CREATE INDEX memories_hash ON memories(content_hash)")
    conn.execute("CREATE INDEX memories_superseded_by ON memories(superseded_by)")
    conn.execute("CREATE INDEX memories_fts ON memories USING gin(fts)")
    conn.execute(
        """
        CREATE TABLE memory_sources (
            memory_id BIGINT NOT NULL REFERENCES memories(id),
            episode_id BIGINT NOT NULL REFERENCES episodes(id),
            -- copied from the memory by a trigger (a memory's scope never changes): the
            -- policy reads them here instead of looking up every memory per query
            owner NAME NOT NULL,
            scope TEXT NOT NULL,
            project_id TEXT,
            PRIMARY KEY (memory_id, episode_id)
        )
        """
    )
    conn.execute("CREATE INDEX memory_sources_episode ON memory_sources(episode_id)")
    conn.execute("CREATE SEQUENCE embeddings_stored")
    conn.execute(
        """
        CREATE TABLE embeddings (
            memory_id BIGINT PRIMARY KEY REFERENCES memories(id),
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector VECTOR,
            content_hash TEXT NOT NULL,
            -- bumped on every (re)store: the newest vector's model is the newest seq
            stored BIGINT NOT NULL DEFAULT nextval('embeddings_stored'),
            owner NAME NOT NULL,  -- the memory's, copied by a trigger (as memory_sources)
            scope TEXT NOT NULL,
            project_id TEXT
        )
        """
    )
    conn.execute("CREATE INDEX embeddings_model ON embeddings(model, memory_id, content_hash)")
    conn.execute("CREATE INDEX embeddings_stored_idx ON embeddings(stored)")
    # Approximate nearest neighbours for large scopes; one partial index per width
    # because an HNSW index needs a fixed dimension and the column holds any model's.
    for dim in VECTOR_INDEX_DIMS:
        conn.execute(
            f"CREATE INDEX embeddings_hnsw_{dim} ON embeddings USING hnsw "
            f"((vector::vector({dim})) vector_cosine_ops) WHERE dim = {dim}"
        )
    conn.execute(
        """
        CREATE TABLE injections (
            seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            owner NAME NOT NULL DEFAULT current_user,
            session_id TEXT NOT NULL,
            memory_id BIGINT NOT NULL REFERENCES memories(id),
            at DOUBLE PRECISION NOT NULL,
            source TEXT
        )
        """
    )
    # "may update" links between beliefs (SQLite m004), visible with their memory.
    conn.execute(
        """
        CREATE TABLE links (
            memory_id BIGINT NOT NULL REFERENCES memories(id),
            other_id BIGINT NOT NULL REFERENCES memories(id),
            kind TEXT NOT NULL CHECK (kind IN ('may_update')),
            at DOUBLE PRECISION NOT NULL,
            evidence TEXT NOT NULL,
            settled_at DOUBLE PRECISION,
            owner NAME NOT NULL,  -- memory_id's, copied by a trigger (as memory_sources)
            scope TEXT NOT NULL,
            project_id TEXT,
            PRIMARY KEY (memory_id, other_id, kind)
        )
        """
    )
    conn.execute("CREATE INDEX links_other ON links(other_id, kind)")
    conn.execute("CREATE INDEX injections_session ON injections(owner, session_id)")
    conn.execute("CREATE INDEX injections_memory ON injections(memory_id)")
    conn.execute(
        """
        CREATE TABLE sleep_runs (
            id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            owner NAME NOT NULL DEFAULT current_user,
            started_at DOUBLE PRECISION NOT NULL,
            finished_at DOUBLE PRECISION,
            report TEXT
        )
        """
    )
    # Writes queued offline carry a client-made key; delivering one claims its key here
    # in the same transaction as the write, so a retried delivery finds it and skips.
    conn.execute(
        """
        CREATE TABLE deliveries (
            key TEXT PRIMARY KEY,
            owner NAME NOT NULL DEFAULT current_user,
            delivered_at DOUBLE PRECISION NOT NULL,
            result TEXT
        )
        """
    )
    _policies(conn)
    _grants(conn)
    _leakproof_text_match(conn)


def m002_episode_context(conn: Any) -> None:
    # SQLite m005: a captured observation keeps the turns it was said in, which the
    # belief it becomes inherits as its context. It is read with the episode (the
    # episodes policies apply); members may set it only when inserting.
    conn.execute("ALTER TABLE episodes ADD COLUMN context TEXT")
