"""The team store's migration m009: which redaction rules each memory was redacted under.

A SQLite store records one version for the whole file (retain.store.migrations, the
`redaction` flag) and owes a scrub when it is older than retain.redact.RULES_VERSION;
the sleep pass pays it. A team store had nothing of the kind: after an upgrade its old
rows kept what the new rules would replace, and nothing said so. Here the version is a
column of each memory, since a team's members write with retains of different ages and
each member's scrub rewrites only the memories that member sees:

- `memories.redacted_under`: the RULES_VERSION its text was redacted under, NULL for a
  row written before this migration. Filled by the column's default from the session
  setting `retain.redaction_rules`, which retain's store sets before it inserts a
  memory (retain.store.postgres), so no INSERT statement changes.
- `retain_note_redaction(version, upto)`: after a member's scrub, marks the memories
  that member sees, written before the scrub started and under older rules, as
  redacted under `version`. SECURITY DEFINER like m007's functions (a member's plain
  UPDATE of memories stays refused); a member could mark rows it did not scrub, which
  costs only the notice: any member may scrub them, and the server never trusted a
  member's word on redaction (retain.store.pg_guard).

`retain status` and `doctor` on a team store then say how many memories the member
sees were redacted under older rules, and the member's next sleep pass (or `retain
scrub`) pays it. Evidence rows (episodes) a member may not rewrite (pg_side_guard) are
not counted: no member's scrub could clear them.
"""

from __future__ import annotations

from typing import Any

from retain.store.migrations import owed_words

RULES_SETTING = "retain.redaction_rules"
# The session setting as a version; anything but a small number (unset, garbage) is NULL.
_SETTING = (
    f"(CASE WHEN current_setting('{RULES_SETTING}', true) ~ '^[0-9]{{1,6}}$' "
    f"THEN current_setting('{RULES_SETTING}', true)::int END)"
)
NOTE_FUNCTION = "retain_note_redaction(INT, DOUBLE PRECISION)"


def install(conn: Any, *, member_role: str, visible: str) -> None:
    """Migration m009. `visible`: the memories' visibility condition (retain.store.pg_access),
    `{t}` for the table."""
    schema = (
        '"' + str(conn.execute("SELECT current_schema()").fetchone()[0]).replace('"', '""') + '"'
    )
    # Two steps: a default given with ADD COLUMN would fill the existing rows with the
    # migrating session's setting, marking rows nobody redacted under it.
    conn.execute("ALTER TABLE memories ADD COLUMN redacted_under INT")
    conn.execute(f"ALTER TABLE memories ALTER COLUMN redacted_under SET DEFAULT {_SETTING}")
    seen = (
        "(" + visible.format(t="m").replace("current_user", "session_user") + " OR (SELECT "
        "r.rolsuper OR r.rolbypassrls FROM pg_roles r WHERE r.rolname = session_user))"
    )
    conn.execute(
        f"""
        CREATE FUNCTION retain_note_redaction(version INT, upto DOUBLE PRECISION)
        RETURNS BIGINT LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = {schema}, pg_temp AS $$
        DECLARE
            n BIGINT;
        BEGIN
            UPDATE memories m SET redacted_under = version
                WHERE (m.redacted_under IS NULL OR m.redacted_under < version)
                  AND m.created_at <= upto AND {seen};
            GET DIAGNOSTICS n = ROW_COUNT;
            RETURN n;
        END
        $$
        """
    )
    conn.execute(f"REVOKE ALL ON FUNCTION {NOTE_FUNCTION} FROM PUBLIC")
    conn.execute(f"GRANT EXECUTE ON FUNCTION {NOTE_FUNCTION} TO {member_role}")


def owed(conn: Any, version: int) -> str | None:
    """Why a scrub is owed by the memories this session sees, or None; worded as a
    SQLite store's (retain.store.migrations.owed_words)."""
    n, oldest, unversioned = conn.execute(
        "SELECT count(*), min(redacted_under), bool_or(redacted_under IS NULL) FROM memories "
        "WHERE redacted_under IS NULL OR redacted_under < %s",
        (version,),
    ).fetchone()
    if not n:
        return None
    rows = f"{n} {'memory' if n == 1 else 'memories'}"
    return owed_words(rows, None if unversioned else oldest, version)
