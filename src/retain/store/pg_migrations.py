"""Ordered schema migrations of the PostgreSQL team store: the only source of its schema.

Each `mNNN_*` function runs in one transaction together with its row in
`retain_migrations`, under an advisory lock so two processes opening a fresh database
do not race. Never edit a shipped migration; add a new one with a why-comment.

Migrations are applied by the team's admin (`retain team init`): they create tables,
the pgvector extension, the `retain_member` group role and the row-level security
policies, which member roles may not do.

Access model (enforced by the database, FORCE ROW LEVEL SECURITY on every table that
holds user data, so even the tables' owner is subject to it; only a superuser or a
BYPASSRLS role is not):
- every row has an `owner`, the database role that wrote it (default current_user);
- a user-scope memory is visible to its owner only;
- a project memory is visible to the roles listed for its project in `members`
  (project_id '*' stands for every project: service accounts, test runners);
- evidence (episodes, memory_sources), vectors and injections follow the memory they
  belong to; an episode is visible to its owner, and to a project's members once it is
  linked as evidence of one of that project's memories;
- since m007 a memory changes only through retain's own functions, each change logged
  with who made it in `memory_history` (retain.store.pg_guard); since m008 the rows
  around a teammate's memory change only as retain changes them
  (retain.store.pg_side_guard); since m010 a run of uses is one history row, and since
  m011 a scrub may replace a history value by a redaction of it (retain.store.pg_history);
  since m013 every free-text column a member sees (retain.store.pg_scrub); since m014
  a stale note changes only through retain_set_stale, logged (retain.store.pg_stale);
  since m015 the server computes what a scrub derives from a text and logs every scrub
  (retain.store.pg_scrub_derived); since m016 a link made, settled or scrubbed is logged
  on both its memories (retain.store.pg_link_history); since m017 a change to a
  memory's anchors is logged on it (retain.store.pg_anchor_history); since m018 an
  outcome is undone only through retain_undo_outcome, logged (retain.store.pg_undo), and
  an import's history rows come in marked as such (retain.store.pg_import_history); since
  m019 an outcome comes in already undone only on one's own memory, and only an inferred
  one (retain.store.pg_outcome_insert).

The steps live by what they are about: the tables in retain.store.pg_schema, who sees
what in retain.store.pg_access, what the hooks and ranking keep in
retain.store.pg_schema_hooks; the later, small steps and the runner here.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from retain.errors import SchemaTooNew
from retain.store import (
    pg_anchor_history,
    pg_guard,
    pg_history,
    pg_import_history,
    pg_link_history,
    pg_outcome_insert,
    pg_redaction,
    pg_scrub,
    pg_scrub_derived,
    pg_side_guard,
    pg_stale,
    pg_undo,
)

# Re-exported: these lived here before the steps had their modules; callers import them here.
from retain.store.pg_access import _MEMORY_VISIBLE
from retain.store.pg_access import MEMBER_ROLE as MEMBER_ROLE
from retain.store.pg_schema import VECTOR_INDEX_DIMS as VECTOR_INDEX_DIMS
from retain.store.pg_schema import m001_initial, m002_episode_context
from retain.store.pg_schema_hooks import (
    m003_injection_use,
    m004_outcomes_and_anchors,
    m005_block_ranking_indexes,
)

MIGRATION_LOCK = 0x72657461  # pg_advisory_xact_lock key ("reta"): one migrator at a time


def m006_memory_branch(conn: Any) -> None:
    # SQLite m011 (issue 31): the branch a memory is confined to (NULL = every branch),
    # the branch it was written on, and what the sleep pass saw of that branch (JSON).
    # A member's sleep pass lifts or archives them through m007's logged
    # retain_update_memory (branch columns are among its SETTABLE), never by plain UPDATE.
    conn.execute("ALTER TABLE memories ADD COLUMN branch TEXT")
    conn.execute("ALTER TABLE memories ADD COLUMN written_branch TEXT")
    conn.execute("ALTER TABLE memories ADD COLUMN branch_seen TEXT")
    conn.execute("ALTER TABLE episodes ADD COLUMN branch_seen TEXT")
    conn.execute(
        "CREATE INDEX memories_branch ON memories(project_id, branch) WHERE branch IS NOT NULL"
    )


def m007_guarded_memory_changes(conn: Any) -> None:
    # Issue 27: with m001's policies a member who could see a teammate's project memory
    # rewrote its text, trust, pin, confidence and counts in place with one UPDATE (no
    # history, no redaction), and rows naming a private memory id were refused only when
    # the id did not exist. Memories now change only through retain's SECURITY DEFINER
    # functions, each change logged in memory_history; references to a memory the writer
    # cannot see fail like a missing id. The body is retain.store.pg_guard's.
    pg_guard.install(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)


def m008_guarded_side_rows(conn: Any) -> None:
    # Issue 27, item 4: after m007 the rows around a teammate's memory stayed writable by
    # any member who could see it (its evidence links, its vector, its anchors, links
    # from it, its outcomes' undone_at). Each now changes only as retain itself changes
    # it; a vector names who computed it. The body is retain.store.pg_side_guard's.
    pg_side_guard.install(conn, member_role=MEMBER_ROLE)


def m009_redaction_rules(conn: Any) -> None:
    # Round 18: a SQLite store owes a scrub after a redaction-rules upgrade and its sleep
    # pass pays it (SQLite m010, store_flags); a team store had no such record, so its old
    # rows kept what newer rules replace and nothing said so. Each memory now carries the
    # rules it was redacted under. The body is retain.store.pg_redaction's.
    pg_redaction.install(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)


def m010_use_runs(conn: Any) -> None:
    # Round 21 (issue 27 item 4): retain_record_use wrote a history row per use, so a
    # memory's history grew with every search; a run of uses is now one row, as on
    # SQLite, and explain's count stays exact. The body is retain.store.pg_history's.
    pg_history.install_use_runs(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)


def m011_history_scrub(conn: Any) -> None:
    # Round 21 (issue 27 item 2): `retain scrub` could not clean the team store's
    # history (no member may rewrite it), so an old retire reason kept what a newer rule
    # replaces; a member may now replace a history value by a redaction of it, logged.
    # Also replaces m007's retain_redaction_of, which refused any text holding `.`.
    pg_history.install_history_scrub(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)


def m012_block_tier_indexes(conn: Any) -> None:
    # SQLite m021 (issue 29, round 22): the SessionStart block's pool was read through
    # m005's indexes in the old tiers (pinned, failures, the rest), so a project with
    # more than 200 pinned and failure memories got no constraint into it. The three
    # ranking indexes now hold the block's tiers (retain.store.block_rank.tier_sql),
    # with m005's keys; the expressions written out as the statements spell them.
    from retain.store.migrations import BLOCK_KEYS_M021, BLOCK_TIERS_M021

    project = "(CASE WHEN project_id IS NULL THEN '' ELSE project_id END)"
    keys = (*BLOCK_KEYS_M021, ("touched", "GREATEST(COALESCE(last_used_at, 0), updated_at)"))
    for name, key in keys:
        conn.execute(f"DROP INDEX IF EXISTS memories_block_{name}")
        conn.execute(
            f"CREATE INDEX memories_block_{name} ON memories (scope, {project}, "
            f"{BLOCK_TIERS_M021}, {key}, id) WHERE status = 'live'"
        )


def m013_scrub_every_text(conn: Any) -> None:
    # Round 22 (issue 27 items 2 and 4): a secret in a memory's stale_reason made a team
    # scrub raise (retain_scrub_memory refused the column), and evidence, outcomes and
    # found_uses were skipped (no member may rewrite them). Each may now be replaced by a
    # redaction of what it holds, checked in SQL. The body is retain.store.pg_scrub's.
    pg_scrub.install(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)


def m014_guarded_stale_note(conn: Any) -> None:
    # Round 22 (issue 27 item 4): a member could write any text into a teammate's stale
    # note by plain UPDATE (m004's grant), shown beside the memory, unredacted and with
    # no trace. It now changes only through retain_set_stale, logged as op `stale`.
    pg_stale.install(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)


def m015_scrub_derived_and_logged(conn: Any) -> None:
    # Round 23 (issue 27 items 2 and 4): a scrub's content hash and index text were taken
    # as the member sent them (a teammate's memory could be given a hash or search words
    # its text does not have), and scrubs of evidence and outcomes left no history row.
    # The server now computes them and logs each. The body is retain.store.pg_scrub_derived's.
    pg_scrub_derived.install(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)


def m016_link_history(conn: Any) -> None:
    # Round 24 (issue 27 item 3): a link made, settled or scrubbed (a "may update" mark on
    # a teammate's memory) left no history row on either end. A trigger on links now logs
    # each with its caller. The body is retain.store.pg_link_history's.
    pg_link_history.install(conn)


def m017_anchor_history(conn: Any) -> None:
    # Round 31 (issue 27 item 1): a memory's anchors (whether it is shown as stale, and
    # archived once all it names is gone) changed with no history row: an anchor going
    # gone, an outcome dropping them, a member deleting a teammate's by plain SQL. A
    # trigger on anchors now logs each change with its caller (pg_anchor_history).
    pg_anchor_history.install(conn)


def m018_undo_and_imported_history(conn: Any) -> None:
    # Round 31 (issue 27 item 3): an outcome's reporter could set its undone_at by plain
    # SQL (no counter moved, no history row), and retain's own undo logged the counter
    # as op `outcome` without naming the outcome. An outcome is now undone only through
    # retain_undo_outcome, logged as op `undo` naming it (retain.store.pg_undo). And an
    # import restores the history rows an export (format 4) carries, marked as imported,
    # with a row naming the file (retain.store.pg_import_history).
    pg_undo.install(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)
    pg_import_history.install(conn, member_role=MEMBER_ROLE, visible=_MEMORY_VISIBLE)


def m019_undone_outcome_insert(conn: Any) -> None:
    # Round 32 (issue 27, left open in round 31): m018 took away the UPDATE of undone_at,
    # but a member could still INSERT an outcome already undone on a teammate's memory:
    # no counter, no history row, and that session's honest credit then skipped. An
    # outcome comes in undone only on one's own memory (an import) and only if inferred
    # (retain.store.pg_outcome_insert).
    pg_outcome_insert.install(conn)


MIGRATIONS: list[Callable[[Any], None]] = [
    m001_initial,
    m002_episode_context,
    m003_injection_use,
    m004_outcomes_and_anchors,
    m005_block_ranking_indexes,
    m006_memory_branch,
    m007_guarded_memory_changes,
    m008_guarded_side_rows,
    m009_redaction_rules,
    m010_use_runs,
    m011_history_scrub,
    m012_block_tier_indexes,
    m013_scrub_every_text,
    m014_guarded_stale_note,
    m015_scrub_derived_and_logged,
    m016_link_history,
    m017_anchor_history,
    m018_undo_and_imported_history,
    m019_undone_outcome_insert,
]
SCHEMA_VERSION = len(MIGRATIONS)

_BOOTSTRAP = (
    "CREATE TABLE IF NOT EXISTS retain_migrations (version INTEGER PRIMARY KEY, "
    "name TEXT NOT NULL, applied_at DOUBLE PRECISION NOT NULL)"
)


def applied_version(conn: Any) -> int:
    """The highest migration applied, 0 for a database retain has not set up."""
    row = conn.execute("SELECT to_regclass('retain_migrations') IS NOT NULL").fetchone()
    if not row[0]:
        return 0
    row = conn.execute("SELECT COALESCE(MAX(version), 0) FROM retain_migrations").fetchone()
    return int(row[0])


def migrate(conn: Any) -> int:
    """Apply every pending migration (each in its own transaction); returns the version.

    `conn` is a psycopg connection in autocommit mode. Raises SchemaTooNew when the
    database was set up by a newer retain."""
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        conn.execute(_BOOTSTRAP)
    version = applied_version(conn)
    if version > SCHEMA_VERSION:
        raise SchemaTooNew(
            f"the team database has schema version {version}, this retain knows "
            f"{SCHEMA_VERSION}; upgrade retain"
        )
    for number, step in enumerate(MIGRATIONS, start=1):
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
            done = conn.execute(
                "SELECT 1 FROM retain_migrations WHERE version = %s", (number,)
            ).fetchone()
            if done:
                continue
            step(conn)
            conn.execute(
                "INSERT INTO retain_migrations (version, name, applied_at) VALUES (%s, %s, %s)",
                (number, step.__name__, time.time()),
            )
    return applied_version(conn)
