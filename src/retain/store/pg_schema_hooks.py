"""What the hooks and ranking keep beside the team store's memories, as migrations made
it (retain.store.pg_migrations): m003 which memories were injected and used, m004
outcomes and code anchors, m005 the session block's ranking indexes. Shipped steps:
never edited, only followed by new ones.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_access import _MEMORY_VISIBLE, MEMBER_ROLE, _force_rls


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
