"""The team store's migration m014: a memory's stale note changes only through retain.

Round 22 (issue 27 item 4). Since m004 a member could set `stale_at` and `stale_reason`
on any memory it sees, a teammate's too, by plain UPDATE: the sleep pass re-derives them
on every anchor check, so they were kept out of m007's guard as bookkeeping. But the
note is text that search results and `memory_explain` show beside the memory, and a
plain UPDATE put any text there, unredacted and with no trace of who wrote it.

From m014 a member has no UPDATE on those two columns; `retain_set_stale(id, at, note)`
marks (a note) or clears (NULL) the flag on a memory the caller sees, as the sleep pass
did, and logs the change in `memory_history` as op `stale` with the caller, at the
store's time `at`. `anchored_at` (a time, no text) stays a plain column.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_history import _schema, _seen

SET_STALE = "retain_set_stale(BIGINT, DOUBLE PRECISION, TEXT)"


def install(conn: Any, *, member_role: str, visible: str) -> None:
    """Migration m014. `visible`: the memories' visibility condition (`{t}` the table)."""
    schema, seen = _schema(conn), _seen(visible, "m")
    conn.execute(
        f"""
        CREATE FUNCTION retain_set_stale(memory_id BIGINT, at DOUBLE PRECISION, note TEXT)
        RETURNS boolean LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = {schema}, pg_temp AS $$
        DECLARE
            b memories;
            a memories;
        BEGIN
            SELECT * INTO b FROM memories m WHERE m.id = memory_id AND {seen} FOR UPDATE;
            IF NOT FOUND THEN
                RETURN false;  -- hidden or missing alike
            END IF;
            a := b;
            IF note IS NULL THEN
                IF b.stale_at IS NULL THEN
                    RETURN false;
                END IF;
                a.stale_at := NULL;
                a.stale_reason := NULL;
            ELSE
                IF b.stale_reason IS NOT DISTINCT FROM note THEN
                    RETURN false;
                END IF;
                a.stale_at := COALESCE(b.stale_at, at);
                a.stale_reason := note;
            END IF;
            PERFORM retain_apply(b, a, 'stale', at);
            RETURN true;
        END
        $$
        """
    )
    conn.execute(f"REVOKE ALL ON FUNCTION {SET_STALE} FROM PUBLIC")
    conn.execute(f"GRANT EXECUTE ON FUNCTION {SET_STALE} TO {member_role}")
    conn.execute(f"REVOKE UPDATE (stale_at, stale_reason) ON memories FROM {member_role}")
