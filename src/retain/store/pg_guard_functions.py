"""The SECURITY DEFINER functions of the team store's migration m007 (retain.store.pg_guard):
`retain_update_memory`, the use counters' `retain_record_*`, and `retain_scrub_memory`.
Each acts only on a memory its caller may see and logs what it changed. Shipped: never
edited; a later change is a new migration.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_guard_rules import (
    GROWING,
    HISTORY_TABLE,
    SCRUB_DERIVED,
    SCRUB_TEXT,
    SETTABLE,
    TAKEN_BACK,
    _array,
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
