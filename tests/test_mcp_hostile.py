"""The MCP tools given what a confused model sends (round 29's attack through a real stdio
client: wrong types, NaN, huge lists, lone surrogates, nested objects).

Everything held but one: a JSON `true` where a number is wanted was read as 1 (pydantic's
lax int), so `memory_forget(memory_id=true)` forgot memory [1] and `k=true` asked for one
result. limits' one rule refuses booleans ("True is not 1 day"); the tools now do too."""

from __future__ import annotations

from mcp import Client

from test_server import error, run, text


def test_a_boolean_is_no_memory_id_nor_count(mem):
    async def body(c: Client) -> None:
        assert "Stored as [1]" in await text(c, "memory_write", text="deploys use argo rollouts")
        msg = await error(c, "memory_forget", memory_id=True, reason="wrong")
        assert "memory_id must be a whole number, got True" in msg, msg
        msg = await error(c, "memory_search", query="argo", k=True)
        assert "k must be a whole number, got True" in msg, msg
        msg = await error(c, "memory_write", text="deploys use flux", target=False,
                          verdict="contradiction")  # fmt: skip
        assert "target must be a whole number, got False" in msg, msg
        msg = await error(c, "memory_write", text="deploys use flux", ttl_days=True)
        assert "ttl_days must be a number, got True" in msg, msg

    run(mem, body)
    assert [(m.id, m.status) for m in mem.memories()] == [(1, "live")]


def test_a_string_is_no_number_nor_flag(mem):
    """Round 30: pydantic's lax mode read `"1"` as memory 1 and `"yes"` as true. Every
    numeric or boolean argument of every tool, each refused with its name, nothing done."""

    async def body(c: Client) -> None:
        assert "Stored as [1]" in await text(c, "memory_write", text="deploys use argo rollouts")
        calls: list[tuple[str, str, dict[str, object]]] = [
            ("pinned", "memory_write", {"text": "deploys use flux", "pinned": "yes"}),
            ("pinned", "memory_write", {"text": "deploys use flux", "pinned": 1}),
            ("ttl_days", "memory_write", {"text": "deploys use flux", "ttl_days": "30"}),
            (
                "target",
                "memory_write",
                {"text": "deploys use flux", "target": "1", "verdict": "contradiction"},
            ),  # fmt: skip
            ("k", "memory_search", {"query": "argo", "k": "3"}),
            (
                "memory_id",
                "memory_outcome",
                {"memory_id": "1", "outcome": "fail", "note": "it was flux"},
            ),  # fmt: skip
            ("memory_id", "memory_explain", {"memory_id": "1"}),
            ("memory_id", "memory_forget", {"memory_id": "1", "reason": "wrong"}),
            ("memory_id", "memory_revive", {"memory_id": " 1"}),
        ]
        for name, tool, args in calls:
            msg = await error(c, tool, **args)
            assert f"{name} must be" in msg and "got" in msg, (tool, args, msg)

    run(mem, body)
    m = mem.memories()
    assert [(x.id, x.status, x.pinned, x.n_failure) for x in m] == [(1, "live", False, 0)]
