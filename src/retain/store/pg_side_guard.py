"""The body of the team store's migration m008 (issue 27, item 4): the rows around a
teammate's memory change only the way retain itself changes them. Never edit it once
shipped; a later change is a new migration.

m007 (retain.store.pg_guard) stopped a member's plain `UPDATE` of a teammate's memory,
but its side rows, which follow the memory's visibility, stayed writable by any member
who could see it: deleting its evidence links, replacing its vector (poisoning search),
planting anchors already `gone` (so the next honest sleep pass archives it, in that
member's name), linking it as "may update" another memory, undoing its outcomes.

What retain itself writes on a memory its caller does not own (the store's statements,
read one by one), and so what stays allowed there; anything else is refused with
insufficient_privilege. On one's own memory every side row stays the member's to write.

- memory_sources: evidence is only ever added (a reinforcement, a merge or a
  consolidation links the new observation to the teammate's belief): INSERT yes,
  DELETE no.
- embeddings: the back-fill gives a memory without a current vector one (any member
  whose sleep pass sees it first), and `retain scrub` drops the vector of a text it
  redacted and embeds the new text. So a member may write a vector only of the memory's
  current text (its `content_hash`) and may replace or delete one only once it is stale
  (no vector, or one of an older text); a current vector, of any model, is kept. Each
  row names who computed it (`embedded_by`), and the owner's own back-fill replaces a
  vector a teammate computed (retain.store.pg_ops.missing_vectors), so a forged first
  vector lasts until the owner's next sleep pass, and is attributable until then.
- anchors: re-derived from the checkout by every member's sleep pass (as m007's
  ANCHOR_COLUMNS): they may still be checked (UPDATE of the granted columns), forgotten
  (DELETE) and found afresh (INSERT), but a new anchor of a teammate's memory starts as
  found: state `ok`, no gone sessions, none counted yet; one that is not is refused.
- links: retain links from the writer's own new memory (`memory_id`), settles any link
  it sees and `retain scrub` redacts their evidence: on a teammate's memory a link may
  not be added, and an update may only settle it or replace spans of its evidence with
  placeholders (m007's retain_redaction_of, which members may now call: it only
  compares two texts).
- outcomes: `undone_at` only by the outcome's reporter or the memory's owner (retain
  undoes the outcomes its own sleep pass inferred).

Trust boundary: the server cannot check a vector against a text nor an anchor against
a checkout it does not have; what it guarantees is that nothing current is replaced
and nothing already found is taken away from a teammate's memory.
"""

from __future__ import annotations

from typing import Any

# Whose function bodies skip the checks: the tables' owner (m007's functions run as it)
# and a superuser, as retain_guard_memory does.
_KEEPER = (
    "(current_user = (SELECT pg_get_userbyid(c.relowner) FROM pg_class c "
    "WHERE c.oid = TG_RELID) OR (SELECT r.rolsuper FROM pg_roles r "
    "WHERE r.rolname = current_user))"
)
# The side tables guarded here and the events their trigger sees. The trigger's name
# sorts after each table's own (`*_follow`, `*_link`, `*_visible`, `outcomes_reporter`),
# which copy the memory's owner into the row and refuse a memory the writer cannot see,
# so those refusals keep their error (a foreign_key_violation, like a missing id).
GUARDED = (
    ("memory_sources", "DELETE"),  # evidence may be added to any memory one sees
    ("embeddings", "INSERT OR UPDATE OR DELETE"),
    ("anchors", "INSERT OR UPDATE OR DELETE"),
    ("links", "INSERT OR UPDATE"),
    ("outcomes", "UPDATE"),
)
TRIGGER_SUFFIX = "side_guard"


def install(conn: Any, *, member_role: str) -> None:
    """Migration m008."""
    conn.execute("ALTER TABLE embeddings ADD COLUMN embedded_by NAME")
    _guard_function(conn)
    conn.execute(f"GRANT EXECUTE ON FUNCTION retain_redaction_of(TEXT, TEXT) TO {member_role}")
    for table, events in GUARDED:
        conn.execute(
            f"CREATE TRIGGER {table}_{TRIGGER_SUFFIX} BEFORE {events} ON {table} "
            f"FOR EACH ROW EXECUTE FUNCTION retain_guard_side_row()"
        )


