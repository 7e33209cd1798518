"""The team store's migration m019: an outcome comes in undone only on one's own memory.

Round 32 (issue 27, left open by round 31). m018 took away a member's UPDATE of
`undone_at`, but an INSERT could still name it: Bob could add to Alice's memory an
inferred outcome already marked undone, no counter moved and no history row written,
which reads in her `retain explain` as an outcome retain took back. It also holds the
memory's place for that session (`outcomes_inferred_once`): the honest sleep pass of
that session then credits nothing.

A row that comes in undone is an import's (retain.memory.history restores the outcomes
an export carries, on the memory the import just made, the importer's own, and logs op
`import` on it). So from m019 an outcome inserted with `undone_at` is refused on a
teammate's memory, and everywhere when it was not inferred (only an inferred outcome is
ever undone). The tables' owner and a superuser are not checked, as in m008.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_side_guard import _KEEPER

# Sorts after `outcomes_reporter` (m007), whose trigger runs first and sets the reporter;
# the owner was copied from the memory before that.
TRIGGER = "outcomes_undone_insert"


def install(conn: Any) -> None:
    """Migration m019."""
    conn.execute(
        f"""
        CREATE FUNCTION retain_guard_undone_insert() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF NEW.undone_at IS NULL OR {_KEEPER} THEN
                RETURN NEW;
            END IF;
            IF NOT NEW.inferred THEN
                RAISE EXCEPTION 'memory %: an outcome reported explicitly is never undone',
                    NEW.memory_id USING ERRCODE = 'check_violation';
            END IF;
            IF NEW.owner <> current_user THEN
                RAISE EXCEPTION 'memory %: INSERT on outcomes of a teammate''s memory '
                    'refused: an outcome comes in undone only on one''s own (an import); '
                    'retain_undo_outcome undoes one', NEW.memory_id
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            RETURN NEW;
        END
        $$
        """
    )
    conn.execute(
        f"CREATE TRIGGER {TRIGGER} BEFORE INSERT ON outcomes "
        "FOR EACH ROW EXECUTE FUNCTION retain_guard_undone_insert()"
    )
