"""Tool-time keys (migration m009) and `ToolStore`: all the tool hooks open.

Writing: `save_keys` replaces a memory's keys (retain.core.toolkeys.memory_keys of its
text); queries.insert_memory and update_memory call it whenever a SQLite memory's text
is written, the team mirror when it copies memories in, and m009's `backfill` keyed the
memories written before it (re-keys since: sqlite_schema_hooks.key_tools_again, when a step
ends in one or the rules' version, retain.store.db.TOOL_KEYS_VERSION, changed). Reading:
`ToolOps.keyed` finds the memories whose keys equal what a tool call touches,
`generated_sources` the sources of a generated file; both are lookups on the (kind, key)
primary key, whatever the store's size.

`ToolStore` is these plus the prompt hook's word search (for the failure hook's
candidates) on their own connection. Not the SessionStart block's statements
(retain.store.sqlite_block): no tool hook runs one, and their modules alone cost every
tool call about 1 ms of imports (a tool hook records what it shows with
`record_tool_shown`). Stdlib only, no typing at run time.
"""

from __future__ import annotations

import contextlib

from retain.core.candidate import FIELDS, Candidate, Tie
from retain.store.sqlite_conn import SqliteConnections
from retain.store.sqlite_lexicon import LexiconOps, scope_clause
from retain.store.sqlite_module import sqlite3  # the C module: no datetime import

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

BACKFILL_PAGE = 2_000  # memories keyed per statement by the migration
M009_KINDS = ("file", "dir", "cmd", "gen")  # the kinds m009's table accepts (m012: code)
# Injection sources of the hooks that speak mid-session: a memory one of them showed is
# fresh in the model's context, so a tool call does not show it again. What SessionStart
# showed may be hundreds of turns back: the tool call that touches it may show it once.
MID_SESSION_SOURCES = ("prompt", "pre-tool", "tool-failure")
# How long a session's edited files are kept (m024): a change is edited within hours.
EDITS_KEPT_S = 86_400.0
_COLUMNS = ", ".join(f"m.{f}" for f in FIELDS)


def save_keys(conn: sqlite3.Connection, memory_id: int, text: str) -> None:
    """Replace one memory's tool-time keys with those of `text`. A connection to a store
    not yet at m009 (an upgrade's own steps) gets none: m009 keys it when it runs."""
    try:
        conn.execute("DELETE FROM tool_keys WHERE memory_id = ?", (memory_id,))
    except sqlite3.OperationalError as e:
        if "no such table: tool_keys" in str(e):
            return
        raise
    from retain.core.toolkeys import memory_keys  # the write path only: the hooks only read

    rows = [(kind, key, memory_id, target) for kind, key, target in memory_keys(text)]
    sql = "INSERT OR IGNORE INTO tool_keys (kind, key, memory_id, target) VALUES (?, ?, ?, ?)"
    try:
        conn.executemany(sql, rows)
    except sqlite3.IntegrityError as e:
        if "CHECK" not in str(e):
            raise
        # a store between m009 and m012 (an upgrade's own steps): m009's kinds only;
        # m012 keys it again in full
        conn.executemany(sql, [r for r in rows if r[0] in M009_KINDS])
    save_when_keys(conn, memory_id, text)


def save_when_keys(conn: sqlite3.Connection, memory_id: int, text: str) -> None:
    """Replace one memory's change-trigger keys (m022: retain.core.toolwhen.tie_keys). A
    store not yet at m022 gets none: m022 keys it when it runs."""
    try:
        conn.execute("DELETE FROM tool_when WHERE memory_id = ?", (memory_id,))
    except sqlite3.OperationalError as e:
        if "no such table: tool_when" in str(e):
            return
        raise
    from retain.core.toolwhen import tie_keys  # the write path only: its patterns

    conn.executemany(
        "INSERT OR IGNORE INTO tool_when (kind, key, memory_id) VALUES (?, ?, ?)",
        [(kind, key, memory_id) for kind, key in tie_keys(text)],
    )


