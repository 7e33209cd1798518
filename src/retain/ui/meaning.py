"""The viewer searches by meaning as well as words, as its search box says.

`retain ui` is a long-running process, so it loads the configured embedder itself
(RETAIN_EMBEDDER; the ONNX MiniLM unless set) when the first search comes, on a
background thread; that search waits up to FIRST_LOAD_WAIT_S for it. Memories stored
without a vector (the CLI's `write` never loads the model) get theirs a bounded batch
per search, as `retain search` does. Until the model is in, or when it cannot be had,
the search matches words and the answer says so (`matched_by`).
"""

from __future__ import annotations

import threading

from retain.errors import RetainError
from retain.memory.facade import Memory

FIRST_LOAD_WAIT_S = 20.0  # the ONNX model loads in ~1 s, sentence-transformers in ~10 s
BACKFILL_PER_SEARCH = 500  # missing vectors filled in per search: ~2-5 s on the ONNX model
MEANING = "words and meaning"

_backfill_lock = threading.Lock()  # request threads: one back-fill at a time
_filled: set[int] = set()  # id(mem) of facades with no vector left to fill in


def prepare(mem: Memory) -> str:
    """Make this search one by meaning too if it can be; return how it matches."""
    slot = mem.embedder_slot
    if slot is None or slot.state == "off":
        return "words only (RETAIN_EMBEDDER=none)"
    slot.start()  # no-op once started
    if not slot.wait(FIRST_LOAD_WAIT_S):
        return "words only: the embedding model is still loading"
    if mem.embedder() is None:
        return f"words only: the embedder is unavailable ({slot.error})"
    if id(mem) not in _filled:
        with _backfill_lock:
            try:
                done = mem.backfill(limit=BACKFILL_PER_SEARCH)
            except RetainError:  # a read-only store still answers, by what it has
                done = 0
            if done < BACKFILL_PER_SEARCH:
                _filled.add(id(mem))
    return MEANING
