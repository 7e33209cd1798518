"""Validate pairs4.jsonl against the pairs format in README.md; stdlib only.

Checks: ids unique and `s001`... in order, every field present with a valid value, 1-4
non-empty existing beliefs, `target` an index into `existing` for supersessions and null
otherwise, every row `heldout`, the supersession share near 45% and at least 30% of rows
not in English. Exits 1 and lists every problem found. `--markdown` prints count tables
(by label, by phrasing within label, by language).

    python benchmarks/data/gate/pairs4_check.py [--markdown]
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

#: The file checked, beside this script.
PATH = Path(__file__).with_name("pairs4.jsonl")
#: Field names of the pairs format, exactly (README "pairs.jsonl").
FIELDS = {"id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"}
#: Languages the README lists.
LANGS = {"en", "de", "es", "fr", "ja", "zh", "pt", "ko"}
#: Labels the README lists.
LABELS = {"supersedes", "novel", "redundant", "refines"}
#: Supersession phrasings the README names.
SUPERSEDE_PHRASINGS = {
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
#: Negatives reuse the change phrasings plus these (README).
OTHER_PHRASINGS = {
    "negation",
    "related",
    "plain",
    "question",
    "detail",
    "example",
    "scope",
    "paraphrase",
    "exact",
}
#: Ids of this set: prefix `s` (pairs3 holds `r`), three digits, in file order.
ID_RE = re.compile(r"^s\d{3}$")
#: Allowed band for the supersession share (the brief asks for about 45%).
SUPERSEDE_SHARE = (0.40, 0.50)
#: Minimum share of rows not in English (the brief asks for at least 30%).
MIN_NON_EN = 0.30
#: Minimum number of rows (the brief asks for at least 220).
MIN_ROWS = 220


def load(path: Path) -> tuple[list[dict[str, object]], list[str]]:
    """Parse the file; return rows and the problems met while parsing."""
    rows: list[dict[str, object]] = []
    problems: list[str] = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            problems.append(f"line {n}: empty line")
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"line {n}: not JSON ({exc})")
            continue
        if not isinstance(obj, dict):
            problems.append(f"line {n}: not an object")
            continue
        rows.append(obj)
    return rows, problems


def check_row(n: int, row: dict[str, object]) -> list[str]:
    """Problems with one row (n is its 1-based position)."""
    rid = row.get("id")
    where = f"row {n} ({rid})"
    out: list[str] = []
    keys = set(row)
    if keys != FIELDS:
        out.append(f"{where}: fields {sorted(keys ^ FIELDS)} missing or extra")
        return out
    if not isinstance(rid, str) or not ID_RE.match(rid) or rid != f"s{n:03d}":
        out.append(f"{where}: id should be s{n:03d}")
    if row["split"] != "heldout":
        out.append(f"{where}: split must be heldout (the set is held out whole)")
    if row["lang"] not in LANGS:
        out.append(f"{where}: unknown lang {row['lang']!r}")
    existing = row["existing"]
    if not isinstance(existing, list) or not 1 <= len(existing) <= 4:
        out.append(f"{where}: existing must be a list of 1-4 beliefs")
        existing = []
    elif not all(isinstance(e, str) and e.strip() for e in existing):
        out.append(f"{where}: every existing belief must be a non-empty string")
    elif len(set(existing)) != len(existing):
        out.append(f"{where}: duplicate belief inside existing")
    for key in ("new", "note"):
        if not isinstance(row[key], str) or not str(row[key]).strip():
            out.append(f"{where}: {key} must be a non-empty string")
    label, target, phrasing = row["label"], row["target"], row["phrasing"]
    if label not in LABELS:
        out.append(f"{where}: unknown label {label!r}")
    if label == "supersedes":
        if not isinstance(target, int) or isinstance(target, bool):
            out.append(f"{where}: supersedes needs an integer target")
        elif not 0 <= target < len(existing):
            out.append(f"{where}: target {target} out of range")
        if phrasing not in SUPERSEDE_PHRASINGS:
            out.append(f"{where}: {phrasing!r} is not a supersession phrasing")
    else:
        if target is not None:
            out.append(f"{where}: target must be null for {label}")
        if phrasing not in SUPERSEDE_PHRASINGS | OTHER_PHRASINGS:
            out.append(f"{where}: unknown phrasing {phrasing!r}")
    if label == "redundant" and phrasing == "exact" and row["new"] not in existing:
        out.append(f"{where}: exact duplicate but new is not in existing")
    return out


def check(rows: list[dict[str, object]]) -> list[str]:
    """Problems with the whole set: per row, id uniqueness and the shares."""
    out: list[str] = []
    for n, row in enumerate(rows, start=1):
        out += check_row(n, row)
    ids = Counter(row.get("id") for row in rows)
    out += [f"id {i} used {c} times" for i, c in ids.items() if c > 1]
    total = len(rows)
    if total < MIN_ROWS:
        out.append(f"{total} rows, fewer than {MIN_ROWS}")
    if total:
        share = sum(row.get("label") == "supersedes" for row in rows) / total
        low, high = SUPERSEDE_SHARE
        if not low <= share <= high:
            out.append(f"supersedes share {share:.1%} outside {low:.0%}-{high:.0%}")
        non_en = sum(row.get("lang") != "en" for row in rows) / total
        if non_en < MIN_NON_EN:
            out.append(f"non-English share {non_en:.1%} below {MIN_NON_EN:.0%}")
        for label in LABELS:
            if not any(row.get("label") == label for row in rows):
                out.append(f"no row labelled {label}")
    return out


def markdown(rows: list[dict[str, object]]) -> str:
    """Count tables by label, by (label, phrasing) and by language."""
    total = len(rows)
    lines = [f"{total} pairs, all `heldout`.", "", "| label | pairs | share |", "|---|---:|---:|"]
    for label, c in sorted(Counter(str(r["label"]) for r in rows).items()):
        lines.append(f"| {label} | {c} | {c / total:.1%} |")
    lines += ["", "| label | phrasing | pairs |", "|---|---|---:|"]
    pairs = Counter((str(r["label"]), str(r["phrasing"])) for r in rows)
    for (label, phrasing), c in sorted(pairs.items()):
        lines.append(f"| {label} | {phrasing} | {c} |")
    lines += ["", "| lang | pairs | supersedes |", "|---|---:|---:|"]
    langs = Counter(str(r["lang"]) for r in rows)
    sup = Counter(str(r["lang"]) for r in rows if r["label"] == "supersedes")
    for lang, c in sorted(langs.items()):
        lines.append(f"| {lang} | {c} | {sup[lang]} |")
    sizes = Counter(len(r["existing"]) for r in rows if isinstance(r["existing"], list))
    lines += ["", "| existing beliefs | pairs |", "|---:|---:|"]
    lines += [f"| {k} | {v} |" for k, v in sorted(sizes.items())]
    targets = Counter(r["target"] for r in rows if r["label"] == "supersedes")
    lines += ["", "| supersedes target index | pairs |", "|---:|---:|"]
    lines += [f"| {k} | {v} |" for k, v in sorted(targets.items(), key=lambda kv: str(kv[0]))]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """Validate; print problems (exit 1) or OK; optionally the count tables."""
    rows, problems = load(PATH)
    problems += check(rows)
    for problem in problems:
        print(problem, file=sys.stderr)
    if "--markdown" in argv[1:]:
        print(markdown(rows))
    elif not problems:
        print(f"OK: {len(rows)} pairs in {PATH.name}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
