"""The facade: every entry point (MCP server, CLI, hooks, sleep pass, demo, benchmarks)
goes through `Memory`.

Its dependencies are passed in: a Store (retain.store.base; SQLite by default, from a
path), an embedder (or a slot still loading it, or None for lexical search), a project
and a clock. `Memory.__init__` puts them in one MemoryContext (retain.memory.context)
and each public method hands it to the operation behind it, a plain function: the
gated write in retain.memory.write, bulk adds in retain.memory.bulk, reading (search,
explain, export) in retain.memory.reads, what is said of one belief (outcome, forget,
revive, pin, confine) in retain.memory.belief_ops, the code a memory names in
retain.memory.anchored, the whole-store operations of import and the viewer in
retain.memory.curate, a team store's queued writes in retain.memory.team_outbox. The
status report, the hooks' blocks and the sleep pass are Memory's too, from its base
class in retain.memory.edges, and the whole-store entries (import, export, restore, the
viewer, the team outbox) from retain.memory.store_entries. No operation sees the facade
(import-linter forbids them to import it); every statement goes through the store.

numpy and the embedder are imported only when vectors are needed.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retain import limits
from retain.core import validate
from retain.memory import anchored as code
from retain.memory import belief_ops as standing
from retain.memory import bulk, reads
from retain.memory import write as writes
from retain.memory.context import DEFAULT_EMBEDDER, Clock, Meaning, MemoryContext, checkout_of
from retain.memory.edges import EdgeEntries
from retain.memory.store_entries import StoreEntries
from retain.models import (
    Explanation,
    Hit,
    MemoryRecord,
    OutcomeRecord,
    OutcomeResult,
    WriteResult,
)
from retain.scope import resolve_project

if TYPE_CHECKING:
    from typing import Literal

    from retain.anchors.staleness import Refresh
    from retain.store.base import Store
    from retain.vectors.embed import Embedder, EmbedderSlot
    from retain.vectors.finder import Finder
    from retain.vectors.index import VectorIndex

__all__ = ["DEFAULT_EMBEDDER", "MAX_K", "Clock", "Memory"]

MAX_K = limits.MAX_K


class Memory(EdgeEntries, StoreEntries):
    """A memory store.

    `store` is a Store, or a path (or ":memory:") for the SQLite store; None means
    $RETAIN_DB or ~/.retain. `embedder` may be an Embedder, an EmbedderSlot (possibly
    still loading), None for lexical-only search, or "default" (what it is unless
    given): the configured one (RETAIN_EMBEDDER, the ONNX MiniLM unless set; "none"
    means words only), loaded in this thread when first needed (a search, a gated
    write, a sleep pass), never at construction. `project` is a directory (or a
    project id); it defaults to $CLAUDE_PROJECT_DIR or the working directory. `clock`
    gives the time when a call does not pass `now`.

    `context` is what every operation behind the methods takes (retain.memory.context).
    """

    def __init__(
        self,
        store: Store | str | Path | None = None,
        *,
        embedder: Embedder | EmbedderSlot | Literal["default"] | None = DEFAULT_EMBEDDER,
        project: str | None = None,
        clock: Clock = time.time,
        wait_for_model: bool = False,
        keep_open: bool = False,
    ) -> None:
        if store is None or isinstance(store, (str, Path)):
            from retain.store.open import open_store

            store = open_store(store, keep_open=keep_open)
        self.context = MemoryContext(
            store=store,
            clock=clock,
            project_id=resolve_project(project),
            project_dir=checkout_of(project),
            meaning=Meaning(embedder, wait=wait_for_model),
        )

    @property
    def store(self) -> Store:
        return self.context.store

    @property
    def project_id(self) -> str | None:
        """The project a call that names none is about."""
        return self.context.project_id

    @property
    def project_dir(self) -> str | None:
        """The checkout whose code the memories' anchors are checked against, if known."""
        return self.context.project_dir

    @property
    def clock(self) -> Clock:
        return self.context.clock

    @property
    def path(self) -> Path:
        """Where the store lives (SQLite: its file)."""
        return Path(getattr(self.store, "path", ":memory:"))

    @property
    def target(self) -> str | Path:
        """What Memory(...) would open again: the team store's URL, or the SQLite file."""
        url = getattr(self.store, "url", None)
        return str(url) if url else self.path

    @property
    def location(self) -> str:
        """Where the store lives, for people: the SQLite file, or the team store's URL
        without its password."""
        return self.context.location

    def close(self) -> None:
        self.store.close()

    def session(self) -> contextlib.AbstractContextManager[None]:
        """Several calls on one connection: `with mem.session(): ...`."""
        return self.store.session()

    # -- plumbing (retain.memory.context) -----------------------------------------
    @property
    def embedder_slot(self) -> EmbedderSlot | None:
        """The embedder's slot (possibly still loading), or None for words only."""
        return self.context.meaning.slot

    def embedder(self) -> Embedder | None:
        """The embedder, loaded when first needed, or None (retain.memory.context)."""
        return self.context.embedder()

    def branches(self, project: str | None = None) -> tuple[str, ...]:
        """The branches whose confined memories are live here (retain.branch): read from
        the checkout's `.git` on every call, as the user may switch branches any time.
        () when `project` names another project or no checkout is known."""
        return self.context.branches(project)

    def finder(self) -> Finder | None:
        """Nearest neighbours by meaning among the current embedder's vectors (the write
        gate's; the sleep pass opens its own finder of the same kind), or None."""
        return self.context.finder()

    def vector_index(self) -> VectorIndex | None:
        """The warm in-memory index behind the finder, refreshed (search ranks with it)."""
        return self.context.vector_index()

    # -- write (retain.memory.write) ----------------------------------------------
    def write(
        self,
        text: str,
        *,
        kind: str = "fact",
        scope: str | None = None,
        outcome: str | None = None,
        verdict: str | None = None,
        target: int | None = None,
        pinned: bool = False,
        ttl_days: float | None = None,
        trust: str = "agent",
        actor: str = "agent",
        source: str = "tool",
        session_id: str | None = None,
        project: str | None = None,
        now: float | None = None,
        context: str | None = None,
        where: Mapping[str, Any] | None = None,
    ) -> WriteResult:
        """Record an observation and, unless it is already known, a belief (the write
        gate; see retain.memory.write.write). On a team store the write goes through the
        local outbox (retain.memory.team_outbox), so it survives the server being out of
        reach."""
        args: dict[str, Any] = dict(
            kind=kind,
            scope=scope,
            outcome=outcome,
            verdict=verdict,
            target=target,
            pinned=pinned,
            ttl_days=ttl_days,
            trust=trust,
            actor=actor,
            source=source,
            session_id=session_id,
            project=project,
            now=now,
            context=context,
            where=where,
        )
        if hasattr(self.store, "claim_delivery"):
            from retain.memory.team_outbox import write_through

            return write_through(self.context, text, **args)
        return writes.write(self.context, text, **args)

    def add_many(
        self,
        texts: list[str],
        *,
        kind: str = "fact",
        scope: str | None = None,
        project: str | None = None,
        trust: str = "user",
        valence: str = "fact",
        created_at: list[float] | None = None,
        embed: bool = True,
        contexts: list[str | None] | None = None,
        skip_too_long: bool = True,
    ) -> list[int | None]:
        """Store memories without the write gate (bulk import, benchmarks), still
        redacted: one id per text, None for one skipped as too long (retain.memory.write)."""
        return bulk.add_many(
            self.context,
            texts,
            kind=kind,
            scope=scope,
            project=project,
            trust=trust,
            valence=valence,
            created_at=created_at,
            embed=embed,
            contexts=contexts,
            skip_too_long=skip_too_long,
        )

    def add(
        self,
        text: str,
        *,
        kind: str = "fact",
        scope: str | None = None,
        project: str | None = None,
        trust: str = "user",
        valence: str = "fact",
        created_at: float | None = None,
        embed: bool = True,
        context: str | None = None,
    ) -> int:
        """Store a memory without the write gate (bulk import, benchmarks). Still redacted."""
        mid = self.add_many(
            [text],
            kind=kind,
            scope=scope,
            project=project,
            trust=trust,
            valence=valence,
            created_at=[created_at] if created_at is not None else None,
            embed=embed,
            contexts=[context],
            skip_too_long=False,
        )[0]
        assert mid is not None  # skip_too_long=False: an over-long text raised instead
        return mid

    # -- reads (retain.memory.reads) ----------------------------------------------
    def search(
        self,
        query: str,
        *,
        k: int = 5,
        project: str | None = None,
        at: float | None = None,
        kind: str | None = None,
        valence: str | None = None,
        record_use: bool = True,
        now: float | None = None,
    ) -> list[Hit]:
        """Live memories (user scope + this project) ranked for `query`; [] if nothing fits."""
        return reads.search(
            self.context,
            query,
            k=k,
            project=project,
            at=at,
            kind=kind,
            valence=valence,
            record_use=record_use,
            now=now,
        )

    def explain(self, memory_id: int) -> Explanation:
        """A belief's evidence, chain, links, outcome rows and anchors."""
        return reads.explain(self.context, memory_id)

    def export(self, *, live_only: bool = False) -> Iterator[dict[str, Any]]:
        """Every memory (or every live one) with its history (retain.memory.history)."""
        return reads.export(self.context, live_only=live_only)

    def get(self, memory_id: int) -> MemoryRecord:
        return self.store.get(validate.memory_id(memory_id))

    # -- what is said of one belief (retain.memory.belief_ops) ---------------------
    def outcome(
        self,
        memory_id: int,
        outcome: str,
        *,
        note: str | None = None,
        session_id: str | None = None,
        now: float | None = None,
    ) -> OutcomeResult:
        """Credit a real outcome: only this moves confidence (a failure's note is also
        stored as a lesson)."""
        return standing.outcome(
            self.context, memory_id, outcome, note=note, session_id=session_id, now=now
        )

    def forget(self, memory_id: int, reason: str, *, now: float | None = None) -> MemoryRecord:
        """Archive a memory (never deleted; `revive` brings it back)."""
        return standing.forget(self.context, memory_id, reason, now=now)

    def revive(self, memory_id: int, *, now: float | None = None) -> MemoryRecord:
        """Believe an archived or wrongly closed memory again."""
        return standing.revive(self.context, memory_id, now=now)

    def pin(self, memory_id: int, pinned: bool = True, *, now: float | None = None) -> MemoryRecord:
        return standing.pin(self.context, memory_id, pinned, now=now)

    def confine(
        self, memory_id: int, branch: str | None, *, now: float | None = None
    ) -> MemoryRecord:
        """True on `branch` only, or (None) on every branch."""
        return standing.confine(self.context, memory_id, branch, now=now)

    # -- the code memories name (retain.memory.anchored) ---------------------------
    def check_code(
        self,
        *,
        project_dir: str | Path | None = None,
        session_id: str | None = None,
        ids: Sequence[int] | None = None,
        anchor_new: int = 0,
        current: dict[int, str | None] | None = None,
        now: float | None = None,
    ) -> Refresh:
        """Anchor up to `anchor_new` new memories of the project and check the anchors of
        `ids` (default: all of the project's) against the checkout in `project_dir`."""
        return code.check_code(
            self.context,
            project_dir=project_dir,
            session_id=session_id,
            ids=ids,
            anchor_new=anchor_new,
            current=current,
            now=now,
        )

    def undo_outcome(
        self, outcome_id: int, *, now: float | None = None
    ) -> tuple[OutcomeRecord, MemoryRecord]:
        """Take back an inferred outcome (`retain outcome --undo ID`)."""
        return code.undo_outcome(self.context, outcome_id, now=now)

    def undo_session(
        self, session_id: str, *, now: float | None = None
    ) -> list[tuple[OutcomeRecord, MemoryRecord]]:
        """Take back every inferred outcome one session earned."""
        return code.undo_session(self.context, session_id, now=now)

    def backfill(self, limit: int | None = None) -> int:
        """Embed memories whose vector is missing or stale. Returns how many were embedded."""
        embedder = self.embedder()
        if embedder is None:
            return 0
        from retain.vectors.backfill import backfill

        done = backfill(self.store, embedder, limit)
        if done:
            self.context.meaning.mark_stale()
        return done
