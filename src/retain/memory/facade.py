"""The facade: every entry point (MCP server, CLI, hooks, sleep pass, demo, benchmarks)
goes through `Memory`.

Its dependencies are passed in: a Store (retain.store.base; SQLite by default, from a
path), an embedder (or a slot still loading it, or None for lexical search), a project
and a clock. Writing goes through retain.memory.write, reading (search, explain, export)
through retain.memory.reads, what is said of one belief (outcome, forget, revive, pin)
through retain.memory.belief_ops, the whole-store operations of import and the viewer
through retain.memory.curate; every statement through the store.

numpy and the embedder are imported only when vectors are needed.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from retain import limits
from retain.core import validate
from retain.memory import anchored as code
from retain.memory import belief_ops as standing
from retain.memory import curate, reads
from retain.memory import write as writes
from retain.models import MemoryRecord, WriteResult
from retain.scope import default_project_dir, resolve_project

if TYPE_CHECKING:
    from typing import Literal

    from retain.rank.block import Block
    from retain.sleep.run import Progress, SleepReport
    from retain.store.base import Store
    from retain.vectors.embed import Embedder, EmbedderSlot
    from retain.vectors.finder import Finder, Vectors
    from retain.vectors.index import VectorIndex

MAX_K = limits.MAX_K
Clock = Callable[[], float]


# Memory(embedder=...)'s default: the configured embedder, loaded when first needed.
DEFAULT_EMBEDDER: Final = "default"


class Memory:
    """A memory store.

    `store` is a Store, or a path (or ":memory:") for the SQLite store; None means
    $RETAIN_DB or ~/.retain. `embedder` may be an Embedder, an EmbedderSlot (possibly
    still loading), None for lexical-only search, or "default" (what it is unless
    given): the configured one (RETAIN_EMBEDDER, the ONNX MiniLM unless set; "none"
    means words only), loaded in this thread when first needed (a search, a gated
    write, a sleep pass), never at construction. `project` is a directory (or a
    project id); it defaults to $CLAUDE_PROJECT_DIR or the working directory. `clock`
    gives the time when a call does not pass `now`.
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
        self.store: Store = store
        self.project_id = resolve_project(project)
        # The checkout whose code the memories' anchors are checked against, if known.
        self.project_dir: str | None = (
            default_project_dir()
            if project is None
            else None
            if project == "" or project.startswith(("git:", "path:"))
            else project
        )
        self.clock = clock
        # The configured embedder's slot is made on first need: making it imports numpy.
        self._default = embedder == DEFAULT_EMBEDDER
        self._slot = None if self._default else _as_slot(embedder)
        self._wait = wait_for_model or self._default
        self._vectors: Vectors | None = None

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
        return str(getattr(self.store, "path", ":memory:"))

    def close(self) -> None:
        self.store.close()

    def session(self) -> contextlib.AbstractContextManager[None]:
        """Several calls on one connection: `with mem.session(): ...`."""
        return self.store.session()

    # -- plumbing ---------------------------------------------------------------
    @property
    def embedder_slot(self) -> EmbedderSlot | None:
        if self._slot is None and self._default:
            from retain.vectors.embed import EmbedderSlot

            self._slot = EmbedderSlot()  # the configured one, not loaded yet
        return self._slot

    def embedder(self) -> Embedder | None:
        if self.embedder_slot is None or self._slot is None:
            return None
        if self._wait:
            return self._slot.load_now()
        return self._slot.get()

    def branches(self, project: str | None = None) -> tuple[str, ...]:
        """The branches whose confined memories are live here (retain.branch): read from
        the checkout's `.git` on every call, as the user may switch branches any time.
        () when `project` names another project or no checkout is known."""
        if project is not None and resolve_project(project) != self.project_id:
            return ()
        if self.project_dir is None or self.project_id is None:
            return ()
        from retain.branch import visible_branches

        return visible_branches(self.project_dir)

    def _project(self, project: str | None) -> str | None:
        return self.project_id if project is None else resolve_project(project)

    def _now(self, now: float | None) -> float:
        return self.clock() if now is None else limits.real("now", now, 0, limits.MAX_TIMESTAMP)

    def finder(self) -> Finder | None:
        """Nearest neighbours by meaning among the current embedder's vectors (the write
        gate's; the sleep pass opens its own finder of the same kind), or None."""
        return self._warm_vectors()

    def vector_index(self) -> VectorIndex | None:
        """The warm in-memory index behind the finder, refreshed (search ranks with it)."""
        vectors = self._warm_vectors()
        if vectors is None:
            return None
        vectors.index.refresh(self.store)
        return vectors.index

    def _warm_vectors(self) -> Vectors | None:
        embedder = self.embedder()
        if embedder is None:
            return None
        from retain.vectors.finder import Vectors

        if self._vectors is None or self._vectors.index.model != embedder.name:
            index = None
            if hasattr(self.store, "nearest_vectors"):  # a team store: pgvector once large
                from retain.vectors.server_index import SERVER_INDEX_FROM, ServerIndex

                held = self.store.count_vectors(embedder.name, upto=SERVER_INDEX_FROM)
                if held >= SERVER_INDEX_FROM:
                    index = ServerIndex(embedder.name, embedder.dim)
            self._vectors = Vectors(embedder.name, embedder.dim, embedder, index=index)
        return self._vectors

    # -- write ------------------------------------------------------------------
    # Record an observation and, unless it is already known, a belief (the write gate).
    def write(self, text: str, **kwargs: Any) -> WriteResult:
        """See retain.memory.write.write. On a team store the write goes through the local
        outbox (retain.memory.team_outbox), so it survives the server being out of reach."""
        if hasattr(self.store, "claim_delivery"):
            from retain.memory.team_outbox import write_through

            return write_through(self, text, **kwargs)
        return writes.write(self, text, **kwargs)

    # The code memories name (retain.memory.anchored): anchors, possibly stale, inferred outcomes.
    check_code = code.check_code
    undo_outcome = code.undo_outcome
    undo_session = code.undo_session
    # Store memories without the write gate (bulk import, benchmarks). Still redacted.
    add_many = writes.add_many

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
        mid = writes.add_many(
            self,
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

    # The reads (retain.memory.reads).
    search = reads.search  # live memories ranked for a question
    explain = reads.explain  # a belief's evidence, chain, links, outcomes, anchors
    export = reads.export  # every memory with its history (retain.memory.history's format)

    def get(self, memory_id: int) -> MemoryRecord:
        return self.store.get(validate.memory_id(memory_id))

    # What is said of one belief (retain.memory.belief_ops): only an outcome moves confidence.
    outcome = standing.outcome
    forget = standing.forget  # archived, never deleted
    revive = standing.revive
    pin = standing.pin
    confine = standing.confine  # on one branch only, or (None) on every branch

    def backfill(self, limit: int | None = None) -> int:
        """Embed memories whose vector is missing or stale. Returns how many were embedded."""
        embedder = self.embedder()
        if embedder is None:
            return 0
        from retain.vectors.backfill import backfill

        done = backfill(self.store, embedder, limit)
        if done and self._vectors is not None:
            self._vectors.index.mark_stale()  # older ids got vectors: the warm index must look back
        return done

    # -- the whole store: Markdown export and import, restore, the viewer (retain.memory.curate)
    memories = curate.memories  # every memory (any status, any project), filtered, by id
    evidence = curate.evidence  # the observations of many memories at once
    find_same_text = curate.find_same_text  # the memory in a scope with this very text
    edit = curate.edit  # a person's correction: a refinement that closes the old belief
    restore = curate.restore  # put a JSON Lines export back, state and history kept
    recent_sessions = curate.recent_sessions  # what recent sessions were shown and used

    # -- the edges' operations --------------------------------------------------
    def status(self) -> dict[str, Any]:
        from retain.memory.status import collect

        return collect(self)

    # The SessionStart block: one copy of its rules, in retain.rank.block, which the hook
    # also calls directly on its lean store.
    def session_block(
        self,
        *,
        hint_dir: str | None = None,
        budget: int | None = None,
        session_id: str | None = None,
        now: float | None = None,
    ) -> Block:
        """The SessionStart block for this facade's project, at most `budget` tokens
        (default: RETAIN_BUDGET); `hint_dir`: the checkout whose branch and recent commits
        lift matching memories, and against which the candidates' anchors are checked
        (possibly stale ones are marked and ranked lower)."""
        from retain.rank import block as context

        if budget is not None:
            limits.whole("budget", budget, limits.MIN_BUDGET, limits.MAX_BUDGET)
        return context.session_block(
            self.store,
            project_id=self.project_id,
            hint_dir=hint_dir,
            budget=budget,
            session_id=session_id,
            now=self._now(now),
        )

    def record_shown(
        self, session_id: str, block: Block, *, source: str, now: float | None = None
    ) -> int:
        """Log what a session was shown (once per memory per session); new rows."""
        from retain.rank import block as context

        return context.record_shown(
            self.store, session_id, block, source=source, now=self._now(now)
        )

    def was_shown(self, session_id: str) -> bool:
        from retain.rank import block as context

        return context.was_shown(self.store, session_id)

    def prompt_block(
        self, prompt: str, *, session_id: str | None = None, now: float | None = None
    ) -> Block:
        """The prompt-time block for what the user just typed (retain.rank.prompt): usually
        empty; never a memory this session was already shown. What it shows is recorded."""
        from retain.rank import prompt as recall

        return recall.prompt_block(
            self.store,
            prompt,
            project_id=self.project_id,
            session_id=session_id,
            now=self._now(now),
            branches=self.branches(),
        )

    def sleep(
        self,
        *,
        transcript_path: str | Path | None = None,
        session_id: str | None = None,
        project_dir: str | Path | None = None,
        progress: Progress | None = None,
        lock_wait: float | None = None,
        now: float | None = None,
    ) -> SleepReport:
        """One sleep pass over this store (retain.sleep.run): capture a transcript, then
        consolidate, merge, expire, decay and prune. Uses the embedder if it is loaded."""
        from retain.sleep.run import LOCK_WAIT_SECONDS, run_sleep_pass

        return run_sleep_pass(
            self.store,
            now=self._now(now),
            transcript_path=transcript_path,
            session_id=session_id,
            project_dir=project_dir,
            embedder=self.embedder(),
            progress=progress,
            lock_wait=LOCK_WAIT_SECONDS if lock_wait is None else lock_wait,
        )


def _as_slot(embedder: object) -> EmbedderSlot | None:
    if embedder is None:
        return None
    from retain.vectors.embed import EmbedderSlot

    if isinstance(embedder, EmbedderSlot):
        return embedder
    return EmbedderSlot.of(embedder)  # type: ignore[arg-type]
