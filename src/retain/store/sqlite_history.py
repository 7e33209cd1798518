"""A local memory's history (issue 27): every change retain makes to a memory row leaves a
`memory_history` row with who made it, a label, the columns changed as
`{column: [old, new]}` and the store's time, the same record the team store's functions
write (retain.store.pg_guard). Written in the one place a memory row changes
(`Dialect.set_memory`, the counters of a use, a scrub's rewrite), so no caller can
forget it. Stdlib only (on the hooks' path, which never changes a memory this way).

Who: the edge the process serves (`cli`, `mcp`, `sleep`, `hook`, `ui`; `api` when
retain is used as a library), set once by each entry point with `acting`.
"""

from __future__ import annotations

import json
import time
from _thread import _local as _ThreadLocal

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping, Sequence
    from typing import Any

TABLE = "memory_history"
# Derived from the text or the store's clock (the row's `at`), never a version of their own.
DERIVED = frozenset({"index_text", "context_index", "content_hash", "updated_at"})
OUTCOME_COUNTERS = frozenset({"n_success", "n_failure", "n_inferred_success", "n_inferred_failure"})
DEFAULT_ACTOR = "api"
_actor = [DEFAULT_ACTOR]  # the process's edge, set once by start()
# A `with acting(...)` block's edge, seen by its own thread only: the viewer answers each
# request in a thread of its own, and one process-wide value let a request name "ui" for a
# change made meanwhile by another thread, or (two requests overlapping) left "ui" for good.
# _thread._local is threading.local without importing threading on the hooks' path.
_local = _ThreadLocal()


def actor() -> str:
    """Who the changes this thread makes now are logged as."""
    return getattr(_local, "who", None) or _actor[0]


class acting:
    """`with acting("cli"): ...` (or `acting("cli").start()` for a whole process): the
    changes made meanwhile (in this thread) are logged as this edge's."""

    def __init__(self, who: str) -> None:
        self.who: str = who
        self.before: str | None = None

    def start(self) -> None:
        _actor[0] = self.who

    def __enter__(self) -> None:
        self.before = getattr(_local, "who", None)
        _local.who = self.who

    def __exit__(self, *exc: object) -> None:
        _local.who = self.before


def create_table(conn: Any) -> None:
    """The table (migration m020): the team store's columns but its owner and scope, which
    a local store has no row security to need."""
    conn.execute(
        f"""
        CREATE TABLE {TABLE} (
            id INTEGER PRIMARY KEY,
            memory_id INTEGER NOT NULL,
            actor TEXT NOT NULL,
            op TEXT NOT NULL,
            changes TEXT NOT NULL,
            at REAL
        )
        """
    )
    conn.execute(f"CREATE INDEX {TABLE}_memory ON {TABLE}(memory_id, id)")


def op_of(diff: Mapping[str, Any], status: Any) -> str:
    """The label the team store's `retain_apply` gives the same change."""
    if "status" in diff:
        return {"live": "restore", "superseded": "supersede", "merged": "merged"}.get(
            str(status), "retire"
        )
    if "support" in diff and (OUTCOME_COUNTERS & diff.keys() or "trust" in diff):
        return "merge"
    if "support" in diff:
        return "reinforce"
    if OUTCOME_COUNTERS & diff.keys():
        return "outcome"
    if "pinned" in diff:
        return "pin"
    return "update"


def log(
    conn: Any,
    memory_id: int,
    op: str,
    changes: Mapping[str, Any],
    at: float | None,
    who: str | None = None,
) -> None:
    """One history row, by `who` (this edge's actor when None)."""
    conn.execute(
        f"INSERT INTO {TABLE} (memory_id, actor, op, changes, at) VALUES (?, ?, ?, ?, ?)",
        (memory_id, who or actor(), op, json.dumps(changes, ensure_ascii=False), at),
    )


IMPORTED = " (imported)"  # appended to the actor of a history row that came from a file


def import_rows(
    conn: Any,
    memory_id: int,
    rows: Sequence[Mapping[str, Any]],
    note: Mapping[str, Any],
    at: float,
) -> None:
    """An export's history rows (retain.memory.history_rows, checked and redacted) on the
    memory restored from it, each actor marked IMPORTED, then op `import` (`note`) by
    this edge at `at`, as the team store's retain_import_history writes them (m018)."""
    for row in rows:
        who = str(row["actor"])
        who = who if who.endswith(IMPORTED) else who + IMPORTED
        log(conn, memory_id, row["op"], row["changes"], row["at"], who=who)
    log(conn, memory_id, "import", note, at)


def link_named(memory_id: int, kind: str, other_id: int) -> str:
    """A link as its history rows name it, on both stores (retain.store.pg_link_history):
    its kind only when it is a kind's word, never text a writer put there."""
    word = kind if _kind_word(kind) else "link"
    return f"[{memory_id}] {word} [{other_id}]"


