"""The MCP server's shared state: one Memory for every tool, and the embedder loading
behind it on a background thread. No mcp import: the protocol lives in retain.server.tools.

`start` is the serve's first step, taken before the MCP SDK is imported (retain.cli.main's
`serve`): it binds the prompt hook's socket, so a hook finds its session's server (and
its "loading") from the first second (BENCHMARKS.md, "When the server is ready").
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

from retain import config
from retain.errors import InvalidInput, RetainError, StoreError
from retain.memory.facade import Memory

log = logging.getLogger("retain.server.tools")


def unavailable(problem: str) -> str:
    """What every tool answers while the store cannot be used: what is wrong (the store's
    own message names the file), that nothing was read or stored, and what to run."""
    problem = problem.rstrip(". ")
    hint = "" if "retain doctor" in problem else "; run `retain doctor` for details"
    return f"memory is unavailable, nothing was read or stored: {problem}{hint}"


class Runtime:
    """The one Memory the tools share, and the embedder being loaded behind it.

    A Memory opens its own SQLite connection per call, so sharing it across the SDK's
    worker threads is safe. When the server owns the embedder, the Memory is replaced
    (one reference swap) by one holding the loading slot as soon as the slot exists.
    """

    def __init__(
        self,
        memory: Memory | None,
        db: str | None = None,
        project: str | None = None,
        *,
        precheck: Callable[[], None] | None = None,
    ) -> None:
        self.owns_embedder = memory is None
        self._mem = memory
        self._db, self._project = db, project
        # Run before each opening: a refusal of the store named (retain.cli.main's check of
        # a --db whose folder does not exist) answers every call instead of ending the serve.
        self._precheck = precheck
        self.pending = False  # the loader thread is starting; status says "loading"
        self.error: str | None = None
        self.listener: Any = None  # retain.server.meaning.MeaningListener, once started
        self.helper: Any = None  # retain.server.meaning_helper.Helper, until the model is in
        self._opening = threading.Lock()  # one late opening, however many calls wait on it
        # The embedder or the socket was asked for while the store could not be opened:
        # started by the call that opens it (a mount back, a folder made), not never.
        self._deferred = False
        if memory is None:
            try:
                self._mem = self._open()
            except StoreError as e:
                # Start anyway: the client then sees a tool error that says what is wrong,
                # instead of a server that "failed to connect" with no reason given.
                log.error("%s", e)

    def _open(self) -> Memory:
        """The shared Memory; StoreError saying what is wrong, with which file, when the
        store cannot be used. Nothing is created, moved or repaired here."""
        try:
            if self._precheck is not None:
                self._precheck()
            from retain.store.open import open_store

            # Keys older than today's rules are read again behind the first answer, not
            # before it: linear in the store (tens of seconds at 10k memories on a loaded
            # machine), which would keep the client's first call, or its start-up, waiting.
            # Until then every read uses the keys the store has, as the hooks do.
            store = open_store(self._db, keep_open=True, rekey=False)
            mem = Memory(store, embedder=None, project=self._project)
        except RetainError as e:
            raise StoreError(unavailable(str(e))) from None
        except Exception as e:  # a serve that exits shows the client only "failed to connect"
            log.exception("could not open the store")
            raise StoreError(unavailable(f"unexpected {type(e).__name__}: {e}")) from None
        rekey = getattr(store, "rekey_tool_keys", None)  # SQLite's; the team store has none
        if rekey is not None:
            threading.Thread(
                target=_rekey_in_background, args=(rekey,), daemon=True, name="retain-rekey"
            ).start()
        return mem

    @property
    def mem(self) -> Memory:
        """The shared Memory; retried on every call while the database is unusable. The
        call that opens it starts what start-up could not: the embedder and the socket."""
        mem = self._mem
        if mem is not None:
            return mem
        with self._opening:
            if self._mem is None:
                self._mem = self._open()
            mem, deferred, self._deferred = self._mem, self._deferred, False
        if deferred:
            self.start_embedder()
            self.start_listener()
        return mem

    @mem.setter
    def mem(self, value: Memory) -> None:
        self._mem = value

    def start_embedder(self) -> None:
        """Begin loading the configured embedder; returns at once."""
        if self._mem is None:
            self._deferred = self.owns_embedder
        if not self.owns_embedder or self.pending or self._mem is None:
            return
        try:
            name = config.embedder_name()
        except InvalidInput as e:
            self.error = f"{e}; searching by words only"
            log.warning("%s", self.error)
            return
        if name == "none":
            return
        self.pending = True
        threading.Thread(
            target=self._attach, args=(name,), daemon=True, name="retain-start"
        ).start()

    def start_listener(self) -> None:
        """Answer the prompt hook's "what is near this prompt" on this user's Unix socket
        (retain.server.meaning); only when this server loads the model itself."""
        if self._mem is None:
            self._deferred = self.owns_embedder
        if not self.owns_embedder or self.listener is not None or self._mem is None:
            return
        from retain.store.sqlite import SqliteStore

        if not isinstance(self._mem.store, SqliteStore):
            return  # a team store: the prompt hook reads it itself (team/fast_block), by words
        try:
            if config.embedder_name() == "none":
                return
        except InvalidInput:
            return
        from retain.server.meaning import MeaningListener

        listener = MeaningListener(lambda: self.mem, lambda: self.helper)
        if listener.start():
            self.listener = listener
            self.start_helper(os.fspath(self._mem.store.path))

    def start_helper(self, db: str) -> None:
        """A second process answering by meaning until this server's own model is in
        (retain.server.meaning_helper), when the embedder loads quickly and it is not turned off."""
        from retain.server import meaning_helper

        if meaning_helper.wanted():
            self.helper = meaning_helper.Helper.spawn(db)

    def close_helper(self) -> None:
        helper, self.helper = self.helper, None
        if helper is not None:
            helper.close()

    def close_listener(self) -> None:
        listener, self.listener = self.listener, None
        if listener is not None:
            listener.close()
        self.close_helper()

    def close(self) -> None:
        """Close the store when this runtime opened it (a Memory handed in stays open:
        it is its owner's). Later calls open their own connections, as before."""
        mem = self._mem
        if self.owns_embedder and mem is not None:
            try:
                mem.close()
            except Exception:  # shutting down: a failed close must not hide the exit
                log.exception("could not close the store")

    def _attach(self, name: str) -> None:
        try:
            from retain.vectors.embed import EmbedderSlot  # numpy: off the handshake path

            slot = EmbedderSlot(name)
            self.mem = Memory(self.mem.store, embedder=slot, project=self.mem.project_id)
            slot.start(after_load=self._backfill)
        except Exception as e:  # a broken install must not take the server down
            self.error = f"{type(e).__name__}: {e}"
            log.exception("could not start the embedder")
        finally:
            self.pending = False

    def _backfill(self) -> None:
        # The prompt hook's first question must not pay for the first inference (ONNX
        # sets itself up on it) or for reading the vectors: both now, before back-filling.
        mem = self.mem
        embedder = mem.embedder()
        if embedder is not None:
            embedder.embed(["warm up"])
        with mem.session():
            mem.vector_index()
        self.close_helper()  # this server answers by meaning itself from here on
        done = mem.backfill()
        log.info("embedder ready; back-filled %d vectors", done)

    def embedder_loaded(self) -> bool:
        slot = self.mem.embedder_slot
        return slot is not None and slot.state == "loaded"

    def status(self) -> dict[str, Any]:
        # Read `pending` before `mem`: the loader swaps `mem` first and clears `pending`
        # after, so a stale Memory is always seen together with pending=True. The first
        # `self.mem` opens a store that was unusable so far, and starts its embedder.
        _ = self.mem
        pending, mem = self.pending, self.mem
        s = mem.status()
        emb = s.setdefault("embedder", {})
        if pending and mem.embedder_slot is None:
            emb.update(state="loading", configured=config.embedder_name())
        if self.error and not emb.get("error"):
            emb["error"] = self.error
        return s


def _rekey_in_background(rekey: Callable[[], bool]) -> None:
    """The store's tool keys read again by today's rules, if older (retain.store.sqlite_rekey);
    a failure is logged and left to the next opener that may take the time."""
    try:
        if rekey():
            log.info("tool keys of every memory read again by today's rules")
    except Exception as e:  # a thread's uncaught error would only print to stderr
        log.warning("tool keys not read again now: %s", e)


def setup_logging() -> None:
    """stderr only: stdout is the protocol wire. The SDK's own INFO chatter stays quiet."""
    logging.basicConfig(
        level=logging.WARNING, stream=sys.stderr, format="%(name)s %(levelname)s: %(message)s"
    )
    log.setLevel(logging.INFO)


def start(
    db: str | None = None, project: str | None = None, precheck: Callable[[], None] | None = None
) -> Runtime:
    """The server's state, with the prompt hook's socket bound, before anything imports
    the MCP SDK; retain.server.tools.main takes it from here, and its lifespan starts the
    model. Loading the model here too, beside the SDK's import, answered the first
    question by meaning ~3.4 s sooner on the loaded 2-core machine but delayed the MCP
    `initialize` reply by ~3.8 s (one interpreter, one lock); starting it just after
    the import gained nothing (BENCHMARKS.md, "When the server is ready")."""
    setup_logging()
    exit_on_signals()
    rt = Runtime(None, db, project, precheck=precheck)
    rt.start_listener()  # "loading" until the model is in: the hook falls back to words
    return rt


def exit_on_signals() -> None:
    """Claude Code stops servers with SIGTERM (a terminal sends SIGINT): leave at once.

    Every write commits before its tool returns, and SQLite's write-ahead log rolls back
    one cut short, so there is nothing to save. asyncio's graceful path would instead wait
    for the worker thread blocked reading stdin, which may never return.
    """

    def handler(signum: int, _frame: object) -> None:
        with contextlib.suppress(Exception):
            sys.stderr.flush()
        remove_sockets()
        if signum == signal.SIGINT:  # Ctrl-C in a terminal: one line, as every command
            with contextlib.suppress(OSError):
                os.write(2, b"retain: interrupted\n")
            os._exit(130)
        os._exit(0)

    with contextlib.suppress(ValueError):  # not the main thread (embedded use)
        signal.signal(signal.SIGTERM, handler)
        signal.signal(signal.SIGINT, handler)


def remove_sockets() -> None:
    """The prompt hook's socket goes with the server, on every way out."""
    mod = sys.modules.get("retain.server.meaning")
    if mod is not None:
        with contextlib.suppress(Exception):
            mod.close_all()
