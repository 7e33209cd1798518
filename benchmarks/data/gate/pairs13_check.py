"""Validate pairs13.jsonl; exit 1 on any problem.

    python benchmarks/data/gate/pairs13_check.py             # validate
    python benchmarks/data/gate/pairs13_check.py --markdown  # validate, print the count tables

Stdlib only. Checks the fields and their order, ids, `heldout` on every row, labels and
targets, the phrasing names allowed per label, `exact` rows, languages and the shares the
brief asked for, duplicate pairs, repeated statements (only the rows of a one-message,
two-belief change may share `new`), absolute paths, and that the file equals what
pairs13_build.py renders.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).parent
DATA = HERE / "pairs13.jsonl"
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
}
SUPERSEDE_PHRASINGS = CHANGE | {"implicit", "negation", "correction"}
NEGATIVE_PHRASINGS = CHANGE | {
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
NEW_LANGS = {"oc", "gd", "co", "la", "tg", "tk", "tt", "ha", "mg", "si"}
ABS_PATH = re.compile(r"(^|\s)(/[A-Za-z]+/[\w.-]+|[A-Z]:\\)")


def load_build():
    spec = importlib.util.spec_from_file_location("pairs13_build", HERE / "pairs13_build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def check(rows: list[dict], text: str) -> list[str]:
    problems: list[str] = []
    seen_ids: set[str] = set()
    pairs: set[tuple] = set()
    by_new: dict[str, list[dict]] = defaultdict(list)
    for n, row in enumerate(rows, 1):
        where = f"line {n} ({row.get('id')})"
        if list(row) != FIELDS:
            problems.append(f"{where}: fields {list(row)}")
            continue
        if row["id"] != f"g{n:03d}" or row["id"] in seen_ids:
            problems.append(f"{where}: id out of sequence or repeated")
        seen_ids.add(row["id"])
        if row["split"] != "heldout":
            problems.append(f"{where}: split must be heldout")
        if row["lang"] != "en" and row["lang"] not in NEW_LANGS:
            problems.append(f"{where}: language {row['lang']}")
        existing = row["existing"]
        if not (isinstance(existing, list) and 2 <= len(existing) <= 3):
            problems.append(f"{where}: needs 2-3 stored beliefs")
            continue
        if any(not isinstance(b, str) or not b.strip() for b in existing):
            problems.append(f"{where}: empty belief")
        if len(set(existing)) != len(existing):
            problems.append(f"{where}: repeated belief")
        if not isinstance(row["new"], str) or not row["new"].strip():
            problems.append(f"{where}: empty new")
        if not row["note"].strip():
            problems.append(f"{where}: empty note")
        label, target, phrasing = row["label"], row["target"], row["phrasing"]
        if label not in LABELS:
            problems.append(f"{where}: label {label}")
        if label == "supersedes":
            if not isinstance(target, int) or not 0 <= target < len(existing):
                problems.append(f"{where}: bad target {target}")
            if phrasing not in SUPERSEDE_PHRASINGS:
                problems.append(f"{where}: phrasing {phrasing} for a supersession")
        else:
            if target is not None:
                problems.append(f"{where}: target must be null")
            if phrasing not in NEGATIVE_PHRASINGS:
                problems.append(f"{where}: phrasing {phrasing} for {label}")
        if phrasing == "exact":
            if label != "redundant" or row["new"] not in existing:
                problems.append(f"{where}: exact must be a redundant verbatim repeat")
        elif row["new"] in existing:
            problems.append(f"{where}: verbatim repeat not tagged exact")
        key = (tuple(sorted(existing)), row["new"])
        if key in pairs:
            problems.append(f"{where}: duplicate pair")
        pairs.add(key)
        blob = " ".join([*existing, row["new"], row["note"]])
        if ABS_PATH.search(blob):
            problems.append(f"{where}: absolute path")
        by_new[row["new"]].append(row)
    for new, group in by_new.items():
        if len(group) < 2:
            continue
        replaced = {r["existing"][r["target"]] for r in group if r["label"] == "supersedes"}
        if any(r["label"] != "supersedes" for r in group) or len(replaced) != len(group):
            problems.append(f"repeated statement outside a two-belief change: {new[:60]!r}")
    total = len(rows)
    sup = sum(r["label"] == "supersedes" for r in rows)
    other = [r for r in rows if r["lang"] != "en"]
    langs = Counter(r["lang"] for r in other)
    if total < 260:
        problems.append(f"{total} rows, need >= 260")
    if total and not 0.40 <= sup / total <= 0.50:
        problems.append(f"supersessions {sup}/{total} outside 40-50%")
    if total and len(other) / total < 0.20:
        problems.append(f"non-English {len(other)}/{total} below 20%")
    for lang in NEW_LANGS:
        if langs[lang] < 4:
            problems.append(f"language {lang}: {langs[lang]} rows, need >= 4")
    if text != load_build().render():
        problems.append("pairs13.jsonl differs from what pairs13_build.py renders")
    return problems


def markdown(rows: list[dict]) -> str:
    out = [f"{len(rows)} pairs, all `heldout`.", "", "| label | count |", "|---|---|"]
    for label, count in sorted(Counter(r["label"] for r in rows).items()):
        out.append(f"| {label} | {count} |")
    out += ["", "| lang | supersedes | negatives |", "|---|---|---|"]
    langs = ["en"] + sorted({r["lang"] for r in rows} - {"en"})
    for lang in langs:
        sub = [r for r in rows if r["lang"] == lang]
        sup = sum(r["label"] == "supersedes" for r in sub)
        out.append(f"| {lang} | {sup} | {len(sub) - sup} |")
    out += ["", "| phrasing | supersedes | negatives |", "|---|---|---|"]
    for phrasing in sorted({r["phrasing"] for r in rows}):
        sub = [r for r in rows if r["phrasing"] == phrasing]
        sup = sum(r["label"] == "supersedes" for r in sub)
        out.append(f"| {phrasing} | {sup} | {len(sub) - sup} |")
    out += ["", "| target index | supersessions |", "|---|---|"]
    targets = Counter(r["target"] for r in rows if r["label"] == "supersedes")
    for index, count in sorted(targets.items()):
        out.append(f"| {index} | {count} |")
    sizes = Counter(len(r["existing"]) for r in rows)
    parts = ", ".join(f"{k} ({v} rows)" for k, v in sorted(sizes.items()))
    out += ["", f"Existing beliefs per row: {parts}."]
    return "\n".join(out)


def main() -> int:
    text = DATA.read_text(encoding="utf-8")
    try:
        rows = [json.loads(line) for line in text.splitlines()]
    except json.JSONDecodeError as exc:
        print(f"not JSON lines: {exc}")
        return 1
    problems = check(rows, text)
    for problem in problems:
        print(problem)
    if problems:
        return 1
    if "--markdown" in sys.argv[1:]:
        print(markdown(rows))
    else:
        print(f"ok: {len(rows)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
