"""The team store's migration m018: an outcome is undone only through retain.

Round 31 (issue 27 item 3). Since m004 a member could set `undone_at` of an outcome by
plain UPDATE (m008 kept that to its reporter and its memory's owner): the outcome then
read as taken back while no counter moved, and no history row said so. retain's own undo
took the counter back through retain_update_memory, logged as op `outcome`, without
naming which outcome it was.

From m018 a member has no UPDATE on `undone_at`. `retain_undo_outcome(id, undone,
confidences)` marks an inferred outcome undone, for its reporter or its memory's owner,
and takes its counter back, one step, on its memory and on each belief that memory was
merged into (the keepers the caller sees, as retain.memory.credit.undo walks them); each
memory's change is logged as op `undo`, naming the outcome (`outcome 7 (ok, inferred)`,
retain.store.sqlite_history.outcome_named) beside the columns it moved. The confidence
is the caller's (`{memory id: value}`, computed in Python as everywhere else), within
0 and 1, as retain_update_memory already lets any member set it.

retain_update_memory let an inferred counter down one step per call (m007's TAKEN_BACK,
for the undo): a member could lower a teammate's inferred failures with no outcome
undone. Undo no longer goes through it, so from m018 it refuses a lower value of every
outcome counter (m007's body otherwise, replaced here).
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_guard_rules import (
    GROWING,
    HISTORY_TABLE,
    OUTCOME_COUNTERS,
    SETTABLE,
    _array,
)
from retain.store.pg_history import _schema, _seen

UNDO_OUTCOME = "retain_undo_outcome(BIGINT, DOUBLE PRECISION, JSONB)"


def install(conn: Any, *, member_role: str, visible: str) -> None:
    """Migration m018. `visible`: the memories' visibility condition (`{t}` the table)."""
    schema, seen = _schema(conn), _seen(visible, "m")
    conn.execute(
        f"""
        CREATE FUNCTION retain_undo_outcome(outcome_id BIGINT, undone DOUBLE PRECISION,
                                            confidences JSONB)
        RETURNS boolean LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = {schema}, pg_temp AS $$
        DECLARE
            o outcomes;
            b memories;
            a memories;
            done BIGINT[] := ARRAY[]::BIGINT[];
            name TEXT;
            diff JSONB;
        BEGIN
            SELECT * INTO o FROM outcomes t WHERE t.id = outcome_id FOR UPDATE;
            IF NOT FOUND THEN
                RETURN false;
            END IF;
            SELECT * INTO b FROM memories m WHERE m.id = o.memory_id AND {seen} FOR UPDATE;
            IF NOT FOUND THEN
                RETURN false;  -- hidden or missing alike
            END IF;
            IF o.reporter <> session_user AND b.owner <> session_user THEN
                RAISE EXCEPTION 'outcome %: an outcome is undone by its reporter or the '
                    'memory''s owner', o.id USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF NOT o.inferred OR o.undone_at IS NOT NULL THEN
                RAISE EXCEPTION 'outcome %: only an inferred outcome not yet undone is '
                    'undone', o.id USING ERRCODE = 'check_violation';
            END IF;
            UPDATE outcomes SET undone_at = undone WHERE id = o.id;
            name := 'outcome ' || o.id || ' (' || o.outcome || ', inferred)';
            LOOP
                done := done || b.id;
                a := b;
                IF o.outcome = 'ok' THEN
                    a.n_inferred_success := GREATEST(0, b.n_inferred_success - 1);
                ELSE
                    a.n_inferred_failure := GREATEST(0, b.n_inferred_failure - 1);
                END IF;
                a.confidence := LEAST(1, GREATEST(0, COALESCE(
                    (confidences ->> b.id::TEXT)::DOUBLE PRECISION, b.confidence)));
                a.updated_at := undone;
                SELECT jsonb_object_agg(n.key, jsonb_build_array(p.value, n.value)) INTO diff
                    FROM jsonb_each(to_jsonb(a)) n JOIN jsonb_each(to_jsonb(b)) p USING (key)
                    WHERE n.key <> 'fts' AND n.value IS DISTINCT FROM p.value;
                UPDATE memories SET (n_inferred_success, n_inferred_failure, confidence,
                                     updated_at)
                    = ROW(a.n_inferred_success, a.n_inferred_failure, a.confidence,
                          a.updated_at)
                    WHERE id = b.id;
                INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner,
                                             scope, project_id)
                    VALUES (b.id, session_user, 'undo', COALESCE(diff, '{{}}'::JSONB)
                            || jsonb_build_object('outcome',
                                                  jsonb_build_array(name, name || ' undone')),
                            undone, b.owner, b.scope, b.project_id);
                EXIT WHEN b.status <> 'merged' OR b.superseded_by IS NULL
                    OR b.superseded_by = ANY (done);
                SELECT * INTO b FROM memories m WHERE m.id = b.superseded_by AND {seen}
                    FOR UPDATE;
                EXIT WHEN NOT FOUND;
            END LOOP;
            RETURN true;
        END
        $$
        """
    )
    conn.execute(f"REVOKE ALL ON FUNCTION {UNDO_OUTCOME} FROM PUBLIC")
    conn.execute(f"GRANT EXECUTE ON FUNCTION {UNDO_OUTCOME} TO {member_role}")
    conn.execute(f"REVOKE UPDATE (undone_at) ON outcomes FROM {member_role}")
    _counters_only_grow(conn, schema, seen)


def _counters_only_grow(conn: Any, schema: str, seen: str) -> None:
    """m007's retain_update_memory (retain.store.pg_guard_functions), every outcome
    counter now only growing."""
    growing = " OR ".join(f"a.{c} < b.{c}" for c in dict.fromkeys((*GROWING, *OUTCOME_COUNTERS)))
    conn.execute(
        f"""
        CREATE OR REPLACE FUNCTION retain_update_memory(memory_id BIGINT, fields JSONB)
        RETURNS boolean LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = {schema}, pg_temp AS $$
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
            IF {growing} THEN
                RAISE EXCEPTION 'memory %: its counters only grow (an inferred outcome is '
                    'taken back by retain_undo_outcome)', b.id
                    USING ERRCODE = 'insufficient_privilege';
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
