"""Validate pairs11.jsonl; exit 1 on any problem.

python benchmarks/data/gate/pairs11_check.py             # validate
python benchmarks/data/gate/pairs11_check.py --markdown  # validate and print count tables
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "pairs11.jsonl"
ID_PREFIX = "m"
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
LANGS = {"en", "ga", "mt", "lb", "fy", "ka", "hy", "gu", "pa", "mn", "te"}
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
NEGATIVE = {
    "novel": {
        "from_to",
        "instead_of",
        "switched",
        "no_longer",
        "now_uses",
        "replaced_by",
        "moved",
        "dropped",
        "gone",
        "negation",
        "related",
        "plain",
        "question",
    },
    "refines": {"detail", "example", "scope", "negation"},
    "redundant": {
        "paraphrase",
        "exact",
        "from_to",
        "instead_of",
        "switched",
        "no_longer",
        "now_uses",
        "replaced_by",
        "moved",
        "dropped",
        "gone",
        "negation",
    },
}
ABS_PATH = re.compile(r"(^|[\s'\"(])/(home|work|tmp|Users|root|var/lib)/")


def load_build():
    spec = importlib.util.spec_from_file_location("pairs11_build", HERE / "pairs11_build.py")
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(mod)
    return mod


def check(rows: list[dict], text: str) -> list[str]:
    errs: list[str] = []
    seen_ids: set[str] = set()
    news: dict[str, list[dict]] = {}
    pairs: set[tuple] = set()
    for i, r in enumerate(rows, 1):
        where = f"line {i}"
        if list(r) != FIELDS:
            errs.append(f"{where}: fields {list(r)} != {FIELDS}")
            continue
        if r["id"] != f"{ID_PREFIX}{i:03d}" or r["id"] in seen_ids:
            errs.append(f"{where}: bad or repeated id {r['id']}")
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
        if not isinstance(r["new"], str) or not r["new"].strip() or not r["note"].strip():
            errs.append(f"{where}: empty new or note")
        label, ph, tgt = r["label"], r["phrasing"], r["target"]
        if label == "supersedes":
            if not isinstance(tgt, int) or isinstance(tgt, bool) or not 0 <= tgt < len(ex):
                errs.append(f"{where}: supersedes needs a target index")
            if ph not in CHANGE:
                errs.append(f"{where}: phrasing {ph!r} not allowed for supersedes")
        elif label in NEGATIVE:
            if tgt is not None:
                errs.append(f"{where}: {label} must have target null")
            if ph not in NEGATIVE[label]:
                errs.append(f"{where}: phrasing {ph!r} not allowed for {label}")
        else:
            errs.append(f"{where}: label {label!r}")
        if ph == "exact":
            if label != "redundant" or r["new"] not in ex:
                errs.append(f"{where}: exact must be redundant and verbatim in existing")
        elif r["new"] in ex:
            errs.append(f"{where}: new is verbatim in existing but not tagged exact")
        key = (r["new"], tuple(sorted(ex)))
        if key in pairs:
            errs.append(f"{where}: duplicate pair")
        pairs.add(key)
        news.setdefault(r["new"], []).append(r)
        for s in [*ex, r["new"], r["note"]]:
            if ABS_PATH.search(s):
                errs.append(f"{where}: absolute path in {s!r}")
    for new, group in news.items():
        if len(group) == 1:
            continue
        targets = {g["existing"][g["target"]] for g in group if g["label"] == "supersedes"}
        if len(group) != 2 or any(g["label"] != "supersedes" for g in group) or len(targets) != 2:
            errs.append(f"repeated statement not a two-belief change: {new!r}")
    n = len(rows)
    sup = sum(r["label"] == "supersedes" for r in rows)
    other = sum(r["lang"] != "en" for r in rows)
    if n < 240:
        errs.append(f"only {n} rows (need >= 240)")
    if n and not 0.40 <= sup / n <= 0.50:
        errs.append(f"supersessions {sup}/{n} outside 40-50%")
    if n and not 0.15 <= other / n <= 0.25:
        errs.append(f"non-English {other}/{n} outside 15-25%")
    for lang, k in Counter(r["lang"] for r in rows).items():
        if lang != "en" and k < 4:
            errs.append(f"language {lang} has only {k} rows")
    if text != load_build().render():
        errs.append("pairs11.jsonl differs from what pairs11_build.py renders")
    return errs


def markdown(rows: list[dict]) -> str:
    out = [f"{len(rows)} pairs, all `heldout`.", "", "| label | count |", "|---|---|"]
    for k, v in sorted(Counter(r["label"] for r in rows).items()):
        out.append(f"| {k} | {v} |")
    out += ["", "| lang | supersedes | negatives |", "|---|---|---|"]
    langs = Counter(r["lang"] for r in rows)
    for lang in ["en", *sorted(x for x in langs if x != "en")]:
        s = sum(r["lang"] == lang and r["label"] == "supersedes" for r in rows)
        out.append(f"| {lang} | {s} | {langs[lang] - s} |")
    out += ["", "| phrasing | supersedes | negatives |", "|---|---|---|"]
    for ph in sorted({r["phrasing"] for r in rows}):
        s = sum(r["phrasing"] == ph and r["label"] == "supersedes" for r in rows)
        t = sum(r["phrasing"] == ph for r in rows)
        out.append(f"| {ph} | {s} | {t - s} |")
    out += ["", "| target index | supersessions |", "|---|---|"]
    for k, v in sorted(Counter(r["target"] for r in rows if r["target"] is not None).items()):
        out.append(f"| {k} | {v} |")
    sizes = Counter(len(r["existing"]) for r in rows)
    out += [
        "",
        "Existing beliefs per row: "
        + ", ".join(f"{k} ({v} rows)" for k, v in sorted(sizes.items()))
        + ".",
    ]
    return "\n".join(out)


def main() -> int:
    text = DATA.read_text(encoding="utf-8")
    try:
        rows = [json.loads(line) for line in text.splitlines()]
    except json.JSONDecodeError as exc:
        print(f"pairs11.jsonl: not valid JSON lines: {exc}")
        return 1
    errs = check(rows, text)
    if "--markdown" in sys.argv[1:]:
        print(markdown(rows))
    for e in errs:
        print(e)
    if errs:
        return 1
    print(f"pairs11.jsonl ok: {len(rows)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
