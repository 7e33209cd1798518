"""Validate benchmarks/data/gate/pairs7.jsonl; exit 1 on any problem.

    python benchmarks/data/gate/pairs7_check.py              # validate
    python benchmarks/data/gate/pairs7_check.py --markdown   # validate, print count tables

Stdlib only. Checks the format, labels, targets, phrasing names per label, languages,
the shares the brief asks for, duplicate pairs, and that the file is exactly what
pairs7_build.py renders.
"""

from __future__ import annotations

import collections
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "pairs7.jsonl"
BUILD = HERE / "pairs7_build.py"
ID_PREFIX = "v"

FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
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
    "implicit",
    "negation",
    "correction",
}
PHRASINGS = {
    "supersedes": CHANGE,
    "novel": (CHANGE - {"implicit", "correction"}) | {"related", "plain", "question"},
    "refines": {"detail", "example", "scope", "negation"},
    "redundant": {"paraphrase", "exact"},
}
# English plus languages used neither by the README's sets nor by pairs6.
OTHER_LANGS = {"da", "nb", "ro", "ca", "hu", "el", "uk", "he", "hi", "ar"}
AVOID_LANGS = {
    "de",
    "es",
    "fr",
    "ja",
    "zh",
    "pt",
    "ko",
    "it",
    "nl",
    "pl",
    "ru",
    "tr",
    "sv",
    "cs",
    "id",
    "vi",
    "fi",
}
MIN_ROWS = 240
SUPERSEDE_SHARE = (0.40, 0.50)
OTHER_SHARE = (0.15, 0.25)


def load_rows(problems: list[str]) -> list[dict]:
    rows = []
    for n, line in enumerate(DATA.read_text(encoding="utf-8").splitlines(), 1):
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            problems.append(f"line {n}: not JSON ({exc})")
            continue
        if not isinstance(row, dict) or list(row) != FIELDS:
            problems.append(f"line {n}: fields must be exactly {FIELDS}")
            continue
        rows.append(row)
    return rows


def check_row(n: int, row: dict, problems: list[str]) -> None:
    where = f"row {n} ({row.get('id')})"
    if row["id"] != f"{ID_PREFIX}{n:03d}":
        problems.append(f"{where}: id should be {ID_PREFIX}{n:03d}")
    if row["split"] != "heldout":
        problems.append(f"{where}: split must be heldout")
    lang = row["lang"]
    if lang != "en" and lang not in OTHER_LANGS:
        problems.append(f"{where}: unexpected lang {lang!r}")
    if lang in AVOID_LANGS:
        problems.append(f"{where}: lang {lang!r} was used by an earlier set")
    existing = row["existing"]
    if (
        not isinstance(existing, list)
        or not 1 <= len(existing) <= 4
        or not all(isinstance(e, str) and e.strip() for e in existing)
        or len(set(existing)) != len(existing)
    ):
        problems.append(f"{where}: existing must be 1-4 distinct non-empty strings")
        return
    for key in ("new", "note"):
        if not isinstance(row[key], str) or not row[key].strip():
            problems.append(f"{where}: {key} must be a non-empty string")
    label, target, phrasing = row["label"], row["target"], row["phrasing"]
    if label not in LABELS:
        problems.append(f"{where}: unknown label {label!r}")
        return
    if label == "supersedes":
        if (
            not isinstance(target, int)
            or isinstance(target, bool)
            or not 0 <= target < len(existing)
        ):
            problems.append(f"{where}: supersedes needs a target index into existing")
    elif target is not None:
        problems.append(f"{where}: target must be null for {label}")
    if phrasing not in PHRASINGS[label]:
        problems.append(f"{where}: phrasing {phrasing!r} not allowed for {label}")
    if row["new"] in existing and phrasing != "exact":
        problems.append(f"{where}: new repeats an existing belief but is not `exact`")


def check_build(problems: list[str]) -> None:
    spec = importlib.util.spec_from_file_location("pairs7_build", BUILD)
    if spec is None or spec.loader is None:
        problems.append("cannot load pairs7_build.py")
        return
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if module.render() != DATA.read_text(encoding="utf-8"):
        problems.append("pairs7.jsonl differs from what pairs7_build.py renders")


def check_shares(rows: list[dict], problems: list[str]) -> None:
    total = len(rows)
    if total < MIN_ROWS:
        problems.append(f"{total} rows, need at least {MIN_ROWS}")
    if not total:
        return
    sup = sum(r["label"] == "supersedes" for r in rows) / total
    other = sum(r["lang"] != "en" for r in rows) / total
    if not SUPERSEDE_SHARE[0] <= sup <= SUPERSEDE_SHARE[1]:
        problems.append(f"supersession share {sup:.2f} outside {SUPERSEDE_SHARE}")
    if not OTHER_SHARE[0] <= other <= OTHER_SHARE[1]:
        problems.append(f"non-English share {other:.2f} outside {OTHER_SHARE}")
    seen: dict[tuple, str] = {}
    for r in rows:
        key = (r["new"].strip().lower(), tuple(sorted(r["existing"])))
        if key in seen:
            problems.append(f"{r['id']}: same pair as {seen[key]}")
        seen[key] = r["id"]
    news = collections.Counter(r["new"] for r in rows)
    for text, count in news.items():
        if count > 1:
            problems.append(f"new statement used {count} times: {text[:60]!r}")


def tables(rows: list[dict]) -> str:
    out = [f"{len(rows)} pairs, all `heldout`.", "", "| label | count |", "|---|---|"]
    for label, count in sorted(collections.Counter(r["label"] for r in rows).items()):
        out.append(f"| {label} | {count} |")

    def split(key: str) -> list[str]:
        sup: collections.Counter = collections.Counter()
        neg: collections.Counter = collections.Counter()
        for r in rows:
            (sup if r["label"] == "supersedes" else neg)[r[key]] += 1
        keys = sorted(set(sup) | set(neg), key=lambda k: (k != "en", k))
        lines = ["", f"| {key} | supersedes | negatives |", "|---|---|---|"]
        lines += [f"| {k} | {sup[k]} | {neg[k]} |" for k in keys]
        return lines

    out += split("lang") + split("phrasing")
    targets = collections.Counter(r["target"] for r in rows if r["label"] == "supersedes")
    out += ["", "| target index | supersessions |", "|---|---|"]
    out += [f"| {t} | {c} |" for t, c in sorted(targets.items())]
    sizes = collections.Counter(len(r["existing"]) for r in rows)
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
    for n, row in enumerate(rows, 1):
        check_row(n, row, problems)
    check_shares(rows, problems)
    check_build(problems)
    for p in problems:
        print("PROBLEM:", p)
    if "--markdown" in argv:
        print(tables(rows))
    if problems:
        return 1
    print(f"pairs7.jsonl ok: {len(rows)} rows")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
