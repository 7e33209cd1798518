"""The local viewer's HTTP server: 127.0.0.1 only, a random token, a strict CSP.

Every request must be signed in: the long-lived token (the `X-Retain-Token` header, or
`?token=` on a GET, for scripts and the URL `retain ui` prints), or the session cookie a
browser gets by opening a sign-in link. A state-changing POST must carry the header or
the cookie and send JSON, which a page on another site cannot do without a CORS
preflight this server never answers; a request whose Origin is not this server is
refused. The Host header must name this server (127.0.0.1 or localhost and its port),
which defeats DNS rebinding. Pages load only this server's own files: no inline script,
no external anything. Stored text reaches the page as JSON and is shown with
textContent, never as markup.

The browser is never handed the token: `retain ui` gives it a private file holding a
one-time sign-in link (retain.ui.signin says how, and what that does not stop).
"""

from __future__ import annotations

import json
import re
import secrets
import sys
import time
from collections.abc import Callable
from http import HTTPStatus
from http.cookies import CookieError, SimpleCookie
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from retain.errors import InvalidInput, NotFound, RetainError
from retain.memory.facade import Memory
from retain.store.sqlite_history import acting
from retain.ui import views
from retain.ui.signin import SignIn

HOST = "127.0.0.1"
TOKEN_HEADER = "X-Retain-Token"
MAX_BODY = 64 * 1024  # an edit is at most a few thousand characters
# + the port: two viewers on two ports do not overwrite each other's cookie (cookies
# ignore ports)
COOKIE_PREFIX = "retain_ui_"
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'none'; object-src 'none'; base-uri 'none'; "
    "form-action 'none'; frame-ancestors 'none'"
)
STATIC = {
    "/static/app.js": ("app.js", "text/javascript; charset=utf-8"),
    "/static/app.css": ("app.css", "text/css; charset=utf-8"),
}
SIGNED_IN_PAGE = (
    b'<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/">'
    b'<link rel="icon" href="data:,">'  # else the browser asks for /favicon.ico: a 404
    b'<title>retain</title><p><a href="/">Open the retain viewer</a></p>\n'
)
_MEMORY_PATH = re.compile(r"/api/memories/(\d{1,18})(?:/(forget|revive|pin|edit))?")


def _no_constant(name: str) -> Any:
    """json.loads reads NaN, Infinity and -Infinity, which JSON does not have: refused."""
    raise InvalidInput(f"{name} is not a JSON number; send a finite number")


def _static(name: str) -> bytes:
    return resources.files("retain.ui").joinpath("static").joinpath(name).read_bytes()


class ViewerServer(ThreadingHTTPServer):
    """One viewer on a free port of 127.0.0.1 (or `port`), over one Memory."""

    daemon_threads = True
    allow_reuse_address = False

    def __init__(
        self,
        mem: Memory,
        port: int = 0,
        *,
        quiet: bool = True,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.mem = mem
        self.token = secrets.token_urlsafe(24)
        self.quiet = quiet
        self.signin = SignIn(clock)
        super().__init__((HOST, port), Handler)

    @property
    def port(self) -> int:
        return int(self.server_address[1])

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}/?token={self.token}"

    @property
    def cookie_name(self) -> str:
        return f"{COOKIE_PREFIX}{self.port}"

    def allowed_hosts(self) -> set[str]:
        return {f"{HOST}:{self.port}", f"localhost:{self.port}"}

    def allowed_origins(self) -> set[str]:
        return {f"http://{host}" for host in self.allowed_hosts()}

    # -- signing in (retain.ui.signin) --------------------------------------------
    def login_url(self, code: str | None = None) -> str:
        """A sign-in link with `code`, or a fresh one-time code good for CODE_TTL_S."""
        return f"http://{HOST}:{self.port}/login?code={code or self.signin.new_code()}"

    def launch_file(self) -> Path:
        """What `retain ui` hands the browser: a private file with a sign-in link."""
        return self.signin.launch_file(self.login_url)

    def drop_launch_file(self) -> None:
        self.signin.drop_launch_file()

    def server_close(self) -> None:
        self.signin.drop_launch_file()
        super().server_close()

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that drops a kept-alive connection (a closed tab, a reload) is not an
        error worth a traceback on the user's terminal; anything else still is."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


