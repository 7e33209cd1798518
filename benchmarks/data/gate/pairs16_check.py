"""Validate pairs16.jsonl (exits 1 on a problem); --markdown prints the count tables.

python benchmarks/data/gate/pairs16_check.py [--markdown]
"""

from __future__ import annotations

import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

PATH = Path(__file__).with_name("pairs16.jsonl")
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
NEW_LANGS = {"de", "es", "fr", "it", "nl", "pl", "pt", "sv", "tr", "ru"}
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
    "implicit",
    "negation",
    "correction",
}
PHRASINGS = {
    "supersedes": CHANGE,
    "novel": CHANGE | {"related", "plain", "question"},
    "refines": {"detail", "example", "scope", "paraphrase"},
    "redundant": CHANGE | {"detail", "example", "scope", "paraphrase", "exact"},
}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
IP_RE = re.compile(r"\b\d{1,3}(?:\.\d{1,3}){3}\b")
HOST_RE = re.compile(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|internal|local)\b")
ALLOWED_HOSTS = {"github.com"}


def load() -> list[dict]:
    return [json.loads(line) for line in PATH.read_text(encoding="utf-8").splitlines()]


def problems(rows: list[dict]) -> list[str]:
    out: list[str] = []
    seen_pairs: set[tuple] = set()
    by_new: dict[str, list[dict]] = {}
    for n, r in enumerate(rows, start=1):
        rid = r.get("id", f"line {n}")
        if list(r) != FIELDS:
            out.append(f"{rid}: fields {list(r)}")
            continue
        if r["id"] != f"e{n:03d}":
            out.append(f"{rid}: expected id e{n:03d}")
        if r["split"] != "heldout":
            out.append(f"{rid}: split {r['split']}")
        if r["lang"] not in LANGS:
            out.append(f"{rid}: lang {r['lang']}")
        ex = r["existing"]
        if not (isinstance(ex, list) and 2 <= len(ex) <= 3 and len(set(ex)) == len(ex)):
            out.append(f"{rid}: existing must be 2-3 distinct beliefs")
            continue
        if not all(isinstance(e, str) and e.strip() for e in ex + [r["new"], r["note"]]):
            out.append(f"{rid}: empty text")
        label, target = r["label"], r["target"]
        if label not in PHRASINGS:
            out.append(f"{rid}: label {label}")
            continue
        if label == "supersedes":
            if not (isinstance(target, int) and 0 <= target < len(ex)):
                out.append(f"{rid}: bad target {target}")
            elif ex[target] == r["new"]:
                out.append(f"{rid}: target equals new")
        elif target is not None:
            out.append(f"{rid}: target must be null for {label}")
        if r["phrasing"] not in PHRASINGS[label]:
            out.append(f"{rid}: phrasing {r['phrasing']} not allowed for {label}")
        verbatim = r["new"] in ex
        if (r["phrasing"] == "exact") != verbatim:
            out.append(f"{rid}: exact phrasing and verbatim repeat disagree")
        aimed = ex[target] if label == "supersedes" and isinstance(target, int) else None
        key = (tuple(sorted(ex)), r["new"], aimed)
        if key in seen_pairs:
            out.append(f"{rid}: duplicate pair")
        seen_pairs.add(key)
        by_new.setdefault(r["new"], []).append(r)
        text = " ".join(ex + [r["new"]])
        for ip in IP_RE.findall(text):
            try:
                addr = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if not any(addr in net for net in DOC_NETS):
                out.append(f"{rid}: non-documentation IP {ip}")
        for host in HOST_RE.findall(text.lower()):
            if host not in ALLOWED_HOSTS and not host.endswith((".example", ".test")):
                out.append(f"{rid}: host {host}")
    for new, group in by_new.items():
        if len(group) > 1:
            ok = (
                len(group) == 2
                and all(g["label"] == "supersedes" for g in group)
                and group[0]["existing"][group[0]["target"]]
                != group[1]["existing"][group[1]["target"]]
            )
            if not ok:
                out.append(f"repeated statement outside a two-belief pair: {new[:50]}")
    total = len(rows)
    sup = sum(r.get("label") == "supersedes" for r in rows)
    new_lang = sum(r.get("lang") in NEW_LANGS for r in rows)
    if total < 260:
        out.append(f"only {total} rows")
    if total and not 0.40 <= sup / total <= 0.50:
        out.append(f"supersessions {sup / total:.1%} outside 40-50%")
    if total and new_lang / total < 0.20:
        out.append(f"new-language rows {new_lang / total:.1%} < 20%")
    per_lang = Counter(r.get("lang") for r in rows)
    for lang in LANGS:
        if per_lang[lang] < 4:
            out.append(f"lang {lang}: {per_lang[lang]} rows (< 4)")
    return out


def markdown(rows: list[dict]) -> str:
    total = len(rows)
    labels = Counter(r["label"] for r in rows)
    lines = [f"{total} rows, all `heldout`.", "", "| label | rows |", "|---|---|"]
    for label in ("supersedes", "novel", "redundant", "refines"):
        lines.append(f"| {label} | {labels[label]} |")
    lines += ["", "| label | phrasing | rows |", "|---|---|---|"]
    for (label, phr), c in sorted(Counter((r["label"], r["phrasing"]) for r in rows).items()):
        lines.append(f"| {label} | {phr} | {c} |")
    lines += ["", "| lang | supersedes | negatives |", "|---|---|---|"]
    langs = sorted({r["lang"] for r in rows}, key=lambda x: (x != "en", x))
    for lang in langs:
        s = sum(r["lang"] == lang and r["label"] == "supersedes" for r in rows)
        n = sum(r["lang"] == lang for r in rows) - s
        lines.append(f"| {lang} | {s} | {n} |")
    pos = Counter(r["target"] for r in rows if r["label"] == "supersedes")
    sup = labels["supersedes"]
    new_lang = sum(r["lang"] in NEW_LANGS for r in rows)
    three = sum(len(r["existing"]) == 3 for r in rows)
    lines += [
        "",
        f"Supersessions: {sup} ({sup / total:.1%}). Rows in {', '.join(sorted(NEW_LANGS))}: "
        f"{new_lang} ({new_lang / total:.1%}). Rows with three stored beliefs: {three}. "
        f"Target positions: " + ", ".join(f"{k}: {v}" for k, v in sorted(pos.items())) + ".",
    ]
    return "\n".join(lines)


def main() -> int:
    rows = load()
    found = problems(rows)
    for p in found:
        print(p)
    if found:
        return 1
    if "--markdown" in sys.argv[1:]:
        print(markdown(rows))
    else:
        print(f"pairs16.jsonl: {len(rows)} rows, ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
