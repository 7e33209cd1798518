"""The team store's migration m018, its second half: an import's history rows.

Round 31 (issue 27 item 3). A memory restored from `retain export` (JSON Lines) started
its history anew: the file carried no history rows, and the restored rows said nothing of
where they came from. From export format 4 a record carries its history rows
(retain.memory.history_rows); members may not write `memory_history`, so
`retain_import_history(id, rows, note, at)` adds them to a memory of the caller's own
(the restore just created it as theirs), each actor marked ` (imported)` here, so no row
from a file passes for a change made on this server, and logs op `import` (`note`: the
file and the record) with the caller at the store's time `at`. The rows were checked
and redacted on their way in, as every way in (retain.memory.history_rows.checked).
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_guard_rules import HISTORY_TABLE
from retain.store.pg_history import _schema, _seen

IMPORT_HISTORY = "retain_import_history(BIGINT, JSONB, JSONB, DOUBLE PRECISION)"


def install(conn: Any, *, member_role: str, visible: str) -> None:
    """m018's import half. `visible`: the memories' visibility condition (`{t}` the table)."""
    schema, seen = _schema(conn), _seen(visible, "m")
    conn.execute(
        f"""
        CREATE FUNCTION retain_import_history(memory_id BIGINT, entries JSONB, note JSONB,
                                              imported_at DOUBLE PRECISION)
        RETURNS boolean LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = {schema}, pg_temp AS $$
        DECLARE
            b memories;
            r JSONB;
            who TEXT;
        BEGIN
            SELECT * INTO b FROM memories m
                WHERE m.id = memory_id AND m.owner = session_user AND {seen} FOR UPDATE;
            IF NOT FOUND OR jsonb_typeof(entries) <> 'array' THEN
                RETURN false;  -- hidden, missing or a teammate's alike
            END IF;
            FOR r IN SELECT e FROM jsonb_array_elements(entries) e LOOP
                who := left(COALESCE(r ->> 'actor', '?'), 200);
                IF right(who, 11) <> ' (imported)' THEN
                    who := who || ' (imported)';
                END IF;
                INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                             project_id)
                    VALUES (b.id, who, left(COALESCE(r ->> 'op', '?'), 200),
                            COALESCE(r -> 'changes', '{{}}'::JSONB),
                            (r ->> 'at')::DOUBLE PRECISION, b.owner, b.scope, b.project_id);
            END LOOP;
            INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                         project_id)
                VALUES (b.id, session_user, 'import', note, imported_at, b.owner, b.scope,
                        b.project_id);
            RETURN true;
        END
        $$
        """
    )
    conn.execute(f"REVOKE ALL ON FUNCTION {IMPORT_HISTORY} FROM PUBLIC")
    conn.execute(f"GRANT EXECUTE ON FUNCTION {IMPORT_HISTORY} TO {member_role}")
