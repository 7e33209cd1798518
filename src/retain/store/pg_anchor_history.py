"""The team store's migration m017: a change to a memory's anchors leaves a history row.

Round 31 (issue 27, "nothing changed without a trace"). A memory's anchors (the files,
folders, commands and symbols it names, with their state in the code: ok, changed or
gone) decide whether it is shown as possibly stale and, all gone long enough, archive it.
Since m008 a member may check, drop and add the anchors of any memory it sees (as every
member's sleep pass does), and none of it left a trace: an `ok` outcome dropping them,
an anchor going `gone`, or a member deleting a teammate's anchors by plain SQL.

A trigger after every INSERT, UPDATE or DELETE on `anchors`, whoever wrote it, writes op
`anchor` on its memory: `{"anchor": [old, new]}`, each side "kind value (state)" or null
(added, dropped), naming the login role, at the check's time (`checked_at`; a drop at the
server's clock). Not logged: a row whose name did not change (a new fingerprint, a count
of sessions), and any row of a memory not anchored yet (`anchored_at` NULL: its first
anchoring, or its anchoring again after a revival, derives the anchors from its text and
the code, as the text's index is derived). A scrub that redacts what an anchor names is
op `scrub` naming the columns and the row, never the old text (m015's rule), on any
memory. SECURITY
DEFINER: no member may write
`memory_history` itself. SQLite logs the same rows from Python
(retain.store.sqlite_history.log_anchors). Never edit it once shipped.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_guard_rules import HISTORY_TABLE
from retain.store.pg_history import _schema


def install(conn: Any) -> None:
    """Migration m017."""
    schema = _schema(conn)
    conn.execute(
        f"""
        CREATE FUNCTION retain_log_anchor() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = {schema}, pg_temp AS $$
        DECLARE
            old_name TEXT;
            new_name TEXT;
            mid BIGINT;
            label TEXT;
            note JSONB;
            stamp DOUBLE PRECISION := extract(epoch FROM clock_timestamp());
        BEGIN
            IF TG_OP <> 'INSERT' THEN
                old_name := OLD.kind || ' ' || OLD.value || ' (' || OLD.state || ')';
                mid := OLD.memory_id;
            END IF;
            IF TG_OP <> 'DELETE' THEN
                new_name := NEW.kind || ' ' || NEW.value || ' (' || NEW.state || ')';
                mid := NEW.memory_id;
                stamp := COALESCE(NEW.checked_at, stamp);
            END IF;
            IF old_name IS NOT DISTINCT FROM new_name THEN
                RETURN NULL;
            END IF;
            IF TG_OP = 'UPDATE' AND NEW.value <> OLD.value
               AND retain_redaction_of(OLD.value, NEW.value) THEN
                -- a scrub: the column and the row, never the old text (it held the secret)
                label := 'scrub';
                note := jsonb_build_object(
                    'redacted', CASE WHEN NEW.detail IS DISTINCT FROM OLD.detail
                                     THEN '["anchors.detail", "anchors.value"]'::jsonb
                                     ELSE '["anchors.value"]'::jsonb END,
                    'rows', jsonb_build_array(NEW.id));
                stamp := extract(epoch FROM clock_timestamp());
            ELSE
                label := 'anchor';
                note := jsonb_build_object('anchor', jsonb_build_array(old_name, new_name));
            END IF;
            INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                         project_id)
                SELECT m.id, session_user, label, note, stamp, m.owner, m.scope, m.project_id
                FROM memories m
                WHERE m.id = mid AND (label = 'scrub' OR m.anchored_at IS NOT NULL);
            RETURN NULL;
        END
        $$
        """
    )
    conn.execute("REVOKE ALL ON FUNCTION retain_log_anchor() FROM PUBLIC")
    conn.execute(
        "CREATE TRIGGER anchors_history AFTER INSERT OR UPDATE OR DELETE ON anchors "
        "FOR EACH ROW EXECUTE FUNCTION retain_log_anchor()"
    )
