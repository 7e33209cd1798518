"""Value types shared by every layer: enumerations and frozen result records."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

Kind = Literal[
    "fact",
    "decision",
    "preference",
    "constraint",
    "procedure",
    "bugfix",
    "lesson",
    "architecture",
    "note",
]
Valence = Literal["fact", "failure"]
Scope = Literal["user", "project"]
Trust = Literal["user", "agent", "inferred"]
Outcome = Literal["ok", "fail"]
Verdict = Literal["novel", "refinement", "redundant", "contradiction"]
Actor = Literal["user", "agent", "tool", "transcript"]
Source = Literal["tool", "cli", "transcript", "import", "hook"]
Status = Literal["live", "superseded", "archived", "merged"]

KINDS: tuple[str, ...] = get_args(Kind)
VALENCES: tuple[str, ...] = get_args(Valence)
SCOPES: tuple[str, ...] = get_args(Scope)
TRUSTS: tuple[str, ...] = get_args(Trust)
OUTCOMES: tuple[str, ...] = get_args(Outcome)
VERDICTS: tuple[str, ...] = get_args(Verdict)
ACTORS: tuple[str, ...] = get_args(Actor)
SOURCES: tuple[str, ...] = get_args(Source)
STATUSES: tuple[str, ...] = get_args(Status)

# Kinds that describe the person, not the code: they follow the user everywhere.
USER_SCOPED_KINDS = frozenset({"preference", "constraint", "procedure"})


def default_scope(kind: str) -> Scope:
    """Preferences, constraints and procedures follow the user; the rest stay in the project."""
    return "user" if kind in USER_SCOPED_KINDS else "project"


def inferred_scope(kind: str, project_id: str | None) -> Scope:
    """Scope for a belief the sleep pass inferred from a transcript.

    Only preferences follow the user: a captured "never commit package-lock.json" or
    "always run the migrations first" is usually a rule of the project it was said in,
    and a guess should not leak into every other project.
    """
    if kind == "preference" or project_id is None:
        return "user"
    return "project"


@dataclass(frozen=True)
class MemoryRecord:
    id: int
    text: str
    kind: str
    valence: str
    scope: str
    project_id: str | None
    trust: str
    confidence: float
    support: int
    n_success: int
    n_failure: int
    n_used: int
    n_injected: int
    strength: float
    last_used_at: float | None
    valid_from: float
    valid_to: float | None
    superseded_by: int | None
    status: str
    retired_reason: str | None
    retired_at: float | None
    pinned: bool
    expires_at: float | None
    consolidated: bool
    created_at: float
    updated_at: float
    retired_kind: str | None = None  # superseded, merged, forgotten, expired, decayed, pruned
    # Outcomes the sleep pass inferred from test and build runs, kept apart from the
    # explicit n_success / n_failure (m006); confidence counts them at a fraction.
    n_inferred_success: int = 0
    n_inferred_failure: int = 0
    stale_at: float | None = None  # possibly stale since: what it names in the code moved on
    stale_reason: str | None = None
    # The branch this belief is true on (None: every branch), and the branch it was
    # confined to when written, kept after a merge lifts it (retain.memory.branch_scope).
    branch: str | None = None
    written_branch: str | None = None


@dataclass(frozen=True)
class Hit:
    """One search result, with the reason it ranked where it did."""

    memory: MemoryRecord
    score: float
    reason: str
    weak: bool = False  # found by meaning alone below the usual bar, when nothing else was


@dataclass(frozen=True)
class WriteResult:
    """What a write actually did; `stored` is False only when nothing new was kept."""

    verdict: str
    stored: bool
    memory_id: int
    episode_id: int
    related_id: int | None = None
    redactions: int = 0
    message: str = ""
    # Beliefs this write may update (weaker evidence than a contradiction: both stay
    # live until the agent confirms with verdict/target or the sleep pass settles it).
    may_update: tuple[int, ...] = ()
    # Beliefs that already said what this write says is now true.
    confirms: tuple[int, ...] = ()


@dataclass(frozen=True)
class EpisodeRecord:
    id: int
    text: str
    actor: str
    session_id: str | None
    project_id: str | None
    outcome: str | None
    source: str
    created_at: float
    distilled_at: float | None


@dataclass(frozen=True)
class Explanation:
    memory: MemoryRecord
    episodes: tuple[EpisodeRecord, ...]
    predecessors: tuple[MemoryRecord, ...]  # beliefs this one replaced, newest first
    successors: tuple[MemoryRecord, ...]  # beliefs that replaced this one, in order
    merged_from: tuple[MemoryRecord, ...] = field(default=())
    links: tuple[Link, ...] = field(default=())
    # explicit and inferred, oldest first: its own and (their memory_id says so) those of
    # the memories merged into it, whose counts it took
    # (retain.memory.outcome_rows.merged_outcomes)
    outcomes: tuple[OutcomeRecord, ...] = field(default=())
    anchors: tuple[AnchorRecord, ...] = field(default=())  # what it names in its project
    history: tuple[HistoryEntry, ...] = field(default=())  # its changes in place, oldest first


@dataclass(frozen=True)
class HistoryEntry:
    """One change retain made to a memory in place (retain.store.sqlite_history; on the
    team store retain.store.pg_guard): who (an edge, or the team store's login role),
    a label (pin, retire, restore, outcome, merge, use, scrub...), `changes` as
    {column: [old, new]} (a scrub's: {"redacted": [columns]}), and the store's time."""

    id: int
    memory_id: int
    actor: str
    op: str
    changes: dict[str, Any]
    at: float | None


@dataclass(frozen=True)
class OutcomeRecord:
    """One outcome credited to a memory: reported (memory_outcome, the CLI) or inferred by
    the sleep pass from a session's test and build runs (`command`, `detail`)."""

    id: int
    memory_id: int
    outcome: str
    inferred: bool
    source: str  # tool | cli | transcript
    session_id: str | None
    command: str | None
    detail: str | None
    at: float
    undone_at: float | None = None


@dataclass(frozen=True)
class AnchorRecord:
    """Something a memory names in its project (retain.anchors.refs) and its fingerprint."""

    kind: str  # file | dir | command | symbol
    value: str  # relative path, "make:check" / "npm:test", or a symbol's name
    fingerprint: str
    detail: str = "{}"  # JSON: blob id, stat, focus words, the file defining a symbol
    branch: str | None = None  # where it was last seen as it should be
    state: str = "ok"  # ok | changed | gone
    gone_sessions: int = 0  # distinct sessions it has been missing in
    last_session: str | None = None
    id: int | None = None
    memory_id: int | None = None
    checked_at: float | None = None

    def info(self) -> dict[str, Any]:
        try:
            data = json.loads(self.detail or "{}")
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def label(self) -> str:
        names = {"command": "command", "symbol": "symbol", "dir": "folder"}
        return f"{names.get(self.kind, 'file')} {self.value}"


@dataclass(frozen=True)
class OutcomeResult:
    """The memory after an outcome, and the failure lesson it stored (if any)."""

    memory: MemoryRecord
    lesson: WriteResult | None = None


@dataclass(frozen=True)
class RestoreResult:
    """What `Memory.restore` did with an export."""

    ids: dict[int, int]  # exported id -> id in this store
    added: int  # memories new to this store (the rest were already here)


# Why a memory stopped being believed (memories.retired_kind). The sleep pass archived
# decayed and pruned itself, so new evidence may bring them back; the others stay retired
# (`stale`: everything it named in the code was gone for several sessions; `revive` it).
RETIRED_KINDS = (
    "superseded",
    "merged",
    "forgotten",
    "expired",
    "decayed",
    "pruned",
    "stale",
    "abandoned",  # its branch was deleted or left untouched unmerged (retain.sleep.branches)
)
REVIVABLE_KINDS = ("decayed", "pruned")


# Kinds whose memories are failures (valence 'failure') whatever the outcome says.
FAILURE_KINDS = frozenset({"lesson", "bugfix"})


def valence_of(kind: str, outcome: str | None) -> str:
    """'failure' for a failed outcome or a failure kind, else 'fact'."""
    return "failure" if outcome == "fail" or kind in FAILURE_KINDS else "fact"


@dataclass(frozen=True)
class Check:
    """One finding of `retain doctor`: what was checked, whether it passed, how to fix it."""

    name: str
    ok: bool
    detail: str
    fix: str | None = None


@dataclass(frozen=True)
class Link:
    """A recorded relation to another memory: this one `may_update` it ("out"), or it
    may update this one ("in")."""

    kind: str
    direction: str  # "out" or "in"
    other: MemoryRecord
    at: float
    evidence: str
    settled_at: float | None


@dataclass(frozen=True)
class Injection:
    memory_id: int
    at: float
    source: str  # the SessionStart source (startup, compact, ...) or "context"


@dataclass(frozen=True)
class InjectionRecord:
    """One showing of a memory to a session (a row of `injections`, as an export carries
    it): which block showed it and what started that block, and whether the session then
    used it (None: not decided yet; the sleep pass decides from the transcript)."""

    session_id: str
    at: float
    source: str | None  # the SessionStart source, "context" or "prompt"
    kind: str  # session_start | prompt
    used: bool | None = None
    used_how: str | None = None
    decided_at: float | None = None


@dataclass(frozen=True)
class FoundUse:
    """A memory a session used that no block had shown it (a row of `found_uses`)."""

    session_id: str
    how: str
    at: float


@dataclass(frozen=True)
class SessionInjections:
    """What one session was shown, and which of those memories it reported outcomes on."""

    session_id: str
    shown: tuple[Injection, ...]
    outcomes: tuple[tuple[int, str], ...]  # (memory id, ok|fail) reported by this session
    memories: tuple[MemoryRecord, ...]  # the records of the shown memories

    @property
    def used(self) -> frozenset[int]:
        shown = {i.memory_id for i in self.shown}
        return frozenset(mid for mid, _ in self.outcomes if mid in shown)
