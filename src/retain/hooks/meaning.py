"""Asking the session's running `retain serve` what a prompt means, from the prompt hook.

The prompt hook cannot load the model (importing numpy alone costs more than the hook's
whole budget), but the MCP server of the same Claude Code session already has it warm.
Each `retain serve` listens on a Unix socket in RUN_DIR under RETAIN_HOME (0700, the
socket 0600: only this user can connect; never a TCP port), named `<claude>-<serve>.sock`
after the pid of the Claude Code process that started it and its own pid
(retain.server.meaning is the listening side).

The hook finds its own session's server by the same key: Claude Code's pid is in its
environment (CLAUDE_PID, newer versions) or among its ancestors (the hook runs under one
or two shells; on Linux /proc names them). Any other live server of this user answers
just as well, since the request names the database and the project and the answer
depends on nothing else; it is tried only after the session's own.

The exchange is two JSON lines each way at most, inside a hard deadline:
  hook -> serve  {"v": 1, "db": ..., "project": ..., "prompt": ..., "k": ...}
                 (sent first, so the server embeds while the hook searches words)
  hook -> serve  {"ids": [...]}            the word candidates, for their cosines
  serve -> hook  {"ok": true, "model": ..., "near": [[id, cos], ...], "cos": [[id, cos], ...]}
             or  {"ok": false, "why": "loading" | "other database" | ...}
A server that refuses (one still loading its model, one serving another database) or
closes without an answer hands the question to the next server within the same deadline:
a second session's warm server answers while this session's own is still loading. No
server, none ready, or a late answer all mean the same: words only.

Stdlib only, and lean: `_socket` (the C module) rather than `socket`, whose Python
wrapper imports selectors and enum machinery the hook does not need (~5 ms here), and
paths as strings, not pathlib (which imports urllib.parse and ipaddress: ~20 ms).
"""

from __future__ import annotations

import json
import os
import stat
import time

from retain import config

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path
    from typing import Any

PROTOCOL = 1
RUN_DIR = "run"  # under RETAIN_HOME: the sockets of the running servers
SUFFIX = ".sock"
# How long the hook waits for meaning, from sending the prompt to the last byte of the
# answer (the word search runs in between): RETAIN_MEANING_MS, default
# config.DEFAULT_MEANING_MS. The prompt hook blocks the user's prompt: BENCHMARKS.md
# ("Latency of the prompt hook") has what fits the 100 ms bound.
TIMEOUT_S = config.DEFAULT_MEANING_MS / 1000
NEAR_K = 100  # nearest memories by meaning the server is asked for
MAX_TRIES = 3  # servers tried in turn; a stale socket refuses at once
MAX_ANCESTORS = 6  # hook -> shell(s) -> Claude Code: a few levels at most
MAX_REPLY_BYTES = 1 << 20
MAX_SOCKET_PATH = 100  # sun_path holds 104 (macOS) or 108 (Linux) bytes


def run_dir() -> str:
    return os.path.join(config.home_dir(), RUN_DIR)


def socket_name(claude_pid: int, serve_pid: int) -> str:
    return f"{claude_pid}-{serve_pid}{SUFFIX}"


def parse_name(name: str) -> tuple[int, int] | None:
    """(Claude Code pid, server pid) from a socket's file name, or None."""
    if not name.endswith(SUFFIX):
        return None
    left, _, right = name[: -len(SUFFIX)].partition("-")
    if not (left.isdigit() and right.isdigit() and left.isascii() and right.isascii()):
        return None
    return int(left), int(right)


def private_dir(path: str | Path) -> bool:
    """A real directory (not a link) owned by this user that nobody else can enter."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and st.st_mode & 0o077 == 0


def own_socket(path: str | Path) -> bool:
    """A socket owned by this user, readable and writable by nobody else."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISSOCK(st.st_mode) and st.st_uid == os.getuid() and st.st_mode & 0o077 == 0


def claude_pids() -> list[int]:
    """Pids that may be this hook's Claude Code process, nearest first: CLAUDE_PID when
    set, then the parent and its ancestors (Linux /proc; elsewhere the parent only)."""
    out: list[int] = []
    env = os.environ.get("CLAUDE_PID", "")
    if env.isdigit() and env.isascii():
        out.append(int(env))
    pid = os.getppid()
    for _ in range(MAX_ANCESTORS):
        if pid <= 1:
            break
        if pid not in out:
            out.append(pid)
        pid = _parent_of(pid)
    return out


