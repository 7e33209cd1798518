"""Test doubles that must never ship: a deterministic embedder.

In-process tests pass `FakeEmbedder()` to Memory. Child processes (the CLI, the MCP
server, the hooks) select it with RETAIN_EMBEDDER=fakes:FakeEmbedder, which names a
factory to import: conftest puts this directory on the child's PYTHONPATH
(`subprocess_env`), so only a test run can resolve it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import numpy as np

FAKE_DIM = 64
PLUGIN = "fakes:FakeEmbedder"  # the RETAIN_EMBEDDER value that selects it


class FakeEmbedder:
    """Deterministic bag-of-token hashing: texts sharing words get similar vectors.

    It knows nothing of meaning, so paraphrases without shared words stay far apart.
    """

    def __init__(self, dim: int = FAKE_DIM) -> None:
        self.dim = dim
        self.name = f"fake-hash-{dim}"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        from retain.text import content_tokens

        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for tok in content_tokens(text):
                h = hashlib.blake2b(tok.encode("utf-8"), digest_size=8).digest()
                bucket = int.from_bytes(h[:4], "little") % self.dim
                sign = 1.0 if h[4] & 1 else -1.0
                out[row, bucket] += sign
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        return (out / norms).astype(np.float32)


def slow_in_serve_fake_embedder() -> FakeEmbedder:
    """The fake, at once in retain.server.meaning_helper's process and only after a minute in the
    serve's: a server whose own model is loading while its helper answers."""
    import sys
    import time

    if not sys.argv[0].endswith("meaning_helper.py"):
        time.sleep(60)
    return FakeEmbedder()


def slow_fake_embedder() -> FakeEmbedder:
    """The fake, ready only after a minute: a server whose model is still loading."""
    import time

    time.sleep(60)
    return FakeEmbedder()
