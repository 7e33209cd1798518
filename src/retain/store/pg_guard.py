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

HISTORY_TABLE = "memory_history"
# Members may still set these directly: the sleep pass re-derives them from the checkout
# on every check (a wrong value is repaired by the next one) and they hold no belief.
ANCHOR_COLUMNS = ("anchored_at", "stale_at", "stale_reason")
# What retain_update_memory may set: everything the store's `update` is ever given.
SETTABLE = (
    "trust",
    "confidence",
    "support",
    "n_success",
    "n_failure",
    "n_used",
    "n_injected",
    "strength",
    "last_used_at",
    "valid_from",
    "valid_to",
    "superseded_by",
    "status",
    "retired_reason",
    "retired_at",
    "retired_kind",
    "pinned",
    "expires_at",
    "consolidated",
    "updated_at",
    "shown_used",
    "shown_unused",
    "n_inferred_success",
    "n_inferred_failure",
    *ANCHOR_COLUMNS,
    # m006 (issue 31): a branch's memory is lifted, followed or confined by the sleep
    # pass through this function, so each change of scope is logged with its actor.
    "branch",
    "written_branch",
    "branch_seen",
)
# Counters no operation of the store lowers (a merge sums into its keeper, an outcome or
# a use adds one); lowering one would erase a teammate's record of failures or support.
GROWING = ("support", "n_success", "n_failure", "n_used", "n_injected", "shown_used")
# An inferred outcome can be undone (retain.memory.credit.undo): one step down per call.
TAKEN_BACK = ("n_inferred_success", "n_inferred_failure")
OUTCOME_COUNTERS = ("n_success", "n_failure", "n_inferred_success", "n_inferred_failure")

# What retain_scrub_memory may rewrite (`retain scrub`): the free-text columns, each only
# to a redaction of what it holds (checked in SQL), and the columns derived from them.
SCRUB_TEXT = ("text", "context", "retired_reason")
SCRUB_DERIVED = ("index_text", "content_hash", "context_index")

# The functions members may call, with their argument types (for GRANT EXECUTE).
MEMBER_FUNCTIONS = (
    "retain_scrub_memory(BIGINT, JSONB, JSONB)",
    "retain_update_memory(BIGINT, JSONB)",
    "retain_record_use(BIGINT[], DOUBLE PRECISION)",
    "retain_record_shown(BIGINT, BOOLEAN, DOUBLE PRECISION)",
    "retain_record_injected(BIGINT[], DOUBLE PRECISION)",
)


def _array(names: tuple[str, ...]) -> str:
    return "ARRAY[" + ", ".join(f"'{n}'" for n in names) + "]"


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


