"""The MCP tools' typed replies: one pydantic model per tool, and the one function that
puts a reply on the wire.

Every reply carries `text`, the plain text written for the model, byte for byte what
the tool returned before it had a type. `answer` always sends that text as the result's
only content block; the model's fields go out as `structuredContent` (and the tools
list an `outputSchema`) only when the server is built with `structured=True`
(`retain serve --structured`). Off by default: Claude Code hands the model
`JSON.stringify(structuredContent)` in place of the text whenever structured content is
present (anthropics/claude-code issues 45575, 54450 and 79944, the last measured on
2.1.280 over stdio), which would replace the text retain writes for the model with
JSON. A client that shows only the structured part still finds the text in `text`.
"""

from __future__ import annotations

from typing import Any

from mcp_types import CallToolResult, TextContent
from pydantic import BaseModel, ConfigDict, Field

from retain.models import Explanation, Hit, MemoryRecord, OutcomeResult, WriteResult


class Reply(BaseModel):
    """What every tool answers: the text for the model, then the data behind it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    text: str = Field(description="The reply as plain text written for the model.")


class MemoryBrief(BaseModel):
    """One memory as a reply names it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: int
    text: str
    kind: str
    valence: str
    scope: str
    confidence: float
    status: str

    @classmethod
    def of(cls, m: MemoryRecord) -> MemoryBrief:
        return cls(
            id=m.id,
            text=m.text,
            kind=m.kind,
            valence=m.valence,
            scope=m.scope,
            confidence=m.confidence,
            status=m.status,
        )


class SearchHit(BaseModel):
    """A search result: the memory, its score and why it matched."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    memory: MemoryBrief
    score: float
    reason: str
    weak: bool = Field(description="Found by meaning alone, below the usual bar.")


class SearchReply(Reply):
    query: str
    at: str | None = None
    hits: list[SearchHit]

    @classmethod
    def of(cls, text: str, query: str, at: str | None, found: list[Hit]) -> SearchReply:
        hits = [
            SearchHit(memory=MemoryBrief.of(h.memory), score=h.score, reason=h.reason, weak=h.weak)
            for h in found
        ]
        return cls(text=text, query=query, at=at, hits=hits)


class WriteReply(Reply):
    memory_id: int = Field(description="The memory stored, or the one already holding it.")
    stored: bool = Field(description="False only when nothing new was kept.")
    verdict: str
    related_id: int | None = Field(description="The memory replaced, refined or confirmed.")
    may_update: list[int] = Field(description="Beliefs this write may update (unconfirmed).")
    confirms: list[int]
    redactions: int = Field(description="Secrets replaced before storing.")

    @classmethod
    def of(cls, text: str, r: WriteResult) -> WriteReply:
        return cls(
            text=text,
            memory_id=r.memory_id,
            stored=r.stored,
            verdict=r.verdict,
            related_id=r.related_id,
            may_update=list(r.may_update),
            confirms=list(r.confirms),
            redactions=r.redactions,
        )


class OutcomeReply(Reply):
    memory: MemoryBrief = Field(description="The memory after the outcome.")
    outcome: str
    successes: int
    failures: int
    lesson_id: int | None = Field(description="The failure lesson stored from the note.")

    @classmethod
    def of(cls, text: str, outcome: str, r: OutcomeResult) -> OutcomeReply:
        m = r.memory
        lesson = r.lesson.memory_id if r.lesson is not None else None
        return cls(
            text=text,
            memory=MemoryBrief.of(m),
            outcome=outcome,
            successes=m.n_success,
            failures=m.n_failure,
            lesson_id=lesson,
        )


class ExplainReply(Reply):
    memory: MemoryBrief
    evidence: int = Field(description="How many episodes it was built from.")
    replaced: list[int] = Field(description="Beliefs this one replaced, newest first.")
    replaced_by: list[int] = Field(description="Beliefs that replaced this one, in order.")
    merged_from: list[int]

    @classmethod
    def of(cls, text: str, x: Explanation) -> ExplainReply:
        return cls(
            text=text,
            memory=MemoryBrief.of(x.memory),
            evidence=len(x.episodes),
            replaced=[m.id for m in x.predecessors],
            replaced_by=[m.id for m in x.successors],
            merged_from=[m.id for m in x.merged_from],
        )


class StatusReply(Reply):
    status: dict[str, Any] = Field(description="The store's counts, embedder and last pass.")


class ForgetReply(Reply):
    memory: MemoryBrief = Field(description="The memory as it is now (retired).")
    reason: str


class ReviveReply(Reply):
    memory: MemoryBrief = Field(description="The memory as it is now (live again).")


def answer(reply: Reply, *, structured: bool) -> CallToolResult:
    """The wire form of a reply: its text as the only content block, and its fields as
    structured content when the server publishes output schemas."""
    return CallToolResult(
        content=[TextContent(type="text", text=reply.text)],
        structured_content=reply.model_dump(mode="json") if structured else None,
    )
