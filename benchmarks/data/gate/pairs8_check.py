"""Validate pairs8.jsonl; exit 1 on any problem.

    python benchmarks/data/gate/pairs8_check.py             # validate
    python benchmarks/data/gate/pairs8_check.py --markdown  # validate and print count tables

Checks the format, labels and targets, the phrasing names allowed per label, the languages,
the shares the brief asked for (>= 240 rows, 40-50% supersessions, 15-25% not English),
duplicate pairs and repeated statements, and that the file equals what pairs8_build.py
renders. Stdlib only.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "pairs8.jsonl"
ID_PREFIX = "w"
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
LABELS = {"supersedes", "novel", "refines", "redundant"}
CHANGE = {
    "from_to",
    "instead_of",
    "switched",
    "no_longer",
    "now_uses",
    "replaced_by",
    "moved",
    "dropped",
    "gone",
}
SUPERSEDE_PHRASINGS = CHANGE | {"implicit", "negation", "correction"}
ALLOWED = {
    "supersedes": SUPERSEDE_PHRASINGS,
    "novel": CHANGE | {"negation", "related", "plain", "question"},
    "refines": CHANGE | {"negation", "detail", "example", "scope"},
    "redundant": CHANGE | {"paraphrase", "exact"},
}
# English plus ten languages used by no earlier set (ISO 639-1).
LANGS = {"en", "sk", "hr", "bg", "lt", "et", "th", "ms", "fa", "sw", "tl"}


def load_build():
    spec = importlib.util.spec_from_file_location("pairs8_build", HERE / "pairs8_build.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def check(rows: list[dict], raw: str) -> list[str]:
    errs: list[str] = []
    ids = set()
    pairs = set()
    news = Counter()
    for n, r in enumerate(rows, start=1):
        where = f"line {n}"
        if list(r) != FIELDS:
            errs.append(f"{where}: fields {list(r)} != {FIELDS}")
            continue
        rid = r["id"]
        if rid != f"{ID_PREFIX}{n:03d}":
            errs.append(f"{where}: id {rid!r} out of sequence")
        if rid in ids:
            errs.append(f"{where}: duplicate id {rid}")
        ids.add(rid)
        if r["split"] != "heldout":
            errs.append(f"{rid}: split {r['split']!r} is not heldout")
        if r["lang"] not in LANGS:
            errs.append(f"{rid}: language {r['lang']!r} not allowed")
        ex = r["existing"]
        if not (
            isinstance(ex, list)
            and 1 <= len(ex) <= 4
            and all(isinstance(e, str) and e.strip() for e in ex)
        ):
            errs.append(f"{rid}: existing must be 1-4 non-empty strings")
            continue
        if len(set(ex)) != len(ex):
            errs.append(f"{rid}: repeated belief in existing")
        if not (isinstance(r["new"], str) and r["new"].strip()):
            errs.append(f"{rid}: empty new")
            continue
        if r["label"] not in LABELS:
            errs.append(f"{rid}: label {r['label']!r}")
            continue
        t = r["target"]
        if r["label"] == "supersedes":
            if not (isinstance(t, int) and not isinstance(t, bool) and 0 <= t < len(ex)):
                errs.append(f"{rid}: supersedes needs a target index into existing")
            elif ex[t] == r["new"]:
                errs.append(f"{rid}: target equals the new statement")
        elif t is not None:
            errs.append(f"{rid}: {r['label']} must have target null")
        if r["phrasing"] not in ALLOWED[r["label"]]:
            errs.append(f"{rid}: phrasing {r['phrasing']!r} not allowed for {r['label']}")
        if r["label"] == "redundant" and r["phrasing"] == "exact" and r["new"] not in ex:
            errs.append(f"{rid}: exact duplicate not found in existing")
        if not (isinstance(r["note"], str) and r["note"].strip()):
            errs.append(f"{rid}: empty note")
        key = (tuple(sorted(ex)), r["new"])
        if key in pairs:
            errs.append(f"{rid}: duplicate pair")
        pairs.add(key)
        news[r["new"]] += 1
    for text, c in news.items():
        if c > 1:
            errs.append(f"new statement repeated {c} times: {text!r}")
    total = len(rows)
    if total < 240:
        errs.append(f"{total} rows, need >= 240")
    if total:
        sup = sum(r.get("label") == "supersedes" for r in rows) / total
        other = sum(r.get("lang") != "en" for r in rows) / total
        if not 0.40 <= sup <= 0.50:
            errs.append(f"supersession share {sup:.1%} outside 40-50%")
        if not 0.15 <= other <= 0.25:
            errs.append(f"non-English share {other:.1%} outside 15-25%")
    if raw != load_build().render():
        errs.append("pairs8.jsonl differs from what pairs8_build.py renders")
    return errs


def markdown(rows: list[dict]) -> str:
    out = [f"{len(rows)} pairs, all `heldout`.", "", "| label | count |", "|---|---|"]
    for k, v in sorted(Counter(r["label"] for r in rows).items()):
        out.append(f"| {k} | {v} |")
    out += ["", "| lang | supersedes | negatives |", "|---|---|---|"]
    langs = sorted({r["lang"] for r in rows}, key=lambda x: (x != "en", x))
    for lg in langs:
        s = sum(r["lang"] == lg and r["label"] == "supersedes" for r in rows)
        n = sum(r["lang"] == lg and r["label"] != "supersedes" for r in rows)
        out.append(f"| {lg} | {s} | {n} |")
    out += ["", "| phrasing | supersedes | negatives |", "|---|---|---|"]
    for ph in sorted({r["phrasing"] for r in rows}):
        s = sum(r["phrasing"] == ph and r["label"] == "supersedes" for r in rows)
        n = sum(r["phrasing"] == ph and r["label"] != "supersedes" for r in rows)
        out.append(f"| {ph} | {s} | {n} |")
    out += ["", "| target index | supersessions |", "|---|---|"]
    for k, v in sorted(Counter(r["target"] for r in rows if r["label"] == "supersedes").items()):
        out.append(f"| {k} | {v} |")
    sizes = Counter(len(r["existing"]) for r in rows)
    out += [
        "",
        "Existing beliefs per row: "
        + ", ".join(f"{k} ({v} rows)" for k, v in sorted(sizes.items()))
        + ".",
    ]
    return "\n".join(out)


def main(argv: list[str]) -> int:
    raw = DATA.read_text(encoding="utf-8")
    try:
        rows = [json.loads(line) for line in raw.splitlines()]
    except json.JSONDecodeError as e:
        print(f"pairs8.jsonl: bad JSON: {e}", file=sys.stderr)
        return 1
    errs = check(rows, raw)
    for e in errs:
        print(e, file=sys.stderr)
    if errs:
        print(f"pairs8.jsonl: {len(errs)} problem(s)", file=sys.stderr)
        return 1
    if "--markdown" in argv:
        print(markdown(rows))
    print(f"pairs8.jsonl ok: {len(rows)} rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
