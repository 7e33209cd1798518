"""The storage seam: what the core asks of a store, as named operations.

`retain.store.sqlite.SqliteStore` implements it on one SQLite file; a PostgreSQL team
store implements the same methods. Signatures carry only retain's own values (records,
ids, times, plain text); no SQL, cursor or driver type crosses this line, so the core
never learns which database it runs on. How words are matched (FTS5 and bm25 here) is
the store's business: the core passes plain text and gets ids with scores back.

Sessions and units of work:
- `with store.session():` runs the calls inside on one connection (an operation outside
  any session opens its own);
- `with store.transaction():` is one atomic unit of work; one inside another joins it;
- inside a session a failure surfaces as `retain.store.db.DatabaseError`, outside as
  `retain.errors.StoreError`; `best_effort(exc)` says whether bookkeeping may ignore it.

Stdlib only.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Protocol

from retain.core.candidate import Candidate
from retain.models import (
    AnchorRecord,
    EpisodeRecord,
    FoundUse,
    HistoryEntry,
    InjectionRecord,
    MemoryRecord,
    OutcomeRecord,
)

if TYPE_CHECKING:  # the rows module imports redact (its patterns): never on a hook's path
    from retain.store.scrub_rows import Purge, RowChange, TextColumns

# (memory id, packed float32 vector, dim, content hash, scope, project id)
VectorRow = tuple[int, bytes, int, str, str, "str | None"]
# (memory id, other id, kind, at, evidence, settled at): memory_id may update other_id
LinkRow = tuple[int, int, str, float, str, "float | None"]
# (memory id, anchor kind, relative path to stat, `seen` as JSON text: "[size,mtime_ns]",
# "null", "true"/"false" for a folder; None when never recorded) of one anchor (m007)
AnchorProbe = tuple[int, str, str, "str | None"]
# (session id, memory id, shown at, SessionStart source or "context", or "" if unknown)
InjectionRow = tuple[str, int, float, str]


class InjectionLog(Protocol):
    """Where what a session was shown is recorded (retain.rank.block.record_shown)."""

    def transaction(self) -> AbstractContextManager[None]: ...
    def record_injections(
        self, session_id: str, ids: Sequence[int], now: float, source: str | None
    ) -> int: ...


class BlockReader(InjectionLog, Protocol):
    """What the SessionStart block needs of a store: all the hook opens
    (SQLite: retain.store.sqlite_block.BlockStore)."""

    def session(self) -> AbstractContextManager[None]: ...
    def best_effort(self, exc: BaseException) -> bool: ...
    def block_candidates(
        self,
        project_id: str | None,
        *,
        now: float,
        kinds: Sequence[str],
        limit: int,
        branches: Sequence[str] = (),
    ) -> list[Candidate]: ...

    def anchor_probes(self, ids: Sequence[int]) -> list[AnchorProbe]:
        """The anchors of these memories as SessionStart stats them (retain.anchors.probe):
        one row per anchor, [] for memories without any. The path is the anchor's own for
        a file or folder, the defining file of a symbol, the Makefile/package.json of a
        command ('' if unknown); `seen` is what the last full check stored."""
        ...

    def was_injected(self, session_id: str) -> bool: ...
    def injected_ids(self, session_id: str) -> list[int]: ...
    def usage_counts(self, ids: Sequence[int]) -> dict[int, tuple[int, int]]:
        """(sessions that used it, unused showings since its last use) of decided ids."""
        ...


class Store(BlockReader, Protocol):
    # -- sessions, units of work, locks --------------------------------------------------
    def exclusive(self, name: str, wait: float) -> AbstractContextManager[bool]:
        """A lock across processes (the sleep pass); yields False if not had in `wait` s."""
        ...

    def close(self) -> None: ...
    def exists(self) -> bool: ...

    # -- episodes and memories -----------------------------------------------------------
    def add_episode(
        self,
        *,
        text: str,
        actor: str,
        source: str,
        now: float,
        session_id: str | None = None,
        project_id: str | None = None,
        outcome: str | None = None,
        kind: str | None = None,
        signal: float = 0.0,
        distilled: bool = True,
        context: str | None = None,
        branch_seen: str | None = None,
    ) -> int | None:
        """Append an observation; None when a transcript episode was already captured.
        `context`: the turns it was said in, for the belief it becomes; `branch_seen`:
        the branch it would be confined to (retain.memory.branch_scope)."""
        ...

    def add_memory(
        self,
        *,
        text: str,
        kind: str,
        valence: str,
        scope: str,
        project_id: str | None,
        trust: str,
        confidence: float,
        now: float,
        pinned: bool = False,
        expires_at: float | None = None,
        consolidated: bool = False,
        support: int = 1,
        valid_from: float | None = None,
        context: str | None = None,
    ) -> int: ...

    def link_sources(self, memory_id: int, episode_ids: Sequence[int]) -> None: ...
    def get(self, memory_id: int) -> MemoryRecord:
        """Raises retain.errors.NotFound."""
        ...

    def get_many(self, ids: Sequence[int]) -> dict[int, MemoryRecord]: ...
    def update(self, memory_id: int, now: float, **fields: Any) -> None: ...
    def retire(self, memory_id: int, now: float, *, kind: str, reason: str, **fields: Any) -> None:
        """Stop believing a memory; `kind` is one of models.RETIRED_KINDS."""
        ...

    def supersede(self, old_id: int, new_id: int, now: float) -> None: ...
    def restore(self, memory_id: int, now: float, **fields: Any) -> None: ...
    def episodes_of(self, memory_id: int) -> list[EpisodeRecord]: ...
    def episode_ids_of(self, memory_id: int) -> list[int]: ...
    def replaced_by(self, memory_id: int) -> list[MemoryRecord]: ...
    def history_of(self, memory_id: int) -> list[HistoryEntry]: ...
    def import_history(
        self, memory_id: int, rows: Sequence[Mapping[str, Any]], note: Mapping[str, Any], at: float
    ) -> None:
        """Add an export's history rows (checked, redacted) to a memory restored from it,
        each actor marked as imported, then the `import` row (`note`) at `at`."""
        ...

    def iter_memories(self, *, live_only: bool = False) -> Iterator[MemoryRecord]: ...
    def branch_confined(self, project_id: str) -> list[tuple[int, str, str | None]]:
        """(id, branch, branch_seen) of a project's live memories confined to a branch."""
        ...

    def mark_used(self, ids: Sequence[int], now: float) -> None: ...

    # -- links between memories ("may update") ------------------------------------------
    def add_link(
        self, memory_id: int, other_id: int, kind: str, now: float, evidence: str
    ) -> None: ...
    def links_of(self, memory_id: int) -> list[LinkRow]:
        """Links from and to one memory, oldest first."""
        ...

    def links_among(self, ids: Sequence[int], kind: str) -> list[tuple[int, int]]:
        """Unsettled (newer, older) pairs of this kind with both ends in `ids`."""
        ...

    def open_links(self, kind: str, limit: int) -> list[tuple[int, int]]:
        """Unsettled links whose two ends are both live, oldest first."""
        ...

    def settle_link(self, memory_id: int, other_id: int, kind: str, now: float) -> None: ...

    # -- search candidates ---------------------------------------------------------------
    def lexical_ranked(
        self,
        text: str,
        *,
        limit: int,
        context_weight: float,
        newest: int | None = None,
        keep: str | None = None,
    ) -> list[tuple[int, float]]:
        """(id, score, larger = better) of the best word matches, unfiltered. `newest`:
        when more memories than this match, rank only the newest that many (the largest
        ids), so that the cost stays bounded however large the store; and with them the
        older ones that match any of the words `keep` (the query's rarest, which the
        caller knows are few), so that a rare word's memory is never lost to the bound."""
        ...

    def lexical_visible(
        self,
        text: str,
        *,
        project_id: str | None,
        at: float | None,
        limit: int,
        kind: str | None = None,
        valence: str | None = None,
        context_weight: float,
        branches: Sequence[str] = (),
    ) -> list[tuple[int, float]]: ...

    def lexical_in_scope(
        self, text: str, *, scope: str, project_id: str | None, limit: int
    ) -> list[tuple[int, str, str]]:
        """(id, text, valence) of live memories in exactly this scope (the write gate)."""
        ...

    def visible(
        self,
        ids: Sequence[int],
        *,
        project_id: str | None,
        at: float | None,
        kind: str | None = None,
        valence: str | None = None,
        branches: Sequence[str] = (),
    ) -> dict[int, MemoryRecord]: ...

    def created_between(
        self,
        start: float,
        end: float,
        *,
        project_id: str | None,
        at: float | None,
        limit: int,
        branches: Sequence[str] = (),
    ) -> list[int]: ...

    # -- the SessionStart block: BlockReader's operations -------------------------------

    # -- what sessions used of what they were shown (retain.sleep.usage) -----------------
    def undecided(self, session_id: str) -> list[tuple[int, str, float, str]]:
        """(memory id, text, first shown at, block kind) of injections not decided yet."""
        ...

    def record_decisions(
        self, session_id: str, decisions: Iterable[tuple[int, bool, str | None]], now: float
    ) -> tuple[int, int]:
        """(memory id, used, how) beside the injections, and the memories' counters;
        returns (used, unused) newly decided."""
        ...

    def record_found(self, session_id: str, found: Mapping[int, str], now: float) -> int:
        """Memories the session used that no block had shown it (ids that exist)."""
        ...

    def injection_report(self, sessions: int = ...) -> dict[str, object]: ...
    def injections_of(self, ids: Sequence[int]) -> dict[int, list[InjectionRecord]]:
        """The rows of `injections` of these memories, oldest first (an export's)."""
        ...

    def found_uses_of(self, ids: Sequence[int]) -> dict[int, list[FoundUse]]: ...
    def restore_usage(
        self, memory_id: int, injections: Sequence[InjectionRecord], found: Sequence[FoundUse]
    ) -> None:
        """Rows of an import as they were, counters untouched; none twice per session."""
        ...

    # -- vectors -------------------------------------------------------------------------
    def save_vector(
        self, memory_id: int, model: str, vector: bytes, dim: int, content_hash: str
    ) -> None: ...

    def missing_vectors(self, model: str, limit: int) -> list[tuple[int, str, str]]: ...
    def count_vectors(self, model: str, upto: int | None = None) -> int:
        """How many vectors of this model the caller may see; with `upto`, at most that
        many are counted (min(count, upto)): enough to learn "at least n" without
        reading every row, which on the team store is a scan under row-level security."""
        ...

    def vector_hashes(self, model: str) -> list[tuple[int, str]]: ...
    def load_vectors(
        self, model: str, *, after_id: int | None = None, ids: Sequence[int] | None = None
    ) -> list[VectorRow]: ...

    def vector_projects(self, model: str) -> list[tuple[int, str | None]]: ...
    def newest_vector_model(self) -> tuple[str, int] | None: ...

    # -- the sleep pass ------------------------------------------------------------------
    def max_memory_id(self) -> int: ...
    def finished_reports(self, limit: int) -> list[str | None]: ...
    def last_run(self) -> tuple[float, float, str | None] | None: ...
    def record_run(
        self, run_id: int | None, started: float, finished: float | None, report: str | None
    ) -> int: ...

    def live_added(self, after_id: int, upto_id: int, limit: int) -> list[int]: ...
    def live_changed(
        self, upto_id: int, at: float, after_id: int, limit: int
    ) -> list[tuple[float, int]]: ...

    def pending_episodes(self) -> list[dict[str, Any]]: ...
    def pending_count(self) -> int: ...
    def mark_distilled(self, ids: Sequence[int], now: float) -> None: ...
    def sessions_of(self, memory_id: int) -> set[str]: ...
    def supported_unconsolidated(self) -> list[int]: ...
    def changed_revivable(
        self, since: float, after_id: int, limit: int
    ) -> list[MemoryRecord] | None: ...

    def revivable_in_scope(
        self, ids: Sequence[int], *, scope: str, project_id: str | None
    ) -> list[MemoryRecord]: ...

    def word_count(self, token: str, cap: int) -> int: ...
    def word_groups_match(
        self, groups: Sequence[Sequence[str]], *, scope: str, project_id: str | None, limit: int
    ) -> list[tuple[int, str]]: ...

    def expiring(self, now: float) -> list[MemoryRecord]: ...
    def fading(self, short_before: float, long_before: float) -> list[MemoryRecord]: ...
    def live_scopes(self) -> list[tuple[str, str | None, int, int]]: ...
    def live_in_scope(
        self, scope: str, project_id: str | None, *, failures_only: bool = False
    ) -> list[MemoryRecord]: ...

    # -- the whole store: Markdown export and import, restore, the viewer ------------------
    def list_memories(
        self,
        *,
        scope: str | None = None,
        project_id: str | None = None,
        kind: str | None = None,
        status: str | None = None,
        limit: int | None = None,
    ) -> list[MemoryRecord]:
        """Memories of any status matching every filter given, by id (`project_id`
        exactly: a project's own memories, not the user scope)."""
        ...

    def evidence_of(self, memory_ids: Sequence[int]) -> dict[int, list[EpisodeRecord]]:
        """`episodes_of` for many memories at once: every id given is a key."""
        ...

    def same_text(self, text: str, *, scope: str, project_id: str | None) -> MemoryRecord | None:
        """The oldest memory (any status) in exactly this scope whose text is `text`
        (compared as text.content_hash does), else one citing an observation with it."""
        ...

    def created_with_text(
        self, text: str, created_at: float, *, scope: str, project_id: str | None
    ) -> int | None:
        """Id of a memory with this text, created at exactly `created_at`, in this scope."""
        ...

    def recent_injections(self, sessions: int) -> list[InjectionRow]:
        """What the `sessions` most recently shown sessions were shown: newest session
        first, each session's rows in the order shown."""
        ...

    def session_outcomes(self, session_ids: Sequence[str]) -> list[tuple[str, int, str]]:
        """(session id, memory id, ok|fail) for every outcome these sessions reported."""
        ...

    # -- outcomes (explicit and inferred) and anchors ------------------------------------
    def add_outcome(
        self,
        memory_id: int,
        outcome: str,
        *,
        inferred: bool,
        source: str,
        now: float,
        session_id: str | None = None,
        command: str | None = None,
        detail: str | None = None,
        undone_at: float | None = None,
    ) -> int | None:
        """None when this session already gave this memory an inferred outcome."""
        ...

    def outcomes_of(self, memory_id: int) -> list[OutcomeRecord]: ...
    def get_outcome(self, outcome_id: int) -> OutcomeRecord:
        """Raises retain.errors.NotFound."""
        ...

    def inferred_outcomes(self, session_id: str) -> list[OutcomeRecord]: ...
    def undo_outcome(
        self, o: OutcomeRecord, now: float, taken_back: Mapping[int, Mapping[str, Any]]
    ) -> None:
        """Mark an inferred outcome undone and set the counters and confidence it moved
        on each memory of `taken_back`, logged as op `undo` naming the outcome."""
        ...

    def unanchored(self, project_id: str, limit: int) -> list[tuple[int, str]]: ...
    def save_anchors(self, memory_id: int, anchors: Sequence[AnchorRecord], now: float) -> None: ...
    def forget_anchors(self, memory_id: int) -> None: ...
    def anchors_of(self, ids: Sequence[int]) -> dict[int, list[AnchorRecord]]: ...
    def anchored_live(self, project_id: str, after_id: int, limit: int) -> list[int]: ...
    def update_anchors(self, anchors: Sequence[AnchorRecord]) -> None: ...
    def set_stale(self, memory_id: int, now: float, reason: str | None) -> bool:
        """Mark (a reason) or clear (None) possibly stale; True if anything changed."""
        ...

    # -- reports -------------------------------------------------------------------------
    def counts(self, project_id: str | None, model: str | None) -> dict[str, Any]: ...
    def size_bytes(self) -> int: ...
    def integrity(self) -> str: ...

    # -- scrub (retain.sleep.scrub; rows: retain.store.scrub_rows) -----------------------
    scrub_skips: dict[str, str]  # tables this store cannot rewrite, each with why
    scrub_tables: tuple[TextColumns, ...]  # what a scrub reads, in order

    def scrub_total(self, table: str) -> int: ...
    def scrub_read(self, table: str, after: int, limit: int) -> list[tuple[int, dict[str, Any]]]:
        """(id, {column: value}) of up to `limit` rows after id `after`, by id."""
        ...

    def scrub_values(self, table: str, column: str) -> list[str]: ...
    def scrub_write(self, table: str, change: RowChange) -> int:
        """Write one row's redacted text if it still holds what was read; rows written."""
        ...

    def drop_vectors(self, ids: Sequence[int]) -> int: ...
    def scrub_pending(self) -> str | None:
        """Why a scrub is owed (SQLite: migration m010), or None."""
        ...

    def scrub_flag_set_at(self) -> float | None: ...
    def clear_scrub_pending(self, upto: float) -> None: ...
    def secure_writes(self) -> None: ...
    def purge_freed_text(self, rebuild_index: bool) -> Purge: ...
