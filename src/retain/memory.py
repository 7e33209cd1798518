"""The facade: every entry point (MCP server, CLI, hooks, sleep pass, demo, benchmarks)
goes through `Memory`.

Its dependencies are passed in: a Store (retain.store.base; SQLite by default, from a
path), an embedder (or a slot still loading it, or None for lexical search), a project
and a clock. Writing goes through retain.write, the whole-store operations of export,
import and the viewer through retain.curate; every statement through the store.

numpy and the embedder are imported only when vectors are needed.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retain import code, credit, curate, history, limits, validate
from retain import write as writes
from retain.errors import InvalidInput, StoreUnavailable
from retain.informative import lacks_information
from retain.models import (
    KINDS,
    OUTCOMES,
    VALENCES,
    Explanation,
    Hit,
    Link,
    MemoryRecord,
    OutcomeResult,
    WriteResult,
)
from retain.scope import default_project_dir, resolve_project

if TYPE_CHECKING:
    from retain.context import Block
    from retain.sleep.run import Progress, SleepReport
    from retain.store.base import Store
    from retain.vectors.embed import Embedder, EmbedderSlot
    from retain.vectors.finder import Finder, Vectors
    from retain.vectors.index import VectorIndex

MAX_K = limits.MAX_K
EXPORT_BATCH = 500  # memories whose anchors an export reads in one statement
Clock = Callable[[], float]


class Memory:
    """A memory store.

    `store` is a Store, or a path (or ":memory:") for the SQLite store; None means
    $RETAIN_DB or ~/.retain. `embedder` may be an Embedder, an EmbedderSlot (possibly
    still loading), or None for lexical-only search. `project` is a directory (or a
    project id); it defaults to $CLAUDE_PROJECT_DIR or the working directory. `clock`
    gives the time when a call does not pass `now`.
    """

    def __init__(
        self,
        store: Store | str | Path | None = None,
        *,
        embedder: Embedder | EmbedderSlot | None = None,
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
        self._slot = _as_slot(embedder)
        self._wait = wait_for_model
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
        return self._slot

    def embedder(self) -> Embedder | None:
        if self._slot is None:
            return None
        if self._wait:
            return self._slot.load_now()
        return self._slot.get()

    def _project(self, project: str | None) -> str | None:
        return self.project_id if project is None else resolve_project(project)

    def _now(self, now: float | None) -> float:
        return self.clock() if now is None else now

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

                if self.store.count_vectors(embedder.name) >= SERVER_INDEX_FROM:
                    index = ServerIndex(embedder.name, embedder.dim)
            self._vectors = Vectors(embedder.name, embedder.dim, embedder, index=index)
        return self._vectors

    # -- write ------------------------------------------------------------------
    # Record an observation and, unless it is already known, a belief (the write gate).
    def write(self, text: str, **kwargs: Any) -> WriteResult:
        """See retain.write.write. On a team store the write goes through the local
        outbox (retain.team.outbox), so it survives the server being out of reach."""
        if hasattr(self.store, "claim_delivery"):
            from retain.team.outbox import write_through

            return write_through(self, text, **kwargs)
        return writes.write(self, text, **kwargs)

    # The code memories name (retain.code): anchors, possibly stale, inferred outcomes.
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
        return writes.add_many(
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
        )[0]

    # -- read -------------------------------------------------------------------
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
        from retain.retrieve import Query, search

        now = self._now(now)
        validate.query(query, k)
        if kind is not None:
            validate.choice("kind", kind, KINDS)
        if valence is not None:
            validate.choice("valence", valence, VALENCES)
        q = Query(query, self._project(project), k=k, at=at, kind=kind, valence=valence)
        embedder = self.embedder()
        qvec = embedder.embed([query])[0] if embedder is not None else None
        with self.store.session():
            try:
                index = self.vector_index() if embedder is not None else None
                hits = search(self.store, q, now=now, index=index, query_vec=qvec)
            except StoreUnavailable:
                # A team store's connection dropped mid-search (a restart, a network blip):
                # reading again is safe, and the store reconnects for a while first.
                index = self.vector_index() if embedder is not None else None
                hits = search(self.store, q, now=now, index=index, query_vec=qvec)
            if at is None:
                hits = code.reverify_hits(self, hits, now)
            if record_use and hits and at is None:
                try:
                    with self.store.transaction():
                        self.store.mark_used([h.memory.id for h in hits], now)
                except Exception as e:
                    if not self.store.best_effort(e):
                        raise
                    # bookkeeping only: a full disk or read-only file must not hide answers
        return hits

    def get(self, memory_id: int) -> MemoryRecord:
        return self.store.get(validate.memory_id(memory_id))

    def explain(self, memory_id: int) -> Explanation:
        """The belief, where it came from, what it replaced and what replaced it."""
        with self.store.session():
            m = self.store.get(validate.memory_id(memory_id))
            successors: list[MemoryRecord] = []
            cur, seen = m, {m.id}
            while cur.superseded_by is not None and cur.superseded_by not in seen:
                cur = self.store.get(cur.superseded_by)
                seen.add(cur.id)
                successors.append(cur)
            predecessors: list[MemoryRecord] = []
            frontier = [m.id]
            merged: list[MemoryRecord] = []
            while frontier:
                for rec in self.store.replaced_by(frontier.pop()):
                    if rec.id in seen:
                        continue
                    seen.add(rec.id)
                    (merged if rec.status == "merged" else predecessors).append(rec)
                    if rec.status != "merged":
                        frontier.append(rec.id)
            links = []
            for newer, older, kind, at, evidence, settled_at in self.store.links_of(m.id):
                out = newer == m.id
                links.append(
                    Link(
                        kind=kind,
                        direction="out" if out else "in",
                        other=self.store.get(older if out else newer),
                        at=at,
                        evidence=evidence,
                        settled_at=settled_at,
                    )
                )
            return Explanation(
                memory=m,
                episodes=tuple(self.store.episodes_of(m.id)),
                predecessors=tuple(predecessors),
                successors=tuple(successors),
                merged_from=tuple(merged),
                links=tuple(links),
                outcomes=tuple(
                    sorted(
                        [*self.store.outcomes_of(m.id), *history.merged_outcomes(self.store, m.id)],
                        key=lambda o: (o.at, o.id),
                    )
                ),
                anchors=tuple(self.store.anchors_of([m.id]).get(m.id, ())),
            )

    # -- lifecycle --------------------------------------------------------------
    def outcome(
        self,
        memory_id: int,
        outcome: str,
        *,
        note: str | None = None,
        session_id: str | None = None,
        now: float | None = None,
    ) -> OutcomeResult:
        """Credit a real outcome: only this moves confidence. A failure with a note also
        stores the note as a failure lesson, in the same transaction."""
        now = self._now(now)
        validate.choice("outcome", outcome, OUTCOMES)
        memory_id = validate.memory_id(memory_id)
        validate.session(session_id)
        clean_note = validate.text(note)[0] if note is not None else None
        lesson = None
        with self.store.transaction():
            m = self.store.get(memory_id)
            eid = self.store.add_episode(
                text=clean_note or f"outcome {outcome} for [{m.id}]: {m.text[:200]}",
                actor="agent",
                source="tool",
                now=now,
                session_id=session_id,
                project_id=m.project_id,
                outcome=outcome,
            )
            updated = credit.credit(
                self.store,
                m,
                outcome,
                inferred=False,
                source="tool",
                now=now,
                session_id=session_id,
            )
            assert updated is not None  # only inferred outcomes are credited once per session
            self.store.link_sources(m.id, [eid] if eid else [])
            updated = self.store.get(m.id)
            if outcome == "fail" and clean_note and lacks_information(clean_note) is None:
                lesson = writes.write(
                    self,
                    clean_note,
                    kind="lesson",
                    outcome="fail",
                    session_id=session_id,
                    scope=m.scope,
                    project=m.project_id,
                    now=now,
                )
        return OutcomeResult(memory=updated, lesson=lesson)

    def forget(self, memory_id: int, reason: str, *, now: float | None = None) -> MemoryRecord:
        """Archive a memory (never deleted; `revive` brings it back)."""
        now = self._now(now)
        reason_text = validate.text(reason, field="reason", limit=limits.MAX_REASON_CHARS)[0]
        with self.store.transaction():
            m = self.store.get(validate.memory_id(memory_id))
            if m.status != "live":
                raise InvalidInput(f"memory [{m.id}] is already {m.status}: {m.retired_reason}")
            self.store.retire(m.id, now, kind="forgotten", reason=f"forgotten: {reason_text}")
            return self.store.get(m.id)

    def revive(self, memory_id: int, *, now: float | None = None) -> MemoryRecord:
        now = self._now(now)
        with self.store.transaction():
            m = self.store.get(validate.memory_id(memory_id))
            if m.status == "superseded":
                # A belief closed by a write that did not replace it (the gate or the agent
                # got it wrong): believed again from now, beside the write that closed it.
                self.store.restore(
                    m.id, now, strength=1.0, last_used_at=now, valid_to=None, superseded_by=None
                )
                return self.store.get(m.id)
            if m.status != "archived":
                raise InvalidInput(
                    f"memory [{m.id}] is {m.status}; only archived or superseded memories revive"
                )
            self.store.restore(m.id, now, strength=1.0, last_used_at=now)
            if m.retired_kind == "stale":
                # Archived because everything it named was gone, and a person says it
                # holds: fingerprint the code afresh (as an `ok` does), or the next check
                # would find the same anchors gone and archive it again.
                self.store.forget_anchors(m.id)
            return self.store.get(m.id)

    def pin(self, memory_id: int, pinned: bool = True, *, now: float | None = None) -> MemoryRecord:
        now = self._now(now)
        with self.store.transaction():
            m = self.store.get(validate.memory_id(memory_id))
            self.store.update(m.id, now, pinned=int(pinned))
            return self.store.get(m.id)

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

    # -- the whole store: Markdown export and import, restore, the viewer (retain.curate)
    memories = curate.memories  # every memory (any status, any project), filtered, by id
    evidence = curate.evidence  # the observations of many memories at once
    find_same_text = curate.find_same_text  # the memory in a scope with this very text
    edit = curate.edit  # a person's correction: a refinement that closes the old belief
    restore = curate.restore  # put a JSON Lines export back, state and history kept
    recent_sessions = curate.recent_sessions  # what recent sessions were shown and used

    # -- the edges' operations --------------------------------------------------
    def status(self) -> dict[str, Any]:
        from retain.status import collect

        return collect(self)

    # The SessionStart block: one copy of its rules, in retain.context, which the hook
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
        from retain import context

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
        from retain import context

        return context.record_shown(
            self.store, session_id, block, source=source, now=self._now(now)
        )

    def was_shown(self, session_id: str) -> bool:
        from retain import context

        return context.was_shown(self.store, session_id)

    def prompt_block(
        self, prompt: str, *, session_id: str | None = None, now: float | None = None
    ) -> Block:
        """The prompt-time block for what the user just typed (retain.recall): usually
        empty; never a memory this session was already shown. What it shows is recorded."""
        from retain import recall

        return recall.prompt_block(
            self.store,
            prompt,
            project_id=self.project_id,
            session_id=session_id,
            now=self._now(now),
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

    def export(self, *, live_only: bool = False) -> Iterator[dict[str, Any]]:
        """Every memory (or every live one) with its evidence, outcome rows, anchors and
        injections, as JSON-ready dicts (export format retain.history.EXPORT_FORMAT).
        Live only, a belief also carries the outcome rows of the memories merged into it,
        which the export leaves out."""
        from retain import format as fmt

        store = self.store
        merged: dict[int, list[MemoryRecord]] = {}

        def records(batch: list[MemoryRecord]) -> Iterator[dict[str, Any]]:
            ids = [m.id for m in batch]
            anchors, usage = store.anchors_of(ids), store.usage_counts(ids)
            shown, found = store.injections_of(ids), store.found_uses_of(ids)
            for m in batch:
                record = fmt.to_jsonable(m)
                record["episodes"] = fmt.to_jsonable(store.episodes_of(m.id))
                outcomes = store.outcomes_of(m.id)
                if live_only:
                    rows = history.merged_outcomes(store, m.id, merged)
                    outcomes = history.with_merged(outcomes, rows)
                extra = history.exported(
                    outcomes,
                    anchors.get(m.id, []),
                    usage.get(m.id, (0, 0)),
                    shown.get(m.id, []),
                    found.get(m.id, []),
                )
                yield {"format": extra.pop("format"), **record, **extra}

        with store.session():
            if live_only:
                merged.update(history.merged_by_keeper(store))
            batch: list[MemoryRecord] = []
            for m in store.iter_memories(live_only=live_only):
                batch.append(m)
                if len(batch) == EXPORT_BATCH:
                    yield from records(batch)
                    batch = []
            yield from records(batch)


def _as_slot(embedder: object) -> EmbedderSlot | None:
    if embedder is None:
        return None
    from retain.vectors.embed import EmbedderSlot

    if isinstance(embedder, EmbedderSlot):
        return embedder
    return EmbedderSlot.of(embedder)  # type: ignore[arg-type]
