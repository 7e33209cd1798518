"""The listening side of retain.hooks.meaning: `retain serve` answers the prompt hook's
"what is near this prompt" over a Unix socket only this user can open.

The socket lives in RETAIN_HOME/run (created 0700, refused if it exists with another
owner or wider permissions), is bound under umask 0177 (0600 from the first instant) and
named after the Claude Code process that started the server (CLAUDE_PID or the parent
pid) and the server's own pid. On start, sockets of servers that are no longer running
are removed; on exit the server removes its own. On Linux the peer's uid is checked too
(SO_PEERCRED). Never a TCP port.

One thread accepts and answers one connection at a time: a question costs one prompt
embedding (~5-7 ms) and a scan of the vectors, and only this user's hooks ask.
`answer` is the whole reply for one question; the benchmark calls the socket, the tests
call both.
"""

from __future__ import annotations

import json
import logging
import os
import socket
import struct
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from retain import config
from retain.hooks import meaning

if TYPE_CHECKING:
    from retain.memory.facade import Memory

log = logging.getLogger("retain.server.tools")

MAX_REQUEST_BYTES = 256 * 1024  # a prompt is cut to 64 KiB by the hook; ids are a few hundred
MAX_K = 200
MAX_IDS = 500
READ_TIMEOUT_S = 2.0  # a hook that stops talking must not hold the next one up
_open: set[MeaningListener] = set()  # removed at exit, including os._exit paths


def claude_pid() -> int:
    env = os.environ.get("CLAUDE_PID", "")
    return int(env) if env.isdigit() and env.isascii() else os.getppid()


def prepare_dir(directory: Path) -> None:
    """Create the run directory 0700; refuse one this user does not own privately."""
    config.ensure_private_dir(directory.parent)
    try:
        directory.mkdir(mode=0o700)
    except FileExistsError:
        pass
    if not meaning.private_dir(directory):
        raise PermissionError(
            f"{directory} is not a directory only this user can open; "
            "prompt-time recall stays words only"
        )


def remove_stale(directory: Path) -> int:
    """Remove sockets whose server is no longer running. Returns how many."""
    removed = 0
    for entry in os.scandir(directory):
        key = meaning.parse_name(entry.name)
        if key is None or key[1] == os.getpid():
            continue
        if _alive(key[1]):
            continue
        try:
            os.unlink(entry.path)
            removed += 1
        except OSError:
            pass
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process: not ours to judge
    return True


def answer(mem: Memory, request: dict[str, Any], read_ids: Any = None) -> dict[str, Any]:
    """The reply to one question: the `k` memories nearest the prompt in the request's
    scope (this user's, plus its project's), with their cosines, and the cosines of the
    candidate ids `read_ids()` returns (the hook sends them after the prompt)."""
    if request.get("v") != meaning.PROTOCOL:
        return {"ok": False, "why": "unknown protocol version"}
    db = request.get("db")
    if not isinstance(db, str) or not _same_db(mem, db):
        return {"ok": False, "why": "other database"}
    prompt, project = request.get("prompt"), request.get("project")
    if not isinstance(prompt, str) or not prompt.strip():
        return {"ok": False, "why": "no prompt"}
    if project is not None and not isinstance(project, str):
        return {"ok": False, "why": "bad project"}
    k = request.get("k")
    k = min(int(k), MAX_K) if isinstance(k, int) and k > 0 else 50
    slot = mem.embedder_slot  # None while the server is still creating it
    embedder = slot.get() if slot is not None else None
    if embedder is None:
        gone = slot is not None and slot.state in ("off", "unavailable")
        return {"ok": False, "why": "no embedder" if gone else "loading"}
    with mem.session():
        index = mem.vector_index()
    if index is None:
        return {"ok": False, "why": "no vectors"}
    query = embedder.embed([meaning_text(prompt[: meaning_prompt_chars()])])[0]
    near = index.nearest(query, project, k)
    ids = read_ids() if read_ids is not None else []
    cos: list[list[float]] = []
    if ids:
        have, vectors = index.vectors([i for i in ids[:MAX_IDS] if isinstance(i, int)])
        if have:
            sims = vectors @ query
            cos = [[mid, round(float(s), 4)] for mid, s in zip(have, sims)]
    return {
        "ok": True,
        "model": getattr(embedder, "name", ""),
        "near": [[mid, round(c, 4)] for mid, c in near],
        "cos": cos,
    }


def meaning_prompt_chars() -> int:
    from retain.rank import prompt as recall

    return recall.MAX_PROMPT_CHARS  # what the words path reads of a long paste, too


