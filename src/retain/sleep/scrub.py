"""Scrub: run today's redaction over every text the store already holds.

`redact()` runs on every write, but rows written before it learned a kind of secret keep
that secret: forgetting never deletes a row, and the text also lives in evidence,
history rows, the full-text index, the WAL and free pages. A scrub re-redacts every
free-text column (the store's `scrub_tables`, retain.store.scrub_rows), drops the
vectors of memories whose text changed (re-embedding them when an embedder is at hand,
else the back-fill of the server or the next sleep pass does), and on SQLite rebuilds
the FTS index, VACUUMs and truncates the WAL with secure_delete on, so no copy of the
old text stays in the file.

Run by `retain scrub`, and by the sleep pass when a migration marked the store as owing
one (m010): never on a hook's path. It takes the sleep pass's lock, so a pass and a scrub
never rewrite rows together; writes are short transactions of compare-and-set updates, so
a running server or hook goes on writing meanwhile. Crash-safe: each batch commits alone
and redact() is idempotent, so a scrub killed at any point leaves a consistent store and
the next one finishes the job (the flag is cleared only after the file was cleaned).

The report holds counts only: never a secret, nor a redacted text's original.
"""

from __future__ import annotations

import dataclasses
import time
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from retain.store.scrub_rows import Purge, RowChange, TextColumns, changes_of

if TYPE_CHECKING:
    from retain.store.base import Store
    from retain.vectors.embed import Embedder

BATCH = 500  # rows read per batch; each batch's writes are one short transaction
PROGRESS_SECONDS = 2.0  # a progress line at most this often: long runs say they are alive
LOCK_NAME = "sleep"  # the sleep pass's lock: a pass and a scrub never rewrite rows together
LOCK_WAIT_SECONDS = 30.0  # a pass does bounded work: waiting for it beats failing
HISTORY_TABLES = (
    "outcomes",
    "anchors",
    "links",
    "injections",
    "found_uses",
    "sleep_runs",
    "memory_history",
)

Progress = Callable[[str], None]


@dataclasses.dataclass(frozen=True)
class ScrubReport:
    """What a scrub changed (with `dry_run`: would change). `rows`: rows changed per
    table; `secrets`: placeholders written; `vectors_dropped`: vectors of changed texts
    deleted; `reembedded`: of those, computed again now (the rest wait for the back-fill).
    `pending`: why a scrub is still owed afterwards (None: nothing owed)."""

    dry_run: bool = False
    rows: dict[str, int] = dataclasses.field(default_factory=dict)
    secrets: int = 0
    vectors_dropped: int = 0
    reembedded: int = 0
    index_rebuilt: bool = False
    vacuumed: bool = False
    wal_truncated: bool = False
    pending: str | None = None
    skipped: str | None = None  # "locked": another sleep pass or scrub held the lock
    notes: tuple[str, ...] = ()

    @property
    def memories(self) -> int:
        return self.rows.get("memories", 0)

    @property
    def episodes(self) -> int:
        return self.rows.get("episodes", 0)

    @property
    def history(self) -> int:
        return sum(self.rows.get(t, 0) for t in HISTORY_TABLES)

    @property
    def changed(self) -> int:
        return sum(self.rows.values())

    def as_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data.update(memories=self.memories, episodes=self.episodes, history=self.history)
        data["notes"] = list(self.notes)
        return data


def scrub(
    store: Store,
    *,
    dry_run: bool = False,
    embedder: Embedder | None = None,
    progress: Progress | None = None,
    lock_wait: float = LOCK_WAIT_SECONDS,
) -> ScrubReport:
    """Scrub the whole store under the sleep pass's lock (a dry run reads only and takes
    none); skipped="locked" when the lock was not had within `lock_wait` seconds."""
    with store.session():
        if dry_run:
            return scrub_locked(store, dry_run=True, progress=progress)
        with store.exclusive(LOCK_NAME, lock_wait) as held:
            if not held:
                return ScrubReport(skipped="locked", pending=store.scrub_pending())
            return scrub_locked(store, embedder=embedder, progress=progress)