def _kind_word(kind: object) -> bool:
    """A link's kind as retain writes them (`may_update`): 1-40 of a-z and `_`."""
    return (
        isinstance(kind, str)
        and 0 < len(kind) <= 40
        and all(c == "_" or "a" <= c <= "z" for c in kind)
    )


def log_link(conn: Any, memory_id: int, other_id: int, kind: str, op: str, at: Any) -> None:
    """A link between two memories was made (op `link`) or settled (op `settle`): a row
    on each end, since each one's links changed, as the team store's trigger writes."""
    name = link_named(memory_id, kind, other_id)
    change = [None, name] if op == "link" else [name, f"{name} settled"]
    for mid in dict.fromkeys((memory_id, other_id)):
        log(conn, mid, op, {"link": change}, at)


def outcome_named(outcome_id: int, outcome: str) -> str:
    """An outcome as an undo's history rows name it, on both stores (retain.store.pg_undo)."""
    return f"outcome {outcome_id} ({outcome}, inferred)"


def anchor_named(kind: object, value: object, state: object) -> str:
    """An anchor as its history rows name it, on both stores (retain.store.pg_anchor_history):
    what it names and its state."""
    return f"{kind} {value} ({state})"


def anchors_held(conn: Any, where: str, params: Sequence[Any]) -> dict[int, tuple[int, str]]:
    """{anchor id: (memory id, name)} of the anchors `where` picks (on `a`) whose memory is
    anchored: the anchors a change would log (a memory's first anchoring, or its anchoring
    again after a revival, derives them from its text and the code: not a change)."""
    rows = conn.execute(
        "SELECT a.id, a.memory_id, a.kind, a.value, a.state FROM anchors a "
        f"JOIN memories m ON m.id = a.memory_id WHERE m.anchored_at IS NOT NULL AND {where}",
        params,
    ).fetchall()
    return {int(r[0]): (int(r[1]), anchor_named(r[2], r[3], r[4])) for r in rows}


def log_anchors(
    conn: Any,
    before: Mapping[int, tuple[int, str]],
    after: Mapping[int, tuple[str, Any]],
    at: float,
) -> None:
    """Op `anchor` on a memory for each of its anchors (`before`) now named otherwise (a
    state it moved to: `after`, with when it was checked) or gone (absent from `after`), as
    the team store's trigger logs them (m017): `{"anchor": [old, new or null]}`."""
    for anchor_id, (memory_id, old) in before.items():
        new, when = after.get(anchor_id, (None, at))
        if new != old:
            log(conn, memory_id, "anchor", {"anchor": [old, new]}, at if when is None else when)


def log_link_scrub(conn: Any, pairs: Sequence[Sequence[Any]]) -> None:
    """Links' evidence scrubbed: op `scrub` on each end, naming the column, never the text."""
    for memory_id, other_id, kind in pairs:
        note = {"redacted": ["links.evidence"], "link": link_named(memory_id, kind, other_id)}
        for mid in dict.fromkeys((int(memory_id), int(other_id))):
            log(conn, mid, "scrub", note, time.time())


def log_row_scrub(conn: Any, table: str, row_id: int, columns: Sequence[str]) -> None:
    """An episode's (evidence), an outcome's or an anchor's text was scrubbed: op `scrub`
    on each memory it belongs to, naming the columns and the row, never the text (it held
    the secret). An anchor's only when what it names was scrubbed, as the team store's
    trigger logs it (m017): its `detail` alone is bookkeeping a check rewrites."""
    if table == "episodes":
        sql = "SELECT memory_id FROM memory_sources WHERE episode_id = ? ORDER BY memory_id"
    elif table == "anchors":
        if "value" not in columns:
            return
        sql = "SELECT memory_id FROM anchors WHERE id = ?"
    else:
        sql = "SELECT memory_id FROM outcomes WHERE id = ?"
    note = {"redacted": sorted(f"{table}.{c}" for c in columns), "rows": [row_id]}
    for (memory_id,) in conn.execute(sql, (row_id,)).fetchall():
        log(conn, int(memory_id), "scrub", note, time.time())


def set_memory(
    conn: Any,
    memory_id: int,
    fields: dict[str, Any],
    op: str | None = None,
    old: Sequence[Any] | None = None,
    at: float | None = None,
    note: Mapping[str, Any] | None = None,
) -> None:
    """Set these columns (names already checked) of one memory and log what changed.
    `old`: their values before, in the order of `fields`, when the caller read them; `at`:
    when, if not the `updated_at` the fields set; `note`: what else changed with them (an
    outcome undone), logged even when no column did."""
    names = list(fields)
    if old is None:
        old = conn.execute(
            f"SELECT {', '.join(names)} FROM memories WHERE id = ?", (memory_id,)
        ).fetchone()
    _update(conn, memory_id, fields)
    if old is None:
        return  # no such memory: nothing changed
    diff = {**_diff(fields, old), **(note or {})}
    if diff:
        when = fields.get("updated_at") if at is None else at
        log(conn, memory_id, op or op_of(diff, fields.get("status")), diff, when)


