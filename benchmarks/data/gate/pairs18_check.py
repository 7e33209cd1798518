"""Validate pairs18.jsonl (exit 1 on any problem); `--markdown` prints the count tables."""

from __future__ import annotations

import collections
import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
PATH = HERE / "pairs18.jsonl"
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
NEW_LANGS = {"nb", "ro", "hu", "el", "he", "ar", "hi", "sk", "af", "gl"}
LANGS = {"en"} | NEW_LANGS
SUPERSEDING = {
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
CHANGE_WORDS = SUPERSEDING - {"implicit", "negation", "correction"}
ALLOWED = {
    "supersedes": SUPERSEDING,
    "novel": CHANGE_WORDS | {"negation", "related", "plain", "question"},
    "redundant": {"paraphrase", "exact", "detail", "example", "scope"},
    "refines": {"detail", "example", "scope"},
}
ABSOLUTE = re.compile(r"(^|[\s\"'(])(/(home|work|tmp|usr|etc|root)/|[A-Za-z]:\\)")


def load() -> list[dict]:
    return [json.loads(line) for line in PATH.read_text(encoding="utf-8").splitlines()]


def row_problems(n: int, r: dict) -> list[str]:
    rid = r.get("id")
    if list(r) != FIELDS:
        return [f"{rid}: fields {list(r)}"]
    out = []
    if rid != f"c{n:03d}":
        out.append(f"{rid}: expected id c{n:03d}")
    if r["split"] != "heldout":
        out.append(f"{rid}: split {r['split']!r}")
    if r["lang"] not in LANGS:
        out.append(f"{rid}: lang {r['lang']!r}")
    ex = r["existing"]
    if not (
        isinstance(ex, list) and 2 <= len(ex) <= 3 and all(isinstance(e, str) and e for e in ex)
    ):
        out.append(f"{rid}: existing must be 2-3 non-empty strings")
    elif len(set(ex)) != len(ex):
        out.append(f"{rid}: repeated stored belief")
    if not (isinstance(r["new"], str) and r["new"].strip()):
        out.append(f"{rid}: empty new")
    label, target = r["label"], r["target"]
    if label not in ALLOWED:
        out.append(f"{rid}: label {label!r}")
    elif r["phrasing"] not in ALLOWED[label]:
        out.append(f"{rid}: phrasing {r['phrasing']!r} not allowed for {label}")
    if label == "supersedes":
        if not (isinstance(target, int) and 0 <= target < len(ex)):
            out.append(f"{rid}: bad target {target!r}")
    elif target is not None:
        out.append(f"{rid}: target must be null for {label}")
    if (r["phrasing"] == "exact") != (r["new"] in ex):
        out.append(f"{rid}: verbatim repeat and phrasing 'exact' must go together")
    if not (isinstance(r["note"], str) and r["note"].strip()):
        out.append(f"{rid}: empty note")
    for text in [*ex, r["new"], r["note"]]:
        if ABSOLUTE.search(text):
            out.append(f"{rid}: absolute path in {text!r}")
    return out


def problems(rows: list[dict]) -> list[str]:
    out: list[str] = []
    seen: collections.Counter = collections.Counter()
    for n, r in enumerate(rows, 1):
        out += row_problems(n, r)
        if list(r) == FIELDS:
            seen[(tuple(sorted(r["existing"])), r["new"])] += 1
    out += [f"repeated pair: {new!r}" for (_, new), k in seen.items() if k > 1]
    total = len(rows)
    sup = sum(r.get("label") == "supersedes" for r in rows)
    foreign = sum(r.get("lang") in NEW_LANGS for r in rows)
    if total < 260:
        out.append(f"only {total} rows (need >= 260)")
    if total and not 0.40 <= sup / total <= 0.50:
        out.append(f"supersessions {sup}/{total} outside 40-50%")
    if total and foreign / total < 0.20:
        out.append(f"only {foreign}/{total} rows in the new languages (need >= 20%)")
    per_lang = collections.Counter(r.get("lang") for r in rows)
    out += [
        f"lang {lang}: only {per_lang[lang]} rows"
        for lang in sorted(NEW_LANGS)
        if per_lang[lang] < 4
    ]
    build = subprocess.run(
        [sys.executable, str(HERE / "pairs18_build.py"), "--check"], capture_output=True, text=True
    )
    if build.returncode != 0:
        out.append("pairs18.jsonl differs from a fresh render of pairs18_build.py")
    return out


def table(title: str, keys: list[str], rows: list[dict], field: str) -> str:
    lines = [f"| {title} | supersedes | negatives |", "|---|---|---|"]
    for k in keys:
        s = sum(r[field] == k and r["label"] == "supersedes" for r in rows)
        neg = sum(r[field] == k and r["label"] != "supersedes" for r in rows)
        lines.append(f"| {k} | {s} | {neg} |")
    return "\n".join(lines)


def markdown(rows: list[dict]) -> str:
    labels = collections.Counter(r["label"] for r in rows)
    parts = [
        "| label | count |\n|---|---|\n"
        + "\n".join(f"| {k} | {labels[k]} |" for k in sorted(labels))
        + f"\n| total | {len(rows)} |",
        table("lang", ["en"] + sorted({r["lang"] for r in rows} - {"en"}), rows, "lang"),
        table("phrasing", sorted({r["phrasing"] for r in rows}), rows, "phrasing"),
    ]
    return "\n\n".join(parts)


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
        sup = sum(r["label"] == "supersedes" for r in rows)
        print(f"pairs18.jsonl ok: {len(rows)} rows, {sup} supersessions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
