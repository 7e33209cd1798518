"""What the hooks and ranking keep beside the memories, as migrations made it
(retain.store.migrations).

m006 which memories were injected and used; m007 outcomes and code anchors; m008 the
session block's ranking indexes; m009 and m012 the tool-time keys (retain.core.toolkeys),
and EndsInRekey, the mark of a step that ends by keying every memory again.
Shipped steps: never edited (in what they do to a store), only followed by new ones.
"""

from __future__ import annotations

from retain.store.sqlite_schema import m005_episode_context

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import sqlite3
    from collections.abc import Callable


def m006_injection_use(conn: sqlite3.Connection) -> None:
    # Issue 13: which block showed a memory (SessionStart or prompt-time) as a value the
    # code can branch on, and whether the session then used it, decided by the sleep pass
    # from the transcript: used NULL = not decided (no transcript, or the agent never
    # spoke), 0 = shown and not used, 1 = used (used_how says how). Memories the session
    # used that no block had shown are recorded in found_uses: the misses that injection
    # recall is measured against. Written in parallel with m005_episode_context, whose
    # number a development store of that branch gave to this step: such a store has these
    # columns (checked first) and skipped m005's, which is added here.
    if "kind" in {r[1] for r in conn.execute("PRAGMA table_info(injections)")}:
        m005_episode_context(conn)
        return
    conn.execute(
        "ALTER TABLE injections ADD COLUMN kind TEXT NOT NULL DEFAULT 'session_start' "
        "CHECK (kind IN ('session_start', 'prompt'))"
    )
    conn.execute("ALTER TABLE injections ADD COLUMN used INTEGER CHECK (used IN (0, 1))")
    conn.execute("ALTER TABLE injections ADD COLUMN used_how TEXT")
    conn.execute("ALTER TABLE injections ADD COLUMN decided_at REAL")
    conn.execute("UPDATE injections SET kind = 'prompt' WHERE source = 'prompt'")
    # Status reads the decisions of the last sessions.
    conn.execute("CREATE INDEX injections_decided ON injections(decided_at)")
    # The SessionStart ranking's summary of those decisions, kept beside each memory so
    # ranking never aggregates the injections table: sessions that used it when shown,
    # and showings since its last use that went unused (a use resets it to 0).
    conn.execute("ALTER TABLE memories ADD COLUMN shown_used INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE memories ADD COLUMN shown_unused INTEGER NOT NULL DEFAULT 0")
    conn.execute(
        """
        CREATE TABLE found_uses (
            session_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id),
            how TEXT NOT NULL,
            at REAL NOT NULL,
            PRIMARY KEY (session_id, memory_id)
        )
        """
    )


def m007_outcomes_and_anchors(conn: sqlite3.Connection) -> None:
    # Issue 14. Outcomes as rows, explicit and inferred apart: the sleep pass infers weak
    # ones from a session's test and build runs, and an inferred one must be explainable
    # (its command and why) and undoable. One inferred outcome per memory and session, so
    # a pass run twice over a transcript credits nothing twice.
    # Written in parallel with m005 and m006, a development store of that branch recorded
    # this step as version 5 (so it has these tables and skipped m005's column): it gets
    # the column here and nothing twice.
    if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'outcomes'").fetchone():
        m005_episode_context(conn)
        return
    conn.execute(
        """
        CREATE TABLE outcomes (
            id INTEGER PRIMARY KEY,
            memory_id INTEGER NOT NULL REFERENCES memories(id),
            outcome TEXT NOT NULL CHECK (outcome IN ('ok','fail')),
            inferred INTEGER NOT NULL DEFAULT 0,
            source TEXT NOT NULL,
            session_id TEXT,
            command TEXT,
            detail TEXT,
            at REAL NOT NULL,
            undone_at REAL
        )
        """
    )
    conn.execute("CREATE INDEX outcomes_memory ON outcomes(memory_id)")
    conn.execute(
        "CREATE UNIQUE INDEX outcomes_inferred_once ON outcomes(memory_id, session_id) "
        "WHERE inferred = 1"
    )
    conn.execute("CREATE INDEX outcomes_session ON outcomes(session_id) WHERE inferred = 1")
    conn.execute("ALTER TABLE memories ADD COLUMN n_inferred_success INTEGER NOT NULL DEFAULT 0")
    conn.execute("ALTER TABLE memories ADD COLUMN n_inferred_failure INTEGER NOT NULL DEFAULT 0")
    # What a memory names in its project (files, folders, make targets and npm scripts,
    # symbols) with a cheap fingerprint, so a memory can notice that the code moved on.
    conn.execute(
        """
        CREATE TABLE anchors (
            id INTEGER PRIMARY KEY,
            memory_id INTEGER NOT NULL REFERENCES memories(id),
            kind TEXT NOT NULL CHECK (kind IN ('file','dir','command','symbol')),
            value TEXT NOT NULL,
            fingerprint TEXT NOT NULL,
            detail TEXT NOT NULL DEFAULT '{}',
            branch TEXT,
            state TEXT NOT NULL DEFAULT 'ok' CHECK (state IN ('ok','changed','gone')),
            gone_sessions INTEGER NOT NULL DEFAULT 0,
            last_session TEXT,
            checked_at REAL NOT NULL,
            UNIQUE (memory_id, kind, value)
        )
        """
    )
    conn.execute("ALTER TABLE memories ADD COLUMN anchored_at REAL")  # NULL: not looked for yet
    conn.execute("ALTER TABLE memories ADD COLUMN stale_at REAL")
    conn.execute("ALTER TABLE memories ADD COLUMN stale_reason TEXT")
    # The sleep pass finds the memories still to anchor without scanning the store.
    conn.execute(
        "CREATE INDEX memories_unanchored ON memories(project_id, id) "
        "WHERE anchored_at IS NULL AND status = 'live'"
    )


