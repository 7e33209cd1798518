"""Validate pairs12.jsonl; exit 1 on any problem.

Usage: python benchmarks/data/gate/pairs12_check.py [--markdown]
"""

from __future__ import annotations

import collections
import importlib.util
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent
DATA = HERE / "pairs12.jsonl"
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
SUP_PHR = CHANGE | {"implicit", "negation", "correction"}
NEG_PHR = CHANGE | {
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
LANGS = {"en", "kn", "ml", "am", "km", "ky", "yo", "zu", "so", "jv", "ht"}
ABS_PATH = re.compile(r"(^|\s)(/home/|/work/|/tmp/|/Users/|[A-Z]:\\)")


def load_build():
    spec = importlib.util.spec_from_file_location("pairs12_build", HERE / "pairs12_build.py")
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(mod)
    return mod


def check(rows: list[dict], raw: str) -> list[str]:
    errs: list[str] = []
    seen_ids: set[str] = set()
    news: dict[str, list[dict]] = collections.defaultdict(list)
    pairs: set[tuple] = set()
    for n, r in enumerate(rows, 1):
        where = f"line {n}"
        if list(r) != FIELDS:
            errs.append(f"{where}: fields {list(r)} != {FIELDS}")
            continue
        if r["id"] != f"j{n:03d}":
            errs.append(f"{where}: id {r['id']!r}, expected j{n:03d}")
        if r["id"] in seen_ids:
            errs.append(f"{where}: duplicate id")
        seen_ids.add(r["id"])
        if r["split"] != "heldout":
            errs.append(f"{where}: split must be heldout")
        if r["lang"] not in LANGS:
            errs.append(f"{where}: lang {r['lang']!r}")
        ex = r["existing"]
        if (
            not isinstance(ex, list)
            or not 1 <= len(ex) <= 4
            or not all(isinstance(e, str) and e.strip() for e in ex)
        ):
            errs.append(f"{where}: existing must be 1-4 non-empty strings")
            continue
        if len(set(ex)) != len(ex):
            errs.append(f"{where}: repeated belief in existing")
        if not isinstance(r["new"], str) or not r["new"].strip():
            errs.append(f"{where}: empty new")
        if not isinstance(r["note"], str) or not r["note"].strip():
            errs.append(f"{where}: empty note")
        lab, t, phr = r["label"], r["target"], r["phrasing"]
        if lab not in LABELS:
            errs.append(f"{where}: label {lab!r}")
        if lab == "supersedes":
            if not isinstance(t, int) or isinstance(t, bool) or not 0 <= t < len(ex):
                errs.append(f"{where}: supersedes needs a target index into existing")
            if phr not in SUP_PHR:
                errs.append(f"{where}: phrasing {phr!r} not allowed on supersedes")
        else:
            if t is not None:
                errs.append(f"{where}: target must be null for {lab}")
            if phr not in NEG_PHR:
                errs.append(f"{where}: phrasing {phr!r} not allowed on negatives")
        if phr == "exact":
            if lab != "redundant" or r["new"] not in ex:
                errs.append(f"{where}: exact must be redundant and verbatim")
        elif r["new"] in ex:
            errs.append(f"{where}: new repeats a stored belief verbatim but is not `exact`")
        for text in [r["new"], r["note"], *ex]:
            if ABS_PATH.search(text):
                errs.append(f"{where}: absolute path in text")
        key = (tuple(sorted(ex)), r["new"])
        if key in pairs:
            errs.append(f"{where}: duplicate pair")
        pairs.add(key)
        news[r["new"]].append(r)
    for new, group in news.items():
        if len(group) == 1:
            continue
        ok = (
            len(group) == 2
            and all(g["label"] == "supersedes" for g in group)
            and group[0]["existing"][group[0]["target"]] != group[1]["existing"][group[1]["target"]]
        )
        if not ok:
            errs.append(f"statement repeated outside a two-belief change: {new[:60]!r}")
    total = len(rows)
    sup = sum(r["label"] == "supersedes" for r in rows)
    other = sum(r["lang"] != "en" for r in rows)
    if total < 240:
        errs.append(f"{total} rows < 240")
    if total and not 0.40 <= sup / total <= 0.50:
        errs.append(f"supersessions {sup / total:.1%} outside 40-50%")
    if total and not 0.15 <= other / total <= 0.25:
        errs.append(f"non-English {other / total:.1%} outside 15-25%")
    per_lang = collections.Counter(r["lang"] for r in rows)
    for lang in LANGS:
        if per_lang[lang] < 4:
            errs.append(f"lang {lang}: {per_lang[lang]} rows < 4")
    try:
        if load_build().render() != raw:
            errs.append("file differs from what pairs12_build.py renders")
    except Exception as exc:  # noqa: BLE001
        errs.append(f"build failed: {exc}")
    return errs


def markdown(rows: list[dict]) -> str:
    out = [f"{len(rows)} pairs, all `heldout`.", "", "| label | count |", "|---|---|"]
    for lab, c in sorted(collections.Counter(r["label"] for r in rows).items()):
        out.append(f"| {lab} | {c} |")
    out += ["", "| lang | supersedes | negatives |", "|---|---|---|"]
    langs = collections.Counter(r["lang"] for r in rows)
    for lang in ["en"] + sorted(k for k in langs if k != "en"):
        s = sum(r["lang"] == lang and r["label"] == "supersedes" for r in rows)
        out.append(f"| {lang} | {s} | {langs[lang] - s} |")
    out += ["", "| phrasing | supersedes | negatives |", "|---|---|---|"]
    for phr in sorted({r["phrasing"] for r in rows}):
        s = sum(r["phrasing"] == phr and r["label"] == "supersedes" for r in rows)
        ng = sum(r["phrasing"] == phr and r["label"] != "supersedes" for r in rows)
        out.append(f"| {phr} | {s} | {ng} |")
    out += ["", "| target index | supersessions |", "|---|---|"]
    for t, c in sorted(
        collections.Counter(r["target"] for r in rows if r["label"] == "supersedes").items()
    ):
        out.append(f"| {t} | {c} |")
    sizes = collections.Counter(len(r["existing"]) for r in rows)
    out += [
        "",
        "Existing beliefs per row: "
        + ", ".join(f"{k} ({v} rows)" for k, v in sorted(sizes.items()))
        + ".",
    ]
    return "\n".join(out)


def main() -> int:
    raw = DATA.read_text(encoding="utf-8")
    rows = []
    for n, line in enumerate(raw.splitlines(), 1):
        try:
            rows.append(json.loads(line))
        except json.JSONDecodeError as exc:
            print(f"line {n}: bad JSON: {exc}")
            return 1
    errs = check(rows, raw)
    for e in errs:
        print(e)
    if "--markdown" in sys.argv:
        print(markdown(rows))
    if errs:
        return 1
    print(f"pairs12.jsonl ok: {len(rows)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
