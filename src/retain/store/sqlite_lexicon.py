"""The prompt-time recall's statements: what the prompt and tool hooks' stores search with.

retain.rank.prompt needs four things of a store: the best word matches (FTS5 and bm25),
how many memories use a word, how many memories there are, and which candidates are
live and visible here. The first three are the same SQL for every SQLite store, so
they are plain functions on a connection, which SqliteStore's mixins call too
(retain.store.queries.fts_ranked is this one; SleepOps' word_count and max_memory_id
call these). `LexiconOps.visible` hands recall light `Candidate`s (retain.core.candidate)
instead of MemoryRecords: the prompt hook never imports retain.models, dataclasses or
typing, whose import alone cost more than the hook's own work (BENCHMARKS.md).

`PromptStore` (retain.store.sqlite_prompt) is these plus the SessionStart block's
statements on their own connection; `ToolStore` (retain.store.sqlite_tool) these plus the
tool keys', without the block's modules, which no tool hook runs. Stdlib only, no typing
at run time.
"""

from __future__ import annotations

import contextlib

from retain import text as textmod
from retain.core.candidate import FIELDS, Candidate

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    import sqlite3  # annotations only: the package's dbapi2 imports datetime (sqlite_module)
    from collections.abc import Sequence
    from typing import Any

_COLUMNS = ", ".join(f"m.{f}" for f in FIELDS)


def branch_clause(branches: Sequence[str], alias: str = "m") -> tuple[str, list[Any]]:
    """Memories confined to no branch, or to one of `branches` (retain.branch: the
    checked-out branch and those it was made from; () on the default branch)."""
    if not branches:
        return f"{alias}.branch IS NULL", []
    marks = ",".join("?" * len(branches))
    return f"({alias}.branch IS NULL OR {alias}.branch IN ({marks}))", list(branches)


def scope_clause(
    project_id: str | None, alias: str = "m", branches: Sequence[str] = ()
) -> tuple[str, list[Any]]:
    """User memories everywhere, project memories only in their own project and, when
    confined to a branch, only on it (`branches`: retain.branch.visible_branches)."""
    if project_id is None:
        return f"{alias}.scope = 'user'", []
    b_sql, b_params = branch_clause(branches, alias)
    return (
        f"({alias}.scope = 'user' OR ({alias}.project_id = ? AND {b_sql}))",
        [project_id, *b_params],
    )


def time_clause(at: float | None, alias: str = "m") -> tuple[str, list[Any]]:
    """Live now, or (with `at`) believed at that moment: inside its validity interval and
    not yet retired."""
    if at is None:
        return f"{alias}.status = 'live'", []
    return (
        f"{alias}.valid_from <= ? AND ({alias}.valid_to IS NULL OR {alias}.valid_to > ?) "
        f"AND ({alias}.retired_at IS NULL OR {alias}.retired_at > ?)",
        [at, at, at],
    )


def fts_ranked(
    conn: sqlite3.Connection,
    match: str,
    *,
    limit: int,
    context_weight: float = 1.0,
    newest: int | None = None,
    keep: str | None = None,
) -> list[tuple[int, float]]:
    """(memory id, BM25 score, larger = better) over every memory, no filters: FTS5 alone
    ranks ~3x faster than joined with the scope filter. Filter afterwards.

    `newest`: when more memories than this match, rank only the newest that many (the
    largest ids; ids grow with every write). BM25 is computed for every row ranked, so
    its cost grows with the matches, hence with the store (a prompt of everyday words
    matched a third of 1,000,000 memories: 1.8 s, BENCHMARKS.md round 7); this bounds
    it. The scores stay the whole query's over the whole index (FTS5 takes each
    phrase's document frequency from the full table, whatever the rowid bound), and with
    no more matches than `newest` the statement is the unbounded one.

    `keep` (an FTS match of the query's rarest words, which the caller knows match
    fewer memories than `newest` together): the older memories that match it are ranked
    too, with the same whole-query scores, so a memory found by a rare word is never lost
    to the window however old it is."""
    rank = f"bm25(memories_fts, 1.0, {float(context_weight)!r})"
    bound = ""
    params: list[object] = [match]
    if newest is not None:
        floor = newest_floor(conn, match, newest)
        if floor is not None:
            bound = " AND rowid >= ?"
            params.append(floor)
    sql = (
        f"SELECT rowid, -{rank} FROM memories_fts WHERE memories_fts MATCH ?{bound} "
        f"ORDER BY {rank} LIMIT ?"
    )
    out = [(r[0], float(r[1])) for r in conn.execute(sql, (*params, limit))]
    if bound and keep is not None:
        # `+rowid`: a plain `rowid IN` is handed to FTS5 as a rowid lookup, which then
        # runs the whole query once per kept memory (19 s for 2,201 of them at 1M); as a
        # filter, the query's matches are walked once and only the kept ones are scored
        # (56 ms, against 50 ms for the window alone and 321 ms unbounded).
        older = (
            f"SELECT rowid, -{rank} FROM memories_fts WHERE memories_fts MATCH ? AND rowid < ? "
            "AND +rowid IN (SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?) "
            f"ORDER BY {rank} LIMIT ?"
        )
        out += [(r[0], float(r[1])) for r in conn.execute(older, (*params, keep, limit))]
        out.sort(key=lambda p: -p[1])  # stable: equal scores keep the newer first
        del out[limit:]
    return out


