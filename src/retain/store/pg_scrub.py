"""The team store's migration m013: `retain scrub` reaches every free-text column a member
sees. Never edit it once shipped; a later change is a new migration.

Round 22 (issue 27, items 2 and 4). Before m013 a team scrub left four kinds of text alone
and raised on a fifth:

- `memories.stale_reason` (a generated anchor note, which may quote the text it looked
  for): m007's `retain_scrub_memory` refused any column but text, context and
  retired_reason, so a redaction of it made the whole scrub raise. It now takes
  stale_reason under the same rule as the others.
- `episodes.text` / `context` (evidence) and `outcomes.command` / `detail`: members have
  no UPDATE on them (a teammate's evidence and outcomes must not be rewritten), so the
  scrub skipped both tables. `retain_scrub_row(table, id, old, new)` now replaces them,
  on a row the caller sees, only by a redaction of what the row holds (m011's
  `retain_redaction_of`: the old text with spans replaced by placeholders), and only
  while the row still holds `old` (compare-and-set); an episode's `content_hash` goes
  with its new text, as the memory's derived columns go with its.
- `found_uses.how`: the caller's own rows only (row-level security), which the caller
  could insert with any text anyway: the column is granted, as `injections.used_how` is.
- `deliveries.result` (what a queued write was told, which quotes other memories'
  text) was already writable by its owner; the scrub now reads it
  (retain.store.scrub_rows.TEAM_SCRUBBED), no grant needed.

The functions run as the tables' owner; under FORCE ROW LEVEL SECURITY an owner that is no
superuser is bound by the policies, so it gets keeper policies (as m007 and m010 did)
reading and updating what the caller's login role sees, and each function also states
that view itself, so a superuser owner (who skips policies) grants no more.
"""

from __future__ import annotations

from typing import Any

from retain.store.pg_guard_rules import HISTORY_TABLE, SCRUB_DERIVED, SCRUB_TEXT, _array
from retain.store.pg_history import _schema, _seen

# What retain_scrub_memory may rewrite from m013 on: m007's columns and the anchor note.
MEMORY_TEXT = (*SCRUB_TEXT, "stale_reason")
# The evidence and outcome columns retain_scrub_row may rewrite, by table, each to a
# redaction of what it holds; an episode's content hash follows its new text.
ROW_TEXT = {"episodes": ("text", "context"), "outcomes": ("command", "detail")}
MEMORY_FUNCTION = "retain_scrub_memory(BIGINT, JSONB, JSONB)"
ROW_FUNCTION = "retain_scrub_row(TEXT, BIGINT, JSONB, JSONB)"


def _episode_seen(t: str) -> str:
    """The caller's view of an episode (m001's episodes_read), inside a definer function."""
    project = (
        f"({t}.shared_project IN (SELECT mb.project_id FROM members mb "
        "WHERE mb.role = session_user) OR EXISTS (SELECT 1 FROM members mb "
        "WHERE mb.role = session_user AND mb.project_id = '*'))"
    )
    return (
        f"({t}.owner = session_user OR ({t}.shared_project IS NOT NULL AND {project}) OR "
        "(SELECT r.rolsuper OR r.rolbypassrls FROM pg_roles r WHERE r.rolname = session_user))"
    )


def install(conn: Any, *, member_role: str, visible: str) -> None:
    """Migration m013. `visible`: the memories' visibility condition (`{t}` the table)."""
    definer = f"LANGUAGE plpgsql SECURITY DEFINER SET search_path = {_schema(conn)}, pg_temp"
    _keepers(conn, visible)
    _memory_scrub(conn, definer, _seen(visible, "m"))
    _row_scrub(conn, definer, visible)
    conn.execute(f"GRANT UPDATE (how) ON found_uses TO {member_role}")
    for fn in (MEMORY_FUNCTION, ROW_FUNCTION):
        conn.execute(f"REVOKE ALL ON FUNCTION {fn} FROM PUBLIC")
        conn.execute(f"GRANT EXECUTE ON FUNCTION {fn} TO {member_role}")


def _keepers(conn: Any, visible: str) -> None:
    seen = {
        "episodes": _episode_seen("episodes"),
        "outcomes": visible.format(t="outcomes").replace("current_user", "session_user"),
    }
    for table, cond in seen.items():
        conn.execute(
            f"CREATE POLICY {table}_keeper_select ON {table} FOR SELECT TO CURRENT_USER "
            f"USING {cond}"
        )
        conn.execute(
            f"CREATE POLICY {table}_keeper_update ON {table} FOR UPDATE TO CURRENT_USER "
            f"USING {cond} WITH CHECK {cond}"
        )


