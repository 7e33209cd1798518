"""The MCP server's shared state: one Memory for every tool, and the embedder loading
behind it on a background thread. No mcp import: the protocol lives in retain.server."""

from __future__ import annotations

import logging
import threading
from typing import Any

from retain import config
from retain.errors import InvalidInput, StoreError
from retain.memory import Memory

log = logging.getLogger("retain.server")


class Runtime:
    """The one Memory the tools share, and the embedder being loaded behind it.

    A Memory opens its own SQLite connection per call, so sharing it across the SDK's
    worker threads is safe. When the server owns the embedder, the Memory is replaced
    (one reference swap) by one holding the loading slot as soon as the slot exists.
    """

    def __init__(
        self, memory: Memory | None, db: str | None = None, project: str | None = None
    ) -> None:
        self.owns_embedder = memory is None
        self._mem = memory
        self._db, self._project = db, project
        self.pending = False  # the loader thread is starting; status says "loading"
        self.error: str | None = None
        self.listener: Any = None  # retain.meaning_server.MeaningListener, once started
        if memory is None:
            try:
                self._mem = Memory(self._db, embedder=None, project=self._project, keep_open=True)
            except StoreError as e:
                # Start anyway: the client then sees a tool error that says what is wrong,
                # instead of a server that "failed to connect" with no reason given.
                log.error("%s", e)

    @property
    def mem(self) -> Memory:
        """The shared Memory; retried on every call while the database is unusable."""
        if self._mem is None:
            try:
                self._mem = Memory(self._db, embedder=None, project=self._project, keep_open=True)
            except StoreError as e:
                raise StoreError(f"{e}. Run `retain doctor` for details") from None
        return self._mem

    @mem.setter
    def mem(self, value: Memory) -> None:
        self._mem = value

    def start_embedder(self) -> None:
        """Begin loading the configured embedder; returns at once."""
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
        (retain.meaning_server); only when this server loads the model itself."""
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
        from retain.meaning_server import MeaningListener

        listener = MeaningListener(lambda: self.mem)
        if listener.start():
            self.listener = listener

    def close_listener(self) -> None:
        listener, self.listener = self.listener, None
        if listener is not None:
            listener.close()

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
        done = self.mem.backfill()
        log.info("embedder ready; back-filled %d vectors", done)

    def embedder_loaded(self) -> bool:
        slot = self.mem.embedder_slot
        return slot is not None and slot.state == "loaded"

    def status(self) -> dict[str, Any]:
        # Read `pending` before `mem`: the loader swaps `mem` first and clears `pending`
        # after, so a stale Memory is always seen together with pending=True.
        pending, mem = self.pending, self.mem
        s = mem.status()
        emb = s.setdefault("embedder", {})
        if pending and mem.embedder_slot is None:
            emb.update(state="loading", configured=config.embedder_name())
        if self.error and not emb.get("error"):
            emb["error"] = self.error
        return s
