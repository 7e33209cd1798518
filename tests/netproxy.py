"""A loopback TCP proxy in front of the test server's Unix socket, for fault injection
(not a test module): `down()` refuses connections as an unreachable server would,
`blackhole()` accepts them and never answers (a slow or partitioned network), `cut()`
drops every open connection, `up()` forwards again. Listens on 127.0.0.1 only."""

from __future__ import annotations

import contextlib
import socket
import threading
from pathlib import Path


class Proxy:
    def __init__(self, unix_socket: Path) -> None:
        self.target = str(unix_socket)
        self.mode = "up"
        self._listener: socket.socket | None = None
        self._open: list[socket.socket] = []
        self._lock = threading.Lock()
        self.port = 0
        self._bind()

    def _bind(self) -> None:
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        s.bind(("127.0.0.1", self.port))
        s.listen(64)
        self.port = s.getsockname()[1]
        self._listener = s
        threading.Thread(target=self._accept, args=(s,), daemon=True).start()

    def url(self, base_url: str) -> str:
        """`base_url` (user, password, database) through this proxy."""
        from urllib.parse import urlsplit, urlunsplit

        parts = urlsplit(base_url)
        cred = parts.netloc.rsplit("@", 1)[0]
        return urlunsplit((parts.scheme, f"{cred}@127.0.0.1:{self.port}", parts.path, "", ""))

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            if self.mode == "blackhole":
                with self._lock:
                    self._open.append(client)  # held open, never answered
                continue
            upstream = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            try:
                upstream.connect(self.target)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._open += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    def _pipe(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while True:
                data = src.recv(65536)
                if not data:
                    break
                dst.sendall(data)
        except OSError:
            pass
        finally:
            for s in (src, dst):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)
                with contextlib.suppress(OSError):
                    s.close()

    def cut(self) -> None:
        """Drop every connection now open (as a network failure would)."""
        with self._lock:
            conns, self._open = self._open, []
        for s in conns:
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                s.close()

    def down(self) -> None:
        """Refuse new connections and drop the open ones."""
        self.mode = "down"
        if self._listener is not None:
            with contextlib.suppress(OSError):  # wakes the thread blocked in accept()
                self._listener.shutdown(socket.SHUT_RDWR)
            self._listener.close()
            self._listener = None
        self.cut()

    def blackhole(self) -> None:
        self.cut()
        self.mode = "blackhole"
        if self._listener is None:
            self._bind()

    def up(self) -> None:
        self.mode = "up"
        if self._listener is None:
            self._bind()

    def close(self) -> None:
        self.down()
