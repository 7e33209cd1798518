"""A hook's payload as read from stdin: bounded, parsed, lone surrogates mended.

A hook payload is a few hundred bytes, and anything over MAX_PAYLOAD_BYTES is refused
unread; but a tool call's payload carries what the call writes or printed (a Write of a
big file, a long failed output), and its path, command and error are still worth an
answer: the tool events read on to MAX_TOOL_PAYLOAD_BYTES and cut each long string to
its head and tail. The common, small payload takes the same path as before. Stdlib only.
"""

from __future__ import annotations

import json
import sys

from retain.lazyre import lazy

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (the hook's path)
if TYPE_CHECKING:
    from typing import Any

MAX_PAYLOAD_BYTES = 1 << 20  # a session or prompt payload: refuse anything past this
MAX_TOOL_PAYLOAD_BYTES = 16 << 20  # past this even a tool payload is refused (~0.4 s to parse)
MAX_TOOL_TEXT_CHARS = 256 * 1024  # of one string in a big tool payload: its head and tail
TOOL_EVENTS = ("pre-tool", "tool-failure")
# What a hook reads lies a few levels down (tool_input.command, tool_response.stdout); a
# value nested deeper than this (a tool's deeply nested JSON result) is read as null, so
# the walks below never exhaust Python's recursion (900 levels failed the whole hook).
MAX_DEPTH = 64


def read_payload(event: str) -> dict[str, Any]:
    """The hook's payload from stdin: a JSON object, lone surrogates mended (`_mended`).
    Raises ValueError for none, one too big, nested past the parser's depth, or one that
    is not an object."""
    if sys.stdin is None or sys.stdin.isatty():
        raise ValueError("no payload on stdin")
    raw = sys.stdin.buffer.read(MAX_PAYLOAD_BYTES + 1)
    big = len(raw) > MAX_PAYLOAD_BYTES
    if big and event in TOOL_EVENTS:  # the rare big call: read on
        raw += sys.stdin.buffer.read(MAX_TOOL_PAYLOAD_BYTES + 1 - len(raw))
        if len(raw) > MAX_TOOL_PAYLOAD_BYTES:
            raise ValueError(f"tool payload larger than {MAX_TOOL_PAYLOAD_BYTES >> 20} MiB")
    elif big:
        raise ValueError("payload larger than 1 MiB")
    try:
        payload = json.loads(raw.decode("utf-8", errors="replace"))
    except RecursionError:  # "[[[[..." past the parser's depth: bad input, as any bad JSON
        raise ValueError("payload nested deeper than JSON is read here") from None
    payload = _bounded(payload) if big else _mended(payload)
    if not isinstance(payload, dict):
        raise ValueError(f"payload is a JSON {type(payload).__name__}, not an object")
    return payload


def _bounded(value: Any, depth: int = 0) -> Any:
    """A big payload mended (`_mended`) with each long string cut to its head and tail:
    what the tool hooks read of a call's text is bounded (retain.core.toolcode.
    MAX_EDIT_CHARS), and an error line stands at the end of a long output. One walk, and
    none into the numbers of a long list (5 million of them: 2 s in two walks)."""
    if isinstance(value, str):
        if len(value) > MAX_TOOL_TEXT_CHARS:
            half = MAX_TOOL_TEXT_CHARS // 2
            value = f"{value[:half]}\n{value[-half:]}"
        return _mended(value)
    if depth >= MAX_DEPTH:
        return None
    if isinstance(value, list):
        return [v if v.__class__ in _PLAIN else _bounded(v, depth + 1) for v in value]
    if isinstance(value, dict):
        return {
            _mended(k): v if v.__class__ in _PLAIN else _bounded(v, depth + 1)
            for k, v in value.items()
        }
    return value


_PLAIN = frozenset({int, float, bool, type(None)})
_LONE_SURROGATE = lazy("[\ud800-\udfff]")  # json.loads joins valid pairs first


def _mended(value: Any, depth: int = 0) -> Any:
    """The payload with every lone surrogate escape (`"\\ud800"`) replaced by U+FFFD.

    Unlike the MCP server and the CLI, which refuse such text (it would be stored), a
    hook only reads with it: it must still answer for the rest of the prompt, and a
    surrogate reaching SQLite or the serve's socket raised UnicodeEncodeError, so the
    prompt got no memories at all (failing open, but blind)."""
    if isinstance(value, str):
        return value if value.isascii() else _LONE_SURROGATE.sub("\ufffd", value)
    if depth >= MAX_DEPTH and isinstance(value, (list, dict)):
        return None
    if isinstance(value, list):
        return [_mended(v, depth + 1) for v in value]
    if isinstance(value, dict):
        return {_mended(k): _mended(v, depth + 1) for k, v in value.items()}
    return value