def m008_block_ranking_indexes(conn: sqlite3.Connection) -> None:
    # The SessionStart block ranked every eligible memory in scope by a quality proxy
    # that depends on the time (linear: 74 ms at 10k, 884 ms at 100k). These three
    # orders bound that proxy (retain.store.block_rank): by its part fixed between
    # writes, and by the times its strength and its recency decay from, each within the
    # block's tier (4 pinned
    # failures, 3 pinned, 2 failures, 1 the block's kinds, 0 not shown). The expressions
    # are retain.store.sqlite_block's, written out: a later change there needs a new
    # migration, or the planner stops using these (a test reads the query plan).
    tier = (
        "(CASE WHEN pinned = 1 THEN (CASE WHEN valence = 'failure' THEN 4 ELSE 3 END) "
        "WHEN valence = 'failure' THEN 2 WHEN kind IN ('decision', 'constraint', "
        "'architecture', 'bugfix', 'lesson', 'preference', 'procedure') THEN 1 ELSE 0 END)"
    )
    cap = (
        "((CASE WHEN stale_at IS NULL THEN 1.0 ELSE 0.6 END) * (0.45 * confidence"
        " + 0.2 * (((n_success - n_failure) / (n_success + n_failure + 2.0) + 1.0) / 2.0)))"
    )
    kept = "(CASE WHEN strength <= 1.0 THEN COALESCE(last_used_at, created_at) ELSE 1e300 END)"
    touched = "MAX(COALESCE(last_used_at, 0), updated_at)"
    for name, key in (("cap", cap), ("kept", kept), ("touched", touched)):
        conn.execute(
            f"CREATE INDEX memories_block_{name} ON memories(scope, project_id, {tier}, {key}) "
            "WHERE status = 'live'"
        )


def m009_tool_keys(conn: sqlite3.Connection) -> None:
    # The PreToolUse hook asks, on every tool call, which live memories name the file
    # about to change or the command about to run. Reading every memory's text for that
    # would be linear in the store; these keys (retain.core.toolkeys: files, folders,
    # commands, generated-from links) are read from a memory's text when it is written
    # and looked up by equality. Existing memories are keyed here, once.
    from retain.store import sqlite_tool

    conn.execute(
        """
        CREATE TABLE tool_keys (
            kind TEXT NOT NULL CHECK (kind IN ('file', 'dir', 'cmd', 'gen')),
            key TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            target TEXT NOT NULL DEFAULT '',
            PRIMARY KEY (kind, key, memory_id)
        ) WITHOUT ROWID
        """
    )
    conn.execute("CREATE INDEX tool_keys_memory ON tool_keys(memory_id)")
    sqlite_tool.backfill(conn, kinds=sqlite_tool.M009_KINDS)


