"""The MCP server's stdio wire, screened so that every request with an id gets an answer.

The SDK's stdio transport parses each line with pydantic's JSON parser, which refuses a
lone surrogate escape (`"\\ud800"`, valid JSON grammar, not valid Unicode); a line it
cannot parse, or a message of the wrong shape, reaches the server as an exception that
is logged at debug level and dropped. The client that sent it waits for a reply that
never comes (in Claude Code, a tool call that hangs until its timeout).

`serve_stdio` runs the same transport and the same server, with one filter between them:
an exception from which a request's `id` can still be read (Python's `json` accepts the
line the SDK refused) is answered at once with a JSON-RPC error for that id, and the
server goes on to the next line. The text is refused, not stored with the surrogate
replaced: U+FFFD would store a statement the agent did not write (two different texts
could even become one), and the facade already refuses lone surrogates from the CLI the
same way ("not valid Unicode; nothing was stored"). The error says what to fix.

A line from which no id can be read is answered as JSON-RPC 2.0 says, with `"id": null`
(round 30: it got no reply, and a client that sent it waited for one): a line that is not
JSON at all with a parse error (-32700), a value that is not a request (`42`, `[1]`, `{}`,
a method that is not a string) with an invalid request (-32600). Not answered:
a blank line (no message at all) and a response (`result` or `error`: a reply is never
answered, or two peers could answer each other's errors forever).

A request whose `id` is neither a string nor an integer (`true`, `1.5`, `null`, `[1]`) is
no error to the SDK: its parser drops the id and reads the line as a notification, which
gets no reply (round 30: the client waited for one). No exception reaches the screen, so
the screen owns stdin: `_IdScreen` reads each line before the SDK does and hands such a
request on as `{}`, which the SDK refuses and `_unaddressed` answers as JSON-RPC 2.0 asks,
an invalid request (-32600) to `"id": null`. A response (no `method`) is left alone.
"""

from __future__ import annotations

import contextlib
import json
import sys
from collections.abc import Callable
from typing import Any

import anyio
import mcp_types as types
from mcp.server.mcpserver import MCPServer
from mcp.shared._context_streams import create_context_streams
from mcp.shared.message import SessionMessage
from pydantic import ValidationError

from retain.core.validate import encodable

SURROGATE_MESSAGE = (
    "the request holds a lone surrogate (a \\ud800-\\udfff escape without its pair), which "
    "is not valid Unicode; nothing was done. Send the text as valid UTF-8"
)


async def serve_stdio(server: MCPServer) -> None:
    """`server.run("stdio")`, with `refusal` answering what the transport cannot parse."""
    from mcp.server import stdio

    # The SDK's own stdio entry (MCPServer.run_stdio_async) does exactly this, minus the
    # screen; the low-level server and the stdin claim are not public API, so a test runs
    # this over a real pipe. The claim points fd 0 at the null device while serving (a
    # child process reads EOF, not the wire), as the SDK does when it opens stdin itself.
    lowlevel = server._lowlevel_server
    stdin, release = screened_stdin(stdio)
    try:
        async with stdio.stdio_server(stdin=stdin) as (read_stream, write_stream):
            inbound, screened = create_context_streams[SessionMessage | Exception](0)
            async with anyio.create_task_group() as tg:
                tg.start_soon(_screen, read_stream, inbound, write_stream)
                options = lowlevel.create_initialization_options()
                await lowlevel.run(screened, write_stream, options)
                tg.cancel_scope.cancel()
    finally:
        if release is not None:
            release()


# The SDK's private names the id screen takes stdin with; a later mcp 2.x may rename them.
_CLAIM = ("_claim_fd", "_open_stdin_diversion", "_UnownedTextWrapper")


def screened_stdin(stdio: Any) -> tuple[Any, Callable[[], None] | None]:
    """stdin read through `_IdScreen`, and what puts fd 0 back; or (None, None) where the
    SDK lacks a name the claim takes: the SDK then opens stdin itself and serves as it did
    before round 30 (such an id goes unanswered) rather than fail to start."""
    if not all(hasattr(stdio, name) for name in _CLAIM):
        return None, None
    buffer, release = stdio._claim_fd(0, sys.stdin, "rb", stdio._open_stdin_diversion)
    text = stdio._UnownedTextWrapper(buffer, encoding="utf-8", errors="replace")
    return anyio.wrap_file(_IdScreen(text)), release  # type: ignore[arg-type]


class _IdScreen:
    """stdin for the SDK, with a request whose id the SDK would drop handed on as `{}`."""

    def __init__(self, text: Any) -> None:
        self._text = text

    def readline(self) -> str:
        line: str = self._text.readline()
        return "{}\n" if _unusable_id(line) else line

    def __getattr__(self, name: str) -> Any:
        return getattr(self._text, name)


def _unusable_id(line: str) -> bool:
    """Whether `line` is a request (it has a `method`) whose `id` is not a string or an
    integer; a line Python cannot read is the SDK's to refuse, as before."""
    if '"id"' not in line and "\\" not in line:  # `"\u0069d"` is an id too
        return False
    try:
        message = json.loads(_shallow(line))
    except (ValueError, RecursionError):
        return False
    if not isinstance(message, dict) or "method" not in message or "id" not in message:
        return False
    rid = message["id"]
    return isinstance(rid, bool) or not isinstance(rid, (int, str))


