"""Secret redaction measured on the product's write path, on the blind labelled set.

    python -m benchmarks.redact_bench                  # both halves -> results/redact.json
    python -m benchmarks.redact_bench --split tune     # the half rules may be tuned on

Every row of benchmarks/data/redact (secrets.jsonl, ordinary.jsonl) is written with
`Memory.write` as the MCP tool `memory_write` calls it (actor agent, source tool), into
temporary SQLite stores of BATCH rows each, with no embedder. A second connection stays
open while writing, so the -wal file is not folded away on close; then the database file
and its -wal are read as bytes and every labelled secret is looked for in them (as
written, and lower-cased, since the full-text index folds case; one shorter than SHORT
characters, a PIN, only as a whole token). A secret row counts as
stored when any of its secrets is found. An ordinary row counts as altered when the text
stored for it (its episode) differs from what was written; a write the gate refuses is
counted apart and judged by `validate.text`, the same redaction the write path runs.

Reported per half: secret rows stored, recall (rows with nothing stored), ordinary rows
altered, gate refusals; for the tune half also the misses by family and language with
their ids (the held-out half reports totals only: its failures must not steer the
rules). Throughput: `redact()` over all texts, median of RUNS passes, beside a `str.lower`
pass over the same texts in the same run; and per memory, the median (and 99th percentile)
over texts of each text's median time over RUNS calls.
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent / "data" / "redact"
RESULTS = Path(__file__).resolve().parent / "results" / "redact.json"
BATCH = 25  # rows per store: small files keep a chance match of a short PIN unlikely
RUNS = 5  # throughput passes; the median is reported
SPLITS = ("tune", "heldout")
# Held-out targets from the issue; the tune half's measured floor lives in the test.
TARGETS = {"secrets_stored": 0, "ordinary_altered_rate": 0.01}


def load(data: Path, name: str, split: str | None) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in (data / name).read_text(encoding="utf-8").splitlines()]
    return [r for r in rows if split in (None, "all") or r.get("split") == split]


SHORT = 8  # secrets shorter than this (PINs) are looked for as whole tokens only


def _stored_in(blob: bytes, secret: str, low: bytes | None = None) -> bool:
    """The secret's bytes in the file, as written or lower-cased. A short one (a 4-digit
    PIN) must stand alone: inside a longer run of digits or letters in a binary page
    it is chance, not the PIN. `low` is `blob.lower()`, folded once for a batch's secrets."""
    low = blob.lower() if low is None else low
    for raw in {secret.encode("utf-8"), secret.lower().encode("utf-8")}:
        if len(secret) >= SHORT:
            if raw in blob or raw in low:
                return True
        elif re.search(rb"(?<![A-Za-z0-9])" + re.escape(raw) + rb"(?![A-Za-z0-9])", low):
            return True
    return False


def write_rows(rows: list[dict[str, Any]], workdir: Path) -> list[dict[str, Any]]:
    """Write `rows` through Memory.write; per row: episode text, refusal, file hits."""
    from retain import InvalidInput, Memory

    out: list[dict[str, Any]] = []
    for start in range(0, len(rows), BATCH):
        batch = rows[start : start + BATCH]
        db = workdir / f"batch-{start:05d}.db"
        mem = Memory(db, embedder=None, project=None)
        keeper = sqlite3.connect(db)  # holds the -wal open, as a live server would
        keeper.execute("SELECT COUNT(*) FROM memories").fetchone()
        results = []
        for row in batch:
            try:
                r = mem.write(row["text"], kind="note", scope="user", actor="agent", source="tool")
                results.append({"episode": r.episode_id, "refused": None})
            except InvalidInput as e:
                results.append({"episode": None, "refused": str(e)})
        with mem.store.connect() as conn:
            for res in results:
                if res["episode"] is not None:
                    q = "SELECT text FROM episodes WHERE id = ?"
                    res["stored"] = conn.execute(q, (res["episode"],)).fetchone()[0]
        mem.close()
        blob = db.read_bytes() + Path(f"{db}-wal").read_bytes()
        low = blob.lower()
        keeper.close()
        for row, res in zip(batch, results):
            res["found"] = [s for s in row.get("secrets", []) if _stored_in(blob, s, low)]
            out.append(res)
    return out


