"""The facade: every entry point (MCP server, CLI, hooks, sleep pass, benchmarks) goes
through `Memory`. One SQLite connection per call, so one instance is safe across threads.

numpy and the embedder are imported only when vectors are needed.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retain import config, lifecycle
from retain import text as textmod
from retain.errors import InvalidInput, NotFound, StoreError
from retain.gate import Judgement, Neighbour, judge
from retain.models import (
    ACTORS,
    KINDS,
    OUTCOMES,
    SCOPES,
    SOURCES,
    TRUSTS,
    VALENCES,
    VERDICTS,
    Explanation,
    Hit,
    MemoryRecord,
    WriteResult,
    default_scope,
)
from retain.redact import redact
from retain.store import db
from retain.store import queries as store

if TYPE_CHECKING:
    from retain.retrieve import VectorIndex
    from retain.vectors.embed import Embedder, EmbedderSlot

MAX_K = 50
MAX_ID = 2**63 - 1  # SQLite's largest rowid
GATE_NEIGHBOURS = 8  # nearest live memories the write gate compares against
BACKFILL_BATCH = 64
FAILURE_KINDS = frozenset({"lesson", "bugfix"})


@dataclass(frozen=True)
class OutcomeResult:
    memory: MemoryRecord
    lesson: WriteResult | None = None


def default_project_dir() -> str:
    """Claude Code sets CLAUDE_PROJECT_DIR for servers and hooks; otherwise the cwd."""
    return os.environ.get("CLAUDE_PROJECT_DIR") or os.getcwd()


def resolve_project(project: str | None) -> str | None:
    """A directory becomes its project id; an id (git:..., path:...) passes through."""
    from retain.scope import project_id

    if project is None:
        return project_id(default_project_dir())
    if project.startswith(("git:", "path:")):
        return project
    return project_id(project)


class Memory:
    """A memory store on one SQLite file.

    `embedder` may be an Embedder, an EmbedderSlot (possibly still loading), or None for
    lexical-only search. `project` is a directory (or a project id); it defaults to
    $CLAUDE_PROJECT_DIR or the working directory.
    """

    def __init__(
        self,
        path: str | Path | None = None,
        *,
        embedder: Embedder | EmbedderSlot | None = None,
        project: str | None = None,
        wait_for_model: bool = False,
        keep_open: bool = False,
    ) -> None:
        self.path = Path(path) if path is not None else config.db_path()
        self.project_id = resolve_project(project)
        self._slot = _as_slot(embedder)
        self._wait = wait_for_model
        self._index: VectorIndex | None = None
        with self.connect():
            pass  # create and migrate now, so errors surface at construction
        # keep_open (long-lived processes: the MCP server): an idle connection held for the
        # facade's lifetime. While one stays open, closing a per-call connection does not
        # checkpoint and delete the WAL, so the next write does not recreate it: a search
        # that records use took ~28 ms longer without it at 100k memories (commit ~9 ms,
        # close ~13 ms; benchmarks/speed.py). It takes no locks while idle, but it does
        # hold the file open, so short-lived callers leave it off.
        self._anchor: sqlite3.Connection | None = None
        if keep_open and str(self.path) != ":memory:":
            self._anchor = sqlite3.connect(str(self.path), check_same_thread=False)
            self._anchor.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()

    def close(self) -> None:
        """Release the idle connection (also done when the facade is garbage collected)."""
        anchor, self._anchor = getattr(self, "_anchor", None), None
        if anchor is not None:
            anchor.close()

    def __del__(self) -> None:
        # sqlite3 connections sit in a reference cycle and would wait for the cyclic GC,
        # holding the file open (a busy mount, an undeleted WAL); close it with us.
        try:
            self.close()
        except Exception:
            pass

    # -- plumbing ---------------------------------------------------------------
    @contextlib.contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        conn = db.connect(self.path)
        try:
            yield conn
        except (sqlite3.IntegrityError, sqlite3.ProgrammingError):
            raise  # our bug, not the store's condition
        except sqlite3.DatabaseError as e:  # read-only, full disk, I/O error, corruption
            raise StoreError(db.describe_db_error(self.path, e)) from e
        finally:
            conn.close()

    @property
    def embedder_slot(self) -> EmbedderSlot | None:
        return self._slot

    def _embedder(self) -> Embedder | None:
        if self._slot is None:
            return None
        if self._wait:
            return self._slot.load_now()
        return self._slot.get()

    def _project(self, project: str | None) -> str | None:
        return self.project_id if project is None else resolve_project(project)

    # -- write ------------------------------------------------------------------
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
    ) -> WriteResult:
        """Record an observation and, unless it is already known, a belief.

        `context` (optional) is the situation it was learned in (the task, the symptom,
        the surrounding conversation): searchable at a lower weight, never the belief.

        The gate compares the (redacted) text with the nearest live memories in the same
        scope: redundant strengthens the existing memory; contradiction closes the old
        belief and links its successor; refinement and novel store a new memory.
        """
        now = time.time() if now is None else now
        clean, n_redacted = _validated_text(text)
        clean_context = _validated_context(context)
        _check_choice("kind", kind, KINDS)
        _check_choice("trust", trust, TRUSTS)
        _check_choice("actor", actor, ACTORS)
        _check_choice("source", source, SOURCES)
        if outcome is not None:
            _check_choice("outcome", outcome, OUTCOMES)
        if verdict is not None:
            _check_choice("verdict", verdict, VERDICTS)
        scope = scope or default_scope(kind)
        _check_choice("scope", scope, SCOPES)
        if ttl_days is not None and not 0 < ttl_days <= 36500:
            raise InvalidInput("ttl_days must be between 0 and 36500")
        if target is not None and verdict is None:
            raise InvalidInput("target needs a verdict (refinement, redundant or contradiction)")
        if target is not None:
            target = _check_id(target)
        _check_session(session_id)
        project_id = self._project(project)
        if scope == "project" and project_id is None:
            raise InvalidInput(
                "no project here (not a directory retain can identify); use scope='user'"
            )
        valence = "failure" if outcome == "fail" or kind in FAILURE_KINDS else "fact"
        embedder = self._embedder()
        vec = embedder.embed([clean])[0] if embedder is not None else None

        with self.connect() as conn, db.transaction(conn):
            target_rec = store.get_memory(conn, target) if target is not None else None
            judgement = self._judge(
                conn, clean, valence, scope, project_id, verdict, target_rec, vec
            )
            episode_id = store.insert_episode(
                conn,
                text=clean,
                actor=actor,
                source=source,
                now=now,
                session_id=session_id,
                project_id=project_id,
                outcome=outcome,
                kind=kind,
            )
            assert episode_id is not None
            if judgement.verdict == "redundant" and judgement.target is not None:
                old = store.get_memory(conn, judgement.target)
                store.update_memory(
                    conn,
                    old.id,
                    now,
                    support=old.support + 1,
                    strength=1.0,
                    last_used_at=now,
                    pinned=int(old.pinned or pinned),
                )
                store.link_sources(conn, old.id, [episode_id])
                return WriteResult(
                    verdict="redundant",
                    stored=False,
                    memory_id=old.id,
                    episode_id=episode_id,
                    related_id=old.id,
                    redactions=n_redacted,
                    message=f"already known as [{old.id}]; its support is now {old.support + 1}",
                )
            mid = store.insert_memory(
                conn,
                text=clean,
                kind=kind,
                valence=valence,
                scope=scope,
                project_id=project_id,
                trust=trust,
                confidence=lifecycle.confidence(trust, 0, 0),
                now=now,
                pinned=pinned,
                expires_at=None if ttl_days is None else now + ttl_days * lifecycle.DAY,
                consolidated=trust != "inferred",
                context=clean_context,
            )
            store.link_sources(conn, mid, [episode_id])
            if vec is not None and embedder is not None:
                from retain.vectors.embed import pack

                store.upsert_embedding(
                    conn, mid, embedder.name, pack(vec), embedder.dim, textmod.content_hash(clean)
                )
            message = f"stored as [{mid}]"
            if judgement.verdict == "contradiction" and judgement.target is not None:
                store.update_memory(
                    conn,
                    judgement.target,
                    now,
                    valid_to=now,
                    superseded_by=mid,
                    status="superseded",
                    retired_reason=f"superseded by [{mid}]",
                    retired_at=now,
                )
                message += f"; it replaces [{judgement.target}], which is now closed"
            elif judgement.verdict == "refinement" and judgement.target is not None:
                message += f"; it refines [{judgement.target}]"
            elif judgement.outcome_differs:
                message += f"; [{judgement.target}] said the same with a different outcome"
        return WriteResult(
            verdict=judgement.verdict,
            stored=True,
            memory_id=mid,
            episode_id=episode_id,
            related_id=judgement.target,
            redactions=n_redacted,
            message=message,
        )

    def _judge(
        self,
        conn: sqlite3.Connection,
        text: str,
        valence: str,
        scope: str,
        project_id: str | None,
        verdict: str | None,
        target_rec: MemoryRecord | None,
        vec: Any,
    ) -> Judgement:
        if verdict is not None:
            if verdict in ("redundant", "contradiction", "refinement") and target_rec is None:
                neighbours = self._neighbours(conn, text, scope, project_id, vec)
                if not neighbours:
                    return Judgement("novel", None, f"no memory to be {verdict} with")
                target_rec = store.get_memory(conn, max(neighbours, key=lambda n: n.similarity).id)
            if target_rec is not None and target_rec.status != "live" and verdict != "refinement":
                raise InvalidInput(
                    f"memory [{target_rec.id}] is {target_rec.status}, not live; "
                    "search again for the current belief"
                )
            return Judgement(verdict, target_rec.id if target_rec else None, "the agent said so")
        return judge(text, valence, self._neighbours(conn, text, scope, project_id, vec))

    def _neighbours(
        self, conn: sqlite3.Connection, text: str, scope: str, project_id: str | None, vec: Any
    ) -> list[Neighbour]:
        """Nearest live memories in exactly this scope, by meaning when we can, else words."""
        pid = project_id if scope == "project" else None
        found: dict[int, Neighbour] = {}
        match = textmod.fts_query(text)
        if match is not None:
            # FTS alone first (a long text ORs many words; ranking every match joined with
            # the scope filter took ~40 ms at 100k memories), then the scope filter on the
            # few ids; the joined query only when too few of them are in this scope.
            # Context is not the belief: it does not make two memories alike (weight 0).
            ranked = store.fts_ranked(conn, match, limit=GATE_NEIGHBOURS * 8, context_weight=0.0)
            where = "m.status = 'live' AND m.scope = ? AND m.project_id IS ?"
            rows = []
            if ranked:
                marks = ",".join("?" * len(ranked))
                by_id = {
                    r[0]: r
                    for r in conn.execute(
                        f"SELECT m.id, m.text, m.valence FROM memories m "
                        f"WHERE m.id IN ({marks}) AND +{where}",
                        (*[mid for mid, _ in ranked], scope, pid),
                    )
                }
                rows = [by_id[mid] for mid, _ in ranked if mid in by_id][:GATE_NEIGHBOURS]
            if len(rows) < GATE_NEIGHBOURS and len(ranked) == GATE_NEIGHBOURS * 8:
                rows = conn.execute(
                    "SELECT m.id, m.text, m.valence FROM memories_fts JOIN memories m "
                    f"ON m.id = memories_fts.rowid WHERE memories_fts MATCH ? AND {where} "
                    "ORDER BY bm25(memories_fts, 1.0, 0.0) LIMIT ?",
                    (match, scope, pid, GATE_NEIGHBOURS),
                ).fetchall()
            for r in rows:
                found[r[0]] = Neighbour(r[0], r[1], textmod.jaccard(text, r[1]), r[2], "lexical")
        index = self._vector_index(conn) if vec is not None else None
        if index is not None and vec is not None:
            near = index.nearest(vec, project_id, GATE_NEIGHBOURS * 3)
            recs = store.get_memories(conn, [mid for mid, _ in near])
            for mid, cos in near:
                m = recs.get(mid)
                if m and m.status == "live" and m.scope == scope and m.project_id == pid:
                    found[mid] = Neighbour(mid, m.text, cos, m.valence, "semantic")
        return list(found.values())

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
        ids = self.add_many(
            [text],
            kind=kind,
            scope=scope,
            project=project,
            trust=trust,
            valence=valence,
            created_at=[created_at] if created_at is not None else None,
            embed=embed,
            contexts=[context],
        )
        return ids[0]

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
    ) -> list[int]:
        """Bulk `add`: one transaction, one embedding batch. `contexts`, when given, has one
        optional context per text (see `write`)."""
        _check_choice("kind", kind, KINDS)
        _check_choice("trust", trust, TRUSTS)
        _check_choice("valence", valence, VALENCES)
        scope = scope or default_scope(kind)
        _check_choice("scope", scope, SCOPES)
        project_id = self._project(project)
        if scope == "project" and project_id is None:
            raise InvalidInput("no project here; use scope='user'")
        cleaned = [_validated_text(t)[0] for t in texts]
        now = time.time()
        stamps = created_at or [now] * len(cleaned)
        if len(stamps) != len(cleaned):
            raise InvalidInput("created_at must have one time per text")
        ctxs = [_validated_context(c) for c in contexts] if contexts else [None] * len(cleaned)
        if len(ctxs) != len(cleaned):
            raise InvalidInput("contexts must have one entry per text")
        embedder = self._embedder() if embed else None
        vecs = embedder.embed(cleaned) if embedder is not None and cleaned else None
        ids: list[int] = []
        with self.connect() as conn, db.transaction(conn):
            for i, (t, ts) in enumerate(zip(cleaned, stamps)):
                eid = store.insert_episode(
                    conn, text=t, actor="user", source="import", now=ts, project_id=project_id
                )
                mid = store.insert_memory(
                    conn,
                    text=t,
                    kind=kind,
                    valence=valence,
                    scope=scope,
                    project_id=project_id,
                    trust=trust,
                    confidence=lifecycle.confidence(trust, 0, 0),
                    now=ts,
                    consolidated=True,
                    context=ctxs[i],
                )
                store.link_sources(conn, mid, [eid] if eid else [])
                if vecs is not None and embedder is not None:
                    from retain.vectors.embed import pack

                    store.upsert_embedding(
                        conn,
                        mid,
                        embedder.name,
                        pack(vecs[i]),
                        embedder.dim,
                        textmod.content_hash(t),
                    )
                ids.append(mid)
        return ids

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

        now = time.time() if now is None else now
        if not isinstance(query, str) or not query.strip():
            raise InvalidInput("query must be a non-empty string")
        if len(query) > config.MAX_TEXT_CHARS:
            raise InvalidInput(f"query is longer than {config.MAX_TEXT_CHARS} characters")
        if not 1 <= k <= MAX_K:
            raise InvalidInput(f"k must be between 1 and {MAX_K}")
        if kind is not None:
            _check_choice("kind", kind, KINDS)
        if valence is not None:
            _check_choice("valence", valence, VALENCES)
        q = Query(query, self._project(project), k=k, at=at, kind=kind, valence=valence)
        embedder = self._embedder()
        with self.connect() as conn:
            index = self._vector_index(conn) if embedder is not None else None
            qvec = embedder.embed([query])[0] if embedder is not None else None
            hits = search(conn, q, now=now, index=index, query_vec=qvec)
            if record_use and hits and at is None:
                try:
                    with db.transaction(conn):
                        store.mark_used(conn, [h.memory.id for h in hits], now)
                except sqlite3.OperationalError:
                    pass  # bookkeeping only: a full disk or read-only file must not hide answers
        return hits

    def _vector_index(self, conn: sqlite3.Connection) -> VectorIndex | None:
        embedder = self._embedder()
        if embedder is None:
            return None
        from retain.retrieve import VectorIndex

        if self._index is None or self._index.model != embedder.name:
            self._index = VectorIndex(embedder.name, embedder.dim)
        self._index.refresh(conn)
        return self._index

    def get(self, memory_id: int) -> MemoryRecord:
        with self.connect() as conn:
            return store.get_memory(conn, _check_id(memory_id))

    def explain(self, memory_id: int) -> Explanation:
        """The belief, where it came from, what it replaced and what replaced it."""
        with self.connect() as conn:
            m = store.get_memory(conn, _check_id(memory_id))
            successors: list[MemoryRecord] = []
            cur, seen = m, {m.id}
            while cur.superseded_by is not None and cur.superseded_by not in seen:
                cur = store.get_memory(conn, cur.superseded_by)
                seen.add(cur.id)
                successors.append(cur)
            predecessors: list[MemoryRecord] = []
            frontier = [m.id]
            merged: list[MemoryRecord] = []
            while frontier:
                mid = frontier.pop()
                rows = conn.execute(
                    f"SELECT {store.MEMORY_COLUMNS} FROM memories WHERE superseded_by = ? "
                    "ORDER BY valid_to DESC",
                    (mid,),
                ).fetchall()
                for r in rows:
                    rec = store.to_memory(r)
                    if rec.id in seen:
                        continue
                    seen.add(rec.id)
                    (merged if rec.status == "merged" else predecessors).append(rec)
                    if rec.status != "merged":
                        frontier.append(rec.id)
            return Explanation(
                memory=m,
                episodes=tuple(store.episodes_of(conn, m.id)),
                predecessors=tuple(predecessors),
                successors=tuple(successors),
                merged_from=tuple(merged),
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
        stores the note as a failure lesson."""
        now = time.time() if now is None else now
        _check_choice("outcome", outcome, OUTCOMES)
        memory_id = _check_id(memory_id)
        _check_session(session_id)
        clean_note = _validated_text(note)[0] if note is not None else None
        with self.connect() as conn, db.transaction(conn):
            m = store.get_memory(conn, memory_id)
            s = m.n_success + (outcome == "ok")
            f = m.n_failure + (outcome == "fail")
            eid = store.insert_episode(
                conn,
                text=clean_note or f"outcome {outcome} for [{m.id}]: {m.text[:200]}",
                actor="agent",
                source="tool",
                now=now,
                session_id=session_id,
                project_id=m.project_id,
                outcome=outcome,
            )
            fields: dict[str, Any] = dict(
                n_success=s,
                n_failure=f,
                confidence=lifecycle.confidence(m.trust, s, f),
                strength=1.0,
                last_used_at=now,
            )
            if m.status == "archived":
                fields.update(status="live", retired_reason=None, retired_at=None)
            store.update_memory(conn, m.id, now, **fields)
            store.link_sources(conn, m.id, [eid] if eid else [])
            updated = store.get_memory(conn, m.id)
        lesson = None
        if outcome == "fail" and clean_note:
            lesson = self.write(
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
        now = time.time() if now is None else now
        reason_text = _validated_text(reason, field="reason", limit=500)[0]
        with self.connect() as conn, db.transaction(conn):
            m = store.get_memory(conn, _check_id(memory_id))
            if m.status != "live":
                raise InvalidInput(f"memory [{m.id}] is already {m.status}: {m.retired_reason}")
            store.update_memory(
                conn,
                m.id,
                now,
                status="archived",
                retired_reason=f"forgotten: {reason_text}",
                retired_at=now,
            )
            return store.get_memory(conn, m.id)

    def revive(self, memory_id: int, *, now: float | None = None) -> MemoryRecord:
        now = time.time() if now is None else now
        with self.connect() as conn, db.transaction(conn):
            m = store.get_memory(conn, _check_id(memory_id))
            if m.status != "archived":
                raise InvalidInput(f"memory [{m.id}] is {m.status}; only archived memories revive")
            store.update_memory(
                conn,
                m.id,
                now,
                status="live",
                retired_reason=None,
                retired_at=None,
                strength=1.0,
                last_used_at=now,
            )
            return store.get_memory(conn, m.id)

    def pin(self, memory_id: int, pinned: bool = True, *, now: float | None = None) -> MemoryRecord:
        now = time.time() if now is None else now
        with self.connect() as conn, db.transaction(conn):
            m = store.get_memory(conn, _check_id(memory_id))
            store.update_memory(conn, m.id, now, pinned=int(pinned))
            return store.get_memory(conn, m.id)

    def backfill(self, limit: int | None = None) -> int:
        """Embed memories whose vector is missing or stale. Returns how many were embedded."""
        embedder = self._embedder()
        if embedder is None:
            return 0
        from retain.vectors.embed import pack

        done = 0
        while limit is None or done < limit:
            batch = BACKFILL_BATCH if limit is None else min(BACKFILL_BATCH, limit - done)
            with self.connect() as conn:
                rows = store.missing_embeddings(conn, embedder.name, batch)
            if not rows:
                break
            vecs = embedder.embed([r[1] for r in rows])
            with self.connect() as conn, db.transaction(conn):
                for (mid, _text, h), v in zip(rows, vecs):
                    store.upsert_embedding(conn, mid, embedder.name, pack(v), embedder.dim, h)
            done += len(rows)
        if done and self._index is not None:
            self._index.mark_stale()  # older ids got vectors: the warm index must look back
        return done

    def status(self) -> dict[str, Any]:
        from retain.status import collect

        return collect(self)


def _as_slot(embedder: object) -> EmbedderSlot | None:
    if embedder is None:
        return None
    from retain.vectors.embed import EmbedderSlot

    if isinstance(embedder, EmbedderSlot):
        return embedder
    return EmbedderSlot.of(embedder)  # type: ignore[arg-type]


def _validated_text(
    text: object, *, field: str = "text", limit: int = config.MAX_TEXT_CHARS
) -> tuple[str, int]:
    if not isinstance(text, str):
        raise InvalidInput(f"{field} must be a string")
    clean = text.replace("\x00", "").strip()
    if not clean:
        raise InvalidInput(f"{field} is empty; nothing was stored")
    if not _encodable(clean):
        raise InvalidInput(
            f"{field} is not valid Unicode (a lone surrogate, e.g. from undecodable bytes); "
            "nothing was stored"
        )
    if len(clean) > limit:
        raise InvalidInput(
            f"{field} is {len(clean)} characters; the limit is {limit}. Store the lesson, "
            "not the document: summarise it in a few sentences"
        )
    return redact(clean)


def _validated_context(context: object) -> str | None:
    """An optional context: redacted like the text, None when absent or blank."""
    if context is None or (isinstance(context, str) and not context.strip()):
        return None
    return _validated_text(context, field="context")[0]


def _check_choice(name: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise InvalidInput(f"{name} must be one of {', '.join(allowed)}; got {value!r}")


def _check_id(memory_id: object) -> int:
    if isinstance(memory_id, bool) or not isinstance(memory_id, int):
        raise InvalidInput(f"memory id must be a whole number, got {memory_id!r}")
    if not 1 <= memory_id <= MAX_ID:  # SQLite cannot even bind ids past 2**63 - 1
        raise NotFound(f"no memory with id {memory_id}")
    return memory_id


def _encodable(text: str) -> bool:
    """False for lone surrogates, which SQLite cannot store as UTF-8 (the CLI gets them
    from undecodable bytes in argv)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _check_session(session_id: object) -> None:
    if session_id is not None and (not isinstance(session_id, str) or not _encodable(session_id)):
        raise InvalidInput("session_id must be a string of valid Unicode")
