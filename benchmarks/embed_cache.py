"""An Embedder that remembers vectors on disk, keyed by model build and text hash.

Embedding LoCoMo's ~8k texts with MiniLM takes a minute or two on two shared cores; with
the cache a rerun takes none. The default is the embedder production uses
(`retain.vectors.embed.create("minilm-onnx")`, the int8 ONNX export); the
sentence-transformers reference is cached under its own key. The cache lives outside the
repository (default ~/.cache/retain-bench/embeddings.sqlite, or $RETAIN_BENCH_CACHE).
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from retain.vectors.embed import Embedder


def default_cache_path() -> Path:
    env = os.environ.get("RETAIN_BENCH_CACHE")
    if env:
        return Path(env).expanduser()
    return Path.home() / ".cache" / "retain-bench" / "embeddings.sqlite"


class CachedEmbedder:
    """Wraps an embedder built on first need (`factory`); only cache misses reach it."""

    def __init__(
        self,
        factory: Callable[[], Embedder],
        name: str,
        dim: int,
        path: Path | None = None,
        *,
        cache_key: str | None = None,
    ) -> None:
        self.name, self.dim = name, dim  # what the store records: one vector space
        self._cache_key = cache_key or name  # which build made the cached vectors
        self._factory = factory
        self._inner: Embedder | None = None
        self.path = path or default_cache_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(str(self.path), check_same_thread=False)
        self._conn.execute(
            "CREATE TABLE IF NOT EXISTS vectors (model TEXT, hash TEXT, vector BLOB, "
            "PRIMARY KEY (model, hash))"
        )
        self.misses = 0

    def _key(self, text: str) -> str:
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        keys = [self._key(t) for t in texts]
        found: dict[str, np.ndarray] = {}
        for start in range(0, len(keys), 500):
            chunk = keys[start : start + 500]
            marks = ",".join("?" * len(chunk))
            for h, blob in self._conn.execute(
                f"SELECT hash, vector FROM vectors WHERE model = ? AND hash IN ({marks})",
                (self._cache_key, *chunk),
            ):
                found[h] = np.frombuffer(blob, dtype="<f4")
        todo = [i for i, k in enumerate(keys) if k not in found]
        if todo:
            if self._inner is None:
                self._inner = self._factory()
            vecs = self._inner.embed([texts[i] for i in todo])
            with self._conn:
                self._conn.executemany(
                    "INSERT OR REPLACE INTO vectors VALUES (?, ?, ?)",
                    [
                        (self._cache_key, keys[i], np.asarray(v, "<f4").tobytes())
                        for i, v in zip(todo, vecs)
                    ],
                )
            for i, v in zip(todo, vecs):
                found[keys[i]] = np.asarray(v, dtype=np.float32)
            self.misses += len(todo)
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, k in enumerate(keys):
            out[row] = found[k]
        return out


def minilm(path: Path | None = None) -> CachedEmbedder:
    """all-MiniLM-L6-v2 as production runs it (the int8 ONNX export) behind the disk cache."""
    from retain.vectors.embed import MINILM_NAME, OnnxMiniLMEmbedder

    return CachedEmbedder(
        OnnxMiniLMEmbedder, MINILM_NAME, 384, path, cache_key=f"{MINILM_NAME}/onnx-int8"
    )


def minilm_reference(path: Path | None = None) -> CachedEmbedder:
    """all-MiniLM-L6-v2 through sentence-transformers (the reference) behind the cache."""
    from retain.vectors.embed import MINILM_NAME, MiniLMEmbedder

    return CachedEmbedder(MiniLMEmbedder, MINILM_NAME, 384, path)


EMBEDDER_CHOICES = ("minilm", "fake", "none")  # a benchmark's `--embedder` values


def chosen(name: str) -> Embedder | None:
    """The embedder a benchmark's `--embedder` names: MiniLM behind the cache, the tests'
    deterministic fake, or none (words only)."""
    if name == "minilm":
        return minilm()
    if name == "fake":
        from tests.fakes import FakeEmbedder

        return FakeEmbedder()
    if name == "none":
        return None
    raise ValueError(f"unknown embedder {name!r} (one of {', '.join(EMBEDDER_CHOICES)})")