def _memory_scrub(conn: Any, definer: str, seen: str) -> None:
    """m007's retain_scrub_memory, with stale_reason among the columns it rewrites."""
    allowed = _array((*MEMORY_TEXT, *SCRUB_DERIVED))
    texts = _array(MEMORY_TEXT)
    columns = ", ".join((*MEMORY_TEXT, *SCRUB_DERIVED))
    values = ", ".join(f"a.{c}" for c in (*MEMORY_TEXT, *SCRUB_DERIVED))
    conn.execute(
        f"""
        CREATE OR REPLACE FUNCTION retain_scrub_memory(memory_id BIGINT, old JSONB, new JSONB)
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
            FOREACH col IN ARRAY {texts} LOOP
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
            UPDATE memories SET ({columns}) = ROW({values}) WHERE id = b.id;
            INSERT INTO {HISTORY_TABLE} (memory_id, actor, op, changes, at, owner, scope,
                                         project_id)
                VALUES (b.id, session_user, 'scrub',
                        jsonb_build_object('redacted', (SELECT jsonb_agg(k ORDER BY k)
                            FROM jsonb_object_keys(new) k WHERE k = ANY ({texts}))),
                        b.updated_at, b.owner, b.scope, b.project_id);
            RETURN true;
        END
        $$
        """
    )


def _row_scrub(conn: Any, definer: str, visible: str) -> None:
    """retain_scrub_row(tbl, row_id, old, new): an episode's or an outcome's text columns
    replaced by redactions of them; false for a hidden, missing or changed row."""
    outcome_seen = _seen(visible, "o")
    conn.execute(
        f"""
        CREATE FUNCTION retain_scrub_row(tbl TEXT, row_id BIGINT, old JSONB, new JSONB)
        RETURNS boolean {definer} AS $$
        DECLARE
            texts TEXT[];
            allowed TEXT[];
            b JSONB;
            a JSONB;
            col TEXT;
            bad TEXT;
        BEGIN
            IF tbl = 'episodes' THEN
                texts := {_array(ROW_TEXT["episodes"])};
                allowed := texts || ARRAY['content_hash'];
                SELECT to_jsonb(e) INTO b FROM episodes e
                    WHERE e.id = row_id AND {_episode_seen("e")} FOR UPDATE;
            ELSIF tbl = 'outcomes' THEN
                texts := {_array(ROW_TEXT["outcomes"])};
                allowed := texts;
                SELECT to_jsonb(o) INTO b FROM outcomes o
                    WHERE o.id = row_id AND {outcome_seen} FOR UPDATE;
            ELSE
                RAISE EXCEPTION 'table % is not scrubbed by retain_scrub_row', tbl
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            SELECT string_agg(k, ', ' ORDER BY k) INTO bad FROM jsonb_object_keys(new) k
                WHERE k <> ALL (allowed) OR (k = 'content_hash' AND NOT new ? 'text');
            IF bad IS NOT NULL OR NOT new ?| texts THEN
                RAISE EXCEPTION '%: % cannot be scrubbed', tbl, coalesce(bad, 'nothing')
                    USING ERRCODE = 'insufficient_privilege';
            END IF;
            IF b IS NULL THEN
                RETURN false;  -- hidden or missing alike
            END IF;
            FOREACH col IN ARRAY texts LOOP
                CONTINUE WHEN NOT new ? col;
                IF (b ->> col) IS DISTINCT FROM (old ->> col) THEN
                    RETURN false;  -- changed since it was read: left to a later scrub
                END IF;
                IF NOT retain_redaction_of(old ->> col, new ->> col) THEN
                    RAISE EXCEPTION '% row %: a scrub may only replace spans of % with '
                        'placeholders', tbl, row_id, col
                        USING ERRCODE = 'insufficient_privilege';
                END IF;
            END LOOP;
            a := b || new;
            IF tbl = 'episodes' THEN
                UPDATE episodes SET (text, context, content_hash)
                    = ROW(a ->> 'text', a ->> 'context', a ->> 'content_hash')
                    WHERE id = row_id;
            ELSE
                UPDATE outcomes SET (command, detail) = ROW(a ->> 'command', a ->> 'detail')
                    WHERE id = row_id;
            END IF;
            RETURN true;
        END
        $$
        """
    )
