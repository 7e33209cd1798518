"""A second process that answers the prompt hook by meaning while `retain serve` is still
starting, so a prompt given on the command line (`claude -p "..."`, `claude "..."`) is
not left to words alone.

`retain serve` binds the hook's socket within ~0.3 s of being spawned, but it loads the
model only after the MCP SDK's import and the `initialize` reply: its first answer by
meaning came 1.2-1.9 s after spawn on an idle 2-core machine, while Claude Code 2.1 fires
the first UserPromptSubmit hook 1.1-1.6 s after it spawns the server, without waiting
for `initialize` (BENCHMARKS.md, "The first prompt by meaning"). Loading the model
beside the SDK's import in the same interpreter delays `initialize` (one GIL); a second
process does not, on a second core.

So the serve spawns this helper as it binds its socket (`Helper.spawn`, before the SDK
import). The helper loads the same embedder, reads the vectors, says `ready`, and then
answers the questions the serve's socket thread passes it over a pipe, with the same
`retain.server.meaning.answer`, until the serve's own model is in: the serve then closes
the helper's stdin and it exits. If the serve dies first, the pipe closes and the helper
exits too (it also watches its parent's pid, for a serve killed while the helper is still
loading). Nothing is written: the helper opens the database only to read vectors.

Pipe protocol, one JSON line each (the hook's own two lines, relayed as they arrive, so
the helper embeds the prompt while the hook is still searching words):
  serve -> helper  the hook's request; then {"ids": [...]}
  helper -> serve  "ready" once, then one reply per question (retain.hooks.meaning's replies)

Only for an embedder that loads in about a second (the ONNX MiniLM, or a plugin), and
only when RETAIN_EARLY_MEANING is not 0. It costs a second model load (~0.5 s of CPU and
~150 MB for the ~1.5 s until the serve's own model is in).
"""

from __future__ import annotations

import os
import signal
import sys

EXIT_INTERRUPTED = 130  # 128 + SIGINT, as a shell reports a command stopped by Ctrl-C


def _leave_quietly(_signum: int, _frame: object) -> None:
    """Ctrl-C in the terminal reaches the helper too (same process group), often while it
    still imports the model: leave without a traceback. Its stderr is the serve's, and
    the serve says the one line (`retain: interrupted`)."""
    os._exit(EXIT_INTERRUPTED)


if __name__ == "__main__":  # the helper process: before its imports, which take a second
    signal.signal(signal.SIGINT, _leave_quietly)

import json  # noqa: E402
import logging  # noqa: E402
import select  # noqa: E402
import subprocess  # noqa: E402
import threading  # noqa: E402
from typing import Any  # noqa: E402

from retain import config  # noqa: E402
from retain.errors import InvalidInput  # noqa: E402
from retain.logfile import absolute_paths  # noqa: E402

log = logging.getLogger("retain.server.tools")

READY = b"ready\n"
REPLY_TIMEOUT_S = 2.0  # the hook's deadline is far shorter; a helper this slow is gone
START_TIMEOUT_S = 60.0  # a helper not ready by then is not waited for


def wanted() -> bool:
    """Whether this serve should start a helper: the setting allows it and the embedder
    loads quickly (config.loads_quickly: ONNX MiniLM, or a plugin)."""
    if config.early_meaning() == 0:
        return False
    try:
        return config.loads_quickly()
    except InvalidInput:  # a bad RETAIN_EMBEDDER: the serve reports it
        return False


