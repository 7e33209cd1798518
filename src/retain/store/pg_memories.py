"""PostgresStore's statements on episodes and memories, search candidates and delivery
keys (a mixin of retain.store.postgres.PostgresStore; the same operations and rules as
SqliteStore's). Rows another role may not see do not exist here: row-level security
filters every statement, so a guessed id is NotFound like a missing one."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from retain import text as textmod
from retain.errors import NotFound
from retain.models import EpisodeRecord, MemoryRecord
from retain.store import pg_text
from retain.store.pg_ops import COLUMNS, _Ops, to_memory


class MemoryOps(_Ops):
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
    ) -> int | None:
        with self._c() as conn:
            row = conn.execute(
                "INSERT INTO episodes (text, actor, session_id, project_id, outcome, source, "
                "kind, signal, created_at, content_hash, distilled_at, context) "
                "VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s) ON CONFLICT DO NOTHING RETURNING id",
                (
                    text,
                    actor,
                    session_id,
                    project_id,
                    outcome,
                    source,
                    kind,
                    signal,
                    now,
                    textmod.content_hash(text),
                    now if distilled else None,
                    context or None,
                ),
            ).fetchone()
        return None if row is None else int(row[0])

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
    ) -> int:

        with self._c() as conn:
            row = conn.execute(
                "INSERT INTO memories (text, index_text, context, context_index, kind, "
                "valence, scope, project_id, trust, confidence, support, strength, "
                "last_used_at, valid_from, pinned, expires_at, consolidated, content_hash, "
                "created_at, updated_at) VALUES "
                "(%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,%s,1.0,%s,%s,%s,%s,%s,%s,%s,%s) RETURNING id",
                (
                    text,
                    textmod.index_text(text),
                    context or None,
                    textmod.index_text(context) if context else "",
                    kind,
                    valence,
                    scope,
                    project_id if scope == "project" else None,
                    trust,
                    confidence,
                    support,
                    now,
                    valid_from if valid_from is not None else now,
                    int(pinned),
                    expires_at,
                    int(consolidated),
                    textmod.content_hash(text),
                    now,
                    now,
                ),
            ).fetchone()
        return int(row[0])

    def link_sources(self, memory_id: int, episode_ids: Sequence[int]) -> None:
        if not episode_ids:
            return
        with self._c() as conn, conn.cursor() as cur:
            cur.executemany(
                "INSERT INTO memory_sources (memory_id, episode_id) VALUES (%s, %s) "
                "ON CONFLICT DO NOTHING",
                [(memory_id, e) for e in episode_ids],
            )

    def get(self, memory_id: int) -> MemoryRecord:
        with self._c() as conn:
            row = conn.execute(
                f"SELECT {COLUMNS} FROM memories m WHERE m.id = %s", (memory_id,)
            ).fetchone()
        if row is None:  # missing, or another user's: the same answer
            raise NotFound(f"no memory with id {memory_id}; memory_search shows the ids that exist")
        return to_memory(row)

    def get_many(self, ids: Sequence[int]) -> dict[int, MemoryRecord]:
        if not ids:
            return {}
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories m WHERE m.id = ANY(%s)", (list(ids),)
            ).fetchall()
        return {r[0]: to_memory(r) for r in rows}

    def update(self, memory_id: int, now: float, **fields: Any) -> None:

        if "text" in fields:
            fields["index_text"] = textmod.index_text(fields["text"])
            fields["content_hash"] = textmod.content_hash(fields["text"])
        if "context" in fields:
            fields["context_index"] = textmod.index_text(fields["context"] or "")
        for flag in ("pinned", "consolidated"):
            if flag in fields:
                fields[flag] = int(fields[flag])
        fields["updated_at"] = now
        for k in fields:
            if not k.isidentifier():
                raise ValueError(f"not a column: {k!r}")
        sets = ", ".join(f"{k} = %s" for k in fields)
        with self._c() as conn:
            conn.execute(f"UPDATE memories SET {sets} WHERE id = %s", (*fields.values(), memory_id))

    def episodes_of(self, memory_id: int) -> list[EpisodeRecord]:
        with self._c() as conn:
            rows = conn.execute(
                "SELECT e.id, e.text, e.actor, e.session_id, e.project_id, e.outcome, "
                "e.source, e.created_at, e.distilled_at FROM episodes e "
                "JOIN memory_sources s ON s.episode_id = e.id WHERE s.memory_id = %s "
                "ORDER BY e.created_at, e.id",
                (memory_id,),
            ).fetchall()
        return [EpisodeRecord(*r) for r in rows]

    def episode_ids_of(self, memory_id: int) -> list[int]:
        with self._c() as conn:
            rows = conn.execute(
                "SELECT s.episode_id FROM memory_sources s JOIN episodes e "
                "ON e.id = s.episode_id WHERE s.memory_id = %s ORDER BY s.episode_id",
                (memory_id,),
            ).fetchall()
        return [int(r[0]) for r in rows]

    def replaced_by(self, memory_id: int) -> list[MemoryRecord]:
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories m WHERE m.superseded_by = %s "
                "ORDER BY m.valid_to DESC NULLS LAST",
                (memory_id,),
            ).fetchall()
        return [to_memory(r) for r in rows]

    def iter_memories(self, *, live_only: bool = False) -> Iterator[MemoryRecord]:
        where = "WHERE m.status = 'live'" if live_only else ""
        last = 0
        while True:  # keyset pages: no server cursor held open across the caller's work
            with self._c() as conn:
                joiner = "AND" if where else "WHERE"
                rows = conn.execute(
                    f"SELECT {COLUMNS} FROM memories m {where} {joiner} m.id > %s "
                    "ORDER BY m.id LIMIT 1000",
                    (last,),
                ).fetchall()
            if not rows:
                return
            for r in rows:
                yield to_memory(r)
            last = rows[-1][0]

    def mark_used(self, ids: Sequence[int], now: float) -> None:
        if not ids:
            return
        with self._c() as conn:
            conn.execute(
                "UPDATE memories SET n_used = n_used + 1, strength = 1.0, last_used_at = %s, "
                "updated_at = %s WHERE id = ANY(%s)",
                (now, now, list(ids)),
            )

    # -- search candidates ---------------------------------------------------------------
    def lexical_ranked(
        self, text: str, *, limit: int, context_weight: float
    ) -> list[tuple[int, float]]:
        with self._c() as conn:
            return pg_text.ranked(conn, text, limit=limit, context_weight=context_weight)

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
    ) -> list[tuple[int, float]]:
        where, params = filters(project_id, at, kind, valence)
        with self._c() as conn:
            return pg_text.ranked(
                conn, text, limit=limit, context_weight=context_weight, where=(where, params)
            )

    def lexical_in_scope(
        self, text: str, *, scope: str, project_id: str | None, limit: int
    ) -> list[tuple[int, str, str]]:
        where = "m.status = 'live' AND m.scope = %s AND m.project_id IS NOT DISTINCT FROM %s"
        with self._c() as conn:
            ranked = pg_text.ranked(
                conn,
                text,
                limit=limit,
                context_weight=0.0,
                where=(where, [scope, project_id]),
                text_only=True,
            )
            if not ranked:
                return []
            rows = conn.execute(
                "SELECT id, text, valence FROM memories WHERE id = ANY(%s)",
                ([mid for mid, _ in ranked],),
            ).fetchall()
        by_id = {r[0]: r for r in rows}
        return [(mid, by_id[mid][1], by_id[mid][2]) for mid, _ in ranked if mid in by_id]

    def visible(
        self,
        ids: Sequence[int],
        *,
        project_id: str | None,
        at: float | None,
        kind: str | None = None,
        valence: str | None = None,
    ) -> dict[int, MemoryRecord]:
        if not ids:
            return {}
        where, params = filters(project_id, at, kind, valence)
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories m WHERE m.id = ANY(%s) AND {where}",
                (list(ids), *params),
            ).fetchall()
        return {r[0]: to_memory(r) for r in rows}

    def created_between(
        self, start: float, end: float, *, project_id: str | None, at: float | None, limit: int
    ) -> list[int]:
        where, params = filters(project_id, at)
        with self._c() as conn:
            rows = conn.execute(
                f"SELECT m.id FROM memories m WHERE m.created_at >= %s AND m.created_at < %s "
                f"AND {where} ORDER BY m.created_at DESC LIMIT %s",
                (start, end, *params, limit),
            ).fetchall()
        return [int(r[0]) for r in rows]

    # -- offline delivery ----------------------------------------------------------------
    def claim_delivery(self, key: str, now: float) -> bool:
        """Claim an idempotency key; False if it was delivered before. Call inside the
        transaction that performs the delivery, so the claim and the write commit together
        (a second deliverer waits on the key's lock, then sees it taken)."""
        with self._c() as conn:
            row = conn.execute(
                "INSERT INTO deliveries (key, delivered_at) VALUES (%s, %s) "
                "ON CONFLICT (key) DO NOTHING RETURNING key",
                (key, now),
            ).fetchone()
        return row is not None

    def record_delivery(self, key: str, result: str) -> None:
        with self._c() as conn:
            conn.execute("UPDATE deliveries SET result = %s WHERE key = %s", (result, key))

    def delivery(self, key: str) -> str | None:
        """What delivering `key` produced, None if it was never delivered."""
        with self._c() as conn:
            row = conn.execute("SELECT result FROM deliveries WHERE key = %s", (key,)).fetchone()
        return None if row is None else str(row[0] or "")


def filters(
    project_id: str | None, at: float | None, kind: str | None = None, valence: str | None = None
) -> tuple[str, list[Any]]:
    """Scope, time, kind and valence as a WHERE clause on alias m (the same rules as
    retain.store.queries.filters)."""
    params: list[Any]
    if project_id is None:
        parts, params = ["m.scope = 'user'"], []
    else:
        parts, params = ["(m.scope = 'user' OR m.project_id = %s)"], [project_id]
    if at is None:
        parts.append("m.status = 'live'")
    else:
        parts.append(
            "m.valid_from <= %s AND (m.valid_to IS NULL OR m.valid_to > %s) "
            "AND (m.retired_at IS NULL OR m.retired_at > %s)"
        )
        params += [at, at, at]
    if kind is not None:
        parts.append("m.kind = %s")
        params.append(kind)
    if valence is not None:
        parts.append("m.valence = %s")
        params.append(valence)
    return " AND ".join(parts), params