class Handler(BaseHTTPRequestHandler):
    server: ViewerServer
    server_version = "retain-ui"
    sys_version = ""
    protocol_version = "HTTP/1.1"
    # A connection idle this long, or a body that stops coming, is closed: a client that
    # declared 64 KiB and sent 1 byte held a thread (and its request) forever.
    timeout = 30
    _body_read = False  # this request's body was read (_unread_body)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the stdlib's name
        if not self.server.quiet:
            sys.stderr.write("retain ui: " + (format % args) + "\n")

    # -- responses -----------------------------------------------------------------
    def _send(
        self, status: int, body: bytes, content_type: str, extra: dict[str, str] | None = None
    ) -> None:
        self.send_response(status)
        if self._unread_body():
            self.send_header("Connection", "close")  # (send_header closes it after this)
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Referrer-Policy", "no-referrer")  # a URL may carry a code or token
        self.send_header("Cache-Control", "no-store")
        self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _json(self, status: int, data: Any) -> None:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        self._send(status, body, "application/json; charset=utf-8")

    def _error(self, status: int, message: str) -> None:
        self._json(status, {"error": message})

    # -- checks --------------------------------------------------------------------
    def _refused(self, *, header_only: bool) -> bool:
        """Send 403 and return True unless Host, Origin and credentials are right: the
        token header, the session cookie, or (a GET: `header_only` False) `?token=`."""
        if self._wrong_place():
            return True
        if self._token_ok(header_only=header_only) or self._session():
            return False
        self._error(
            HTTPStatus.FORBIDDEN, "missing or wrong token: open the URL `retain ui` printed"
        )
        return True

    def _wrong_place(self) -> bool:
        """Send 403 and return True for a foreign Host (DNS rebinding) or Origin."""
        if self.headers.get("Host", "") not in self.server.allowed_hosts():
            self._error(HTTPStatus.FORBIDDEN, "wrong Host header: open the URL `retain ui` printed")
            return True
        origin = self.headers.get("Origin")
        if origin is not None and origin not in self.server.allowed_origins():
            self._error(HTTPStatus.FORBIDDEN, "a request from another site is refused")
            return True
        return False

    def _token_ok(self, *, header_only: bool) -> bool:
        token = self.headers.get(TOKEN_HEADER, "")
        if not token and not header_only:
            token = self._query().get("token", "")
        return bool(token) and secrets.compare_digest(token.encode(), self.server.token.encode())

    def _session(self) -> bool:
        try:
            jar = SimpleCookie(self.headers.get("Cookie", ""))
        except CookieError:
            return False
        morsel = jar.get(self.server.cookie_name)
        return morsel is not None and self.server.signin.signed_in(morsel.value)

    def _query(self) -> dict[str, str]:
        return {k: v[0] for k, v in parse_qs(urlsplit(self.path).query).items()}

    def _sign_in(self, session: str) -> None:
        """The session cookie, and a redirect to the clean URL (no code or token in the
        address bar or a bookmark). A page that moves on by itself, not a 303: a sign-in
        link opened from the launch file (file://) is a cross-site navigation, and a
        SameSite=Strict cookie is not sent on any hop of a cross-site redirect chain; a
        refresh from this page is same-site."""
        cookie = f"{self.server.cookie_name}={session}; Path=/; HttpOnly; SameSite=Strict"
        self._send(
            HTTPStatus.OK, SIGNED_IN_PAGE, "text/html; charset=utf-8", {"Set-Cookie": cookie}
        )

    def _login(self) -> None:
        """GET /login?code=...: a one-time code for a session cookie."""
        if self._wrong_place():
            return
        session = self.server.signin.exchange(self._query().get("code", ""))
        if session is None:
            self._error(
                HTTPStatus.FORBIDDEN,
                "this sign-in link was used already or has expired: run `retain ui` again, "
                "or open the URL it printed",
            )
            return
        self._sign_in(session)

    def _unread_body(self) -> bool:
        """Whether the request came with a body this handler did not read (refused before
        reading it, or a GET's): on a kept-alive connection its bytes would be read as the
        next request (round 30: a 415's body holding a second request was run), so the
        connection is closed after the answer."""
        if self._body_read:
            return False
        length = self.headers.get("Content-Length", "0").strip()
        return "Transfer-Encoding" in self.headers or length not in ("", "0")

    def _body(self) -> dict[str, Any] | None:
        if "Transfer-Encoding" in self.headers:
            # Not read as chunks, it was read as no body: {"pinned": false} pinned.
            self._error(HTTPStatus.LENGTH_REQUIRED, "send the body with a Content-Length")
            return None
        ctype = self.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if ctype != "application/json":
            self._error(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "send application/json")
            return None
        try:
            length = int(self.headers.get("Content-Length", "0"))
        except ValueError:
            length = -1
        if not 0 <= length <= MAX_BODY:
            self._error(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, f"body must be under {MAX_BODY} bytes")
            return None
        raw = self.rfile.read(length)
        self._body_read = True
        try:
            data = json.loads(raw or b"{}", parse_constant=_no_constant)
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError):
            self._error(HTTPStatus.BAD_REQUEST, "the body is not JSON")
            return None
        except InvalidInput as e:
            self._error(HTTPStatus.BAD_REQUEST, str(e))
            return None
        if not isinstance(data, dict):
            self._error(HTTPStatus.BAD_REQUEST, "the body must be a JSON object")
            return None
        return data

    # -- routes --------------------------------------------------------------------
    def do_HEAD(self) -> None:
        self.do_GET()

    def do_GET(self) -> None:
        self._body_read = False
        url = urlsplit(self.path)
        if url.path == "/login":
            self._login()
            return
        if self._refused(header_only=False):
            return
        params = self._query()
        mem = self.server.mem
        try:
            if url.path in ("/", "/index.html") and "token" in params and not self._session():
                self._sign_in(self.server.signin.new_session())  # the printed URL, opened by hand
            elif url.path in ("/", "/index.html"):
                page = _static("index.html")
                self._send(HTTPStatus.OK, page, "text/html; charset=utf-8")
            elif url.path in STATIC:
                name, ctype = STATIC[url.path]
                self._send(HTTPStatus.OK, _static(name), ctype)
            elif url.path == "/api/overview":
                self._json(HTTPStatus.OK, views.overview(mem))
            elif url.path == "/api/memories":
                self._json(HTTPStatus.OK, views.list_memories(mem, params))
            elif url.path == "/api/sessions":
                self._json(HTTPStatus.OK, views.sessions(mem))
            elif url.path == "/api/timeline":
                self._json(HTTPStatus.OK, views.timeline(mem))
            elif (m := _MEMORY_PATH.fullmatch(url.path)) and m.group(2) is None:
                self._json(HTTPStatus.OK, views.story(mem, int(m.group(1))))
            else:
                self._error(HTTPStatus.NOT_FOUND, f"no such page: {url.path}")
        except RetainError as e:
            self._failed(e)

    def do_POST(self) -> None:
        self._body_read = False
        if self._refused(header_only=True):
            return
        m = _MEMORY_PATH.fullmatch(urlsplit(self.path).path)
        if m is None or m.group(2) is None:
            self._error(HTTPStatus.NOT_FOUND, "no such action")
            return
        body = self._body()
        if body is None:
            return
        mem, mid, action = self.server.mem, int(m.group(1)), m.group(2)
        with acting("ui"):  # the viewer's changes are logged as its own
            try:
                if action == "forget":
                    reason = body.get("reason") or "forgotten in the viewer"
                    mem.forget(mid, str(reason))
                elif action == "revive":
                    mem.revive(mid)
                elif action == "pin":
                    pinned = body.get("pinned", True)
                    if not isinstance(pinned, bool):
                        raise InvalidInput("pinned must be true or false")
                    mem.pin(mid, pinned)
                else:
                    text, verdict = body.get("text"), body.get("verdict") or "refinement"
                    if not isinstance(text, str):
                        raise InvalidInput("text must be a string")
                    result = mem.edit(mid, text, verdict=str(verdict), source="cli")
                    mid = result.memory_id
                self._json(HTTPStatus.OK, views.story(mem, mid))
            except RetainError as e:
                self._failed(e)

    def _failed(self, e: RetainError) -> None:
        """A facade error as its HTTP answer: a missing memory 404, bad input 400, the
        store 503."""
        if isinstance(e, NotFound):
            self._error(HTTPStatus.NOT_FOUND, str(e))
        elif isinstance(e, InvalidInput):
            self._error(HTTPStatus.BAD_REQUEST, str(e))
        else:
            self._error(HTTPStatus.SERVICE_UNAVAILABLE, str(e))

    def _not_allowed(self) -> None:
        self._body_read = False
        self._error(HTTPStatus.METHOD_NOT_ALLOWED, "only GET and POST")

    do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _not_allowed