def scrub_locked(
    store: Store,
    *,
    dry_run: bool = False,
    embedder: Embedder | None = None,
    progress: Progress | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> ScrubReport:
    """The scrub itself, for a caller that holds the lock (the sleep pass)."""
    say = _Throttled(progress, clock)
    owed_since = store.scrub_flag_set_at()
    started = time.time()  # a flag a migration sets after this is not this scrub's to clear
    if not dry_run:
        store.secure_writes()
    rows: Counter[str] = Counter()
    tally = _Tally()
    notes: list[str] = []
    for spec in store.scrub_tables:
        if spec.table in store.scrub_skips:
            notes.append(f"{spec.table} not scrubbed: {store.scrub_skips[spec.table]}")
            continue
        if spec.keyed:
            _scrub_keyed(store, spec, dry_run, tally, say)
        else:
            _scrub_keyless(store, spec, dry_run, tally, say)
        rows[spec.table] = tally.rows.get(spec.table, 0)
    reembedded = 0
    if not dry_run and tally.text_ids:
        if embedder is not None:
            say.line(f"re-embedding {len(tally.text_ids)} memories whose text changed")
            reembedded = _reembed(store, embedder, tally.text_ids)
        else:
            notes.append(
                f"{len(tally.text_ids)} memories wait for new vectors: the server's back-fill "
                "or the next sleep pass with an embedder computes them"
            )
    purge = Purge()
    if not dry_run:
        say.line("rebuilding the full-text index and compacting the file")
        # Always, not only when memories changed: a scrub killed after rewriting rows and
        # before this step left old terms in the index that a rerun must still remove.
        purge = store.purge_freed_text(rebuild_index=True)
        if purge.wal_truncated or not purge.vacuumed:
            store.clear_scrub_pending(owed_since if owed_since is not None else started)
        if tally.secrets and not purge.vacuumed:  # a team store: the server's files
            notes.append(
                "the team server keeps the replaced text in old row versions until its admin "
                "runs `retain team compact`"
            )
        if purge.vacuumed and not purge.wal_truncated:
            notes.append(
                "another process was reading the write-ahead log, so it was not truncated: "
                "run `retain scrub` again once it is idle"
            )
    return ScrubReport(
        dry_run=dry_run,
        rows={t: n for t, n in rows.items()},
        secrets=tally.secrets,
        vectors_dropped=tally.dropped,
        reembedded=reembedded,
        index_rebuilt=purge.index_rebuilt,
        vacuumed=purge.vacuumed,
        wal_truncated=purge.wal_truncated,
        pending=store.scrub_pending(),
        notes=tuple(notes),
    )


@dataclasses.dataclass
class _Tally:
    rows: Counter[str] = dataclasses.field(default_factory=Counter)
    secrets: int = 0
    dropped: int = 0
    text_ids: list[int] = dataclasses.field(default_factory=list)


class _Throttled:
    """Progress lines, at most one per PROGRESS_SECONDS (plus the explicit ones)."""

    def __init__(self, progress: Progress | None, clock: Callable[[], float]) -> None:
        self._say = progress
        self._clock = clock
        self._next = clock() + PROGRESS_SECONDS

    def line(self, text: str) -> None:
        if self._say is not None:
            self._say(f"scrub: {text}")

    def tick(self, text: str) -> None:
        if self._say is not None and self._clock() >= self._next:
            self._next = self._clock() + PROGRESS_SECONDS
            self._say(f"scrub: {text}")


def _scrub_keyed(
    store: Store, spec: TextColumns, dry_run: bool, tally: _Tally, say: _Throttled
) -> None:
    total: int | None = None
    seen = after = 0
    while True:
        batch = store.scrub_read(spec.table, after, BATCH)
        if not batch:
            return
        after = batch[-1][0]
        seen += len(batch)
        if total is None and len(batch) == BATCH:
            total = store.scrub_total(spec.table)
        say.tick(f"{spec.table}: {seen:,} of {total or seen:,} rows read")
        changes = [c for key, values in batch if (c := changes_of(spec, key, values))]
        if changes:
            _apply(store, spec, changes, dry_run, tally)


def _scrub_keyless(
    store: Store, spec: TextColumns, dry_run: bool, tally: _Tally, say: _Throttled
) -> None:
    for column in spec.columns:
        values = store.scrub_values(spec.table, column)
        changes = [c for v in values if (c := changes_of(spec, v, {column: v}))]
        for start in range(0, len(changes), BATCH):
            _apply(store, spec, changes[start : start + BATCH], dry_run, tally)
        say.tick(f"{spec.table}: {len(values):,} values read")


def _apply(
    store: Store, spec: TextColumns, changes: list[RowChange], dry_run: bool, tally: _Tally
) -> None:
    """One batch's writes, in one transaction (with the vectors they invalidate)."""
    if dry_run:
        tally.rows[spec.table] += len(changes)
        tally.secrets += sum(c.secrets for c in changes)
        return
    with store.transaction():
        text_ids: list[int] = []
        for change in changes:
            written = store.scrub_write(spec.table, change)
            if not written:
                continue  # changed by another process since it was read: stored redacted
            tally.rows[spec.table] += written
            tally.secrets += change.secrets
            if spec.table == "memories" and "text" in change.new:
                text_ids.append(int(change.key))
        # In the same transaction: a vector of the old text never outlives its text.
        tally.dropped += store.drop_vectors(text_ids)
    tally.text_ids.extend(text_ids)


def _reembed(store: Store, embedder: Embedder, ids: list[int]) -> int:
    """Vectors for these memories from their new text, one transaction per batch."""
    from retain.vectors import backfill

    done = 0
    for start in range(0, len(ids), backfill.BATCH):
        chunk = store.get_many(ids[start : start + backfill.BATCH])
        items = [(mid, m.text) for mid, m in chunk.items()]
        if not items:
            continue
        vecs = embedder.embed([t for _, t in items])
        with store.transaction():
            backfill.save_many(store, embedder, items, vecs)
        done += len(items)
    return done


def summary(report: ScrubReport) -> str:
    """The report as a few lines for people: counts only."""
    if report.skipped == "locked":
        return (
            "Scrub skipped: a sleep pass or another scrub holds the store's lock; "
            "run `retain scrub` again in a moment."
        )
    verb = "would change" if report.dry_run else "changed"
    lines = [
        f"Scrub {'(dry run) ' if report.dry_run else ''}{verb}: "
        f"{report.memories} memories, {report.episodes} episodes (evidence), "
        f"{report.history} history rows; {report.secrets} secrets replaced.",
    ]
    if not report.dry_run:
        lines.append(f"Vectors: {report.vectors_dropped} dropped, {report.reembedded} re-embedded.")
        cleaned = [
            what
            for what, done in (
                ("full-text index rebuilt", report.index_rebuilt),
                ("file compacted (VACUUM)", report.vacuumed),
                ("write-ahead log truncated", report.wal_truncated),
            )
            if done
        ]
        if cleaned:
            lines.append("Store: " + ", ".join(cleaned) + ".")
    lines.extend(report.notes)
    if report.pending:
        lines.append(f"A scrub is still owed ({report.pending}).")
    return "\n".join(lines)