def _parent_of(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            raw = f.read(512)
    except OSError:
        return 0
    # "pid (comm) state ppid ...": comm may hold spaces or parentheses, so split after
    # the last ')'.
    fields = raw[raw.rfind(b")") + 2 :].split()
    return int(fields[1]) if len(fields) > 1 and fields[1].isdigit() else 0


def servers(directory: str | Path | None = None, pids: list[int] | None = None) -> list[str]:
    """Sockets to try, this session's servers first, then the others newest first. Only
    this user's sockets in this user's private directory: anything else is refused."""
    directory = run_dir() if directory is None else directory
    if not private_dir(directory):
        return []
    order = claude_pids() if pids is None else pids
    rank = {pid: i for i, pid in enumerate(order)}
    found: list[tuple[int, float, str]] = []
    try:
        entries = list(os.scandir(directory))
    except OSError:
        return []
    for entry in entries:
        key = parse_name(entry.name)
        if key is None:
            continue
        path = entry.path
        if not own_socket(path):
            continue
        try:
            mtime = entry.stat(follow_symlinks=False).st_mtime
        except OSError:
            continue
        found.append((rank.get(key[0], len(rank)), -mtime, path))
    found.sort()
    return [p for _, _, p in found]


class Answer:
    """What a server said: the nearest memories by meaning and the candidates' cosines."""

    __slots__ = ("cosines", "model", "near")

    def __init__(self, model: str, near: list[tuple[int, float]], cosines: dict[int, float]):
        self.model = model
        self.near = near
        self.cosines = cosines


class Ask:
    """One question to a server, sent at once and answered (or not) by `finish`."""

    def __init__(
        self,
        sock: Any,
        deadline: float,
        path: str,
        request: bytes = b"",
        rest: Sequence[str | Path] = (),
    ) -> None:
        self._sock = sock
        self.deadline = deadline
        self.path = path  # the server that answered, or was asked last
        self.why: str | None = None  # why there was no answer, for the log
        self._request = request
        self._rest = list(rest)  # servers to hand the question to if this one refuses

    @classmethod
    def start(
        cls,
        db: Path | str,
        project_id: str | None,
        prompt: str,
        *,
        k: int,
        timeout: float = TIMEOUT_S,
        candidates: list[str] | list[Path] | None = None,
    ) -> Ask | None:
        """Connect to the first server that accepts and send the prompt; None if none
        does. Never raises."""
        deadline = time.monotonic() + timeout
        request = _line(
            {
                "v": PROTOCOL,
                "db": os.path.abspath(os.fspath(db)),
                "project": project_id,
                "prompt": prompt,
                "k": k,
            }
        )
        try:
            found = servers() if candidates is None else candidates
        except Exception:  # noqa: BLE001 - fail open: words only
            return None
        paths: list[str | Path] = list(found[:MAX_TRIES])
        for n, path in enumerate(paths):
            sock = _send(path, request, deadline)
            if sock is not None:
                return cls(sock, deadline, os.fspath(path), request, paths[n + 1 :])
        return None

    def finish(self, ids: list[int]) -> Answer | None:
        """Send the word candidates' ids and wait, until the deadline at most, for the
        answer; a refusal hands the question to the next server. None (and `why` set)
        when there is none in time; never raises."""
        sock, self._sock = self._sock, None
        ids_line = _line({"ids": ids})
        while sock is not None:
            got, late = self._exchange(sock, ids_line)
            if got is not None or late:
                return got
            sock = None
            while self._rest and sock is None:
                path = self._rest.pop(0)
                sock = _send(path, self._request, self.deadline)
                if sock is not None:
                    self.path = os.fspath(path)
        return None

    def _exchange(self, sock: Any, ids_line: bytes) -> tuple[Answer | None, bool]:
        """(the answer or None, whether the deadline has passed)."""
        try:
            try:
                sock.sendall(ids_line)
            except OSError:
                pass  # it may have answered already ("loading") and closed: read that
            reply = _read_line(sock, self.deadline)
        except Exception as e:  # noqa: BLE001 - timeout, reset, closed: words only
            self.why = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
            return None, isinstance(e, TimeoutError)
        finally:
            sock.close()
        return self._parse(reply), False

    def close(self) -> None:
        if self._sock is not None:
            self._sock.close()
            self._sock = None

    def _parse(self, reply: bytes) -> Answer | None:
        try:
            data = json.loads(reply.decode("utf-8"))
        except ValueError:
            self.why = "unreadable answer"
            return None
        if not isinstance(data, dict) or data.get("ok") is not True:
            why = data.get("why") if isinstance(data, dict) else None
            self.why = str(why or "refused")
            return None
        try:
            near = [(int(i), float(c)) for i, c in data.get("near", [])]
            cosines = {int(i): float(c) for i, c in data.get("cos", [])}
        except (TypeError, ValueError):
            self.why = "malformed answer"
            return None
        return Answer(str(data.get("model", "")), near, cosines)


def _line(obj: dict[str, Any]) -> bytes:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def _send(path: str | Path, request: bytes, deadline: float) -> Any:
    """A socket to the server at `path` that has been sent `request`, or None."""
    left = deadline - time.monotonic()
    if left <= 0:
        return None
    sock = _connect(path, left)
    if sock is None:
        return None
    try:
        sock.sendall(request)
    except OSError:
        sock.close()
        return None
    return sock


def _connect(path: str | Path, timeout: float) -> Any:
    import _socket

    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.settimeout(timeout)
        sock.connect(os.fspath(path))
    except OSError:
        sock.close()
        return None
    return sock


def _read_line(sock: Any, deadline: float) -> bytes:
    buf = b""
    while b"\n" not in buf:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("no answer in time")
        sock.settimeout(left)
        chunk = sock.recv(65536)
        if not chunk:
            raise ConnectionError("closed without an answer")
        buf += chunk
        if len(buf) > MAX_REPLY_BYTES:
            raise ValueError("answer too large")
    return buf.split(b"\n", 1)[0]