def newest_floor(conn: sqlite3.Connection, match: str, newest: int) -> int | None:
    """The id of the `newest`-th newest memory matching `match`, None when fewer match.
    FTS5 walks its doclists backwards by rowid without scoring: a few ms per 10,000."""
    row = conn.execute(
        "SELECT rowid FROM memories_fts WHERE memories_fts MATCH ? ORDER BY rowid DESC "
        "LIMIT 1 OFFSET ?",
        (match, max(0, newest - 1)),
    ).fetchone()
    return None if row is None else int(row[0])


def word_count(conn: sqlite3.Connection, token: str, cap: int) -> int:
    """How many memories use this word (as indexed), counted up to `cap`."""
    return int(
        conn.execute(
            "SELECT COUNT(*) FROM (SELECT 1 FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?)",
            (f"index_text : {textmod.fts_quote(token)}", cap),
        ).fetchone()[0]
    )


_COUNT_ONE = "SELECT COUNT(*) FROM (SELECT 1 FROM memories_fts WHERE memories_fts MATCH ? LIMIT ?)"
COUNT_CHUNK = 100  # words counted in one statement (3 parameters each)


def word_counts(conn: sqlite3.Connection, tokens: Sequence[str], cap: int) -> dict[str, int]:
    """word_count of each token, in one statement per COUNT_CHUNK of them: a call's
    hundred words cost one round trip, not a hundred (the same counts)."""
    out: dict[str, int] = {}
    todo = list(dict.fromkeys(tokens))
    for start in range(0, len(todo), COUNT_CHUNK):
        chunk = todo[start : start + COUNT_CHUNK]
        sql = " UNION ALL ".join([f"SELECT ?, ({_COUNT_ONE})"] * len(chunk))
        params: list[object] = []
        for token in chunk:
            params += [token, f"index_text : {textmod.fts_quote(token)}", cap]
        out.update((str(t), int(n)) for t, n in conn.execute(sql, params))
    return out


def max_memory_id(conn: sqlite3.Connection) -> int:
    return int(conn.execute("SELECT COALESCE(MAX(id), 0) FROM memories").fetchone()[0])


class LexiconOps:
    """What retain.rank.prompt asks of a store (its `Lexicon`), answered with Candidates."""

    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def lexical_ranked(
        self,
        text: str,
        *,
        limit: int,
        context_weight: float,
        newest: int | None = None,
        keep: str | None = None,
    ) -> list[tuple[int, float]]:
        """(id, score, larger = better) of the best word matches over every memory,
        unfiltered (the caller filters with `visible`); `newest`, `keep` (words): as
        fts_ranked."""
        match = textmod.fts_query(text)
        if match is None:
            return []
        also = textmod.fts_query(keep) if keep else None
        with self._c() as conn:
            return fts_ranked(
                conn, match, limit=limit, context_weight=context_weight, newest=newest, keep=also
            )

    def visible(
        self,
        ids: Sequence[int],
        *,
        project_id: str | None,
        at: float | None,
        branches: Sequence[str] = (),
    ) -> dict[int, Candidate]:
        """The memories among `ids` visible in this scope at `at` (None: live now), as
        Candidates: the same filter as SqliteStore.visible without kind or valence.
        The ids drive the join (CROSS JOIN fixes the order), as in queries.get_visible."""
        s_sql, s_params = scope_clause(project_id, branches=branches)
        t_sql, t_params = time_clause(at)
        out: dict[int, Candidate] = {}
        with self._c() as conn:
            for start in range(0, len(ids), 500):
                chunk = list(ids[start : start + 500])
                values = ",".join(["(?)"] * len(chunk))
                cur = conn.execute(
                    f"WITH c(id) AS (VALUES {values}) SELECT {_COLUMNS} "
                    f"FROM c CROSS JOIN memories m ON m.id = c.id WHERE {s_sql} AND {t_sql}",
                    (*chunk, *s_params, *t_params),
                )
                cur.row_factory = None  # plain tuples
                for row in cur:
                    out[row[0]] = Candidate(tuple(row))
        return out

    def word_count(self, token: str, cap: int) -> int:
        with self._c() as conn:
            return word_count(conn, token, cap)

    def word_counts(self, tokens: Sequence[str], cap: int) -> dict[str, int]:
        if not tokens:
            return {}
        with self._c() as conn:
            return word_counts(conn, tokens, cap)

    def max_memory_id(self) -> int:
        with self._c() as conn:
            return max_memory_id(conn)
