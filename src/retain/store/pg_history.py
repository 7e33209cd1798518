"""The team store's migrations m010 and m011: its history grows with what changed, and a
scrub cleans it. Never edit them once shipped; a later change is a new migration.

m010, a run of uses is one row. Since m007 every call of `retain_record_use` (each search
that returned a memory) added a `memory_history` row, so a memory's history grew with how
often it was searched. A SQLite store keeps a run of uses with no other change between as
one `use` row, from the first old values to the latest new ones
(retain.store.sqlite_history.count_uses); `retain_record_use` now does the same: it
extends the memory's latest history row when that row is a `use` by the same login role
and the memory's use count is still the one that row ends on (nothing changed it since,
logged or not), so `memory_explain`'s count (n_used new - old, summed over the `use`
rows) stays exact. Members still have no UPDATE on the history: the tables' owner gets
policies to read and update the rows its caller sees, used only inside the functions.

m011, a scrub cleans the history. `retain scrub` re-redacts every stored text; on SQLite it
rewrites the history's values too, but on the team store no member could, so an old
retire reason or branch note kept a secret an older rule missed. `retain_scrub_history(id,
old, new)` replaces a history row's `changes` when `new` only takes information out of
`old` (the same JSON, with some string values replaced by redactions of them, each
checked by `retain_redaction_of`), `old` still being the row's (compare-and-set), and logs
an op `scrub` row naming the history row scrubbed, never its old value (a scrub's own
record, which holds no text, is never rewritten). A row of a memory the caller cannot see
is skipped like a missing one.

m011 also replaces `retain_redaction_of` (m007): it escaped the regular-expression
characters of the kept text into a control character, so any text holding `.`, `(` or
`-` failed the check and `retain scrub` of such a memory was refused; it is now a plain
in-order search for the kept parts, with no pattern built from the text at all.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_guard_rules import HISTORY_TABLE

USE_FUNCTION = "retain_record_use(BIGINT[], DOUBLE PRECISION)"
SCRUB_FUNCTION = "retain_scrub_history(BIGINT, JSONB, JSONB)"


def _schema(conn: Any) -> str:
    name = str(conn.execute("SELECT current_schema()").fetchone()[0])
    return '"' + name.replace('"', '""') + '"'


def _seen(visible: str, t: str) -> str:
    """The caller's view inside a function that runs as the tables' owner (as m007's)."""
    return (
        "(" + visible.format(t=t).replace("current_user", "session_user") + " OR (SELECT "
        "r.rolsuper OR r.rolbypassrls FROM pg_roles r WHERE r.rolname = session_user))"
    )


def install_use_runs(conn: Any, *, member_role: str, visible: str) -> None:
    """Migration m010. `visible`: the memories' visibility condition (`{t}` the table)."""
    cond = visible.format(t=HISTORY_TABLE).replace("current_user", "session_user")
    # Inside the functions (as the tables' owner, bound by FORCE ROW LEVEL SECURITY when
    # it is no superuser): read and extend the history rows the caller sees. No member
    # has UPDATE on the table, so these change nothing for a member's own statements.
    conn.execute(
        f"CREATE POLICY {HISTORY_TABLE}_keeper_select ON {HISTORY_TABLE} FOR SELECT "
        f"TO CURRENT_USER USING {cond}"
    )
    conn.execute(
        f"CREATE POLICY {HISTORY_TABLE}_keeper_update ON {HISTORY_TABLE} FOR UPDATE "
        f"TO CURRENT_USER USING {cond} WITH CHECK {cond}"
    )
    definer = f"LANGUAGE plpgsql SECURITY DEFINER SET search_path = {_schema(conn)}, pg_temp"
    seen = _seen(visible, "m")
    conn.execute(
        f"""
        CREATE OR REPLACE FUNCTION retain_record_use(ids BIGINT[], at DOUBLE PRECISION)
        RETURNS void {definer} AS $$
        DECLARE
            one BIGINT;
            b memories;
            a memories;
            last {HISTORY_TABLE};
            diff JSONB;
            run JSONB;
        BEGIN
            FOREACH one IN ARRAY ids LOOP  -- in order, once per mention, as before
                SELECT * INTO b FROM memories m WHERE m.id = one AND {seen} FOR UPDATE;
                CONTINUE WHEN NOT FOUND;
                a := b;
                a.n_used := b.n_used + 1;
                a.strength := 1.0;
                a.last_used_at := at;
                a.updated_at := at;
                -- the memory row is locked: every logged change of it waits for this one
                SELECT * INTO last FROM {HISTORY_TABLE} h WHERE h.memory_id = one
                    ORDER BY h.id DESC LIMIT 1;
                IF NOT FOUND OR last.op <> 'use' OR last.actor <> session_user
                   OR (last.changes -> 'n_used' ->> 1) IS DISTINCT FROM b.n_used::text THEN
                    PERFORM retain_apply(b, a, 'use', at);
                    CONTINUE;
                END IF;
                UPDATE memories SET (n_used, strength, last_used_at, updated_at)
                    = ROW(a.n_used, a.strength, a.last_used_at, a.updated_at)
                    WHERE id = b.id;
                SELECT jsonb_object_agg(n.key, jsonb_build_array(o.value, n.value)) INTO diff
                    FROM jsonb_each(to_jsonb(a)) n JOIN jsonb_each(to_jsonb(b)) o USING (key)
                    WHERE n.key <> 'fts' AND n.value IS DISTINCT FROM o.value;
                -- the run's first old values stay, its new ones move on
                SELECT jsonb_object_agg(k, v) INTO run FROM (
                    SELECT k, jsonb_build_array(
                        CASE WHEN last.changes ? k THEN last.changes -> k -> 0
                             ELSE diff -> k -> 0 END,
                        CASE WHEN diff ? k THEN diff -> k -> 1
                             ELSE last.changes -> k -> 1 END) AS v
                    FROM (SELECT jsonb_object_keys(last.changes) AS k
                          UNION SELECT jsonb_object_keys(diff)) keys) merged
                    WHERE v -> 0 IS DISTINCT FROM v -> 1;
                UPDATE {HISTORY_TABLE} SET changes = run, at = retain_record_use.at,
                    logged_at = clock_timestamp()
                    WHERE id = last.id;
            END LOOP;
        END
        $$
        """
    )
    # CREATE OR REPLACE keeps m007's grants; restated so this step stands on its own.
    conn.execute(f"REVOKE ALL ON FUNCTION {USE_FUNCTION} FROM PUBLIC")
    conn.execute(f"GRANT EXECUTE ON FUNCTION {USE_FUNCTION} TO {member_role}")


def install_history_scrub(conn: Any, *, member_role: str, visible: str) -> None:
    """Migration m011 (after m010's policies)."""
    _redaction_check(conn)
    definer = f"LANGUAGE plpgsql SECURITY DEFINER SET search_path = {_schema(conn)}, pg_temp"
    seen = _seen(visible, "x")
    conn.execute(
        f"""
        CREATE FUNCTION retain_scrub_history(history_id BIGINT, old JSONB, new JSONB)
        RETURNS boolean {definer} AS $$
        DECLARE
            h {HISTORY_TABLE};
        BEGIN
            SELECT * INTO h FROM {HISTORY_TABLE} x WHERE x.id = history_id AND {seen}
                FOR UPDATE;
            IF NOT FOUND THEN
                RETURN false;  -- hidden or missing alike
            END IF;
            IF h.changes IS DISTINCT FROM old THEN
                RETURN false;  -- changed since it was read: left to a later scrub
            END IF;
            IF h.op = 'scrub' THEN  -- column names and row ids: the record of a scrub stays
                RAISE EXCEPTION 'history row %: the record of a scrub is not scrubbed', h.id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF retain_json_redaction(old, new) IS DISTINCT FROM 1 THEN
                RAISE EXCEPTION 'history row %: a scrub may only replace spans of its '
                    'values with placeholders', h.id USING ERRCODE = 'insufficient_privilege';
            END IF;
            UPDATE {HISTORY_TABLE} SET changes = new WHERE id = h.id;
            INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                         project_id)
                VALUES (h.memory_id, session_user, 'scrub',
                        jsonb_build_object('redacted', jsonb_build_array('history'),
                                           'rows', jsonb_build_array(h.id)),
                        extract(epoch FROM clock_timestamp()), h.owner, h.scope,
                        h.project_id);
            RETURN true;
        END
        $$
        """
    )
    conn.execute(f"REVOKE ALL ON FUNCTION {SCRUB_FUNCTION} FROM PUBLIC")
    conn.execute(f"GRANT EXECUTE ON FUNCTION {SCRUB_FUNCTION} TO {member_role}")


def _redaction_check(conn: Any) -> None:
    """retain_redaction_of(old, new), replaced: `new` split at its placeholders gives the
    parts kept; `old` must start with the first, end with the last and hold the others in
    order, each placeholder standing for at least one character. The earliest place of
    each middle part leaves the most room to the rest, so one pass decides it.
    retain_json_redaction(old, new): 1 when `new` is `old` with some string values so
    redacted and nothing else changed (same keys, same lengths, same other values), 0
    when they are equal, -1 otherwise."""
    conn.execute(
        r"""
        CREATE OR REPLACE FUNCTION retain_redaction_of(old TEXT, new TEXT) RETURNS boolean
        LANGUAGE plpgsql IMMUTABLE AS $$
        DECLARE
            parts TEXT[];
            n INT;
            pos INT;  -- characters of `old` matched so far
            found INT;
            i INT;
        BEGIN
            IF old IS NULL OR new IS NULL OR old = new
               OR new !~ '\[REDACTED:[A-Za-z0-9_.-]{1,40}\]' THEN
                RETURN false;
            END IF;
            parts := regexp_split_to_array(new, '\[REDACTED:[A-Za-z0-9_.-]{1,40}\]');
            n := array_length(parts, 1);
            IF left(old, length(parts[1])) <> parts[1] THEN
                RETURN false;
            END IF;
            pos := length(parts[1]);
            FOR i IN 2 .. n - 1 LOOP
                found := strpos(substr(old, pos + 2), parts[i]);  -- after one character
                IF found = 0 THEN
                    RETURN false;
                END IF;
                pos := pos + 1 + found - 1 + length(parts[i]);
            END LOOP;
            RETURN length(old) - length(parts[n]) > pos
                AND right(old, length(parts[n])) = parts[n];
        END
        $$
        """
    )
    conn.execute(
        """
        CREATE FUNCTION retain_json_redaction(old JSONB, new JSONB) RETURNS INT
        LANGUAGE plpgsql IMMUTABLE AS $$
        DECLARE
            kind TEXT := jsonb_typeof(old);
            out INT := 0;
            one INT;
            k TEXT;
            i INT;
        BEGIN
            IF old = new THEN
                RETURN 0;
            END IF;
            IF kind IS DISTINCT FROM jsonb_typeof(new) THEN
                RETURN -1;
            END IF;
            IF kind = 'string' THEN
                RETURN CASE WHEN retain_redaction_of(old #>> '{}', new #>> '{}') THEN 1
                            ELSE -1 END;
            ELSIF kind = 'array' THEN
                IF jsonb_array_length(old) <> jsonb_array_length(new) THEN
                    RETURN -1;
                END IF;
                FOR i IN 0 .. jsonb_array_length(old) - 1 LOOP
                    one := retain_json_redaction(old -> i, new -> i);
                    IF one < 0 THEN
                        RETURN -1;
                    END IF;
                    out := greatest(out, one);
                END LOOP;
                RETURN out;
            ELSIF kind = 'object' THEN
                IF ARRAY(SELECT jsonb_object_keys(old) ORDER BY 1)
                   <> ARRAY(SELECT jsonb_object_keys(new) ORDER BY 1) THEN
                    RETURN -1;
                END IF;
                FOR k IN SELECT jsonb_object_keys(old) LOOP
                    one := retain_json_redaction(old -> k, new -> k);
                    IF one < 0 THEN
                        RETURN -1;
                    END IF;
                    out := greatest(out, one);
                END LOOP;
                RETURN out;
            END IF;
            RETURN -1;  -- a number, a boolean or null that differs
        END
        $$
        """
    )
    conn.execute("REVOKE ALL ON FUNCTION retain_redaction_of(TEXT, TEXT) FROM PUBLIC")
    conn.execute("REVOKE ALL ON FUNCTION retain_json_redaction(JSONB, JSONB) FROM PUBLIC")
