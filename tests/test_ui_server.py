"""The viewer's HTTP server, through a plain HTTP client: token, Host, CSP, actions."""

from __future__ import annotations

import http.client
import json
import re
import threading
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from retain.ui.server import CSP, TOKEN_HEADER, ViewerServer


@pytest.fixture
def viewer(mem) -> Iterator[ViewerServer]:
    mem.write("orders use optimistic locking: a version column", kind="decision")
    mem.write('<img src=x onerror="alert(1)"> is how the XSS report began', kind="note")
    server = ViewerServer(mem)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()


def request(
    server: ViewerServer,
    method: str,
    path: str,
    *,
    body: object = None,
    headers: dict[str, str] | None = None,
) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
    data = json.dumps(body).encode() if body is not None else None
    all_headers = {"Content-Type": "application/json"} if data is not None else {}
    all_headers.update(headers or {})
    conn.request(method, path, body=data, headers=all_headers)
    res = conn.getresponse()
    out = res.status, {k.lower(): v for k, v in res.getheaders()}, res.read()
    conn.close()
    return out


def test_binds_loopback_on_a_free_port_with_a_random_token(mem):
    a, b = ViewerServer(mem), ViewerServer(mem)
    try:
        assert a.server_address[0] == "127.0.0.1" and a.port != b.port
        assert a.token != b.token and len(a.token) >= 32
        assert a.url == f"http://127.0.0.1:{a.port}/?token={a.token}"
    finally:
        a.server_close()
        b.server_close()


def test_every_request_without_the_token_is_refused(viewer):
    for path in ("/", "/static/app.js", "/api/memories", "/api/memories/1", "/api/sessions"):
        status, _, body = request(viewer, "GET", path)
        assert status == 403, path
        assert b"token" in body
        assert request(viewer, "GET", path + "?token=wrong")[0] == 403
    # The printed URL, opened by hand: a session cookie and a redirect to the clean URL.
    status, headers, body = request(viewer, "GET", f"/?token={viewer.token}")
    assert status == 200 and b'content="0;url=/"' in body and viewer.token not in body.decode()
    cookie = headers["set-cookie"].split(";")[0]
    status, headers, body = request(viewer, "GET", "/", headers={"Cookie": cookie})
    assert status == 200 and b"<title>" in body
    assert viewer.token not in body.decode()  # neither the page nor its assets carry it
    assert b"<script>" not in body and "onclick" not in body.decode()
    assert request(viewer, "GET", "/static/app.js", headers={"Cookie": cookie})[0] == 200


def test_security_headers(viewer):
    _, headers, _ = request(viewer, "GET", f"/api/memories?token={viewer.token}")
    assert headers["content-security-policy"] == CSP
    assert "default-src 'self'" in CSP and "unsafe-inline" not in CSP
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"
    assert headers["content-type"].startswith("application/json")


def test_a_foreign_host_header_is_refused(viewer):
    status, _, body = request(
        viewer, "GET", f"/api/memories?token={viewer.token}", headers={"Host": "evil.example"}
    )
    assert status == 403 and b"Host" in body
    ok = request(
        viewer,
        "GET",
        f"/api/memories?token={viewer.token}",
        headers={"Host": f"localhost:{viewer.port}"},
    )
    assert ok[0] == 200


