"""The storage seam: what the core asks of a store, as named operations.

`retain.store.sqlite.SqliteStore` implements it on one SQLite file; a PostgreSQL team
store implements the same methods. Signatures carry only retain's own values (records,
ids, times, plain text); no SQL, cursor or driver type crosses this line, so the core
never learns which database it runs on. What the SessionStart block asks
(retain.store.block_reader) and what the sleep pass asks (retain.store.sleep_store) are
declared there; `Store` is all three. How words are matched (FTS5 and bm25 here) is
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
from typing import Any, Protocol

from retain.models import (
    AnchorRecord,
    EpisodeRecord,
    FoundUse,
    HistoryEntry,
    InjectionRecord,
    MemoryRecord,
    OutcomeRecord,
)
from retain.store.block_reader import BlockReader
from retain.store.sleep_store import SleepStore

# (memory id, packed float32 vector, dim, content hash, scope, project id)
VectorRow = tuple[int, bytes, int, str, str, "str | None"]
# (memory id, other id, kind, at, evidence, settled at): memory_id may update other_id
LinkRow = tuple[int, int, str, float, str, "float | None"]
# (session id, memory id, shown at, SessionStart source or "context", or "" if unknown)
InjectionRow = tuple[str, int, float, str]


class Store(BlockReader, SleepStore, Protocol):
    """Every operation the core asks of a store: these, the SessionStart block's
    (retain.store.block_reader) and the sleep pass's (retain.store.sleep_store)."""

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