def meaning_text(prompt: str) -> str:
    """The prompt as embedded: a prompt in another language the English-centred model
    reads poorly gets its English glosses appended (retain.rank.glossary)."""
    from retain.rank import glossary

    extra = glossary.for_meaning(prompt)
    return f"{prompt}\n{extra}" if extra else prompt


def _same_db(mem: Memory, db: str) -> bool:
    here = getattr(mem.store, "path", None)
    if here is None:
        return False
    try:
        return os.path.samefile(here, db)
    except OSError:
        return False


class MeaningListener:
    """The socket and the thread answering on it, for one Memory (the server's)."""

    def __init__(
        self, get_memory: Any, get_helper: Any = None, directory: Path | None = None
    ) -> None:
        self._get_memory = get_memory  # the Runtime swaps its Memory once the model loads
        # retain.server.meaning_helper.Helper (or None): answers while this server's model loads
        self._get_helper = get_helper or (lambda: None)
        self.directory = Path(meaning.run_dir()) if directory is None else directory
        self.path = self.directory / meaning.socket_name(claude_pid(), os.getpid())
        self._sock: socket.socket | None = None
        self._thread: threading.Thread | None = None
        self.answered = 0

    def start(self) -> bool:
        """Bind and start answering; False (logged) when it cannot, which leaves the
        prompt hook on words. Never raises."""
        try:
            prepare_dir(self.directory)
            remove_stale(self.directory)
            if len(os.fsencode(self.path)) > meaning.MAX_SOCKET_PATH:
                raise OSError(f"socket path too long for a Unix socket: {self.path}")
            sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            if self.path.exists() or self.path.is_symlink():
                self.path.unlink()
            old = os.umask(0o177)
            try:
                sock.bind(os.fspath(self.path))
            finally:
                os.umask(old)
            os.chmod(self.path, 0o600)
            sock.listen(8)
        except Exception as e:  # noqa: BLE001 - the MCP server works without it
            log.warning("prompt-time meaning off: %s: %s", type(e).__name__, e)
            return False
        self._sock = sock
        _open.add(self)
        self._thread = threading.Thread(target=self._serve, daemon=True, name="retain-socket")
        self._thread.start()
        return True

    def close(self) -> None:
        sock, self._sock = self._sock, None
        _open.discard(self)
        if sock is not None:
            try:
                os.unlink(self.path)
            except OSError:
                pass
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()

    def _serve(self) -> None:
        while self._sock is not None:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return  # closed
            with conn:
                try:
                    self._handle(conn)
                except (BrokenPipeError, ConnectionResetError, TimeoutError):
                    pass  # the hook gave up (its deadline) or asked nothing: the usual
                except Exception as e:  # noqa: BLE001 - one bad question must not stop it
                    log.warning("prompt-time question failed: %s: %s", type(e).__name__, e)

    def _handle(self, conn: socket.socket) -> None:
        conn.settimeout(READ_TIMEOUT_S)
        if not _peer_is_us(conn):
            return
        reader = _Lines(conn)
        try:
            request = json.loads(reader.line())
        except ValueError:
            return
        if not isinstance(request, dict):
            return

        def read_ids() -> list[int]:
            try:
                ids = json.loads(reader.line()).get("ids", [])
            except (ValueError, AttributeError, OSError):
                return []
            return [i for i in ids if isinstance(i, int)] if isinstance(ids, list) else []

        reply = answer(self._get_memory(), request, read_ids)
        helper = self._get_helper() if reply.get("why") == "loading" else None
        if helper is not None:
            reply = helper.ask(request, read_ids) or reply
        conn.sendall(json.dumps(reply, separators=(",", ":")).encode() + b"\n")
        self.answered += 1


class _Lines:
    def __init__(self, conn: socket.socket) -> None:
        self._conn, self._buf = conn, b""

    def line(self) -> bytes:
        while b"\n" not in self._buf:
            chunk = self._conn.recv(65536)
            if not chunk:
                raise ValueError("closed")
            self._buf += chunk
            if len(self._buf) > MAX_REQUEST_BYTES:
                raise ValueError("request too large")
        line, self._buf = self._buf.split(b"\n", 1)
        return line


def _peer_is_us(conn: socket.socket) -> bool:
    """Linux: the connecting process's uid is ours (the directory's 0700 already says so;
    this holds even if it were loosened). Elsewhere the directory is the check."""
    if not sys.platform.startswith("linux"):
        return True
    try:
        raw = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    except OSError:
        return False
    _pid, uid, _gid = struct.unpack("3i", raw)
    return uid == os.getuid()


def close_all() -> None:
    """Remove every open socket (the server's exit paths, os._exit included)."""
    for listener in list(_open):
        listener.close()
