"""Validate pairs10.jsonl. Exit 1 on any problem. `--markdown` prints the count tables.

Stdlib only. Usage: python pairs10_check.py [--markdown]
"""

from __future__ import annotations

import collections
import importlib.util
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).parent
DATA = HERE / "pairs10.jsonl"
ID_PREFIX = "k"
LANGS = {"en", "eo", "sq", "mk", "az", "uz", "ta", "mr", "ne", "be", "kk"}
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
    "correction",
}
SUP_PHRASINGS = CHANGE | {"implicit", "negation"}
NEG_PHRASINGS = {
    "novel": CHANGE - {"correction"} | {"negation", "related", "plain", "question"},
    "refines": {"detail", "example", "scope", "negation"},
    "redundant": CHANGE - {"correction"} | {"paraphrase", "exact"},
}
FIELDS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
TWO_NOTE = "one statement changing two beliefs"


def load_build():
    spec = importlib.util.spec_from_file_location("pairs10_build", HERE / "pairs10_build.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def check(rows: list[dict], text: str) -> list[str]:
    errs: list[str] = []
    seen_pairs: set = set()
    news: dict[str, list[dict]] = collections.defaultdict(list)
    for n, r in enumerate(rows, 1):
        where = f"row {n} ({r.get('id')})"
        if list(r) != FIELDS:
            errs.append(f"{where}: fields {list(r)}")
            continue
        if r["id"] != f"{ID_PREFIX}{n:03d}":
            errs.append(f"{where}: id should be {ID_PREFIX}{n:03d}")
        if r["split"] != "heldout":
            errs.append(f"{where}: split must be heldout")
        if r["lang"] not in LANGS:
            errs.append(f"{where}: lang {r['lang']!r}")
        ex = r["existing"]
        if not (
            isinstance(ex, list)
            and 1 <= len(ex) <= 4
            and all(isinstance(e, str) and e.strip() for e in ex)
        ):
            errs.append(f"{where}: existing must be 1-4 non-empty strings")
            continue
        if len(set(ex)) != len(ex):
            errs.append(f"{where}: repeated belief in existing")
        if not isinstance(r["new"], str) or not r["new"].strip() or not str(r["note"]).strip():
            errs.append(f"{where}: empty new or note")
        lab, ph, tg = r["label"], r["phrasing"], r["target"]
        if lab == "supersedes":
            if not (isinstance(tg, int) and not isinstance(tg, bool) and 0 <= tg < len(ex)):
                errs.append(f"{where}: bad target {tg!r}")
            if ph not in SUP_PHRASINGS:
                errs.append(f"{where}: phrasing {ph!r} not allowed for supersedes")
        elif lab in NEG_PHRASINGS:
            if tg is not None:
                errs.append(f"{where}: target must be null for {lab}")
            if ph not in NEG_PHRASINGS[lab]:
                errs.append(f"{where}: phrasing {ph!r} not allowed for {lab}")
        else:
            errs.append(f"{where}: label {lab!r}")
        if (ph == "exact") != (r["new"] in ex):
            errs.append(f"{where}: `exact` iff new is verbatim in existing")
        key = (frozenset(ex), r["new"])
        if key in seen_pairs:
            errs.append(f"{where}: duplicate pair")
        seen_pairs.add(key)
        news[r["new"]].append(r)
    for new, group in news.items():
        if len(group) > 1:
            ok = (
                len(group) == 2
                and all(g["label"] == "supersedes" and TWO_NOTE in g["note"] for g in group)
                and group[0]["existing"][group[0]["target"]]
                != group[1]["existing"][group[1]["target"]]
            )
            if not ok:
                errs.append(f"repeated statement outside a two-belief pair: {new!r}")
    total = len(rows)
    if total < 240:
        errs.append(f"only {total} rows (need >= 240)")
    if total:
        sup = sum(r["label"] == "supersedes" for r in rows) / total
        other = sum(r["lang"] != "en" for r in rows) / total
        if not 0.40 <= sup <= 0.50:
            errs.append(f"supersession share {sup:.3f} outside 0.40-0.50")
        if not 0.15 <= other <= 0.25:
            errs.append(f"non-English share {other:.3f} outside 0.15-0.25")
        per_lang = collections.Counter(r["lang"] for r in rows)
        for lang in LANGS:
            if per_lang[lang] < 4:
                errs.append(f"language {lang} has {per_lang[lang]} rows (need >= 4)")
    if load_build().render() != text:
        errs.append("file differs from what pairs10_build.py renders")
    if re.search(r"/(home|work|tmp|Users)/", text):
        errs.append("absolute path in the data")
    return errs


def markdown(rows: list[dict]) -> str:
    out = [f"{len(rows)} pairs, all `heldout`.", "", "| label | count |", "|---|---|"]
    for k, v in sorted(collections.Counter(r["label"] for r in rows).items()):
        out.append(f"| {k} | {v} |")
    langs = sorted({r["lang"] for r in rows}, key=lambda x: (x != "en", x))
    out += ["", "| lang | supersedes | negatives |", "|---|---|---|"]
    for lang in langs:
        s = sum(r["lang"] == lang and r["label"] == "supersedes" for r in rows)
        n = sum(r["lang"] == lang and r["label"] != "supersedes" for r in rows)
        out.append(f"| {lang} | {s} | {n} |")
    out += ["", "| phrasing | supersedes | negatives |", "|---|---|---|"]
    for ph in sorted({r["phrasing"] for r in rows}):
        s = sum(r["phrasing"] == ph and r["label"] == "supersedes" for r in rows)
        n = sum(r["phrasing"] == ph and r["label"] != "supersedes" for r in rows)
        out.append(f"| {ph} | {s} | {n} |")
    out += ["", "| target index | supersessions |", "|---|---|"]
    for k, v in sorted(
        collections.Counter(r["target"] for r in rows if r["target"] is not None).items()
    ):
        out.append(f"| {k} | {v} |")
    sizes = collections.Counter(len(r["existing"]) for r in rows)
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
        print(f"pairs10.jsonl: bad JSON: {exc}")
        return 1
    errs = check(rows, text)
    if "--markdown" in sys.argv:
        print(markdown(rows))
    for e in errs:
        print("ERROR:", e)
    if errs:
        return 1
    print(f"pairs10.jsonl ok: {len(rows)} rows")
    return 0


if __name__ == "__main__":
    sys.exit(main())
