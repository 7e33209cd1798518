"""Validate pairs19.jsonl (exit 1 on a problem); --markdown prints the count tables.

python benchmarks/data/gate/pairs19_check.py [--markdown]
"""

from __future__ import annotations

import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).parent
PATH = HERE / "pairs19.jsonl"
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
NEW_LANGS = {"eo", "hr", "bg", "sl", "lt", "et", "ms", "fa", "sw", "tl"}
LANGS = {"en"} | NEW_LANGS
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
ALLOWED = {
    "supersedes": CHANGE | {"implicit", "negation", "correction"},
    "novel": CHANGE | {"negation", "related", "plain", "question"},
    "redundant": CHANGE | {"paraphrase", "exact", "detail", "negation"},
    "refines": {"detail", "example", "scope"},
}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
IP = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
HOST = re.compile(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|internal)\b")


def load() -> list[dict]:
    return [json.loads(line) for line in PATH.read_text(encoding="utf-8").splitlines()]


def problems(rows: list[dict]) -> list[str]:
    out: list[str] = []
    seen_pairs: set[tuple] = set()
    news: Counter[str] = Counter(r["new"] for r in rows)
    for i, r in enumerate(rows, 1):
        rid = r.get("id", f"line {i}")
        if list(r) != FIELDS:
            out.append(f"{rid}: fields {list(r)}")
            continue
        if r["id"] != f"b{i:03d}":
            out.append(f"{rid}: id out of sequence")
        if r["split"] != "heldout":
            out.append(f"{rid}: split {r['split']}")
        if r["lang"] not in LANGS:
            out.append(f"{rid}: lang {r['lang']}")
        ex = r["existing"]
        if not (isinstance(ex, list) and 2 <= len(ex) <= 3 and len(set(ex)) == len(ex)):
            out.append(f"{rid}: existing must be 2-3 distinct beliefs")
        if r["label"] not in ALLOWED:
            out.append(f"{rid}: label {r['label']}")
            continue
        if r["phrasing"] not in ALLOWED[r["label"]]:
            out.append(f"{rid}: phrasing {r['phrasing']} not allowed for {r['label']}")
        if r["label"] == "supersedes":
            if not (isinstance(r["target"], int) and 0 <= r["target"] < len(ex)):
                out.append(f"{rid}: bad target {r['target']}")
        elif r["target"] is not None:
            out.append(f"{rid}: target must be null")
        if (r["new"] in ex) != (r["phrasing"] == "exact"):
            out.append(f"{rid}: verbatim repeat must be (only) phrasing exact")
        if not r["note"].strip() or not r["new"].strip():
            out.append(f"{rid}: empty new or note")
        key = (tuple(sorted(ex)), r["new"])
        if key in seen_pairs:
            out.append(f"{rid}: duplicate pair")
        seen_pairs.add(key)
        if news[r["new"]] > 1:
            out.append(f"{rid}: statement repeated in another row")
        text = " ".join([*ex, r["new"], r["note"]])
        for ip in IP.findall(text):
            if not any(ipaddress.ip_address(ip) in n for n in DOC_NETS):
                out.append(f"{rid}: non-documentation IP {ip}")
        for host in HOST.findall(text):
            out.append(f"{rid}: host {host} not under .example/.test")
        if "/home/" in text or "/Users/" in text:
            out.append(f"{rid}: absolute path")
    n = len(rows)
    sup = sum(r["label"] == "supersedes" for r in rows)
    other = sum(r["lang"] in NEW_LANGS for r in rows)
    if n < 260:
        out.append(f"only {n} rows (< 260)")
    if not 0.40 <= sup / n <= 0.50:
        out.append(f"supersessions {sup}/{n} outside 40-50%")
    if other / n < 0.20:
        out.append(f"rows in the new languages {other}/{n} < 20%")
    per_lang = Counter(r["lang"] for r in rows)
    for lang in NEW_LANGS:
        if per_lang[lang] < 4:
            out.append(f"lang {lang}: only {per_lang[lang]} rows")
    spec = importlib.util.spec_from_file_location("pairs19_build", HERE / "pairs19_build.py")
    if spec and spec.loader:
        build = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(build)
        if build.render() != PATH.read_text(encoding="utf-8"):
            out.append("pairs19.jsonl differs from pairs19_build.py's render")
    return out


def markdown(rows: list[dict]) -> str:
    n = len(rows)
    labels = Counter(r["label"] for r in rows)
    lines = ["| label | rows | share |", "|---|---:|---:|"]
    for lab in sorted(labels):
        lines.append(f"| {lab} | {labels[lab]} | {labels[lab] / n:.1%} |")
    lines.append(f"| **total** | {n} | |")
    lines += ["", "| lang | supersedes | negatives |", "|---|---:|---:|"]
    langs = Counter(r["lang"] for r in rows)
    sups = Counter(r["lang"] for r in rows if r["label"] == "supersedes")
    for lang in ["en", *sorted(code for code in langs if code != "en")]:
        lines.append(f"| {lang} | {sups[lang]} | {langs[lang] - sups[lang]} |")
    other = sum(langs[code] for code in NEW_LANGS)
    lines += ["", f"Rows in {', '.join(sorted(NEW_LANGS))}: {other} ({other / n:.1%}).", ""]
    lines += [
        "| phrasing | supersedes | novel | redundant | refines |",
        "|---|---:|---:|---:|---:|",
    ]
    ph = Counter((r["phrasing"], r["label"]) for r in rows)
    for p in sorted({r["phrasing"] for r in rows}):
        cells = " | ".join(
            str(ph[(p, lab)]) for lab in ("supersedes", "novel", "redundant", "refines")
        )
        lines.append(f"| {p} | {cells} |")
    sizes = Counter(len(r["existing"]) for r in rows)
    targets = Counter(r["target"] for r in rows if r["label"] == "supersedes")
    lines += [
        "",
        "Stored beliefs per row: " + ", ".join(f"{k}: {v}" for k, v in sorted(sizes.items())) + ".",
        "Target index of supersessions: "
        + ", ".join(f"{k}: {v}" for k, v in sorted(targets.items()))
        + ".",
    ]
    return "\n".join(lines)


def main() -> int:
    rows = load()
    found = problems(rows)
    for p in found:
        print(p)
    if "--markdown" in sys.argv[1:]:
        print(markdown(rows))
    if found:
        return 1
    if "--markdown" not in sys.argv[1:]:
        print(f"pairs19.jsonl: {len(rows)} rows, ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
