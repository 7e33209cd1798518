"""Who may see and change what in the team store: the group roles, the row-level security
policies and the grants its first migration sets up (retain.store.pg_migrations m001;
the access model is told there). Later migrations reuse the roles and the visibility
condition: m003 and m004 for their tables, m007 for retain's guarded functions.
"""

from __future__ import annotations

from typing import Any

MEMBER_ROLE = "retain_member"  # group role holding the table privileges of every member
ADMIN_ROLE = "retain_admin"  # group role allowed to manage `members` without BYPASSRLS

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
