"""The MCP tools through the SDK's in-process client: schemas, text replies, error paths."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Awaitable, Callable
from datetime import datetime, timezone
from typing import Any

import anyio
import pytest
from mcp import Client

from retain import Memory
from retain.server.tools import build_server

TOOLS = {
    "memory_search",
    "memory_write",
    "memory_outcome",
    "memory_explain",
    "memory_status",
    "memory_forget",
    "memory_revive",
}


def run(mem: Memory | None, body: Callable[[Client], Awaitable[Any]]) -> Any:
    async def main() -> Any:
        async with Client(build_server(mem)) as client:
            return await body(client)

    return anyio.run(main)


async def text(client: Client, tool: str, **args: Any) -> str:
    """Call a tool that must succeed; return its only content, which must be text."""
    result = await client.call_tool(tool, args)
    assert not result.is_error, result.content
    assert result.structured_content is None
    assert len(result.content) == 1 and result.content[0].type == "text"
    return result.content[0].text


async def error(client: Client, tool: str, **args: Any) -> str:
    """Call a tool that must fail the way the model sees it: is_error with a message."""
    result = await client.call_tool(tool, args)
    assert result.is_error, result.content
    return result.content[0].text


def test_tools_and_their_schemas():
    async def body(c: Client) -> None:
        listed = {t.name: t for t in (await c.list_tools()).tools}
        assert set(listed) == TOOLS
        for t in listed.values():
            assert t.output_schema is None  # plain text only
            assert "Call it" in t.description  # says when, not only what
            assert "\n    " not in t.description  # docstring indentation cleaned
        write = listed["memory_write"].input_schema["properties"]
        assert write["text"]["minLength"] == 1 and write["text"]["maxLength"] == 4000
        assert "decision" in write["kind"]["enum"] and "lesson" in write["kind"]["enum"]
        outcome = listed["memory_outcome"].input_schema["properties"]
        assert outcome["outcome"]["enum"] == ["ok", "fail"]
        assert outcome["memory_id"]["minimum"] == 1
        search = listed["memory_search"].input_schema["properties"]
        assert (search["k"]["minimum"], search["k"]["maximum"]) == (1, 50)
        valence = search["valence"]["anyOf"][0]["enum"]
        assert valence == ["fact", "failure"]

    run(None, body)


def test_write_reports_exactly_what_happened(mem):
    async def body(c: Client) -> None:
        first = await text(
            c, "memory_write", text="Orders use optimistic locking.", kind="decision"
        )
        assert first == "Stored as [1]."
        again = await text(
            c, "memory_write", text="Orders use optimistic locking.", kind="decision"
        )
        assert again.startswith("Already known as [1]")
        replaced = await text(
            c,
            "memory_write",
            text="Orders use pessimistic row locks now.",
            kind="decision",
            verdict="contradiction",
            target=1,
        )
        assert replaced.startswith("Stored as [2]") and "replaces [1]" in replaced
        secret = await text(
            c, "memory_write", text="Staging DB is postgres://admin:hunter2pass@db.internal/app"
        )
        assert "1 secret was redacted" in secret
        assert "hunter2pass" not in mem.get(3).text

    run(mem, body)


TOKEN_BODY = "q7Rk2mZx9LpT4vWc8NbY3hJd6FsA1eGu5oKi"  # 36 characters, as a classic PAT's


def test_write_context_is_searchable_redacted_and_never_the_belief(mem):
    fix = "Split the fixture load into four shards."
    # A random-looking body: one unit repeated to the end is a visibly fake token, kept.
    context = "the e2e pipeline gets killed after forty minutes; token ghp_" + TOKEN_BODY

    async def body(c: Client) -> None:
        listed = {t.name: t for t in (await c.list_tools()).tools}
        schema = listed["memory_write"].input_schema["properties"]["context"]
        assert "symptom" in schema["description"]
        assert "context" in (listed["memory_write"].description or "")
        stored = await text(c, "memory_write", text=fix, kind="bugfix", context=context)
        assert stored.startswith("Stored as [1]") and "1 secret was redacted" in stored
        # The statement shares no word with the symptom: only the context can match it.
        await text(c, "memory_write", text="Shards run on the large runners.", kind="fact")
        found = await text(c, "memory_search", query="why is the pipeline killed")
        assert found.splitlines()[1].startswith(f"[1] {fix}")
        assert "forty minutes" not in found  # the context is evidence, not the belief
        assert "forty" not in await text(c, "memory_explain", memory_id=1)

    run(mem, body)
    with sqlite3.connect(mem.path) as conn:
        (stored_context,) = conn.execute("SELECT context FROM memories WHERE id = 1").fetchone()
    assert "forty minutes" in stored_context and TOKEN_BODY not in stored_context


def test_write_rejects_empty_too_long_and_near_miss_arguments(mem):
    async def body(c: Client) -> None:
        assert "text" in await error(c, "memory_write", text="")
        assert "text is empty" in await error(c, "memory_write", text="   ")
        assert "4000" in await error(c, "memory_write", text="x" * 4001)
        assert "kind" in await error(c, "memory_write", text="a fact", kind="decisions")
        msg = await error(c, "memory_write", text="a fact", verdict="contradiction", target=0)
        assert "target" in msg

    run(mem, body)
    assert mem.status()["memories"] == 0


def test_search_shows_id_text_kind_confidence_and_reason(mem):
    async def body(c: Client) -> None:
        await text(c, "memory_write", text="The nightly job timeout is 40 minutes.", kind="fact")
        found = await text(c, "memory_search", query="nightly job timeout")
        assert "[1] The nightly job timeout is 40 minutes." in found
        assert "fact" in found and "confidence 0." in found and "why: words" in found
        nothing = await text(c, "memory_search", query="kubernetes ingress")
        assert nothing == "Nothing relevant in memory for 'kubernetes ingress'."
        only_failures = await text(c, "memory_search", query="nightly job", valence="failure")
        assert only_failures.startswith("Nothing relevant")

    run(mem, body)


def test_search_as_of_a_past_moment(mem):
    t0 = datetime(2025, 3, 1, tzinfo=timezone.utc).timestamp()
    mem.write("Feature flags live in LaunchDarkly.", kind="decision", now=t0)
    mem.write(
        "Switched feature flags from LaunchDarkly to Unleash.",
        kind="decision",
        verdict="contradiction",
        target=1,
        now=t0 + 10 * 86400,
    )

    async def body(c: Client) -> None:
        before = await text(c, "memory_search", query="feature flags", at="2025-03-05")
        assert "[1]" in before and "[2]" not in before and "as of 2025-03-05" in before
        now = await text(c, "memory_search", query="feature flags")
        assert "[2]" in now and "[1]" not in now
        empty = await text(c, "memory_search", query="feature flags", at="2000-01-01T00:00:00Z")
        assert empty.startswith("Nothing relevant")
        bad = await error(c, "memory_search", query="feature flags", at="last tuesday")
        assert "ISO-8601" in bad and "2025-03-14" in bad

    run(mem, body)


def test_search_bounds(mem):
    async def body(c: Client) -> None:
        assert "k" in await error(c, "memory_search", query="x", k=0)
        assert "k" in await error(c, "memory_search", query="x", k=51)
        assert "query" in await error(c, "memory_search", query="")

    run(mem, body)


def test_outcome_moves_confidence_and_rejects_near_misses(mem, monkeypatch):
    monkeypatch.setenv("CLAUDE_CODE_SESSION_ID", "sess-42")

    async def body(c: Client) -> None:
        await text(
            c, "memory_write", text="Run the migrations with make migrate.", kind="procedure"
        )
        ok = await text(c, "memory_outcome", memory_id=1, outcome="ok")
        assert ok.startswith("Recorded 'ok' for [1]: confidence is now")
        failure = await error(c, "memory_outcome", memory_id=1, outcome="failure")
        assert "'ok' or 'fail'" in failure
        lesson = await text(
            c, "memory_outcome", memory_id=1, outcome="fail", note="make migrate needs DB_URL set"
        )
        assert "failure lesson" in lesson and "Stored as [2]" in lesson
        missing = await error(c, "memory_outcome", memory_id=99, outcome="ok")
        assert "no memory with id 99" in missing and "memory_search" in missing
        assert "memory_id" in await error(c, "memory_outcome", memory_id=0, outcome="ok")

    run(mem, body)
    m = mem.get(1)
    assert (m.n_success, m.n_failure) == (1, 1)
    assert {e.session_id for e in mem.explain(1).episodes} == {"sess-42"}


def test_explain_forget_revive(mem):
    async def body(c: Client) -> None:
        await text(c, "memory_write", text="Use uv for Python installs.", kind="preference")
        await text(
            c,
            "memory_write",
            text="Use pip-tools for Python installs instead.",
            kind="preference",
            verdict="contradiction",
            target=1,
        )
        old = await text(c, "memory_explain", memory_id=1)
        assert "Replaced by:" in old and "[2]" in old and "Evidence (1 observation)" in old
        new = await text(c, "memory_explain", memory_id=2)
        assert "It replaced:" in new and "preference" in new and "user scope" in new
        assert "no memory with id 7" in await error(c, "memory_explain", memory_id=7)

        forgot = await text(c, "memory_forget", memory_id=2, reason="the user prefers poetry")
        assert forgot.startswith("Forgot [2]")
        assert (await text(c, "memory_search", query="pip-tools")).startswith("Nothing relevant")
        assert "already archived" in await error(c, "memory_forget", memory_id=2, reason="again")
        assert "reason" in await error(c, "memory_forget", memory_id=2, reason="")
        revived = await text(c, "memory_revive", memory_id=2)
        assert revived.startswith("Revived [2]")
        assert "[2]" in await text(c, "memory_search", query="pip-tools")
        assert "only archived" in await error(c, "memory_revive", memory_id=2)
        assert "no memory with id 9" in await error(c, "memory_revive", memory_id=9)

    run(mem, body)


def test_status_reports_counts_and_embedder(mem):
    async def body(c: Client) -> None:
        await text(c, "memory_write", text="Never force-push to main.", kind="constraint")
        status = await text(c, "memory_status")
        assert "memories: 1" in status and "constraint 1" in status
        assert "embedder:" in status and "loaded" in status
        assert "hybrid" in status
        assert "injections: no session decided yet" in status

    run(mem, body)


def test_status_reports_injection_precision_once_a_session_is_decided(mem, tmp_path):
    import json as _json

    mid = mem.write("release with `make release-prod`", kind="procedure", scope="project")
    block = mem.session_block()
    assert f"[{mid.memory_id}]" in block.text
    mem.record_shown("sess-1", block, source="startup")
    transcript = tmp_path / "sess-1.jsonl"
    call = {
        "type": "tool_use",
        "id": "t",
        "name": "Bash",
        "input": {"command": "make release-prod"},
    }
    transcript.write_text(
        _json.dumps(
            {"type": "assistant", "message": {"role": "assistant", "model": "m", "content": [call]}}
        )
        + "\n"
    )
    mem.sleep(transcript_path=transcript, session_id="sess-1")

    async def body(c: Client) -> None:
        status = await text(c, "memory_status")
        assert (
            "injections over the last 1 session: precision 1.00 (1 of 1 shown were used)" in status
        )

    run(mem, body)


def test_default_server_loads_embedder_after_start_and_backfills(project_dir, monkeypatch):
    # A memory written without vectors (as the CLI does) is found by meaning once the
    # server's own embedder has loaded and back-filled it.
    monkeypatch.setenv("CLAUDE_PROJECT_DIR", str(project_dir))
    Memory(embedder=None).write("Deploys go through the blue green switch.", kind="procedure")

    async def body(c: Client) -> str:
        deadline = time.monotonic() + 30
        status = await text(c, "memory_status")
        while "0 memories waiting for vectors" not in status and time.monotonic() < deadline:
            await anyio.sleep(0.02)  # waiting for the loader thread, not for time to pass
            status = await text(c, "memory_status")
        assert "fakes:FakeEmbedder loaded" in status and "0 memories waiting for vectors" in status
        return await text(c, "memory_search", query="blue green deploys")

    found = run(None, body)
    assert "[1]" in found and "meaning" in found


def test_domain_errors_never_reach_the_model_as_crashes(tmp_path, project_dir):
    # A store error (here: an unknown `at` in the far past is fine, but a schema from a
    # newer retain is not) becomes a readable ToolError, not "Error executing tool".
    mem = Memory(tmp_path / "m.db", embedder=None, project=str(project_dir))
    with mem.store.connect() as conn:
        conn.execute("INSERT INTO _migrations(version, name, applied_at) VALUES (99, 'x', 0)")

    async def body(c: Client) -> str:
        return await error(c, "memory_search", query="anything")

    msg = run(mem, body)
    assert "upgrade retain" in msg


@pytest.mark.parametrize("value", ["2025-03-14", "2025-03-14T09:30", "2025-03-14T09:30:00Z"])
def test_parse_at_accepts_iso_8601(value):
    from retain.format import parse_at

    ts = parse_at(value)
    assert datetime(2025, 3, 13, tzinfo=timezone.utc).timestamp() < ts
    assert ts < datetime(2025, 3, 16, tzinfo=timezone.utc).timestamp()


def test_numbers_are_refused_unless_finite_and_in_range(mem):
    """Through the SDK's client (which sends a float NaN as null, so the text forms are
    what reach the server from it): one message, from limits' one rule, nothing stored."""

    async def body(c: Client) -> None:
        for ttl in ("NaN", "Infinity", "-inf"):
            msg = await error(c, "memory_write", text="deploys use argo rollouts", ttl_days=ttl)
            assert "ttl_days must be a finite number" in msg, msg
        msg = await error(c, "memory_write", text="deploys use argo rollouts", ttl_days=40000)
        assert "ttl_days must be more than 0 and at most 36500" in msg, msg
        msg = await error(c, "memory_search", query="argo", k="nan")
        assert "k must be a finite whole number" in msg, msg
        msg = await error(c, "memory_explain", memory_id="Infinity")
        assert "memory_id must be a finite whole number" in msg, msg
        assert "Stored as [1]" in await text(c, "memory_write", text="deploys use argo rollouts")

    run(mem, body)
    assert [m.text for m in mem.memories()] == ["deploys use argo rollouts"]