def save_keys_many(conn: sqlite3.Connection, rows: Sequence[tuple[int, str]]) -> None:
    """save_keys for (memory id, text) pairs (the mirror's copies)."""
    for memory_id, text in rows:
        save_keys(conn, memory_id, text)


def _memory_pages(conn: sqlite3.Connection) -> Iterator[list[tuple[int, str | None]]]:
    """Every memory's (id, text), a page of BACKFILL_PAGE at a time, in id order."""
    last = 0
    while True:
        page = conn.execute(
            "SELECT id, text FROM memories WHERE id > ? ORDER BY id LIMIT ?",
            (last, BACKFILL_PAGE),
        ).fetchall()
        yield page
        if len(page) < BACKFILL_PAGE:
            return
        last = page[-1][0]


def backfill_when(conn: sqlite3.Connection) -> None:
    """Every memory's change-trigger keys read again with today's rules (m022, and each
    re-key after it: retain.store.sqlite_schema_hooks.key_tools_again)."""
    conn.execute("DELETE FROM tool_when")
    for page in _memory_pages(conn):
        for memory_id, text in page:
            save_when_keys(conn, memory_id, text or "")


def backfill(conn: sqlite3.Connection, kinds: Sequence[str] | None = None) -> int:
    """Key every memory that has no keys yet, a page at a time; how many were read.
    `kinds`: only keys of these (a migration's table that knows no later kind)."""
    from retain.core.toolkeys import memory_keys

    n = 0
    for page in _memory_pages(conn):
        for memory_id, text in page:
            rows = [
                (k, v, memory_id, t)
                for k, v, t in memory_keys(text or "")
                if kinds is None or k in kinds
            ]
            if rows:
                conn.executemany(
                    "INSERT OR IGNORE INTO tool_keys (kind, key, memory_id, target) "
                    "VALUES (?, ?, ?, ?)",
                    rows,
                )
        n += len(page)
    return n


