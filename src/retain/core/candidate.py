"""`Candidate`: a memory as the SessionStart block ranks and shows it.

Only the fields the block reads (its line, its tier and `lifecycle.quality`). A plain
class with slots, not a dataclass: the SessionStart hook builds up to 200 of these per
run, and `import dataclasses` plus generating a 27-field MemoryRecord costs more than
the block's own work. Stdlib only, no imports.
"""

from __future__ import annotations

# The columns a Candidate is read from, in order (the store selects exactly these).
FIELDS = (
    "id",
    "text",
    "kind",
    "valence",
    "pinned",
    "trust",
    "consolidated",
    "confidence",
    "n_success",
    "n_failure",
    "strength",
    "last_used_at",
    "created_at",
    "updated_at",
    "stale_at",
    "stale_reason",
    "scope",
)


class Candidate:
    """One memory the block may show. Read-only by convention; built by the store."""

    __slots__ = FIELDS

    id: int
    text: str
    kind: str
    valence: str
    pinned: bool
    trust: str
    consolidated: bool
    confidence: float
    n_success: int
    n_failure: int
    strength: float
    last_used_at: float | None
    created_at: float
    updated_at: float
    stale_at: float | None  # possibly stale since (retain.anchors.staleness); shown beside its line
    stale_reason: str | None
    scope: str  # "project" or "user": the block puts the project's standing rules first

    def __init__(self, row: tuple[object, ...]) -> None:
        """From a row holding FIELDS in order (pinned and consolidated as 0/1)."""
        (
            self.id,
            self.text,
            self.kind,
            self.valence,
            pinned,
            self.trust,
            consolidated,
            self.confidence,
            self.n_success,
            self.n_failure,
            self.strength,
            self.last_used_at,
            self.created_at,
            self.updated_at,
            self.stale_at,
            self.stale_reason,
            self.scope,
        ) = row  # type: ignore[assignment]  # the store selects FIELDS, in this order
        self.pinned = bool(pinned)
        self.consolidated = bool(consolidated)

    def __repr__(self) -> str:
        return f"Candidate(id={self.id}, kind={self.kind!r}, text={self.text[:40]!r})"


class Tie(tuple[Candidate, str, str, str]):
    """A memory tied to a tool call, and how: every tool-time match has this one shape.

    `kind`: the key kind that tied it (`file`, `dir`, `cmd`, `code`, ...; retain.rank.tooltie)
    or `names` for one tied by what the call writes or takes away (retain.rank.toolcontent,
    retain.rank.toolabout); `key`: that key, form or word; `target`: where the memory sends
    the work (a destination or a generated file's source), '' for none. A tuple still (the
    rankers unpack it), with names for what its places mean; no typing import (the hooks'
    path)."""

    __slots__ = ()

    def __new__(cls, memory: Candidate, kind: str, key: str, target: str = "") -> Tie:
        return tuple.__new__(cls, (memory, kind, key, target))

    @property
    def memory(self) -> Candidate:
        return self[0]

    @property
    def kind(self) -> str:
        return self[1]

    @property
    def key(self) -> str:
        return self[2]

    @property
    def target(self) -> str:
        return self[3]