def score(
    secrets: list[dict[str, Any]], ordinary: list[dict[str, Any]], workdir: Path, detail: bool
) -> dict[str, Any]:
    from retain.core import validate

    s_res = write_rows(secrets, workdir)
    o_res = write_rows(ordinary, workdir)
    leaked = [(row, res) for row, res in zip(secrets, s_res) if res["found"]]
    altered = []
    refused = 0
    for row, res in zip(ordinary, o_res):
        if res["episode"] is None:
            refused += 1
            stored = validate.text(row["text"])[0]
        else:
            stored = res["stored"]
        if stored != row["text"].strip():
            altered.append((row, stored))
    n_s, n_o = len(secrets), len(ordinary)
    report: dict[str, Any] = {
        "secret_rows": n_s,
        "secrets_stored": len(leaked),
        "recall": round(1 - len(leaked) / n_s, 4) if n_s else None,
        "secret_rows_refused_by_gate": sum(1 for r in s_res if r["episode"] is None),
        "ordinary_rows": n_o,
        "ordinary_altered": len(altered),
        "ordinary_altered_rate": round(len(altered) / n_o, 4) if n_o else None,
        "ordinary_refused_by_gate": refused,
    }
    if detail:
        report["stored_by_family"] = dict(Counter(r["family"] for r, _ in leaked))
        report["stored_by_lang"] = dict(Counter(r["lang"] for r, _ in leaked))
        report["stored_ids"] = [r["id"] for r, _ in leaked]
        report["altered_by_family"] = dict(Counter(r["family"] for r, _ in altered))
        report["altered_ids"] = [r["id"] for r, _ in altered]
    return report


def redact_only(data: Path, split: str) -> dict[str, int]:
    """The same judgement without a store: `validate.text` (the write path's redaction)
    on every row of a split. Fast enough for a test to run on a whole split."""
    from retain.core import validate

    stored = altered = 0
    for row in load(data, "secrets.jsonl", split):
        out = validate.text(row["text"])[0].lower()
        stored += any(s.lower() in out for s in row["secrets"])
    for row in load(data, "ordinary.jsonl", split):
        altered += validate.text(row["text"])[0] != row["text"].strip()
    return {"secrets_stored": stored, "ordinary_altered": altered}


def throughput(texts: list[str]) -> dict[str, float]:
    from retain.redact import redact

    def rate(fn: Any) -> float:
        times = []
        for _ in range(RUNS):
            t = time.perf_counter()
            for text in texts:
                fn(text)
            times.append(time.perf_counter() - t)
        return len(texts) / statistics.median(times)

    redact_rate, lower_rate = rate(redact), rate(str.lower)
    # Per memory: each text's median over RUNS calls, then the median over texts (what one
    # write waits for), and the 99th percentile (the long texts).
    per_text = []
    for text in texts:
        calls = []
        for _ in range(RUNS):
            t = time.perf_counter()
            redact(text)
            calls.append(time.perf_counter() - t)
        per_text.append(statistics.median(calls) * 1000)
    per_text.sort()
    return {
        "texts": len(texts),
        "mean_chars": round(sum(map(len, texts)) / len(texts), 1),
        "redact_texts_per_s": round(redact_rate),
        "str_lower_texts_per_s": round(lower_rate),
        "slowdown_vs_str_lower": round(lower_rate / redact_rate, 1),
        "redact_median_ms": round(statistics.median(per_text), 3),
        "redact_p99_ms": round(per_text[int(0.99 * (len(per_text) - 1))], 3),
    }


def run(data: Path, splits: tuple[str, ...], limit: int | None = None) -> dict[str, Any]:
    results: dict[str, Any] = {}
    all_texts: list[str] = []
    with tempfile.TemporaryDirectory(prefix="redact-bench-") as tmp:
        for split in splits:
            secrets = load(data, "secrets.jsonl", split)[:limit]
            ordinary = load(data, "ordinary.jsonl", split)[:limit]
            all_texts += [r["text"] for r in secrets + ordinary]
            workdir = Path(tmp) / split
            workdir.mkdir()
            results[split] = score(secrets, ordinary, workdir, detail=split == "tune")
    results["throughput"] = throughput(all_texts)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--split",
        choices=(*SPLITS, "both", "all"),
        default="both",
        help="'all': every row, for a set that is held out whole (benchmarks/data/redact2)",
    )
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--json", type=Path, default=None, help=f"default: {RESULTS.name}")
    args = parser.parse_args(argv)
    if not (args.data / "secrets.jsonl").exists():
        print(f"no labelled set in {args.data}", file=sys.stderr)
        return 0
    splits: tuple[str, ...] = SPLITS if args.split == "both" else (args.split,)
    results = run(args.data, splits)
    print(json.dumps(results, indent=2, ensure_ascii=False))
    target = args.json or (RESULTS if args.split == "both" else None)
    if target is not None:
        target.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