class ToolOps:
    """Statements of the tool-time hooks. `branches` (retain.branch.visible_branches of
    the checkout, set by the hook) are the branches whose confined memories are true here:
    a memory confined to another branch is never keyed to a call (issue 31)."""

    branches: tuple[str, ...] = ()

    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def keyed(
        self, wanted: Sequence[tuple[str, Sequence[str]]], *, project_id: str | None
    ) -> list[Tie]:
        """(memory, kind, key, target) of the live memories visible here whose keys of
        each kind are among the given ones, e.g. [("file", [...]), ("dir", [...])]."""
        s_sql, s_params = scope_clause(project_id, branches=self.branches)
        out: list[Tie] = []
        seen: set[tuple[int, str, str]] = set()
        with self._c() as conn:
            for kind, keys in wanted:
                keys = list(keys)[:200]
                if not keys:
                    continue
                cur = conn.execute(
                    f"SELECT {_COLUMNS}, k.kind, k.key, k.target FROM tool_keys k "
                    "CROSS JOIN memories m "
                    f"ON m.id = k.memory_id WHERE k.kind = ? AND k.key IN "
                    f"({','.join('?' * len(keys))}) AND m.status = 'live' AND {s_sql}",
                    (kind, *keys, *s_params),
                )
                cur.row_factory = None
                for row in cur:
                    mark = (row[0], row[-3], row[-2])
                    if mark not in seen:
                        seen.add(mark)
                        memory = Candidate(tuple(row[:-3]))
                        out.append(Tie(memory, row[-3], row[-2], str(row[-1] or "")))
        return out

    def generated_sources(self, keys: Sequence[str], *, project_id: str | None) -> list[str]:
        """The sources live memories here name for a generated file named by `keys`."""
        if not keys:
            return []
        s_sql, s_params = scope_clause(project_id, branches=self.branches)
        with self._c() as conn:
            rows = conn.execute(
                "SELECT DISTINCT k.target FROM tool_keys k CROSS JOIN memories m "
                f"ON m.id = k.memory_id WHERE k.kind = 'gen' AND k.key IN "
                f"({','.join('?' * len(keys))}) AND m.status = 'live' AND {s_sql}",
                (*keys, *s_params),
            ).fetchall()
        return [str(r[0]) for r in rows if r[0]]

    def when_keys(
        self, words: Sequence[str], paths: Sequence[str], *, project_id: str | None
    ) -> list[tuple[str, str]] | None:
        """(kind, key) of the change-trigger keys (m022) of live rules (not facts) visible
        here that are among `words` ('word') or `paths` ('path'), and their 'form' keys:
        what an edit may be tied by (retain.rank.toolmeaning). None on a store before m022."""
        s_sql, s_params = scope_clause(project_id, branches=self.branches)
        named = [("word", w) for w in words] + [("path", p) for p in paths]
        wanted = " OR ".join(["(w.kind = ? AND w.key = ?)"] * len(named) + ["w.kind = 'form'"])
        with self._c() as conn:
            try:
                cur = conn.execute(
                    "SELECT DISTINCT w.kind, w.key FROM tool_when w CROSS JOIN memories m "
                    f"ON m.id = w.memory_id WHERE ({wanted}) AND m.status = 'live' "
                    f"AND m.kind != 'fact' AND {s_sql}",
                    (*(x for pair in named for x in pair), *s_params),
                )
            except sqlite3.OperationalError as e:
                if "no such table: tool_when" in str(e):
                    return None
                raise
            cur.row_factory = None
            return [(str(r[0]), str(r[1])) for r in cur]

    def mid_session_shown(self, session_id: str) -> set[int]:
        """Memories this session was shown by the prompt or a tool hook."""
        with self._c() as conn:
            return {
                int(r[0])
                for r in conn.execute(
                    "SELECT memory_id FROM injections WHERE session_id = ? AND source IN "
                    f"({','.join('?' * len(MID_SESSION_SOURCES))})",
                    (session_id, *MID_SESSION_SOURCES),
                )
            }

    def record_tool_shown(
        self, session_id: str, ids: Sequence[int], now: float, source: str
    ) -> None:
        """Log what a tool hook showed (`source`: pre-tool or tool-failure). Logged as a
        mid-session showing (kind 'prompt'), so the prompt hook does not repeat it and
        the sleep pass judges its use like a prompt block's. Call inside a transaction."""
        with self._c() as conn:
            conn.executemany(
                "INSERT INTO injections (session_id, memory_id, at, source, kind) "
                "VALUES (?, ?, ?, ?, 'prompt')",
                [(session_id, i, now, source) for i in ids],
            )
            conn.executemany(
                "UPDATE memories SET n_injected = n_injected + 1 WHERE id = ?",
                [(i,) for i in ids],
            )

    def edited(self, session_id: str, path: str) -> bool:
        """Has this session recorded an edit of `path` (m024)? False before m024."""
        with self._c() as conn:
            try:
                row = conn.execute(
                    "SELECT 1 FROM tool_edits WHERE session_id = ? AND path = ?",
                    (session_id, path),
                ).fetchone()
            except sqlite3.OperationalError as e:
                if "no such table: tool_edits" in str(e):
                    return False
                raise
            return row is not None

    def note_edit(self, session_id: str, path: str, now: float) -> None:
        """Record that this session edits `path` (m024); rows older than EDITS_KEPT_S
        go. Call inside a transaction."""
        with self._c() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO tool_edits (session_id, path, at) VALUES (?, ?, ?)",
                (session_id, path, now),
            )
            conn.execute("DELETE FROM tool_edits WHERE at < ?", (now - EDITS_KEPT_S,))


class ToolStore(SqliteConnections, LexiconOps, ToolOps):
    """A SQLite store that can do only what the tool-time hooks need (retain.rank.tool):
    what they open, for their import time."""
