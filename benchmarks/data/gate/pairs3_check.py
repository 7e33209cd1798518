"""Check pairs3.jsonl against the pairs format in README.md (stdlib only).

Exits 1 and names every problem found; with ``--markdown`` prints counts by label,
phrasing and language as Markdown tables.

Run: python benchmarks/data/gate/pairs3_check.py [--markdown] [path]
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

DEFAULT = Path(__file__).with_name("pairs3.jsonl")
FIELDS = ("id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note")
LANGS = frozenset("en de es fr ja zh pt ko".split())  # the README's language list
LABELS = ("supersedes", "novel", "redundant", "refines")
# Phrasing names from the README: change phrasings, then the negatives' own names.
CHANGE = frozenset(
    "from_to instead_of switched no_longer now_uses replaced_by moved dropped gone "
    "implicit negation correction".split()
)
NEGATIVE_ONLY = frozenset("related plain question detail example scope paraphrase exact".split())
ID_RE = re.compile(r"^r\d{3}$")  # this set's ids: r001...
MIN_ROWS = 220  # the brief's floor
SUPERSEDES_SHARE = (0.40, 0.50)  # "about 45%"
MIN_NON_EN = 0.30  # at least this share not English
MAX_EXISTING = 4  # README: 1-4 live beliefs


def check_row(n: int, row: object) -> list[str]:
    """Problems with one parsed line (``n`` is its 1-based line number)."""
    if not isinstance(row, dict):
        return [f"line {n}: not a JSON object"]
    where = f"line {n} ({row.get('id')!r})"
    bad = [f"{where}: missing field {f}" for f in FIELDS if f not in row]
    bad += [f"{where}: unknown field {f}" for f in row if f not in FIELDS]
    if bad:
        return bad
    if not isinstance(row["id"], str) or not ID_RE.match(row["id"]):
        bad.append(f"{where}: id must look like r001")
    if row["split"] != "heldout":
        bad.append(f"{where}: split must be heldout (the set is held out whole)")
    if row["lang"] not in LANGS:
        bad.append(f"{where}: lang {row['lang']!r} not in {sorted(LANGS)}")
    ex = row["existing"]
    if not (isinstance(ex, list) and 1 <= len(ex) <= MAX_EXISTING):
        bad.append(f"{where}: existing must be a list of 1-{MAX_EXISTING} statements")
        ex = []
    elif not all(isinstance(e, str) and e.strip() for e in ex):
        bad.append(f"{where}: every existing belief must be a non-empty string")
    elif len(set(ex)) != len(ex):
        bad.append(f"{where}: duplicate existing beliefs")
    for f in ("new", "note"):
        if not (isinstance(row[f], str) and row[f].strip()):
            bad.append(f"{where}: {f} must be a non-empty string")
    label, target, phrasing = row["label"], row["target"], row["phrasing"]
    if label not in LABELS:
        bad.append(f"{where}: label {label!r} not in {LABELS}")
    if label == "supersedes":
        if phrasing not in CHANGE:
            bad.append(f"{where}: supersession phrasing {phrasing!r} not a change phrasing")
        if not (isinstance(target, int) and not isinstance(target, bool) and 0 <= target < len(ex)):
            bad.append(f"{where}: supersedes needs a target index in range(0, {len(ex)})")
    else:
        if target is not None:
            bad.append(f"{where}: target must be null for {label}")
        if phrasing not in CHANGE | NEGATIVE_ONLY:
            bad.append(f"{where}: phrasing {phrasing!r} not named in the README")
    return bad


def check(rows: list[dict[str, object]]) -> list[str]:
    """Set-level problems: unique ids, size, label and language shares."""
    bad: list[str] = []
    ids = Counter(r.get("id") for r in rows)
    bad += [f"id {i!r} appears {c} times" for i, c in ids.items() if c > 1]
    if len(rows) < MIN_ROWS:
        bad.append(f"{len(rows)} rows, need at least {MIN_ROWS}")
    if rows:
        share = sum(r.get("label") == "supersedes" for r in rows) / len(rows)
        lo, hi = SUPERSEDES_SHARE
        if not lo <= share <= hi:
            bad.append(f"supersedes share {share:.1%} outside {lo:.0%}-{hi:.0%}")
        non_en = sum(r.get("lang") != "en" for r in rows) / len(rows)
        if non_en < MIN_NON_EN:
            bad.append(f"non-English share {non_en:.1%} below {MIN_NON_EN:.0%}")
        for label in LABELS:
            if not any(r.get("label") == label for r in rows):
                bad.append(f"no {label} rows")
    return bad


def table(title: str, counts: Counter[str], total: int) -> str:
    """One Markdown table of counts and shares."""
    lines = [f"| {title} | pairs | share |", "|---|---:|---:|"]
    lines += [f"| {k} | {v} | {v / total:.1%} |" for k, v in counts.most_common()]
    lines.append(f"| total | {total} | 100% |")
    return "\n".join(lines)


def markdown(rows: list[dict[str, object]]) -> str:
    """Counts by label, by label x phrasing and by language."""
    n = len(rows)
    by_label = Counter(str(r["label"]) for r in rows)
    by_phr = Counter(f"{r['label']} / {r['phrasing']}" for r in rows)
    by_lang = Counter(str(r["lang"]) for r in rows)
    by_len = Counter(f"{len(r['existing'])} existing" for r in rows)  # type: ignore[arg-type]
    parts = [
        table("label", by_label, n),
        table("label / phrasing", by_phr, n),
        table("language", by_lang, n),
        table("existing beliefs", by_len, n),
    ]
    return "\n\n".join(parts)


def main(argv: list[str]) -> int:
    """Parse the file, print problems or the counts; 1 on any problem."""
    args = [a for a in argv if a != "--markdown"]
    path = Path(args[0]) if args else DEFAULT
    rows: list[dict[str, object]] = []
    bad: list[str] = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            bad.append(f"line {n}: blank line")
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            bad.append(f"line {n}: not JSON ({exc.msg})")
            continue
        problems = check_row(n, row)
        bad += problems
        if not problems:
            rows.append(row)
    bad += check(rows)
    for problem in bad:
        print(problem, file=sys.stderr)
    if bad:
        return 1
    if "--markdown" in argv:
        print(markdown(rows))
    else:
        print(f"{path.name}: {len(rows)} pairs, ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
