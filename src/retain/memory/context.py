"""What the facade's operations work with: one `MemoryContext`, built once by `Memory`.

`Memory` is the public door; its operations (retain.memory.write, reads, belief_ops,
curate, anchored, status, team_outbox) are functions that take this context as their
first argument instead of the facade, so none of them reaches back into the facade's
private helpers (tests/test_memory_context.py checks it, and import-linter forbids the
operations to import the facade at all).

The context holds only what the operations read:
- `store`: every statement goes through it;
- `clock`: the time of a call that passes no `now` (`now()` checks a given one);
- `project_id`: the project a call that names none is about (`project()` resolves a
  named one), and `project_dir`: the checkout its anchors and branches are read from;
- `meaning`: the embedder, made and loaded when first needed, and the warm vector
  index built from it (the one piece of state the operations share, hence mutable).

Stdlib only: numpy and the embedder are imported when vectors are first needed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from retain import limits
from retain.scope import default_project_dir, resolve_project

if TYPE_CHECKING:
    from retain.store.base import Store
    from retain.vectors.embed import Embedder, EmbedderSlot
    from retain.vectors.finder import Finder, Vectors
    from retain.vectors.index import VectorIndex

Clock = Callable[[], float]

# Memory(embedder=...)'s default: the configured embedder, loaded when first needed.
DEFAULT_EMBEDDER: Final = "default"


class Meaning:
    """The embedder the operations use, and the warm vector index made from it.

    `embedder` is an Embedder, an EmbedderSlot (possibly still loading), None (words
    only) or DEFAULT_EMBEDDER: the configured one, whose slot is made on first need
    (making it imports numpy) and loaded in the calling thread. `wait`: a slot still
    loading is waited for (always so for the configured one) rather than skipped."""

    def __init__(self, embedder: object, *, wait: bool) -> None:
        self._default = embedder == DEFAULT_EMBEDDER
        self._slot = None if self._default else _as_slot(embedder)
        self._wait = wait or self._default
        self._vectors: Vectors | None = None

    @property
    def slot(self) -> EmbedderSlot | None:
        """The embedder's slot (the configured one made now, not loaded), or None."""
        if self._slot is None and self._default:
            from retain.vectors.embed import EmbedderSlot

            self._slot = EmbedderSlot()
        return self._slot

    def embedder(self) -> Embedder | None:
        """The embedder, loaded (or None: none configured, or a slot still loading that
        this context does not wait for)."""
        slot = self.slot
        if slot is None:
            return None
        return slot.load_now() if self._wait else slot.get()

    def vectors(self, store: Store) -> Vectors | None:
        """The warm vectors of the current embedder over `store`, made on first need and
        again when the embedder's model changed; not refreshed here (`index` does)."""
        embedder = self.embedder()
        if embedder is None:
            return None
        from retain.vectors.finder import Vectors

        if self._vectors is None or self._vectors.index.model != embedder.name:
            index = None
            if hasattr(store, "nearest_vectors"):  # a team store: pgvector once large
                from retain.vectors.server_index import SERVER_INDEX_FROM, ServerIndex

                held = store.count_vectors(embedder.name, upto=SERVER_INDEX_FROM)
                if held >= SERVER_INDEX_FROM:
                    index = ServerIndex(embedder.name, embedder.dim)
            self._vectors = Vectors(embedder.name, embedder.dim, embedder, index=index)
        return self._vectors

    def mark_stale(self) -> None:
        """Older memories got vectors (a backfill): the warm index must look back."""
        if self._vectors is not None:
            self._vectors.index.mark_stale()


@dataclass(frozen=True)
class MemoryContext:
    """The store, clock, project and embedder every operation of the facade takes."""

    store: Store
    clock: Clock
    project_id: str | None  # the project of a call that names none
    project_dir: str | None  # the checkout anchors and branches are read from, if known
    meaning: Meaning

    def now(self, now: float | None = None) -> float:
        """The time of a call: `now` when given (checked), else the clock's."""
        return self.clock() if now is None else limits.real("now", now, 0, limits.MAX_TIMESTAMP)

    def project(self, project: str | None) -> str | None:
        """The project id a call is about: this context's unless it names another."""
        return self.project_id if project is None else resolve_project(project)

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

    @property
    def location(self) -> str:
        """Where the store lives, for people (and the team outbox's key): the SQLite
        file, or the team store's URL without its password."""
        return str(getattr(self.store, "path", ":memory:"))

    def embedder(self) -> Embedder | None:
        return self.meaning.embedder()

    def vectors(self) -> Vectors | None:
        """The warm vectors behind `finder` and `vector_index`, as they are."""
        return self.meaning.vectors(self.store)

    def finder(self) -> Finder | None:
        """Nearest neighbours by meaning among the current embedder's vectors, or None."""
        return self.meaning.vectors(self.store)

    def vector_index(self) -> VectorIndex | None:
        """The warm in-memory index behind the finder, refreshed (search ranks with it)."""
        vectors = self.meaning.vectors(self.store)
        if vectors is None:
            return None
        vectors.index.refresh(self.store)
        return vectors.index


def checkout_of(project: str | None) -> str | None:
    """The checkout a `Memory(project=...)` reads anchors and branches from: the default
    project's directory, none for a project id, else the directory given."""
    if project is None:
        return default_project_dir()
    if project == "" or project.startswith(("git:", "path:")):
        return None
    return project


def _as_slot(embedder: object) -> EmbedderSlot | None:
    if embedder is None:
        return None
    from retain.vectors.embed import EmbedderSlot

    if isinstance(embedder, EmbedderSlot):
        return embedder
    return EmbedderSlot.of(embedder)  # type: ignore[arg-type]