def test_state_changes_need_the_token_header_and_json(viewer):
    mem = viewer.mem
    # The token in the query is not enough for a POST (a cross-site form could send it).
    status, _, _ = request(
        viewer, "POST", f"/api/memories/1/forget?token={viewer.token}", body={"reason": "x"}
    )
    assert status == 403
    assert mem.get(1).status == "live"
    conn = http.client.HTTPConnection("127.0.0.1", viewer.port, timeout=10)
    conn.request(
        "POST",
        "/api/memories/1/forget",
        body="reason=x",
        headers={TOKEN_HEADER: viewer.token, "Content-Type": "application/x-www-form-urlencoded"},
    )
    assert conn.getresponse().status == 415
    conn.close()
    assert mem.get(1).status == "live"
    auth = {TOKEN_HEADER: viewer.token}
    status, _, body = request(
        viewer, "POST", "/api/memories/1/forget", body={"reason": "wrong"}, headers=auth
    )
    assert status == 200 and json.loads(body)["memory"]["status"] == "archived"
    assert mem.get(1).retired_reason == "forgotten: wrong"
    assert request(viewer, "POST", "/api/memories/1/revive", body={}, headers=auth)[0] == 200
    assert mem.get(1).status == "live"
    assert (
        request(viewer, "POST", "/api/memories/1/pin", body={"pinned": True}, headers=auth)[0]
        == 200
    )
    assert mem.get(1).pinned
    status, _, body = request(
        viewer,
        "POST",
        "/api/memories/1/edit",
        body={"text": "orders use optimistic locking: a lock_version column"},
        headers=auth,
    )
    story = json.loads(body)
    assert status == 200 and story["memory"]["id"] != 1
    assert [c["id"] for c in story["chain"]] == [1, story["memory"]["id"]]
    assert mem.get(1).status == "superseded"
    status, _, body = request(
        viewer, "POST", "/api/memories/1/edit", body={"text": "again"}, headers=auth
    )
    assert status == 400 and b"superseded" in body
    assert request(viewer, "POST", "/api/memories/999/revive", body={}, headers=auth)[0] == 404
    assert request(viewer, "DELETE", f"/api/memories/1?token={viewer.token}")[0] == 405


def test_api_returns_stored_text_as_data(viewer):
    status, _, body = request(viewer, "GET", f"/api/memories?q=XSS&token={viewer.token}")
    items = json.loads(body)["items"]
    assert status == 200 and items[0]["text"].startswith('<img src=x onerror="alert(1)">')
    timeline = json.loads(request(viewer, "GET", f"/api/timeline?token={viewer.token}")[2])
    assert timeline["points"][-1]["live"] == 2
    sessions = json.loads(request(viewer, "GET", f"/api/sessions?token={viewer.token}")[2])
    assert sessions == {"sessions": []}


def test_sessions_and_story_from_the_sample_store(tmp_path):
    import ui_sample as sample
    from retain.memory.facade import Memory
    from retain.ui import views

    ids = sample.build(tmp_path)
    mem = Memory(tmp_path / "retain.db", project=str(tmp_path / "shop"))
    got = views.sessions(mem)["sessions"]
    assert [s["session_id"] for s in got] == [f"session-{n}" for n in (4, 3, 2, 1)]
    by_id = {s["session_id"]: s for s in got}
    one = by_id["session-1"]
    assert one["n_used"] == 2 and one["precision"] == round(2 / one["n_shown"], 3)
    assert {i["memory_id"] for i in one["shown"] if i["outcome"]} == {ids["lock"], ids["check"]}
    assert by_id["session-2"]["precision"] is None  # it reported nothing: no data
    assert all(i["source"] == "startup" for i in one["shown"])
    story = views.story(mem, ids["flags2"])
    assert [c["id"] for c in story["chain"]] == [ids["flags1"], ids["flags2"], ids["flags3"]]
    assert [c["current"] for c in story["chain"]] == [False, True, False]
    lock = views.story(mem, ids["lock"])
    outcomes = [p.get("outcome") for p in lock["confidence_curve"]]
    assert outcomes == [None, "ok", "ok", "ok", "fail", "ok", "ok"]
    assert lock["confidence_curve"][4]["confidence"] < lock["confidence_curve"][3]["confidence"]
    points = views.timeline(mem)["points"]
    assert points[0]["live"] == 1
    assert points[-1] == {**points[-1], "live": 11, "superseded": 2, "archived": 1}
    mem.close()