async def _screen(source: Any, sink: Any, replies: Any) -> None:
    """Pass every message on; answer a broken request directly, on the reply stream."""
    async with sink:
        async for item in source:
            if isinstance(item, Exception):
                answer = refusal(item)
                if answer is not None:
                    with contextlib.suppress(anyio.ClosedResourceError, anyio.BrokenResourceError):
                        await replies.send(SessionMessage(answer))
                    continue
            await sink.send(item)


def refusal(exc: Exception) -> types.JSONRPCError | None:
    """The error reply owed for the line behind `exc`: to its request's id, else to none
    (`_unaddressed`); None when nothing is owed or the id could not be written back."""
    for message in _messages_in(exc):
        rid = message.get("id")
        if "method" not in message or isinstance(rid, bool) or not isinstance(rid, (int, str)):
            continue
        if isinstance(rid, str) and not encodable(rid):
            return None  # an id that cannot be written as UTF-8 cannot be answered
        if _has_lone_surrogate(message.get("params")):
            code, text = types.INVALID_PARAMS, SURROGATE_MESSAGE
        elif _has_lone_surrogate(message):
            code, text = types.INVALID_REQUEST, SURROGATE_MESSAGE
        else:
            code, text = types.INVALID_REQUEST, f"not a valid JSON-RPC request: {_first(exc)}"
        return types.JSONRPCError(
            jsonrpc="2.0", id=rid, error=types.ErrorData(code=code, message=text)
        )
    return _unaddressed(exc)


def _unaddressed(exc: Exception) -> types.JSONRPCError | None:
    """JSON-RPC's answer to a line with no id to reply to (`"id": null`), or None for a
    blank line, a response, or an exception that is not the transport's parse."""
    if not isinstance(exc, ValidationError) or not exc.errors():
        return None
    values: list[object] = []
    for err in exc.errors():
        raw = err.get("input")
        if isinstance(raw, str) and err.get("type") == "json_invalid":
            if not raw.strip():
                return None
            try:
                raw = json.loads(_shallow(raw))
            except (ValueError, RecursionError):
                return _null_id(types.PARSE_ERROR, "not JSON: each line must be one JSON object")
        values.append(raw)
    if any(isinstance(v, dict) and ("result" in v or "error" in v) for v in values):
        return None
    return _null_id(types.INVALID_REQUEST, "not a JSON-RPC request: no usable id or method")


def _null_id(code: int, text: str) -> types.JSONRPCError:
    return types.JSONRPCError(
        jsonrpc="2.0", id=None, error=types.ErrorData(code=code, message=text)
    )


def _messages_in(exc: Exception) -> list[dict[str, Any]]:
    """The JSON objects behind a transport error: the raw line when the SDK's parser
    refused it, else the objects pydantic quotes as the input that failed a shape."""
    if not isinstance(exc, ValidationError):
        return []
    found: list[dict[str, Any]] = []
    for err in exc.errors():
        raw = err.get("input")
        if isinstance(raw, str) and err.get("type") == "json_invalid":
            with contextlib.suppress(ValueError, RecursionError):
                raw = json.loads(_shallow(raw))
        if isinstance(raw, dict):
            found.append(raw)
    return found


SHALLOW_DEPTH = 64  # deeper than any MCP request needs


def _shallow(line: str, limit: int = SHALLOW_DEPTH) -> str:
    """`line` with every array or object nested deeper than `limit` replaced by null, so
    Python's parser reads the request's id and method from a line nested past its
    recursion limit (1,000 deep: such a request got no answer at all). Linear; a line
    that is not that deep comes back as it was."""
    if line.count("[") + line.count("{") <= limit:
        return line
    out: list[str] = []
    depth = skip = 0  # skip: the depth of the value being left out (0: none)
    in_string = escaped = False
    start = 0
    for i, ch in enumerate(line):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit and not skip:
                out.append(line[start:i])
                out.append("null")
                skip = depth
        elif ch in "]}":
            if skip and depth == skip:
                start, skip = i + 1, 0
            depth -= 1
    if not skip:
        out.append(line[start:])
    return "".join(out)


def _has_lone_surrogate(value: object, depth: int = 0) -> bool:
    if depth > 64:  # deeper than any MCP request; not worth a recursion error
        return False
    if isinstance(value, str):
        return not encodable(value)
    if isinstance(value, dict):
        return any(
            _has_lone_surrogate(k, depth + 1) or _has_lone_surrogate(v, depth + 1)
            for k, v in value.items()
        )
    if isinstance(value, list):
        return any(_has_lone_surrogate(v, depth + 1) for v in value)
    return False


def _first(exc: Exception) -> str:
    """Pydantic's first complaint, without the input it quotes (which may be the surrogate)."""
    if isinstance(exc, ValidationError) and exc.errors():
        err = exc.errors()[0]
        where = ".".join(str(p) for p in err.get("loc", ()))
        return f"{where}: {err.get('msg', '')}" if where else str(err.get("msg", ""))
    return type(exc).__name__