def key_tools_again(conn: sqlite3.Connection) -> None:
    """Every memory's tool-time keys read again with today's rules (retain.core.toolkeys),
    in a table whose shape is unchanged: what a step that ends in a re-key does, and what
    the runner does for a store keyed under another retain.store.db.TOOL_KEYS_VERSION.
    One pass reads every memory's text: linear in the store."""
    from retain.store import sqlite_tool

    conn.execute("DELETE FROM tool_keys")
    sqlite_tool.backfill(conn)
    has_when = "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'tool_when'"
    if conn.execute(has_when).fetchone() is not None:  # m022 and after: its keys too
        sqlite_tool.backfill_when(conn)


class EndsInRekey:
    """A migration whose last act is key_tools_again, after `before` (its own change,
    possibly none). Called, it does both, as the step always did; the runner
    (retain.store.migrations.migrate), given several such steps pending, calls `before`
    alone for all but the last (no step between two of them may read the tool keys), so
    an upgrade across several re-keys every memory once, not once per step: each pass
    reads all memories with today's rules, so the last pass's table is the one every
    earlier pass would have been replaced by."""

    def __init__(self, before: Callable[[sqlite3.Connection], None]) -> None:
        self.before = before
        self.__name__ = before.__name__  # the step's name in _migrations
        self.__doc__ = before.__doc__

    def __call__(self, conn: sqlite3.Connection) -> None:
        self.before(conn)
        key_tools_again(conn)


@EndsInRekey
def m012_tool_code_keys(conn: sqlite3.Connection) -> None:
    # Tool-time keys gain a kind, 'code': what a memory forbids an edit to write
    # (`# type: ignore`, `FloatField` for money), matched against an edit's new text.
    # SQLite cannot widen a CHECK in place: the table is made again, and every memory is
    # keyed again with today's rules (retain.core.toolkeys), which also read commands
    # and paths more strictly than m009's did. The keying is EndsInRekey's (deleting from
    # the new, empty table, then reading every memory: what this step always did).
    conn.execute("DROP TABLE tool_keys")
    conn.execute(
        """
        CREATE TABLE tool_keys (
            kind TEXT NOT NULL CHECK (kind IN ('file', 'dir', 'cmd', 'gen', 'code')),
            key TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            target TEXT NOT NULL DEFAULT '',
            PRIMARY KEY (kind, key, memory_id)
        ) WITHOUT ROWID
        """
    )
    conn.execute("CREATE INDEX tool_keys_memory ON tool_keys(memory_id)")


@EndsInRekey
def m022_tool_when_keys(conn: sqlite3.Connection) -> None:
    # Issue 29, round 23: an edit no key ties searched the word index for a memory whose
    # change-trigger clause names it (retain.rank.toolmeaning) on every call: ranking up
    # to 10,000 matches, 5-20 ms of a 60-line edit's hook at 10k-100k memories, though
    # few memories have such a clause. What a trigger needs of an edit (a word of its
    # place, a path, code it writes: retain.core.toolwhen.tie_keys) is now stored when a
    # memory's text is written, and the search runs only when one of them names the edit.
    # The same round's key rules (dotted names as places, moved folders, a command named
    # to run and then forbidden) reach stored memories by the re-key that ends this step,
    # which also fills the new table (key_tools_again).
    conn.execute(
        """
        CREATE TABLE tool_when (
            kind TEXT NOT NULL CHECK (kind IN ('word', 'path', 'form')),
            key TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            PRIMARY KEY (kind, key, memory_id)
        ) WITHOUT ROWID
        """
    )
    conn.execute("CREATE INDEX tool_when_memory ON tool_when(memory_id)")


def m024_tool_edits(conn: sqlite3.Connection) -> None:
    # Issue 29, round 26: the pre-tool hook answers an edit by the file's path, so every
    # edit of the same file in one change found the same folder rules again, and each
    # edit after the first showed the next one the session had not seen (pooled over the
    # development tool-call sets, a folder-tied line at a file's second edit was never
    # wanted). The files a session edited are kept here, project-relative, for a day
    # (retain.rank.toolagain); nothing else reads them.
    conn.execute(
        "CREATE TABLE tool_edits (session_id TEXT NOT NULL, path TEXT NOT NULL, "
        "at REAL NOT NULL, PRIMARY KEY (session_id, path)) WITHOUT ROWID"
    )
    conn.execute("CREATE INDEX tool_edits_at ON tool_edits(at)")
