"""The body of the team store's migration m007 (issue 27): a memory changes only through
retain's own functions, each change leaving a history row. Never edit it once shipped;
a later change is a new migration, like any other.

Before m007 the `memories_update` policy let any member who could see a project memory
rewrite it with one plain `UPDATE`: its text, trust, pin, confidence and outcome counts,
keeping its owner, leaving no trace and skipping redaction. Now:

- A trigger refuses a member's plain `UPDATE` of any column of `memories` but the anchor
  bookkeeping (ANCHOR_COLUMNS), on their own memories and on their teammates' alike
  (error class insufficient_privilege). `owner`, `scope` and `project_id` were never
  granted.
- The store changes memories through SECURITY DEFINER functions, which run as the
  tables' owner: `retain_update_memory(id, fields jsonb)` (the store's `update`: pin,
  outcome, supersede, merge, revive...), `retain_record_use`, `retain_record_shown`,
  `retain_record_injected` (the use counters). Each acts only on a memory its caller may
  see (a hidden or missing id is skipped alike, as an `UPDATE` under row-level security
  skipped it), refuses the columns that never change (SETTABLE lists the others: no
  text, so no function can carry an unredacted text past retain.redact; a new text is a
  new memory that supersedes the old one, which is closed and linked, never
  overwritten), never lowers a counter the store only raises (GROWING; an inferred
  outcome may be taken back by one), and writes a `memory_history` row: the caller's
  login role (`session_user`: inside the function `current_user` is its owner), the
  memory, what changed as {column: [old, new]}, the store's clock and the server's.
  Members read the history of the memories they see; nobody but the functions writes it.
- An outcome's `reporter` is its writer's role, whatever the INSERT says (retain never
  sets it; before m007 a member could name a teammate as the reporter).
- A row of `injections`, `found_uses` or `links`, or a memory's `superseded_by`, naming
  a memory its writer cannot see is refused with the same error, class and message as
  a memory that does not exist (before m007 only a missing id was refused: an oracle
  telling a teammate's private ids from unused ones).

Trust boundary: the server cannot tell a redacted text from another; it guarantees
instead that no one's stored text is ever replaced, so what a member inserts is their
own new row (attributed by `owner`), redacted by retain's Python side before it is sent.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_guard_functions import _functions, _scrub
from retain.store.pg_guard_rules import (
    ANCHOR_COLUMNS,
    HISTORY_TABLE,
    MEMBER_FUNCTIONS,
    OUTCOME_COUNTERS,
    SETTABLE,
    _array,
)


def install(conn: Any, *, member_role: str, visible: str) -> None:
    """Migration m007. `visible` is the memories' visibility condition on `current_user`
    (retain.store.pg_migrations' template, with `{t}` for the table)."""
    schema = (
        '"' + str(conn.execute("SELECT current_schema()").fetchone()[0]).replace('"', '""') + '"'
    )
    # The caller's view, inside a function that runs as the tables' owner: the session's
    # login role, or everything for a superuser or BYPASSRLS session (as RLS would).
    seen_by_caller = (
        "(" + visible.format(t="m").replace("current_user", "session_user") + " OR (SELECT "
        "r.rolsuper OR r.rolbypassrls FROM pg_roles r WHERE r.rolname = session_user))"
    )
    _history(conn, member_role, visible)
    _keeper_policies(conn, visible)
    _guard(conn)
    _apply(conn, schema)
    _functions(conn, schema, seen_by_caller)
    _scrub(conn, schema, seen_by_caller)
    _visible_refs(conn)
    _reporter(conn)
    conn.execute(
        "REVOKE ALL ON FUNCTION retain_apply(memories, memories, TEXT, DOUBLE PRECISION) "
        "FROM PUBLIC"
    )
    for fn in MEMBER_FUNCTIONS:
        conn.execute(f"REVOKE ALL ON FUNCTION {fn} FROM PUBLIC")
        conn.execute(f"GRANT EXECUTE ON FUNCTION {fn} TO {member_role}")


def _history(conn: Any, member_role: str, visible: str) -> None:
    conn.execute(
        f"""
        CREATE TABLE {HISTORY_TABLE} (
            id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
            memory_id BIGINT NOT NULL REFERENCES memories(id),
            actor NAME NOT NULL,  -- the login role that called the function
            -- a label from the columns changed (retire, restore, merge, outcome, pin,
            -- use...); `changes` is the record: {{column: [old, new]}}
            op TEXT NOT NULL,
            changes JSONB NOT NULL,
            at DOUBLE PRECISION,  -- the store's clock (the change's updated_at)
            logged_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),  -- the server's
            owner NAME NOT NULL,  -- the memory's, for the policy (as memory_sources)
            scope TEXT NOT NULL,
            project_id TEXT
        )
        """
    )
    conn.execute(f"CREATE INDEX {HISTORY_TABLE}_memory ON {HISTORY_TABLE}(memory_id, id)")
    conn.execute(f"ALTER TABLE {HISTORY_TABLE} ENABLE ROW LEVEL SECURITY")
    conn.execute(f"ALTER TABLE {HISTORY_TABLE} FORCE ROW LEVEL SECURITY")
    cond = visible.format(t=HISTORY_TABLE)
    conn.execute(f"CREATE POLICY {HISTORY_TABLE}_read ON {HISTORY_TABLE} FOR SELECT USING {cond}")
    # Written only inside the functions, as the tables' owner (no member has INSERT).
    conn.execute(
        f"CREATE POLICY {HISTORY_TABLE}_keeper ON {HISTORY_TABLE} FOR INSERT "
        "TO CURRENT_USER WITH CHECK (true)"
    )
    conn.execute(f"GRANT SELECT ON {HISTORY_TABLE} TO {member_role}")


def _keeper_policies(conn: Any, visible: str) -> None:
    # Under FORCE ROW LEVEL SECURITY the tables' owner is subject to the policies too,
    # and inside the functions `current_user` is that owner (a superuser skips them):
    # it may read and change what the session's login role sees, which for the owner's
    # own sessions is exactly what it saw before. (The owner can turn the policies off
    # on its tables anyway; this grants it nothing new.)
    cond = visible.format(t="memories").replace("current_user", "session_user")
    # (whose visibility reads the login role's memberships: admins already see them all)
    conn.execute(
        "CREATE POLICY members_keeper ON members FOR SELECT TO CURRENT_USER "
        "USING (role = session_user)"
    )
    for cmd in ("SELECT", "UPDATE"):
        using = f"USING {cond}" + (f" WITH CHECK {cond}" if cmd == "UPDATE" else "")
        conn.execute(
            f"CREATE POLICY memories_keeper_{cmd.lower()} ON memories FOR {cmd} "
            f"TO CURRENT_USER {using}"
        )


def _guard(conn: Any) -> None:
    # A plain UPDATE by anyone but the tables' owner (whom the functions run as) or a
    # superuser may change the anchor bookkeeping only. The generated `fts` is compared
    # nowhere: a BEFORE trigger sees it unset.
    kept = _array(("fts", *ANCHOR_COLUMNS))
    conn.execute(
        f"""
        CREATE FUNCTION retain_guard_memory() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            changed TEXT;
        BEGIN
            IF current_user = (SELECT pg_get_userbyid(c.relowner) FROM pg_class c
                               WHERE c.oid = TG_RELID)
               OR (SELECT r.rolsuper FROM pg_roles r WHERE r.rolname = current_user) THEN
                RETURN NEW;
            END IF;
            SELECT string_agg(n.key, ', ' ORDER BY n.key) INTO changed
                FROM jsonb_each(to_jsonb(NEW)) n JOIN jsonb_each(to_jsonb(OLD)) o USING (key)
                WHERE n.key <> ALL ({kept}) AND n.value IS DISTINCT FROM o.value;
            IF changed IS NOT NULL THEN
                RAISE EXCEPTION 'memory %: % changes only through retain''s functions '
                    '(retain_update_memory and the use counters), which keep its history',
                    OLD.id, changed USING ERRCODE = 'insufficient_privilege';
            END IF;
            RETURN NEW;
        END
        $$
        """
    )
    conn.execute(
        "CREATE TRIGGER memories_guard BEFORE UPDATE ON memories "
        "FOR EACH ROW EXECUTE FUNCTION retain_guard_memory()"
    )


def _apply(conn: Any, schema: str) -> None:
    """retain_apply(before, after, op, at): write `after` over the row and log the columns
    that differ (nothing when none does), at the store's time `at`; `op` NULL: a label
    from those columns. It runs
    as its caller: only the functions below, as the tables' owner (no member may)."""
    sets = ", ".join(SETTABLE)
    values = ", ".join(f"a.{c}" for c in SETTABLE)
    outcome = _array(OUTCOME_COUNTERS)
    conn.execute(
        f"""
        CREATE FUNCTION retain_apply(b memories, a memories, op TEXT, at DOUBLE PRECISION)
        RETURNS void
        LANGUAGE plpgsql SET search_path = {schema}, pg_temp AS $$
        DECLARE
            diff JSONB;
        BEGIN
            SELECT jsonb_object_agg(n.key, jsonb_build_array(o.value, n.value)) INTO diff
                FROM jsonb_each(to_jsonb(a)) n JOIN jsonb_each(to_jsonb(b)) o USING (key)
                WHERE n.key <> 'fts' AND n.value IS DISTINCT FROM o.value;
            IF diff IS NULL THEN
                RETURN;
            END IF;
            IF op IS NULL THEN
                op := CASE
                    WHEN diff ? 'status' THEN CASE a.status WHEN 'live' THEN 'restore'
                        WHEN 'superseded' THEN 'supersede' WHEN 'merged' THEN 'merged'
                        ELSE 'retire' END
                    WHEN diff ? 'support' AND (diff ?| {outcome} OR diff ? 'trust')
                        THEN 'merge'
                    WHEN diff ? 'support' THEN 'reinforce'
                    WHEN diff ?| {outcome} THEN 'outcome'
                    WHEN diff ? 'pinned' THEN 'pin'
                    ELSE 'update' END;
            END IF;
            UPDATE memories SET ({sets}) = ROW({values}) WHERE id = b.id;
            INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                         project_id)
                VALUES (b.id, session_user, op, diff, at, b.owner, b.scope,
                        b.project_id);
        END
        $$
        """
    )


def _visible_refs(conn: Any) -> None:
    # Runs as the writer, under its policies: a memory it cannot see is not found, the
    # same error as a missing one (which this check also meets first: a foreign key is
    # checked after the row's BEFORE triggers).
    conn.execute(
        """
        CREATE FUNCTION retain_visible_ref() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            ref BIGINT := (to_jsonb(NEW) ->> TG_ARGV[0])::BIGINT;
        BEGIN
            IF ref IS NOT NULL THEN
                PERFORM 1 FROM memories WHERE id = ref;
                IF NOT FOUND THEN
                    RAISE EXCEPTION 'no memory with id %', ref
                        USING ERRCODE = 'foreign_key_violation';
                END IF;
            END IF;
            RETURN NEW;
        END
        $$
        """
    )
    # A memory's own superseded_by changes only in retain_update_memory, which checks it.
    for table, column, events in (
        ("injections", "memory_id", "INSERT OR UPDATE OF memory_id"),
        ("found_uses", "memory_id", "INSERT OR UPDATE OF memory_id"),
        ("links", "other_id", "INSERT OR UPDATE OF other_id"),
        ("memories", "superseded_by", "INSERT"),
    ):
        conn.execute(
            f"CREATE TRIGGER {table}_{column}_visible BEFORE {events} ON {table} "
            f"FOR EACH ROW EXECUTE FUNCTION retain_visible_ref('{column}')"
        )


def _reporter(conn: Any) -> None:
    conn.execute(
        """
        CREATE FUNCTION retain_outcome_reporter() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.reporter := current_user;  -- as the column's default, and every owner
            RETURN NEW;
        END
        $$
        """
    )
    conn.execute(
        "CREATE TRIGGER outcomes_reporter BEFORE INSERT ON outcomes "
        "FOR EACH ROW EXECUTE FUNCTION retain_outcome_reporter()"
    )
