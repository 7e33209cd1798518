"""Round 30's attack on the viewer's HTTP server, over raw sockets: a body the server does
not read must not be read as the next request, a chunked body is refused (it was read as
no body: `{"pinned": false}` pinned), and a body that never comes does not hold the
connection forever. Path parameters take digits only and the static files are a fixed
table: `..`, encoded or not, is a 404 (held, tested here too)."""

from __future__ import annotations

import socket
import time

import pytest

from retain.ui import server as ui
from retain.ui.server import TOKEN_HEADER, ViewerServer
from test_ui_server import request, viewer  # noqa: F401 - the fixture


def _raw(server: ViewerServer, data: bytes, wait: float = 5.0) -> bytes:
    """Everything the server sends back until it closes the connection (or `wait`)."""
    conn = socket.create_connection(("127.0.0.1", server.port))
    conn.settimeout(wait)
    conn.sendall(data)
    out = b""
    try:
        while chunk := conn.recv(65536):
            out += chunk
    except TimeoutError:
        out += b"<<still open>>"
    conn.close()
    return out


def _post(server: ViewerServer, path: str, body: bytes, headers: str) -> bytes:
    head = f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
    return f"{head}{TOKEN_HEADER}: {server.token}\r\n{headers}\r\n".encode() + body


def _statuses(reply: bytes) -> list[bytes]:
    return [line for line in reply.split(b"\r\n") if line.startswith(b"HTTP/1.1 ")]


def test_a_refused_body_is_not_read_as_the_next_request(viewer):  # noqa: F811
    inner = _post(viewer, "/api/memories/1/pin", b"{}",
                  "Content-Type: application/json\r\nContent-Length: 2\r\n")  # fmt: skip
    for headers in (
        f"Content-Type: text/plain\r\nContent-Length: {len(inner)}\r\n",  # 415
        f"Content-Type: application/json\r\nContent-Length: {10**9}\r\n",  # 413
    ):
        reply = _raw(viewer, _post(viewer, "/api/memories/1/forget", inner, headers))
        assert len(_statuses(reply)) == 1 and b"<<still open>>" not in reply, reply
    get = f"GET /api/overview HTTP/1.1\r\nHost: 127.0.0.1:{viewer.port}\r\n"
    reply = _raw(viewer, f"{get}Content-Length: {len(inner)}\r\n\r\n".encode() + inner)
    assert len(_statuses(reply)) == 1, reply  # a GET's body: answered, then closed
    assert [(m.pinned, m.status) for m in viewer.mem.memories()] == [(False, "live")] * 2


def test_a_chunked_body_is_refused_not_read_as_empty(viewer):  # noqa: F811
    body = b'{"pinned": false}'
    chunked = f"{len(body):x}\r\n".encode() + body + b"\r\n0\r\n\r\n"
    headers = "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
    reply = _raw(viewer, _post(viewer, "/api/memories/1/pin", chunked, headers))
    assert _statuses(reply) == [b"HTTP/1.1 411 Length Required"], reply
    assert not any(m.pinned for m in viewer.mem.memories())


def test_a_body_that_never_comes_does_not_hold_the_connection(viewer, monkeypatch):  # noqa: F811
    assert ui.Handler.timeout is not None and ui.Handler.timeout <= 60  # (None: forever)
    monkeypatch.setattr(ui.Handler, "timeout", 0.5)
    started = time.monotonic()
    headers = "Content-Type: application/json\r\nContent-Length: 100\r\n"
    reply = _raw(viewer, _post(viewer, "/api/memories/1/forget", b"{", headers), wait=10)
    assert b"<<still open>>" not in reply and time.monotonic() - started < 5
    assert [m.status for m in viewer.mem.memories()] == ["live", "live"]


@pytest.mark.parametrize(
    "path",
    [
        "/static/../static/app.js",
        "/static/%2e%2e/app.js",
        "/static/app.js/..",
        "/api/memories/1/../2/forget",
        "/api/memories/%31",
        "/api/memories/-1",
        "/api/memories/1%00",
        "/api/memories/99999999999999999999999",
    ],
)
def test_a_path_outside_the_routes_is_a_404(viewer, path):  # noqa: F811
    status, _, _ = request(viewer, "GET", path, headers={TOKEN_HEADER: viewer.token})
    assert status == 404, path
