"""Validate pairs15.jsonl; ``--markdown`` prints the count tables of PAIRS15.md.

Exits 1 and lists every problem found. Stdlib only.
"""

from __future__ import annotations

import collections
import json
import re
import sys
from pathlib import Path

PATH = Path(__file__).with_name("pairs15.jsonl")
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
NEW_LANGS = ["io", "ie", "rm", "an", "sc", "ug", "ba", "or", "xh", "qu"]
LANGS = ["en", *NEW_LANGS]
LABELS = ["supersedes", "novel", "redundant", "refines"]
CHANGE = [
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
]
PHRASINGS = {
    "supersedes": set(CHANGE),
    "novel": set(CHANGE) - {"implicit", "correction"}
    | {"negation", "related", "plain", "question"},
    "refines": {"detail", "example", "scope", "paraphrase", "negation"},
    "redundant": {"detail", "example", "scope", "paraphrase", "exact", "negation"} | set(CHANGE),
}
IPV4 = re.compile(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b")
HOST = re.compile(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:example|test|com|net|org|io|dev)\b")
ALLOWED_HOSTS = {"registry.npmjs.org", "gcr.io", "ghcr.io"}


def load() -> list[dict]:
    return [json.loads(line) for line in PATH.read_text(encoding="utf-8").splitlines()]


def problems(rows: list[dict]) -> list[str]:
    out: list[str] = []
    seen_pairs: set[tuple] = set()
    news = collections.defaultdict(list)
    for number, row in enumerate(rows, start=1):
        rid = row.get("id", f"row {number}")
        if list(row) != FIELDS:
            out.append(f"{rid}: fields {list(row)}")
            continue
        if row["id"] != f"f{number:03d}":
            out.append(f"{rid}: expected id f{number:03d}")
        if row["split"] != "heldout":
            out.append(f"{rid}: split {row['split']!r}")
        if row["lang"] not in LANGS:
            out.append(f"{rid}: lang {row['lang']!r}")
        existing = row["existing"]
        if not (isinstance(existing, list) and 2 <= len(existing) <= 3):
            out.append(f"{rid}: existing must hold 2-3 beliefs")
            continue
        if any(not isinstance(e, str) or not e.strip() for e in existing):
            out.append(f"{rid}: empty stored belief")
        if len(set(existing)) != len(existing):
            out.append(f"{rid}: repeated stored belief")
        if not isinstance(row["new"], str) or not row["new"].strip():
            out.append(f"{rid}: empty new")
        label, target, phrasing = row["label"], row["target"], row["phrasing"]
        if label not in LABELS:
            out.append(f"{rid}: label {label!r}")
            continue
        if label == "supersedes":
            if not isinstance(target, int) or not 0 <= target < len(existing):
                out.append(f"{rid}: bad target {target!r}")
        elif target is not None:
            out.append(f"{rid}: target must be null for {label}")
        if phrasing not in PHRASINGS[label]:
            out.append(f"{rid}: phrasing {phrasing!r} not allowed for {label}")
        verbatim = row["new"] in existing
        if verbatim != (phrasing == "exact"):
            out.append(f"{rid}: verbatim repeat and 'exact' must go together")
        if not row["note"].strip():
            out.append(f"{rid}: empty note")
        key = (tuple(sorted(existing)), row["new"])
        if key in seen_pairs and label != "supersedes":
            out.append(f"{rid}: duplicate pair")
        seen_pairs.add(key)
        news[row["new"]].append(row)
        text = " ".join([*existing, row["new"]])
        for match in IPV4.finditer(text):
            if not match.group(0).startswith(("192.0.2.", "198.51.100.", "0.0.0.0")):
                out.append(f"{rid}: non-documentation address {match.group(0)}")
        for host in HOST.findall(text.lower()):
            if not host.endswith((".example", ".test")) and host not in ALLOWED_HOSTS:
                out.append(f"{rid}: host {host} is not reserved or an allowed public name")
    for new, group in news.items():
        if len(group) == 1:
            continue
        # Only a two-belief statement may repeat: two supersessions, same stored
        # beliefs, different targets.
        ok = (
            len(group) == 2
            and all(r["label"] == "supersedes" for r in group)
            and sorted(group[0]["existing"]) == sorted(group[1]["existing"])
            and group[0]["existing"][group[0]["target"]] != group[1]["existing"][group[1]["target"]]
        )
        if not ok:
            out.append(
                f"repeated new statement: {new[:60]!r} ({', '.join(r['id'] for r in group)})"
            )
    total = len(rows)
    sup = sum(r["label"] == "supersedes" for r in rows)
    new_lang = sum(r["lang"] in NEW_LANGS for r in rows)
    if total < 260:
        out.append(f"only {total} rows (need >= 260)")
    if total and not 0.40 <= sup / total <= 0.50:
        out.append(f"supersessions {sup}/{total} outside 40-50%")
    if total and new_lang / total < 0.20:
        out.append(f"rows in new languages {new_lang}/{total} below 20%")
    per_lang = collections.Counter(r["lang"] for r in rows)
    for lang in LANGS:
        if per_lang[lang] < 4:
            out.append(f"language {lang}: {per_lang[lang]} rows (need >= 4)")
    targets = collections.Counter(r["target"] for r in rows if r["label"] == "supersedes")
    if len(targets) < 2:
        out.append("every supersession targets the same index")
    return out


def markdown(rows: list[dict]) -> str:
    total = len(rows)
    by_label = collections.Counter(r["label"] for r in rows)
    lines = [f"{total} rows, all `heldout`.", "", "| label | rows |", "|---|---|"]
    lines += [f"| {label} | {by_label[label]} |" for label in LABELS]
    sup = by_label["supersedes"]
    new_lang = sum(r["lang"] in NEW_LANGS for r in rows)
    lines += [
        "",
        f"Supersessions: {sup} ({100 * sup / total:.1f}%). "
        f"Rows in {', '.join(NEW_LANGS)}: {new_lang} ({100 * new_lang / total:.1f}%).",
        "",
        "| lang | supersedes | negatives |",
        "|---|---|---|",
    ]
    for lang in LANGS:
        s = sum(r["lang"] == lang and r["label"] == "supersedes" for r in rows)
        n = sum(r["lang"] == lang and r["label"] != "supersedes" for r in rows)
        lines.append(f"| {lang} | {s} | {n} |")
    lines += ["", "| phrasing | " + " | ".join(LABELS) + " |", "|---" * (len(LABELS) + 1) + "|"]
    phrasings = sorted({r["phrasing"] for r in rows})
    for phrasing in phrasings:
        cells = [
            str(sum(r["phrasing"] == phrasing and r["label"] == lab for r in rows))
            for lab in LABELS
        ]
        lines.append(f"| {phrasing} | " + " | ".join(cells) + " |")
    sizes = collections.Counter(len(r["existing"]) for r in rows)
    targets = collections.Counter(r["target"] for r in rows if r["label"] == "supersedes")
    lines += [
        "",
        "Stored beliefs per row: " + ", ".join(f"{k}: {sizes[k]}" for k in sorted(sizes)) + ".",
        "Target index of supersessions: "
        + ", ".join(f"{k}: {targets[k]}" for k in sorted(targets))
        + ".",
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    rows = load()
    found = problems(rows)
    for problem in found:
        print(problem, file=sys.stderr)
    if found:
        return 1
    if "--markdown" in argv:
        print(markdown(rows))
    else:
        print(f"pairs15.jsonl: {len(rows)} rows, ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
