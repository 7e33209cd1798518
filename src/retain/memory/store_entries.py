"""The facade's entries for the whole store: every memory and its observations as the
Markdown export, the import and the viewer read them, a person's edit, a JSON Lines
export put back, the sessions recently shown, and a team store's queued writes.

`Memory` takes these methods from `StoreEntries` as it takes the edges' from
retain.memory.edges (the facade in three files, each under the house's module size);
they hand the facade's MemoryContext to retain.memory.curate and
retain.memory.team_outbox like every other method.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from retain.memory import curate

if TYPE_CHECKING:
    from retain.memory.context import MemoryContext
    from retain.models import (
        EpisodeRecord,
        MemoryRecord,
        RestoreResult,
        SessionInjections,
        WriteResult,
    )
    from retain.store.outbox_file import Outbox


class StoreEntries:
    """Part of `Memory` (retain.memory.facade): see the module."""

    context: MemoryContext

    def memories(
        self,
        *,
        scope: str | None = None,
        project_id: str | None = None,
        kind: str | None = None,
        status: str | None = None,
        limit: int | None = None,
    ) -> list[MemoryRecord]:
        """Every memory (any status, any project unless filtered), oldest first."""
        return curate.memories(
            self.context, scope=scope, project_id=project_id, kind=kind, status=status, limit=limit
        )

    def evidence(self, memory_ids: Iterable[int]) -> dict[int, list[EpisodeRecord]]:
        """The observations of many memories at once, oldest first."""
        return curate.evidence(self.context, memory_ids)

    def find_same_text(
        self, text: str, *, scope: str, project: str | None = None
    ) -> MemoryRecord | None:
        """The memory (any status) in exactly this scope with this very text, or None."""
        return curate.find_same_text(self.context, text, scope=scope, project=project)

    def edit(
        self,
        memory_id: int,
        text: str,
        *,
        verdict: str = "refinement",
        source: str = "import",
        now: float | None = None,
    ) -> WriteResult:
        """A person's correction: a new belief that closes the old one, history kept."""
        return curate.edit(self.context, memory_id, text, verdict=verdict, source=source, now=now)

    def restore(
        self,
        records: Iterable[Mapping[str, Any]],
        *,
        keep_to: str | None = None,
        source: str | None = None,
    ) -> RestoreResult:
        """Put a JSON Lines export back, state and history kept, in one transaction
        (`keep_to`: into that project only; `source`: the file, named in each memory's
        `import` history row; retain.memory.curate.restore)."""
        return curate.restore(self.context, records, keep_to=keep_to, source=source)

    def recent_sessions(self, limit: int = 20) -> list[SessionInjections]:
        """What the `limit` most recent sessions were shown and reported using."""
        return curate.recent_sessions(self.context, limit)

    def flush_outbox(self, outbox: Outbox | None = None) -> dict[str, int]:
        """A team store: deliver the writes queued in the local outbox, oldest first
        (retain.memory.team_outbox.flush); stops at the first unreachable server."""
        from retain.memory.team_outbox import flush

        return flush(self.context, outbox)
