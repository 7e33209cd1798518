"""Validate pairs9.jsonl. Exit 1 on any problem.

Usage: python benchmarks/data/gate/pairs9_check.py [--markdown]

Checks the README's format, labels and targets, the phrasing names allowed per label, the
languages, the shares the round's brief asked for, repeated statements (a `new` may appear
twice only as the two rows of one statement that changes two stored beliefs), and that the
file is exactly what pairs9_build.py renders. `--markdown` prints the count tables.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

ID_PREFIX = "n"
HERE = Path(__file__).resolve().parent
DATA = HERE / "pairs9.jsonl"
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
OTHER_LANGS = {"af", "gl", "eu", "sl", "lv", "sr", "is", "bn", "ur", "cy"}
LANGS = {"en"} | OTHER_LANGS
LABELS = {"supersedes", "novel", "redundant", "refines"}
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
    "redundant": CHANGE | {"paraphrase", "exact"},
}
MIN_ROWS = 240
SUP_SHARE = (0.40, 0.50)
OTHER_SHARE = (0.15, 0.25)
MAX_TWO_BELIEF_PAIRS = 8


def load_build():
    spec = importlib.util.spec_from_file_location("pairs9_build", HERE / "pairs9_build.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def check(rows: list[dict], raw: str) -> list[str]:
    problems: list[str] = []
    for n, row in enumerate(rows, start=1):
        where = f"line {n}"
        if list(row) != FIELDS:
            problems.append(f"{where}: fields {list(row)} != {FIELDS}")
            continue
        if row["id"] != f"{ID_PREFIX}{n:03d}":
            problems.append(f"{where}: id {row['id']!r}, expected {ID_PREFIX}{n:03d}")
        if row["split"] != "heldout":
            problems.append(f"{where}: split must be heldout")
        if row["lang"] not in LANGS:
            problems.append(f"{where}: language {row['lang']!r} not allowed")
        existing = row["existing"]
        if not isinstance(existing, list) or not 1 <= len(existing) <= 4:
            problems.append(f"{where}: existing must be a list of 1-4 beliefs")
            continue
        if any(not isinstance(e, str) or not e.strip() for e in existing):
            problems.append(f"{where}: empty or non-string belief")
        if len(set(existing)) != len(existing):
            problems.append(f"{where}: a belief repeated inside existing")
        if not isinstance(row["new"], str) or not row["new"].strip():
            problems.append(f"{where}: empty new statement")
        label = row["label"]
        if label not in LABELS:
            problems.append(f"{where}: label {label!r}")
            continue
        target = row["target"]
        if label == "supersedes":
            if not isinstance(target, int) or isinstance(target, bool):
                problems.append(f"{where}: supersedes needs an integer target")
            elif not 0 <= target < len(existing):
                problems.append(f"{where}: target {target} out of range")
        elif target is not None:
            problems.append(f"{where}: {label} must have target null")
        if row["phrasing"] not in ALLOWED[label]:
            problems.append(f"{where}: phrasing {row['phrasing']!r} not allowed for {label}")
        if row["phrasing"] == "exact":
            if row["new"] not in existing:
                problems.append(f"{where}: exact but new is not in existing")
        elif row["new"] in existing:
            problems.append(f"{where}: new repeats a stored belief verbatim but is not 'exact'")
        if not isinstance(row["note"], str) or not row["note"].strip():
            problems.append(f"{where}: empty note")

    by_new: dict[str, list[dict]] = {}
    for row in rows:
        by_new.setdefault(row.get("new", ""), []).append(row)
    two_belief = 0
    for new, group in by_new.items():
        if len(group) == 1:
            continue
        olds = {r["existing"][r["target"]] for r in group if r["label"] == "supersedes"}
        if len(group) == 2 and all(r["label"] == "supersedes" for r in group) and len(olds) == 2:
            two_belief += 1
            continue
        problems.append(f"statement repeated outside a two-belief pair: {new!r}")
    if two_belief > MAX_TWO_BELIEF_PAIRS:
        problems.append(f"{two_belief} two-belief pairs, at most {MAX_TWO_BELIEF_PAIRS}")

    total = len(rows)
    if total < MIN_ROWS:
        problems.append(f"{total} rows, need at least {MIN_ROWS}")
    if total:
        sup = sum(r.get("label") == "supersedes" for r in rows) / total
        if not SUP_SHARE[0] <= sup <= SUP_SHARE[1]:
            problems.append(f"supersession share {sup:.1%} outside {SUP_SHARE}")
        other = sum(r.get("lang") != "en" for r in rows) / total
        if not OTHER_SHARE[0] <= other <= OTHER_SHARE[1]:
            problems.append(f"non-English share {other:.1%} outside {OTHER_SHARE}")
        per_lang = Counter(r.get("lang") for r in rows)
        for lang in sorted(OTHER_LANGS):
            if per_lang[lang] < 4:
                problems.append(f"language {lang} has {per_lang[lang]} rows, need at least 4")

    try:
        expected = load_build().render()
    except Exception as exc:  # a broken build is a problem to report, not a crash
        problems.append(f"build failed: {exc!r}")
    else:
        if expected != raw:
            problems.append("pairs9.jsonl differs from what pairs9_build.py renders")
    return problems


def markdown(rows: list[dict]) -> str:
    out = [f"{len(rows)} pairs, all `heldout`.", "", "| label | count |", "|---|---|"]
    for label, count in sorted(Counter(r["label"] for r in rows).items()):
        out.append(f"| {label} | {count} |")
    out += ["", "| lang | supersedes | negatives |", "|---|---|---|"]
    langs = ["en"] + sorted(OTHER_LANGS)
    for lang in langs:
        sup = sum(r["lang"] == lang and r["label"] == "supersedes" for r in rows)
        neg = sum(r["lang"] == lang and r["label"] != "supersedes" for r in rows)
        out.append(f"| {lang} | {sup} | {neg} |")
    out += ["", "| phrasing | supersedes | negatives |", "|---|---|---|"]
    for phrasing in sorted({r["phrasing"] for r in rows}):
        sup = sum(r["phrasing"] == phrasing and r["label"] == "supersedes" for r in rows)
        neg = sum(r["phrasing"] == phrasing and r["label"] != "supersedes" for r in rows)
        out.append(f"| {phrasing} | {sup} | {neg} |")
    out += ["", "| target index | supersessions |", "|---|---|"]
    targets = Counter(r["target"] for r in rows if r["label"] == "supersedes")
    for index in sorted(targets):
        out.append(f"| {index} | {targets[index]} |")
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
    rows = []
    for n, line in enumerate(raw.splitlines(), start=1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            print(f"line {n}: not JSON: {exc}")
            return 1
    problems = check(rows, raw)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{DATA.name}: {len(problems)} problem(s)")
        return 1
    if "--markdown" in argv:
        print(markdown(rows))
    print(f"{DATA.name} ok: {len(rows)} rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
