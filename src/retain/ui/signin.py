"""How a browser signs in to the viewer without its token on a command line.

A URL given to a browser is on that browser's command line, which every local user can
read (`ps`, /proc/PID/cmdline). So `retain ui` hands the browser the path of a 0600 file
in a fresh 0700 directory, the way Jupyter's redirect file keeps its token out of the
process list, and the file holds a sign-in link with a one-time code. The server trades
the code, once and within CODE_TTL_S, for a session id set as an HttpOnly SameSite=Strict
cookie; the file is removed as soon as its code is spent. A code read later (browser
history, a copy of the file) is spent or expired; the long-lived token never leaves the
server process except in the URL `retain ui` prints on its own terminal.

What it does not stop: cookies are not told apart by port (RFC 6265, section 8.5), so
while a browser is signed in, a page it opens on another port of 127.0.0.1 (another local
user's server) is sent the cookie. That takes the user visiting that page; reading `ps`
took nothing.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

CODE_TTL_S = 60.0  # a browser opens its sign-in link within seconds; then the code is dead
MAX_SESSIONS = 32  # signed-in browsers kept; the oldest is signed out past this


class SignIn:
    """One-time codes, the sessions they became, and the launch file. Thread-safe: the
    viewer's handler threads exchange codes concurrently."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._lock = threading.Lock()
        self._codes: dict[str, float] = {}  # code -> when it expires (clock time)
        self._sessions: dict[str, None] = {}  # session ids, oldest first
        self._launch: tuple[str, str] | None = None  # (directory, its code)

    def new_code(self) -> str:
        code = secrets.token_urlsafe(24)
        with self._lock:
            self._codes[code] = self.clock() + CODE_TTL_S
        return code

    def exchange(self, code: str) -> str | None:
        """A new session id for a code issued here, unused and unexpired; else None.
        The code is spent either way: a replay, or a second browser, is refused."""
        with self._lock:
            expires = self._codes.pop(code, None)
            if expires is None or self.clock() > expires:
                return None
            session = self._add_session()
            launch = self._launch
        if launch is not None and secrets.compare_digest(launch[1], code):
            self.drop_launch_file()  # its code is spent: nothing left worth reading
        return session

    def new_session(self) -> str:
        """A session for a browser that showed the token itself (the printed URL)."""
        with self._lock:
            return self._add_session()

    def _add_session(self) -> str:
        session = secrets.token_urlsafe(24)
        self._sessions[session] = None
        while len(self._sessions) > MAX_SESSIONS:
            del self._sessions[next(iter(self._sessions))]
        return session

    def signed_in(self, session: str) -> bool:
        given = session.encode("utf-8", "surrogateescape")  # compare_digest: bytes, any text
        with self._lock:
            return any(secrets.compare_digest(given, s.encode()) for s in self._sessions)

    def launch_file(self, login_url: Callable[[str], str]) -> Path:
        """A 0600 file in a fresh 0700 directory that sends a browser to the sign-in link
        `login_url(code)` for a new code: its path, unlike a URL, tells `ps` nothing."""
        self.drop_launch_file()
        code = self.new_code()
        directory = tempfile.mkdtemp(prefix="retain-ui-")  # 0700
        with self._lock:
            self._launch = (directory, code)
        url = login_url(code)
        page = (
            '<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer">'
            f'<meta http-equiv="refresh" content="0;url={url}">'
            '<link rel="icon" href="data:,">'
            f'<title>retain</title><p><a href="{url}">Open the retain viewer</a></p>\n'
        )
        path = Path(directory) / "open.html"
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(page)
        return path

    def drop_launch_file(self) -> None:
        """Remove the launch file and its directory (its code spent, or the server done)."""
        with self._lock:
            launch, self._launch = self._launch, None
        if launch is None:
            return
        with contextlib.suppress(FileNotFoundError):
            for name in os.listdir(launch[0]):
                os.unlink(os.path.join(launch[0], name))
            os.rmdir(launch[0])
