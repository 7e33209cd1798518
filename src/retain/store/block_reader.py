"""What the SessionStart block asks of a store (part of the storage seam, retain.store.base):
candidates for the block, its anchors' probes, what a session was shown and what shown
memories were used. All the SessionStart hook opens (SQLite: retain.store.sqlite_block).

Stdlib only.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import Protocol

from retain.core.candidate import Candidate

# (memory id, anchor kind, relative path to stat, `seen` as JSON text: "[size,mtime_ns]",
# "null", "true"/"false" for a folder; None when never recorded) of one anchor (m007)
AnchorProbe = tuple[int, str, str, "str | None"]


class InjectionLog(Protocol):
    """Where what a session was shown is recorded (retain.rank.block.record_shown)."""

    def transaction(self) -> AbstractContextManager[None]: ...
    def record_injections(
        self, session_id: str, ids: Sequence[int], now: float, source: str | None
    ) -> int: ...


class BlockReader(InjectionLog, Protocol):
    """What the SessionStart block needs of a store: all the hook opens
    (SQLite: retain.store.sqlite_block.BlockStore)."""

    def session(self) -> AbstractContextManager[None]: ...
    def best_effort(self, exc: BaseException) -> bool: ...
    def block_candidates(
        self,
        project_id: str | None,
        *,
        now: float,
        kinds: Sequence[str],
        limit: int,
        branches: Sequence[str] = (),
    ) -> list[Candidate]: ...

    def anchor_probes(self, ids: Sequence[int]) -> list[AnchorProbe]:
        """The anchors of these memories as SessionStart stats them (retain.anchors.probe):
        one row per anchor, [] for memories without any. The path is the anchor's own for
        a file or folder, the defining file of a symbol, the Makefile/package.json of a
        command ('' if unknown); `seen` is what the last full check stored."""
        ...

    def was_injected(self, session_id: str) -> bool: ...
    def injected_ids(self, session_id: str) -> list[int]: ...
    def usage_counts(self, ids: Sequence[int]) -> dict[int, tuple[int, int]]:
        """(sessions that used it, unused showings since its last use) of decided ids."""
        ...
