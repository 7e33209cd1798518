"""Driver for the peer system brainmem 0.3.0. Runs under the PEER's interpreter (a separate
venv with `pip install brainmem==0.3.0`); retain is not importable there. It reads a
job as JSON on stdin and prints results as JSON on stdout. benchmarks/peer.py starts it.

How brainmem is driven (its public API where it has one):
- Memories are brainmem "facts", the only thing its `retrieve` ranks. brainmem has no bulk
  import and its write paths (`encode`, `distil`) gate every fact against the nearest
  ones, so each turn / synthetic memory is inserted with `Memory._insert_fact` (the
  function `distil` itself ends in), bypassing the gate exactly as retain's `add_many`
  bypasses retain's. With the gate, filling 100k facts is quadratic (a full scan per fact).
- Vectors: for LoCoMo the same all-MiniLM-L6-v2 vectors retain uses (computed once by
  retain's embedding cache and passed in a .npy file, looked up by text), or brainmem's
  own default HashEmbedder; for speed, the same seeded random 384-d vectors as retain.
- `retrieve` records a use on every returned fact (use_count, last_used), which feeds
  its ranking; the LoCoMo run resets both after each question so question order does
  not matter (retain's runs pass record_use=False for the same reason).
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the benchmarks package

from brainmem import HashEmbedder, Memory  # noqa: E402

from benchmarks import locomo_data as data  # noqa: E402
from benchmarks.metrics import dedupe, score_ranking  # noqa: E402
from benchmarks.synthetic import SeededEmbedder, TextGen  # noqa: E402

DAY = 86_400.0


class LookupEmbedder:
    """Vectors computed elsewhere, looked up by exact text."""

    def __init__(self, texts: list[str], vectors: np.ndarray) -> None:
        self.dim = int(vectors.shape[1])
        self._vec = {t: vectors[i] for i, t in enumerate(texts)}

    def embed(self, texts: list[str]) -> np.ndarray:
        return np.stack([self._vec[t] for t in texts]).astype(np.float32)


def insert_facts(m: Memory, texts: list[str], stamps: list[float]) -> list[int]:
    vecs = m.emb.embed(texts)
    return [
        m._insert_fact(t, [], ts, v, valid_from=ts)  # noqa: SLF001 - no public bulk path
        for t, ts, v in zip(texts, stamps, vecs)
    ]


def run_locomo(job: dict) -> dict:
    convs = data.load(job["data"])
    if job["embedder"] == "minilm":
        texts = json.loads(Path(job["texts"]).read_text())
        embedder = LookupEmbedder(texts, np.load(job["vectors"]))
    else:
        embedder = HashEmbedder()
    depth = job["depth"]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for conv in convs:
            m = Memory(str(Path(tmp) / f"{conv.sample_id}.db"), embedder=embedder)
            ids = insert_facts(m, [t.text for t in conv.turns], [t.created_at for t in conv.turns])
            dia_of = {fid: t.dia_id for fid, t in zip(ids, conv.turns)}
            now = max(t.created_at for t in conv.turns) + DAY
            for q in conv.questions:
                facts = m.retrieve(q.text, k=depth, now=now)
                m.db.execute("UPDATE facts SET use_count = 0, last_used = created_at")
                m.db.commit()
                ranked = [dia_of[f.id] for f in facts]
                rows.append(
                    {
                        "sample_id": conv.sample_id,
                        "category": q.category,
                        "turn": score_ranking(ranked, q.evidence),
                        "session": score_ranking(dedupe(ranked, data.session_of), q.sessions),
                    }
                )
            m.db.close()
    return {"rows": rows}


def run_speed(job: dict) -> dict:
    out: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in job["sizes"]:
            path = Path(tmp) / f"peer-{n}.db"
            m = Memory(str(path), embedder=SeededEmbedder())
            texts = TextGen(7).texts(n)
            t0 = time.perf_counter()
            for start in range(0, n, 5000):
                chunk = texts[start : start + 5000]
                insert_facts(m, chunk, [time.time()] * len(chunk))
            fill = time.perf_counter() - t0
            m.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            size = sum(p.stat().st_size for p in path.parent.glob(path.name + "*"))
            queries = TextGen(seed=n + 1).queries(job["queries"] + 1)
            t0 = time.perf_counter()
            m.retrieve(queries[0], k=5)
            first = time.perf_counter() - t0
            samples = []
            for q in queries[1:]:
                t0 = time.perf_counter()
                m.retrieve(q, k=5)
                samples.append(time.perf_counter() - t0)
            writes = []
            for t in TextGen(seed=n + 2).texts(job["writes"]):
                t0 = time.perf_counter()
                m.encode(t)
                writes.append(time.perf_counter() - t0)
            samples.sort()
            out[n] = {
                "fill_per_s": n / fill,
                "bytes_per_memory": size / n,
                "search": {
                    "first_ms": first * 1000,
                    "median_ms": statistics.median(samples) * 1000,
                    "p95_ms": samples[int(0.95 * (len(samples) - 1))] * 1000,
                },
                "write_per_s": 1 / statistics.median(writes),
            }
            print(f"  peer {n}: {json.dumps(out[n])}", file=sys.stderr, flush=True)
            m.db.close()
    return out


def build_server_store(job: dict) -> dict:
    """A store for brainmem's MCP server, with its default embedder (HashEmbedder, 256-d)."""
    m = Memory(job["path"], embedder=HashEmbedder())
    texts = TextGen(7).texts(job["n"])
    insert_facts(m, texts, [time.time()] * len(texts))
    m.db.close()
    return {"ok": True}


def main() -> int:
    job = json.loads(sys.stdin.read())
    kind = job["kind"]
    result = {"locomo": run_locomo, "speed": run_speed, "server_store": build_server_store}[kind](
        job
    )
    json.dump(result, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