def test_a_browser_dropping_its_connection_prints_no_traceback(viewer, capfd):
    import socket
    import struct
    import time

    sock = socket.create_connection(("127.0.0.1", viewer.port), timeout=5)
    sock.sendall(b"GET / HTTP/1.1\r\n")  # half a request, then a reset (RST, not FIN)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    sock.close()
    time.sleep(0.3)  # the handler thread reads, meets the reset, and reports it
    status, _, _ = request(viewer, "GET", f"/api/overview?token={viewer.token}")
    assert status == 200  # the server is still serving
    assert "Traceback" not in capfd.readouterr().err
    try:  # any other error in a handler is still reported
        raise ValueError("a real bug")
    except ValueError:
        viewer.handle_error(None, ("127.0.0.1", 1))
    assert "ValueError: a real bug" in capfd.readouterr().err


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_a_sign_in_code_works_once_and_then_expires(mem):
    from retain.ui.signin import CODE_TTL_S as LOGIN_CODE_TTL_S

    mem.write("orders use optimistic locking: a version column", kind="decision")
    clock = Clock()
    server = ViewerServer(mem, clock=clock)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        path = urlsplit(server.login_url())
        login = f"{path.path}?{path.query}"
        assert server.token not in login
        status, headers, body = request(server, "GET", login)
        assert status == 200 and b'content="0;url=/"' in body
        cookie = headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=Strict" in cookie and server.token not in cookie
        session = {"Cookie": cookie.split(";")[0]}
        assert request(server, "GET", "/api/overview", headers=session)[0] == 200
        # A replay (another user who read the code) gets nothing, not even a cookie.
        status, headers, body = request(server, "GET", login)
        assert status == 403 and "set-cookie" not in headers and b"used already" in body
        # A code opened too late is refused too.
        late = urlsplit(server.login_url())
        clock.now += LOGIN_CODE_TTL_S + 1
        status, headers, _ = request(server, "GET", f"{late.path}?{late.query}")
        assert status == 403 and "set-cookie" not in headers
        fresh = urlsplit(server.login_url())
        clock.now += LOGIN_CODE_TTL_S - 1
        assert request(server, "GET", f"{fresh.path}?{fresh.query}")[0] == 200
        # The session signs POSTs in (JSON only); a made-up cookie does not.
        auth = {**session}
        assert request(server, "POST", "/api/memories/1/pin", body={}, headers=auth)[0] == 200
        forged = {"Cookie": f"{server.cookie_name}=made-up"}
        assert request(server, "GET", "/api/overview", headers=forged)[0] == 403
        assert request(server, "POST", "/api/memories/1/pin", body={}, headers=forged)[0] == 403
        # Another site's page is refused even with the cookie (its Origin gives it away).
        evil = {**session, "Origin": "http://127.0.0.1:1"}
        assert request(server, "POST", "/api/memories/1/pin", body={}, headers=evil)[0] == 403
    finally:
        server.shutdown()
        server.server_close()


def test_the_launch_file_is_private_and_dies_with_its_code(mem):
    server = ViewerServer(mem)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        path = server.launch_file()
        assert path.stat().st_mode & 0o777 == 0o600
        assert path.parent.stat().st_mode & 0o777 == 0o700
        text = path.read_text()
        assert server.token not in text
        login = urlsplit(re.search(r'url=([^"]+)"', text).group(1))  # type: ignore[union-attr]
        assert request(server, "GET", f"{login.path}?{login.query}")[0] == 200
        assert not path.exists() and not path.parent.exists()
    finally:
        server.shutdown()
        server.server_close()


def test_json_bodies_refuse_nan_and_infinity(viewer):
    auth = {TOKEN_HEADER: viewer.token, "Content-Type": "application/json"}
    for raw in ('{"pinned": NaN}', '{"pinned": Infinity}', '{"pinned": -Infinity}'):
        conn = http.client.HTTPConnection("127.0.0.1", viewer.port, timeout=10)
        conn.request("POST", "/api/memories/1/pin", body=raw, headers=auth)
        res = conn.getresponse()
        assert res.status == 400 and b"finite" in res.read(), raw
        conn.close()
    status, _, body = request(
        viewer,
        "POST",
        "/api/memories/1/pin",
        body={"pinned": 2},
        headers={TOKEN_HEADER: viewer.token},
    )
    assert status == 400 and b"true or false" in body
    assert not viewer.mem.get(1).pinned
