"""PostgresStore's word-match search candidates (tsvector, retain.store.pg_text) and
delivery keys (a mixin of retain.store.postgres.PostgresStore; the same operations and
rules as retain.store.sqlite_search's FTS5 ones). Episode and memory rows, and the
filters on the ids found here, are retain.store.memory_ops', shared with SqliteStore.
Rows another role may not see do not exist here: row-level security filters every
statement."""

from __future__ import annotations

from collections.abc import Sequence

from retain.store import pg_text, queries
from retain.store.statements import Statements


class SearchOps(Statements):
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
        with self._c() as conn:
            return pg_text.ranked(
                conn, text, limit=limit, context_weight=context_weight, newest=newest, keep=keep
            )

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
    ) -> list[tuple[int, float]]:
        where, params = queries.filters(project_id, at, kind, valence, branches)
        with self._c() as conn:
            return pg_text.ranked(
                conn,
                text,
                limit=limit,
                context_weight=context_weight,
                where=(self.dialect.q(where), params),
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
