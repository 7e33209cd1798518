"""A tool's deeply nested JSON result in a hook payload: the hook still reads the call.

Mending the payload walked it by recursion, so a PostToolUse whose tool_response nested a
few hundred levels (an MCP tool's JSON answer) raised RecursionError and the whole hook
failed open with nothing; a SessionEnd payload so nested started no sleep pass. Found by
feeding the hooks payloads of every JSON type and depth (round 28 fuzzing)."""

from __future__ import annotations

import io
import json
import sys
from typing import Any

import pytest

from retain.hooks import payload as hook_payload


def _nested(levels: int, leaf: Any) -> Any:
    value = leaf
    for k in range(levels):
        value = {"a": value} if k % 2 else [value]
    return value


def _read(event: str, data: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    raw = json.dumps(data).encode("utf-8")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(raw)))
    return hook_payload.read_payload(event)


@pytest.mark.parametrize("event", ["tool-failure", "pre-tool", "session-end"])
def test_a_deeply_nested_value_does_not_fail_the_payload(
    event: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = {
        "session_id": "s1",
        "tool_name": "Bash",
        "tool_input": {"command": "make test"},
        "tool_response": _nested(600, "FAILED ı İ \ud800"),
    }
    read = _read(event, data, monkeypatch)
    assert read["tool_input"] == {"command": "make test"}
    assert read["session_id"] == "s1"


def test_what_lies_within_the_depth_is_read_and_mended(monkeypatch: pytest.MonkeyPatch) -> None:
    shallow = _nested(10, "bad \ud800 text")
    read = _read("tool-failure", {"tool_response": shallow}, monkeypatch)
    assert read["tool_response"] == _nested(10, "bad \ufffd text")
    deep = _read("tool-failure", {"r": _nested(hook_payload.MAX_DEPTH + 5, 1)}, monkeypatch)
    assert "r" in deep  # the part past MAX_DEPTH is read as null, the rest is kept


def test_a_big_tool_payload_nested_deep_is_bounded_too(monkeypatch: pytest.MonkeyPatch) -> None:
    big = "x" * (hook_payload.MAX_PAYLOAD_BYTES + 10)
    data = {"tool_input": {"command": "make"}, "tool_response": [big, _nested(600, "y")]}
    read = _read("tool-failure", data, monkeypatch)
    assert read["tool_input"] == {"command": "make"}
    assert len(read["tool_response"][0]) <= hook_payload.MAX_TOOL_TEXT_CHARS + 1
