"""Validate pairs14.jsonl; exit 1 on any problem. ``--markdown`` prints the count tables.

Usage: python benchmarks/data/gate/pairs14_check.py [--markdown]
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "pairs14.jsonl"
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
LANGS = {"en", "ia", "fo", "yi", "ku", "ps", "lo", "my", "su", "mi", "br"}
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
    "refines": {"detail", "example", "scope", "negation"},
    "redundant": CHANGE | {"paraphrase", "exact", "negation"},
}
ABS_PATH = re.compile(r"(?:^|[\s'\"(])(?:/home/|/work/|/tmp/|/Users/|[A-Za-z]:\\)")


def load_rows(problems: list[str]) -> list[dict]:
    rows = []
    for n, line in enumerate(DATA.read_text(encoding="utf-8").splitlines(), start=1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            problems.append(f"line {n}: bad JSON ({exc})")
    return rows


def check_row(row: dict, n: int, problems: list[str]) -> None:
    rid = row.get("id", f"line {n}")
    if list(row) != FIELDS:
        problems.append(f"{rid}: fields {list(row)}")
        return
    if row["id"] != f"h{n:03d}":
        problems.append(f"{rid}: id out of sequence (expected h{n:03d})")
    if row["split"] != "heldout":
        problems.append(f"{rid}: split {row['split']!r}")
    if row["lang"] not in LANGS:
        problems.append(f"{rid}: lang {row['lang']!r}")
    ex = row["existing"]
    if (
        not isinstance(ex, list)
        or not 2 <= len(ex) <= 3
        or not all(isinstance(e, str) and e for e in ex)
    ):
        problems.append(f"{rid}: existing must be 2-3 non-empty strings")
        return
    if len(set(ex)) != len(ex):
        problems.append(f"{rid}: repeated belief in existing")
    label, target, phrasing = row["label"], row["target"], row["phrasing"]
    if label not in ALLOWED:
        problems.append(f"{rid}: label {label!r}")
        return
    if label == "supersedes":
        if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target < len(ex):
            problems.append(f"{rid}: bad target {target!r}")
    elif target is not None:
        problems.append(f"{rid}: target must be null for {label}")
    if phrasing not in ALLOWED[label]:
        problems.append(f"{rid}: phrasing {phrasing!r} not allowed for {label}")
    is_exact = row["new"] in ex
    if phrasing == "exact" and not is_exact:
        problems.append(f"{rid}: exact row without a verbatim belief")
    if is_exact and phrasing != "exact":
        problems.append(f"{rid}: verbatim repeat not tagged exact")
    if not row["note"] or not row["new"]:
        problems.append(f"{rid}: empty new or note")
    for text in [row["new"], row["note"], *ex]:
        if ABS_PATH.search(text):
            problems.append(f"{rid}: absolute path in {text!r}")


def check_set(rows: list[dict], problems: list[str]) -> None:
    n = len(rows)
    sup = sum(r["label"] == "supersedes" for r in rows)
    other = sum(r["lang"] != "en" for r in rows)
    if n < 260:
        problems.append(f"only {n} rows (need >= 260)")
    if not 0.40 <= sup / n <= 0.50:
        problems.append(f"supersessions {sup}/{n} outside 40-50%")
    if other / n < 0.20:
        problems.append(f"non-English rows {other}/{n} below 20%")
    for lang, count in Counter(r["lang"] for r in rows).items():
        if lang != "en" and count < 4:
            problems.append(f"lang {lang}: only {count} rows")
    pairs = Counter((tuple(sorted(r["existing"])), r["new"]) for r in rows)
    for (_, new), count in pairs.items():
        if count > 1:
            problems.append(f"duplicate pair: {new!r}")
    by_new: dict[str, list[dict]] = {}
    for r in rows:
        by_new.setdefault(r["new"], []).append(r)
    for new, group in by_new.items():
        if len(group) < 2:
            continue
        replaced = [g["existing"][g["target"]] for g in group if g["label"] == "supersedes"]
        if len(replaced) != len(group) or len(set(replaced)) != len(replaced):
            problems.append(f"repeated statement not a multi-belief change: {new!r}")


def check_build(problems: list[str]) -> None:
    spec = importlib.util.spec_from_file_location("pairs14_build", HERE / "pairs14_build.py")
    if spec is None or spec.loader is None:
        problems.append("cannot load pairs14_build.py")
        return
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if module.render() != DATA.read_text(encoding="utf-8"):
        problems.append("pairs14.jsonl differs from what pairs14_build.py renders")


def markdown(rows: list[dict]) -> str:
    out = [f"{len(rows)} pairs, all `heldout`.", "", "| label | count |", "|---|---|"]
    for label, count in sorted(Counter(r["label"] for r in rows).items()):
        out.append(f"| {label} | {count} |")
    langs = Counter(r["lang"] for r in rows)
    out += ["", "| lang | supersedes | negatives |", "|---|---|---|"]
    for lang in ["en"] + sorted(k for k in langs if k != "en"):
        s = sum(r["lang"] == lang and r["label"] == "supersedes" for r in rows)
        out.append(f"| {lang} | {s} | {langs[lang] - s} |")
    out += ["", "| phrasing | supersedes | negatives |", "|---|---|---|"]
    for ph in sorted({r["phrasing"] for r in rows}):
        s = sum(r["phrasing"] == ph and r["label"] == "supersedes" for r in rows)
        t = sum(r["phrasing"] == ph for r in rows)
        out.append(f"| {ph} | {s} | {t - s} |")
    targets = Counter(r["target"] for r in rows if r["label"] == "supersedes")
    out += ["", "| target index | supersessions |", "|---|---|"]
    for t in sorted(targets):
        out.append(f"| {t} | {targets[t]} |")
    sizes = Counter(len(r["existing"]) for r in rows)
    out += [
        "",
        "Existing beliefs per row: "
        + ", ".join(f"{k} ({v} rows)" for k, v in sorted(sizes.items()))
        + ".",
    ]
    return "\n".join(out)


def main(argv: list[str]) -> int:
    problems: list[str] = []
    rows = load_rows(problems)
    for n, row in enumerate(rows, start=1):
        check_row(row, n, problems)
    if not problems:
        check_set(rows, problems)
        check_build(problems)
    for p in problems:
        print(p)
    if problems:
        return 1
    if "--markdown" in argv:
        print(markdown(rows))
    else:
        print(f"pairs14.jsonl OK: {len(rows)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
