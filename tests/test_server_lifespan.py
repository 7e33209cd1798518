"""The MCP server's shape through the SDK's own stdio client against `python -m retain
serve`: the tool list as it was before the tools moved to module level (input schemas,
descriptions and hints unchanged; output schemas only with --structured), each tool's
typed reply, a bad input's error, and the lifespan closing the store on the way out."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path
from typing import Any

import anyio
from mcp import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from conftest import PYTHON, subprocess_env

# tools/list as `retain serve` gave it before this change (the closures in build_server),
# taken from the stdio server: name, description, inputSchema and annotations per tool.
# Regenerate it only on purpose, when a tool's arguments or description change.
BEFORE = Path(__file__).parent / "fixtures" / "mcp_tools_list.json"
WAL_GONE_S = 15.0  # how long the server may take to exit after the client leaves


def serve(project_dir: Path, *flags: str, **env: str) -> StdioServerParameters:
    return StdioServerParameters(
        command=PYTHON,
        args=["-m", "retain", "serve", *flags],
        env=subprocess_env(CLAUDE_PROJECT_DIR=str(project_dir), **env),
        cwd=str(project_dir),
    )


def session_run(params: StdioServerParameters, body: Any) -> Any:
    async def main() -> Any:
        async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
            await session.initialize()
            return await body(session)

    return anyio.run(main)


def listed(tools: Any) -> list[dict[str, Any]]:
    return [t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in tools.tools]


def test_tools_list_is_what_it_was(project_dir: Path):
    """Default: tools/list byte for byte as before. --structured: the same plus an object
    output schema per tool whose first property is the text."""
    before = json.loads(BEFORE.read_text(encoding="utf-8"))

    async def tools(session: ClientSession) -> list[dict[str, Any]]:
        return listed(await session.list_tools())

    plain = session_run(serve(project_dir, RETAIN_EMBEDDER="none"), tools)
    assert plain == before
    structured = session_run(serve(project_dir, "--structured", RETAIN_EMBEDDER="none"), tools)
    assert [{k: v for k, v in t.items() if k != "outputSchema"} for t in structured] == before
    for t in structured:
        schema = t["outputSchema"]
        assert schema["type"] == "object" and "text" in schema["required"], t["name"]
        assert schema["properties"]["text"]["type"] == "string"


async def _every_tool(session: ClientSession) -> dict[str, Any]:
    """Each tool once, in an order that gives each something to act on."""
    out: dict[str, Any] = {}
    calls: list[tuple[str, dict[str, Any]]] = [
        (
            "memory_write",
            {"text": "Releases go out blue-green so rollback is instant.", "kind": "decision"},
        ),
        ("memory_search", {"query": "blue-green rollback"}),
        ("memory_outcome", {"memory_id": 1, "outcome": "fail", "note": "the switch took minutes"}),
        ("memory_explain", {"memory_id": 1}),
        ("memory_status", {}),
        ("memory_forget", {"memory_id": 1, "reason": "we moved to canaries"}),
        ("memory_revive", {"memory_id": 1}),
    ]
    for name, args in calls:
        result = await session.call_tool(name, args)
        assert not result.is_error, (name, result.content)
        assert len(result.content) == 1 and result.content[0].type == "text"
        out[name] = (result.content[0].text, result.structured_content)
    return out


def test_each_tool_answers_typed_with_the_same_text(project_dir: Path, tmp_path: Path):
    """--structured: every reply's structured content carries the text it shows and the
    data behind it; the text is the one the plain server gives for the same calls."""
    home = tmp_path / "structured-home"
    typed = session_run(
        serve(project_dir, "--structured", RETAIN_EMBEDDER="none", RETAIN_HOME=str(home)),
        _every_tool,
    )
    plain = session_run(
        serve(project_dir, RETAIN_EMBEDDER="none", RETAIN_HOME=str(tmp_path / "plain-home")),
        _every_tool,
    )
    for name, (text, data) in typed.items():
        assert plain[name][1] is None, name  # no structured content unless asked for
        assert data is not None and data["text"] == text, name
        if name != "memory_explain":  # explain prints the minute it was called in
            same = text.replace(str(home), str(tmp_path / "plain-home"))  # status: the file
            assert same == plain[name][0], name
    assert typed["memory_write"][1]["memory_id"] == 1 and typed["memory_write"][1]["stored"]
    hit = typed["memory_search"][1]["hits"][0]
    assert hit["memory"]["id"] == 1 and hit["memory"]["kind"] == "decision" and hit["reason"]
    outcome = typed["memory_outcome"][1]
    assert (outcome["outcome"], outcome["failures"], outcome["successes"]) == ("fail", 1, 0)
    assert outcome["lesson_id"] is not None and outcome["lesson_id"] != 1
    explained = typed["memory_explain"][1]
    assert explained["memory"]["id"] == 1 and explained["evidence"] >= 1
    assert typed["memory_status"][1]["status"]["by_status"]
    assert typed["memory_forget"][1]["memory"]["status"] != "live"
    assert "canaries" in typed["memory_forget"][1]["reason"]
    assert typed["memory_revive"][1]["memory"]["status"] == "live"


def test_bad_input_gets_a_clear_error_in_both_modes(project_dir: Path):
    async def errors(session: ClientSession) -> list[tuple[str, Any]]:
        out = []
        for name, args in [
            ("memory_search", {"query": "deploy", "k": 0}),
            ("memory_explain", {"memory_id": 99}),
            ("memory_write", {"text": "x", "kind": "rumour"}),
        ]:
            result = await session.call_tool(name, args)
            assert result.is_error, (name, result.content)
            out.append((result.content[0].text, result.structured_content))
        return out

    for flags in ((), ("--structured",)):
        found = session_run(serve(project_dir, *flags, RETAIN_EMBEDDER="none"), errors)
        (k_text, k_data), (id_text, id_data), (kind_text, _) = found
        assert "k must be a whole number from 1 to 50, got 0" in k_text
        assert "no memory with id 99; memory_search shows the ids that exist" in id_text
        assert "kind" in kind_text and "decision" in kind_text  # the allowed values
        assert k_data is None and id_data is None  # an error is text only


def test_lifespan_closes_the_store_on_shutdown(project_dir: Path, tmp_path: Path):
    """The client leaves while the model is still loading: the server exits at once (a
    daemon thread is still importing) and, before this change, left the write-ahead log
    behind unmerged; the lifespan now closes the store, which merges and removes it."""
    home = tmp_path / "home-wal"
    db = home / "retain.db"

    async def write(session: ClientSession) -> list[str]:
        result = await session.call_tool(
            "memory_write", {"text": "Staging runs on a nightly snapshot of production."}
        )
        assert not result.is_error, result.content
        return sorted(p.name for p in home.iterdir())

    during = session_run(
        serve(
            project_dir,
            RETAIN_EMBEDDER="fakes:slow_fake_embedder",
            RETAIN_EARLY_MEANING="0",
            RETAIN_HOME=str(home),
        ),
        write,
    )
    assert "retain.db-wal" in during  # the open store had its log
    deadline = time.monotonic() + WAL_GONE_S
    while (db.with_name("retain.db-wal")).exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not db.with_name("retain.db-wal").exists()
    status = subprocess.run(
        [PYTHON, "-m", "retain", "status", "--json"],
        env=subprocess_env(RETAIN_HOME=str(home), RETAIN_EMBEDDER="none"),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert json.loads(status.stdout)["by_status"].get("live") == 1  # merged into the file
