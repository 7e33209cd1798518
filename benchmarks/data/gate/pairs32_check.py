"""Validate pairs32.jsonl; exit 1 on a problem.

python benchmarks/data/gate/pairs32_check.py             # validate
python benchmarks/data/gate/pairs32_check.py --markdown  # validate, print the count tables
"""

from __future__ import annotations

import collections
import importlib.util
import json
import os
import sys
from pathlib import Path

HERE = Path(__file__).parent
DATA = HERE / "pairs32.jsonl"
KEYS = ["id", "split", "lang", "existing", "new", "label", "target", "phrasing", "note"]
LABELS = ["supersedes", "novel", "redundant", "refines"]
NEW_LANGS = ["de", "fr", "es", "pt", "ja", "ko", "zh", "ru", "it", "pl"]
MIN_PER_LANG = 10  # the brief: at least 10 rows in each of the ten languages
MIN_ROWS = 260
MIN_SUPERSEDES = 120
CHANGE = [
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
]
NEGATIVE = CHANGE + [
    "related",
    "plain",
    "question",
    "detail",
    "example",
    "scope",
    "paraphrase",
    "exact",
]
PHRASINGS = {
    "supersedes": set(CHANGE),
    "novel": set(NEGATIVE)
    - {"implicit", "correction", "detail", "example", "scope", "paraphrase", "exact"},
    "redundant": set(NEGATIVE) - {"implicit", "correction"},
    "refines": set(NEGATIVE) - {"implicit", "correction"},
}


def problems(rows: list[dict]) -> list[str]:
    out: list[str] = []
    seen: set[tuple] = set()
    for n, row in enumerate(rows, 1):
        where = f"line {n}"
        if list(row) != KEYS:
            out.append(f"{where}: keys {list(row)}")
            continue
        if row["id"] != f"yg{n:03d}":
            out.append(f"{where}: id {row['id']!r}, expected yg{n:03d}")
        if row["split"] != "heldout":
            out.append(f"{where}: split {row['split']!r}")
        if row["lang"] not in ["en", *NEW_LANGS]:
            out.append(f"{where}: lang {row['lang']!r}")
        ex = row["existing"]
        if not (
            isinstance(ex, list)
            and 2 <= len(ex) <= 3
            and all(isinstance(e, str) and e.strip() for e in ex)
        ):
            out.append(f"{where}: existing must be 2-3 non-empty strings")
            continue
        if len(set(ex)) != len(ex):
            out.append(f"{where}: repeated belief in existing")
        if not (isinstance(row["new"], str) and row["new"].strip()):
            out.append(f"{where}: empty new")
        label, target = row["label"], row["target"]
        if label not in LABELS:
            out.append(f"{where}: label {label!r}")
            continue
        if label == "supersedes":
            if not (
                isinstance(target, int) and not isinstance(target, bool) and 0 <= target < len(ex)
            ):
                out.append(f"{where}: supersedes needs a target index into existing")
                continue
        elif target is not None:
            out.append(f"{where}: target must be null for {label}")
        if row["phrasing"] not in PHRASINGS[label]:
            out.append(f"{where}: phrasing {row['phrasing']!r} not allowed for {label}")
        if row["phrasing"] == "exact" and row["new"] not in ex:
            out.append(f"{where}: exact but new is not a stored belief verbatim")
        if row["new"] in ex and row["phrasing"] != "exact":
            out.append(f"{where}: new repeats a belief verbatim but is not tagged exact")
        if not (isinstance(row["note"], str) and row["note"].strip()):
            out.append(f"{where}: empty note")
        key = (tuple(sorted(ex)), row["new"], ex[target] if label == "supersedes" else None)
        if key in seen:
            out.append(f"{where}: duplicate row")
        seen.add(key)
    total = len(rows)
    if total < MIN_ROWS:
        out.append(f"{total} rows, need at least {MIN_ROWS}")
    n_sup = sum(r.get("label") == "supersedes" for r in rows)
    if n_sup < MIN_SUPERSEDES:
        out.append(f"{n_sup} supersessions, need at least {MIN_SUPERSEDES}")
    for lab in LABELS:
        if not any(r.get("label") == lab for r in rows):
            out.append(f"no row labelled {lab}")
    if total:
        sup = n_sup / total
        if not 0.40 <= sup <= 0.50:
            out.append(f"supersessions {sup:.1%}, need 40-50%")
    langs = collections.Counter(r.get("lang") for r in rows)
    for lang in NEW_LANGS:
        if langs[lang] < MIN_PER_LANG:
            out.append(f"lang {lang}: {langs[lang]} rows, need at least {MIN_PER_LANG}")
    return out


def machine_paths() -> list[str]:
    """This machine's checkout, working folder and home folder, read at run time (never spelled
    in a file). A folder one level under the root (e.g. a bare top-level mount) is skipped unless it
    is the home folder, because such a short prefix also matches ordinary text."""
    here = HERE.resolve()
    found = []
    for p in (here, here.parent, Path(os.getcwd()).resolve()):
        if len(p.parts) >= 3 and str(p) not in found:
            found.append(str(p))
    home = str(Path.home())
    if len(home) > 1 and home not in found:
        found.append(home)
    return found


def leaks(text: str) -> list[str]:
    return [f"the file holds this machine's path {p!r}" for p in machine_paths() if p in text]


def rebuild_matches() -> bool:
    spec = importlib.util.spec_from_file_location("pairs32_build", HERE / "pairs32_build.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.render() == DATA.read_text(encoding="utf-8")


def table(rows: list[dict], key: str) -> list[str]:
    values = sorted({r[key] for r in rows}, key=lambda v: (-sum(r[key] == v for r in rows), v))
    head = f"| {key} | " + " | ".join(LABELS) + " | total |"
    lines = [head, "|" + "---|" * (len(LABELS) + 2)]
    for v in values:
        counts = [sum(r[key] == v and r["label"] == lab for r in rows) for lab in LABELS]
        lines.append(f"| `{v}` | " + " | ".join(map(str, counts)) + f" | {sum(counts)} |")
    totals = [sum(r["label"] == lab for r in rows) for lab in LABELS]
    lines.append("| all | " + " | ".join(map(str, totals)) + f" | {len(rows)} |")
    return lines


def main() -> int:
    try:
        rows = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines()]
    except (OSError, ValueError) as exc:
        print(f"cannot read {DATA.name}: {exc}")
        return 1
    found = problems(rows) + leaks(DATA.read_text(encoding="utf-8"))
    if not rebuild_matches():
        found.append("pairs32.jsonl differs from a fresh render of pairs32_build.py")
    for p in found:
        print(p)
    if found:
        return 1
    if "--markdown" in sys.argv[1:]:
        print("\n".join(table(rows, "lang")))
        print()
        print("\n".join(table(rows, "phrasing")))
        sup = [r for r in rows if r["label"] == "supersedes"]
        targets = collections.Counter(r["target"] for r in sup)
        print()
        print(f"supersession targets by index: {dict(sorted(targets.items()))}")
    else:
        print(f"{DATA.name}: {len(rows)} rows, ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
