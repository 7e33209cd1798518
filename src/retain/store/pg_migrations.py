"""Ordered schema migrations of the PostgreSQL team store: the only source of its schema.

Each `mNNN_*` function runs in one transaction together with its row in
`retain_migrations`, under an advisory lock so two processes opening a fresh database
do not race. Never edit a shipped migration; add a new one with a why-comment.

Migrations are applied by the team's admin (`retain team init`): they create tables,
the pgvector extension, the `retain_member` group role and the row-level security
policies, which member roles may not do.

Access model (enforced by the database, FORCE ROW LEVEL SECURITY on every table that
holds user data, so even the tables' owner is subject to it; only a superuser or a
BYPASSRLS role is not):
- every row has an `owner`, the database role that wrote it (default current_user);
- a user-scope memory is visible to its owner only;
- a project memory is visible to the roles listed for its project in `members`
  (project_id '*' stands for every project: service accounts, test runners);
- evidence (episodes, memory_sources), vectors and injections follow the memory they
  belong to; an episode is visible to its owner, and to a project's members once it is
  linked as evidence of one of that project's memories;
- since m007 a memory changes only through retain's own functions, each change logged
  with who made it in `memory_history` (retain.store.pg_guard).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from retain.errors import SchemaTooNew
from retain.store import pg_guard

MEMBER_ROLE = "retain_member"  # group role holding the table privileges of every member
ADMIN_ROLE = "retain_admin"  # group role allowed to manage `members` without BYPASSRLS
MIGRATION_LOCK = 0x72657461  # pg_advisory_xact_lock key ("reta"): one migrator at a time
VECTOR_INDEX_DIMS = (384,)  # HNSW indexes exist for these widths (MiniLM, e5-small)

# A project memory is visible to the members of its project (or of every project, '*').
_MY_PROJECT = (
    "({t}.project_id IN (SELECT mb.project_id FROM members mb WHERE mb.role = current_user) "
    "OR EXISTS (SELECT 1 FROM members mb WHERE mb.role = current_user AND mb.project_id = '*'))"
)
_MEMORY_VISIBLE = (
    "(({t}.scope = 'user' AND {t}.owner = current_user) OR ({t}.scope = 'project' AND "
    + _MY_PROJECT
    + "))"
)


def _ensure_role(conn: Any, role: str) -> None:
    conn.execute(
        "DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = "
        f"'{role}') THEN CREATE ROLE {role} NOLOGIN; END IF; END $$"
    )


def _force_rls(conn: Any, table: str) -> None:
    conn.execute(f"ALTER TABLE {table} ENABLE ROW LEVEL SECURITY")
    conn.execute(f"ALTER TABLE {table} FORCE ROW LEVEL SECURITY")


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


def _leakproof_text_match(conn: Any) -> None:
    # Under row-level security PostgreSQL evaluates a condition before the policies only
    # if its function is LEAKPROOF, and only such a condition can drive an index scan:
    # `fts @@ query` (ts_match_vq) is not marked so, and every word search became a scan
    # of the whole table (23 ms at 10k memories). It cannot reveal a row through an error
    # (it raises only on the query's own shape), so it is marked leakproof in this
    # database; this needs a superuser. Without one, search stays correct, only slower.
    superuser = conn.execute("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")
    if superuser.fetchone()[0]:
        conn.execute("ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF")


def _policies(conn: Any) -> None:
    for table in (
        "members",
        "episodes",
        "memories",
        "memory_sources",
        "embeddings",
        "links",
        "injections",
        "sleep_runs",
        "deliveries",
    ):
        _force_rls(conn, table)
    # members: each role sees its own memberships; only the admin role changes them.
    conn.execute("CREATE POLICY members_own ON members FOR SELECT USING (role = current_user)")
    conn.execute(
        f"CREATE POLICY members_admin ON members FOR ALL TO {ADMIN_ROLE} "
        "USING (true) WITH CHECK (true)"
    )
    visible = _MEMORY_VISIBLE.format(t="memories")
    conn.execute(f"CREATE POLICY memories_read ON memories FOR SELECT USING {visible}")
    conn.execute(
        f"CREATE POLICY memories_insert ON memories FOR INSERT "
        f"WITH CHECK (owner = current_user AND {visible})"
    )
    conn.execute(
        f"CREATE POLICY memories_update ON memories FOR UPDATE USING {visible} WITH CHECK {visible}"
    )
    conn.execute(f"CREATE POLICY memories_delete ON memories FOR DELETE USING {visible}")
    # Evidence, vectors: visible exactly when their memory is, on the memory's owner,
    # scope and project copied into the row (retain_follow_memory below), because a
    # policy that looks the memory up turns into a scan of every memory per query.
    for table in ("memory_sources", "embeddings", "links"):
        cond = _MEMORY_VISIBLE.format(t=table)
        conn.execute(
            f"CREATE POLICY {table}_visible ON {table} FOR ALL USING {cond} WITH CHECK {cond}"
        )
    shared = _MY_PROJECT.format(t="episodes").replace(
        "episodes.project_id", "episodes.shared_project"
    )
    ep_visible = (
        f"(episodes.owner = current_user OR (episodes.shared_project IS NOT NULL AND {shared}))"
    )
    conn.execute(f"CREATE POLICY episodes_read ON episodes FOR SELECT USING {ep_visible}")
    conn.execute(
        "CREATE POLICY episodes_insert ON episodes FOR INSERT WITH CHECK (owner = current_user)"
    )
    conn.execute(
        f"CREATE POLICY episodes_update ON episodes FOR UPDATE USING {ep_visible} "
        f"WITH CHECK {ep_visible}"
    )
    # What a session was shown, the sleep pass's runs, delivery keys: the owner's own.
    for table in ("injections", "sleep_runs", "deliveries"):
        conn.execute(
            f"CREATE POLICY {table}_own ON {table} FOR ALL USING (owner = current_user) "
            "WITH CHECK (owner = current_user)"
        )
    # A vector or a piece of evidence takes its memory's owner, scope and project; the
    # memory must be visible to the caller (these run as the caller, under its policies).
    conn.execute(
        """
        CREATE FUNCTION retain_follow_memory() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT owner, scope, project_id INTO NEW.owner, NEW.scope, NEW.project_id
                FROM memories WHERE id = NEW.memory_id;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'no memory with id %', NEW.memory_id
                    USING ERRCODE = 'foreign_key_violation';
            END IF;
            RETURN NEW;
        END
        $$
        """
    )
    for table in ("embeddings", "links"):
        conn.execute(
            f"CREATE TRIGGER {table}_follow BEFORE INSERT OR UPDATE ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION retain_follow_memory()"
        )
    # Linking an episode as evidence: the linker must see the episode (so a guessed id
    # of someone's private episode is refused), and linking it to a project memory
    # shares it with that project.
    conn.execute(
        """
        CREATE FUNCTION retain_link_source() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            SELECT owner, scope, project_id INTO NEW.owner, NEW.scope, NEW.project_id
                FROM memories WHERE id = NEW.memory_id;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'no memory with id %', NEW.memory_id
                    USING ERRCODE = 'foreign_key_violation';
            END IF;
            PERFORM 1 FROM episodes WHERE id = NEW.episode_id;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'no episode with id %', NEW.episode_id
                    USING ERRCODE = 'foreign_key_violation';
            END IF;
            IF NEW.scope = 'project' THEN
                UPDATE episodes SET shared_project = NEW.project_id
                    WHERE id = NEW.episode_id AND shared_project IS NULL;
            END IF;
            RETURN NEW;
        END
        $$
        """
    )
    conn.execute(
        "CREATE TRIGGER memory_sources_link BEFORE INSERT ON memory_sources "
        "FOR EACH ROW EXECUTE FUNCTION retain_link_source()"
    )


def _grants(conn: Any) -> None:
    m = MEMBER_ROLE
    conn.execute(f"GRANT USAGE ON SCHEMA public TO {m}")
    conn.execute(f"GRANT SELECT ON retain_migrations, members TO {m}")
    conn.execute(f"GRANT SELECT, INSERT, DELETE ON memory_sources, embeddings TO {m}")
    conn.execute(f"GRANT UPDATE ON embeddings TO {m}")
    conn.execute(f"GRANT SELECT, INSERT, UPDATE ON links TO {m}")
    conn.execute(f"GRANT SELECT, INSERT ON episodes, memories, injections TO {m}")
    conn.execute(f"GRANT SELECT, INSERT, UPDATE ON sleep_runs, deliveries TO {m}")
    # Owners and ids are not for members to rewrite; everything a belief's life changes is.
    conn.execute(f"GRANT UPDATE (distilled_at, shared_project) ON episodes TO {m}")
    conn.execute(
        f"""GRANT UPDATE (text, index_text, context, context_index, kind, valence,
        trust, confidence, support, n_success, n_failure, n_used, n_injected, strength,
        last_used_at, valid_from, valid_to, superseded_by, status, retired_reason,
        retired_at, retired_kind, pinned, expires_at, consolidated, content_hash,
        created_at, updated_at) ON memories TO {m}"""
    )
    conn.execute(f"GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO {m}")
    conn.execute(f"GRANT SELECT, INSERT, UPDATE, DELETE ON members TO {ADMIN_ROLE}")


def m002_episode_context(conn: Any) -> None:
    # SQLite m005: a captured observation keeps the turns it was said in, which the
    # belief it becomes inherits as its context. It is read with the episode (the
    # episodes policies apply); members may set it only when inserting.
    conn.execute("ALTER TABLE episodes ADD COLUMN context TEXT")


def m003_injection_use(conn: Any) -> None:
    # SQLite m006 (issue 13): which block showed a memory (SessionStart or prompt-time),
    # and whether the session then used it, decided by the sleep pass from the
    # transcript (used NULL = not decided, false = shown and not used, true = used, with
    # used_how). found_uses: memories a session used that no block had shown, what
    # injection recall is measured against. The counters beside each memory let the
    # SessionStart ranking read the decisions without aggregating injections.
    conn.execute(
        "ALTER TABLE injections ADD COLUMN kind TEXT NOT NULL DEFAULT 'session_start' "
        "CHECK (kind IN ('session_start', 'prompt'))"
    )
    conn.execute("ALTER TABLE injections ADD COLUMN used BOOLEAN")
    conn.execute("ALTER TABLE injections ADD COLUMN used_how TEXT")
    conn.execute("ALTER TABLE injections ADD COLUMN decided_at DOUBLE PRECISION")
    conn.execute("UPDATE injections SET kind = 'prompt' WHERE source = 'prompt'")
    conn.execute("CREATE INDEX injections_decided ON injections(owner, decided_at)")
    conn.execute("ALTER TABLE memories ADD COLUMN shown_used INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE memories ADD COLUMN shown_unused INTEGER NOT NULL DEFAULT 0")
    # Each developer's sessions are their own, like injections: owner-only rows, and the
    # memory must be one the caller can see (checked by the insert's SELECT under RLS).
    conn.execute(
        """
        CREATE TABLE found_uses (
            owner NAME NOT NULL DEFAULT current_user,
            session_id TEXT NOT NULL,
            memory_id BIGINT NOT NULL REFERENCES memories(id),
            how TEXT NOT NULL,
            at DOUBLE PRECISION NOT NULL,
            PRIMARY KEY (owner, session_id, memory_id)
        )
        """
    )
    _force_rls(conn, "found_uses")
    conn.execute(
        "CREATE POLICY found_uses_own ON found_uses FOR ALL USING (owner = current_user) "
        "WITH CHECK (owner = current_user)"
    )
    m = MEMBER_ROLE
    conn.execute(f"GRANT SELECT, INSERT ON found_uses TO {m}")
    conn.execute(f"GRANT UPDATE (used, used_how, decided_at) ON injections TO {m}")
    conn.execute(f"GRANT UPDATE (shown_used, shown_unused) ON memories TO {m}")


def m004_outcomes_and_anchors(conn: Any) -> None:
    # SQLite m007 (issue 14): outcomes as rows, explicit and inferred apart (an inferred
    # one is explainable by its command and undoable; one per memory and session), and
    # what a memory names in its project (files, folders, commands, symbols) with a
    # fingerprint, so a memory notices the code moved on. Both follow their memory's
    # visibility, like vectors: a project memory's outcomes and anchors are its
    # project's, a user memory's its owner's (owner, scope and project copied by the
    # retain_follow_memory trigger).
    conn.execute(
        """
        CREATE TABLE outcomes (
            id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            memory_id BIGINT NOT NULL REFERENCES memories(id),
            outcome TEXT NOT NULL CHECK (outcome IN ('ok','fail')),
            inferred BOOLEAN NOT NULL DEFAULT false,
            source TEXT NOT NULL,
            session_id TEXT,
            command TEXT,
            detail TEXT,
            at DOUBLE PRECISION NOT NULL,
            undone_at DOUBLE PRECISION,
            reporter NAME NOT NULL DEFAULT current_user,  -- who reported or inferred it
            owner NAME NOT NULL,
            scope TEXT NOT NULL,
            project_id TEXT
        )
        """
    )
    conn.execute("CREATE INDEX outcomes_memory ON outcomes(memory_id)")
    conn.execute(
        "CREATE UNIQUE INDEX outcomes_inferred_once ON outcomes(memory_id, session_id) "
        "WHERE inferred"
    )
    conn.execute("CREATE INDEX outcomes_session ON outcomes(session_id) WHERE inferred")
    conn.execute(
        """
        CREATE TABLE anchors (
            id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            memory_id BIGINT NOT NULL REFERENCES memories(id),
            kind TEXT NOT NULL CHECK (kind IN ('file','dir','command','symbol')),
            value TEXT NOT NULL,
            fingerprint TEXT NOT NULL,
            detail TEXT NOT NULL DEFAULT '{}',
            branch TEXT,
            state TEXT NOT NULL DEFAULT 'ok' CHECK (state IN ('ok','changed','gone')),
            gone_sessions INTEGER NOT NULL DEFAULT 0,
            last_session TEXT,
            checked_at DOUBLE PRECISION NOT NULL,
            owner NAME NOT NULL,
            scope TEXT NOT NULL,
            project_id TEXT,
            UNIQUE (memory_id, kind, value)
        )
        """
    )
    conn.execute("CREATE INDEX anchors_memory ON anchors(memory_id, id)")
    for column in (
        "n_inferred_success INTEGER NOT NULL DEFAULT 0",
        "n_inferred_failure INTEGER NOT NULL DEFAULT 0",
        "anchored_at DOUBLE PRECISION",  # NULL: not looked for yet
        "stale_at DOUBLE PRECISION",
        "stale_reason TEXT",
    ):
        conn.execute(f"ALTER TABLE memories ADD COLUMN {column}")
    conn.execute(
        "CREATE INDEX memories_unanchored ON memories(project_id, id) "
        "WHERE anchored_at IS NULL AND status = 'live'"
    )
    for table in ("outcomes", "anchors"):
        _force_rls(conn, table)
        cond = _MEMORY_VISIBLE.format(t=table)
        conn.execute(
            f"CREATE POLICY {table}_visible ON {table} FOR ALL USING {cond} WITH CHECK {cond}"
        )
        conn.execute(
            f"CREATE TRIGGER {table}_follow BEFORE INSERT OR UPDATE ON {table} "
            "FOR EACH ROW EXECUTE FUNCTION retain_follow_memory()"
        )
    m = MEMBER_ROLE
    conn.execute(f"GRANT SELECT, INSERT ON outcomes TO {m}")
    conn.execute(f"GRANT UPDATE (undone_at) ON outcomes TO {m}")
    conn.execute(f"GRANT SELECT, INSERT, DELETE ON anchors TO {m}")
    conn.execute(
        f"GRANT UPDATE (value, fingerprint, detail, branch, state, gone_sessions, "
        f"last_session, checked_at) ON anchors TO {m}"
    )
    conn.execute(
        f"GRANT UPDATE (n_inferred_success, n_inferred_failure, anchored_at, stale_at, "
        f"stale_reason) ON memories TO {m}"
    )


def m005_block_ranking_indexes(conn: Any) -> None:
    # SQLite m008: the SessionStart block ranked every eligible memory in scope by a
    # quality proxy that depends on the time (209 ms at 10k, 659 ms at 100k). These
    # three orders bound that proxy (retain.store.block_rank): by its part fixed between
    # writes, and by the times its strength and its recency decay from, each within the
    # block's tier. The expressions are retain.store.pg_block's, written out: a later
    # change there needs a new migration, or the planner stops using these (a test
    # reads the query plan). id last: the lists' tie-break, read backwards. The project
    # as a CASE giving '' for none: `project_id IS NULL` (the user's part) does not make
    # the column a constant for the planner's ordering, an equality does, and under
    # row-level security only one on a leakproof expression (COALESCE is not one).
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
    touched = "GREATEST(COALESCE(last_used_at, 0), updated_at)"
    for name, key in (("cap", cap), ("kept", kept), ("touched", touched)):
        conn.execute(
            f"CREATE INDEX memories_block_{name} ON memories "
            f"(scope, (CASE WHEN project_id IS NULL THEN '' ELSE project_id END), {tier}, "
            f"{key}, id) WHERE status = 'live'"
        )


def m006_memory_branch(conn: Any) -> None:
    # SQLite m011 (issue 31): the branch a memory is confined to (NULL = every branch),
    # the branch it was written on, and what the sleep pass saw of that branch (JSON).
    # A member's sleep pass lifts or archives them through m007's logged
    # retain_update_memory (branch columns are among its SETTABLE), never by plain UPDATE.
    conn.execute("ALTER TABLE memories ADD COLUMN branch TEXT")
    conn.execute("ALTER TABLE memories ADD COLUMN written_branch TEXT")
    conn.execute("ALTER TABLE memories ADD COLUMN branch_seen TEXT")
    conn.execute("ALTER TABLE episodes ADD COLUMN branch_seen TEXT")
    conn.execute(
        "CREATE INDEX memories_branch ON memories(project_id, branch) WHERE branch IS NOT NULL"
    )


def m007_guarded_memory_changes(conn: Any) -> None:
    # Issue 27: with m001's policies a member who could see a teammate's project memory
    # rewrote its text, trust, pin, confidence and counts in place with one UPDATE (no
    # history, no redaction), and rows naming a private memory id were refused only when
    # the id did not exist. Memories now change only through retain's SECURITY DEFINER
    # functions, each change logged in memory_history; references to a memory the writer
    # cannot see fail like a missing id. The body is retain.store.pg_guard's.
    pg_guard.install(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)


MIGRATIONS: list[Callable[[Any], None]] = [
    m001_initial,
    m002_episode_context,
    m003_injection_use,
    m004_outcomes_and_anchors,
    m005_block_ranking_indexes,
    m006_memory_branch,
    m007_guarded_memory_changes,
]
SCHEMA_VERSION = len(MIGRATIONS)

_BOOTSTRAP = (
    "CREATE TABLE IF NOT EXISTS retain_migrations (version INTEGER PRIMARY KEY, "
    "name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)"
)


def applied_version(conn: Any) -> int:
    """The highest migration applied, 0 for a database retain has not set up."""
    row = conn.execute("SELECT to_regclass('retain_migrations') IS NOT NULL").fetchone()
    if not row[0]:
        return 0
    row = conn.execute("SELECT COALESCE(MAX(version), 0) FROM retain_migrations").fetchone()
    return int(row[0])


def migrate(conn: Any) -> int:
    """Apply every pending migration (each in its own transaction); returns the version.

    `conn` is a psycopg connection in autocommit mode. Raises SchemaTooNew when the
    database was set up by a newer retain."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        conn.execute(_BOOTSTRAP)
    version = applied_version(conn)
    if version > SCHEMA_VERSION:
        raise SchemaTooNew(
            f"the team database has schema version {version}, this retain knows "
            f"{SCHEMA_VERSION}; upgrade retain"
        )
    for number, step in enumerate(MIGRATIONS, start=1):
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            done = conn.execute(
                "SELECT 1 FROM retain_migrations WHERE version = %s", (number,)
            ).fetchone()
            if done:
                continue
            step(conn)
            conn.execute(
                "INSERT INTO retain_migrations (version, name, applied_at) VALUES (%s, %s, %s)",
                (number, step.__name__, time.time()),
            )
    return applied_version(conn)