def _functions(conn: Any, schema: str, seen: str) -> None:
    definer = f"LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp"
    growing = " OR ".join(f"a.{c} < b.{c}" for c in GROWING)
    taken_back = " OR ".join(f"a.{c} < b.{c} - 1" for c in TAKEN_BACK)
    conn.execute(
        f"""
        CREATE FUNCTION retain_update_memory(memory_id BIGINT, fields JSONB)
        RETURNS boolean {definer} AS $$
        DECLARE
            bad TEXT;
            b memories;
            a memories;
        BEGIN
            SELECT string_agg(k, ', ' ORDER BY k) INTO bad FROM jsonb_object_keys(fields) k
                WHERE k <> ALL ({_array(SETTABLE)});
            IF bad IS NOT NULL THEN
                RAISE EXCEPTION '% cannot be set: a memory''s text, kind, owner, scope and '
                    'project never change (a new text is a new memory that supersedes the '
                    'old one)', bad USING ERRCODE = 'insufficient_privilege';
            END IF;
            SELECT * INTO b FROM memories m WHERE m.id = memory_id AND {seen} FOR UPDATE;
            IF NOT FOUND THEN
                RETURN false;  -- hidden or missing alike, as an UPDATE under RLS
            END IF;
            a := jsonb_populate_record(b, fields);
            IF a.superseded_by IS NOT NULL AND a.superseded_by IS DISTINCT FROM b.superseded_by
               AND NOT EXISTS (SELECT 1 FROM memories m WHERE m.id = a.superseded_by AND {seen})
            THEN
                RAISE EXCEPTION 'no memory with id %', a.superseded_by
                    USING ERRCODE = 'foreign_key_violation';
            END IF;
            IF {growing} OR {taken_back} THEN
                RAISE EXCEPTION 'memory %: its counters only grow (an inferred outcome is '
                    'taken back one at a time)', b.id USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF a.confidence < 0 OR a.confidence > 1 THEN
                RAISE EXCEPTION 'memory %: a confidence is between 0 and 1', b.id
                    USING ERRCODE = 'check_violation';
            END IF;
            PERFORM retain_apply(b, a, NULL, a.updated_at);  -- the store's update sets it
            RETURN true;
        END
        $$
        """
    )
    conn.execute(
        f"""
        CREATE FUNCTION retain_record_use(ids BIGINT[], at DOUBLE PRECISION)
        RETURNS void {definer} AS $$
        DECLARE
            one BIGINT;
            b memories;
            a memories;
        BEGIN
            FOREACH one IN ARRAY ids LOOP  -- in order, once per mention, as before
                SELECT * INTO b FROM memories m WHERE m.id = one AND {seen} FOR UPDATE;
                CONTINUE WHEN NOT FOUND;
                a := b;
                a.n_used := b.n_used + 1;
                a.strength := 1.0;
                a.last_used_at := at;
                a.updated_at := at;
                PERFORM retain_apply(b, a, 'use', at);
            END LOOP;
        END
        $$
        """
    )
    conn.execute(
        f"""
        CREATE FUNCTION retain_record_shown(memory_id BIGINT, used BOOLEAN,
                                            at DOUBLE PRECISION)
        RETURNS void {definer} AS $$
        DECLARE
            b memories;
            a memories;
        BEGIN
            SELECT * INTO b FROM memories m WHERE m.id = memory_id AND {seen} FOR UPDATE;
            IF NOT FOUND THEN
                RETURN;
            END IF;
            a := b;
            IF used THEN
                a.shown_used := b.shown_used + 1;
                a.shown_unused := 0;
                a.n_used := b.n_used + 1;
                a.strength := 1.0;
                a.last_used_at := at;
                a.updated_at := at;
            ELSE
                a.shown_unused := b.shown_unused + 1;
            END IF;
            PERFORM retain_apply(b, a, CASE WHEN used THEN 'shown, used' ELSE 'shown, unused' END,
                                 at);
        END
        $$
        """
    )
    conn.execute(
        f"""
        CREATE FUNCTION retain_record_injected(ids BIGINT[], at DOUBLE PRECISION)
        RETURNS void {definer} AS $$
        DECLARE
            b memories;
            a memories;
        BEGIN
            FOR b IN SELECT * FROM memories m WHERE m.id = ANY(ids) AND {seen}
                     ORDER BY m.id FOR UPDATE LOOP
                a := b;
                a.n_injected := b.n_injected + 1;
                PERFORM retain_apply(b, a, 'injected', at);
            END LOOP;
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


def _scrub(conn: Any, schema: str, seen: str) -> None:
    """retain_redaction_of(old, new): is `new` exactly `old` with some of its spans
    replaced by `[REDACTED:label]` placeholders? Then it only takes information away, and
    any member may make that change (`retain scrub`), since it cannot add a word.
    retain_scrub_memory(id, old, new): compare-and-set of SCRUB_TEXT columns (each new
    value a redaction of the old, which must still be the row's) and of the values derived
    from them; logged as op 'scrub' naming the columns, never their old text."""
    conn.execute(
        r"""
        CREATE FUNCTION retain_redaction_of(old TEXT, new TEXT) RETURNS boolean
        LANGUAGE plpgsql IMMUTABLE AS $$
        DECLARE
            parts TEXT[];
            pattern TEXT := '';
            i INT;
        BEGIN
            IF old IS NULL OR new IS NULL OR old = new
               OR new !~ '\[REDACTED:[A-Za-z0-9_.-]{1,40}\]' THEN
                RETURN false;
            END IF;
            parts := regexp_split_to_array(new, '\[REDACTED:[A-Za-z0-9_.-]{1,40}\]');
            FOR i IN 1 .. array_length(parts, 1) LOOP
                IF i > 1 THEN
                    pattern := pattern || '.+?';
                END IF;
                pattern := pattern
                    || regexp_replace(parts[i], '([.^$*+?()\[\]{}|\-])', '\', 'g');
            END LOOP;
            RETURN old ~ ('^(?:' || pattern || ')$');
        END
        $$
        """
    )
    definer = f"LANGUAGE plpgsql SECURITY DEFINER SET search_path = {schema}, pg_temp"
    allowed = _array((*SCRUB_TEXT, *SCRUB_DERIVED))
    conn.execute(
        f"""
        CREATE FUNCTION retain_scrub_memory(memory_id BIGINT, old JSONB, new JSONB)
        RETURNS boolean {definer} AS $$
        DECLARE
            b memories;
            a memories;
            col TEXT;
            bad TEXT;
        BEGIN
            SELECT string_agg(k, ', ' ORDER BY k) INTO bad FROM jsonb_object_keys(new) k
                WHERE k <> ALL ({allowed});
            IF bad IS NOT NULL THEN
                RAISE EXCEPTION '% cannot be scrubbed', bad
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            SELECT * INTO b FROM memories m WHERE m.id = memory_id AND {seen} FOR UPDATE;
            IF NOT FOUND THEN
                RETURN false;
            END IF;
            FOREACH col IN ARRAY {_array(SCRUB_TEXT)} LOOP
                CONTINUE WHEN NOT new ? col;
                IF (to_jsonb(b) ->> col) IS DISTINCT FROM (old ->> col) THEN
                    RETURN false;  -- changed since it was read: left to a later scrub
                END IF;
                IF NOT retain_redaction_of(old ->> col, new ->> col) THEN
                    RAISE EXCEPTION 'memory %: a scrub may only replace spans of % with '
                        'placeholders', b.id, col USING ERRCODE = 'insufficient_privilege';
                END IF;
            END LOOP;
            a := jsonb_populate_record(b, new);
            UPDATE memories SET (text, context, retired_reason, index_text, content_hash,
                                 context_index)
                = ROW(a.text, a.context, a.retired_reason, a.index_text, a.content_hash,
                      a.context_index)
                WHERE id = b.id;
            INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                         project_id)
                VALUES (b.id, session_user, 'scrub',
                        jsonb_build_object('redacted', (SELECT jsonb_agg(k ORDER BY k)
                            FROM jsonb_object_keys(new) k
                            WHERE k = ANY ({_array(SCRUB_TEXT)}))),
                        b.updated_at, b.owner, b.scope, b.project_id);
            RETURN true;
        END
        $$
        """
    )
    conn.execute("REVOKE ALL ON FUNCTION retain_redaction_of(TEXT, TEXT) FROM PUBLIC")
