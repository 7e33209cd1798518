"""Stored vectors: save, find missing ones, and load them into an in-memory index.

A mixin of SqliteStore (retain.store.sqlite). Vectors travel as packed float32 bytes
(retain.vectors.embed.pack); this module never imports numpy.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Sequence

from retain.store import queries
from retain.store.base import VectorRow


class VectorOps:
    def _c(self) -> contextlib.AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError

    def save_vector(
        self, memory_id: int, model: str, vector: bytes, dim: int, content_hash: str
    ) -> None:
        with self._c() as conn:
            queries.upsert_embedding(conn, memory_id, model, vector, dim, content_hash)

    def missing_vectors(self, model: str, limit: int) -> list[tuple[int, str, str]]:
        """(id, text, content hash) of memories whose vector is absent, stale or another model's."""
        with self._c() as conn:
            return queries.missing_embeddings(conn, model, limit)

    def count_vectors(self, model: str, upto: int | None = None) -> int:
        with self._c() as conn:
            if upto is None:
                row = conn.execute("SELECT count(*) FROM embeddings WHERE model = ?", (model,))
            else:
                row = conn.execute(
                    "SELECT count(*) FROM (SELECT 1 FROM embeddings WHERE model = ? LIMIT ?)",
                    (model, max(0, upto)),
                )
            return int(row.fetchone()[0])

    def vector_hashes(self, model: str) -> list[tuple[int, str]]:
        """(memory id, content hash) of every vector of this model; no vector blobs are read
        (covered by the embeddings_model index)."""
        with self._c() as conn:
            return [
                (r[0], r[1])
                for r in conn.execute(
                    "SELECT memory_id, content_hash FROM embeddings WHERE model = ?", (model,)
                )
            ]

    def load_vectors(
        self, model: str, *, after_id: int | None = None, ids: Sequence[int] | None = None
    ) -> list[VectorRow]:
        """Vectors of this model with their memory's scope: those of memories after
        `after_id`, or of these `ids`, in id order."""
        if ids is not None:
            where, params = f"e.memory_id IN ({','.join('?' * len(ids))})", list(ids)
        else:
            where, params = "e.memory_id > ?", [after_id or 0]
        with self._c() as conn:
            rows = conn.execute(
                "SELECT e.memory_id, e.vector, e.dim, e.content_hash, m.scope, m.project_id "
                "FROM embeddings e JOIN memories m ON m.id = e.memory_id "
                f"WHERE {where} AND e.model = ? AND e.vector IS NOT NULL ORDER BY e.memory_id",
                (*params, model),
            ).fetchall()
        return [(r[0], r[1], r[2], r[3], r[4], r[5]) for r in rows]

    def vector_projects(self, model: str) -> list[tuple[int, str | None]]:
        """(memory id, project id) of every memory with a vector of this model, by id."""
        with self._c() as conn:
            return [
                (r[0], r[1])
                for r in conn.execute(
                    "SELECT e.memory_id, m.project_id FROM embeddings e JOIN memories m "
                    "ON m.id = e.memory_id WHERE e.model = ? AND e.vector IS NOT NULL "
                    "ORDER BY e.memory_id",
                    (model,),
                )
            ]

    def newest_vector_model(self) -> tuple[str, int] | None:
        """(model, dim) of the most recently stored vector, or None."""
        with self._c() as conn:
            row = conn.execute(
                "SELECT model, dim FROM embeddings WHERE vector IS NOT NULL "
                "ORDER BY rowid DESC LIMIT 1"
            ).fetchone()
        return None if row is None else (str(row[0]), int(row[1]))
