"""Which beliefs resemble a text: the similarity lookups of the sleep pass.

Lexical (token Jaccard over FTS5 candidates) unless vectors are at hand: an embedder
passed in, or stored vectors of the live model. numpy is imported only in that case,
so the usual detached pass stays on the standard library.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import config, gate, store
from . import text as textmod
from .models import MemoryRecord

if TYPE_CHECKING:
    import numpy as np

    from .embed import Embedder
    from .retrieve import VectorIndex

NEIGHBOURS = 8  # nearest memories compared per observation or belief

# Archived by the sleep pass itself (not by a person): new evidence may bring these back.
REVIVABLE = (
    "(m.status = 'live' OR (m.status = 'archived' AND "
    "(m.retired_reason LIKE 'decayed:%' OR m.retired_reason LIKE 'pruned:%')))"
)
COLUMNS = ", ".join("m." + c.strip() for c in store.MEMORY_COLUMNS.split(","))


class Vectors:
    """Vectors of one model: stored ones for memories, fresh ones for new texts when an
    embedder is at hand. Only constructed when vectors exist, so numpy stays optional."""

    def __init__(self, model: str, dim: int, embedder: Embedder | None) -> None:
        from .retrieve import VectorIndex

        self.embedder = embedder
        self.index: VectorIndex = VectorIndex(model, dim)

    def of_text(self, text: str) -> np.ndarray | None:
        return None if self.embedder is None else self.embedder.embed([text])[0]

    def of_memory(self, conn: sqlite3.Connection, memory_id: int) -> np.ndarray | None:
        self.index.refresh(conn)
        return self.index.vector(memory_id)

    def nearest(
        self, conn: sqlite3.Connection, vec: np.ndarray, project_id: str | None
    ) -> list[tuple[int, float]]:
        self.index.refresh(conn)
        return self.index.nearest(vec, project_id, NEIGHBOURS * 3)

    def save(self, conn: sqlite3.Connection, memory_id: int, text: str) -> None:
        """Give a new belief its vector now, so search and later passes can use it."""
        if self.embedder is None:
            return
        from .embed import pack

        vec = self.embedder.embed([text])[0]
        store.upsert_embedding(
            conn,
            memory_id,
            self.embedder.name,
            pack(vec),
            self.embedder.dim,
            textmod.content_hash(text),
        )


def open_vectors(conn: sqlite3.Connection, embedder: Embedder | None) -> Vectors | None:
    """Vectors for this pass: the embedder's model, else the model of the newest stored
    vector (unless RETAIN_EMBEDDER=none), else None for the lexical path."""
    if embedder is not None:
        return Vectors(embedder.name, embedder.dim, embedder)
    try:
        if config.embedder_name() == "none":
            return None
    except Exception:
        return None
    row = conn.execute(
        "SELECT model, dim FROM embeddings WHERE vector IS NOT NULL ORDER BY rowid DESC LIMIT 1"
    ).fetchone()
    return None if row is None else Vectors(str(row[0]), int(row[1]), None)


@dataclass(frozen=True)
class Near:
    memory: MemoryRecord
    lexical: float
    semantic: float | None

    def reach(self, cut: dict[str, float]) -> float:
        """How far past the cut-off this pair is (>= 1 means it passes), best measure wins."""
        lex = self.lexical / cut["lexical"]
        sem = 0.0 if self.semantic is None else self.semantic / cut["semantic"]
        return max(lex, sem)


def neighbours(
    conn: sqlite3.Connection,
    text: str,
    vec: np.ndarray | None,
    *,
    scope: str,
    project_id: str | None,
    vectors: Vectors | None,
    exclude: int | None = None,
) -> list[Near]:
    """Live (or revivable) memories in exactly this scope that resemble `text`."""
    pid = project_id if scope == "project" else None
    where = f"m.scope = ? AND m.project_id IS ? AND {REVIVABLE}"
    found: dict[int, MemoryRecord] = {}
    match = textmod.fts_query(text)
    if match is not None:
        rows = conn.execute(
            f"SELECT {COLUMNS} FROM memories_fts JOIN memories m ON m.id = memories_fts.rowid "
            f"WHERE memories_fts MATCH ? AND {where} ORDER BY bm25(memories_fts), m.id LIMIT ?",
            (match, scope, pid, NEIGHBOURS),
        ).fetchall()
        found.update((r["id"], store.to_memory(r)) for r in rows)
    cosines: dict[int, float] = {}
    if vectors is not None and vec is not None:
        cosines = dict(vectors.nearest(conn, vec, pid))
        extra = [i for i in cosines if i not in found]
        if extra:
            marks = ",".join("?" * len(extra))
            rows = conn.execute(
                f"SELECT {COLUMNS} FROM memories m WHERE m.id IN ({marks}) AND {where}",
                (*extra, scope, pid),
            ).fetchall()
            found.update((r["id"], store.to_memory(r)) for r in rows)
        for mid in found:
            if mid not in cosines:
                v = vectors.index.vector(mid)
                if v is not None:
                    cosines[mid] = float(v @ vec)
    if exclude is not None:
        found.pop(exclude, None)
    return [
        Near(m, textmod.jaccard(text, m.text), cosines.get(mid)) for mid, m in sorted(found.items())
    ]


def near_one(text: str, vec: np.ndarray | None, m: MemoryRecord, vectors: Vectors | None) -> Near:
    cos = None
    if vectors is not None and vec is not None:
        v = vectors.index.vector(m.id)
        cos = None if v is None else float(v @ vec)
    return Near(m, textmod.jaccard(text, m.text), cos)


def agrees(text: str, valence: str, other_text: str, other_valence: str) -> bool:
    """Could these be the same belief? Same outcome, same polarity, no one-sided change
    cue, and the same numbers and versions: "port 8080" never backs "port 9090"."""
    return (
        valence == other_valence
        and gate.same_polarity(text, other_text)
        and gate.announces_change(text) == gate.announces_change(other_text)
        and _figures(text) == _figures(other_text)
    )


def _figures(text: str) -> set[str]:
    return {t for t in textmod.tokens(text) if any(ch.isdigit() for ch in t)}


def best(
    near: Sequence[Near], cut: dict[str, float], ok: Callable[[Near], bool] | None = None
) -> Near | None:
    """The closest neighbour past the cut-off (ties: lower id), optionally filtered."""
    passing = [n for n in near if n.reach(cut) >= 1.0 and (ok is None or ok(n))]
    return max(passing, key=lambda n: (n.reach(cut), -n.memory.id), default=None)