def set_stale(conn: Any, memory_id: int, at: float, note: str | None) -> bool:
    """Mark (a note) or clear (None) a memory's stale flag as the team store's
    `retain_set_stale` does: logged as op `stale` at `at`; True if it changed."""
    row = conn.execute(
        "SELECT stale_at, stale_reason FROM memories WHERE id = ?", (memory_id,)
    ).fetchone()
    if row is None:
        return False
    if note is None:
        if row[0] is None:
            return False
        fields: dict[str, Any] = {"stale_at": None, "stale_reason": None}
    elif row[1] == note:
        return False
    else:
        fields = {"stale_at": at if row[0] is None else row[0], "stale_reason": note}
    set_memory(conn, memory_id, fields, op="stale", old=row, at=at)
    return True


def _update(conn: Any, memory_id: int, fields: Mapping[str, Any]) -> None:
    sets = ", ".join(f"{k} = ?" for k in fields)
    conn.execute(f"UPDATE memories SET {sets} WHERE id = ?", (*fields.values(), memory_id))


def _diff(fields: Mapping[str, Any], old: Sequence[Any]) -> dict[str, list[Any]]:
    """{column: [old, new]} of the columns that changed, derived ones aside; `old` in the
    order of `fields`."""
    return {
        k: [old[i], new]
        for i, (k, new) in enumerate(fields.items())
        if k not in DERIVED and old[i] != new
    }


def count_uses(conn: Any, ids: Sequence[int], now: float) -> None:
    """Each mention of an id is a use: n_used + 1, full strength, last used now; logged
    as op `use`, as the team store's `retain_record_use` logs it. One read per id: the
    counter it raises is also the old value the history keeps. A run of uses with no
    other change between is one row (from the first old values to the latest), so the
    table grows with what changed, not with how often a memory was searched. A run goes
    on only while the memory's use count is the one it ends on: a use counted elsewhere
    (a shown memory used, a row of its own) starts a new one, so explain's count of
    searches stays exact."""
    for i in ids:
        row = conn.execute(
            "SELECT n_used, strength, last_used_at, updated_at FROM memories WHERE id = ?", (i,)
        ).fetchone()
        if row is None:
            continue
        fields = {"n_used": row[0] + 1, "strength": 1.0, "last_used_at": now, "updated_at": now}
        last = conn.execute(
            f"SELECT id, op, actor, changes FROM {TABLE} WHERE memory_id = ? "
            "ORDER BY id DESC LIMIT 1",
            (i,),
        ).fetchone()
        run = json.loads(last[3]) if last is not None and last[1] == "use" else {}
        if last is None or last[2] != actor() or run.get("n_used", [None, None])[1] != row[0]:
            set_memory(conn, i, fields, op="use", old=row)
            continue
        _update(conn, i, fields)
        # the run's first old values stay, the new ones move on
        for k, (before, new) in _diff(fields, row).items():
            run[k] = [run[k][0] if k in run else before, new]
        run = {k: v for k, v in run.items() if v[0] != v[1]}
        conn.execute(
            f"UPDATE {TABLE} SET changes = ?, at = ? WHERE id = ?",
            (json.dumps(run, ensure_ascii=False), now, last[0]),
        )


def count_shown_used(conn: Any, memory_id: int, now: float) -> None:
    """A memory a block showed was used: a use (n_used + 1, full strength, last used now)
    and the unused showings since start over; logged as op `shown, used`, as the team
    store's retain_record_shown logs it (round 31: SQLite logged nothing, though it moves
    the strength decay starts from)."""
    row = conn.execute(
        "SELECT shown_used, shown_unused, n_used, strength, last_used_at, updated_at "
        "FROM memories WHERE id = ?",
        (memory_id,),
    ).fetchone()
    if row is None:
        return
    fields = {
        "shown_used": row[0] + 1,
        "shown_unused": 0,
        "n_used": row[2] + 1,
        "strength": 1.0,
        "last_used_at": now,
        "updated_at": now,
    }
    set_memory(conn, memory_id, fields, op="shown, used", old=row)


def history_rows(rows: Sequence[Sequence[Any]]) -> Iterator[tuple[int, int, str, str, dict, Any]]:
    """(id, memory id, actor, op, changes, at) from rows read on either store (the team
    store's driver hands `changes` over as a dict already); the store's clock, which every
    row carries as `at`, is left out of the changes."""
    for r in rows:
        changes = r[4] if isinstance(r[4], dict) else json.loads(r[4])
        changes = {k: v for k, v in changes.items() if k not in DERIVED}
        yield int(r[0]), int(r[1]), str(r[2]), str(r[3]), changes, r[5]
