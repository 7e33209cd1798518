"""Embedding memories and saving their vectors: the one copy of "embed and save".

Imports numpy only through the embedder and `pack`, i.e. only when an embedder is used.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from retain import text as textmod

if TYPE_CHECKING:
    from retain.store.base import Store
    from retain.vectors.embed import Embedder

BATCH = 64  # memories embedded per batch (and per transaction) when back-filling


def save(store: Store, embedder: Embedder, memory_id: int, text: str, vec: Any = None) -> None:
    """Store the vector of `text` for this memory, embedding it unless `vec` is given.
    Inside the caller's transaction."""
    from retain.vectors.embed import pack

    if vec is None:
        vec = embedder.embed([text])[0]
    store.save_vector(memory_id, embedder.name, pack(vec), embedder.dim, textmod.content_hash(text))


def save_many(
    store: Store, embedder: Embedder, items: Sequence[tuple[int, str]], vecs: Any
) -> None:
    for (mid, text), v in zip(items, vecs):
        save(store, embedder, mid, text, v)


def backfill(store: Store, embedder: Embedder, limit: int | None = None) -> int:
    """Embed memories whose vector is missing, stale or another model's, oldest first,
    one short transaction per batch. Returns how many were embedded."""
    from retain.vectors.embed import pack

    done = 0
    while limit is None or done < limit:
        batch = BATCH if limit is None else min(BATCH, limit - done)
        rows = store.missing_vectors(embedder.name, batch)
        if not rows:
            break
        vecs = embedder.embed([r[1] for r in rows])
        with store.transaction():
            for (mid, _text, h), v in zip(rows, vecs):
                store.save_vector(mid, embedder.name, pack(v), embedder.dim, h)
        done += len(rows)
    return done