class Helper:
    """The serve's handle on its helper process: `ask` relays one question, `close` ends
    it. Safe to call from the socket thread while the loader thread closes it."""

    def __init__(self, proc: subprocess.Popen[bytes]) -> None:
        self._proc = proc
        self._lock = threading.Lock()
        self.ready = False
        threading.Thread(target=self._wait_ready, daemon=True, name="retain-helper").start()

    @classmethod
    def spawn(cls, db: str) -> Helper | None:
        """Start the helper on `db`; None (logged) when it cannot. Never raises.

        It runs in the data directory, not the serve's: `python -m` puts the folder it
        starts in first on sys.path, and a serve starts in the project the client opened,
        whose `json.py` or `retain/` (a cloned repository's) the helper then imported and
        ran. The paths it is given are made absolute for that (logfile.absolute_paths)."""
        try:
            home = config.home_dir()
            config.ensure_private_dir(home)
            proc = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "retain.server.meaning_helper",
                    "--db",
                    db if config.is_db_url(db) else os.path.abspath(db),
                    "--parent",
                    str(os.getpid()),
                ],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=None,  # the serve's stderr: Claude Code's MCP log
                close_fds=True,
                cwd=home,
                env=absolute_paths(dict(os.environ)),
            )
        except Exception as e:  # noqa: BLE001 - the serve works without it
            log.warning("early meaning off: %s: %s", type(e).__name__, e)
            return None
        return cls(proc)

    def _wait_ready(self) -> None:
        try:
            line = self._read_line(START_TIMEOUT_S)
        except (OSError, ValueError):  # closed meanwhile, or too slow
            line = b""
        with self._lock:
            if line == READY and self._proc.poll() is None:
                self.ready = True
            else:
                self._end()

    def ask(self, request: dict[str, Any], read_ids: Any) -> dict[str, Any] | None:
        """The helper's reply to the hook's `request` (its candidate ids read with
        `read_ids` once the request is passed on), or None when it is not ready or
        fails: the serve then answers "loading" as it would without a helper."""
        with self._lock:
            if not self.ready:
                return None
            try:
                self._write(request)
                self._write({"ids": read_ids()})
                line = self._read_line(REPLY_TIMEOUT_S)
                reply = json.loads(line)
            except Exception as e:  # noqa: BLE001 - a broken pipe, a dead helper
                log.warning("early meaning stopped: %s: %s", type(e).__name__, e)
                self._end()
                return None
            if not isinstance(reply, dict):
                self._end()
                return None
            return reply

    def close(self) -> None:
        """End the helper (the serve's own model is in, or the serve is stopping)."""
        with self._lock:
            self._end()

    def _end(self) -> None:
        self.ready = False
        proc = self._proc
        if proc.stdin is not None and not proc.stdin.closed:
            try:
                proc.stdin.close()  # EOF: the helper exits
            except OSError:
                pass
        try:
            proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()

    def _write(self, obj: dict[str, Any]) -> None:
        assert self._proc.stdin is not None
        self._proc.stdin.write(json.dumps(obj, separators=(",", ":")).encode() + b"\n")
        self._proc.stdin.flush()

    def _read_line(self, timeout: float) -> bytes:
        out = self._proc.stdout
        if out is None:
            return b""
        ready, _, _ = select.select([out], [], [], timeout)
        if not ready:
            raise TimeoutError("the helper did not answer in time")
        return out.readline()


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m retain.server.meaning_helper",
        description="Answer `retain serve`'s relayed prompt questions by meaning until "
        "it closes stdin (started by `retain serve` itself; not for use by hand).",
    )
    parser.add_argument("--db", required=True, help="the serve's SQLite database")
    parser.add_argument("--parent", type=int, help="the serve's pid: leave when it is gone")
    args = parser.parse_args(argv)
    _exit_with_parent(os.getppid() if args.parent is None else args.parent)
    # Protocol lines only on the pipe: anything a library prints goes to stderr.
    wire = os.fdopen(os.dup(sys.stdout.fileno()), "wb", buffering=0)
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    from retain.memory.facade import Memory
    from retain.server.meaning import answer
    from retain.vectors.embed import create

    embedder = create()
    if embedder is None:
        return 0
    embedder.embed(["warm up"])  # ONNX sets itself up on the first inference
    mem = Memory(args.db, embedder=embedder)
    with mem.session():
        mem.vector_index()
    try:
        return _serve(mem, wire, answer)
    except BrokenPipeError:
        return 0  # the serve is gone


def _serve(mem: Any, wire: Any, answer: Any) -> int:
    wire.write(READY)
    src = sys.stdin.buffer
    while True:
        request_line = src.readline()
        if not request_line:
            return 0  # the serve closed the pipe, or is gone
        ids_line = src.readline()
        try:
            request = json.loads(request_line)
            ids = json.loads(ids_line).get("ids", []) if ids_line else []
        except (ValueError, AttributeError):
            request, ids = None, []
        if not isinstance(request, dict):
            reply: dict[str, Any] = {"ok": False, "why": "unreadable question"}
        else:
            clean = [i for i in ids if isinstance(i, int)] if isinstance(ids, list) else []
            reply = answer(mem, request, lambda ids=clean: ids)
        wire.write(json.dumps(reply, separators=(",", ":")).encode() + b"\n")
        if not ids_line:
            return 0


def _exit_with_parent(parent: int) -> None:
    """Leave as soon as the serve is gone, even while the model is still loading (the
    pipe's EOF is read only between questions). `parent` is passed in, since the serve
    may be gone before this process gets to ask for its parent."""

    def watch() -> None:
        import time

        while os.getppid() == parent:
            time.sleep(0.25)
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="retain-helper-watch").start()


if __name__ == "__main__":
    sys.exit(main())
