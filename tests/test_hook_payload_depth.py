"""A tool's deeply nested JSON result in a hook payload: the hook still reads the call.

Mending the payload walked it by recursion, so a PostToolUse whose tool_response nested a
few hundred levels (an MCP tool's JSON answer) raised RecursionError and the whole hook
failed open with nothing; a SessionEnd payload so nested started no sleep pass. Found by
feeding the hooks payloads of every JSON type and depth (round 28 fuzzing)."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from typing import Any

import pytest

from conftest import PYTHON, subprocess_env
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


EVENTS = ["session-start", "prompt", "session-end", "pre-tool", "tool-failure"]
PAST_THE_PARSER = b'{"session_id": "s1", "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"


def _hook(event: str, raw: bytes, *client: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [PYTHON, "-m", "retain.hooks.entry", event, *client],
        input=raw,
        capture_output=True,
        env=subprocess_env(),
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("event", EVENTS)
def test_a_payload_nested_past_the_parser_is_bad_input(event: str) -> None:
    """Raw JSON nested past Python's parser (round 29): read as a bad payload, said in one
    log line, not a RecursionError escaping the reader."""
    result = _hook(event, PAST_THE_PARSER)
    assert (result.returncode, result.stdout) == (0, b"")
    (line,) = result.stderr.decode().splitlines()
    assert f"retain hook {event}: ValueError: payload nested deeper" in line


@pytest.mark.parametrize("event", EVENTS)
def test_cursor_gets_a_json_object_from_a_hook_that_failed(event: str) -> None:
    """Cursor blocks a tool call whose hook prints no JSON object: a bad payload, like a
    good one with nothing to say, still answers `{}` (it answered nothing)."""
    for raw in (PAST_THE_PARSER, b"not json", b"[1]"):
        result = _hook(event, raw, "--client", "cursor")
        assert (result.returncode, result.stdout) == (0, b"{}\n"), raw[:20]
        assert json.loads(result.stdout) == {}
