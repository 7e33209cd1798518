"""The team store's migration m016: a link between two memories leaves a history row.

Round 24 (issue 27, "nothing changed without a trace"). A memory's links are part of
what it says: a "may update" link marks it as possibly replaced in search and explain,
and settling one ends that. Until m016 a link was made (the write gate's weak evidence),
settled (the sleep pass) or had its evidence scrubbed with no `memory_history` row on
either end, so nobody could tell who marked a teammate's memory as possibly replaced.

A trigger after every INSERT or UPDATE on `links`, whoever wrote it (retain, or a member
with plain SQL, whom m008's guard allows as much as retain does), writes one row on each
end: op `link` (`{"link": [null, "[a] kind [b]"]}`), `settle` (`{"link": ["[a] kind [b]",
"[a] kind [b] settled"]}`) or `scrub` (`{"redacted": ["links.evidence"], "link": ...}`:
the column, never the text; `evidence`, `changed`, when it was not a redaction, which
only an administrator may write; a kind that is not a kind's word is named `link`), naming
the login role, at the store's time the link carries
(its `at` or `settled_at`; a scrub at the server's clock). SECURITY DEFINER: no member
may write `memory_history` itself. SQLite logs the same rows from Python
(retain.store.sqlite_history.log_link).
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_guard_rules import HISTORY_TABLE
from retain.store.pg_history import _schema


def install(conn: Any) -> None:
    """Migration m016."""
    schema = _schema(conn)
    conn.execute(
        f"""
        CREATE FUNCTION retain_log_link() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = {schema}, pg_temp AS $$
        DECLARE
            name TEXT := '[' || NEW.memory_id || '] '
                || CASE WHEN NEW.kind ~ '^[a-z_]{{1,40}}$' THEN NEW.kind ELSE 'link' END
                || ' [' || NEW.other_id || ']';
            label TEXT;
            note JSONB;
            stamp DOUBLE PRECISION;
        BEGIN
            IF TG_OP = 'INSERT' THEN
                label := 'link';
                note := jsonb_build_object('link', jsonb_build_array(NULL, name));
                stamp := NEW.at;
            ELSIF NEW.settled_at IS DISTINCT FROM OLD.settled_at THEN
                label := 'settle';
                note := jsonb_build_object('link', jsonb_build_array(name, name || ' settled'));
                stamp := NEW.settled_at;
            ELSIF NEW.evidence IS DISTINCT FROM OLD.evidence THEN
                -- a member may only redact it (m008); anything else was an administrator's
                label := CASE WHEN retain_redaction_of(OLD.evidence, NEW.evidence)
                              THEN 'scrub' ELSE 'evidence' END;
                note := jsonb_build_object(
                    CASE WHEN label = 'scrub' THEN 'redacted' ELSE 'changed' END,
                    jsonb_build_array('links.evidence'), 'link', name);
                stamp := extract(epoch FROM clock_timestamp());
            ELSE
                RETURN NULL;
            END IF;
            INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                         project_id)
                SELECT m.id, session_user, label, note, stamp, m.owner, m.scope, m.project_id
                FROM memories m WHERE m.id IN (NEW.memory_id, NEW.other_id) ORDER BY m.id;
            RETURN NULL;
        END
        $$
        """
    )
    conn.execute("REVOKE ALL ON FUNCTION retain_log_link() FROM PUBLIC")
    conn.execute(
        "CREATE TRIGGER links_history AFTER INSERT OR UPDATE ON links "
        "FOR EACH ROW EXECUTE FUNCTION retain_log_link()"
    )