def _guard_function(conn: Any) -> None:
    conn.execute(
        f"""
        CREATE FUNCTION retain_guard_side_row() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
            mine BOOLEAN;
            mid BIGINT;
            current_hash TEXT;
            why TEXT;
        BEGIN
            -- who computed this vector: the writer, unless the tables' owner (a bulk
            -- load by the admin) names the member it loads for
            IF TG_TABLE_NAME = 'embeddings' AND TG_OP <> 'DELETE' THEN
                IF NEW.embedded_by IS NULL OR NOT {_KEEPER} THEN
                    NEW.embedded_by := current_user;
                END IF;
            END IF;
            -- owner: the memory's, copied into the row by the table's own trigger
            IF {_KEEPER} THEN
                mine := true;
            ELSIF TG_OP = 'INSERT' THEN
                mine := NEW.owner = current_user;
                mid := NEW.memory_id;
            ELSIF TG_OP = 'DELETE' THEN
                mine := OLD.owner = current_user;
                mid := OLD.memory_id;
            ELSE
                mine := OLD.owner = current_user AND NEW.owner = current_user;
                mid := OLD.memory_id;
            END IF;
            IF mine THEN
                NULL;  -- one's own memory's rows: the member's to write
            ELSIF TG_TABLE_NAME = 'memory_sources' THEN
                IF TG_OP = 'DELETE' THEN
                    why := 'its evidence is only ever added to';
                END IF;
            ELSIF TG_TABLE_NAME = 'embeddings' THEN
                SELECT m.content_hash INTO current_hash FROM memories m WHERE m.id = mid;
                IF TG_OP <> 'INSERT' AND OLD.vector IS NOT NULL
                   AND OLD.content_hash IS NOT DISTINCT FROM current_hash THEN
                    why := 'its vector is current (it is replaced or dropped only once its '
                        'text changed)';
                ELSIF TG_OP <> 'DELETE'
                      AND NEW.content_hash IS DISTINCT FROM current_hash THEN
                    why := 'a vector stored for it must be of its current text';
                ELSIF TG_OP = 'UPDATE' AND NEW.memory_id <> OLD.memory_id THEN
                    why := 'a vector stays with its memory';
                END IF;
            ELSIF TG_TABLE_NAME = 'anchors' THEN
                IF TG_OP = 'INSERT' AND (NEW.state <> 'ok' OR NEW.gone_sessions <> 0
                                         OR NEW.last_session IS NOT NULL) THEN
                    why := 'a new anchor starts as found (state ok, no session gone)';
                END IF;
            ELSIF TG_TABLE_NAME = 'links' THEN
                IF TG_OP = 'INSERT' THEN
                    why := 'a link starts from the writer''s own memory';
                ELSIF (to_jsonb(NEW) - 'settled_at' - 'evidence')
                      <> (to_jsonb(OLD) - 'settled_at' - 'evidence')
                      OR (NEW.settled_at IS NULL AND OLD.settled_at IS NOT NULL)
                      OR (NEW.evidence <> OLD.evidence
                          AND NOT retain_redaction_of(OLD.evidence, NEW.evidence)) THEN
                    why := 'a link of it may only be settled, or its evidence scrubbed';
                END IF;
            ELSIF TG_TABLE_NAME = 'outcomes' THEN
                IF OLD.reporter <> current_user THEN
                    why := 'an outcome is undone by its reporter or the memory''s owner';
                END IF;
            END IF;
            IF why IS NOT NULL THEN
                RAISE EXCEPTION 'memory %: % on % of a teammate''s memory refused: %',
                    mid, TG_OP, TG_TABLE_NAME, why USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF TG_OP = 'DELETE' THEN
                RETURN OLD;
            END IF;
            RETURN NEW;
        END
        $$
        """
    )
